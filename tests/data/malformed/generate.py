#!/usr/bin/env python3
"""Writes the malformed corpus: puzzles/ (puzzle files) and games/ (.sudoku files), each with an
index.txt of `file<TAB>regex`: the regex is what the error must name (a line and column, a field, or
what is wrong when there is no place), matched by tests/cli/malformed.cmake (sudoku-cli check)
and tests/ui/tst_malformed.cpp (the GUI's loader) alike. Deterministic: run it again to
regenerate after a change; huge inputs (10 MB strings, a file over the size limit, /dev/zero, a
directory) are made by the tests themselves, not committed."""
import json, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
P = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
P16 = open(os.path.join(HERE, "..", "sudoklify_16x16.txt")).read().split("\n")[0].split()[0]
rnd = random.Random(18)


def grid(line, n=9, sep=False):
    rows = [line[r * n:(r + 1) * n] for r in range(n)]
    return "\n".join(rows) + "\n"


def write(folder, entries):
    os.makedirs(os.path.join(HERE, folder), exist_ok=True)
    for old in os.listdir(os.path.join(HERE, folder)):
        os.remove(os.path.join(HERE, folder, old))
    with open(os.path.join(HERE, folder, "index.txt"), "w") as index:
        index.write("# file<TAB>what the error must name (a regular expression)\n")
        for name, data, expect in entries:
            if isinstance(data, str):
                data = data.encode("utf-8")
            with open(os.path.join(HERE, folder, name), "wb") as f:
                f.write(data)
            assert "\t" not in expect
            index.write(f"{name}\t{expect}\n")


NO_PUZZLE = "no puzzle (was )?found"
puzzles = [
    ("empty.txt", "", NO_PUZZLE),
    ("blank_lines.txt", "\n\n   \n\t\n", NO_PUZZLE),
    ("comments_only.txt", "# nothing\n# here\n", NO_PUZZLE),
    ("metadata_only.sdk", "#Aauthor\n#Dno grid\n", NO_PUZZLE),
    ("separators_only.txt", "---+---+---\n---+---+---\n", "line 1"),
    ("truncated_line.txt", P[:60] + "\n", "line 1"),
    ("line_one_short.txt", P[:80] + "\n", "line 1"),
    ("line_one_long.txt", P + "1\n", "line 1"),
    ("second_line_short.txt", P + "\n" + P[:79] + "\n", "line 2"),
    ("bad_char_x.txt", P[:10] + "x" + P[11:] + "\n", "line 1, column 11"),
    ("bad_char_question.txt", P[:40] + "?" + P[41:] + "\n", "line 1, column 41"),
    ("bad_char_last.txt", P[:80] + "*\n", "line 1, column 81"),
    ("nul_byte.txt", (P[:5] + "\0" + P[6:] + "\n"), "line 1, column 6"),
    ("byte_ff.txt", P[:7].encode() + b"\xff" + P[8:].encode() + b"\n", "line 1, column 8"),
    ("utf8_letter.txt", P[:3] + "é" + P[5:] + "\n", "line 1, column 4"),
    ("tab_inside.txt", P[:20] + "\t" + P[21:] + "\n", "line 1"),
    ("third_of_three_bad.txt", P + "\n" + P + "\n" + P[:2] + "#" + P[3:] + "\n", "line 3, column 3"),
    ("negative_numbers.txt", "-1" * 40 + "-\n", "line 1"),
    ("huge_number.txt", "9" * 400 + "\n", "line 1"),
    ("digits_81_plus_sign.txt", "+" + P[1:] + "\n", "line 1, column 1"),
    ("cr_only_line_ends.txt", (P + "\r") * 3, "line 1"),
    ("crlf_bad.txt", P + "\r\n" + P[:50] + "\r\n", "line 2"),
    ("sixteen_bad_symbol.txt", P16[:2] + "H" + P16[3:] + "\n", "line 1, column 3"),
    ("sixteen_short.txt", P16[:255] + "\n", "line 1"),
    ("twentyfive_bad_symbol.txt", "." * 100 + "Z" + "." * 524 + "\n", "line 1, column 101"),
    ("grid_eight_rows.txt", grid(P)[:-10], "line [0-9]+"),
    ("grid_ten_rows.txt", grid(P) + P[:9] + "\n", "line 10"),
    ("grid_short_row.txt", grid(P).replace(P[9:18], P[9:17], 1), "line 2"),
    ("grid_long_row.txt", grid(P).replace(P[18:27], P[18:27] + "4", 1), "line 3"),
    ("grid_bad_char.txt", grid(P).replace(P[27:36], P[27:30] + "k" + P[31:36], 1), "line 4, column 4"),
    ("grid_seven_wide.txt", "1234567\n" * 7, "line 1"),
    ("grid_five_wide.txt", "12345\n" * 5, "line 1"),
    ("grid_one_wide.txt", "1\n" * 9, "line 1"),
    ("grid_mixed_separators.txt", "..3|.2.|6..\n9..|3.5|..1\n---+---+---\n..1|8.6|4..\n..8|1.2|9..\n",
     "line [0-9]+"),
    ("sdk_wrong_rows.sdk", "#Aauthor\n" + grid(P)[:-10], "line [0-9]+"),
    ("sdk_bad_char.sdk", "#Dtest\n" + grid(P).replace("9..3.5..1", "9..3.5..!", 1), "line 3, column 9"),
    ("ss_mismatch.ss", grid(P) + "\n" + grid(P.replace("3", "4", 1)), "line 11, column 3"),
    ("ss_pencil_no_candidate.ss", None, "line 21"),
    ("ss_pencil_repeated.ss", None, "line [0-9]+, column [0-9]+"),
    ("pm_zero_cell.pm", None, "line 1"),
    ("pm_repeated.pm", None, "line 1, column [0-9]+"),
    ("pm_truncated.pm", None, "line [0-9]+"),
    ("candidate_line_wrong_place.txt", None, "line 1, column 2"),
    ("candidate_line_short.txt", "123456789" * 80 + "12345678\n", "line 1"),
    ("contradiction_row.txt", "55" + P[2:] + "\n", "line 1"),
    ("contradiction_column.txt", None, "line 1"),
    ("contradiction_box.txt", None, "line 1"),
    ("contradiction_16.txt", None, "line 1"),
    ("binary_random.bin", bytes(rnd.randrange(256) for _ in range(4096)), "line [0-9]+"),
    ("elf_header.bin", b"\x7fELF\x02\x01\x01\0" + bytes(rnd.randrange(256) for _ in range(500)),
     "line 1"),
    ("png_header.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(200), "line 1"),
    ("gzip.gz", b"\x1f\x8b\x08\0" + bytes(rnd.randrange(256) for _ in range(300)), "line 1"),
    ("utf16.txt", ("\ufeff" + P + "\n").encode("utf-16-le"), "line 1"),
    ("deep_brackets.txt", "[" * 5000 + "\n", "line 1"),
    ("json_in_puzzle_file.txt", '[{"format": "sudoku-tutor-game"}]\n', "line 1"),
    ("html.txt", "<html><body>" + P + "</body></html>\n", "line 1"),
]

# Pencil marks and candidate lines made from the full candidates of P.
def candidates(line, n=9, box=3):
    vals = [0 if c == "." else int(c) for c in line]
    out = []
    for c in range(n * n):
        if vals[c]:
            out.append(str(vals[c]))
            continue
        r, k = divmod(c, n)
        seen = {vals[r * n + j] for j in range(n)} | {vals[i * n + k] for i in range(n)}
        br, bc = r // box * box, k // box * box
        seen |= {vals[(br + i) * n + bc + j] for i in range(box) for j in range(box)}
        out.append("".join(str(d) for d in range(1, n + 1) if d not in seen))
    return out

cand = candidates(P)
pm_rows = [" ".join(cand[r * 9:(r + 1) * 9]) for r in range(9)]
def pm(rows):
    return "\n".join(rows) + "\n"
fill = {
    "ss_pencil_no_candidate.ss": grid(P) + "\n" + grid(P) + "\n" + pm([pm_rows[0].replace(cand[0], "0", 1)] + pm_rows[1:]),
    "ss_pencil_repeated.ss": grid(P) + "\n" + grid(P) + "\n" + pm([pm_rows[0].replace(cand[0], cand[0] + cand[0][0], 1)] + pm_rows[1:]),
    "pm_zero_cell.pm": pm([pm_rows[0].replace(cand[0], "0", 1)] + pm_rows[1:]),
    "pm_repeated.pm": pm([pm_rows[0].replace(cand[0], cand[0][0] * 2 + cand[0][1:], 1)] + pm_rows[1:]),
    "pm_truncated.pm": pm(pm_rows[:6]),
}
cl = "".join("".join(str(d) if str(d) in c else "." for d in range(1, 10)) for c in cand)
fill["candidate_line_wrong_place.txt"] = cl[0] + "9" + cl[2:] + "\n" if cl[1] == "." else cl[0] + "1" + cl[2:] + "\n"
col = list(P); col[9] = P[0] if P[0] != "." else "3"; col[0] = col[9]
fill["contradiction_column.txt"] = "".join(col).replace(".", ".", 0) + "\n"
box = list("." * 81); box[0] = "7"; box[10] = "7"
fill["contradiction_box.txt"] = "".join(box) + "\n"
s16 = list(P16); first = next(i for i, c in enumerate(s16) if c != "."); s16[first + 1] = s16[first]
fill["contradiction_16.txt"] = "".join(s16) + "\n"
puzzles = [(n, fill.get(n, d) if d is None else d, e) for n, d, e in puzzles]
write("puzzles", puzzles)

# ---- games: a valid 9x9 game with a history, changed one field at a time ----
with open(os.path.join(HERE, "..", "..", "fuzz", "seeds", "gamefile", "9x9_auto.sudoku")) as f:
    BASE = json.load(f)
with open(os.path.join(HERE, "..", "..", "fuzz", "seeds", "gamefile", "4x4_history.sudoku")) as f:
    BASE4 = json.load(f)
TEXT = json.dumps(BASE, indent=4)


def changed(edit, base=BASE):
    g = json.loads(json.dumps(base))
    edit(g)
    return json.dumps(g, indent=4)


def setter(path, value):
    def edit(g):
        node = g
        for key in path[:-1]:
            node = node[key]
        if value is DELETE:
            del node[path[-1]]
        else:
            node[path[-1]] = value
    return edit


DELETE = object()


def contradict(g):
    """Two open cells of the last row, untouched by the history, get the same given."""
    touched = {c["cell"] for h in g["history"] for c in h["changes"]}
    row = [c for c in range(72, 81) if g["givens"][c] == "." and c not in touched][:2]
    for key in ("givens", "values", "startValues"):
        cells = list(g[key])
        for c in row:
            cells[c] = "5"
        g[key] = "".join(cells)
    for key in ("candidates", "startCandidates"):
        for c in row:
            g[key][c] = 0
JSON_ERROR = "line [0-9]+, column [0-9]+"
lines = TEXT.split("\n")
games = [
    ("empty.sudoku", "", JSON_ERROR),
    ("whitespace.sudoku", "  \n\n ", JSON_ERROR),
    ("truncated_half.sudoku", TEXT[: len(TEXT) // 2], JSON_ERROR),
    ("truncated_tenth.sudoku", TEXT[: len(TEXT) // 10], JSON_ERROR),
    ("truncated_last_brace.sudoku", TEXT.rstrip()[:-1], JSON_ERROR),
    ("truncated_in_string.sudoku", TEXT[: TEXT.index('"givens": "') + 20], JSON_ERROR),
    ("trailing_garbage.sudoku", TEXT + "\nxyz", "line [0-9]+, column [0-9]+"),
    ("two_objects.sudoku", TEXT + TEXT, JSON_ERROR),
    ("top_level_array.sudoku", "[" + TEXT + "]", "line 1, column 1|not a JSON object"),
    ("top_level_string.sudoku", '"sudoku-tutor-game"', "not a JSON object|line 1"),
    ("top_level_number.sudoku", "42", "not a JSON object|line 1"),
    ("null.sudoku", "null", "not a JSON object|line 1"),
    ("single_quotes.sudoku", TEXT.replace('"format"', "'format'"), JSON_ERROR),
    ("comment.sudoku", "// saved game\n" + TEXT, JSON_ERROR),
    ("bad_escape.sudoku", TEXT.replace('"givens": "', '"givens": "\\x', 1), '"givens" has 82 characters'),
    ("nan_literal.sudoku", TEXT.replace('"mistakes": 0', '"mistakes": NaN'), JSON_ERROR),
    ("binary.sudoku", bytes(rnd.randrange(256) for _ in range(3000)), JSON_ERROR),
    ("utf16.sudoku", TEXT.encode("utf-16"), JSON_ERROR),
    ("deep_arrays.sudoku", "[" * 3000 + "]" * 3000, JSON_ERROR + "|not a JSON object"),
    ("deep_objects.sudoku", '{"a":' * 3000 + "1" + "}" * 3000, JSON_ERROR + '|not a Sudoku Tutor game'),
    ("format_missing.sudoku", changed(setter(["format"], DELETE)), "not a Sudoku Tutor game file"),
    ("format_wrong.sudoku", changed(setter(["format"], "sudoku-game")), "not a Sudoku Tutor game file"),
    ("format_number.sudoku", changed(setter(["format"], 7)), '"format" is not a text'),
    ("version_newer.sudoku", changed(setter(["version"], 99)), "newer version \\(format 99\\)"),
    ("version_string.sudoku", changed(setter(["version"], "2")), '"version" is not a whole number'),
    ("version_negative.sudoku", changed(setter(["version"], -1)), '"version" is -1'),
    ("version_fraction.sudoku", changed(setter(["version"], 1.5)), '"version" is not a whole number'),
    ("box_rows_missing.sudoku", changed(setter(["boxRows"], DELETE)), '"boxRows" is missing'),
    ("box_rows_zero.sudoku", changed(setter(["boxRows"], 0)), '"boxRows" is 0'),
    ("box_rows_six.sudoku", changed(setter(["boxRows"], 6)), '"boxRows" is 6'),
    ("box_rows_negative.sudoku", changed(setter(["boxRows"], -3)), '"boxRows" is -3'),
    ("box_rows_huge.sudoku", changed(setter(["boxRows"], 10 ** 18)), '"boxRows" is'),
    ("box_rows_string.sudoku", changed(setter(["boxColumns"], "3")), '"boxColumns" is not a whole number'),
    ("box_one_by_two.sudoku", changed(lambda g: g.update(boxRows=1, boxColumns=2)), "unsupported box size 1×2"),
    ("box_size_mismatch.sudoku", changed(setter(["boxRows"], 2), BASE4 | {}) if False else
        changed(lambda g: g.update(boxRows=3, boxColumns=3), BASE4), '"givens" has 16 characters, expected 81'),
    ("givens_missing.sudoku", changed(setter(["givens"], DELETE)), '"givens" is missing'),
    ("givens_short.sudoku", changed(lambda g: g.update(givens=g["givens"][:80])), '"givens" has 80 characters, expected 81'),
    ("givens_long.sudoku", changed(lambda g: g.update(givens=g["givens"] + "1")), '"givens" has 82 characters'),
    ("givens_number.sudoku", changed(setter(["givens"], 12345)), '"givens" is not a text'),
    ("givens_null.sudoku", changed(setter(["givens"], None)), '"givens" is not a text'),
    ("givens_bad_char.sudoku", changed(lambda g: g.update(givens="x" + g["givens"][1:])), '"givens": character 1 \\(x\\)'),
    ("givens_symbol_too_big.sudoku", changed(lambda g: g.update(givens="A" + g["givens"][1:])), '"givens": character 1 \\(A\\) is not a symbol of a 9×9 board'),
    ("givens_contradict.sudoku", changed(contradict), '"givens": contradictory givens'),
    ("values_given_changed.sudoku", changed(lambda g: g.update(values=g["values"][:2] + "4" + g["values"][3:])), '"values": character 3 changes the given 3'),
    ("values_short.sudoku", changed(lambda g: g.update(values=g["values"][:10])), '"values" has 10 characters'),
    ("values_bad_char.sudoku", changed(lambda g: g.update(values="?" + g["values"][1:])), '"values": character 1'),
    ("candidates_missing.sudoku", changed(setter(["candidates"], DELETE)), '"candidates" is missing'),
    ("candidates_short.sudoku", changed(lambda g: g.update(candidates=g["candidates"][:80])), '"candidates" has 80 entries, expected 81'),
    ("candidates_object.sudoku", changed(setter(["candidates"], {"0": 1})), '"candidates" is not a list'),
    ("candidates_string_entry.sudoku", changed(setter(["candidates", 4], "12")), '"candidates\\[4\\]" is not a whole number'),
    ("candidates_negative.sudoku", changed(setter(["candidates", 0], -2)), '"candidates\\[0\\]" is -2'),
    ("candidates_huge.sudoku", changed(setter(["candidates", 5], 2 ** 40)), '"candidates\\[5\\]" is 1099511627776'),
    ("candidates_bit_ten.sudoku", changed(setter(["candidates", 0], 1024)), '"candidates\\[0\\]" is 1024'),
    ("candidates_bit_zero.sudoku", changed(setter(["candidates", 0], 1)), '"candidates\\[0\\]" is not a set of candidates'),
    ("candidates_null_entry.sudoku", changed(setter(["candidates", 0], None)), '"candidates\\[0\\]" is not a whole number'),
    ("start_candidates_missing.sudoku", changed(setter(["startCandidates"], DELETE)), '"startCandidates" is missing'),
    ("history_object.sudoku", changed(setter(["history"], {"text": "x"})), '"history" is not a list'),
    ("history_entry_number.sudoku", changed(setter(["history", 0], 5)), '"history\\[0\\]" is not an object'),
    ("history_changes_string.sudoku", changed(setter(["history", 0, "changes"], "all")), '"history\\[0\\].changes" is not a list'),
    ("history_cell_negative.sudoku", changed(setter(["history", 0, "changes", 0, "cell"], -1)), '"history\\[0\\].changes\\[0\\].cell" is -1'),
    ("history_cell_too_big.sudoku", changed(setter(["history", 0, "changes", 0, "cell"], 81)), '"history\\[0\\].changes\\[0\\].cell" is 81'),
    ("history_cell_string.sudoku", changed(setter(["history", 0, "changes", 0, "cell"], "0")), '"history\\[0\\].changes\\[0\\].cell" is not a whole number'),
    ("history_cell_missing.sudoku", changed(setter(["history", 0, "changes", 0, "cell"], DELETE)), '"history\\[0\\].changes\\[0\\].cell" is missing'),
    ("history_value_ten.sudoku", changed(setter(["history", 0, "changes", 0, "v1"], 10)), '"history\\[0\\].changes\\[0\\].v1" is 10'),
    ("history_value_negative.sudoku", changed(setter(["history", 0, "changes", 0, "v0"], -1)), '"history\\[0\\].changes\\[0\\].v0" is -1'),
    ("history_marks_huge.sudoku", changed(setter(["history", 0, "changes", 0, "c1"], 2 ** 62)), '"history\\[0\\].changes\\[0\\].c1" is'),
    ("history_on_given.sudoku", changed(setter(["history", 0, "changes", 0, "cell"], 2)), '"history\\[0\\].changes\\[0\\]" changes the given in cell 2'),
    ("history_does_not_replay.sudoku", changed(setter(["history", 1, "changes", 0, "v0"], 7)), '"history\\[1\\].changes\\[0\\]" does not start from'),
    ("history_text_number.sudoku", changed(setter(["history", 0, "text"], 3)), '"history\\[0\\].text" is not a text'),
    ("history_index_negative.sudoku", changed(setter(["historyIndex"], -1)), '"historyIndex" is -1'),
    ("history_index_too_big.sudoku", changed(setter(["historyIndex"], 99)), '"historyIndex" is 99, which is not between 0 and [0-9]+'),
    ("history_index_string.sudoku", changed(setter(["historyIndex"], "1")), '"historyIndex" is not a whole number'),
    ("source_number.sudoku", changed(setter(["source"], 5)), '"source" is not a text'),
    ("index_fraction.sudoku", changed(setter(["index"], 0.5)), '"index" is not a whole number'),
    ("hints_negative.sudoku", changed(setter(["hintsUsed"], -1)), '"hintsUsed" is -1'),
    ("mistakes_huge.sudoku", changed(setter(["mistakes"], 1e20)), '"mistakes" is'),
    ("elapsed_negative.sudoku", changed(setter(["elapsedMs"], -5)), '"elapsedMs" is -5'),
    ("elapsed_string.sudoku", changed(setter(["elapsedMs"], "5")), '"elapsedMs" is not a whole number'),
    ("auto_candidates_string.sudoku", changed(setter(["autoCandidates"], "yes")), '"autoCandidates" is not true or false'),
    ("completed_number.sudoku", changed(setter(["completed"], 1)), '"completed" is not true or false'),
]
write("games", games)
print(len(puzzles), "puzzle files,", len(games), "game files")
