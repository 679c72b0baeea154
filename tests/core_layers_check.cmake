# Fails when a file under CORE_DIR includes a core folder its layer may not depend on.
#   board                 nothing else in core (geometry, board, candidate grid, the rule passes)
#   run                   board (the run timeline's vocabulary and storage, shared by every solver)
#   logic, search, climb  board and run, not each other
#   rating                board, run, logic, search, climb
#   run/record            all of the above: the recorders that run the engines and fill a run
#                         timeline (the engines and the ratings must not include them)
#   generator             board, run, logic, search, climb, rating (it fills grids and rates
#                         what it removes)
#   batch                 board, run, logic, search, climb, rating (the batches of sudoku-cli
#                         compare / rate / climb and the GUI's Compare mode)
#   drill                 board, run, logic, search, climb, rating, generator (drills walk the
#                         tutor's path through listed and generated puzzles)
# A file's layer is its folder under core/, except that core/run/record/ is a layer of its own
# above core/run/. A new folder fails the check until it is given its layer here.
# Includes name their folder ("board/board.h", "run/record/runspec.h"); a quoted include without
# a folder, or one that climbs out with "..", would slip past this check and fails it too.
cmake_minimum_required(VERSION 3.25)
set(allowed_board board)
set(allowed_run board run)
set(allowed_logic board run logic)
set(allowed_search board run search)
set(allowed_climb board run climb)
set(allowed_rating board run logic search climb rating)
set(allowed_run/record board run logic search climb rating run/record)
set(allowed_generator board run logic search climb rating generator)
set(allowed_batch board run logic search climb rating batch)
set(allowed_drill board run logic search climb rating generator drill)
set(layers board run logic search climb rating run/record generator batch drill)
list(JOIN layers ", " layer_text)

file(GLOB_RECURSE files RELATIVE ${CORE_DIR} ${CORE_DIR}/*.h ${CORE_DIR}/*.hpp ${CORE_DIR}/*.cpp)
set(bad "")
foreach(f IN LISTS files)
    string(REGEX MATCH "^run/record/|^[^/]+/" folder "${f}")
    string(REGEX REPLACE "/$" "" folder "${folder}")
    if(NOT folder OR NOT folder IN_LIST layers)
        list(APPEND bad "core/${f}: not in a layer folder (${layer_text}): give its folder a layer in tests/core_layers_check.cmake")
        continue()
    endif()
    file(STRINGS ${CORE_DIR}/${f} includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*" "\\1" path "${line}")
        string(REGEX MATCH "^run/record/|^[^/]+/" target "${path}")
        string(REGEX REPLACE "/$" "" target "${target}")
        if(NOT target OR target STREQUAL "..")
            list(APPEND bad "core/${f}: #include \"${path}\" does not name its folder")
        elseif(NOT target IN_LIST allowed_${folder})
            list(JOIN allowed_${folder} ", " may)
            list(APPEND bad "core/${f}: #include \"${path}\" (${folder} may include only ${may})")
        endif()
    endforeach()
endforeach()
if(bad)
    list(JOIN bad "\n  " text)
    message(FATAL_ERROR "core/ layers are crossed:\n  ${text}")
endif()
list(LENGTH files n)
message(STATUS "core/ layers hold (${n} files checked)")
