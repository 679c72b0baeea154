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
# An easy file: singles only, level easy for all 610; the mean score (docs/papers-tutor-techniques.md's table).
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

# --json: one JSON object per puzzle per line (the patterns write a bracket as '.': CMake's lists
# take brackets for grouping). The first line of NYTimes hard #1 (the data of its
# first steps pinned), a refused puzzle (its reason, exit 1), and --summary without the steps.
cli_test(cli_explain_json_line 0 "explain|${SUDOKU_EXPLAIN_PUZZLE}|--json"
         OUT1 "^{\"puzzle\":1,\"line\":1,\"size\":9,\"givens\":\"\\.\\.9\\.6\\.\\.\\.\\.5\\.\\.4\\.\\.73\\.\\.\\.3\\.\\.24\\.\\.\\.\\.\\.81\\.\\.\\.\\.\\.1\\.\\.9\\.5\\.6\\.\\.\\.\\.\\.6\\.\\.79\\.5\\.\\.\\.\\.\\.\\.\\.246\\.\\.\\.18\\.\\.\\.\\.\\.\\.\\.7\\.\",\"solved\":true,\"score\":1014,\"level\":\"hard\",\"hardest\":\"hidden-pair\",\"step_count\":68,\"steps\":.{\"technique\":\"naked-single\",\"cells\":.13.,\"digits\":.8.,\"units\":..,\"pattern\":.{\"cell\":13,\"digit\":8,\"role\":0}.,\"placements\":.{\"cell\":13,\"digit\":8}.,\"eliminations\":..,\"chains\":..},"
         OUT2 ",{\"technique\":\"pointing\",\"cells\":.[0-9,]+.,\"digits\":.2.,\"units\":.{\"kind\":\"box\",\"index\":2},{\"kind\":\"column\",\"index\":8}.,[^\n]*\"eliminations\":.{\"cell\":35,\"digit\":2},{\"cell\":62,\"digit\":2}."
         OUT3 "}.}\n$")
cli_test(cli_explain_json_refused 1
         "explain|.................................................................................|--json"
         OUT1 "^{\"puzzle\":1,\"line\":1,\"size\":9,\"givens\":\"\\.+\",\"solved\":false,\"error\":\"more than one solution \\(the techniques assume exactly one\\)\"}\n$"
         ERR1 "puzzle 1 \\(line 1\\): more than one solution")
cli_test(cli_explain_json_summary 0
         "explain|${SUDOKU_TEST_DATA_DIR}/inkala_famous.txt|--json|--summary"
         OUT1 "^{\"puzzle\":1,[^\n]*\"solved\":true,\"score\":33378,\"level\":\"extreme\",\"hardest\":\"forcing-net\",\"step_count\":130}\n{\"puzzle\":2,[^\n]*}\n{\"puzzle\":3,[^\n]*}\n$")

# The JSON checked by an independent reader (check_explain_json.py): every line parses, and the
# steps' placements and eliminations, applied in order to the givens, are sound and reach the
# solution (the 16x16 file's from its solutions file, the 9x9 ones found by the script); the
# chains' eliminations too. Inkala's (forcing nets), Norvig's top95 (every chain technique), the
# 16x16 file.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    foreach(file inkala_famous norvig_top95 sudoklify_16x16)
        set(solutions)
        if(file STREQUAL "sudoklify_16x16")
            set(solutions ${SUDOKU_TEST_DATA_DIR}/sudoklify_16x16_solutions.txt)
        endif()
        add_test(NAME cli_explain_json_sound_${file}
                 COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/check_explain_json.py
                         $<TARGET_FILE:sudoku-cli> ${SUDOKU_TEST_DATA_DIR}/${file}.txt ${solutions})
        sudoku_cli_english(cli_explain_json_sound_${file})
    endforeach()
else()
    message(STATUS "Python 3 not found: sudoku-cli explain --json is not checked by its reader")
endif()

# Every step's title names its digits (issue 32): no "Forcing Net on : ...", no "X-Chain on : ...",
# and one fin is "fin F6". Inkala's (forcing nets) and Norvig's top95 (every chain technique), in
# English and German.
foreach(file inkala_famous norvig_top95)
    cli_test(cli_explain_titles_${file} 0 "explain|${SUDOKU_TEST_DATA_DIR}/${file}.txt"
             OUT1 "Forcing (Chain|Net) on [1-9]"
             NOT_OUT " on [:(,]|\\(fins [A-I][1-9]\\)|fin\\(s\\)")
endforeach()
cli_test(cli_explain_titles_inkala_de 0
         "explain|${SUDOKU_TEST_DATA_DIR}/inkala_famous.txt|--lang|de"
         OUT1 "Erzwingendes Netz mit [1-9]"
         NOT_OUT " mit [:(,]|Flosse\\(n\\)")
