# Runs sudoku-cli, sends it SIGINT (Ctrl+C) after DELAY seconds with coreutils' timeout, and
# checks that it stopped cleanly: exit status 130, stderr naming how much finished, and stdout
# what finished (a ctest helper, run with cmake -P).
#   CLI, ARGS (separated by '|'), DELAY
#   OUT1, OUT2  regular expressions stdout must match;  ERR1  one stderr must match
# A program killed by the signal would also give 130 (timeout reports 128 + SIGINT), but without
# the message and the summary the expressions ask for.
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND timeout --preserve-status -s INT ${DELAY} ${CLI} ${args}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(report "sudoku-cli ${args} (SIGINT after ${DELAY} s)\n--- exit status: ${rc}\n--- stdout:\n${out}--- stderr:\n${err}")
if(NOT rc STREQUAL "130")
    message(FATAL_ERROR "expected exit status 130\n${report}")
endif()
foreach(var OUT1 OUT2)
    if(DEFINED ${var} AND NOT out MATCHES "${${var}}")
        message(FATAL_ERROR "stdout does not match '${${var}}'\n${report}")
    endif()
endforeach()
if(DEFINED ERR1 AND NOT err MATCHES "${ERR1}")
    message(FATAL_ERROR "stderr does not match '${ERR1}'\n${report}")
endif()
# Output is whole lines: nothing cut in the middle of a row.
if(NOT out STREQUAL "" AND NOT out MATCHES "\n$")
    message(FATAL_ERROR "stdout does not end with a whole line\n${report}")
endif()
