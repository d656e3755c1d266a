#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks to build and test boardnotation (idempotent):
# apt packages (compilers, Emscripten, Boost headers, GoogleTest, Chromium) and the npm
# packages of package-lock.json. Nothing else is assumed.
set -euo pipefail
cd "$(dirname "$0")/.."

# clang + libclang-rt-14-dev: the sanitizer build and the libFuzzer targets (scripts/fuzz.sh);
# clang-format: the layout check (scripts/check-format.sh); clang-tidy: scripts/tidy.sh;
# python3-distributed: Debian's Dask, for the distributed runs (tests/js/distributed.test.cjs).
packages=(build-essential cmake emscripten libboost-dev googletest libgtest-dev libbenchmark-dev chromium nodejs npm
          clang libclang-rt-14-dev clang-format clang-tidy python3-distributed)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node and npm may come from elsewhere than apt (nvm, NodeSource): only install them if absent.
if command -v node >/dev/null && command -v npm >/dev/null; then
  missing=("${missing[@]/nodejs}"); missing=("${missing[@]/npm}")
fi
missing=($(printf '%s\n' "${missing[@]}" | grep -v '^$' || true))
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
