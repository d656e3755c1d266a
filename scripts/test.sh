#!/usr/bin/env bash
# Runs every test: installs what is missing, builds, then the native GoogleTest suite (ctest),
# the type check of the .d.ts files, and Jest (npm API, CLI, packed tarball, real Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh

echo "== native tests (ctest)"
ctest --test-dir build/native --output-on-failure -j"$(nproc)"

echo "== type declarations (tsc)"
npx --no-install tsc -p tests/types

echo "== npm package and browser tests (jest)"
NODE_OPTIONS=--experimental-vm-modules npx --no-install jest --ci
