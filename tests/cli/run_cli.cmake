# Runs sudoku-cli and checks its exit status and output (a ctest helper, run with cmake -P).
#   CLI       the sudoku-cli executable
#   ARGS      its arguments, separated by '|'
#   EXIT      the expected exit status (always checked)
#   CWD       the working directory (so that file names in the output are relative), optional
#   OUT1..OUT4  regular expressions stdout must match
#   ERR1      a regular expression stderr must match
#   NOT_OUT   a regular expression stdout must not match
#   EXPECTED  a file stdout must equal exactly, after DROP_COLUMNS
#   DROP_COLUMNS  CSV columns (names separated by ',') left out of stdout before comparing with
#             EXPECTED: the times. A header line (also a '# ' summary header) names the columns;
#             the lines after it with as many fields lose those columns.
#   FILE / FILE_EXPECTED  a file the command writes, which must equal FILE_EXPECTED exactly
#   INTERRUPT_AFTER  seconds after which the command gets SIGINT (Ctrl+C, sent by coreutils'
#             timeout); stdout must then end with a whole line. A program killed by the signal
#             also gives 130 (128 + SIGINT), so such a test must ask for the output of a clean
#             stop too. timeout runs with --foreground: without it, timeout sends the signal to
#             the program and then to its whole process group again, and a program whose handler
#             ran between the two (the second Ctrl+C ends sudoku-cli at once, by design) dies
#             silently. Ctrl+C in a terminal sends one signal; so does this.
# With the environment variable SUDOKU_UPDATE_EXPECTED=1, EXPECTED and FILE_EXPECTED are
# rewritten from this run instead (check the diff before committing it).
string(REPLACE "|" ";" args "${ARGS}")
if(DEFINED FILE)
    file(REMOVE "${FILE}")
endif()
if(NOT DEFINED CWD)
    set(CWD ".")
endif()
set(interrupt)
if(DEFINED INTERRUPT_AFTER)
    set(interrupt timeout --foreground --preserve-status -s INT ${INTERRUPT_AFTER})
endif()
execute_process(COMMAND ${interrupt} ${CLI} ${args} WORKING_DIRECTORY "${CWD}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(report "sudoku-cli ${args}\n--- exit status: ${rc}\n--- stdout:\n${out}--- stderr:\n${err}")
if(NOT rc STREQUAL "${EXIT}")
    message(FATAL_ERROR "expected exit status ${EXIT}\n${report}")
endif()
foreach(var OUT1 OUT2 OUT3 OUT4)
    if(DEFINED ${var} AND NOT out MATCHES "${${var}}")
        message(FATAL_ERROR "stdout does not match '${${var}}'\n${report}")
    endif()
endforeach()
if(DEFINED ERR1 AND NOT err MATCHES "${ERR1}")
    message(FATAL_ERROR "stderr does not match '${ERR1}'\n${report}")
endif()
if(DEFINED INTERRUPT_AFTER AND NOT out STREQUAL "" AND NOT out MATCHES "\n$")
    message(FATAL_ERROR "stdout does not end with a whole line\n${report}")
endif()
if(DEFINED NOT_OUT AND out MATCHES "${NOT_OUT}")
    message(FATAL_ERROR "stdout matches '${NOT_OUT}'\n${report}")
endif()

# Drops the named columns of every CSV section of `text` (lines without ';' or brackets).
function(drop_columns text names result)
    string(REPLACE "," ";" names "${names}")
    string(REGEX REPLACE "\n$" "" text "${text}")
    string(REPLACE "\n" ";" lines "${text}")
    set(kept "")
    set(drop "")
    set(width 0)
    foreach(line IN LISTS lines)
        set(prefix "")
        set(body "${line}")
        if(line MATCHES "^# (.*)$")
            set(prefix "# ")
            set(body "${CMAKE_MATCH_1}")
        endif()
        string(REPLACE "," ";" fields "${body}")
        list(LENGTH fields count)
        set(header_drop "")
        foreach(name IN LISTS names)
            list(FIND fields "${name}" at)
            if(at GREATER_EQUAL 0)
                list(APPEND header_drop ${at})
            endif()
        endforeach()
        if(NOT header_drop STREQUAL "")
            set(drop ${header_drop})
            set(width ${count})
        endif()
        if(NOT drop STREQUAL "" AND count EQUAL width)
            list(REMOVE_AT fields ${drop})
            list(JOIN fields "," body)
        endif()
        list(APPEND kept "${prefix}${body}")
    endforeach()
    list(JOIN kept "\n" joined)
    set(${result} "${joined}\n" PARENT_SCOPE)
endfunction()

# Compares `actual` with the file `expected` (or rewrites it when updating).
function(expect_text what actual expected)
    if("$ENV{SUDOKU_UPDATE_EXPECTED}" STREQUAL "1")
        file(WRITE "${expected}" "${actual}")
        return()
    endif()
    file(READ "${expected}" wanted)
    if(NOT actual STREQUAL wanted)
        message(FATAL_ERROR "${what} differs from ${expected}\n--- expected:\n${wanted}"
                            "--- actual:\n${actual}\n${report}")
    endif()
endfunction()

if(DEFINED EXPECTED)
    set(actual "${out}")
    if(DEFINED DROP_COLUMNS)
        drop_columns("${out}" "${DROP_COLUMNS}" actual)
    endif()
    expect_text("stdout" "${actual}" "${EXPECTED}")
endif()
if(DEFINED FILE_EXPECTED)
    if(NOT EXISTS "${FILE}")
        message(FATAL_ERROR "the command did not write ${FILE}\n${report}")
    endif()
    file(READ "${FILE}" written)
    expect_text("${FILE}" "${written}" "${FILE_EXPECTED}")
endif()
