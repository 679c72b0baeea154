#!/usr/bin/env bash
# Regenerates every screenshot of the gallery (docs/gallery.md, docs/screenshots/) from the build, so
# each PNG has its recipe here. Offscreen (no display needed), in English unless a shot says
# otherwise, at 1100x760.
#
#   tools/screenshots.sh [OUTDIR]     default OUTDIR: docs/screenshots
#   SUDOKU_TUTOR=path/to/sudoku-tutor tools/screenshots.sh    another build
#
# The program runs with scratch XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME and XDG_STATE_HOME,
# removed at the end: the user's settings (Open Recent, theme, language, window geometry) and
# autosaved game are neither read nor changed, and nothing of theirs shows in a picture.
set -euo pipefail

cd "$(dirname "$0")/.."
gui=${SUDOKU_TUTOR:-build/release/app/gui/sudoku-tutor}
out=${1:-docs/screenshots}
if [ ! -x "$gui" ]; then
    echo "tools/screenshots.sh: $gui not found: build first (tools/setup.sh --build)" >&2
    exit 2
fi
mkdir -p "$out"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data
export XDG_CACHE_HOME=$scratch/cache XDG_STATE_HOME=$scratch/state
export XDG_RUNTIME_DIR=$scratch/runtime QT_QPA_PLATFORM=offscreen
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

# The Naked Pair shots: NYTimes hard puzzle 4 (tests/data/nytimes_hard.txt, line 4), whose fourth
# step is a Naked Pair in box 2; the window shows the file's name, np.txt.
np=$scratch/np.txt
sed -n 4p tests/data/nytimes_hard.txt > "$np"
sixteen=tests/data/sudoklify_16x16.txt

shot() {
    local name=$1
    shift
    echo "$name.png: sudoku-tutor $*"
    "$gui" --size 1100x760 "$@" --screenshot "$out/$name.png"
}

shot hint1-naked-pair --lang en --puzzle "$np" --play 3 --hint 1
shot hint2-naked-pair --lang en --puzzle "$np" --play 3 --hint 2
shot hint3-naked-pair --lang en --puzzle "$np" --play 3 --hint 3
shot main --lang en --puzzle "$np" --play 3 --hint 2
shot progress --lang en --puzzle "$np" --pencil-marks --play 6 --select E5
shot dark --lang en --theme dark --puzzle "$np" --play 3 --hint 2
shot 16x16 --lang en --puzzle "$sixteen" --pencil-marks --hint 2 --select F7
shot german --lang de --puzzle "$np" --play 3 --hint 2 --tab difficulty
shot japanese --lang ja --puzzle "$np" --play 3 --hint 2 --tab difficulty
# Generated games and Practice: the Generate dialog, and the record page on a prepared record
# (tests/ui/data/practice-record.json, copied to where the program keeps it).
shot new-game-generate --lang en --puzzle "$np" --dialog generate
mkdir -p "$XDG_DATA_HOME/SudokuTutor/sudoku-tutor"
cp tests/ui/data/practice-record.json "$XDG_DATA_HOME/SudokuTutor/sudoku-tutor/practice.json"
shot practice-record --lang en --puzzle "$np" --dialog practice-record
# The completion dialog: the solution of NYTimes hard puzzle 4 with A1, E5 and I9 open
# (last.txt), played to its end (three Full Houses); Help ▸ Keyboard Shortcuts over Play.
last=$scratch/last.txt
echo ".493657818612974355374189261285396477546.129369372451897215386441687235938594617." \
    > "$last"
shot completion --lang en --puzzle "$last" --play 3
shot shortcuts --lang en --puzzle "$np" --dialog shortcuts

# Help ▸ Techniques at the X-Wing, and an ALS-XZ hint (each almost locked set shaded): top95 puzzle
# 92 (tests/data/norvig_top95.txt, line 92), whose 30th step is an ALS-XZ; at 1366x768.
als=$scratch/als.txt
sed -n 92p tests/data/norvig_top95.txt > "$als"
bigshot() {
    local name=$1
    shift
    echo "$name.png: sudoku-tutor $*"
    "$gui" --new --size 1366x768 --lang en "$@" --screenshot "$out/$name.png"
}
bigshot help-x-wing --help-page x-wing
bigshot help-x-wing-dark --theme dark --help-page x-wing
bigshot hint-als-xz --puzzle "$als" --play 29 --hint 2
bigshot hint-als-xz-dark --theme dark --puzzle "$als" --play 29 --hint 2

# The chain stepper: Show walks a forcing net link by link (top95 puzzle 60, whose 17th step is a
# net of three branches from G6, 22 frames) and an AIC (top95 puzzle 8, step 24); --chain-step N
# moves N frames on: the net's first link, a link inside its second branch ("H2 is not 3, so 3
# is in one of H4, H5, H6"), where its second branch ends; the AIC's first, third and last links.
net=$scratch/top95-60.txt
sed -n 60p tests/data/norvig_top95.txt > "$net"
aic=$scratch/top95-8.txt
sed -n 8p tests/data/norvig_top95.txt > "$aic"
chainshot() {
    local name=$1
    shift
    echo "$name.png: sudoku-tutor $*"
    "$gui" --new --size 1100x760 --lang en "$@" --screenshot "$out/$name.png"
    "$gui" --new --size 1100x760 --lang en --theme dark "$@" --screenshot "$out/$name-dark.png"
}
chainshot chain-net-1 --puzzle "$net" --play 16 --hint 2 --chain-step 1
chainshot chain-net-2 --puzzle "$net" --play 16 --hint 2 --chain-step 10
chainshot chain-net-3 --puzzle "$net" --play 16 --hint 2 --chain-step 12
chainshot chain-aic-1 --puzzle "$aic" --play 23 --hint 2 --chain-step 0
chainshot chain-aic-2 --puzzle "$aic" --play 23 --hint 2 --chain-step 2
chainshot chain-aic-3 --puzzle "$aic" --play 23 --hint 2 --chain-step 6

# The Solver Lab (docs/user-guide.md, the Solver Lab), larger: the board, the event list and the counters.
labshot() {
    local name=$1
    shift
    echo "$name.png: sudoku-tutor $*"
    "$gui" --new --size 1280x800 --lang en "$@" --screenshot "$out/$name.png"
}
P=resources/puzzles
labshot lab-search --puzzle $P/norvig_top95.txt \
    --spec "search --strategy ctn --propagation fc --goal neutralize" --event 118
labshot lab-filter --puzzle $P/norvig_top95.txt --lab logic --strategy filter --event 6
labshot lab-tutor --puzzle $P/nytimes_hard.txt --lab logic --strategy tutor --event 30
labshot lab-climb --puzzle $P/nytimes_medium.txt --lab climb --strategy greedy-postswap --event 121
# The hill climber's chart beside the board, scrubbed to iteration 321 of 774 (event 330).
labshot lab-climb-chart --puzzle $P/nytimes_medium.txt \
    --spec "climb --init greedy-postswap --seed 3" --event 330 --tab climb
labshot lab-dark --puzzle $P/norvig_top95.txt --theme dark \
    --spec "search --strategy lex --propagation fc" --event 400
# The search-tree explorer (docs/user-guide.md, the search tree): lex and ctn on one medium puzzle side by
# side at one scale (NYTimes medium #1), and a tree of 10^6 nodes zoomed out with its blocks
# (top95 #5, lex with forward checking, cut by a node limit of 1,000,000).
top95five=$scratch/top95-5.txt
sed -n 5p tests/data/norvig_top95.txt > "$top95five"
labshot lab-tree-compare --size 1600x900 --puzzle $P/nytimes_medium.txt \
    --spec "search --strategy lex --propagation fc" --event 60 --tree-compare ctn
labshot lab-tree-million --size 1600x900 --puzzle "$top95five" \
    --spec "search --strategy lex --propagation fc --limit 1000000" --event 2000 --tab tree

# The race (docs/user-guide.md, the Race): the Abuluaih preset mid-race, after 100 decisions in lockstep, on
# puzzle 16 of the difficult band (CtN has finished with 41 recursions, MRV needs 129, lex 1,357),
# at a laptop's 1366x768; and the San Segundo preset's four panes in German.
band16=$scratch/band16.txt
sed -n 16p tests/data/bands/bands_difficult_22-29.txt > "$band16"
echo "race-abuluaih.png: sudoku-tutor --race abuluaih --event 100"
"$gui" --new --size 1366x768 --lang en --puzzle "$band16" --race abuluaih --event 100 \
    --screenshot "$out/race-abuluaih.png"
echo "race-san-segundo.png: sudoku-tutor --race san-segundo"
"$gui" --new --size 1366x768 --lang de --puzzle "$sixteen" --race san-segundo --event 2 \
    --screenshot "$out/race-san-segundo.png"
# The Compare mode (docs/user-guide.md, Compare): Abuluaih et al.'s Table 1 over
# the three clue bands (lex, MRV, CtN; forward checking, neutralize), ours beside the paper's.
labshot compare-table1 --compare abuluaih --compare-tab means
# Drills (issue 34): an X-Wing drill asked, partly answered (the missing removal named), answered
# right, and the Practice Record's drill table with trends (a prepared record). Taken by the Drill
# workspace's test (tests/ui/tst_drill.cpp, screenshots()) in the window at 1100x760.
drillshots=${SUDOKU_TST_DRILL:-build/release/tests/ui/tst_drill}
if [ -x "$drillshots" ]; then
    echo "drill-asked.png drill-partial.png drill-right.png drill-record.png: tst_drill screenshots"
    SUDOKU_DRILL_SHOTS=$(realpath "$out") "$drillshots" screenshots > /dev/null
else
    echo "tools/screenshots.sh: $drillshots not found: the drill pictures are not made" >&2
fi

# The three tool modes at the sizes people use (issue 33): a laptop's 1000x700 (the window's
# default) and 1366x768, light and dark, and a desktop's 1920x1080 in the light theme. The Lab
# mid-run (CtN on top95 #1, event 118), the Abuluaih race after 100 decisions (band 16), Compare's
# means of Table 1.
modeshot() {
    local name=$1 size=$2 theme=$3
    shift 3
    echo "$name-$size-$theme.png: sudoku-tutor --size $size --theme $theme $*"
    "$gui" --new --size "$size" --lang en --theme "$theme" "$@" \
        --screenshot "$out/$name-$size-$theme.png"
}
top95one=$scratch/top95-1.txt
sed -n 1p tests/data/norvig_top95.txt > "$top95one"
for size in 1000x700 1366x768 1920x1080; do
    for theme in light dark; do
        [ "$size" = 1920x1080 ] && [ "$theme" = dark ] && continue
        modeshot mode-lab "$size" "$theme" --puzzle "$top95one" \
            --spec "search --strategy ctn --propagation fc --goal neutralize" --event 118
        modeshot mode-race "$size" "$theme" --puzzle "$band16" --race abuluaih --event 100
        modeshot mode-compare "$size" "$theme" --compare abuluaih --compare-tab means
    done
done
