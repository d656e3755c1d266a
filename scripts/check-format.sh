#!/usr/bin/env bash
# The layout of the code, as the formatters write it: the C++ of src/, bindings/ and tests/ by
# .clang-format (Debian's clang-format 14, installed by scripts/setup.sh), and the JavaScript and
# TypeScript by .prettierrc.json (prettier, a devDependency). Fails, listing the files, when one
# is not laid out so; with --fix, formats them instead. Then ESLint (eslint.config.mjs:
# eslint:recommended) over the JavaScript we write, a few seconds. scripts/test.sh runs the check.
#
#   bash scripts/check-format.sh [--fix]
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t cpp < <(git ls-files 'src/*.cpp' 'src/*.hpp' 'bindings/*.cpp' 'bindings/*.hpp' \
                                'tests/native/*.cpp' 'tests/native/*.hpp' 'tests/fuzz/*.cpp' 'tests/fuzz/*.hpp' \
                                'bench/*.cpp' 'bench/*.hpp')
mapfile -t js < <(git ls-files '*.js' '*.mjs' '*.cjs' '*.ts' '*.mts' '*.cts')
# What ESLint reads (the package's sources and CLI, the page, the scripts, the tests).
lint=(npm/src npm/bin web scripts tests eslint.config.mjs)

if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${cpp[@]}"
  npx --no-install prettier --write --log-level warn "${js[@]}"
  npx --no-install eslint --fix "${lint[@]}"
  exit 0
fi

unformatted=()
for f in "${cpp[@]}"; do
  clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
# prettier --list-different prints each file that differs from its layout (and exits with 1). A
# prettier that cannot run must fail the check, not pass it unread: npx exits with 1 then too.
if ! npx --no-install prettier --version >/dev/null 2>&1; then
  echo "check-format: prettier is not installed (npm ci installs it, a devDependency)" >&2
  exit 2
fi
listed=$(mktemp)
trap 'rm -f "$listed"' EXIT
status=0
npx --no-install prettier --list-different "${js[@]}" >"$listed" || status=$?
if [ "$status" -gt 1 ]; then
  echo "check-format: prettier failed (exit $status)" >&2
  exit "$status"
fi
mapfile -t js_unformatted <"$listed"
unformatted+=("${js_unformatted[@]}")
if [ ${#unformatted[@]} -gt 0 ]; then
  printf 'not formatted (bash scripts/check-format.sh --fix formats them):\n' >&2
  printf '  %s\n' "${unformatted[@]}" >&2
  exit 1
fi
# ESLint's problems, each with its file, line and rule (a missing ESLint fails the check too).
npx --no-install eslint --max-warnings 0 "${lint[@]}"
echo "check-format: ${#cpp[@]} C++ and ${#js[@]} JS/TS files are formatted; ESLint finds nothing"
