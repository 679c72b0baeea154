# The malformed corpus (tests/data/malformed, see its generate.py) through sudoku-cli check, one
# run per file: exit status 1 (never a crash or a hang: each run has a time limit), and the output
# names what index.txt says (a line and column, or what is wrong). The saved-game files are no
# puzzles: they too must exit 1 with an "invalid" row. Then the inputs too big to commit, made
# here: 10 MB lines, a file over the 64 MiB limit (sparse), /dev/zero, a directory, a missing
# file.
#   CLI     the sudoku-cli executable
#   CORPUS  tests/data/malformed
#   WORK    a scratch folder
set(failures "")
set(count 0)

# run_check(FILE REGEX): sudoku-cli check FILE exits 1 within 60 s and its output matches REGEX.
function(run_check file regex)
    execute_process(COMMAND ${CLI} check ${file} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                    ERROR_VARIABLE err TIMEOUT 60)
    math(EXPR n "${count} + 1")
    set(count ${n} PARENT_SCOPE)
    if(NOT rc STREQUAL "1")
        set(failures "${failures}\n${file}: exit status ${rc} (expected 1)\n${out}${err}" PARENT_SCOPE)
    elseif(NOT out MATCHES "${regex}")
        string(SUBSTRING "${out}" 0 2000 shown)
        set(failures "${failures}\n${file}: output does not match '${regex}':\n${shown}" PARENT_SCOPE)
    endif()
endfunction()

foreach(kind puzzles games)
    file(STRINGS ${CORPUS}/${kind}/index.txt entries ENCODING UTF-8)
    foreach(entry IN LISTS entries)
        if(entry MATCHES "^#")
            continue()
        endif()
        string(FIND "${entry}" "\t" tab)
        string(SUBSTRING "${entry}" 0 ${tab} name)
        math(EXPR start "${tab} + 1")
        string(SUBSTRING "${entry}" ${start} -1 regex)
        if(kind STREQUAL "games")
            set(regex "invalid")
        endif()
        run_check(${CORPUS}/${kind}/${name} "${regex}")
    endforeach()
endforeach()

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/a_directory.txt)
string(REPEAT "123456789" 1165085 digits) # 10 MB
file(WRITE ${WORK}/ten_mb_line.txt "${digits}\n")
string(REPEAT "x" 10485760 letters)
file(WRITE ${WORK}/ten_mb_letters.txt "${letters}")
file(WRITE ${WORK}/ten_mb_name.txt "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. ${letters}\n")
execute_process(COMMAND truncate -s 65M ${WORK}/over_the_limit.txt)
run_check(${WORK}/ten_mb_line.txt "line 1: puzzle line has 10485765 characters")
run_check(${WORK}/ten_mb_letters.txt "line 1")
run_check(${WORK}/over_the_limit.txt "larger than 64 MiB")
run_check(/dev/zero "/dev/zero: the file is larger than 64 MiB")
run_check(${WORK}/a_directory.txt "a_directory.txt: cannot open the file")
run_check(${WORK}/no_such_file.txt "no_such_file.txt: cannot open the file")
# A 10 MB name after a good puzzle is a name: the puzzle is fine (exit 0).
execute_process(COMMAND ${CLI} check ${WORK}/ten_mb_name.txt RESULT_VARIABLE rc OUTPUT_VARIABLE out
                TIMEOUT 60)
if(NOT rc STREQUAL "0" OR NOT out MATCHES "1 unique")
    set(failures "${failures}\nten_mb_name.txt: exit status ${rc}\n${out}")
endif()
file(REMOVE_RECURSE ${WORK})

if(NOT failures STREQUAL "")
    message(FATAL_ERROR "sudoku-cli check on malformed files:${failures}")
endif()
message(STATUS "${count} malformed files: exit status 1 and the expected message each")
