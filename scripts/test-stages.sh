#!/usr/bin/env bash
# `npm test`: every check, stopping after the first step that fails. Each stage's time is printed when
# it ends, and a table of all of them at the end (also after a failure), so a CI log shows where the
# time goes. E2E_WORKERS sets the Playwright workers of the e2e and story axe stages (README,
# "Developing").
#
# A step is one stage, or lanes of stages run side by side: 'a>b;c' runs b after a, and c beside them; '~c'
# runs c at a lower priority (run_lanes).
# Alone, the first step's stages leave a core idle much of the time (tsc, Rollup and the DTS build are
# mostly single-threaded; the unit tests kept 1.2 of 2 cores busy), so on two cores they end sooner
# together: 227 s against 259 s one after another here. They share no files: lint, types and the unit
# tests read src/, the build writes dist/ (which the host applications then pack), Storybook writes
# storybook-static/. The config bundles tsup and Vite write beside their configs while they build
# (`*.bundled_*.mjs`, `*.timestamp-*.mjs`) are outside lint's files (biome.json): a lint that met one
# failed. A lane's output is kept in a log and printed whole when the lane ends. The Playwright stages
# after them each keep both cores busy alone.
#
# Beside each stage's time the table gives the CPU time it used (user and system, of every process it
# waited for), and the whole run's total: the work the run asks of the machine, which wall time alone hides.
# On two cores a run cannot end sooner than half its CPU time. A fixed piece of JavaScript (objects built,
# sorted and copied through JSON, then a loop), timed before the first stage and after the last, says how
# fast the machine was: the same 2939 tests took 971 s here one day and 2170 s the next.
set -uo pipefail
cd "$(dirname "$0")/.."
# Reports of an earlier run must not count in this one's closing line (scripts/test-summary.mjs).
rm -f test-results/vitest.json test-results/e2e.json test-results/e2e-matrix.json

declare -A COMMANDS=(
  ['lint']='npm run lint'
  ['types']='npm run typecheck'
  ['widget pages']='npm run docs:widgets -- --check'
  ['build']='npm run build'
  ['storybook build']='npm run storybook:build'
  ['unit and element tests']='npm run test:unit'
  ['e2e journeys']='E2E_REPORT=test-results/e2e.json npx playwright test --project=journeys'
  ['fault matrix']='E2E_CI_EXTRA_WORKERS=2 E2E_REPORT=test-results/e2e-matrix.json npx playwright test --project="fault matrix"'
  ['host applications']='npm run test:examples -- --no-build'
  ['axe on every story']='npm run test:a11y-stories:run'
)

STEPS=(
  'build>host applications;~lint>types>widget pages>storybook build;unit and element tests'
  'e2e journeys'
  'fault matrix'
  'axe on every story'
)

names=()
seconds=()
cpu_seconds=()
started=$SECONDS
LOGS=$(mktemp -d)
TICKS_PER_SECOND=$(getconf CLK_TCK)

# The milliseconds a fixed piece of JavaScript takes on one core: the machine's speed at that moment.
machine_probe() {
  node -e '
    const started = process.hrtime.bigint();
    const items = [];
    for (let i = 0; i < 5e5; i++) items.push({ id: i, name: `item ${i}`, value: Math.sin(i) });
    items.sort((a, b) => a.value - b.value);
    let sum = JSON.parse(JSON.stringify(items)).length;
    for (let i = 0; i < 1e8; i++) sum += i % 7;
    if (sum < 0) throw new Error("unreachable");
    console.log(Number((process.hrtime.bigint() - started) / 1000000n));'
}
probe_before=$(machine_probe)
printf '== machine probe: a fixed piece of JavaScript took %s ms\n' "$probe_before"

report() {
  collect_times
  local total_cpu=0 index
  printf '\n== stage times (wall, CPU)\n'
  for index in "${!names[@]}"; do
    printf '%6ss %6ss  %s\n' "${seconds[$index]}" "${cpu_seconds[$index]}" "${names[$index]}"
    total_cpu=$((total_cpu + cpu_seconds[index]))
  done
  printf '%6ss %6ss  total\n' "$((SECONDS - started))" "$total_cpu"
  printf '== machine probe: %s ms before the first stage, %s ms after the last\n' "$probe_before" "$(machine_probe)"
  rm -rf "$LOGS"
}
trap report EXIT

# Sets CHILDREN_CPU_TICKS: the user and system time of every child this shell has waited for, and of theirs
# (fields 16 and 17 of /proc/<pid>/stat). Read without a subshell, which would read its own.
read_children_cpu() {
  local stat
  local -a fields
  read -r stat <"/proc/$BASHPID/stat"
  read -r -a fields <<<"${stat##*) }"
  CHILDREN_CPU_TICKS=$((fields[13] + fields[14]))
}

# Runs one stage, its output to stdout; records its name (marked when it failed) and its time.
run_stage() {
  local name=$1 marker=$2 stage_started=$SECONDS status took cpu cpu_before outcome=''
  printf '\n== %s: %s\n' "$name" "${COMMANDS[$name]}"
  read_children_cpu
  cpu_before=$CHILDREN_CPU_TICKS
  bash -c "${COMMANDS[$name]}"
  status=$?
  took=$((SECONDS - stage_started))
  read_children_cpu
  cpu=$(((CHILDREN_CPU_TICKS - cpu_before) / TICKS_PER_SECOND))
  [ "$status" = 0 ] || outcome=" (FAILED, exit $status)"
  printf '== %s: %ss, CPU %ss%s\n' "$name" "$took" "$cpu" "$outcome"
  printf '%s\t%s\t%s\n' "$took" "$cpu" "$name$marker$outcome" >>"$LOGS/times"
  return "$status"
}

# A lane: its stages one after another, stopping at the first that fails.
run_lane() {
  local lane=$1 marker=$2 stage
  local -a lane_stages
  IFS='>' read -r -a lane_stages <<<"$lane"
  for stage in "${lane_stages[@]}"; do
    run_stage "$stage" "$marker" || return
  done
}

# Lanes side by side, each lane's output kept in a log and printed when the lane ends. A lane written with a
# leading '~' yields the CPU to the others (nice 10) and takes what they leave: the checks nothing later
# waits for. Without that the three lanes shared the two cores evenly, and the build, mostly one thread and
# the start of every later stage, took 134 s where it takes 47 s alone.
run_lanes() {
  local -a lanes=("$@")
  local -A log_of=()
  local failed=0 index lane pid status
  printf '\n== side by side: %s\n' "$(printf '[%s] ' "${lanes[@]}")"
  for index in "${!lanes[@]}"; do
    lane=${lanes[$index]}
    (
      if [ "${lane:0:1}" = '~' ]; then
        renice -n 10 -p "$BASHPID" >/dev/null
        lane=${lane:1}
      fi
      run_lane "$lane" ' (side by side)'
    ) >"$LOGS/lane-$index.log" 2>&1 &
    log_of[$!]="$LOGS/lane-$index.log"
  done
  for _ in "${lanes[@]}"; do
    wait -n -p pid
    status=$?
    cat "${log_of[$pid]}"
    [ "$status" = 0 ] || failed=$status
  done
  return "$failed"
}

# The stage times of the step that just ended, in the order the stages ended.
collect_times() {
  [ -f "$LOGS/times" ] || return 0
  while IFS=$'\t' read -r took cpu name; do
    seconds+=("$took")
    cpu_seconds+=("$cpu")
    names+=("$name")
  done <"$LOGS/times"
  rm -f "$LOGS/times"
}

for step in "${STEPS[@]}"; do
  IFS=';' read -r -a lanes <<<"$step"
  if [ "${#lanes[@]}" = 1 ]; then
    run_lane "${lanes[0]}" ''
  else
    run_lanes "${lanes[@]}"
  fi
  status=$?
  collect_times
  [ "$status" = 0 ] || exit "$status"
done
