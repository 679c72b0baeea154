# Makes the .deb (cpack), unpacks it into a scratch root (dpkg-deb -x) and runs the programs from
# there, as installed, with nothing of the build tree on their paths:
# - the package holds the executables, the launcher, the AppStream metadata, the icons and the
#   manual pages in their usual places, and depends on the Qt libraries it links;
# - sudoku-cli --version and check work;
# - sudoku-tutor --version works without a display, and --screenshot writes a PNG (offscreen);
# - sudoku-tutor finds its bundled puzzles and its translations: a new game in German is
#   "Leicht (New York Times)", and a puzzle error in German names "Zeile 2, Spalte 32".
#   BUILD_DIR  the build folder (with CPackConfig.cmake)     WORK  a scratch folder
#   DATA       tests/data     APP_ID  the desktop id     VERSION  the project version
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

function(fail what)
    message(FATAL_ERROR "${what}")
endfunction()

# 1. The package.
execute_process(COMMAND ${CMAKE_CPACK_COMMAND} -G DEB --config ${BUILD_DIR}/CPackConfig.cmake
                        -B ${WORK}/package
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("cpack failed (${rc}):\n${out}${err}")
endif()
file(GLOB debs ${WORK}/package/*.deb)
list(LENGTH debs count)
if(NOT count EQUAL 1)
    fail("expected one .deb in ${WORK}/package, found: ${debs}")
endif()
file(SIZE ${debs} size)
execute_process(COMMAND dpkg-deb -f ${debs} Package Version Depends Section
                OUTPUT_VARIABLE fields RESULT_VARIABLE rc)
message(STATUS "${debs}: ${size} bytes\n${fields}")
foreach(expected "Package: sudoku-tutor" "Version: ${VERSION}" "libqt6widgets6" "libqt6svg6"
                 "libqt6core6" "libqt6gui6" "libstdc\\+\\+6" "Section: games")
    if(NOT fields MATCHES "${expected}")
        fail("the package's control fields lack '${expected}':\n${fields}")
    endif()
endforeach()

# 2. Its files, in a scratch root.
set(root ${WORK}/root)
execute_process(COMMAND dpkg-deb -x ${debs} ${root} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    fail("dpkg-deb -x failed")
endif()
set(share ${root}/usr/share)
foreach(file ${root}/usr/bin/sudoku-tutor ${root}/usr/bin/sudoku-cli
             ${share}/applications/${APP_ID}.desktop ${share}/metainfo/${APP_ID}.metainfo.xml
             ${share}/icons/hicolor/scalable/apps/${APP_ID}.svg
             ${share}/icons/hicolor/16x16/apps/${APP_ID}.png
             ${share}/icons/hicolor/48x48/apps/${APP_ID}.png
             ${share}/icons/hicolor/256x256/apps/${APP_ID}.png
             ${share}/icons/hicolor/512x512/apps/${APP_ID}.png
             ${share}/man/man6/sudoku-tutor.6 ${share}/man/man6/sudoku-cli.6)
    if(NOT EXISTS ${file})
        fail("the package lacks ${file}")
    endif()
endforeach()
# Nothing from the build tree: no tests, no libraries, no headers.
file(GLOB_RECURSE all RELATIVE ${root} ${root}/*)
foreach(file IN LISTS all)
    if(NOT file MATCHES "^usr/(bin/sudoku-(tutor|cli)|share/(applications|metainfo|icons|man)/)")
        fail("the package holds ${file}, which it should not")
    endif()
endforeach()

# 3. The programs, from there: their own environment, no display, settings in the scratch folder.
set(env ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=LD_LIBRARY_PATH
        --unset=QT_PLUGIN_PATH XDG_CONFIG_HOME=${WORK}/config XDG_DATA_HOME=${WORK}/data
        XDG_CACHE_HOME=${WORK}/cache)
set(cli ${root}/usr/bin/sudoku-cli)
set(gui ${root}/usr/bin/sudoku-tutor)

function(run expected_rc)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                    TIMEOUT 120)
    if(NOT rc STREQUAL "${expected_rc}")
        fail("${ARGN}\nexit status ${rc}, expected ${expected_rc}\n${out}${err}")
    endif()
    set(out "${out}" PARENT_SCOPE)
    set(err "${err}" PARENT_SCOPE)
endfunction()

run(0 ${env} ${cli} --version)
if(NOT out STREQUAL "sudoku-cli ${VERSION}\n")
    fail("sudoku-cli --version printed '${out}'")
endif()
run(0 ${env} ${cli} check ${DATA}/formats/lines_crlf.txt)
if(NOT out MATCHES "2 puzzles: 2 unique")
    fail("sudoku-cli check printed:\n${out}")
endif()
run(1 ${env} ${cli} check ${DATA}/formats/bad_character.txt)
# The CLI speaks the GUI's languages (the translations are compiled into both).
run(1 ${env} ${cli} --lang de check ${DATA}/formats/bad_character.txt)
if(NOT out MATCHES "bad_character.txt: Zeile 2, Spalte 14: 'x' ist weder")
    fail("sudoku-cli --lang de did not speak German:\n${out}")
endif()

run(0 ${env} ${gui} --version)
if(NOT out STREQUAL "sudoku-tutor ${VERSION}\n")
    fail("sudoku-tutor --version printed '${out}'")
endif()
run(0 ${env} QT_QPA_PLATFORM=offscreen ${gui} --screenshot ${WORK}/shot.png --size 800x600)
file(READ ${WORK}/shot.png header LIMIT 24 HEX)
# PNG signature, IHDR, then width 800 (0x320) and height 600 (0x258).
if(NOT header MATCHES "^89504e470d0a1a0a0000000d4948445200000320000002580?")
    fail("the screenshot is not an 800x600 PNG (header ${header})")
endif()

# Translations (compiled in) and the bundled puzzles (compiled in): a new game in German.
execute_process(COMMAND ${env} QT_QPA_PLATFORM=offscreen ${gui} --new --lang de
                TIMEOUT 8 RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
set(autosave ${WORK}/data/SudokuTutor/sudoku-tutor/autosave.json)
if(NOT EXISTS ${autosave})
    fail("sudoku-tutor --new saved no game at ${autosave} (exit ${rc})")
endif()
file(READ ${autosave} game)
if(NOT game MATCHES "\"source\": \"New York Times – leicht\"")
    fail("the new game is not a bundled easy puzzle, named in German:\n${game}")
endif()
run(1 ${env} QT_QPA_PLATFORM=offscreen ${gui} --lang de --screenshot ${WORK}/bad.png
    --puzzle ${DATA}/../ui/data/badchar.txt)
if(NOT err MATCHES "badchar.txt: Zeile 2, Spalte 32")
    fail("the puzzle error is not in German:\n${err}")
endif()
message(STATUS "installed from ${debs} (${size} bytes): both programs run from the scratch root")
