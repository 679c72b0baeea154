#!/usr/bin/env python3
"""The documents' examples, run and compared with what the documents show (the ctest label
`readme`), and their relative links checked.

The documents are README.md and docs/*.md. An example is a fenced code block right after a line
`<!-- example -->` (or `<!-- example long -->` for a long reproduction: the ctest labels `readme`
and `long`). In it, a line starting with `$ ` is a command (a line ending in a backslash continues
it); the lines after it, up to the next command, are its output as the document shows it:
standard output, then standard error. A line `...` stands for any number of lines (also none).
An example's test is named after its file and the heading it stands under:
`doc_cli_01_check_load_and_count_solutions` is the first example of docs/cli.md.

Each command runs with `sh -c` in the source folder (whichever document it is in), with the
build's sudoku-cli first on PATH and the C locale (English words). Before comparing, both texts
lose what depends on the clock or the machine, and nothing else:
  - a figure followed by ` s` (seconds) becomes `<s> s`, a rate (`8 puzzles/s`) `<r> puzzles/s`,
    and `on N thread(s)` `on <n> threads` (the machine's cores);
  - in a table, the columns whose heading is a time (TIME_HEADINGS below) become `<t>`: in a CSV
    table the field under such a heading, in an aligned table the word that ends in the same
    column as the heading's last letter (numbers are right-aligned under their heading);
  - runs of spaces count as one.

A relative link (`[text](path)`, `[text](path#anchor)`, `[text](#anchor)`, `![alt](path)`,
outside code) must name a file or folder that exists, and an anchor into a Markdown file one of
its headings (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, `-1`, `-2`
for repeated headings) or an `<a id="...">`.

  readme_examples.py list FILE...                   name, labels and file of every example, one
                                                    a line
  readme_examples.py run FILE NAME --bindir DIR     runs one example; exit 1 with a diff if it
                                                    differs
  readme_examples.py links [FILE...]                checks the relative links (default: README.md
                                                    and docs/*.md, and that docs/gallery.md shows
                                                    every picture of docs/screenshots/); exit 1
                                                    naming each broken one
  readme_examples.py selftest                       checks the masking, the `...` matching, the
                                                    anchors and the link check
"""

import difflib
import glob
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

# The source folder: the commands run there, and `links` checks its documents by default.
ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))

MARKER = re.compile(r"^<!--\s*example(\s+long)?\s*-->\s*$")
FENCE = re.compile(r"^\s*```")
# Headings of columns that hold times (sudoku-cli's rate, compare, climb and generate tables).
TIME_HEADINGS = {"micros", "us", "mean-ms", "init-us"}
SECONDS = re.compile(r"(?<![\w.])\d+(?:\.\d+)? s\b")
PER_SECOND = re.compile(r"(?<![\w.])\d[\d.,]* (\w+)/s\b")
NUMBER = re.compile(r"^[0-9.,]+$")
THREADS = re.compile(r"\bon \d+ threads?\b")


def document_name(path):
    """A document's path as the messages give it: relative to the source folder when inside."""
    full = os.path.realpath(path)
    relative = os.path.relpath(full, ROOT)
    return full if relative.startswith("..") else relative


def document_key(path):
    """The part of a test name that says which document: readme, cli, papers_search ..."""
    stem = os.path.splitext(os.path.basename(path))[0].lower()
    return re.sub(r"[^a-z0-9]+", "_", stem).strip("_") or "doc"


class Example:
    def __init__(self, document, index, line, long, heading, body):
        self.document = document  # its path, as document_name gives it
        self.index = index
        self.line = line  # 1-based line of the block's first line in its document
        self.long = long
        self.heading = heading
        self.body = body

    @property
    def name(self):
        slug = re.sub(r"[^a-z0-9]+", "_", self.heading.lower()).strip("_")[:40].rstrip("_")
        return "doc_%s_%02d_%s" % (document_key(self.document), self.index, slug or "example")

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
                    raise ValueError("%s line %d: output before the first command"
                                     % (self.document, self.line + i))
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


def examples(path):
    document = document_name(path)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found = []
    heading = ""
    fence = None  # the fence that opened the code block being read (not an example's)
    i = 0
    while i < len(lines):
        line = lines[i]
        if fence:
            if closes_fence(line, fence):
                fence = None
            i += 1
            continue
        fence = opens_fence(line)
        if fence:
            i += 1
            continue
        match = HEADING.match(line)
        if match:
            heading = match.group(2)
        match = MARKER.match(line)
        if match:
            if i + 1 >= len(lines) or not FENCE.match(lines[i + 1]):
                raise ValueError("%s line %d: an example marker must be followed by a code block"
                                 % (document, i + 1))
            start = i + 2
            end = start
            while end < len(lines) and not FENCE.match(lines[end]):
                end += 1
            found.append(Example(document, len(found) + 1, start + 1, bool(match.group(1)), heading,
                                 lines[start:end]))
            i = end
        i += 1
    return found


# ---- Links and anchors ----

HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
FENCE_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})")
INLINE_CODE = re.compile(r"(`+)(.+?)\1")
# [text](target "title") and ![alt](target); the text may hold one level of brackets.
LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\]]*\])*)\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML_LINK = re.compile(r"<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*\"([^\"]*)\"", re.IGNORECASE)
HTML_ANCHOR = re.compile(r"<a\b[^>]*?\b(?:id|name)\s*=\s*\"([^\"]+)\"", re.IGNORECASE)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def opens_fence(line):
    match = FENCE_OPEN.match(line)
    return match.group(1) if match else None


def closes_fence(line, fence):
    stripped = line.strip()
    return stripped.startswith(fence) and set(stripped) == {fence[0]}


def prose_lines(text):
    """(line number, line) of the text outside fenced code blocks."""
    fence = None
    for number, line in enumerate(text.split("\n"), 1):
        if fence:
            if closes_fence(line, fence):
                fence = None
            continue
        fence = opens_fence(line)
        if not fence:
            yield number, line


def slug(heading):
    """GitHub's anchor for a heading: its text as shown, lower case, without punctuation, each
    space a hyphen."""
    text = LINK.sub(lambda m: m.group(1), heading)
    text = re.sub(r"<[^>]*>", "", text)
    text = text.replace("`", "").replace("*", "")
    text = re.sub(r"(?<!\w)_+|_+(?!\w)", "", text)  # _emphasis_, not snake_case
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def anchors(path):
    """Every anchor of a Markdown file: its headings' (repeated ones get -1, -2 ...) and ids."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    found = set()
    seen = {}
    for _, line in prose_lines(text):
        match = HEADING.match(line)
        if match:
            base = slug(match.group(2) or "")
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else "%s-%d" % (base, count))
        found.update(HTML_ANCHOR.findall(line))
    return found


def link_targets(text):
    """(line number, target) of every link of the text outside code."""
    for number, line in prose_lines(text):
        prose = INLINE_CODE.sub("", line)
        targets = [m.group(2) for m in LINK.finditer(prose)] + HTML_LINK.findall(prose)
        reference = REFERENCE.match(prose)
        if reference:
            targets.append(reference.group(1))
        for target in targets:
            if target.startswith("<") and target.endswith(">"):
                target = target[1:-1]
            yield number, target


def broken_links(path):
    """["FILE line N: what is wrong"] for the relative links of a Markdown file."""
    document = document_name(path)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    base = os.path.dirname(os.path.abspath(path))
    cache = {}
    problems = []
    for number, target in link_targets(text):
        where = "%s line %d: link %s" % (document, number, target or "()")
        if not target:
            problems.append(where + ": empty target")
            continue
        if SCHEME.match(target) or target.startswith("//"):
            continue  # a web address: not checked here
        file_part, _, anchor = target.partition("#")
        file_part = urllib.parse.unquote(file_part)
        if not file_part:
            destination = os.path.abspath(path)
        elif file_part.startswith("/"):
            destination = os.path.normpath(os.path.join(ROOT, file_part.lstrip("/")))
        else:
            destination = os.path.normpath(os.path.join(base, file_part))
        if not os.path.exists(destination):
            problems.append(where + ": no such file or folder")
            continue
        if anchor and destination.endswith(".md") and os.path.isfile(destination):
            if destination not in cache:
                cache[destination] = anchors(destination)
            if urllib.parse.unquote(anchor) not in cache[destination]:
                problems.append(where + ": no heading or id '%s' in %s"
                                % (anchor, document_name(destination)))
    return problems


def default_documents():
    return [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))


def missing_from_gallery(root):
    """The screenshots in docs/screenshots/ that docs/gallery.md does not show."""
    gallery = os.path.join(root, "docs", "gallery.md")
    folder = os.path.join(root, "docs", "screenshots")
    if not os.path.isfile(gallery) or not os.path.isdir(folder):
        return []
    with open(gallery, encoding="utf-8") as f:
        text = f.read()
    shown = {os.path.normpath(os.path.join(os.path.dirname(gallery), urllib.parse.unquote(t)))
             for _, t in link_targets(text)}
    return ["docs/gallery.md: screenshot %s is not in the gallery" % name
            for name in sorted(os.listdir(folder))
            if name.endswith(".png") and os.path.join(folder, name) not in shown]


def links(paths):
    checked_all = not paths
    paths = paths or default_documents()
    problems = []
    for path in paths:
        problems += broken_links(path)
    if checked_all:
        problems += missing_from_gallery(ROOT)
    for problem in problems:
        print(problem)
    print("%d documents, %d broken links" % (len(paths), len(problems)))
    return 1 if problems else 0


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


def run(path, name, bindir):
    chosen = [e for e in examples(path) if e.name == name]
    if not chosen:
        print("no example named %s in %s" % (name, document_name(path)))
        return 2
    example = chosen[0]
    env = dict(os.environ)
    env["PATH"] = os.path.abspath(bindir) + os.pathsep + env.get("PATH", "")
    env["LC_ALL"] = "C"
    env["LANGUAGE"] = ""
    failed = False
    for command, expected in example.commands():
        proc = subprocess.run(["sh", "-c", command], cwd=ROOT, env=env, capture_output=True,
                              text=True, encoding="utf-8", errors="replace")
        actual = (proc.stdout + proc.stderr).rstrip("\n").split("\n")
        want = mask(expected)
        got = mask(actual)
        print("$ %s   (%s line %d, exit status %d)" % (command, example.document, example.line,
                                                       proc.returncode))
        if matches(want, got):
            print("   output as in %s" % example.document)
            continue
        failed = True
        print("   output differs from %s (after masking times):" % example.document)
        for line in difflib.unified_diff(want, got, example.document, "actual", lineterm="", n=2):
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
    selftest_links()
    print("selftest passed")
    return 0


def selftest_links():
    assert slug("Set up (Debian 12 / Ubuntu 24.04)") == "set-up-debian-12--ubuntu-2404"
    assert slug("`check`: load and count solutions") == "check-load-and-count-solutions"
    assert slug("San Segundo's Table 3 on generated 16×16 puzzles") == \
        "san-segundos-table-3-on-generated-1616-puzzles"
    assert slug("**Bold** and [a link](x.md) in snake_case") == "bold-and-a-link-in-snake_case"
    with tempfile.TemporaryDirectory() as folder:
        os.mkdir(os.path.join(folder, "docs"))
        with open(os.path.join(folder, "docs", "b.md"), "w", encoding="utf-8") as f:
            f.write("# Title\n\n## Part\n\n## Part\n\n<a id=\"here\"></a>\n```\n# not a heading\n```\n")
        a = os.path.join(folder, "a.md")
        with open(a, "w", encoding="utf-8") as f:
            f.write("# A\n"
                    "[fine](docs/b.md) [fine](docs/b.md#part-1) ![fine](docs) [fine](#a)\n"
                    "[fine](docs/b.md#here) [web](https://example.org/x#y) `[code](gone.md)`\n"
                    "```\n[in code](gone.md)\n```\n"
                    "[missing file](docs/c.md)\n"
                    "[missing anchor](docs/b.md#part-2) [not a heading](docs/b.md#not-a-heading)\n"
                    "[missing here](#b)\n")
        problems = broken_links(a)
        lines = sorted(int(p.split(" line ")[1].split(":")[0]) for p in problems)
        assert lines == [7, 8, 8, 9], problems
        assert any("no such file" in p and "docs/c.md" in p for p in problems), problems
        os.mkdir(os.path.join(folder, "docs", "screenshots"))
        for name in ("shown.png", "hidden.png"):
            open(os.path.join(folder, "docs", "screenshots", name), "wb").close()
        with open(os.path.join(folder, "docs", "gallery.md"), "w", encoding="utf-8") as f:
            f.write("# Gallery\n\n![shown](screenshots/shown.png)\n")
        missing = missing_from_gallery(folder)
        assert len(missing) == 1 and "hidden.png" in missing[0], missing


def main(argv):
    if len(argv) >= 2 and argv[1] == "selftest":
        return selftest()
    if len(argv) >= 3 and argv[1] == "list":
        for path in argv[2:]:
            for e in examples(path):
                print("%s %s %s" % (e.name, "long" if e.long else "quick", e.document))
        return 0
    if len(argv) == 6 and argv[1] == "run" and argv[4] == "--bindir":
        return run(argv[2], argv[3], argv[5])
    if len(argv) >= 2 and argv[1] == "links":
        return links(argv[2:])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
