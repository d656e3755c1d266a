#!/usr/bin/env bash
# The native test suite under AddressSanitizer + UndefinedBehaviorSanitizer: clang, build/fuzz
# (the same build holds the libFuzzer targets, see scripts/fuzz.sh). Any sanitizer report
# (memory error, leak, undefined behaviour) aborts the test, so ctest fails.
# Also replays every fuzz regression input and seed corpus (ctest -R fuzz_replay).
#
#   bash scripts/sanitize.sh [--build-only]
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${BN_JOBS:-$(nproc)}"

if [ ! -f build/fuzz/CMakeCache.txt ]; then
  cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DBN_FUZZ=ON >/dev/null
fi
cmake --build build/fuzz -j"$jobs" >/dev/null
[ "${1:-}" = "--build-only" ] && exit 0

# detect_leaks: a leak fails the test. -fno-sanitize-recover=all (CMakeLists.txt) already makes
# UBSan stop at the first report.
ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build/fuzz --output-on-failure -j"$jobs"
