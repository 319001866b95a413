#!/usr/bin/env bash
# `npm test`: every check, one stage after another, stopping at the first that fails. Each stage's
# time is printed when it ends, and a table of all of them at the end (also after a failure), so a CI
# log shows where the time goes. E2E_WORKERS sets the Playwright workers of the e2e and story axe
# stages (README, "Developing").
set -uo pipefail
cd "$(dirname "$0")/.."
# Reports of an earlier run must not count in this one's closing line (scripts/test-summary.mjs).
rm -f test-results/vitest.json test-results/e2e.json test-results/e2e-matrix.json

STAGES=(
  'lint|npm run lint'
  'types|npm run typecheck'
  'widget pages|npm run docs:widgets -- --check'
  'unit and element tests|npm run test:unit'
  'build|npm run build'
  'e2e journeys|E2E_REPORT=test-results/e2e.json npx playwright test --project=journeys'
  'fault matrix|E2E_REPORT=test-results/e2e-matrix.json npx playwright test --project="fault matrix"'
  'host applications|npm run test:examples -- --no-build'
  'storybook build|npm run storybook:build'
  'axe on every story|npm run test:a11y-stories:run'
)

names=()
seconds=()
started=$SECONDS

report() {
  printf '\n== stage times\n'
  for index in "${!names[@]}"; do
    printf '%6ss  %s\n' "${seconds[$index]}" "${names[$index]}"
  done
  printf '%6ss  total\n' "$((SECONDS - started))"
}
trap report EXIT

for stage in "${STAGES[@]}"; do
  name=${stage%%|*}
  command=${stage#*|}
  printf '\n== %s: %s\n' "$name" "$command"
  stage_started=$SECONDS
  bash -c "$command"
  status=$?
  names+=("$name$([ "$status" = 0 ] || echo " (FAILED, exit $status)")")
  seconds+=("$((SECONDS - stage_started))")
  printf '== %s: %ss\n' "$name" "$((SECONDS - stage_started))"
  [ "$status" = 0 ] || exit "$status"
done
