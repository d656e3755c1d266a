#!/usr/bin/env bash
# Runs every test: installs what is missing, checks the layout of the code, builds, then the
# native GoogleTest suite (ctest), the same suite under ASan + UBSan (clang, build/fuzz) with the
# fuzz regressions replayed, every fuzz target for BN_FUZZ_SECONDS (default 60: "about a minute
# each") each, one per core at a time, the type check of the .d.ts files, and Jest (npm API, CLI,
# packed tarball, wasm memory over 1,000,000 calls, real Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh

echo "== layout of the code (scripts/check-format.sh)"
bash scripts/check-format.sh

bash scripts/build.sh

echo "== clang-tidy on src/ (scripts/tidy.sh)"
bash scripts/tidy.sh

echo "== native tests (ctest)"
ctest --test-dir build/native --output-on-failure -j"$(nproc)"

echo "== native tests under ASan + UBSan, fuzz regressions replayed (build/fuzz)"
bash scripts/sanitize.sh

echo "== fuzzing, ${BN_FUZZ_SECONDS:-60} s per target (scripts/fuzz.sh)"
bash scripts/fuzz.sh --seconds "${BN_FUZZ_SECONDS:-60}"

echo "== type declarations (tsc)"
for config in tsconfig.json tsconfig.bundler.json; do  # node16, bundler resolution
  npx --no-install tsc -p "tests/types/$config"
done
node tests/types/chess-js-switch.mjs  # a chess.js program compiles against boardnotation/chess

echo "== npm package and browser tests (jest)"
NODE_OPTIONS=--experimental-vm-modules npx --no-install jest --ci
