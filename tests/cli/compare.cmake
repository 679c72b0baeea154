# sudoku-cli compare: the search strategies' counters per run (CSV, times dropped) and the table
# (regular expressions that pin everything but the two time columns). Run in tests/data, so the
# file names in the output are relative.
set(D ${SUDOKU_TEST_DATA_DIR})
set(TIME "[0-9]+\\.[0-9]")

# docs/cli.md's example: Carmel I and II on the three Inkala puzzles (mrv: 15, 21, 172 recursions),
# with lex and ctn beside it.
cli_test(cli_compare_carmel_csv 0
         "compare|--strategies|lex,mrv,ctn|--propagation|carmel|--carmel|I,II|--csv|inkala_famous.txt"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/compare_carmel_inkala.csv DROP_COLUMNS micros)
# Neutralize with forward checking on Norvig's hardest, a seeded random tie break, two threads
# and one: the rows do not depend on the thread count.
foreach(threads 1 2)
    cli_test(cli_compare_neutralize_threads${threads} 0
             "compare|--strategies|mrv-random,ctn,dv-gvmax,dv-r1r2|--goal|neutralize|--seed|3|--threads|${threads}|--csv|norvig_hardest.txt"
             CWD ${D} EXPECTED ${EXPECTED_DIR}/compare_neutralize_hardest.csv
             DROP_COLUMNS micros)
endforeach()
# San Segundo's heuristics with the FILTER on the 16x16 puzzles (docs/papers-search.md,
# "San Segundo, graph heuristics").
cli_test(cli_compare_filter_16x16 0
         "compare|--strategies|lex,dv-r1r2,dv-gvmax,dv-gvmin|--propagation|filter|--csv|sudoklify_16x16.txt"
         CWD ${D} EXPECTED ${EXPECTED_DIR}/compare_filter_16x16.csv DROP_COLUMNS micros)
# The table of docs/cli.md's example (medium band, lex / mrv / ctn, fc, neutralize).
cli_test(cli_compare_table 0
         "compare|--strategies|lex,mrv,ctn|--propagation|fc|--goal|neutralize|bands/bands_medium_30-40.txt"
         CWD ${D}
         OUT1 "^300 puzzles, propagation fc, goal neutralize, seed 0, limit none\nstrategy          solved   limit mean recursions  max recurs\\. mean backtracks  max backtr\\. mean depth     mean us mean cpu us\n"
         OUT2 "\nlex                  300       0           368\\.9        16497           329\\.5        16451      39\\.40 +${TIME} +${TIME}\n"
         OUT3 "\nmrv                  300       0            50\\.0          994            10\\.2          949      39\\.80 +${TIME} +${TIME}\n"
         OUT4 "\nctn                  300       0            33\\.0          314             5\\.9          280      27\\.18 +${TIME} +${TIME}\n$")
# A node limit: the runs that hit it are counted apart; a file with a bad line is read, the bad
# puzzle skipped with its reason, and the run exits 1.
cli_test(cli_compare_limit_and_bad_line 1
         "compare|--strategies|lex,mrv|--propagation|none|--limit|100|inkala_famous.txt|formats/bad_character.txt"
         CWD ${D}
         OUT1 "^5 puzzles, propagation none, goal solve, seed 0, limit 100\n"
         OUT2 "\nlex                    1       4            96\\.4          100            63\\.6           77      37\\.00 +${TIME} +${TIME}\n"
         OUT3 "\nmrv                    1       4            88\\.6          100            60\\.2           83      30\\.20 +${TIME} +${TIME}\n$"
         ERR1 "^sudoku-cli compare: formats/bad_character\\.txt: line 2, column 14: 'x' is not a digit or a blank \\(skipped\\)\n$")
# Usage errors exit 2; a run with no puzzle exits 1.
cli_test(cli_compare_no_strategies 2 "compare|${D}/inkala_famous.txt"
         ERR1 "^usage: sudoku-cli compare --strategies LIST")
cli_test(cli_compare_no_file 2 "compare|--strategies|mrv" ERR1 "^usage: sudoku-cli compare")
cli_test(cli_compare_bad_strategy 2 "compare|--strategies|mrv,best|${D}/inkala_famous.txt"
         ERR1 "^sudoku-cli compare: unknown strategy 'best'\n")
cli_test(cli_compare_bad_propagation 2
         "compare|--strategies|mrv|--propagation|magic|${D}/inkala_famous.txt"
         ERR1 "^sudoku-cli compare: unknown propagation 'magic' \\(none, fc, singles, carmel, filter\\)\n$")
cli_test(cli_compare_bad_carmel 2
         "compare|--strategies|mrv|--propagation|carmel|--carmel|I,V|${D}/inkala_famous.txt"
         ERR1 "^sudoku-cli compare: --carmel takes a list of I, II, III, IV, not 'I,V'\n$")
cli_test(cli_compare_bad_goal 2 "compare|--strategies|mrv|--goal|win|${D}/inkala_famous.txt"
         ERR1 "^sudoku-cli compare: unknown goal 'win' \\(solve, neutralize\\)\n$")
cli_test(cli_compare_bogus_option 2 "compare|--strategies|mrv|--bogus|${D}/inkala_famous.txt"
         ERR1 "unknown option --bogus")
cli_test(cli_compare_missing_file 1 "compare|--strategies|mrv|${D}/no_such_file.txt"
         ERR1 "no_such_file\\.txt: cannot open the file \\(skipped\\)\nsudoku-cli compare: no puzzle to run\n$")
