#!/usr/bin/env bash
# `npm test`: every check. Each stage's time is printed when it ends, and a table of all of them at the end
# (also after a failure), so a CI log shows where the time goes. E2E_WORKERS sets the Playwright workers of
# the e2e and story axe stages (README, "Developing").
#
# A step is one stage, or lanes of stages run side by side: 'a>b;c' runs b after a, and c beside them; '~c'
# runs c's own processes at a lower priority (run_lanes). A lane stops at its first failing stage and its
# log is printed as soon as it ends, so a lint error shows within a minute; the other lanes run on, and the
# run fails when they are done. A stage that needs another lane's stage (NEEDS) waits for it to pass, and
# is skipped, and fails, when it did not.
# Alone, the build, lint and type check leave a core idle much of the time (tsc, Rollup and the type build are
# mostly single-threaded; the unit tests kept 1.2 of 2 cores busy), so on two cores they end sooner together:
# 227 s against 259 s one after another here. Beside the others the unit tests run in one Vitest worker
# (alone they take every core, vitest.config.ts): 290 CPU-s and 151 s for those four stages, against 313
# CPU-s and 163 s with two workers. They share no files: lint, types and the unit tests read src/, the build
# writes dist/. The config bundles tsup and Vite write beside their configs while they build
# (`*.bundled_*.mjs`, `*.timestamp-*.mjs`) are outside lint's files (biome.json): a lint that met one failed.
#
# The report ends with the CPU time the machine spent in each step (every process, both cores, from
# /proc/stat) and in the whole run: the work the run asks of the machine, which wall time alone hides. On
# two cores a run cannot end sooner than half its CPU time. A fixed piece of JavaScript (objects built,
# sorted and copied through JSON, then a loop), timed before the first step and after the last, says how
# fast the machine was: the same 2939 tests took 971 s here one day and 2170 s the next. Last, the CPU time
# of each step split by kind of process (scripts/cpu-by-process.ts): Chromium's renderers, browser and GPU
# processes, Playwright's workers, the demo servers, the builds.
set -uo pipefail
cd "$(dirname "$0")/.."
# Reports of an earlier run must not count in this one's closing line (scripts/test-summary.mjs).
rm -f test-results/vitest.json test-results/e2e.json test-results/e2e-matrix.json test-results/a11y-stories.json \
  test-results/e2e-examples.json

declare -A COMMANDS=(
  ['lint']='npm run lint'
  ['types']='npm run typecheck'
  ['widget pages']='npm run docs:widgets -- --check'
  ['build']='npm run build'
  ['storybook build']='npm run storybook:build'
  ['unit and element tests']='npm run test:unit -- --maxWorkers=1'
  ['e2e journeys']='E2E_CI_EXTRA_WORKERS=0 E2E_REPORT=test-results/e2e.json npx playwright test --project=journeys'
  ['fault matrix']='E2E_CI_EXTRA_WORKERS=2 E2E_REPORT=test-results/e2e-matrix.json npx playwright test --project="fault matrix"'
  ['host applications']='npm run test:examples -- --no-build'
  ['axe on every story']='E2E_WORKERS=${E2E_WORKERS:-2} STORY_WORKERS_JOIN_AFTER="$STAGE_ENDED_DIR/fault matrix" npm run test:a11y-stories:run'
)

# Stages that need a stage of another lane: the host applications pack dist/, which the build writes.
declare -A NEEDS=(
  ['host applications']='build'
)

# One step of three lanes: the e2e lane (the build, then the journeys and the fault matrix), the story lane
# (lint and the widget pages, then the Storybook build and the story axe run, at the lower priority) and the
# unit lane (the type check, the unit tests, then the host applications). The Playwright stages leave CPU
# unused while their cases wait (deadlines, Retry-After, quiet periods): alone the journeys kept 1.53 of the
# two cores busy (493 CPU-s in 322 s at two workers), the fault matrix 1.48 (417 CPU-s in 282 s at four), and
# the story lane fills that time. Their browsers do not take the lane's lower priority (see run_lanes): the
# cores are shared about evenly, so each lane ends later than alone, and the run as a whole sooner.
# Two steps (the build, lint, types and unit tests first, then the two Playwright lanes) left a core idle
# while the unit tests ran on alone and while the matrix ran on after the story lane: CI took 903 s and
# 1608 CPU-s (1.83 cores busy). In one step the journeys start when the build ends: 802 s and 1478 CPU-s
# (1.88 cores, the machine probe 4 % faster).
# Side by side, the journeys take one worker per core (E2E_CI_EXTRA_WORKERS=0) and the story run one worker:
# more browsers than that only made each slower. In one sitting here, the two Playwright lanes took 1652 CPU-s
# and 869 s at three journey and three story workers, 1559 CPU-s and 852 s at two and two, 1407 CPU-s and
# 767 s at two and one. Alone the story run took 232 CPU-s at one worker, 263 at two, 297 at three. The fault
# matrix keeps its two extra workers.
# The end of the run: the lane that ends last runs on alone, and a single-threaded stage or a single browser
# there leaves a core idle. The host applications (npm installs and builds, mostly one thread) ended the story
# lane, 46 s alone after the e2e lane (881 s); they now follow the unit tests, whose lane ends hundreds of
# seconds before the others. The story run, then the last, ran on one worker for 40 s after the matrix, the
# machine 40 % busy (903 s, 1.87 cores busy). So it starts a second worker that joins when the fault matrix
# has ended (STORY_WORKERS_JOIN_AFTER, test/a11y-stories/stories.spec.ts), and the run ended 20 s after the
# matrix: 863 s, 1.92 cores busy, in the same sitting. With three matrix workers instead, the matrix ended
# last, 85 s after the story lane at 75 % busy: 904 s. The type check runs in the unit lane too: in the story
# lane it had made that lane the last (964 s against 852 s).
STEPS=(
  'build>e2e journeys>fault matrix;~lint>widget pages>storybook build>axe on every story;types>unit and element tests>host applications'
)

# Each NEEDS entry names a stage of an earlier step, or of the same step in another lane or earlier in the
# stage's own lane: a stage never waits for one that cannot end before it.
check_needs() {
  local stage needed step lane index at_stage at_needed stage_step stage_lane stage_index
  local needed_step needed_lane needed_index
  local -a lanes stages
  for stage in "${!NEEDS[@]}"; do
    needed=${NEEDS[$stage]}
    at_stage='' at_needed=''
    for step in "${!STEPS[@]}"; do
      IFS=';' read -r -a lanes <<<"${STEPS[$step]}"
      for lane in "${!lanes[@]}"; do
        IFS='>' read -r -a stages <<<"${lanes[$lane]#\~}"
        for index in "${!stages[@]}"; do
          [ "${stages[$index]}" = "$stage" ] && at_stage="$step $lane $index"
          [ "${stages[$index]}" = "$needed" ] && at_needed="$step $lane $index"
        done
      done
    done
    read -r stage_step stage_lane stage_index <<<"$at_stage"
    read -r needed_step needed_lane needed_index <<<"$at_needed"
    if [ -z "$at_stage" ] || [ -z "$at_needed" ] || ((needed_step > stage_step)) ||
      { ((needed_step == stage_step && needed_lane == stage_lane && needed_index > stage_index)); }; then
      echo "test-stages.sh: '$stage' needs '$needed', which must run in an earlier step or beside it" >&2
      exit 2
    fi
  done
}
check_needs

names=()
seconds=()
step_names=()
step_cpu_seconds=()
started=$SECONDS
LOGS=$(mktemp -d)
mkdir "$LOGS/ended"
# Where a stage's end is marked (mark_ended), for the stages that wait for another lane's (COMMANDS).
export STAGE_ENDED_DIR="$LOGS/ended"
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

# Sets BUSY_TICKS: the machine's CPU time so far, all cores (user, nice, system, irq and softirq of the
# first line of /proc/stat; not idle, iowait or steal). Per step, not per stage: a stage's processes are
# not all its children to the end (Playwright's browsers and workers are not waited for), so only the
# whole machine counts them all, and the stages of one step run side by side.
read_busy_ticks() {
  local -a cpu
  read -r -a cpu </proc/stat
  BUSY_TICKS=$((cpu[1] + cpu[2] + cpu[3] + cpu[6] + cpu[7]))
}

report() {
  collect_times
  local index total_cpu=0 wall=$((SECONDS - started))
  printf '\n== stage times\n'
  for index in "${!names[@]}"; do
    printf '%6ss  %s\n' "${seconds[$index]}" "${names[$index]}"
  done
  printf '%6ss  total\n' "$wall"
  printf '\n== CPU time of the machine per step (every process, all cores)\n'
  for index in "${!step_names[@]}"; do
    printf '%6ss  %s\n' "${step_cpu_seconds[$index]}" "${step_names[$index]}"
    total_cpu=$((total_cpu + step_cpu_seconds[index]))
  done
  printf '%6ss  total: %s cores busy on average\n' "$total_cpu" \
    "$(awk -v cpu="$total_cpu" -v wall="$wall" 'BEGIN { printf "%.2f", (wall > 0 ? cpu / wall : 0) }')"
  printf '== machine probe: %s ms before the first step, %s ms after the last\n' "$probe_before" "$(machine_probe)"
  if [ -n "${cpu_sampler:-}" ]; then
    kill -TERM "$cpu_sampler" 2>/dev/null
    for _ in {1..50}; do [ -s "$LOGS/cpu-by-process" ] && break; sleep 0.1; done
    printf '\n== CPU seconds per step by kind of process (steps numbered as above)\n'
    cat "$LOGS/cpu-by-process"
  fi
  rm -rf "$LOGS"
}
trap report EXIT

probe_before=$(machine_probe)
printf '== machine probe: a fixed piece of JavaScript took %s ms\n' "$probe_before"
# Started from a subshell, so that it is no job of this shell's (run_lanes waits for any job that ends).
cpu_sampler=$(node --import tsx scripts/cpu-by-process.ts "$TICKS_PER_SECOND" $$ >"$LOGS/cpu-by-process" 2>&1 &
  echo $!)

# Records that a stage ended, with its exit status ('not run' for the stages after a failed one in its lane),
# for the stages of other lanes that need it.
mark_ended() {
  printf '%s\n' "$2" >"$LOGS/ended/$1"
}

# Waits until the stage this one needs (NEEDS) has ended; succeeds when it passed or none is needed.
await_needed() {
  local needed=${NEEDS[$1]:-}
  [ -n "$needed" ] || return 0
  until [ -e "$LOGS/ended/$needed" ]; do sleep 1; done
  [ "$(cat "$LOGS/ended/$needed")" = 0 ]
}

# Runs one stage, its output to stdout; records its name (marked when it failed) and its time.
run_stage() {
  local name=$1 marker=$2 stage_started=$SECONDS status took outcome=''
  if ! await_needed "$name"; then
    printf '\n== %s: skipped, %s did not pass\n' "$name" "${NEEDS[$name]}"
    printf '%s\t%s\n' 0 "$name$marker (SKIPPED: ${NEEDS[$name]} did not pass)" >>"$LOGS/times"
    mark_ended "$name" 'not run'
    return 1
  fi
  printf '\n== %s: %s\n' "$name" "${COMMANDS[$name]}"
  bash -c "${COMMANDS[$name]}"
  status=$?
  took=$((SECONDS - stage_started))
  [ "$status" = 0 ] || outcome=" (FAILED, exit $status)"
  printf '== %s: %ss%s\n' "$name" "$took" "$outcome"
  printf '%s\t%s\n' "$took" "$name$marker$outcome" >>"$LOGS/times"
  mark_ended "$name" "$status"
  return "$status"
}

# A lane: its stages one after another, stopping at the first that fails.
run_lane() {
  local lane=$1 marker=$2 index status stage
  local -a lane_stages
  IFS='>' read -r -a lane_stages <<<"$lane"
  for index in "${!lane_stages[@]}"; do
    run_stage "${lane_stages[$index]}" "$marker"
    status=$?
    [ "$status" = 0 ] && continue
    for stage in "${lane_stages[@]:index+1}"; do mark_ended "$stage" 'not run'; done
    return "$status"
  done
}

# Lanes side by side, each lane's output kept in a log and printed when the lane ends. A lane written with a
# leading '~' yields the CPU to the others (nice 10) and takes what they leave: the checks nothing later
# waits for. Without that the three lanes shared the two cores evenly, and the build, mostly one thread and
# the start of every later stage, took 134 s where it takes 47 s alone. The nice value holds for the lane's
# own processes only: Playwright starts each browser (and web server) in a session of its own, which Linux
# schedules as a group of its own (autogroups, /proc/sys/kernel/sched_autogroup_enabled) whatever the nice
# values inside it, and Chromium sets its processes' nice values itself.
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
  while IFS=$'\t' read -r took name; do
    seconds+=("$took")
    names+=("$name")
  done <"$LOGS/times"
  rm -f "$LOGS/times"
}

for step in "${STEPS[@]}"; do
  IFS=';' read -r -a lanes <<<"$step"
  read_busy_ticks
  busy_before=$BUSY_TICKS
  if [ "${#lanes[@]}" = 1 ]; then
    run_lane "${lanes[0]}" ''
  else
    run_lanes "${lanes[@]}"
  fi
  status=$?
  read_busy_ticks
  step_names+=("$step")
  step_cpu_seconds+=($(((BUSY_TICKS - busy_before) / TICKS_PER_SECOND)))
  kill -USR1 "$cpu_sampler" 2>/dev/null
  collect_times
  [ "$status" = 0 ] || exit "$status"
done
