#!/usr/bin/env bash
# The one command that installs what the tests need and runs every test:
# lint, types, the widget pages' check, unit and element tests, the build (with its manifest check and
# size budgets), the end-to-end journeys in Chromium against the demo shop (fault matrix, XSS/CSP,
# axe on every page, keyboard journeys), the three host applications on the packed tarball, the
# static Storybook build and axe on every story.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-deps.sh
npm test
node scripts/test-summary.mjs
