# Bad option values: a message that names the option and says what it takes, exit status 2,
# before any work (no hang with --threads 100000).
set(INKALA ${SUDOKU_TEST_DATA_DIR}/inkala_famous.txt)
cli_test(cli_args_rate_threads_zero 2 "rate|${INKALA}|--threads|0"
         ERR1 "\nsudoku-cli rate: --threads: '0' is not a whole number from 1 to 1024\n$")
cli_test(cli_args_rate_threads_negative 2 "rate|${INKALA}|--threads|-1"
         ERR1 "\nsudoku-cli rate: --threads: '-1' is not a whole number from 1 to 1024\n$")
cli_test(cli_args_rate_threads_huge 2 "rate|${INKALA}|--threads|100000"
         ERR1 "\nsudoku-cli rate: --threads: '100000' is not a whole number from 1 to 1024\n$")
cli_test(cli_args_rate_threads_text 2 "rate|${INKALA}|--threads|many"
         ERR1 "\nsudoku-cli rate: --threads: 'many' is not a whole number from 1 to 1024\n$")
cli_test(cli_args_rate_threads_missing 2 "rate|${INKALA}|--threads"
         ERR1 "\nsudoku-cli rate: --threads needs a value\n$")
cli_test(cli_args_rate_rules 2 "rate|${INKALA}|--rules|11"
         ERR1 "\nsudoku-cli rate: --rules: '11' is not a whole number from 1 to 10\n$")
cli_test(cli_args_rate_first 2 "rate|${INKALA}|--first|-2"
         ERR1 "\nsudoku-cli rate: --first: '-2' is not a whole number of at least 1\n$")
cli_test(cli_args_compare_limit 2 "compare|--strategies|mrv|--limit|-5|${INKALA}"
         ERR1 "\nsudoku-cli compare: --limit: '-5' is not a whole number of at least 1\n$")
cli_test(cli_args_compare_threads 2 "compare|--strategies|mrv|--threads|0|${INKALA}"
         ERR1 "\nsudoku-cli compare: --threads: '0' is not a whole number from 1 to 1024\n$")
cli_test(cli_args_climb_threads 2 "climb|${INKALA}|--threads|100000"
         ERR1 "\nsudoku-cli climb: --threads: '100000' is not a whole number from 1 to 1024\n$")
cli_test(cli_args_climb_first 2 "climb|${INKALA}|--first|0"
         ERR1 "\nsudoku-cli climb: --first: '0' is not a whole number of at least 1\n$")
cli_test(cli_args_generate_count 2 "generate|--count|0"
         ERR1 "\nsudoku-cli generate: --count: '0' is not a whole number of at least 1\n$")
cli_test(cli_args_generate_max_tries 2 "generate|--max-tries|0"
         ERR1 "\nsudoku-cli generate: --max-tries: '0' is not a whole number of at least 1\n$")
cli_test(cli_args_generate_threads 2 "generate|--threads|-1"
         ERR1 "\nsudoku-cli generate: --threads: '-1' is not a whole number from 1 to 1024\n$")
cli_test(cli_args_explain_naming 2 "explain|${INKALA}|--naming|A1"
         ERR1 "\nsudoku-cli explain: --naming: 'A1' is not letter or r1c1\n$")

# COMMAND --help: that command's synopsis and description on stdout, exit 0, whatever else is
# on the command line.
cli_test(cli_help_check 0 "check|--help"
         OUT1 "^usage: sudoku-cli check FILE\\.\\.\\. \\[--csv\\]\n\none line per puzzle: index, clues")
cli_test(cli_help_rate 0 "rate|--help"
         OUT1 "^usage: sudoku-cli rate FILE \\[--csv\\] \\[--first N\\][^\n]*\n[^\n]*\\[--rules K\\]\n\ndifficulty measures per puzzle")
cli_test(cli_help_explain 0 "explain|-h"
         OUT1 "^usage: sudoku-cli explain PUZZLE\\|FILE \\[--naming letter\\|r1c1\\] \\[--summary\\] \\[--json\\]\n\nthe solution path")
cli_test(cli_help_compare 0 "compare|--strategies|mrv|--help"
         OUT1 "^usage: sudoku-cli compare --strategies LIST[^\n]*\n.*\n\nruns search strategies")
cli_test(cli_help_climb 0 "climb|${INKALA}|--help"
         OUT1 "^usage: sudoku-cli climb FILE\\.\\.\\.[^\n]*\n.*\n\nJones-Roach-Perkins hill climbing")
cli_test(cli_help_generate 0 "generate|--help"
         OUT1 "^usage: sudoku-cli generate \\[--size N\\][^\n]*\n.*\n\nnew puzzles on target")
cli_test(cli_help_german 0 "check|--help|--lang|de"
         OUT1 "\n\neine Zeile je Rätsel")
