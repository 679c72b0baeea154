# Runs sudoku-cli and checks its exit status and output (a ctest helper, run with cmake -P).
#   CLI       the sudoku-cli executable
#   ARGS      its arguments, separated by '|'
#   EXIT      the expected exit status
#   OUT1..OUT4  regular expressions stdout must match
#   ERR1      a regular expression stderr must match
#   NOT_OUT   a regular expression stdout must not match
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND ${CLI} ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
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
if(DEFINED NOT_OUT AND out MATCHES "${NOT_OUT}")
    message(FATAL_ERROR "stdout matches '${NOT_OUT}'\n${report}")
endif()
