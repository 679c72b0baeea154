<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CliText</name>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Levels of %n puzzle(s): %1</source>
        <translation>
            <numerusform>Levels of %n puzzle: %1</numerusform>
            <numerusform>Levels of %n puzzles: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interrupted: %1 of %n puzzle(s) finished</source>
        <translation>
            <numerusform>interrupted: %1 of %n puzzle finished</numerusform>
            <numerusform>interrupted: %1 of %n puzzles finished</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClimbPage</name>
    <message numerus="yes">
        <source>%1: %n puzzle(s), means per puzzle</source>
        <translation>
            <numerusform>%1: %n puzzle, means per puzzle</numerusform>
            <numerusform>%1: %n puzzles, means per puzzle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) of the file skipped (no valid puzzle)</source>
        <translation>
            <numerusform>%n entry of the file skipped (no valid puzzle)</numerusform>
            <numerusform>%n entries of the file skipped (no valid puzzle)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClimbWording</name>
    <message numerus="yes">
        <source>%Ln iteration(s)</source>
        <translation>
            <numerusform>%Ln iteration</numerusform>
            <numerusform>%Ln iterations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln restart(s)</source>
        <translation>
            <numerusform>%Ln restart</numerusform>
            <numerusform>%Ln restarts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareWorkspace</name>
    <message numerus="yes">
        <source>%n puzzle(s) skipped; the first: %1</source>
        <translation>
            <numerusform>%n puzzle skipped; the first: %1</numerusform>
            <numerusform>%n puzzles skipped; the first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running %n puzzle(s)…</source>
        <translation>
            <numerusform>Running %n puzzle…</numerusform>
            <numerusform>Running %n puzzles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n puzzle(s) finished.</source>
        <translation>
            <numerusform>Cancelled: %1 of %n puzzle finished.</numerusform>
            <numerusform>Cancelled: %1 of %n puzzles finished.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n puzzle(s) in %1 s.</source>
        <translation>
            <numerusform>Finished: %n puzzle in %1 s.</numerusform>
            <numerusform>Finished: %n puzzles in %1 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillWording</name>
    <message numerus="yes">
        <source>What you did of the %1 is right, but %n change(s) are still missing.</source>
        <translation>
            <numerusform>What you did of the %1 is right, but %n change is still missing.</numerusform>
            <numerusform>What you did of the %1 is right, but %n changes are still missing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: just learned (%n drill(s) so far); practise it while it is fresh.</source>
        <translation>
            <numerusform>%1: just learned (%n drill so far); practise it while it is fresh.</numerusform>
            <numerusform>%1: just learned (%n drills so far); practise it while it is fresh.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you needed help or missed it in %2 of your last %n drill(s).</source>
        <translation>
            <numerusform>%1: you needed help or missed it in %2 of your last %n drill.</numerusform>
            <numerusform>%1: you needed help or missed it in %2 of your last %n drills.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillWorkspace</name>
    <message numerus="yes">
        <source>You found %1 of %n drill(s) alone. Start another session, or look at your record (Practice ▸ Record).</source>
        <translation>
            <numerusform>You found %1 of %n drill alone. Start another session, or look at your record (Practice ▸ Record).</numerusform>
            <numerusform>You found %1 of %n drills alone. Start another session, or look at your record (Practice ▸ Record).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message numerus="yes">
        <source>row has %n cell(s), expected %1</source>
        <translation>
            <numerusform>row has %n cell, expected %1</numerusform>
            <numerusform>row has %n cells, expected %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>grid has %n row(s), expected %1</source>
        <translation>
            <numerusform>grid has %n row, expected %1</numerusform>
            <numerusform>grid has %n rows, expected %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>puzzle line has %n character(s), expected %1</source>
        <translation>
            <numerusform>puzzle line has %n character, expected %1</numerusform>
            <numerusform>puzzle line has %n characters, expected %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a grid %n cell(s) wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)</source>
        <translation>
            <numerusform>a grid %n cell wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)</numerusform>
            <numerusform>a grid %n cells wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message numerus="yes">
        <source>%1 (%Ln puzzle(s))</source>
        <translation>
            <numerusform>%1 (%Ln puzzle)</numerusform>
            <numerusform>%1 (%Ln puzzles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… and %n more problem.</numerusform>
            <numerusform>… and %n more problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you do not save it, you can still go back to it later: File ▸ Resume keeps the last %n unfinished game(s).</source>
        <translation>
            <numerusform>If you do not save it, you can still go back to it later: File ▸ Resume keeps the last unfinished game.</numerusform>
            <numerusform>If you do not save it, you can still go back to it later: File ▸ Resume keeps the last %n unfinished games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, puzzle %2: %n move(s), %3</source>
        <extracomment>File &gt; Resume: the puzzle, its moves and the time played.</extracomment>
        <translation>
            <numerusform>%1, puzzle %2: %n move, %3</numerusform>
            <numerusform>%1, puzzle %2: %n moves, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s), %2</source>
        <extracomment>File &gt; Resume: a puzzle with no number (generated, pasted), its moves and time.</extracomment>
        <translation>
            <numerusform>%1: %n move, %2</numerusform>
            <numerusform>%1: %n moves, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message numerus="yes">
        <source>No puzzle of this kind was found within %1 seconds (%Ln puzzle(s) judged). Such puzzles are rare at this size: try again, or choose another level or size.</source>
        <translation>
            <numerusform>No puzzle of this kind was found within %1 seconds (%Ln puzzle judged). Such puzzles are rare at this size: try again, or choose another level or size.</numerusform>
            <numerusform>No puzzle of this kind was found within %1 seconds (%Ln puzzles judged). Such puzzles are rare at this size: try again, or choose another level or size.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generating… %Ln puzzle(s) judged so far, %1 s</source>
        <translation>
            <numerusform>Generating… %Ln puzzle judged so far, %1 s</numerusform>
            <numerusform>Generating… %Ln puzzles judged so far, %1 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayWorkspace</name>
    <message numerus="yes">
        <source>%n digit(s) do not agree with the solution.</source>
        <translation>
            <numerusform>%n digit does not agree with the solution.</numerusform>
            <numerusform>%n digits do not agree with the solution.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message numerus="yes">
        <source>in %n solved game(s) with a hint,</source>
        <translation>
            <numerusform>in %n solved game with a hint,</numerusform>
            <numerusform>in %n solved games with a hint,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>found alone in %n.</source>
        <translation>
            <numerusform>found alone in %n.</numerusform>
            <numerusform>found alone in %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You needed a hint for %1 and for %n other technique(s) equally often, and %1 is the hardest of them: each</source>
        <translation>
            <numerusform>You needed a hint for %1 and for %n other technique equally often, and %1 is the hardest of them: each</numerusform>
            <numerusform>You needed a hint for %1 and for %n other techniques equally often, and %1 is the hardest of them: each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleInfo</name>
    <message numerus="yes">
        <source>%n cells selected: %1</source>
        <extracomment>The side panel: several cells are selected; %1 names them.</extracomment>
        <translation>
            <numerusform>%n cell selected: %1</numerusform>
            <numerusform>%n cells selected: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n given(s)&lt;br&gt;%3&lt;br&gt;%4</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n given&lt;br&gt;%3&lt;br&gt;%4</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n givens&lt;br&gt;%3&lt;br&gt;%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RacePane</name>
    <message numerus="yes">
        <source>FILTER, %n rule(s)</source>
        <translation>
            <numerusform>FILTER, %n rule</numerusform>
            <numerusform>FILTER, %n rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RaceWorkspace</name>
    <message numerus="yes">
        <source>%Ln event(s)/s</source>
        <translation>
            <numerusform>%Ln event/s</numerusform>
            <numerusform>%Ln events/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s)/s</source>
        <translation>
            <numerusform>%Ln decision/s</numerusform>
            <numerusform>%Ln decisions/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ms of CPU/s</source>
        <translation>
            <numerusform>%Ln ms of CPU/s</numerusform>
            <numerusform>%Ln ms of CPU/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunWording</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>a list of changes, cut short</comment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reduction is stuck with %n open cell(s): an inference follows</source>
        <translation>
            <numerusform>Reduction is stuck with %n open cell: an inference follows</numerusform>
            <numerusform>Reduction is stuck with %n open cells: an inference follows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved with %Ln assumption(s)</source>
        <translation>
            <numerusform>Solved with %Ln assumption</numerusform>
            <numerusform>Solved with %Ln assumptions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln step(s)</source>
        <translation>
            <numerusform>Solved in %Ln step</numerusform>
            <numerusform>Solved in %Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck after %Ln step(s): no rule applies any more</source>
        <translation>
            <numerusform>Stuck after %Ln step: no rule applies any more</numerusform>
            <numerusform>Stuck after %Ln steps: no rule applies any more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The limit was reached after %Ln step(s)</source>
        <translation>
            <numerusform>The limit was reached after %Ln step</numerusform>
            <numerusform>The limit was reached after %Ln steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchWording</name>
    <message numerus="yes">
        <source>fewest candidates (%n)</source>
        <translation>
            <numerusform>fewest candidates (%n)</numerusform>
            <numerusform>fewest candidates (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the highest Contribution Number (%1)</source>
        <translation>
            <numerusform>fewest candidates (%n), then the highest Contribution Number (%1)</numerusform>
            <numerusform>fewest candidates (%n), then the highest Contribution Number (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the most constraint-graph edges (%1)</source>
        <translation>
            <numerusform>fewest candidates (%n), then the most constraint-graph edges (%1)</numerusform>
            <numerusform>fewest candidates (%n), then the most constraint-graph edges (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the fewest constraint-graph edges (%1)</source>
        <translation>
            <numerusform>fewest candidates (%n), then the fewest constraint-graph edges (%1)</numerusform>
            <numerusform>fewest candidates (%n), then the fewest constraint-graph edges (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; chosen among %n tied cells</source>
        <translation>
            <numerusform>%1; chosen among %n tied cells</numerusform>
            <numerusform>%1; chosen among %n tied cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved after %Ln node(s)</source>
        <translation>
            <numerusform>Solved after %Ln node</numerusform>
            <numerusform>Solved after %Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Neutralized after %Ln node(s): the open cells formed a Neutralized Set and were filled</source>
        <translation>
            <numerusform>Neutralized after %Ln node: the open cells formed a Neutralized Set and were filled</numerusform>
            <numerusform>Neutralized after %Ln nodes: the open cells formed a Neutralized Set and were filled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No solution: the whole tree was searched (%Ln node(s))</source>
        <translation>
            <numerusform>No solution: the whole tree was searched (%Ln node)</numerusform>
            <numerusform>No solution: the whole tree was searched (%Ln nodes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Node limit reached after %Ln node(s)</source>
        <translation>
            <numerusform>Node limit reached after %Ln node</numerusform>
            <numerusform>Node limit reached after %Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln node(s)</source>
        <translation>
            <numerusform>Cancelled after %Ln node</numerusform>
            <numerusform>Cancelled after %Ln nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWording</name>
    <message numerus="yes">
        <source>%1 on %2, base %3, cover %4 (fin(s) %5): %6</source>
        <comment>Finned Franken Fish on 5, base row A and box 4, cover columns 1 and 3 (fin B2): removes</comment>
        <translation>
            <numerusform>%1 on %2, base %3, cover %4 (fin %5): %6</numerusform>
            <numerusform>%1 on %2, base %3, cover %4 (fins %5): %6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 in %3 (fin(s) %4): %5</source>
        <comment>Kraken Fish on 6 in rows B, C and H (fins C8, H2): chains =&gt; result</comment>
        <translation>
            <numerusform>%1 on %2 in %3 (fin %4): %5</numerusform>
            <numerusform>%1 on %2 in %3 (fins %4): %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: assuming %2 forces %n single(s) and then a contradiction (%3): %4</source>
        <translation>
            <numerusform>%1: assuming %2 forces %n single and then a contradiction (%3): %4</numerusform>
            <numerusform>%1: assuming %2 forces %n singles and then a contradiction (%3): %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (r = %n) in %2: %3 hold(s) only %4: %5</source>
        <translation>
            <numerusform>%1 (r = %n) in %2: %3 holds only %4: %5</numerusform>
            <numerusform>%1 (r = %n) in %2: %3 hold only %4: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 in %3 (fin(s) %4): %5</source>
        <comment>Finned X-Wing on 5 in rows B and H (fin H8): removes</comment>
        <translation>
            <numerusform>%1 on %2 in %3 (fin %4): %5</numerusform>
            <numerusform>%1 on %2 in %3 (fins %4): %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %1, the digit %2 can only go in %3, apart from the fin(s) %4 in %5. If no fin is %2, the lines form a plain fish and %2 goes from the rest of %3; if a fin is %2, it sees every other cell of %5. Either way %2 can be removed from the cells of %3 inside %5: %6.</source>
        <translation>
            <numerusform>In %1, the digit %2 can only go in %3, apart from the fin %4 in %5. If the fin is not %2, the lines form a plain fish and %2 goes from the rest of %3; if the fin is %2, it sees every other cell of %5. Either way %2 can be removed from the cells of %3 inside %5: %6.</numerusform>
            <numerusform>In %1, the digit %2 can only go in %3, apart from the fins %4 in %5. If no fin is %2, the lines form a plain fish and %2 goes from the rest of %3; if a fin is %2, it sees every other cell of %5. Either way %2 can be removed from the cells of %3 inside %5: %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the base sets %1 must hold the digit %2 once, and no two of them share a candidate. All their candidates of %2 lie in the cover sets %3, and a cover set holds %2 at most once: so the %n digit(s) of the base sets fill the cover sets, one in each.</source>
        <translation>
            <numerusform>Each of the base sets %1 must hold the digit %2 once, and no two of them share a candidate. All their candidates of %2 lie in the cover sets %3, and a cover set holds %2 at most once: so the %n digit of the base sets fill the cover sets, one in each.</numerusform>
            <numerusform>Each of the base sets %1 must hold the digit %2 once, and no two of them share a candidate. All their candidates of %2 lie in the cover sets %3, and a cover set holds %2 at most once: so the %n digits of the base sets fill the cover sets, one in each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the base sets %1 must hold the digit %2 once. Apart from the fins %3 (candidates outside the cover sets, or in two base sets at once), their candidates of %2 lie in the cover sets %4, and a cover set holds %2 at most once: so unless a fin is %2, the %n digit(s) of the base sets fill the cover sets, one in each.</source>
        <translation>
            <numerusform>Each of the base sets %1 must hold the digit %2 once. Apart from the fins %3 (candidates outside the cover sets, or in two base sets at once), their candidates of %2 lie in the cover sets %4, and a cover set holds %2 at most once: so unless a fin is %2, the %n digit of the base sets fill the cover sets, one in each.</numerusform>
            <numerusform>Each of the base sets %1 must hold the digit %2 once. Apart from the fins %3 (candidates outside the cover sets, or in two base sets at once), their candidates of %2 lie in the cover sets %4, and a cover set holds %2 at most once: so unless a fin is %2, the %n digits of the base sets fill the cover sets, one in each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, each of %4 at most one in each such column, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, %4 in each of those columns, and they leave the rest of those rows and columns: %5.</source>
        <translation>
            <numerusform>The %n cell where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, each of %4 at most one in each such column, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, %4 in each of those columns, and they leave the rest of those rows and columns: %5.</numerusform>
            <numerusform>The %n cells where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, each of %4 at most one in each such column, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, %4 in each of those columns, and they leave the rest of those rows and columns: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, and they leave the rest of those rows: %4.</source>
        <translation>
            <numerusform>The %n cell where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, and they leave the rest of those rows: %4.</numerusform>
            <numerusform>The %n cells where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, and they leave the rest of those rows: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each column where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those columns, and they leave the rest of those columns: %4.</source>
        <translation>
            <numerusform>The %n cell where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each column where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those columns, and they leave the rest of those columns: %4.</numerusform>
            <numerusform>The %n cells where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each column where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those columns, and they leave the rest of those columns: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 where %2 cross %3 (%n cell(s)): %4</source>
        <comment>Multi-Sector Locked Set where rows A and B cross columns 2 and 5 (4 cells): removes</comment>
        <translation>
            <numerusform>%1 where %2 cross %3 (%n cell): %4</numerusform>
            <numerusform>%1 where %2 cross %3 (%n cells): %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message numerus="yes">
        <source>%Ln event(s)/s</source>
        <translation>
            <numerusform>%Ln event/s</numerusform>
            <numerusform>%Ln events/s</numerusform>
        </translation>
    </message>
</context>
</TS>
