#!/usr/bin/env bash
# Builds everything: the native core and its tests (build/native), the wasm module
# (build/wasm) and the npm package (npm/dist). Incremental: rerunning only rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${BN_JOBS:-$(nproc)}"

cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null  # for scripts/tidy.sh
cmake --build build/native -j"$jobs"

# Emscripten's JS optimizer needs acorn, which Debian installs in /usr/share/nodejs, not where
# emcc looks for it.
export NODE_PATH=/usr/share/nodejs
if [ ! -f build/wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >/dev/null
fi
cmake --build build/wasm -j"$jobs"

node scripts/build-npm.mjs
