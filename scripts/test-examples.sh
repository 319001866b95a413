#!/usr/bin/env bash
# The package as another team gets it: build, `npm pack`, check the tarball (publint --strict, attw
# esm-only), install it into the three host applications of examples/ (each with its own lockfile,
# from the npm registry), build them (the React one under `tsc --strict`) and run their journeys
# and the lazy path's size budget in Chromium (test/e2e-examples/).
#
#   scripts/test-examples.sh             build the library first
#   scripts/test-examples.sh --no-build  reuse the existing dist/
# DEMO_PORT (fake shop) and EXAMPLES_PORT (first of three host ports) choose the ports.
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
for argument in "$@"; do
  case "$argument" in
    --no-build) build=0 ;;
    *) echo "usage: scripts/test-examples.sh [--no-build]" >&2; exit 2 ;;
  esac
done

started=$SECONDS
step() { printf '\n== %s (at %ss)\n' "$1" "$((SECONDS - started))"; }

# npm pack takes dist/, so the build goes there whatever the environment says.
export SHOP_WIDGETS_OUT_DIR=dist
if [ "$build" = 1 ]; then
  step 'build the library'
  npm run build
fi
[ -f dist/index.js ] || { echo 'dist/ is missing: run without --no-build' >&2; exit 1; }

step 'npm pack'
rm -rf examples/.pack
mkdir -p examples/.pack
npm pack --silent --pack-destination examples/.pack > /dev/null
mv examples/.pack/shop-widgets-*.tgz examples/.pack/shop-widgets.tgz

step 'publint --strict'
npx publint --strict examples/.pack/shop-widgets.tgz

step 'attw --profile esm-only'
npx attw examples/.pack/shop-widgets.tgz --profile esm-only

for example in html react vue; do
  step "install examples/$example (npm ci)"
  (cd "examples/$example" && npm ci --no-audit --no-fund --loglevel=error)
done

step 'build examples/react (tsc --strict, then vite)'
(cd examples/react && npm run build)

step 'build examples/vue'
(cd examples/vue && npm run build)

step 'journeys in Chromium and the size budget'
npx playwright test -c test/e2e-examples/playwright.config.ts

step "done in $((SECONDS - started)) s"
