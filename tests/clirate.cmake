# sudoku-cli rate: the CSV row of AI Escargot (Chen's 91 inferences with the first-open-cell
# reading), the summary of a 16x16 file, and a clear error for a missing file.
if(TARGET sudoku-cli)
    add_test(NAME cli_rate_escargot COMMAND sudoku-cli rate
             "${SUDOKU_TEST_DATA_DIR}/inkala_famous.txt" --csv --choice first --first 1)
    set_tests_properties(cli_rate_escargot PROPERTIES PASS_REGULAR_EXPRESSION
        "^index,clues,entropy,ntn,filter_solved,filter_top_rule,rreduction_solved,inferences,score,level,micros\n1,23,1\\.3558,0\\.2601,no,hidden-single,no,91,[0-9]+,extreme,[0-9]+\n# \n# puzzles 1 rated")
    add_test(NAME cli_rate_16x16 COMMAND sudoku-cli rate
             "${SUDOKU_TEST_DATA_DIR}/sudoklify_16x16.txt" --no-trial)
    set_tests_properties(cli_rate_16x16 PROPERTIES PASS_REGULAR_EXPRESSION
        "puzzles 14 rated.*San Segundo FILTER \\(10 rules, standard order\\): solved [0-9]+.*Chen r-Reduction \\+ Inference \\(random cell\\): solved 14 \\(100\\.00%\\)")
    add_test(NAME cli_rate_missing_file COMMAND sudoku-cli rate "${SUDOKU_TEST_DATA_DIR}/no_such_file.txt")
    set_tests_properties(cli_rate_missing_file PROPERTIES PASS_REGULAR_EXPRESSION
        "no_such_file\\.txt: cannot open the file\nsudoku-cli rate: no puzzle to rate")
    sudoku_cli_english(cli_rate_escargot cli_rate_16x16 cli_rate_missing_file)
endif()

# A file with an unreadable line: the readable puzzles are rated, and the run exits 1.
if(TARGET sudoku-cli)
    add_test(NAME cli_rate_bad_line_fails COMMAND sudoku-cli rate
             "${SUDOKU_TEST_DATA_DIR}/formats/bad_character.txt" --no-score)
    set_tests_properties(cli_rate_bad_line_fails PROPERTIES WILL_FAIL TRUE)
endif()
