# Ctrl+C: a long batch stops cleanly, prints what finished (rows and summaries over them), says
# on stderr how much that was and exits with 130. Each run would take minutes without the signal.
function(cli_interrupted name args)
    cli_test(cli_interrupted_${name} 130 "${args}" INTERRUPT_AFTER 2 ${ARGN})
endfunction()

# Naive search on top95 (puzzles 5 and 6 never finish within 100 M recursions): the CSV has its
# header and only whole rows of finished puzzles.
cli_interrupted(compare_csv
    "compare|--strategies|mrv|--propagation|none|--limit|100000000|--csv|${SUDOKU_TEST_DATA_DIR}/norvig_top95.txt"
    OUT1 "^index,strategy,recursions,backtracks,max_depth,solved,micros\n([0-9]+,mrv,[0-9]+,[0-9]+,[0-9]+,[01],[0-9]+\n)*$"
    ERR1 "^sudoku-cli compare: interrupted: [0-9]+ of 95 puzzles finished\n$")
# The table's means are over the finished puzzles, whose count heads it.
cli_interrupted(compare_table
    "compare|--strategies|mrv|--propagation|none|--limit|100000000|${SUDOKU_TEST_DATA_DIR}/norvig_top95.txt"
    OUT1 "^[0-9]+ puzzles, propagation none, goal solve"
    ERR1 "interrupted: [0-9]+ of 95 puzzles finished")
# The climber with no practical limit on 300 easy puzzles (a few milliseconds in all) and then
# top95 (hours): the rows of the puzzles solved so far, then the summaries over them.
cli_interrupted(climb
    "climb|${SUDOKU_TEST_DATA_DIR}/bands/bands_easy_41-53.txt|${SUDOKU_TEST_DATA_DIR}/norvig_top95.txt|--max-iterations|1000000000|--max-restarts|100000000|--threads|2"
    OUT1 "^ index clues solved iterations restarts     micros init-f1 clashes  file\n +1 +[0-9]+ +yes "
    OUT2 "\nfile +puzzles +solved +clues[^\n]*\n[^\n]*bands_easy_41-53.txt +300 +300 "
    ERR1 "^sudoku-cli climb: interrupted: [0-9]+ of 395 puzzles finished\n$")
# A target no 4x4 puzzle meets, with no practical limit: nothing generated, the stopped puzzle
# named, the statistics of what was tried.
cli_interrupted(generate
    "generate|--size|4|--level|hard|--time-limit|100000|--max-tries|1000000000"
    ERR1 "puzzle 1: target not met: [0-9]+ candidates from [0-9]+ grids in [0-9.]+ s, ended by Ctrl\\+C\n.*candidates judged: .*\nsudoku-cli generate: interrupted: 0 of 1 puzzle finished\n$")
