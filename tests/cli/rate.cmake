# sudoku-cli rate: the CSV row of AI Escargot (Chen's 91 inferences with the first-open-cell
# reading), the summary of a 16x16 file, and clear errors.
cli_test(cli_rate_escargot 0
         "rate|${SUDOKU_TEST_DATA_DIR}/inkala_famous.txt|--csv|--choice|first|--first|1"
         OUT1 "^index,clues,entropy,ntn,filter_solved,filter_top_rule,rreduction_solved,inferences,score,level,micros\n1,23,1\\.3558,0\\.2601,no,hidden-single,no,91,33378,extreme,[0-9]+\n# \n# puzzles 1 rated")
cli_test(cli_rate_16x16 0 "rate|${SUDOKU_TEST_DATA_DIR}/sudoklify_16x16.txt|--no-trial"
         OUT1 "\npuzzles 14 rated in [0-9.]+ s on [0-9]+ threads \\([^)]* puzzles/s\\)\nSan Segundo FILTER \\(10 rules, standard order\\): solved 9 \\(64\\.29%\\), stuck 5, contradiction 0\n"
         OUT2 "\n    \\(NS alone 4, HS 1, nothing to fire 0\\)\nChen r-Reduction alone: solved 7 \\(50\\.00%\\)\nChen r-Reduction \\+ Inference \\(random cell\\): solved 14 \\(100\\.00%\\), inferences 143, 10\\.2143 per puzzle, max 62\n"
         OUT3 "\ngame complexity \\(entropy\\): min 0\\.8898, mean 1\\.1735, max 1\\.3451\nNtN of the givens: mean 0\\.2295\n$")
cli_test(cli_rate_missing_file 1 "rate|${SUDOKU_TEST_DATA_DIR}/no_such_file.txt"
         ERR1 "no_such_file\\.txt: cannot open the file\nsudoku-cli rate: no puzzle to rate")
# A file with an unreadable line: the readable puzzles are rated, and the run exits 1.
cli_test(cli_rate_bad_line_fails 1 "rate|${FIX}/bad_character.txt|--no-score"
         OUT1 "\npuzzles 2 rated"
         ERR1 "bad_character\\.txt: line 2, column 14: 'x' is not a digit or a blank; puzzle skipped")
# Usage errors exit 2 (not 1, which means a puzzle or file could not be read).
cli_test(cli_rate_bogus_option 2 "rate|${SUDOKU_TEST_DATA_DIR}/inkala_famous.txt|--bogus"
         ERR1 "^usage: sudoku-cli rate FILE.*unknown option --bogus")
cli_test(cli_rate_no_file 2 "rate" ERR1 "^usage: sudoku-cli rate FILE")
cli_test(cli_rate_bad_choice 2 "rate|${SUDOKU_TEST_DATA_DIR}/inkala_famous.txt|--choice|best"
         ERR1 "--choice must be random, first or fewest, not 'best'")
