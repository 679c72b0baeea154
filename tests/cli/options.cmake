# A command's --help against what its parser accepts (a ctest helper, run with cmake -P):
#   - the options its --help lists are those of its table (the hidden --list-options), both ways,
#     none but --list-options is hidden, and its synopsis names every one but --help and --lang;
#   - every option of the table is accepted: the command runs with it (and its example value)
#     on a tiny input without a usage error;
#   - every other option name (those of the other commands, and some a command might grow) is
#     refused as an unknown option (exit status 2).
# So a command cannot accept an option its help does not show, nor show one it does not accept.
#   CLI      the sudoku-cli executable
#   COMMAND  the command
#   BASE     the arguments of a short run ('|'-separated): its input, or limits
#   OTHERS   option names to try besides the other commands' ('|'-separated, without dashes)
cmake_minimum_required(VERSION 3.25) # IN_LIST in script mode
string(REPLACE "|" ";" base "${BASE}")
string(REPLACE "|" ";" others "${OTHERS}")
set(failures "")

function(run_cli out_var err_var rc_var)
    execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                    ERROR_VARIABLE err TIMEOUT 120)
    set(${out_var} "${out}" PARENT_SCOPE)
    set(${err_var} "${err}" PARENT_SCOPE)
    set(${rc_var} "${rc}" PARENT_SCOPE)
endfunction()

# The names (without dashes) of a command's table: `names` all, `shown` those in its help.
# `values` and `examples` are indexed like `names` ("-" for none).
function(table command)
    run_cli(out err rc ${command} --list-options)
    if(NOT rc STREQUAL "0")
        message(FATAL_ERROR "${command} --list-options: exit status ${rc}\n${err}")
    endif()
    string(REGEX REPLACE "\n$" "" out "${out}")
    string(REPLACE "\n" ";" lines "${out}")
    set(names "")
    set(shown "")
    set(values "")
    set(examples "")
    foreach(line IN LISTS lines)
        string(REPLACE "\t" ";" fields "${line}")
        list(LENGTH fields count)
        if(NOT count EQUAL 4)
            message(FATAL_ERROR "${command} --list-options: bad line '${line}'")
        endif()
        list(GET fields 0 spelled)
        list(GET fields 1 value)
        list(GET fields 2 example)
        list(GET fields 3 visibility)
        string(REPLACE "," ";" spellings "${spelled}")
        list(GET spellings -1 long) # "-h,--help": the long name
        string(REGEX REPLACE "^-+" "" name "${long}")
        list(APPEND names ${name})
        list(APPEND values "${value}")
        list(APPEND examples "${example}")
        if(visibility STREQUAL "shown")
            list(APPEND shown ${name})
        endif()
    endforeach()
    set(names "${names}" PARENT_SCOPE)
    set(shown "${shown}" PARENT_SCOPE)
    set(values "${values}" PARENT_SCOPE)
    set(examples "${examples}" PARENT_SCOPE)
endfunction()

# ---- the help against the table ----
run_cli(help err rc ${COMMAND} --help)
if(NOT rc STREQUAL "0")
    message(FATAL_ERROR "${COMMAND} --help: exit status ${rc}\n${err}")
endif()
# The options section: the lines from "options:" to the blank line; an option line starts with
# two spaces and its name(s); the synopsis: the lines before the first blank line.
string(FIND "${help}" "\noptions:\n" at)
if(at LESS 0)
    message(FATAL_ERROR "${COMMAND} --help has no options section:\n${help}")
endif()
string(SUBSTRING "${help}" 0 ${at} head)
string(FIND "${head}" "\n\n" end)
string(SUBSTRING "${head}" 0 ${end} synopsis)
math(EXPR at "${at} + 10")
string(SUBSTRING "${help}" ${at} -1 section)
string(FIND "${section}" "\n\n" end)
string(SUBSTRING "${section}" 0 ${end} section)
string(REPLACE ";" "," section "${section}") # a list's separator; no option name has one
string(REPLACE "\n" ";" section_lines "${section}")
set(in_help "")
foreach(line IN LISTS section_lines)
    if(line MATCHES "^  (-[a-z], )?--([a-z0-9-]+)")
        list(APPEND in_help ${CMAKE_MATCH_2})
    elseif(NOT line MATCHES "^   ")
        string(APPEND failures "\n--help: a line of the options section is no option: '${line}'")
    endif()
endforeach()
string(REGEX MATCHALL "--[a-z0-9-]+" in_synopsis "${synopsis}")
list(TRANSFORM in_synopsis REPLACE "^--" "")

table(${COMMAND})
# Hidden from the help: only the table's own listing, which this test reads.
foreach(name IN LISTS names)
    if(NOT name IN_LIST shown AND NOT name STREQUAL "list-options")
        string(APPEND failures "\n--${name} is accepted but hidden from --help")
    endif()
endforeach()
foreach(name IN LISTS shown)
    if(NOT name IN_LIST in_help)
        string(APPEND failures "\n--${name} is in the table but not in --help")
    endif()
    if(NOT name IN_LIST in_synopsis AND NOT name MATCHES "^(help|lang)$")
        string(APPEND failures "\n--${name} is in the table but not in the synopsis")
    endif()
endforeach()
foreach(name IN LISTS in_help in_synopsis)
    if(NOT name IN_LIST shown)
        string(APPEND failures "\n--help shows --${name}, which is not in the table")
    endif()
endforeach()

# ---- every option of the table is accepted ----
list(LENGTH names count)
math(EXPR last "${count} - 1")
foreach(i RANGE ${last})
    list(GET names ${i} name)
    list(GET values ${i} value)
    list(GET examples ${i} example)
    set(arg --${name})
    if(NOT value STREQUAL "-")
        if(example STREQUAL "-")
            string(APPEND failures "\n--${name} takes a value but its table gives no example")
            continue()
        endif()
        list(APPEND arg ${example})
    endif()
    run_cli(out err rc ${COMMAND} ${base} ${arg})
    if(NOT rc MATCHES "^[01]$" OR err MATCHES "usage:|unknown option")
        string(APPEND failures
               "\n${COMMAND} ${BASE} ${arg}: not accepted (exit status ${rc}):\n${err}")
    endif()
endforeach()

# ---- nothing else is ----
set(candidates ${others})
foreach(command check rate explain compare climb generate)
    table(${command})
    list(APPEND candidates ${names})
endforeach()
table(${COMMAND})
list(REMOVE_DUPLICATES candidates)
foreach(name IN LISTS candidates)
    if(name IN_LIST names)
        continue()
    endif()
    run_cli(out err rc ${COMMAND} ${base} --${name} 1)
    if(NOT rc STREQUAL "2" OR NOT err MATCHES "unknown option --${name}\n")
        string(APPEND failures
               "\n${COMMAND} ${BASE} --${name} 1: accepted, but not in the help (exit status ${rc}):\n${err}")
    endif()
endforeach()

if(NOT failures STREQUAL "")
    message(FATAL_ERROR "sudoku-cli ${COMMAND}: its help and its parser differ:${failures}")
endif()
list(LENGTH names n)
list(LENGTH candidates m)
message(STATUS "sudoku-cli ${COMMAND}: ${n} options in its help and its table, each accepted; "
               "the other names refused")
