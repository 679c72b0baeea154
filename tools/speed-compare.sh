#!/bin/bash
# Before/after speed runs, interleaved (docs/performance.md). Usage, from the source root:
#   tools/speed-compare.sh OLD_BUILD_DIR NEW_BUILD_DIR OUT_DIR
# Each build dir is a release build with app/sudoku-cli and tests/bench/sudoku_bench. Runs 3
# rounds of rate (2 threads and 1), check and the uniqueness benchmarks, alternating which side
# goes first, and qqwing when installed; then 2 rounds of the hint benchmarks. Writes
# /usr/bin/time figures (wall user sys), benchmark CSVs and a log with the load average per run.
set -u
[ $# -eq 3 ] || { sed -n 2,7p "$0"; exit 2; }
declare -A CLI=([old]="$1/app/sudoku-cli" [new]="$2/app/sudoku-cli")
declare -A BENCH=([old]="$1/tests/bench/sudoku_bench" [new]="$2/tests/bench/sudoku_bench")
OUT=$3
mkdir -p "$OUT"
F=tests/data/royle_17clue_49158.txt
log() { echo "$(date -u +%T) load=$(cut -d' ' -f1-3 /proc/loadavg) $*" >> "$OUT/log.txt"; }
order() { if [ $(($1 % 2)) = 1 ]; then echo "old new"; else echo "new old"; fi; }
for r in 1 2 3; do
    for v in $(order $r); do
        log "r$r $v rate2"
        /usr/bin/time -f "%e %U %S" -o "$OUT/rate2_${v}_$r.time" "${CLI[$v]}" rate $F --csv > "$OUT/rate2_${v}_$r.csv"
        log "r$r $v rate1"
        /usr/bin/time -f "%e %U %S" -o "$OUT/rate1_${v}_$r.time" "${CLI[$v]}" rate $F --csv --threads 1 > "$OUT/rate1_${v}_$r.csv"
        log "r$r $v check"
        /usr/bin/time -f "%e %U %S" -o "$OUT/check_${v}_$r.time" "${CLI[$v]}" check $F > /dev/null
        log "r$r $v unique"
        "${BENCH[$v]}" --benchmark_filter='BM_Unique' --benchmark_format=csv > "$OUT/unique_${v}_$r.csv" 2> /dev/null
    done
    if command -v qqwing > /dev/null; then
        log "r$r qqwing"
        /usr/bin/time -f "%e %U %S" -o "$OUT/qqwing_$r.time" qqwing --solve --count-solutions --nosolution --csv < $F > "$OUT/qqwing_$r.csv"
    fi
done
for r in 1 2; do
    for v in $(order $r); do
        log "r$r $v hint"
        "${BENCH[$v]}" --benchmark_filter='BM_Hint' --benchmark_format=csv > "$OUT/hint_${v}_$r.csv" 2> "$OUT/hint_${v}_$r.err"
    done
done
log done
