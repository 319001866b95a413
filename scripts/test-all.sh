#!/usr/bin/env bash
# The one command that installs what the tests need and runs every test:
# lint, types, unit and element tests, the build (with its manifest check), the end-to-end
# journeys in Chromium against the demo shop, and the static Storybook build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-deps.sh
npm test
node scripts/test-summary.mjs
