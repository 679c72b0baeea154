# sudoku-cli generate: the puzzles of a seed (the same with one thread and with three), the CSV
# of measures, the other sizes and formats, a target that is not met (exit 1), usage errors
# (exit 2), and San Segundo's generated 16x16 set (tests/data) made again from its seed.
set(D ${SUDOKU_TEST_DATA_DIR})

foreach(threads 1 3)
    cli_test(cli_generate_hard_central_threads${threads} 0
             "generate|--count|4|--level|hard|--symmetry|central|--seed|5|--threads|${threads}"
             EXPECTED ${EXPECTED_DIR}/generate_hard_central.txt
             ERR1 "generated 4 of 4 puzzles \\(9x9; level hard, symmetry central\\) in [0-9.]+ s on ${threads} threads\ncandidates judged: [0-9]+ from [0-9]+ grids, clues [0-9]+-[0-9]+\n  by level \\([0-9]+ rated\\): easy [0-9]+ medium [0-9]+ hard [1-9][0-9]* expert")
endforeach()
# What generate wrote is what check reads: four unique puzzles.
cli_test(cli_generate_output_checks 0 "check|${EXPECTED_DIR}/generate_hard_central.txt"
         OUT1 "4 puzzles: 4 unique, 0 multiple, 0 none, 0 invalid")
# The measures of each puzzle (times dropped): an X-Wing on every path, minimal puzzles.
cli_test(cli_generate_csv 0 "generate|--count|3|--technique|x-wing|--minimal|--seed|2|--csv"
         EXPECTED ${EXPECTED_DIR}/generate_xwing_minimal.csv DROP_COLUMNS micros
         ERR1 "  with x-wing on the path: 3\n")
# Other sizes and formats.
cli_test(cli_generate_6x6_grid 0 "generate|--size|6|--count|2|--symmetry|diagonal|--format|grid|--seed|4"
         EXPECTED ${EXPECTED_DIR}/generate_6x6_diagonal.txt)
cli_test(cli_generate_16x16_sdk 0 "generate|--size|16|--format|sdk|--seed|3|--threads|1"
         EXPECTED ${EXPECTED_DIR}/generate_16x16.sdk)
cli_test(cli_generate_rule_entropy_clues 0
         "generate|--count|2|--rule|5|--entropy|intermediate|--clues|26-30|--csv|--seed|7"
         OUT1 "\n1,[0-9a-f]+,met,(2[6-9]|30),[a-z]+,[a-z]+,[0-9]+,[a-z-]+,yes,NP,1\\.[0-5][0-9]+,"
         OUT2 "\n2,[0-9a-f]+,met,(2[6-9]|30),[a-z]+,[a-z]+,[0-9]+,[a-z-]+,yes,NP,1\\.[0-5][0-9]+,")
# A target that no candidate meets ends by --max-tries: no puzzle, exit 1, and what came out.
cli_test(cli_generate_not_met 1 "generate|--minimal|--clues|40-50|--max-tries|30"
         NOT_OUT "."
         ERR1 "puzzle 1: target not met: 30 candidates from 30 grids in [0-9.]+ s, ended by --max-tries\ngenerated 0 of 1 puzzles \\(9x9; clues 40-50, minimal\\)")
cli_test(cli_generate_not_met_csv 1 "generate|--size|4|--level|expert|--max-tries|50|--csv"
         OUT1 "^index,seed,target,[^\n]*\n1,[0-9a-f]+,max-tries,,,,,,,,,,50,[0-9]+,\n$"
         ERR1 "by level \\(50 rated\\): easy 50 medium 0 hard 0 expert 0 extreme 0\n")
# Usage errors.
cli_test(cli_generate_bad_size 2 "generate|--size|7" ERR1 "--size 7 is not a supported grid")
cli_test(cli_generate_bad_level 2 "generate|--level|brutal"
         ERR1 "--level must be easy, medium, hard, expert, extreme, not 'brutal'")
cli_test(cli_generate_bad_technique 2 "generate|--technique|r-reduction"
         ERR1 "--technique must be one of full-house, [^\n]*; not 'r-reduction'")
cli_test(cli_generate_bad_rule 2 "generate|--rule|11" ERR1 "--rule must be 1 to 10, not 11")
cli_test(cli_generate_bad_clues 2 "generate|--clues|30-20"
         ERR1 "--clues takes a range such as 22-26 \\(at most 81\\), not '30-20'")
cli_test(cli_generate_bad_ntn 2 "generate|--ntn|high" ERR1 "--ntn takes a range such as 0.2-0.3")
cli_test(cli_generate_bad_time 2 "generate|--time-limit|soon" ERR1 "--time-limit takes seconds")
cli_test(cli_generate_bad_symmetry 2 "generate|--symmetry|spiral"
         ERR1 "--symmetry must be none, central, diagonal, mirror, not 'spiral'")
cli_test(cli_generate_bad_format 2 "generate|--format|xml" ERR1 "--format must be line, grid or sdk")
cli_test(cli_generate_bogus_option 2 "generate|--bogus" ERR1 "^usage: sudoku-cli generate.*unknown option --bogus")
cli_test(cli_generate_filter_with_target 2 "generate|--method|filter|--level|hard"
         ERR1 "--method filter takes no target, --minimal or --symmetry")

# San Segundo's 16x16 benchmark recipe: tests/data/sansegundo_16x16_generated.txt is
# `generate --size 16 --method filter --extra 1 --count 500 --seed 1`; its first three puzzles
# come out again (with one thread: the output does not depend on it).
file(STRINGS ${D}/sansegundo_16x16_generated.txt sansegundo_lines LIMIT_COUNT 3)
list(JOIN sansegundo_lines "\n" sansegundo_first)
string(REPLACE "." "\\." sansegundo_first "${sansegundo_first}")
cli_test(cli_generate_sansegundo_set 0
         "generate|--size|16|--method|filter|--extra|1|--count|3|--seed|1|--threads|1"
         OUT1 "^${sansegundo_first}\n$"
         ERR1 "generated 3 puzzles \\(16x16, FILTER dig, 1 extra\\)")
# San Segundo's Table 3 on that set (docs/papers-search.md, "Table 3 on 500 generated 16×16 puzzles"): the four heuristics with
# the FILTER at every node, every count pinned (the times are not). About 10 s: label "papers".
set(TIME "[0-9]+\\.[0-9]")
cli_test(cli_generate_sansegundo_table3 0
         "compare|--strategies|lex,dv-r1r2,dv-gvmax,dv-gvmin|--propagation|filter|sansegundo_16x16_generated.txt"
         CWD ${D}
         OUT1 "^500 puzzles, propagation filter, goal solve, seed 0, limit none\n[^\n]*\nlex                  500       0            54\\.9         3161            45\\.6         3140       9\\.82 +${TIME} +${TIME}\n"
         OUT2 "\ndv-r1r2              500       0            23\\.2          557            14\\.0          539       9\\.49 +${TIME} +${TIME}\n"
         OUT3 "\ndv-gvmax             500       0            32\\.4          457            14\\.8          439      18\\.02 +${TIME} +${TIME}\n"
         OUT4 "\ndv-gvmin             500       0            29\\.1         1241            13\\.4         1220      16\\.25 +${TIME} +${TIME}\n$")
set_tests_properties(cli_generate_sansegundo_table3 PROPERTIES LABELS papers)
