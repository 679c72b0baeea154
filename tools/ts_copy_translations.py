#!/usr/bin/env python3
"""Keeps translations when strings move to another tr() context.

Moving code to a new class changes the context of its tr() strings: lupdate then drops the old
entries (-no-obsolete) and adds the new ones untranslated. This fills every untranslated entry
of NEW_TS from OLD_TS (a copy of the .ts file taken before the move): the message with the same
source text, disambiguation comment and plural form, taken from the given old contexts first
and from any other context after them. Nothing is translated by hand and nothing is guessed:
an entry with no identical source in OLD_TS stays untranslated and is listed.

    cp translations/sudoku_tutor_de.ts /tmp/de_old.ts
    ... move the code, then: cmake --build build/release --target update_translations
    tools/ts_copy_translations.py /tmp/de_old.ts translations/sudoku_tutor_de.ts MainWindow

The file is edited in place with the same XML layout lupdate writes.
"""

import sys
import xml.etree.ElementTree as ET


def key(message):
    return (
        message.findtext("source"),
        message.findtext("comment"),
        message.get("numerus") == "yes",
    )


def is_finished(translation):
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    forms = translation.findall("numerusform")
    if forms:
        return all(f.text for f in forms)
    return bool(translation.text)


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    old_path, new_path, preferred = argv[1], argv[2], argv[3:]

    # The old translations by key, the preferred contexts first.
    old = {}
    contexts = ET.parse(old_path).getroot().findall("context")
    rank = {name: i for i, name in enumerate(preferred)}
    contexts.sort(key=lambda c: rank.get(c.findtext("name"), len(rank)))
    for context in contexts:
        for message in context.findall("message"):
            translation = message.find("translation")
            if is_finished(translation):
                old.setdefault(key(message), translation)

    # Edit the text, not a re-serialised tree, so the file keeps lupdate's exact layout.
    tree = ET.parse(new_path)
    with open(new_path, encoding="utf-8") as f:
        text = f.read()
    copied, missing = 0, []
    position = 0
    for context in tree.getroot().findall("context"):
        name = context.findtext("name")
        position = text.index("<name>%s</name>" % escape(name), position)
        for message in context.findall("message"):
            start = text.index("<message", position)
            end = text.index("</message>", start) + len("</message>")
            position = end
            translation = message.find("translation")
            if is_finished(translation):
                continue
            source = old.get(key(message))
            if source is None:
                missing.append("%s: %s" % (name, message.findtext("source")))
                continue
            block = text[start:end]
            t_start = block.index("<translation")
            t_end = block.find("</translation>")
            t_end = (
                block.index("/>", t_start) + 2 if t_end < 0 else t_end + len("</translation>")
            )
            indent = block[: t_start].rsplit("\n", 1)[1]
            replacement = render(source, indent)
            block = block[:t_start] + replacement + block[t_end:]
            text = text[:start] + block + text[end:]
            position = start + len(block)
            copied += 1
    with open(new_path, "w", encoding="utf-8") as f:
        f.write(text)
    print("%s: %d translation(s) copied, %d without one" % (new_path, copied, len(missing)))
    for m in missing:
        print("  untranslated: " + m)
    return 0


def escape(s):
    return (
        s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
        .replace("'", "&apos;")
    )


def escape_text(s):
    # lupdate escapes &, < and > in text, and writes quotes and apostrophes as entities too.
    return escape(s)


def render(translation, indent):
    forms = translation.findall("numerusform")
    if not forms:
        return "<translation>%s</translation>" % escape_text(translation.text)
    inner = "".join(
        "\n%s    <numerusform>%s</numerusform>" % (indent, escape_text(f.text)) for f in forms
    )
    return "<translation>%s\n%s</translation>" % (inner, indent)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
