#!/usr/bin/env bash
# The one command that installs what the tests need and runs every test:
# lint, types, the widget pages' check, unit and element tests, the build (with its manifest check and
# size budgets), the end-to-end journeys in Chromium against the demo shop (fault matrix, XSS/CSP,
# axe on every page, keyboard journeys), the three host applications on the packed tarball, the
# static Storybook build and axe on every story.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-deps.sh
# The summary comes last even when a stage failed: the failed tests, with their errors, end the log.
status=0
npm test || status=$?
if ! node scripts/test-summary.mjs && [ "$status" = 0 ]; then status=1; fi
exit "$status"
