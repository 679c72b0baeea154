# sudoku-cli explain (the tutor techniques' path in words, the score and the level).

# NYTimes hard #1: the whole path, exactly (its 9th step is a Pointing, the level hard).
set(SUDOKU_EXPLAIN_PUZZLE
    "..9.6....5..4..73...3..24.....81.....1..9.5.6.....6..79.5.......246...18.......7.")
cli_test(cli_explain_words 0 "explain|${SUDOKU_EXPLAIN_PUZZLE}"
         EXPECTED ${EXPECTED_DIR}/explain_nytimes_hard_1.txt)
cli_test(cli_explain_r1c1 0 "explain|${SUDOKU_EXPLAIN_PUZZLE}|--naming|r1c1"
         OUT1 "^  1\\. Naked Single: r2c5 = 8\n"
         OUT2 "\n  9\\. Pointing: 2 in box 3 only in column 9: removes 2 from r4c9, r7c9\n"
         OUT3 "\nScore: 1014 \\(Hard\\), 68 steps, hardest: Hidden Pair\n$")
# An easy file: singles only, level easy for all 610; the mean score (the README's table).
cli_test(cli_explain_easy 0 "explain|${SUDOKU_TEST_DATA_DIR}/nytimes_easy.txt|--summary"
         OUT1 "^puzzle 1: 43 steps, score 172, Easy \\(hardest: Naked Single\\)\n"
         OUT2 "\nLevels of 610 puzzles: Easy 610 \\(100\\.0%\\), Medium 0 \\(0\\.0%\\), Hard 0 \\(0\\.0%\\), Expert 0 \\(0\\.0%\\), Extreme 0 \\(0\\.0%\\)\n"
         OUT3 "\nMean score: 172\\.3\n$")
# A puzzle with several solutions is refused with a reason (exit 1); usage errors exit 2.
cli_test(cli_explain_not_unique 1
         "explain|................................................................................."
         ERR1 "puzzle 1 \\(line 1\\): more than one solution \\(the techniques assume exactly one\\)")
cli_test(cli_explain_no_argument 2 "explain" ERR1 "^usage: sudoku-cli explain PUZZLE\\|FILE")
cli_test(cli_explain_bad_option 2 "explain|${SUDOKU_EXPLAIN_PUZZLE}|--bogus"
         ERR1 "unknown option --bogus")
