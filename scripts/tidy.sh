#!/usr/bin/env bash
# clang-tidy over the C++ of src/ (the checks of .clang-tidy: bug patterns and needless copies),
# with the compile commands of the native build that scripts/build.sh configures. Any finding
# fails. About 3.5 minutes of CPU for the 100 files, so one clang-tidy per core. scripts/test.sh
# runs it after the build.
#
#   bash scripts/tidy.sh [file regex]     default: every .cpp of src/
set -euo pipefail
cd "$(dirname "$0")/.."

[ -f build/native/compile_commands.json ] ||
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
run-clang-tidy -p build/native -j"$(nproc)" -quiet "${1:-$PWD/src/.*\.cpp}" >build/native/tidy.log 2>&1 || {
  grep -E "(warning|error):" build/native/tidy.log | sort -u
  echo "tidy: clang-tidy found the above (full output in build/native/tidy.log)"
  exit 1
}
echo "tidy: clang-tidy finds nothing in src/"
