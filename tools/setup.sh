#!/usr/bin/env bash
# Sets up Sudoku Tutor on a fresh Debian 12 / Ubuntu machine: installs what is missing (apt),
# configures and builds the `release` preset, then either starts the GUI (--run) or runs every
# test (--test). Safe to run again: it installs only missing packages and builds incrementally.
set -euo pipefail

mode=${1:---run}
case "$mode" in
--run | --test | --build) ;;
*)
    echo "usage: tools/setup.sh [--run|--test|--build]" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."

packages=(
    build-essential cmake ninja-build pkg-config
    libgtest-dev libgmock-dev libbenchmark-dev
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6opengl6-dev libgl-dev libxkbcommon-dev qt6-translations-l10n
    xvfb xauth fonts-dejavu-core fonts-ipafont-gothic
    python3
    # packaging checks: the .deb (dpkg-shlibdeps), the launcher, AppStream and man pages
    dpkg-dev desktop-file-utils appstream groff-base
    # fuzzing (the fuzz preset): clang and its libFuzzer runtime
    clang libclang-rt-14-dev
    # the format check of CI (tools/check-format.sh)
    clang-format-14
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset release
cmake --build --preset release -j "$jobs"

export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
case "$mode" in
--run)
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "No display found: starting the GUI under xvfb-run (nothing will be visible)." >&2
        exec xvfb-run -a ./build/release/app/gui/sudoku-tutor
    fi
    exec ./build/release/app/gui/sudoku-tutor
    ;;
--test)
    ctest --preset release -j "$jobs"
    ;;
esac
