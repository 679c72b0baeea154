#!/usr/bin/env python3
"""Checks `sudoku-cli explain --json` with nothing of the program but its output.

    check_explain_json.py CLI PUZZLES [SOLUTIONS]

Runs `CLI explain PUZZLES --json` and checks that every line is a JSON object (JSON Lines), one
per puzzle of PUZZLES (one puzzle per line) in order, with its index and givens; and that
applying each step's placements and eliminations in order to the givens' candidates reaches the
solution: every placement is the solution's digit in an open cell that still has it, every
elimination removes a candidate that is there and is not the solution's digit, every step changes
something, and the end is the whole solution. The chains' nodes, links and results are checked
the same way. The solutions come from SOLUTIONS (one per line) or, for 9x9 puzzles, from a small
solver here. Then `--json --summary` must give the same puzzles without their steps.
"""
import json
import subprocess
import sys

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQ"
TECHNIQUE_LEVELS = {"easy", "medium", "hard", "expert", "extreme"}


def fail(message):
    sys.exit("check_explain_json: " + message)


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [t.split()[0] for t in (line.strip() for line in f) if t and not t.startswith("#")]


def decode(text):
    return [0 if ch in ".0" else SYMBOLS.index(ch) + 1 for ch in text]


class Geometry:
    def __init__(self, side):
        self.side = side
        self.box_rows = {4: 2, 6: 2, 8: 2, 9: 3, 10: 2, 12: 3, 15: 3, 16: 4, 20: 4, 25: 5}[side]
        self.box_cols = side // self.box_rows
        self.cells = side * side
        units = []
        units += [[r * side + c for c in range(side)] for r in range(side)]
        units += [[r * side + c for r in range(side)] for c in range(side)]
        for b in range(side):
            r0 = (b // (side // self.box_cols)) * self.box_rows
            c0 = (b % (side // self.box_cols)) * self.box_cols
            units.append([(r0 + r) * side + c0 + c
                          for r in range(self.box_rows) for c in range(self.box_cols)])
        self.units = units
        self.peers = [set() for _ in range(self.cells)]
        for unit in units:
            for cell in unit:
                self.peers[cell].update(x for x in unit if x != cell)


def solve(values, g):
    """The solution of a puzzle with one: constraint propagation (a cell's last candidate, a
    digit's last place in a unit) and depth-first search on the cell with the fewest candidates
    (Norvig's way)."""
    full = set(range(1, g.side + 1))
    cell_units = [[u for u in g.units if cell in u] for cell in range(g.cells)]

    def assign(cands, cell, digit):
        return all(eliminate(cands, cell, d) for d in cands[cell] - {digit})

    def eliminate(cands, cell, digit):
        if digit not in cands[cell]:
            return True
        cands[cell] = cands[cell] - {digit}
        if not cands[cell]:
            return False
        if len(cands[cell]) == 1:
            (last,) = cands[cell]
            if not all(eliminate(cands, p, last) for p in g.peers[cell]):
                return False
        for unit in cell_units[cell]:
            places = [c for c in unit if digit in cands[c]]
            if not places:
                return False
            if len(places) == 1 and not assign(cands, places[0], digit):
                return False
        return True

    def search(cands):
        if cands is None:
            return None
        open_cells = [c for c in range(g.cells) if len(cands[c]) > 1]
        if not open_cells:
            return cands
        cell = min(open_cells, key=lambda c: len(cands[c]))
        for digit in sorted(cands[cell]):
            trial = list(cands)
            found = search(trial if assign(trial, cell, digit) else None)
            if found:
                return found
        return None

    cands = [set(full) for _ in range(g.cells)]
    for cell, digit in enumerate(values):
        if digit and not assign(cands, cell, digit):
            fail("a puzzle has contradictory givens")
    solved = search(cands)
    if not solved:
        fail("a puzzle has no solution")
    return [next(iter(c)) for c in solved]


def check_cell_digits(items, g, where):
    if not isinstance(items, list):
        fail(f"{where}: not a list")
    for item in items:
        if not (0 <= item["cell"] < g.cells and 1 <= item["digit"] <= g.side):
            fail(f"{where}: {item} is no cell and digit of a {g.side}x{g.side} grid")


def check_chain(chain, g, solution, where):
    nodes, links = chain["nodes"], chain["links"]
    if not nodes or len(links) != len(nodes) - 1:
        fail(f"{where}: {len(nodes)} nodes and {len(links)} links")
    for node in nodes:
        if not node["cells"] or any(not 0 <= c < g.cells for c in node["cells"]):
            fail(f"{where}: node {node} has no cells or a cell off the grid")
        if not 1 <= node["digit"] <= g.side:
            fail(f"{where}: node {node} has no digit")
        if any(not 1 <= d <= g.side for d in node.get("als", [])):
            fail(f"{where}: node {node} has a bad ALS digit")
    if any(link not in ("strong", "weak") for link in links):
        fail(f"{where}: links {links}")
    check_cell_digits(chain["placements"], g, where)
    check_cell_digits(chain["eliminations"], g, where)
    for e in chain["eliminations"]:
        if solution[e["cell"]] == e["digit"]:
            fail(f"{where}: the chain eliminates the solution's {e}")
    for p in chain["placements"]:
        if solution[p["cell"]] != p["digit"]:
            fail(f"{where}: the chain places {p}, not the solution's digit")


def check_puzzle(record, number, givens_text, solution, steps_expected):
    where = f"puzzle {number}"
    if record.get("puzzle") != number:
        fail(f"{where}: the line says puzzle {record.get('puzzle')}")
    givens = decode(givens_text)
    side = int(round(len(givens) ** 0.5))
    g = Geometry(side)
    if record.get("size") != side or decode(record.get("givens", "")) != givens:
        fail(f"{where}: size {record.get('size')} and givens {record.get('givens')} are not the input's")
    if "error" in record:
        fail(f"{where}: refused: {record['error']}")
    if record.get("solved") is not True:
        fail(f"{where}: not solved")
    if not isinstance(record.get("score"), int) or record.get("level") not in TECHNIQUE_LEVELS:
        fail(f"{where}: score {record.get('score')}, level {record.get('level')}")
    if not steps_expected:
        if "steps" in record:
            fail(f"{where}: --summary has steps")
        return 0
    steps = record["steps"]
    if record.get("step_count") != len(steps):
        fail(f"{where}: step_count {record.get('step_count')} but {len(steps)} steps")

    values = list(givens)
    full = set(range(1, side + 1))
    cands = [set() if values[c] else full - {values[p] for p in g.peers[c]}
             for c in range(g.cells)]
    for k, step in enumerate(steps, 1):
        at = f"{where}, step {k} ({step.get('technique')})"
        if not isinstance(step.get("technique"), str) or not step["technique"]:
            fail(f"{at}: no technique")
        if any(not 0 <= c < g.cells for c in step["cells"]):
            fail(f"{at}: a cell off the grid")
        if any(not 1 <= d <= side for d in step["digits"]):
            fail(f"{at}: a digit off the grid")
        for unit in step["units"]:
            if unit["kind"] not in ("row", "column", "box") or not 0 <= unit["index"] < side:
                fail(f"{at}: unit {unit}")
        check_cell_digits(step["placements"], g, at)
        check_cell_digits(step["eliminations"], g, at)
        check_cell_digits(step["pattern"], g, at)
        if not step["placements"] and not step["eliminations"]:
            fail(f"{at}: changes nothing")
        for n, chain in enumerate(step["chains"], 1):
            check_chain(chain, g, solution, f"{at}, chain {n}")
        forcing = step["technique"] in ("forcing-chain", "forcing-net")
        if forcing != ("forcing" in step) or (
                forcing and step["forcing"] not in ("contradiction", "digit", "cell", "unit")):
            fail(f"{at}: forcing {step.get('forcing')}")
        if forcing and not step["chains"]:
            fail(f"{at}: a forcing step without its chains")
        # As the tutor applies a step: its placements, then its eliminations.
        for p in step["placements"]:
            cell, digit = p["cell"], p["digit"]
            if values[cell] or digit not in cands[cell]:
                fail(f"{at}: places {digit} in cell {cell}, which is not open for it")
            if solution[cell] != digit:
                fail(f"{at}: places {digit} in cell {cell}, the solution has {solution[cell]}")
            values[cell] = digit
            cands[cell] = set()
            for peer in g.peers[cell]:
                cands[peer].discard(digit)
        for e in step["eliminations"]:
            cell, digit = e["cell"], e["digit"]
            if digit not in cands[cell]:
                fail(f"{at}: eliminates {digit} from cell {cell}, which does not have it")
            if solution[cell] == digit:
                fail(f"{at}: eliminates the solution's {digit} from cell {cell}")
            cands[cell].discard(digit)
    if values != solution:
        fail(f"{where}: the steps end in {values}, not the solution")
    return len(steps)


def run(cli, puzzles, *options):
    done = subprocess.run([cli, "explain", puzzles, "--json", *options], capture_output=True,
                          text=True, encoding="utf-8", check=False)
    if done.returncode != 0:
        fail(f"exit status {done.returncode}: {done.stderr}")
    records = []
    for n, line in enumerate(done.stdout.splitlines(), 1):
        try:
            record = json.loads(line)
        except json.JSONDecodeError as e:
            fail(f"line {n} is no JSON: {e}: {line[:200]}")
        if not isinstance(record, dict):
            fail(f"line {n} is no JSON object")
        records.append(record)
    return records


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    cli, puzzles = sys.argv[1], sys.argv[2]
    givens = read_lines(puzzles)
    if len(sys.argv) == 4:
        solutions = [decode(s) for s in read_lines(sys.argv[3])]
    else:
        solutions = [solve(decode(p), Geometry(9)) for p in givens]
    if len(solutions) != len(givens):
        fail(f"{len(givens)} puzzles but {len(solutions)} solutions")
    for options, with_steps in (((), True), (("--summary",), False)):
        records = run(cli, puzzles, *options)
        if len(records) != len(givens):
            fail(f"{len(records)} lines for {len(givens)} puzzles")
        steps = sum(check_puzzle(r, n, p, s, with_steps)
                    for n, (r, p, s) in enumerate(zip(records, givens, solutions), 1))
        if with_steps:
            print(f"{len(records)} puzzles, {steps} steps: every step sound, every path solved")


if __name__ == "__main__":
    main()
