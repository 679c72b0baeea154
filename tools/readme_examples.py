#!/usr/bin/env python3
"""The README's examples, run and compared with what the README shows (the ctest label `readme`).

An example is a fenced code block right after a line `<!-- example -->` (or `<!-- example long -->`
for a long reproduction: the ctest labels `readme` and `long`). In it, a line starting with `$ `
is a command (a line ending in a backslash continues it); the lines after it, up to the next
command, are its output as the README shows it: standard output, then standard error. A line
`...` stands for any number of lines (also none).

Each command runs with `sh -c` in the source folder, with the build's sudoku-cli first on PATH
and the C locale (English words). Before comparing, both texts lose what depends on the clock or
the machine, and nothing else:
  - a figure followed by ` s` (seconds) becomes `<s> s`, a rate (`8 puzzles/s`) `<r> puzzles/s`,
    and `on N thread(s)` `on <n> threads` (the machine's cores);
  - in a table, the columns whose heading is a time (TIME_HEADINGS below) become `<t>`: in a CSV
    table the field under such a heading, in an aligned table the word that ends in the same
    column as the heading's last letter (numbers are right-aligned under their heading);
  - runs of spaces count as one.

  readme_examples.py list README.md                 name and labels of every example, one a line
  readme_examples.py run README.md NAME --bindir DIR  runs one example; exit 1 with a diff if it
                                                      differs
  readme_examples.py selftest                       checks the masking and the `...` matching
"""

import difflib
import os
import re
import subprocess
import sys

MARKER = re.compile(r"^<!--\s*example(\s+long)?\s*-->\s*$")
FENCE = re.compile(r"^\s*```")
# Headings of columns that hold times (sudoku-cli's rate, compare, climb and generate tables).
TIME_HEADINGS = {"micros", "us", "mean-ms", "init-us"}
SECONDS = re.compile(r"(?<![\w.])\d+(?:\.\d+)? s\b")
PER_SECOND = re.compile(r"(?<![\w.])\d[\d.,]* (\w+)/s\b")
NUMBER = re.compile(r"^[0-9.,]+$")
THREADS = re.compile(r"\bon \d+ threads?\b")


class Example:
    def __init__(self, index, line, long, heading, body):
        self.index = index
        self.line = line  # 1-based line of the block's first line in the README
        self.long = long
        self.heading = heading
        self.body = body

    @property
    def name(self):
        slug = re.sub(r"[^a-z0-9]+", "_", self.heading.lower()).strip("_")[:40].rstrip("_")
        return "readme_%02d_%s" % (self.index, slug or "example")

    def commands(self):
        """[(command, [expected output lines])]"""
        result = []
        lines = self.body
        i = 0
        while i < len(lines):
            line = lines[i]
            if not line.startswith("$ "):
                if result:
                    result[-1][1].append(line)
                elif line.strip():
                    raise ValueError("README line %d: output before the first command" % (self.line + i))
                i += 1
                continue
            command = line[2:]
            while command.endswith("\\") and i + 1 < len(lines):
                i += 1
                command = command[:-1] + " " + lines[i].strip()
            result.append((command, []))
            i += 1
        for _, out in result:
            while out and not out[-1].strip():
                out.pop()
        return result


def examples(readme_path):
    with open(readme_path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found = []
    heading = ""
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
        match = MARKER.match(line)
        if match:
            if i + 1 >= len(lines) or not FENCE.match(lines[i + 1]):
                raise ValueError("README line %d: an example marker must be followed by a code block" % (i + 1))
            start = i + 2
            end = start
            while end < len(lines) and not FENCE.match(lines[end]):
                end += 1
            found.append(Example(len(found) + 1, start + 1, bool(match.group(1)), heading, lines[start:end]))
            i = end
        i += 1
    return found


def mask(lines):
    """The lines with times (and thread counts) replaced by placeholders and spaces collapsed."""
    masked = []
    aligned_ends = []  # end columns of time headings in the aligned table being read
    header_end = 0  # where its header line ends
    csv_fields = None  # (field indices, field count) of the CSV table being read
    for line in lines:
        text = line
        words = text.split()
        fields = text[2:].split(",") if text.startswith("# ") else text.split(",")
        if len(fields) > 1 and any(f in TIME_HEADINGS for f in fields) and " " not in text.strip("# "):
            csv_fields = ([k for k, f in enumerate(fields) if f in TIME_HEADINGS], len(fields))
            aligned_ends = []
        elif any(w in TIME_HEADINGS for w in words):
            aligned_ends = [m.end() for m in re.finditer(r"\S+", text) if m.group() in TIME_HEADINGS]
            header_end = len(text.rstrip())
            csv_fields = None
        elif csv_fields and len(fields) == csv_fields[1]:
            prefix = "# " if text.startswith("# ") else ""
            for k in csv_fields[0]:
                fields[k] = "<t>"
            text = prefix + ",".join(fields)
        elif not text.strip():
            aligned_ends = []  # a blank line ends an aligned table
        elif aligned_ends:
            spans = [m.span() for m in re.finditer(r"\S+", text)]
            ends = {end: start for start, end in spans if NUMBER.match(text[start:end])}
            # A long first column (a file name) pushes the rest of a row to the right: when the
            # row ends in a number (right-aligned under the last heading), the times end where
            # their headings end plus the row's end past the header's.
            last = spans[-1] if spans else (0, 0)
            shift = last[1] - header_end if NUMBER.match(text[last[0]:last[1]]) else 0
            cut = [end + shift for end in aligned_ends if end + shift in ends]
            for end in sorted(cut, reverse=True):
                text = text[:ends[end]] + "<t>" + text[end:]
        text = SECONDS.sub("<s> s", text)
        text = PER_SECOND.sub(r"<r> \1/s", text)
        text = THREADS.sub("on <n> threads", text)
        masked.append(" ".join(text.split()))
    return masked


def matches(expected, actual):
    """Whether the actual lines match the expected ones, where a line `...` matches any run."""
    memo = {}

    def at(i, j):
        key = (i, j)
        if key in memo:
            return memo[key]
        if i == len(expected):
            result = j == len(actual)
        elif expected[i] == "...":
            result = any(at(i + 1, k) for k in range(j, len(actual) + 1))
        else:
            result = j < len(actual) and expected[i] == actual[j] and at(i + 1, j + 1)
        memo[key] = result
        return result

    sys.setrecursionlimit(max(10000, 4 * (len(expected) + len(actual))))
    return at(0, 0)


def run(readme_path, name, bindir):
    root = os.path.dirname(os.path.abspath(readme_path))
    chosen = [e for e in examples(readme_path) if e.name == name]
    if not chosen:
        print("no example named %s in %s" % (name, readme_path))
        return 2
    example = chosen[0]
    env = dict(os.environ)
    env["PATH"] = os.path.abspath(bindir) + os.pathsep + env.get("PATH", "")
    env["LC_ALL"] = "C"
    env["LANGUAGE"] = ""
    failed = False
    for command, expected in example.commands():
        proc = subprocess.run(["sh", "-c", command], cwd=root, env=env, capture_output=True,
                              text=True, encoding="utf-8", errors="replace")
        actual = (proc.stdout + proc.stderr).rstrip("\n").split("\n")
        want = mask(expected)
        got = mask(actual)
        print("$ %s   (README line %d, exit status %d)" % (command, example.line, proc.returncode))
        if matches(want, got):
            print("   output as in the README")
            continue
        failed = True
        print("   output differs from the README (after masking times):")
        for line in difflib.unified_diff(want, got, "README", "actual", lineterm="", n=2):
            print("   " + line)
        print("   --- actual output, unmasked:")
        for line in actual:
            print("   " + line)
    return 1 if failed else 0


def selftest():
    table = [
        " index clues  entropy filter  micros",
        "     1    23   1.3558 no       50823",
        "     2    23   1.3377 no         982",
    ]
    other = [
        " index clues  entropy filter  micros",
        "     1    23   1.3558 no         123",
        "     2    23   1.3377 no      123456",
    ]
    assert mask(table) == mask(other), (mask(table), mask(other))
    changed = list(other)
    changed[1] = "     1    24   1.3558 no         123"
    assert mask(table) != mask(changed)
    def climb_row(name, puzzles, ms, clashes, us):  # as climb prints its summary by file
        return "%-28s %7d %9s %8s %8s" % (name, puzzles, ms, clashes, us)

    header = climb_row("file", 0, "mean-ms", "clashes", "init-us").replace("      0", "puzzles")
    files = [header, climb_row("easy.txt", 610, "0.207", "1.37", "111.5"),
             climb_row("tests/data/bands/bands_easy_41-53.txt", 300, "0.462", "1.09", "157.4")]
    files2 = [header, climb_row("easy.txt", 610, "10.5", "1.37", "1.5"),
              climb_row("tests/data/bands/bands_easy_41-53.txt", 300, "20.4", "1.09", "17.4")]
    assert mask(files) == mask(files2), (mask(files), mask(files2))
    files2[2] = climb_row("tests/data/bands/bands_easy_41-53.txt", 300, "20.4", "1.08", "17.4")
    assert mask(files) != mask(files2)
    csv = ["index,strategy,recursions,micros", "1,mrv,15,42", "2,mrv,21,46"]
    csv2 = ["index,strategy,recursions,micros", "1,mrv,15,7", "2,mrv,21,4600"]
    assert mask(csv) == mask(csv2)
    assert mask(["1,mrv,16,7"]) != mask(["1,mrv,15,7"])
    assert mask(["3 puzzles: 3 unique; 0.002 s (reading 0.001 s, on 2 threads)"]) == mask(
        ["3 puzzles: 3 unique; 12.5 s (reading 1 s, on 1 thread)"])
    assert mask(["3 rated in 0.37 s (8 puzzles/s)"]) == mask(["3 rated in 1 s (13 puzzles/s)"])
    assert mask(["mean 1.5 steps"]) != mask(["mean 1.6 steps"])
    assert matches(["a", "...", "d"], ["a", "b", "c", "d"])
    assert matches(["a", "...", "d"], ["a", "d"])
    assert not matches(["a", "...", "d"], ["a", "b", "c"])
    assert not matches(["a", "b"], ["a", "b", "c"])
    print("selftest passed")
    return 0


def main(argv):
    if len(argv) >= 2 and argv[1] == "selftest":
        return selftest()
    if len(argv) == 3 and argv[1] == "list":
        for e in examples(argv[2]):
            print("%s %s" % (e.name, "long" if e.long else "quick"))
        return 0
    if len(argv) == 6 and argv[1] == "run" and argv[4] == "--bindir":
        return run(argv[2], argv[3], argv[5])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
