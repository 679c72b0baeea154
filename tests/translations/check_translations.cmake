# Checks that translations/*.ts are complete (a ctest helper, run with cmake -P).
#   LUPDATE   the lupdate executable
#   LIST      a list file: -I include paths and the sources, one per line (as qt_add_translations)
#   TS_FILES  the .ts files, separated by '|'
#   WORK_DIR  where the copies go
# lupdate runs on a copy of each .ts with the options of ui/CMakeLists.txt (-locations none) but
# without -no-obsolete: a string in the sources that the .ts lacks comes in as
# type="unfinished", one the sources no longer have stays as type="vanished" (or "obsolete").
# Either, an unfinished entry already in the .ts, or an empty translation fails the test.
string(REPLACE "|" ";" ts_files "${TS_FILES}")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(copies)
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    file(SHA256 "${ts}" before_${name})
    file(COPY "${ts}" DESTINATION "${WORK_DIR}")
    list(APPEND copies "${WORK_DIR}/${name}")
endforeach()
execute_process(COMMAND ${LUPDATE} -locations none @${LIST} -ts ${copies}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${rc}):\n${out}${err}")
endif()
set(problems "")
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    file(SHA256 "${ts}" after)
    if(NOT after STREQUAL before_${name})
        message(FATAL_ERROR "${ts} changed during the check: it must only touch copies")
    endif()
    file(READ "${WORK_DIR}/${name}" text)
    # Each entry whose translation is marked, with its source text (XML-escaped, so no '<').
    set(tag "<[a-z]+>[^<]*</[a-z]+>")
    foreach(kind unfinished vanished obsolete)
        string(REGEX MATCHALL "<source>[^<]*</source>([^<]|${tag})*<translation type=\"${kind}\""
               found "${text}")
        foreach(entry IN LISTS found)
            string(REGEX MATCH "<source>([^<]*)</source>" _ "${entry}")
            string(APPEND problems "${name}: ${kind}: \"${CMAKE_MATCH_1}\"\n")
        endforeach()
        # Entries the pattern did not catch (an odd layout) still count.
        string(REGEX MATCHALL "type=\"${kind}\"" marks "${text}")
        list(LENGTH marks marked)
        list(LENGTH found listed)
        if(marked GREATER listed)
            math(EXPR rest "${marked} - ${listed}")
            string(APPEND problems "${name}: ${rest} more ${kind} entries\n")
        endif()
    endforeach()
    string(REGEX MATCHALL "<source>[^<]*</source>([^<]|${tag})*<translation>[ \n]*</translation>"
           empty "${text}")
    string(REGEX MATCHALL "<translation/>|<numerusform></numerusform>|<numerusform/>" empty2 "${text}")
    list(APPEND empty ${empty2})
    foreach(entry IN LISTS empty)
        string(REGEX MATCH "<source>([^<]*)</source>" _ "${entry}")
        string(APPEND problems "${name}: empty translation: \"${CMAKE_MATCH_1}\"\n")
    endforeach()
endforeach()
if(NOT problems STREQUAL "")
    message(FATAL_ERROR "translations are not complete: run the update_translations target, then "
                        "translate every entry and remove type=\"unfinished\"\n${problems}"
                        "--- lupdate:\n${out}${err}")
endif()
message(STATUS "${out}")
