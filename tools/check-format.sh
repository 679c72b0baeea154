#!/usr/bin/env bash
# Fails (exit 1) when a tracked C++ file differs from what the project's .clang-format makes of
# it, naming each such file; `tools/check-format.sh --fix` formats them instead. The project is
# formatted with clang-format 14 (Debian 12's); another major version formats some constructs
# differently, so the check insists on 14.
set -euo pipefail
cd "$(dirname "$0")/.."

fmt=""
for candidate in clang-format-14 clang-format; do
    if command -v "$candidate" >/dev/null 2>&1 \
        && "$candidate" --version | grep -q "version 14\."; then
        fmt=$candidate
        break
    fi
done
if [ -z "$fmt" ]; then
    echo "check-format: clang-format 14 not found (apt-get install clang-format-14)" >&2
    exit 2
fi

mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
    "$fmt" -i "${files[@]}"
    exit 0
fi

bad=()
for f in "${files[@]}"; do
    if ! "$fmt" --dry-run --Werror "$f" >/dev/null 2>&1; then
        bad+=("$f")
    fi
done
if [ ${#bad[@]} -gt 0 ]; then
    echo "check-format: ${#bad[@]} file(s) differ from .clang-format (tools/check-format.sh --fix):" >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
echo "check-format: ${#files[@]} files formatted as .clang-format says"
