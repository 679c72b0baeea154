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
