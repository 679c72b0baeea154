# sudoku-cli climb: the hill climber's rows and summaries on small files with fixed seeds (CSV,
# the time columns dropped), the table of docs/cli.md's example (regular expressions that pin
# everything but the times), a trace file, and the errors. Run in tests/data, so the file names
# in the output are relative.
set(D ${SUDOKU_TEST_DATA_DIR})
set(CLIMB_TIMES micros,init_micros,mean_ms,mean_init_us)

# The default search, best-first: solved easy puzzles and Inkala's three at an iteration limit;
# the rows and the summaries by band of givens and by file do not depend on the thread count, and
# --search best-first is the default.
foreach(threads 1 2)
    cli_test(cli_climb_bestfirst_csv_threads${threads} 0
             "climb|nytimes_easy.txt|inkala_famous.txt|--first|3|--seed|1|--max-iterations|20000|--threads|${threads}|--csv"
             CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_bestfirst_easy_inkala.csv
             DROP_COLUMNS ${CLIMB_TIMES})
endforeach()
cli_test(cli_climb_bestfirst_explicit 0
         "climb|nytimes_easy.txt|inkala_famous.txt|--search|best-first|--first|3|--seed|1|--max-iterations|20000|--csv"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_bestfirst_easy_inkala.csv DROP_COLUMNS ${CLIMB_TIMES})
# Best-first with a queue of 5 states (the lowest dropped), greedy initialization, a cut-off.
cli_test(cli_climb_bestfirst_queue_csv 0
         "climb|nytimes_medium.txt|--first|3|--queue|5|--init|greedy|--cutoff|5|--seed|4|--max-iterations|200000|--csv"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_bestfirst_queue_medium.csv
         DROP_COLUMNS ${CLIMB_TIMES})
# A best-first trace, every iteration of a 60-iteration climb: moves, sideways and downhill moves,
# jumps back to queued states (with the iteration they come from) and a restart.
cli_test(cli_climb_bestfirst_trace 0
         "climb|nytimes_medium.txt|--first|1|--seed|1|--max-iterations|60|--trace|${CMAKE_CURRENT_BINARY_DIR}/climb_bestfirst_trace.csv|--trace-points|100|--csv"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_bestfirst_trace_rows.csv
         DROP_COLUMNS ${CLIMB_TIMES} FILE ${CMAKE_CURRENT_BINARY_DIR}/climb_bestfirst_trace.csv
         FILE_EXPECTED ${EXPECTED_DIR}/climb_bestfirst_trace.csv)

# The steepest-ascent reading (--search steepest): the same files.
foreach(threads 1 2)
    cli_test(cli_climb_csv_threads${threads} 0
             "climb|nytimes_easy.txt|inkala_famous.txt|--search|steepest|--first|3|--seed|1|--max-iterations|20000|--threads|${threads}|--csv"
             CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_easy_inkala.csv DROP_COLUMNS ${CLIMB_TIMES})
endforeach()
# The other options: greedy without post-swap, restarts repeating the greedy order, a cut-off,
# weights, a restart limit (every puzzle stops at it).
cli_test(cli_climb_options_csv 0
         "climb|nytimes_medium.txt|--search|steepest|--first|3|--init|greedy|--fixed-greedy|--cutoff|5|--max-restarts|3|--w1|2|--w2|-3|--seed|9|--csv"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_options_medium.csv DROP_COLUMNS ${CLIMB_TIMES})
# Random initialization.
cli_test(cli_climb_random_csv 0
         "climb|nytimes_easy.txt|--search|steepest|--first|4|--init|random|--seed|5|--max-iterations|3000|--csv"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_random_easy.csv DROP_COLUMNS ${CLIMB_TIMES})
# docs/cli.md's example: sudoku-cli climb tests/data/nytimes_easy.txt --first 20 (best-first), and the
# steepest reading's table with --search steepest (regular expressions pin everything but the
# times).
set(T "[0-9]+\\.[0-9]+")
cli_test(cli_climb_table 0 "climb|nytimes_easy.txt|--first|20" CWD ${D}
         OUT1 "^ index clues solved iterations restarts     micros init-f1 clashes  file\n     1    38    yes          9        0 +[0-9]+     147       2  nytimes_easy.txt\n     2    38    yes          8        0 +[0-9]+     149       1  nytimes_easy.txt\n     3    38    yes         21        0 +[0-9]+     151       0  nytimes_easy.txt\n"
         OUT2 "\n    20    38    yes         10        0 +[0-9]+     149       1  nytimes_easy.txt\n\nclues                        puzzles  solved  clues  mean-iter med-iter   max-iter restarts   mean-ms  init-f1  clashes  init-us no-restart\n37\\+                               20      20  38\\.00        9\\.2        7         31     0\\.00 +${T}   150\\.50     1\\.05 +${T}     100\\.0%\n\n"
         OUT3 "\nnytimes_easy\\.txt                  20      20  38\\.00        9\\.2        7         31     0\\.00 +${T}   150\\.50     1\\.05 +${T}     100\\.0%\n$")
cli_test(cli_climb_table_steepest 0 "climb|nytimes_easy.txt|--first|20|--search|steepest" CWD ${D}
         OUT1 "^ index clues solved iterations restarts     micros init-f1 clashes  file\n     1    38    yes          9        0 +[0-9]+     147       2  nytimes_easy.txt\n     2    38    yes          8        0 +[0-9]+     149       1  nytimes_easy.txt\n     3    38    yes        115        1 +[0-9]+     151       0  nytimes_easy.txt\n"
         OUT2 "\n    20    38    yes         16        3 +[0-9]+     149       1  nytimes_easy.txt\n\nclues                        puzzles  solved  clues  mean-iter med-iter   max-iter restarts   mean-ms  init-f1  clashes  init-us no-restart\n37\\+                               20      20  38\\.00       18\\.8        7        115     0\\.45 +${T}   150\\.50     1\\.05 +${T}      80\\.0%\n\n"
         OUT3 "\nnytimes_easy\\.txt                  20      20  38\\.00       18\\.8        7        115     0\\.45 +${T}   150\\.50     1\\.05 +${T}      80\\.0%\n$")
# The trace of two climbs, at most 4 sampled points each (plus starts, restarts and finishes).
cli_test(cli_climb_trace 0
         "climb|nytimes_easy.txt|--search|steepest|--first|2|--seed|1|--trace|${CMAKE_CURRENT_BINARY_DIR}/climb_trace.csv|--trace-points|4|--csv"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/climb_trace_rows.csv DROP_COLUMNS ${CLIMB_TIMES}
         FILE ${CMAKE_CURRENT_BINARY_DIR}/climb_trace.csv
         FILE_EXPECTED ${EXPECTED_DIR}/climb_trace.csv)
# A bad line is reported and skipped (exit 1); usage errors exit 2.
cli_test(cli_climb_bad_line 1 "climb|formats/bad_character.txt|--csv" CWD ${D}
         OUT1 "\n# formats/bad_character\\.txt,2,2,"
         ERR1 "^sudoku-cli climb: formats/bad_character\\.txt: line 2, column 14: 'x' is not a digit or a blank\n$")
cli_test(cli_climb_unwritable_trace 1 "climb|nytimes_easy.txt|--trace|${D}/no_such_dir/t.csv"
         CWD ${D} ERR1 "cannot write the trace file .*no_such_dir/t\\.csv")
cli_test(cli_climb_no_file 2 "climb" ERR1 "^usage: sudoku-cli climb FILE")
cli_test(cli_climb_bad_search 2 "climb|${D}/nytimes_easy.txt|--search|random"
         ERR1 "--search: 'random' is not best-first or steepest\n$")
cli_test(cli_climb_bad_queue 2 "climb|${D}/nytimes_easy.txt|--queue|0"
         ERR1 "--queue must be at least 1\n$")
cli_test(cli_climb_bad_init 2 "climb|${D}/nytimes_easy.txt|--init|bogus"
         ERR1 "--init: 'bogus' is not greedy, greedy-postswap or random\n$")
cli_test(cli_climb_bad_trace_points 2 "climb|${D}/nytimes_easy.txt|--trace-points|1"
         ERR1 "--trace-points must be at least 2\n$")
cli_test(cli_climb_bad_cutoff 2 "climb|${D}/nytimes_easy.txt|--cutoff|0"
         ERR1 "--cutoff must be at least 1")
cli_test(cli_climb_bogus_option 2 "climb|${D}/nytimes_easy.txt|--bogus"
         ERR1 "unknown option --bogus")
