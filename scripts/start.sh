#!/usr/bin/env bash
# The main job: installs what is missing, builds the library and the npm package, and serves
# the demo page on http://127.0.0.1:8080 (PORT=... to change it).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh
exec node scripts/serve.mjs
