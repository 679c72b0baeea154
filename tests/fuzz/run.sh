#!/usr/bin/env bash
# Runs the libFuzzer targets of the `fuzz` preset, each for a bounded time, from its seeds and the
# corpus kept in build/fuzz/corpus/<target> (grown by earlier runs). A crash, a failed check or a
# hang (-timeout) fails the run: the input is written to build/fuzz/artifacts/ and should become a
# regression input in tests/fuzz/regressions/<target>/ once fixed (ctest replays that folder).
#
#   tests/fuzz/run.sh [SECONDS_PER_TARGET [TARGET...]]     (default: 45 s; formats solvers gamefile)
#
# Build first: cmake --preset fuzz && cmake --build --preset fuzz
set -uo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-45}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(formats solvers gamefile)

build=build/fuzz
# malloc_context_size: 8 frames of each allocation's stack instead of 30 (saving them took a tenth of
# the game file target's time); a report still names where the memory came from.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:malloc_context_size=8}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export QT_QPA_PLATFORM=offscreen
mkdir -p "$build/artifacts"

# Per target: the longest input, the time one input may take (a sparse 16x16 board keeps the
# tutor busy for seconds under the sanitizers) and the seed folders besides seeds/<target>.
declare -A maxLen=([formats]=4096 [solvers]=300 [gamefile]=16384)
declare -A timeout=([formats]=10 [solvers]=30 [gamefile]=10)
declare -A extraSeeds=([formats]="tests/data/formats tests/ui/data tests/data/malformed/puzzles"
    [solvers]="" [gamefile]="tests/data/malformed/games")

failed=()
for t in "${targets[@]}"; do
    program="$build/tests/fuzz/fuzz_$t"
    if [ ! -x "$program" ]; then
        echo "fuzz: $program is missing (cmake --preset fuzz && cmake --build --preset fuzz)" >&2
        failed+=("$t")
        continue
    fi
    corpus="$build/corpus/$t"
    mkdir -p "$corpus"
    seeds=("tests/fuzz/seeds/$t")
    [ -d "tests/fuzz/regressions/$t" ] && seeds+=("tests/fuzz/regressions/$t")
    for s in ${extraSeeds[$t]}; do seeds+=("$s"); done
    echo "== fuzz_$t for ${seconds} s"
    "$program" -max_total_time="$seconds" -max_len="${maxLen[$t]}" -timeout="${timeout[$t]}" \
        -rss_limit_mb=2048 -dict="tests/fuzz/$t.dict" -print_final_stats=1 \
        -artifact_prefix="$build/artifacts/$t-" "$corpus" "${seeds[@]}" \
        >"$build/fuzz_$t.log" 2>&1
    status=$?
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)|^#[0-9]+ +DONE' \
        "$build/fuzz_$t.log"
    if [ $status -ne 0 ]; then
        echo "fuzz_$t FAILED (exit $status); its log:" >&2
        grep -E -A30 'ERROR|check failed|runtime error' "$build/fuzz_$t.log" | head -60 >&2
        grep -E 'Test unit written to' "$build/fuzz_$t.log" >&2
        failed+=("$t")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: failed: ${failed[*]} (inputs in $build/artifacts/)" >&2
    exit 1
fi
echo "fuzz: no crash, failed check or hang in ${targets[*]}"
