#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/*.cpp; clang, ASan + UBSan, in build/fuzz) and runs
# each for a bounded time.
#
#   bash scripts/fuzz.sh [--seconds N] [--runs N] [--max-len BYTES] [--no-asan | --replay] [target...]
#       (default: 30 s, no run limit, every target, inputs up to the "// max-len:" line of the
#       target's source, else 4096 bytes)
#   --runs N    stop after N executions (or after --seconds, whichever comes first)
#   --no-asan   for long campaigns: the build without AddressSanitizer (build/fuzz-ubsan:
#               libFuzzer + UBSan: an input costs about half the CPU it costs with ASan)
#   --summary   prints the totals of build/fuzz/runs.tsv per target and build (the table of tests/fuzz/README.md)
#   --replay    runs nothing new: replays each target's whole grown corpus once under
#               ASan + UBSan (-runs=0), which is what a --no-asan campaign is followed by;
#               with --no-asan, in the UBSan build (its CPU per input is the idle-core cost)
#   BN_FUZZ_JOBS=N  how many targets fuzz side by side (default: one per core; each still gets
#               its --seconds on a core of its own)
#   e.g. nice -n 19 bash scripts/fuzz.sh --no-asan --runs 10000000 --seconds 3600 fen
#        bash scripts/fuzz.sh --replay fen
# Each run appends a line (date, target, build, runs, seconds, status, CPU seconds) to
# build/fuzz/runs.tsv.
#
# Each target keeps its growing corpus in build/fuzz/corpus/<target>/ (so later runs start
# where earlier ones stopped) and reads its seed corpora (tests/fuzz/CMakeLists.txt) read-only.
# A crash, sanitizer report, leak, timeout or out-of-memory leaves the input in
# build/fuzz/artifacts/<target>/ and makes the script fail; after fixing the bug, copy that
# input to tests/fuzz/regressions/<target>/ so ctest replays it forever.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=30
runs=-1
max_len=  # default: the target's "// max-len:" line, else 4096
asan=yes
replay=no
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --max-len) max_len="$2"; shift 2 ;;
    --no-asan) asan=no; shift ;;
    --replay) replay=yes; shift ;;
    --summary)
      # Campaign lines summed per target and build; the last UBSan replay of a target's corpus
      # (--no-asan --replay) gives its inputs per CPU second, the rate of one idle core.
      echo "| target | build | runs | hours | runs/s | inputs per CPU s (UBSan replay) |"
      echo "|---|---|---|---|---|---|"
      awk -F '\t' '$3 == "UBSan replay" && $7 > 0 { idle[$2] = $4 / $7 }
        $3 !~ /replay/ && $4 ~ /^[0-9]+$/ { k = $2 "\t" $3; runs[k] += $4; secs[k] += $5 }
        END { for (k in runs) { split(k, p, "\t")
          printf "| %s | %s | %d | %.2f | %.0f | %s |\n", p[1], p[2], runs[k], secs[k] / 3600,
            runs[k] / (secs[k] ? secs[k] : 1), (p[1] in idle) ? sprintf("%.0f", idle[p[1]]) : "?" } }' \
        build/fuzz/runs.tsv | sort
      exit 0 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
  esac
done

if [ ${#targets[@]} -eq 0 ]; then
  for source in tests/fuzz/*.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi
mkdir -p build/fuzz
if [ "$asan" = no ]; then
  if [ ! -f build/fuzz-ubsan/CMakeCache.txt ]; then
    cmake -S . -B build/fuzz-ubsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DBN_FUZZ=ON \
      -DBN_SANITIZE_ADDRESS=OFF >/dev/null
  fi
  cmake --build build/fuzz-ubsan -j"${BN_JOBS:-$(nproc)}" --target "${targets[@]/#/fuzz_}" >/dev/null
  bin=build/fuzz-ubsan/tests/fuzz
  build_name="UBSan"
else
  bash scripts/sanitize.sh --build-only
  bin=build/fuzz/tests/fuzz
  build_name="ASan+UBSan"
fi

# CPU seconds used so far by finished child processes (second line of bash's `times`, run in
# this shell: a subshell starts from zero): the fuzzer's share of a loaded machine, so that runs
# per CPU second can be compared across runs.
times_file=build/fuzz/.times
cpu_of() {
  tail -1 "$1" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); sub(/s$/, "", p[2]); s += p[1] * 60 + p[2] } printf "%.2f", s }'
}

if [ "$replay" = yes ]; then
  failed=()
  for target in "${targets[@]}"; do
    corpus="build/fuzz/corpus/$target" log="build/fuzz/$target.replay.log"
    mkdir -p "$corpus" "build/fuzz/artifacts/$target"
    times >"$times_file"
    started=$(date +%s) cpu_before=$(cpu_of "$times_file")
    if ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
       "$bin/fuzz_$target" -runs=0 -timeout=10 -rss_limit_mb=2048 -artifact_prefix="build/fuzz/artifacts/$target/" \
         "$corpus" >"$log" 2>&1; then status=ok; else status=FAILED; failed+=("$target"); fi
    times >"$times_file"
    count=$(ls "$corpus" | wc -l)
    elapsed=$(( $(date +%s) - started )) cpu=$(awk -v a="$cpu_before" -v b="$(cpu_of "$times_file")" 'BEGIN { printf "%.2f", b - a }')
    # CPU per input (loading the corpus included): what a run costs on an idle core.
    echo "replay $target: $status, $count inputs in ${elapsed}s, ${cpu} s of CPU ($build_name)"
    printf '%s\t%s\t%s replay\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$build_name" "$count" "$elapsed" "$status" \
      "$cpu" >>build/fuzz/runs.tsv
    [ "$status" = ok ] || grep -E "ERROR|runtime error|invariant failed|SUMMARY" "$log" | head -20 || true
  done
  [ ${#failed[@]} -eq 0 ] || { echo "replay: failures in ${failed[*]}"; exit 1; }
  exit 0
fi


# One target, in a subshell of its own (so `times` counts that fuzzer's CPU alone): its line of
# the report on stdout, its status in build/fuzz/<target>.status.
fuzz_one() {
  local target="$1"
  local corpus="build/fuzz/corpus/$target" artifacts="build/fuzz/artifacts/$target/"
  local times_file="build/fuzz/.times.$target"
  mkdir -p "$corpus" "$artifacts"
  local seeds=()
  while IFS= read -r dir; do [ -n "$dir" ] && [ -d "$dir" ] && seeds+=("$dir"); done < "$bin/$target.seeds"
  local log="build/fuzz/$target.log"
  local target_len="$max_len"
  [ -n "$target_len" ] || target_len=$(sed -n 's|^// max-len: *\([0-9]*\).*|\1|p' "tests/fuzz/$target.cpp" | head -1)
  # detect_leaks: a leak is a bug too. -timeout: one input taking 10 s is a hang.
  times >"$times_file"
  local started cpu_before status elapsed cpu execs
  started=$(date +%s) cpu_before=$(cpu_of "$times_file")
  if ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
     "$bin/fuzz_$target" -max_total_time="$seconds" -runs="$runs" -timeout=10 -rss_limit_mb=2048 \
       -max_len="${target_len:-4096}" -print_final_stats=1 -artifact_prefix="$artifacts" "$corpus" "${seeds[@]}" >"$log" 2>&1; then
    status=ok
  else
    status=FAILED
  fi
  times >"$times_file"
  elapsed=$(( $(date +%s) - started )) cpu=$(awk -v a="$cpu_before" -v b="$(cpu_of "$times_file")" 'BEGIN { printf "%.0f", b - a }')
  rm -f "$times_file"
  echo "$status" >"build/fuzz/$target.status"
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | head -1)
  # The report of a target in one write, so that lines of targets running side by side never mix.
  local report
  report="fuzz $target: $status, ${execs:-?} runs in ${elapsed}s (${cpu} s of CPU, $build_name), corpus $(ls "$corpus" | wc -l) inputs"
  if [ "$status" != ok ]; then
    report+=$'\n'"$(grep -E "ERROR|runtime error|invariant failed|SUMMARY|Test unit written" "$log" | head -20 || true)"
    report+=$'\n'"  full log: $log"
  fi
  echo "$report"
  # One line per run (date, target, build, runs, seconds, status, CPU seconds): what the table of tests/fuzz/README.md adds up.
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$build_name" "${execs:-?}" "$elapsed" "$status" \
    "$cpu" >>build/fuzz/runs.tsv
}

# The targets run side by side, BN_FUZZ_JOBS at a time (default: one per core), each for its own
# --seconds on a core of its own: the same fuzzing per target in a fraction of the wall time.
jobs_limit="${BN_FUZZ_JOBS:-$(nproc)}"
for target in "${targets[@]}"; do
  rm -f "build/fuzz/$target.status"
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_limit" ]; do wait -n || true; done
  ( fuzz_one "$target" ) &
done
wait
failed=()
for target in "${targets[@]}"; do
  [ "$(cat "build/fuzz/$target.status" 2>/dev/null)" = ok ] || failed+=("$target")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failures in ${failed[*]}"
  exit 1
fi
