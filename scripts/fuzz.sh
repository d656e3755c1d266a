#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz/*.cpp; clang, ASan + UBSan, in build/fuzz) and runs
# each for a bounded time.
#
#   bash scripts/fuzz.sh [--seconds N] [--max-len BYTES] [target...]   (default: 30 s, every target, 4096 bytes)
#
# Each target keeps its growing corpus in build/fuzz/corpus/<target>/ (so later runs start
# where earlier ones stopped) and reads its seed corpora (tests/fuzz/CMakeLists.txt) read-only.
# A crash, sanitizer report, leak, timeout or out-of-memory leaves the input in
# build/fuzz/artifacts/<target>/ and makes the script fail; after fixing the bug, copy that
# input to tests/fuzz/regressions/<target>/ so ctest replays it forever.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=30
max_len=4096
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --max-len) max_len="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
  esac
done

bash scripts/sanitize.sh --build-only

bin=build/fuzz/tests/fuzz
if [ ${#targets[@]} -eq 0 ]; then
  for source in tests/fuzz/*.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi

failed=()
for target in "${targets[@]}"; do
  corpus="build/fuzz/corpus/$target" artifacts="build/fuzz/artifacts/$target/"
  mkdir -p "$corpus" "$artifacts"
  seeds=()
  while IFS= read -r dir; do [ -n "$dir" ] && [ -d "$dir" ] && seeds+=("$dir"); done < "$bin/$target.seeds"
  log="build/fuzz/$target.log"
  # detect_leaks: a leak is a bug too. -timeout: one input taking 10 s is a hang.
  if ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
     "$bin/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
       -print_final_stats=1 -artifact_prefix="$artifacts" "$corpus" "${seeds[@]}" >"$log" 2>&1; then
    status=ok
  else
    status=FAILED
    failed+=("$target")
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  echo "fuzz $target: $status, ${execs:-?} runs in ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs"
  if [ "$status" = FAILED ]; then
    grep -E "ERROR|runtime error|invariant failed|SUMMARY|Test unit written" "$log" | head -20 || true
    echo "  full log: $log"
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failures in ${failed[*]}"
  exit 1
fi
