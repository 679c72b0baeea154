<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AppearanceActions</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Letter and number (A1)</source>
        <translation>Buchstabe und Zahl (A1)</translation>
    </message>
    <message>
        <source>Row and column (r1c1)</source>
        <translation>Zeile und Spalte (r1c1)</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Welcome back: your game is restored.</source>
        <translation>Willkommen zurück: Ihr Spiel ist wiederhergestellt.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Your saved game could not be restored</source>
        <translation>Ihr gespeichertes Spiel konnte nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>The game you were playing could not be read back, so a new puzzle was opened.</source>
        <translation>Das Spiel, das Sie gespielt haben, konnte nicht wieder eingelesen werden; deshalb wurde ein neues Rätsel geöffnet.</translation>
    </message>
    <message>
        <source>Reason: %1

Nothing was deleted: the file was kept as
%2</source>
        <translation>Grund: %1

Nichts wurde gelöscht: Die Datei wurde aufbewahrt als
%2</translation>
    </message>
    <message>
        <source>It could not be moved aside, so automatic saving is off until the next start.</source>
        <translation>Sie konnte nicht beiseitegelegt werden; deshalb ist das automatische Speichern bis zum nächsten Start ausgeschaltet.</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>The saved game could not be restored; it was kept as %1.</source>
        <translation>Das gespeicherte Spiel konnte nicht wiederhergestellt werden; es wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>Das Spiel wird wieder automatisch gespeichert.</translation>
    </message>
</context>
<context>
    <name>BatchResultModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Recursions</source>
        <translation>Rekursionen</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Max depth</source>
        <translation>Max. Tiefe</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
</context>
<context>
    <name>ChainStepBar</name>
    <message>
        <source>The chain&apos;s first link (Home)</source>
        <translation>Die erste Verbindung der Kette (Pos1)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>The link before (←)</source>
        <translation>Die Verbindung davor (←)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>The next link (→)</source>
        <translation>Die nächste Verbindung (→)</translation>
    </message>
    <message>
        <source>Whole chain</source>
        <translation>Ganze Kette</translation>
    </message>
    <message>
        <source>The whole picture and the chain in Eureka notation (End)</source>
        <translation>Das ganze Bild und die Kette in Eureka-Notation (Ende)</translation>
    </message>
    <message>
        <source>Chain stepper</source>
        <translation>Kette Schritt für Schritt</translation>
    </message>
    <message>
        <source>Left and right arrow keys move along the chain, one link at a time</source>
        <translation>Die Pfeiltasten links und rechts gehen die Kette Verbindung für Verbindung entlang</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>On the board: blue candidates are true so far, orange ones ruled out; the current link is drawn wide in green.</source>
        <translation>Auf dem Brett: blaue Kandidaten sind bisher wahr, orange ausgeschlossen; die aktuelle Verbindung ist breit und grün gezeichnet.</translation>
    </message>
    <message>
        <source>Colours of the chain</source>
        <translation>Farben der Kette</translation>
    </message>
    <message>
        <source>the current link</source>
        <translation>die aktuelle Verbindung</translation>
    </message>
    <message>
        <source>candidate true so far</source>
        <translation>Kandidat, bisher wahr</translation>
    </message>
    <message>
        <source>candidate ruled out so far</source>
        <translation>Kandidat, bisher ausgeschlossen</translation>
    </message>
    <message>
        <source>strong link: at least one end is true</source>
        <translation>starke Verbindung: mindestens ein Ende ist wahr</translation>
    </message>
    <message>
        <source>weak link: at most one end is true</source>
        <translation>schwache Verbindung: höchstens ein Ende ist wahr</translation>
    </message>
</context>
<context>
    <name>ChainWording</name>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ist nicht %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <translation>%1 steht in einem von %2</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <translation>%1 steht in keinem von %2</translation>
    </message>
    <message>
        <source>a cell holds only one digit</source>
        <translation>ein Feld enthält nur eine Ziffer</translation>
    </message>
    <message>
        <source>the only other candidate in %1</source>
        <translation>der einzige andere Kandidat in %1</translation>
    </message>
    <message>
        <source>the last candidate left in %1 (%2 already out)</source>
        <translation>der letzte verbliebene Kandidat in %1 (%2 schon ausgeschlossen)</translation>
    </message>
    <message>
        <source>both are in %1</source>
        <translation>beide liegen in %1</translation>
    </message>
    <message>
        <source>the only other place for %1 in %2</source>
        <translation>der einzige andere Platz für %1 in %2</translation>
    </message>
    <message>
        <source>the last place left for %1 in %2 (%3 already out)</source>
        <translation>der letzte verbliebene Platz für %1 in %2 (%3 schon ausgeschlossen)</translation>
    </message>
    <message>
        <source>one of the two must be true</source>
        <translation>einer der beiden muss wahr sein</translation>
    </message>
    <message>
        <source>the two cannot both be true</source>
        <translation>die beiden können nicht beide wahr sein</translation>
    </message>
    <message>
        <source>%1 would have to be %2 and not be %2</source>
        <translation>%1 müsste %2 sein und zugleich nicht %2 sein</translation>
    </message>
    <message>
        <source>%1 would have no candidate left</source>
        <translation>%1 bliebe ohne Kandidaten</translation>
    </message>
    <message>
        <source>%1 would have no place left in %2</source>
        <translation>%1 hätte in %2 keinen Platz mehr</translation>
    </message>
    <message>
        <source>the chains above cannot all hold</source>
        <translation>die Ketten oben können nicht alle gelten</translation>
    </message>
    <message>
        <source>If %1, then %2: %3.</source>
        <translation>Angenommen, %1. Dann folgt: %2 – %3.</translation>
    </message>
    <message>
        <source>%1 (found above), so %2: %3.</source>
        <translation>%1 (oben gefunden). Daraus folgt: %2 – %3.</translation>
    </message>
    <message>
        <source>%1, so %2: %3.</source>
        <translation>%1. Daraus folgt: %2 – %3.</translation>
    </message>
    <message>
        <source>Inside this branch, suppose also that %1. This will end in a contradiction.</source>
        <translation>Innerhalb dieses Zweigs nehmen wir zusätzlich an: %1. Das wird in einem Widerspruch enden.</translation>
    </message>
    <message>
        <source>Suppose %1, and follow what it forces. It will end in a contradiction.</source>
        <translation>Angenommen, %1. Folgen Sie dem, was daraus folgt: Es endet in einem Widerspruch.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: suppose %3.</source>
        <translation>Zweig %1 von %2: Angenommen, %3.</translation>
    </message>
    <message>
        <source>Contradiction: %1. So, in this branch, %2.</source>
        <translation>Widerspruch: %1. Also gilt in diesem Zweig: %2.</translation>
    </message>
    <message>
        <source>Contradiction: %1. So the assumption is false: %2.</source>
        <translation>Widerspruch: %1. Die Annahme ist also falsch: %2.</translation>
    </message>
    <message>
        <source>Branch %1 ends here: if %2, then %3.</source>
        <translation>Zweig %1 endet hier: Aus „%2“ folgt „%3“.</translation>
    </message>
    <message>
        <source>The whole chain (%1 of %2)</source>
        <translation>Die ganze Kette (%1 von %2)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · branch %3 of %4</source>
        <translation>Schritt %1 von %2 · Zweig %3 von %4</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>%1 form an almost locked set (digits %2): without %3 its cells must hold %4</source>
        <translation>%1 bilden eine fast gesperrte Menge (Ziffern %2): ohne %3 müssen ihre Felder %4 enthalten</translation>
    </message>
    <message>
        <source>%1 cannot hold both %2 and %3</source>
        <translation>%1 kann nicht zugleich %2 und %3 enthalten</translation>
    </message>
    <message>
        <source>Fin %1 of %2: suppose %3. (If no fin is true, the fish itself removes the digit.)</source>
        <translation>Flosse %1 von %2: Angenommen, %3. (Ist keine Flosse wahr, entfernt der Fisch selbst die Ziffer.)</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>%1: %2 unique, %3 multiple, %4 none, %5 invalid; %6 s (reading %7 s, solving %8 s on %9)</source>
        <translation>%1: %2 eindeutig, %3 mehrdeutig, %4 ohne Lösung, %5 ungültig; %6 s (Lesen %7 s, Lösen %8 s auf %9)</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n Rätsel</numerusform>
            <numerusform>%n Rätsel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>the givens %1 and %2 both hold %3</source>
        <translation>die Vorgaben %1 und %2 enthalten beide %3</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>more than one solution (the techniques assume exactly one)</source>
        <translation>mehr als eine Lösung (die Techniken setzen genau eine voraus)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file, and not a puzzle either:</source>
        <translation>„%1“ ist weder eine Datei noch ein Rätsel:</translation>
    </message>
    <message>
        <source>no puzzle in &apos;%1&apos;</source>
        <translation>kein Rätsel in „%1“</translation>
    </message>
    <message>
        <source>puzzle %1</source>
        <translation>Rätsel %1</translation>
    </message>
    <message>
        <source>%1 (line %2): %3</source>
        <translation>%1 (Zeile %2): %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, score %3, %4 (hardest: %5)</source>
        <translation>%1: %2, Punktzahl %3, %4 (schwerster Schritt: %5)</translation>
    </message>
    <message>
        <source>%1: %2, score %3, %4 (hardest: %5), not solved</source>
        <translation>%1: %2, Punktzahl %3, %4 (schwerster Schritt: %5), nicht gelöst</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Stuck: no technique applies.</source>
        <translation>Festgefahren: keine Technik greift.</translation>
    </message>
    <message>
        <source>Score: %1 (%2), %3, hardest: %4</source>
        <translation>Punktzahl: %1 (%2), %3, schwerster Schritt: %4</translation>
    </message>
    <message>
        <source>%1 %2 (%3%)</source>
        <comment>level count (percent)</comment>
        <translation>%1 %2 (%3 %)</translation>
    </message>
    <message numerus="yes">
        <source>Levels of %n puzzle(s): %1</source>
        <translation>
            <numerusform>Stufen von %n Rätsel: %1</numerusform>
            <numerusform>Stufen von %n Rätseln: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>one line per puzzle: index, clues, unique/multiple/none/invalid, message</source>
        <translation>eine Zeile je Rätsel: Index, Vorgaben, unique/multiple/none/invalid, Meldung</translation>
    </message>
    <message>
        <source>difficulty measures per puzzle (entropy, NtN, FILTER highest rule,
r-Reduction, inferences, score, level, micros), then a summary</source>
        <translation>Schwierigkeitsmaße je Rätsel (Entropie, NtN, höchste FILTER-Regel,
r-Reduktion, Inferenzen, Punktzahl, Stufe, Mikrosekunden), dann eine Zusammenfassung</translation>
    </message>
    <message>
        <source>the solution path, one step per line in words, then the human score and level;
--summary: one line per puzzle and the level distribution</source>
        <translation>der Lösungsweg, ein Schritt je Zeile in Worten, dann Punktzahl und Stufe;
--summary: eine Zeile je Rätsel und die Verteilung der Stufen</translation>
    </message>
    <message>
        <source>runs search strategies (lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2)
on every puzzle: mean/max recursions and backtracks, or one CSV row per run</source>
        <translation>führt Suchstrategien (lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2)
auf jedem Rätsel aus: Mittel und Maximum der Rekursionen und Rücksprünge, oder eine CSV-Zeile je Lauf</translation>
    </message>
    <message>
        <source>Jones-Roach-Perkins hill climbing: per puzzle index, clues, solved, iterations,
restarts, micros, init_f1, init_clashes; then summaries by clue count and file</source>
        <translation>Bergsteigersuche nach Jones, Roach und Perkins: je Rätsel Index, Vorgaben, gelöst, Iterationen,
Neustarts, Mikrosekunden, init_f1, init_clashes; dann Zusammenfassungen nach Vorgabenzahl und Datei</translation>
    </message>
    <message>
        <source>new puzzles on target, one per line (with --csv their measures); what the
candidates came out as on stderr</source>
        <translation>neue Rätsel nach Vorgabe, eines pro Zeile (mit --csv ihre Kennzahlen); was die
Kandidaten ergaben, auf stderr</translation>
    </message>
    <message>
        <source>usage: sudoku-cli COMMAND [OPTIONS] ... [--lang en|de|ja]</source>
        <translation>Aufruf: sudoku-cli BEFEHL [OPTIONEN] ... [--lang en|de|ja]</translation>
    </message>
    <message>
        <source>commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>The language follows LC_ALL, LC_MESSAGES or LANG; --lang overrides it. Figures and CSV are the same in every language.</source>
        <translation>Die Sprache folgt LC_ALL, LC_MESSAGES oder LANG; --lang hat Vorrang. Zahlen und CSV sind in jeder Sprache gleich.</translation>
    </message>
    <message>
        <source>--lang needs a language: en, de or ja</source>
        <translation>--lang braucht eine Sprache: en, de oder ja</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of this program (en, de, ja)</source>
        <translation>--lang: „%1“ ist keine Sprache dieses Programms (en, de, ja)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
    <message>
        <source>Mean score: %1</source>
        <translation>Mittlere Punktzahl: %1</translation>
    </message>
    <message numerus="yes">
        <source>interrupted: %1 of %n puzzle(s) finished</source>
        <translation>
            <numerusform>abgebrochen: %1 von %n Rätsel fertig</numerusform>
            <numerusform>abgebrochen: %1 von %n Rätseln fertig</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV with the header index,clues,status,message; the summary goes to stderr</source>
        <translation>CSV mit der Kopfzeile index,clues,status,message; die Zusammenfassung geht nach stderr</translation>
    </message>
    <message>
        <source>whether each puzzle has one solution</source>
        <translation>ob jedes Rätsel genau eine Lösung hat</translation>
    </message>
    <message>
        <source>best-first: expand the best state of a queue of unexplored states; steepest: move to the best successor, walk plateaus sideways</source>
        <translation>best-first: den besten Zustand einer Warteschlange unerforschter Zustände erweitern; steepest: zum besten Nachfolger gehen, Plateaus seitwärts ablaufen</translation>
    </message>
    <message>
        <source>each puzzle&apos;s seed comes from it and the puzzle&apos;s index</source>
        <translation>der Startwert jedes Rätsels entsteht aus ihm und dem Index des Rätsels</translation>
    </message>
    <message>
        <source>how the boxes are filled at the start</source>
        <translation>wie die Blöcke zu Beginn gefüllt werden</translation>
    </message>
    <message>
        <source>best-first: the most states queued (the lowest are dropped); at least 1</source>
        <translation>best-first: die meisten Zustände in der Warteschlange (die niedrigsten fallen weg); mindestens 1</translation>
    </message>
    <message>
        <source>iterations per puzzle before giving up</source>
        <translation>Iterationen je Rätsel, bevor aufgegeben wird</translation>
    </message>
    <message>
        <source>restarts per puzzle before giving up</source>
        <translation>Neustarts je Rätsel, bevor aufgegeben wird</translation>
    </message>
    <message>
        <source>sideways moves on a plateau before a restart; at least 1</source>
        <translation>Seitwärtszüge auf einem Plateau vor einem Neustart; mindestens 1</translation>
    </message>
    <message>
        <source>the weight of f1 (the distinct symbols in rows and columns) in f</source>
        <translation>das Gewicht von f1 (die verschiedenen Symbole in Zeilen und Spalten) in f</translation>
    </message>
    <message>
        <source>the weight of f2 (the clashes with the givens) in f</source>
        <translation>das Gewicht von f2 (die Kollisionen mit den Vorgaben) in f</translation>
    </message>
    <message>
        <source>climb only the first K puzzles of each file</source>
        <translation>nur die ersten K Rätsel jeder Datei besteigen</translation>
    </message>
    <message>
        <source>restarts redo the greedy placement in ascending order, not a shuffled one</source>
        <translation>Neustarts wiederholen die gierige Belegung in aufsteigender Reihenfolge statt in gemischter</translation>
    </message>
    <message>
        <source>write a CSV of every climb: f, f1, f2, swaps, restarts, the best so far, jumps and the queue</source>
        <translation>eine CSV-Datei jedes Aufstiegs schreiben: f, f1, f2, Tausche, Neustarts, das bisher Beste, Sprünge und die Warteschlange</translation>
    </message>
    <message>
        <source>the trace&apos;s sampled points per puzzle (plus every start, restart and finish); at least 2</source>
        <translation>die Stichprobenpunkte der Spur je Rätsel (dazu jeder Start, Neustart und jedes Ende); mindestens 2</translation>
    </message>
    <message>
        <source>CSV, with the sideways and downhill moves and the jumps; the summaries as &apos;#&apos; lines</source>
        <translation>CSV, mit den Seitwärts- und Abwärtszügen und den Sprüngen; die Zusammenfassungen als &apos;#&apos;-Zeilen</translation>
    </message>
    <message>
        <source>Jones-Roach-Perkins hill climbing on every puzzle</source>
        <translation>Bergsteigersuche nach Jones, Roach und Perkins auf jedem Rätsel</translation>
    </message>
    <message>
        <source>worker threads; without it, every hardware thread works</source>
        <translation>Arbeits-Threads; ohne die Option arbeiten alle Hardware-Threads</translation>
    </message>
    <message>
        <source>the search strategies, separated by commas: lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2; a suffix /ascending, /gmax or /ep sets the value order (e.g. mrv/gmax)</source>
        <translation>die Suchstrategien, durch Kommas getrennt: lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2; ein Zusatz /ascending, /gmax oder /ep legt die Wertreihenfolge fest (z. B. mrv/gmax)</translation>
    </message>
    <message>
        <source>what each assignment propagates: nothing, forward checking, naked and hidden singles, Carmel&apos;s strategies (--carmel) or San Segundo&apos;s FILTER</source>
        <translation>was jede Zuweisung fortpflanzt: nichts, Vorwärtsprüfung, nackte und versteckte Einer, Carmels Strategien (--carmel) oder San Segundos FILTER</translation>
    </message>
    <message>
        <source>solve, or stop as soon as the open squares form a Neutralized Set</source>
        <translation>lösen, oder anhalten, sobald die offenen Felder eine neutralisierte Menge bilden</translation>
    </message>
    <message>
        <source>the seed of mrv-random&apos;s tie break</source>
        <translation>der Startwert für mrv-randoms Entscheidung bei Gleichstand</translation>
    </message>
    <message>
        <source>give up a puzzle after that many recursions; without it, no limit</source>
        <translation>ein Rätsel nach so vielen Rekursionen aufgeben; ohne die Option keine Grenze</translation>
    </message>
    <message>
        <source>Carmel&apos;s strategies for --propagation carmel: candidate reduction (I), uniqueness (II), hidden pairs (III), naked pairs (IV), or none</source>
        <translation>Carmels Strategien für --propagation carmel: Kandidatenreduktion (I), Eindeutigkeit (II), versteckte Paare (III), nackte Paare (IV), oder none</translation>
    </message>
    <message>
        <source>one CSV row per puzzle and strategy instead of the table</source>
        <translation>eine CSV-Zeile je Rätsel und Strategie statt der Tabelle</translation>
    </message>
    <message>
        <source>search strategies side by side: recursions and backtracks</source>
        <translation>Suchstrategien im Vergleich: Rekursionen und Rücksprünge</translation>
    </message>
    <message>
        <source>cell names: A1 (letter) or r1c1</source>
        <translation>Feldnamen: A1 (letter) oder r1c1</translation>
    </message>
    <message>
        <source>one line per puzzle, then the level distribution and the mean score</source>
        <translation>eine Zeile je Rätsel, dann die Verteilung der Stufen und die mittlere Punktzahl</translation>
    </message>
    <message>
        <source>one line of JSON per puzzle (JSON Lines): its givens, score, level and every step as data (technique, cells, digits, units, placements, eliminations, chains); with --summary without the steps</source>
        <translation>eine JSON-Zeile je Rätsel (JSON Lines): seine Vorgaben, Punktzahl, Stufe und jeder Schritt als Daten (Technik, Felder, Ziffern, Einheiten, Setzungen, Streichungen, Ketten); mit --summary ohne die Schritte</translation>
    </message>
    <message>
        <source>the solution path in words (or as JSON), score and level</source>
        <translation>der Lösungsweg in Worten (oder als JSON), Punktzahl und Stufe</translation>
    </message>
    <message>
        <source>the grid&apos;s side: 4, 6, 8, 9, 10, 12, 15, 16, 20 or 25</source>
        <translation>die Seitenlänge des Gitters: 4, 6, 8, 9, 10, 12, 15, 16, 20 oder 25</translation>
    </message>
    <message>
        <source>how many puzzles</source>
        <translation>wie viele Rätsel</translation>
    </message>
    <message>
        <source>puzzle i comes from a seed made of it and i, whatever the threads; not negative</source>
        <translation>Rätsel i entsteht aus einem Startwert aus ihm und i, gleich wie viele Threads; nicht negativ</translation>
    </message>
    <message>
        <source>the human score&apos;s level: easy, medium, hard, expert or extreme</source>
        <translation>die Stufe der menschlichen Wertung: easy, medium, hard, expert oder extreme</translation>
    </message>
    <message>
        <source>the symmetry of the givens</source>
        <translation>die Symmetrie der Vorgaben</translation>
    </message>
    <message>
        <source>only minimal puzzles (no given can go); without it, the fewest clues on target</source>
        <translation>nur minimale Rätsel (keine Vorgabe kann weg); ohne die Option die wenigsten Vorgaben, die das Ziel erfüllen</translation>
    </message>
    <message>
        <source>a technique the explained path must use (x-wing, swordfish, xy-wing, ...; a wrong one lists them)</source>
        <translation>eine Technik, die der erklärte Lösungsweg benutzen muss (x-wing, swordfish, xy-wing, ...; eine falsche listet sie auf)</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER solves it and K (1-10: NS HS BRC RCB NP HP NT HT NQ HQ) is the highest rule it fires</source>
        <translation>San Segundos FILTER löst es, und K (1-10: NS HS BRC RCB NP HP NT HT NQ HQ) ist die höchste Regel, die er anwendet</translation>
    </message>
    <message>
        <source>Chen&apos;s band of game complexity</source>
        <translation>Chens Band der Spielkomplexität</translation>
    </message>
    <message>
        <source>the Neutralization Number of the givens, from A to B</source>
        <translation>die Neutralisierungszahl der Vorgaben, von A bis B</translation>
    </message>
    <message>
        <source>the number of givens, from A to B</source>
        <translation>die Zahl der Vorgaben, von A bis B</translation>
    </message>
    <message>
        <source>give up a puzzle after that long; 0: no limit</source>
        <translation>ein Rätsel nach so langer Zeit aufgeben; 0: keine Grenze</translation>
    </message>
    <message>
        <source>give up a puzzle after judging that many candidates; without it, no limit</source>
        <translation>ein Rätsel aufgeben, nachdem so viele Kandidaten beurteilt wurden; ohne die Option keine Grenze</translation>
    </message>
    <message>
        <source>one puzzle per line, as a grid, or .sdk with its level</source>
        <translation>ein Rätsel je Zeile, als Gitter oder als .sdk mit seiner Stufe</translation>
    </message>
    <message>
        <source>one CSV row per puzzle with its measures</source>
        <translation>eine CSV-Zeile je Rätsel mit seinen Kennzahlen</translation>
    </message>
    <message>
        <source>unique: dig while the solution stays unique; filter: San Segundo&apos;s benchmark recipe (givens removed while the FILTER solves, then --extra more emptied; not unique); filter-first: stop at the first removal the FILTER cannot solve, then --extra more</source>
        <translation>unique: Vorgaben entfernen, solange die Lösung eindeutig bleibt; filter: San Segundos Rezept für seinen Benchmark (Vorgaben entfernt, solange der FILTER löst, dann --extra weitere geleert; nicht eindeutig); filter-first: bei der ersten Entfernung anhalten, die der FILTER nicht löst, dann --extra weitere</translation>
    </message>
    <message>
        <source>--method filter: the cells emptied after the dig; not negative</source>
        <translation>--method filter: die nach dem Ausdünnen geleerten Felder; nicht negativ</translation>
    </message>
    <message>
        <source>new puzzles on target</source>
        <translation>neue Rätsel nach Vorgabe</translation>
    </message>
    <message>
        <source>&apos;sudoku-cli COMMAND --help&apos; lists the command&apos;s options.</source>
        <translation>„sudoku-cli BEFEHL --help“ listet die Optionen des Befehls auf.</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a range of whole numbers</comment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>Vorgabe: %1</translation>
    </message>
    <message>
        <source>the language of the messages; without it the locale&apos;s (LC_ALL, LC_MESSAGES, LANG)</source>
        <translation>die Sprache der Meldungen; ohne die Option die der Locale (LC_ALL, LC_MESSAGES, LANG)</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>diese Hilfe</translation>
    </message>
    <message>
        <source>the options as a table, for the tests</source>
        <translation>die Optionen als Tabelle, für die Tests</translation>
    </message>
    <message>
        <source>usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>An option&apos;s value may also follow an equals sign (%1).</source>
        <translation>Der Wert einer Option kann auch nach einem Gleichheitszeichen stehen (%1).</translation>
    </message>
    <message>
        <source>CSV, with the summary as &apos;#&apos; lines</source>
        <translation>CSV, mit der Zusammenfassung als &apos;#&apos;-Zeilen</translation>
    </message>
    <message>
        <source>rate only the first N puzzles</source>
        <translation>nur die ersten N Rätsel bewerten</translation>
    </message>
    <message>
        <source>skip the one level of trial after the FILTER</source>
        <translation>den einstufigen Versuch nach dem FILTER auslassen</translation>
    </message>
    <message>
        <source>skip the human score (the tutor&apos;s explained path), the slowest part</source>
        <translation>die menschliche Wertung auslassen (den erklärten Lösungsweg des Tutors), den langsamsten Teil</translation>
    </message>
    <message>
        <source>the seed of the random cell of --choice random</source>
        <translation>der Startwert für das zufällige Feld von --choice random</translation>
    </message>
    <message>
        <source>the cell Chen&apos;s Inference branches on: a random one, the first open one or one with the fewest candidates</source>
        <translation>das Feld, auf dem Chens Inferenz verzweigt: ein zufälliges, das erste offene oder eines mit den wenigsten Kandidaten</translation>
    </message>
    <message>
        <source>the FILTER uses only the first K of its ten rules</source>
        <translation>der FILTER benutzt nur die ersten K seiner zehn Regeln</translation>
    </message>
    <message>
        <source>difficulty measures of every puzzle, then a summary</source>
        <translation>Schwierigkeitsmaße jedes Rätsels, dann eine Zusammenfassung</translation>
    </message>
</context>
<context>
    <name>ClimbBars</name>
    <message>
        <source>Compare the initializations over a collection: the mean iterations and the clashes each leaves are drawn here.</source>
        <translation>Vergleichen Sie die Initialisierungen über eine Sammlung: Hier werden die mittleren Iterationen und die verbliebenen Kollisionen jeder Initialisierung gezeichnet.</translation>
    </message>
    <message>
        <source>Mean iterations</source>
        <translation>Mittlere Iterationen</translation>
    </message>
    <message>
        <source>Mean clashes left by the initialization</source>
        <translation>Mittlere Kollisionen nach der Initialisierung</translation>
    </message>
</context>
<context>
    <name>ClimbChart</name>
    <message>
        <source>Run the hill climber: its objective is drawn here as it climbs.</source>
        <translation>Starten Sie den Bergsteiger: Seine Zielfunktion wird hier gezeichnet, während er steigt.</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>f1</source>
        <translation>f1</translation>
    </message>
    <message>
        <source>best f</source>
        <translation>bestes f</translation>
    </message>
    <message>
        <source>f2 (lower panel)</source>
        <translation>f2 (unteres Feld)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Iteration %1</source>
        <translation>Iteration %1</translation>
    </message>
    <message>
        <source>Iterations %1 to %2</source>
        <translation>Iterationen %1 bis %2</translation>
    </message>
    <message>
        <source>f: %1 (last %2)</source>
        <translation>f: %1 (zuletzt %2)</translation>
    </message>
    <message>
        <source>f1: %1</source>
        <translation>f1: %1</translation>
    </message>
    <message>
        <source>f2: %1</source>
        <translation>f2: %1</translation>
    </message>
    <message>
        <source>best f: %1</source>
        <translation>bestes f: %1</translation>
    </message>
    <message>
        <source>Restart: %1</source>
        <translation>Neustart: %1</translation>
    </message>
    <message>
        <source>Start (%1): f = %2</source>
        <translation>Start (%1): f = %2</translation>
    </message>
    <message>
        <source>Hill climber: the objective over the iterations</source>
        <translation>Bergsteiger: die Zielfunktion über die Iterationen</translation>
    </message>
</context>
<context>
    <name>ClimbPage</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Puzzle Collection</source>
        <translation>Rätselsammlung</translation>
    </message>
    <message>
        <source>Puzzle files (*.txt *.sdm *.csv *.sdk *.ss);;All files (*)</source>
        <translation>Rätseldateien (*.txt *.sdm *.csv *.sdk *.ss);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Before the first initialization.</source>
        <translation>Vor der ersten Initialisierung.</translation>
    </message>
    <message>
        <source>Iteration %1: the board shows the state after it, exactly as the climber had it (recorded swap by swap).</source>
        <translation>Iteration %1: Das Brett zeigt den Zustand danach, genau wie ihn der Bergsteiger hatte (Tausch für Tausch aufgezeichnet).</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>there is no climb to export yet</source>
        <translation>es gibt noch keinen Lauf zum Exportieren</translation>
    </message>
    <message>
        <source>the image could not be saved</source>
        <translation>das Bild konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>the drawing could not be saved</source>
        <translation>die Zeichnung konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>unknown file type “%1” (csv, png or svg)</source>
        <translation>unbekannter Dateityp „%1“ (csv, png oder svg)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>Vergleich abgebrochen.</translation>
    </message>
    <message>
        <source>Climbing from each initialization…</source>
        <translation>Steige von jeder Initialisierung aus…</translation>
    </message>
    <message>
        <source>%1: %2 iterations, %3 restarts, %4 clashes left</source>
        <translation>%1: %2 Iterationen, %3 Neustarts, %4 Kollisionen übrig</translation>
    </message>
    <message>
        <source>Seed %1. %2</source>
        <translation>Startwert %1. %2</translation>
    </message>
    <message>
        <source>Climbing every puzzle of %1 from each initialization…</source>
        <translation>Steige jedes Rätsel aus %1 von jeder Initialisierung aus…</translation>
    </message>
    <message>
        <source>no puzzle in the file</source>
        <translation>kein Rätsel in der Datei</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n puzzle(s), means per puzzle</source>
        <translation>
            <numerusform>%1: %n Rätsel, Mittelwerte je Rätsel</numerusform>
            <numerusform>%1: %n Rätsel, Mittelwerte je Rätsel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 solved, mean initial f1 %4</source>
        <translation>%1: %2 von %3 gelöst, mittleres anfängliches f1 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) of the file skipped (no valid puzzle)</source>
        <translation>
            <numerusform>%n Eintrag der Datei übersprungen (kein gültiges Rätsel)</numerusform>
            <numerusform>%n Einträge der Datei übersprungen (kein gültiges Rätsel)</numerusform>
        </translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Zielfunktion</translation>
    </message>
    <message>
        <source>Initializations</source>
        <translation>Initialisierungen</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole run (0)</source>
        <translation>Den ganzen Lauf zeigen (0)</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Export the series as CSV</source>
        <translation>Die Reihen als CSV exportieren</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Export the chart as a PNG image</source>
        <translation>Das Diagramm als PNG-Bild exportieren</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>Export the chart as an SVG drawing</source>
        <translation>Das Diagramm als SVG-Zeichnung exportieren</translation>
    </message>
    <message>
        <source>Click or drag to scrub; wheel or +/− to zoom; right-drag or Shift+Left/Right to pan; hover for values.</source>
        <translation>Klicken oder ziehen zum Spulen; Mausrad oder +/− zum Zoomen; mit der rechten Taste ziehen oder Umschalt+Links/Rechts zum Verschieben; für Werte darüberfahren.</translation>
    </message>
    <message>
        <source>On This Puzzle</source>
        <translation>Bei diesem Rätsel</translation>
    </message>
    <message>
        <source>Climb the Lab&apos;s puzzle from greedy, greedy with post-swapping and random initial states, same seed</source>
        <translation>Das Rätsel des Labors von gierigen, gierigen mit Nachtauschen und zufälligen Anfangszuständen aus besteigen, gleicher Startwert</translation>
    </message>
    <message>
        <source>Over a Collection…</source>
        <translation>Über eine Sammlung…</translation>
    </message>
    <message>
        <source>Climb every puzzle of a file from each initialization (the paper&apos;s Figure 4)</source>
        <translation>Jedes Rätsel einer Datei von jeder Initialisierung aus besteigen (Abbildung 4 des Artikels)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Greedy, greedy with post-swapping and random initial states compared (the paper&apos;s Figure 4).</source>
        <translation>Gierige, gierige mit Nachtauschen und zufällige Anfangszustände im Vergleich (Abbildung 4 des Artikels).</translation>
    </message>
    <message>
        <source>Iteration %1 is past the recording (its budget ended at iteration %2): the board shows iteration %2, the nearest recorded one; past it the chart is thinned to one iteration in %3.</source>
        <translation>Iteration %1 liegt hinter der Aufzeichnung (ihr Budget endete bei Iteration %2): Das Brett zeigt Iteration %2, die nächste aufgezeichnete; dahinter zeigt das Diagramm nur jede %3. Iteration.</translation>
    </message>
    <message>
        <source>No climb yet: choose the hill climber and run it.</source>
        <translation>Noch kein Bergsteigen: den Bergsteiger wählen und starten.</translation>
    </message>
    <message>
        <source>Iteration %1 of %2: f %3 (f1 %4, f2 %5), best f %6, restarts %7</source>
        <translation>Iteration %1 von %2: f %3 (f1 %4, f2 %5), bestes f %6, Neustarts %7</translation>
    </message>
    <message>
        <source>Hill climber&apos;s pages</source>
        <translation>Seiten des Bergsteigers</translation>
    </message>
    <message>
        <source>Objective f over the iterations</source>
        <translation>Zielfunktion f über die Iterationen</translation>
    </message>
    <message>
        <source>Objective f of each initialization</source>
        <translation>Zielfunktion f je Initialisierung</translation>
    </message>
    <message>
        <source>The initializations climbed side by side, after On This Puzzle or Over a Collection</source>
        <translation>Die Initialisierungen nebeneinander geklettert, nach „Bei diesem Rätsel“ oder „Über eine Sammlung…“</translation>
    </message>
</context>
<context>
    <name>ClimbWording</name>
    <message>
        <source>greedy</source>
        <translation>gierig</translation>
    </message>
    <message>
        <source>greedy with post-swapping</source>
        <translation>gierig mit Nachtauschen</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>plateau</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>strict local maximum</source>
        <translation>striktes lokales Maximum</translation>
    </message>
    <message>
        <source>long sideways walk</source>
        <translation>langer Seitwärtsgang</translation>
    </message>
    <message>
        <source>f = %1 (f1 = %2, clashes %3)</source>
        <translation>f = %1 (f1 = %2, Konflikte %3)</translation>
    </message>
    <message>
        <source>Start %1 (%2): %3</source>
        <comment>after restarts</comment>
        <translation>Start %1 (%2): %3</translation>
    </message>
    <message>
        <source>Start (%1): %2</source>
        <translation>Start (%1): %2</translation>
    </message>
    <message>
        <source>Swap %1 and %2: f %3 to %4</source>
        <translation>Tausche %1 und %2: f %3 auf %4</translation>
    </message>
    <message>
        <source>Sideways: swap %1 and %2, f stays %3</source>
        <translation>Seitwärts: tausche %1 und %2, f bleibt %3</translation>
    </message>
    <message>
        <source>Restart %1: %2</source>
        <translation>Neustart %1: %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>iterations and restarts</comment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln iteration(s)</source>
        <translation>
            <numerusform>%Ln Iteration</numerusform>
            <numerusform>%Ln Iterationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln restart(s)</source>
        <translation>
            <numerusform>%Ln Neustart</numerusform>
            <numerusform>%Ln Neustarts</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved after %1</source>
        <translation>Gelöst nach %1</translation>
    </message>
    <message>
        <source>Iteration limit reached after %1</source>
        <translation>Iterationsgrenze erreicht nach %1</translation>
    </message>
    <message>
        <source>Restart limit reached after %1</source>
        <translation>Neustartgrenze erreicht nach %1</translation>
    </message>
    <message>
        <source>Cancelled after %1</source>
        <translation>Abgebrochen nach %1</translation>
    </message>
    <message>
        <source>Not climbed: two givens repeat a digit in a unit</source>
        <translation>Nicht gestartet: zwei Vorgaben wiederholen eine Ziffer in einer Einheit</translation>
    </message>
    <message>
        <source>best-first</source>
        <translation>Bestensuche</translation>
    </message>
    <message>
        <source>steepest ascent</source>
        <translation>steilster Anstieg</translation>
    </message>
    <message>
        <source>queue exhausted</source>
        <translation>Warteschlange leer</translation>
    </message>
    <message>
        <source>limit of queued states</source>
        <translation>Grenze der eingereihten Zustände</translation>
    </message>
    <message>
        <source>Downhill: swap %1 and %2: f %3 to %4</source>
        <translation>Abwärts: tausche %1 und %2: f %3 auf %4</translation>
    </message>
    <message>
        <source>Back to the state of iteration %1, swap %2 and %3: f %4</source>
        <translation>Zurück zum Zustand von Iteration %1, tausche %2 und %3: f %4</translation>
    </message>
</context>
<context>
    <name>CompareWorkspace</name>
    <message>
        <source>%1 #%2</source>
        <comment>collection, puzzle number</comment>
        <translation>%1 Nr. %2</translation>
    </message>
    <message>
        <source>none (consistency check)</source>
        <translation>keine (nur Konsistenzprüfung)</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>Vorwärtsprüfung</translation>
    </message>
    <message>
        <source>singles (naked and hidden)</source>
        <translation>Singles (nackte und versteckte)</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER</source>
        <translation>San Segundos FILTER</translation>
    </message>
    <message>
        <source>Carmel %1</source>
        <translation>Carmel %1</translation>
    </message>
    <message>
        <source>Open a puzzle collection</source>
        <translation>Rätselsammlung öffnen</translation>
    </message>
    <message>
        <source>Puzzle files (*.txt *.sdm *.sdk *.ss *.csv);;All files (*)</source>
        <translation>Rätseldateien (*.txt *.sdm *.sdk *.ss *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>(choose a paper&apos;s table)</source>
        <translation>(Tabelle eines Artikels wählen)</translation>
    </message>
    <message>
        <source>Abuluaih et al.: lex, MRV, CtN on the three bands</source>
        <translation>Abuluaih u. a.: lex, MRV, CtN auf den drei Bändern</translation>
    </message>
    <message>
        <source>Carmel: MRV with strategies I–IV on top95</source>
        <translation>Carmel: MRV mit den Strategien I–IV auf top95</translation>
    </message>
    <message>
        <source>San Segundo: L, D r1r2, G_vmax, G_vmin with the FILTER</source>
        <translation>San Segundo: L, D r1r2, G_vmax, G_vmin mit dem FILTER</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>Sammlung:</translation>
    </message>
    <message>
        <source>The three clue bands (Abuluaih et al.)</source>
        <translation>Die drei Vorgabenbänder (Abuluaih u. a.)</translation>
    </message>
    <message>
        <source>Easy band (41–53 clues)</source>
        <translation>Leichtes Band (41–53 Vorgaben)</translation>
    </message>
    <message>
        <source>Medium band (30–40 clues)</source>
        <translation>Mittleres Band (30–40 Vorgaben)</translation>
    </message>
    <message>
        <source>Difficult band (22–29 clues)</source>
        <translation>Schweres Band (22–29 Vorgaben)</translation>
    </message>
    <message>
        <source>San Segundo&apos;s 16×16 set</source>
        <translation>San Segundos 16×16-Satz</translation>
    </message>
    <message>
        <source>Add a file…</source>
        <translation>Datei hinzufügen…</translation>
    </message>
    <message>
        <source>Strategies:</source>
        <translation>Strategien:</translation>
    </message>
    <message>
        <source>Propagation:</source>
        <translation>Propagation:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>solve</source>
        <translation>lösen</translation>
    </message>
    <message>
        <source>neutralize</source>
        <translation>neutralisieren</translation>
    </message>
    <message>
        <source>Node limit:</source>
        <translation>Knotengrenze:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Difficulty measures (rate and climb)</source>
        <translation>Schwierigkeitsmaße (rate und climb)</translation>
    </message>
    <message>
        <source>Also rate every puzzle (entropy, NtN, the FILTER&apos;s highest rule, human score and level) and run the hill climber, as sudoku-cli rate and climb do; needed by the dashboard.</source>
        <translation>Jedes Rätsel auch bewerten (Entropie, NtN, höchste Regel des FILTERs, Punktzahl und Stufe) und den Hill-Climber laufen lassen, wie sudoku-cli rate und climb; das Dashboard braucht es.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Means</source>
        <translation>Mittelwerte</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>A against B</source>
        <translation>A gegen B</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Difficulty dashboard</source>
        <translation>Schwierigkeits-Dashboard</translation>
    </message>
    <message>
        <source>Measure:</source>
        <translation>Maß:</translation>
    </message>
    <message>
        <source>mean recursions</source>
        <translation>mittlere Rekursionen</translation>
    </message>
    <message>
        <source>mean backtracks</source>
        <translation>mittlere Rücksprünge</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Logarithmische Skala</translation>
    </message>
    <message>
        <source>Strategy A (x):</source>
        <translation>Strategie A (x):</translation>
    </message>
    <message>
        <source>Strategy B (y):</source>
        <translation>Strategie B (y):</translation>
    </message>
    <message>
        <source>x:</source>
        <translation>x:</translation>
    </message>
    <message>
        <source>y:</source>
        <translation>y:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>entropy (game complexity)</source>
        <translation>Entropie (Spielkomplexität)</translation>
    </message>
    <message>
        <source>NtN of the givens</source>
        <translation>NtN der Vorgaben</translation>
    </message>
    <message>
        <source>FILTER&apos;s highest rule (11: stuck)</source>
        <translation>höchste Regel des FILTERs (11: steckt fest)</translation>
    </message>
    <message>
        <source>human score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>climber iterations</source>
        <translation>Iterationen des Hill-Climbers</translation>
    </message>
    <message>
        <source>recursions of %1</source>
        <translation>Rekursionen von %1</translation>
    </message>
    <message>
        <source>Choose at least one strategy.</source>
        <translation>Wählen Sie mindestens eine Strategie.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>The collection has no puzzle.</source>
        <translation>Die Sammlung enthält kein Rätsel.</translation>
    </message>
    <message>
        <source>No puzzle could be read: %1</source>
        <translation>Kein Rätsel konnte gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) skipped; the first: %1</source>
        <translation>
            <numerusform>%n Rätsel übersprungen; das erste: %1</numerusform>
            <numerusform>%n Rätsel übersprungen; das erste: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A batch is running.</source>
        <translation>Ein Stapel läuft bereits.</translation>
    </message>
    <message numerus="yes">
        <source>Running %n puzzle(s)…</source>
        <translation>
            <numerusform>%n Rätsel wird berechnet…</numerusform>
            <numerusform>%n Rätsel werden berechnet…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n puzzle(s) finished.</source>
        <translation>
            <numerusform>Abgebrochen: %1 von %n Rätsel fertig.</numerusform>
            <numerusform>Abgebrochen: %1 von %n Rätseln fertig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n puzzle(s) in %1 s.</source>
        <translation>
            <numerusform>Fertig: %n Rätsel in %1 s.</numerusform>
            <numerusform>Fertig: %n Rätsel in %1 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean backtracks per strategy and collection</source>
        <translation>Mittlere Rücksprünge je Strategie und Sammlung</translation>
    </message>
    <message>
        <source>Mean recursions per strategy and collection</source>
        <translation>Mittlere Rekursionen je Strategie und Sammlung</translation>
    </message>
    <message>
        <source>%1 (paper)</source>
        <translation>%1 (Artikel)</translation>
    </message>
    <message>
        <source>light bars: %1</source>
        <translation>helle Balken: %1</translation>
    </message>
    <message>
        <source>Backtracks per puzzle: how many puzzles need how many</source>
        <translation>Rücksprünge je Rätsel: wie viele Rätsel wie viele brauchen</translation>
    </message>
    <message>
        <source>Recursions per puzzle: how many puzzles need how many</source>
        <translation>Rekursionen je Rätsel: wie viele Rätsel wie viele brauchen</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>recursions</source>
        <translation>Rekursionen</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Recursions per puzzle, strategy A against B (click a point: race)</source>
        <translation>Rekursionen je Rätsel, Strategie A gegen B (Klick auf einen Punkt: Wettlauf)</translation>
    </message>
    <message>
        <source>%1 (x) against %2 (y)</source>
        <translation>%1 (x) gegen %2 (y)</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Histogram: %1</source>
        <translation>Histogramm: %1</translation>
    </message>
    <message>
        <source>Not enough puzzles yet.</source>
        <translation>Noch nicht genug Rätsel.</translation>
    </message>
    <message>
        <source>Tick “Difficulty measures” and run again for this measure.</source>
        <translation>Für dieses Maß „Schwierigkeitsmaße“ ankreuzen und erneut starten.</translation>
    </message>
    <message>
        <source>Spearman&apos;s rank correlation: undefined (a constant measure), n = %1</source>
        <translation>Spearmans Rangkorrelation: nicht definiert (ein Maß ist konstant), n = %1</translation>
    </message>
    <message>
        <source>Spearman&apos;s rank correlation ρ = %1 (n = %2)</source>
        <translation>Spearmans Rangkorrelation ρ = %1 (n = %2)</translation>
    </message>
    <message>
        <source>%1 (bins of equal ratio)</source>
        <translation>%1 (Klassen gleichen Verhältnisses)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Means chart</source>
        <translation>Diagramm der Mittelwerte</translation>
    </message>
    <message>
        <source>Distribution chart</source>
        <translation>Diagramm der Verteilung</translation>
    </message>
    <message>
        <source>A against B scatter chart</source>
        <translation>Streudiagramm A gegen B</translation>
    </message>
    <message>
        <source>Difficulty dashboard chart</source>
        <translation>Diagramm des Schwierigkeits-Dashboards</translation>
    </message>
    <message>
        <source>Difficulty dashboard histogram</source>
        <translation>Histogramm des Schwierigkeits-Dashboards</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <source>Results, one row per puzzle and strategy</source>
        <translation>Ergebnisse, eine Zeile je Rätsel und Strategie</translation>
    </message>
    <message>
        <source>Compare&apos;s results</source>
        <translation>Ergebnisse des Vergleichs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No results yet: choose a preset or strategies and press Run.</source>
        <translation>Noch keine Ergebnisse: eine Vorlage oder Strategien wählen und „Starten“ drücken.</translation>
    </message>
    <message>
        <source>Abuluaih et al.</source>
        <comment>a paper&apos;s authors</comment>
        <translation>Abuluaih u. a.</translation>
    </message>
    <message>
        <source>Carmel</source>
        <comment>a paper&apos;s author</comment>
        <translation>Carmel</translation>
    </message>
    <message>
        <source>San Segundo</source>
        <comment>a paper&apos;s author</comment>
        <translation>San Segundo</translation>
    </message>
</context>
<context>
    <name>CompletionDialog</name>
    <message>
        <source>Cells revealed</source>
        <translation>Aufgedeckte Felder</translation>
    </message>
    <message>
        <source>Mistakes pointed out</source>
        <translation>Gezeigte Fehler</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>Gut gemacht</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Hints used:</source>
        <translation>Verwendete Hinweise:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>A random puzzle of the same level</source>
        <translation>Ein zufälliges Rätsel derselben Stufe</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>&amp;Nächstes Rätsel</translation>
    </message>
    <message>
        <source>The next puzzle of the same collection or file</source>
        <translation>Das nächste Rätsel derselben Sammlung oder Datei</translation>
    </message>
    <message>
        <source>%1, puzzle %2</source>
        <extracomment>The completion dialog: which puzzle was solved (its collection or file, and its number).</extracomment>
        <translation>%1, Rätsel %2</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>At the event shown</source>
        <translation>Beim gezeigten Ereignis</translation>
    </message>
    <message>
        <source>The whole run so far (also past the recording)</source>
        <translation>Der ganze Lauf bisher (auch nach dem Ende der Aufzeichnung)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet …</translation>
    </message>
    <message>
        <source>Cancelled after %1 events</source>
        <translation>Abgebrochen nach %1 Ereignissen</translation>
    </message>
    <message>
        <source>Running: %1 events so far</source>
        <translation>Läuft: bisher %1 Ereignisse</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
</context>
<context>
    <name>DifficultyPanel</name>
    <message>
        <source>easy band</source>
        <translation>leichter Bereich</translation>
    </message>
    <message>
        <source>intermediate band</source>
        <translation>mittlerer Bereich</translation>
    </message>
    <message>
        <source>hard band</source>
        <translation>schwerer Bereich</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <source>Human score:</source>
        <translation>Punktzahl:</translation>
    </message>
    <message>
        <source>Game complexity:</source>
        <translation>Spielkomplexität:</translation>
    </message>
    <message>
        <source>Neutralization number:</source>
        <translation>Neutralisierungszahl:</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>working it out…</source>
        <translation>wird berechnet …</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 now</source>
        <translation>%1 jetzt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>%1 at the start, %2 now</source>
        <translation>%1 am Anfang, %2 jetzt</translation>
    </message>
    <message>
        <source>FILTER rule needed:</source>
        <translation>Nötige FILTER-Regel:</translation>
    </message>
    <message>
        <source>Two ladders: the level and the human score come from the tutor&apos;s own solution path and its hardest technique; the FILTER rule is the hardest of San Segundo&apos;s ten rules (singles, intersections, pairs, triples, quads) his FILTER needs, a shorter ladder, so the two can name different techniques. Game complexity is Chen&apos;s Sudoku entropy after the first reduction (higher is harder). The neutralization number is the open cells over their candidates: it reaches 1 when every open cell has one candidate.</source>
        <translation>Zwei Leitern: Stufe und menschliche Wertung stammen aus dem eigenen Lösungsweg des Tutors und seiner schwersten Technik; die FILTER-Regel ist die schwerste von San Segundos zehn Regeln (Singles, Überschneidungen, Paare, Tripel, Quadrupel), die sein FILTER braucht – eine kürzere Leiter, daher können beide verschiedene Techniken nennen. Die Spielkomplexität ist Chens Sudoku-Entropie nach der ersten Reduktion (höher ist schwerer). Die Neutralisierungszahl teilt die offenen Felder durch ihre Kandidaten: Sie erreicht 1, wenn jedes offene Feld nur einen Kandidaten hat.</translation>
    </message>
    <message>
        <source>%1 (the tutor&apos;s hardest step: %2)</source>
        <translation>%1 (schwerster Schritt des Tutors: %2)</translation>
    </message>
    <message>
        <source>%1 (rule %2 of San Segundo&apos;s ten)</source>
        <extracomment>The hardest of San Segundo&apos;s ten rules the FILTER needs, and its place among them.</extracomment>
        <translation>%1 (Regel %2 von San Segundos zehn)</translation>
    </message>
    <message>
        <source>Along the tutor&apos;s solution path</source>
        <translation>Entlang des Lösungswegs des Tutors</translation>
    </message>
    <message>
        <source>game complexity (entropy)</source>
        <translation>Spielkomplexität (Entropie)</translation>
    </message>
    <message>
        <source>neutralization number</source>
        <translation>Neutralisierungszahl</translation>
    </message>
    <message>
        <source>your position</source>
        <translation>Ihre Stellung</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <source>NtN</source>
        <translation>NtN</translation>
    </message>
    <message>
        <source>%1. The ten rules alone get stuck; one level of trial then solves the puzzle.</source>
        <extracomment>After the FILTER rule needed: what happens when the ten rules are not enough.</extracomment>
        <translation>%1. Die zehn Regeln allein bleiben stecken; eine Ebene Versuch löst das Rätsel dann.</translation>
    </message>
    <message>
        <source>%1. The ten rules alone get stuck, and one level of trial is not enough either.</source>
        <translation>%1. Die zehn Regeln allein bleiben stecken, und auch eine Ebene Versuch reicht nicht.</translation>
    </message>
    <message>
        <source>Your position: step %1 of %2; game complexity %3, neutralization number %4</source>
        <extracomment>The difficulty chart for a screen reader: the values at the player&apos;s position.</extracomment>
        <translation>Ihre Position: Schritt %1 von %2; Spielkomplexität %3, Neutralisierungszahl %4</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Game complexity and neutralization number along the tutor&apos;s solution path</source>
        <translation>Spielkomplexität und Neutralisierungszahl entlang des Lösungswegs des Tutors</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>%1: %2 of %3 placed (right click: highlight its candidates)</source>
        <extracomment>The digit pad&apos;s tooltip: how many of this digit are on the board.</extracomment>
        <translation>%1: %2 von %3 gesetzt (Rechtsklick: seine Kandidaten hervorheben)</translation>
    </message>
    <message>
        <source>Digit %1</source>
        <extracomment>A digit pad button, for a screen reader.</extracomment>
        <translation>Ziffer %1</translation>
    </message>
    <message>
        <source>%1 of %2 placed</source>
        <extracomment>A digit pad button, for a screen reader: how many of this digit are on the board.</extracomment>
        <translation>%1 von %2 gesetzt</translation>
    </message>
</context>
<context>
    <name>DrillRecordModel</name>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Last drills</source>
        <translation>Letzte Übungen</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendenz</translation>
    </message>
</context>
<context>
    <name>DrillWording</name>
    <message>
        <source>Find the %1 here and place the digit it proves.</source>
        <translation>Suche hier „%1“ und setze die Ziffer, die sich daraus ergibt.</translation>
    </message>
    <message>
        <source>Find the %1 here and remove every candidate it rules out.</source>
        <translation>Suche hier „%1“ und streiche jeden Kandidaten, der sich damit ausschließen lässt.</translation>
    </message>
    <message>
        <source>Find the %1 here and make its step: the digits it places and the candidates it removes.</source>
        <translation>Suche hier „%1“ und mache den Schritt: die Ziffern, die sich ergeben, und die Kandidaten, die wegfallen.</translation>
    </message>
    <message>
        <source>Nothing changed yet</source>
        <translation>Noch nichts geändert</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Partly right</source>
        <translation>Teilweise richtig</translation>
    </message>
    <message>
        <source>Not quite</source>
        <translation>Nicht ganz</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <comment>a candidate removed from a cell</comment>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>Make the step on the board first: type a digit to place it, Shift+digit to remove a candidate. Then Check.</source>
        <translation>Mache den Schritt zuerst auf dem Brett: eine Ziffer setzt sie, Umschalt+Ziffer streicht einen Kandidaten. Dann Prüfen.</translation>
    </message>
    <message>
        <source>That is the %1: %2.</source>
        <translation>Das ist „%1“: %2.</translation>
    </message>
    <message>
        <source>%1 is not sound: that digit does not belong there.</source>
        <translation>%1 ist nicht haltbar: Diese Ziffer gehört nicht dorthin.</translation>
    </message>
    <message>
        <source>Removing %1 is not sound: that candidate is still needed there.</source>
        <translation>%1 zu streichen ist nicht haltbar: Dieser Kandidat wird dort noch gebraucht.</translation>
    </message>
    <message>
        <source>%1 may be true, but the %2 here does not prove it: it is not this step.</source>
        <translation>%1 mag stimmen, aber „%2“ beweist es hier nicht: Es ist nicht dieser Schritt.</translation>
    </message>
    <message>
        <source>Removing %1 may be true, but the %2 here does not prove it: it is not this step.</source>
        <translation>%1 zu streichen mag stimmen, aber „%2“ beweist es hier nicht: Es ist nicht dieser Schritt.</translation>
    </message>
    <message numerus="yes">
        <source>What you did of the %1 is right, but %n change(s) are still missing.</source>
        <translation>
            <numerusform>Dein Schritt für „%1“ stimmt so weit, aber %n Änderung fehlt noch.</numerusform>
            <numerusform>Dein Schritt für „%1“ stimmt so weit, aber %n Änderungen fehlen noch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still missing: %1.</source>
        <translation>Es fehlt noch: %1.</translation>
    </message>
    <message>
        <source>found alone</source>
        <translation>allein gefunden</translation>
    </message>
    <message>
        <source>found after Where?</source>
        <translation>nach „Wo?“ gefunden</translation>
    </message>
    <message>
        <source>found after Show</source>
        <translation>nach „Zeigen“ gefunden</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verpasst</translation>
    </message>
    <message>
        <source>too few drills</source>
        <translation>zu wenige Übungen</translation>
    </message>
    <message>
        <source>improving</source>
        <translation>wird besser</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>gleichbleibend</translation>
    </message>
    <message>
        <source>slipping</source>
        <translation>lässt nach</translation>
    </message>
    <message>
        <source>%1: your last drills went less well than the ones before.</source>
        <translation>%1: deine letzten Übungen liefen schlechter als die davor.</translation>
    </message>
    <message numerus="yes">
        <source>%1: just learned (%n drill(s) so far); practise it while it is fresh.</source>
        <translation>
            <numerusform>%1: gerade gelernt (bisher %n Übung); übe sie, solange sie frisch ist.</numerusform>
            <numerusform>%1: gerade gelernt (bisher %n Übungen); übe sie, solange sie frisch ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: your games need it, and you have not drilled it yet.</source>
        <translation>%1: deine Spiele brauchen sie, und du hast sie noch nicht geübt.</translation>
    </message>
    <message>
        <source>%1: found well (%2%); a drill now and then keeps it fresh.</source>
        <translation>%1: gut gefunden (%2 %); eine Übung ab und zu hält sie frisch.</translation>
    </message>
    <message>
        <source>the digit of %1</source>
        <comment>a placement still to make</comment>
        <translation>die Ziffer in %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: you needed help or missed it in %2 of your last %n drill(s).</source>
        <translation>
            <numerusform>%1: bei %2 deiner letzten %n Übung brauchtest du Hilfe oder hast sie verpasst.</numerusform>
            <numerusform>%1: bei %2 deiner letzten %n Übungen brauchtest du Hilfe oder hast sie verpasst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillWorkspace</name>
    <message>
        <source>No fresh drill of %1 in the bundled puzzles; skipped.</source>
        <translation>Keine neue Übung für %1 in den mitgelieferten Rätseln; übersprungen.</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Preparing the drill was cancelled.</source>
        <translation>Die Vorbereitung der Übung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>A drill is a position where one technique is the next step. Choose a technique, or a mix chosen from your record, and start.</source>
        <translation>Eine Übung ist eine Stellung, in der eine Technik der nächste Schritt ist. Wähle eine Technik oder eine Mischung nach deiner Bilanz und beginne.</translation>
    </message>
    <message>
        <source>Session done</source>
        <translation>Runde beendet</translation>
    </message>
    <message numerus="yes">
        <source>You found %1 of %n drill(s) alone. Start another session, or look at your record (Practice ▸ Record).</source>
        <translation>
            <numerusform>Du hast %1 von %n Übung allein gefunden. Beginne eine neue Runde oder sieh dir deine Bilanz an (Üben ▸ Bilanz).</numerusform>
            <numerusform>Du hast %1 von %n Übungen allein gefunden. Beginne eine neue Runde oder sieh dir deine Bilanz an (Üben ▸ Bilanz).</numerusform>
        </translation>
    </message>
    <message>
        <source>Drill %1 of %2: %3</source>
        <translation>Übung %1 von %2: %3</translation>
    </message>
    <message>
        <source>Preparing a position where the %1 is the next step…</source>
        <translation>Eine Stellung wird vorbereitet, in der „%1“ der nächste Schritt ist …</translation>
    </message>
    <message>
        <source>Not prepared. Press Next drill to try again.</source>
        <translation>Nicht vorbereitet. Drücke „Nächste Übung“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <source>● found alone, ◑ after Where?, ○ after Show, × missed</source>
        <translation>● allein gefunden, ◑ nach „Wo?“, ○ nach „Zeigen“, × verpasst</translation>
    </message>
    <message>
        <source>Mix from my record</source>
        <translation>Mischung nach meiner Bilanz</translation>
    </message>
    <message>
        <source>Technique to drill</source>
        <translation>Zu übende Technik</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>A session of ten drills</source>
        <translation>Eine Runde aus zehn Übungen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Judge the step you made on the board</source>
        <translation>Den Schritt beurteilen, den du auf dem Brett gemacht hast</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Nächste Übung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop preparing the drill</source>
        <translation>Die Vorbereitung der Übung abbrechen</translation>
    </message>
    <message>
        <source>Drill board</source>
        <translation>Übungsbrett</translation>
    </message>
    <message>
        <source>Digits place, Shift+digit removes a candidate, Ctrl+Z undoes</source>
        <translation>Ziffern setzen, Umschalt+Ziffer streicht einen Kandidaten, Strg+Z macht rückgängig</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>Beurteilung</translation>
    </message>
    <message>
        <source>Session progress</source>
        <translation>Fortschritt der Runde</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>file: place</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>contradictory givens: %1 and %2 both hold %3</source>
        <translation>widersprüchliche Vorgaben: %1 und %2 enthalten beide %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>place: problem</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>a grid %n cell(s) wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)</source>
        <translation>
            <numerusform>ein Gitter von %n Feld Breite hat keine unterstützte Größe (4, 6, 8, 9, 10, 12, 15, 16, 20 oder 25)</numerusform>
            <numerusform>ein Gitter von %n Feldern Breite hat keine unterstützte Größe (4, 6, 8, 9, 10, 12, 15, 16, 20 oder 25)</numerusform>
        </translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>ein leeres Feld</translation>
    </message>
    <message>
        <source>several candidates</source>
        <translation>mehrere Kandidaten</translation>
    </message>
    <message>
        <source>this grid shows %1 where an earlier grid has %2</source>
        <translation>dieses Gitter zeigt %1, wo ein früheres Gitter %2 hat</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>Byte 0x%1</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>die Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>kein Rätsel gefunden</translation>
    </message>
    <message>
        <source>%1 is not a symbol (1-9, A-%2) or a blank</source>
        <translation>%1 ist weder ein Symbol (1-9, A-%2) noch ein Leerzeichen</translation>
    </message>
    <message>
        <source>%1 is not a digit or a blank</source>
        <translation>%1 ist weder eine Ziffer noch ein Leerzeichen</translation>
    </message>
    <message numerus="yes">
        <source>row has %n cell(s), expected %1</source>
        <translation>
            <numerusform>Zeile hat %n Feld, erwartet %1</numerusform>
            <numerusform>Zeile hat %n Felder, erwartet %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>grid has %n row(s), expected %1</source>
        <translation>
            <numerusform>Gitter hat %n Zeile, erwartet %1</numerusform>
            <numerusform>Gitter hat %n Zeilen, erwartet %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>puzzle line has %n character(s), expected %1</source>
        <translation>
            <numerusform>Rätselzeile hat %n Zeichen, erwartet %1</numerusform>
            <numerusform>Rätselzeile hat %n Zeichen, erwartet %1</numerusform>
        </translation>
    </message>
    <message>
        <source>cell has no candidate</source>
        <translation>Feld hat keinen Kandidaten</translation>
    </message>
    <message>
        <source>%1 stands where candidate %2 belongs</source>
        <translation>%1 steht, wo Kandidat %2 hingehört</translation>
    </message>
    <message>
        <source>candidate %1 appears twice in a cell</source>
        <translation>Kandidat %1 steht zweimal in einem Feld</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>problem (unit)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the most that is read</source>
        <translation>die Datei ist größer als %1 MiB, mehr wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>EventListModel</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Fill all candidates</source>
        <translation>Alle Kandidaten eintragen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>%1 aufdecken</translation>
    </message>
    <message>
        <source>this is not a Sudoku Tutor game file</source>
        <translation>dies ist keine Spieldatei des Sudoku Tutors</translation>
    </message>
    <message>
        <source>the file was written by a newer version (format %1)</source>
        <translation>die Datei stammt von einer neueren Version (Format %1)</translation>
    </message>
    <message>
        <source>unsupported box size %1×%2</source>
        <translation>nicht unterstützte Blockgröße %1×%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, which is not between %3 and %4</source>
        <translation>„%1“ ist %2 und liegt nicht zwischen %3 und %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not true or false</source>
        <translation>„%1“ ist weder true noch false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a text</source>
        <translation>„%1“ ist kein Text</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>„%1“ ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 characters, expected %3</source>
        <translation>„%1“ hat %2 Zeichen, erwartet sind %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: character %2 (%3) is not a symbol of a %4×%4 board</source>
        <translation>„%1“: Zeichen %2 (%3) ist kein Symbol eines %4×%4-Gitters</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list</source>
        <translation>„%1“ ist keine Liste</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 entries, expected %3</source>
        <translation>„%1“ hat %2 Einträge, erwartet sind %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>„%1“ ist kein Objekt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: character %2 changes the given %3</source>
        <translation>„%1“: Zeichen %2 ändert die Vorgabe %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a set of candidates of this board</source>
        <translation>„%1“ ist keine Kandidatenmenge dieses Gitters</translation>
    </message>
    <message>
        <source>&quot;%1&quot; changes the given in cell %2</source>
        <translation>„%1“ ändert die Vorgabe in Zelle %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not start from what the earlier history left in cell %2</source>
        <translation>„%1“ setzt in Zelle %2 nicht dort an, wo der frühere Verlauf endete</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>Enter %1 in %2</source>
        <extracomment>The history&apos;s entry for a digit typed: &quot;Enter 7 in C6&quot;.</extracomment>
        <translation>%1 in %2 eintragen</translation>
    </message>
    <message>
        <source>Pencil marks in %1</source>
        <translation>Notizen in %1</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1 löschen</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>Start a random puzzle from this collection</source>
        <translation>Ein zufälliges Rätsel aus dieser Sammlung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …) or a saved game</source>
        <translation>Eine Rätseldatei (eine Zeile, Gitter, .sdk, .ss, Notizen …) oder ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Rätsel &amp;einfügen</translation>
    </message>
    <message>
        <source>Start a game with the puzzle on the clipboard</source>
        <translation>Ein Spiel mit dem Rätsel aus der Zwischenablage beginnen</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>Spiel &amp;speichern</translation>
    </message>
    <message>
        <source>Save the game with its pencil marks, history and time</source>
        <translation>Das Spiel mit Notizen, Verlauf und Zeit speichern</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>Spiel speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Das Spiel in einer neuen Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last change</source>
        <translation>Die letzte Änderung zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Die zurückgenommene Änderung erneut ausführen</translation>
    </message>
    <message>
        <source>&amp;Pencil Mode</source>
        <translation>&amp;Notizmodus</translation>
    </message>
    <message>
        <source>Digits become pencil marks (Space switches; Shift+digit always marks)</source>
        <translation>Ziffern werden zu Notizen (Leertaste schaltet um; Umschalt+Ziffer notiert immer)</translation>
    </message>
    <message>
        <source>E&amp;rase</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Erase the digit or the pencil marks (Delete)</source>
        <translation>Die Ziffer oder die Notizen löschen (Entf)</translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>Alle &amp;Kandidaten eintragen</translation>
    </message>
    <message>
        <source>Write every possible candidate into every empty cell</source>
        <translation>Jeden möglichen Kandidaten in jedes leere Feld schreiben</translation>
    </message>
    <message>
        <source>&amp;Automatic Candidates</source>
        <translation>&amp;Automatische Kandidaten</translation>
    </message>
    <message>
        <source>Keep the pencil marks right as digits go in</source>
        <translation>Die Notizen beim Eintragen von Ziffern aktuell halten</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Neu &amp;beginnen</translation>
    </message>
    <message>
        <source>Clear everything you entered (undoable)</source>
        <translation>Alles Eingetragene löschen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Hint: &amp;Where to Look</source>
        <translation>Hinweis: &amp;Wo suchen</translation>
    </message>
    <message>
        <source>Name the next technique and where to look</source>
        <translation>Die nächste Technik nennen und wo man suchen soll</translation>
    </message>
    <message>
        <source>Hint: &amp;Show the Pattern</source>
        <translation>Hinweis: Muster &amp;zeigen</translation>
    </message>
    <message>
        <source>Highlight the pattern and explain it</source>
        <translation>Das Muster hervorheben und erklären</translation>
    </message>
    <message>
        <source>Hint: &amp;Apply the Step</source>
        <translation>Hinweis: Schritt &amp;anwenden</translation>
    </message>
    <message>
        <source>Make the step on the board (undoable)</source>
        <translation>Den Schritt auf dem Spielfeld ausführen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Mark the digits that do not agree with the solution</source>
        <translation>Die Ziffern markieren, die nicht zur Lösung passen</translation>
    </message>
    <message>
        <source>Reveal &amp;Cell</source>
        <translation>&amp;Feld aufdecken</translation>
    </message>
    <message>
        <source>Put the solution&apos;s digit in the selected cell</source>
        <translation>Die Ziffer der Lösung in das gewählte Feld setzen</translation>
    </message>
    <message>
        <source>Show &amp;Timer</source>
        <translation>&amp;Uhr anzeigen</translation>
    </message>
    <message>
        <source>Show the time played beside the board</source>
        <translation>Die gespielte Zeit neben dem Spielfeld anzeigen</translation>
    </message>
    <message>
        <source>Highlight &amp;Peers</source>
        <translation>&amp;Nachbarn hervorheben</translation>
    </message>
    <message>
        <source>Shade the row, column and box of the selected cell</source>
        <translation>Zeile, Spalte und Block des gewählten Feldes hinterlegen</translation>
    </message>
    <message>
        <source>Highlight &amp;Same Digit</source>
        <translation>&amp;Gleiche Ziffer hervorheben</translation>
    </message>
    <message>
        <source>Mark every cell that holds the selected cell&apos;s digit</source>
        <translation>Jedes Feld markieren, das die Ziffer des gewählten Feldes enthält</translation>
    </message>
    <message>
        <source>%1 (rating the puzzles…)</source>
        <translation>%1 (Rätsel werden bewertet …)</translation>
    </message>
    <message>
        <source>Start a random bundled puzzle of this level</source>
        <translation>Ein zufälliges mitgeliefertes Rätsel dieser Stufe beginnen</translation>
    </message>
    <message>
        <source>Placing a Digit &amp;Updates Pencil Marks</source>
        <translation>Gesetzte Ziffern &amp;aktualisieren Notizen</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the pencil marks of its row, column and box</source>
        <translation>Eine gesetzte Ziffer verschwindet aus den Notizen ihrer Zeile, ihrer Spalte und ihres Blocks</translation>
    </message>
    <message>
        <source>&amp;No Highlight</source>
        <translation>&amp;Keine Hervorhebung</translation>
    </message>
    <message>
        <source>Stop highlighting the cells that may hold a digit</source>
        <translation>Die Zellen, in die eine Ziffer passt, nicht mehr hervorheben</translation>
    </message>
    <message>
        <source>Candidates of &amp;%1</source>
        <translation>Kandidaten der &amp;%1</translation>
    </message>
    <message>
        <source>Candidates of %1</source>
        <translation>Kandidaten der %1</translation>
    </message>
    <message>
        <source>Highlight every cell that may hold %1 (press again to stop)</source>
        <translation>Jede Zelle hervorheben, in die %1 passt (noch einmal drücken zum Beenden)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln puzzle(s))</source>
        <translation>
            <numerusform>%1 (%Ln Rätsel)</numerusform>
            <numerusform>%1 (%Ln Rätsel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation>%1: Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most that is read</source>
        <translation>%1 ist größer als %2 MiB, mehr wird nicht gelesen</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>Rätsel oder Spiel öffnen</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.sud *.pm *.json *.sudoku);;All files (*)</source>
        <translation>Rätsel und Spiele (*.txt *.sdk *.ss *.sud *.pm *.json *.sudoku);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opened the game %1.</source>
        <translation>Spiel %1 geöffnet.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>No puzzle was found.</source>
        <translation>Es wurde kein Rätsel gefunden.</translation>
    </message>
    <message>
        <source>Loaded %1: this puzzle has no solution.</source>
        <translation>%1 geladen: Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Loaded %1: this puzzle has several solutions.</source>
        <translation>%1 geladen: Dieses Rätsel hat mehrere Lösungen.</translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>%1 geladen.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Sudoku Tutor games (*.sudoku *.json)</source>
        <translation>Spiele des Sudoku Tutors (*.sudoku *.json)</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… und %n weiteres Problem.</numerusform>
            <numerusform>… und %n weitere Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load %1; the current puzzle stays.</source>
        <translation>%1 konnte nicht geladen werden; das aktuelle Rätsel bleibt.</translation>
    </message>
    <message>
        <source>Could not load the puzzle</source>
        <translation>Das Rätsel konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>The puzzle from %1 could not be loaded. The current puzzle stays.</source>
        <translation>Das Rätsel aus %1 konnte nicht geladen werden. Das aktuelle Rätsel bleibt.</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Das laufende Spiel speichern?</translation>
    </message>
    <message>
        <source>The game in progress has moves that are not saved.</source>
        <translation>Das laufende Spiel hat Züge, die nicht gespeichert sind.</translation>
    </message>
    <message numerus="yes">
        <source>If you do not save it, you can still go back to it later: File ▸ Resume keeps the last %n unfinished game(s).</source>
        <translation>
            <numerusform>Auch ohne Speichern können Sie später dorthin zurück: Datei ▸ Fortsetzen behält das letzte unfertige Spiel.</numerusform>
            <numerusform>Auch ohne Speichern können Sie später dorthin zurück: Datei ▸ Fortsetzen behält die letzten %n unfertigen Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <source>This text is not a Sudoku puzzle. A puzzle is a grid of digits, with 0 or . for an empty cell: one line of 81, or nine lines of nine.</source>
        <translation>Dieser Text ist kein Sudoku-Rätsel. Ein Rätsel ist ein Gitter aus Ziffern, mit 0 oder . für ein leeres Feld: eine Zeile mit 81 oder neun Zeilen mit je neun.</translation>
    </message>
    <message>
        <source>Resumed %1.</source>
        <translation>%1 fortgesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>%1, puzzle %2: %n move(s), %3</source>
        <extracomment>File &gt; Resume: the puzzle, its moves and the time played.</extracomment>
        <translation>
            <numerusform>%1, Rätsel %2: %n Zug, %3</numerusform>
            <numerusform>%1, Rätsel %2: %n Züge, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Put away %1</source>
        <translation>Beiseitegelegt %1</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Keine unfertigen Spiele</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>The answer that saves the game in progress (S is its key).</extracomment>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <extracomment>The answer that lets the game in progress go unsaved (D is its key).</extracomment>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 puzzle %2</source>
        <extracomment>A suggested file name for a saved game: the puzzle&apos;s source and its number there.</extracomment>
        <translation>%1 Rätsel %2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <extracomment>Where a pasted puzzle came from (its source, shown as the game&apos;s title).</extracomment>
        <translation>Zwischenablage</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s), %2</source>
        <extracomment>File &gt; Resume: a puzzle with no number (generated, pasted), its moves and time.</extracomment>
        <translation>
            <numerusform>%1: %n Zug, %2</numerusform>
            <numerusform>%1: %n Züge, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Cancelled. Press Generate to try again.</source>
        <translation>Abgebrochen. Drücken Sie „Erzeugen“, um es noch einmal zu versuchen.</translation>
    </message>
    <message>
        <source>Practice: %1 (generated %2)</source>
        <extracomment>The source of a generated game: its size and level, or the technique it practises.</extracomment>
        <translation>Übung: %1 (erzeugt, %2)</translation>
    </message>
    <message>
        <source>Generated %1 · %2</source>
        <translation>Erzeugt %1 · %2</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>New Generated Game</source>
        <translation>Neues erzeugtes Spiel</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>&amp;Generate Practice Puzzle</source>
        <translation>Übungsrätsel &amp;erzeugen</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>A new puzzle with a single solution, made for you by the generator. Big boards and the hardest levels can take a while; Cancel stops it.</source>
        <translation>Ein neues Rätsel mit genau einer Lösung, vom Generator für Sie erzeugt. Große Bretter und die schwersten Stufen können eine Weile dauern; „Abbrechen“ hält ihn an.</translation>
    </message>
    <message numerus="yes">
        <source>No puzzle of this kind was found within %1 seconds (%Ln puzzle(s) judged). Such puzzles are rare at this size: try again, or choose another level or size.</source>
        <translation>
            <numerusform>In %1 Sekunden wurde kein solches Rätsel gefunden (%Ln Rätsel geprüft). Solche Rätsel sind bei dieser Größe selten: Versuchen Sie es noch einmal, oder wählen Sie eine andere Stufe oder Größe.</numerusform>
            <numerusform>In %1 Sekunden wurde kein solches Rätsel gefunden (%Ln Rätsel geprüft). Solche Rätsel sind bei dieser Größe selten: Versuchen Sie es noch einmal, oder wählen Sie eine andere Stufe oder Größe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generating… %Ln puzzle(s) judged so far, %1 s</source>
        <translation>
            <numerusform>Wird erzeugt … bisher %Ln Rätsel geprüft, %1 s</numerusform>
            <numerusform>Wird erzeugt … bisher %Ln Rätsel geprüft, %1 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GridModel</name>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>%1: given %2</source>
        <translation>%1: Vorgabe %2</translation>
    </message>
    <message>
        <source>%1: entered %2</source>
        <translation>%1: eingetragen %2</translation>
    </message>
    <message>
        <source>%1: empty, weight %2</source>
        <translation>%1: leer, Gewicht %2</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Pencil marks</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Pencil mark %1</source>
        <translation>Notiz %1</translation>
    </message>
    <message>
        <source>Clear pencil marks</source>
        <translation>Notizen löschen</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <source>When a row, column or box has only one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>Hat eine Zeile, Spalte oder ein Block nur noch ein leeres Feld, bekommt dieses Feld die eine Ziffer, die der Einheit noch fehlt.</translation>
    </message>
    <message>
        <source>A cell with a single candidate left: the digits in its row, column and box rule out all the others, so the remaining digit goes there.</source>
        <translation>Ein Feld mit nur noch einem Kandidaten: Die Ziffern in seiner Zeile, Spalte und seinem Block schließen alle anderen aus, also gehört die verbleibende Ziffer hinein.</translation>
    </message>
    <message>
        <source>A digit with only one place left in a row, column or box: every other cell of the unit is filled or sees that digit already. The cell may have other candidates, but this digit must go there.</source>
        <translation>Eine Ziffer hat in einer Zeile, Spalte oder einem Block nur noch einen Platz: Jedes andere Feld der Einheit ist belegt oder sieht die Ziffer schon. Das Feld darf weitere Kandidaten haben, aber diese Ziffer muss dorthin.</translation>
    </message>
    <message>
        <source>When all candidates of a digit inside a box lie in one row (or column), the digit of that box is in that line. So the line&apos;s other cells, outside the box, cannot hold it: those candidates are removed.</source>
        <translation>Liegen alle Kandidaten einer Ziffer in einem Block in einer Zeile (oder Spalte), steht die Ziffer dieses Blocks in dieser Linie. Die übrigen Felder der Linie außerhalb des Blocks können sie also nicht enthalten: Diese Kandidaten werden entfernt.</translation>
    </message>
    <message>
        <source>The reverse of Pointing: when all candidates of a digit in a row (or column) lie in one box, the line&apos;s digit is in that box. The digit is removed from the box&apos;s other cells, outside the line.</source>
        <translation>Die Umkehrung des Block-Linien-Ausschlusses: Liegen alle Kandidaten einer Ziffer in einer Zeile (oder Spalte) in einem Block, steht die Ziffer der Linie in diesem Block. Aus den übrigen Feldern des Blocks außerhalb der Linie wird sie entfernt.</translation>
    </message>
    <message>
        <source>In one unit, %1 cells hold only %1 different candidates between them (not every cell needs all of them). These %1 digits must fill exactly these cells, so they are removed from every other cell of the unit.</source>
        <translation>In einer Einheit haben %1 Felder zusammen nur %1 verschiedene Kandidaten (nicht jedes Feld braucht alle). Diese %1 Ziffern müssen genau diese Felder füllen und werden aus allen anderen Feldern der Einheit entfernt.</translation>
    </message>
    <message>
        <source>In one unit, %1 digits can only go into the same %1 cells. These cells must hold exactly these digits, so every other candidate in them is removed.</source>
        <translation>In einer Einheit passen %1 Ziffern nur in dieselben %1 Felder. Diese Felder müssen genau diese Ziffern enthalten, also werden alle anderen Kandidaten darin entfernt.</translation>
    </message>
    <message>
        <source>A pattern of one digit (a fish): in %1 rows, its candidates lie in only the same %1 columns. The digit must be placed once in each of these rows, so it takes one cell in each of the %1 columns, and is removed from the rest of those columns. The same works with rows and columns swapped.</source>
        <translation>Ein Muster einer Ziffer (ein Fisch): In %1 Zeilen liegen ihre Kandidaten nur in denselben %1 Spalten. Die Ziffer muss in jeder dieser Zeilen einmal stehen, belegt also in jeder der %1 Spalten ein Feld und wird aus dem Rest dieser Spalten entfernt. Mit vertauschten Zeilen und Spalten gilt dasselbe.</translation>
    </message>
    <message>
        <source>Like %1, but one base line has extra candidates (the fin), all in one box. Either the fish holds or the fin is true: a cell that the fish would clear and that also sees the fin loses the digit in both cases.</source>
        <translation>Wie %1, aber eine Basislinie hat zusätzliche Kandidaten (die Flosse), alle in einem Block. Entweder gilt der Fisch, oder die Flosse ist wahr: Ein Feld, das der Fisch leeren würde und das auch die Flosse sieht, verliert die Ziffer in beiden Fällen.</translation>
    </message>
    <message>
        <source>A finned %1 with a corner of the fish itself missing: the fin stands in for it. The reasoning is the same: the cells that the fish would clear and that see the fin lose the digit.</source>
        <translation>Ein %1 mit Flosse, bei dem eine Ecke des Fisches selbst fehlt: Die Flosse vertritt sie. Die Begründung ist dieselbe: Die Felder, die der Fisch leeren würde und die die Flosse sehen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>Two parallel lines in which a digit has exactly two places each (strong links), with one end of each in the same cross line. One of the two other ends must hold the digit, so a cell that sees both of them loses it.</source>
        <translation>Zwei parallele Linien, in denen eine Ziffer je genau zwei Plätze hat (starke Verbindungen), wobei je ein Ende in derselben Querlinie liegt. Eines der beiden anderen Enden muss die Ziffer enthalten, also verliert ein Feld, das beide sieht, die Ziffer.</translation>
    </message>
    <message>
        <source>A digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column sit in the same box. Then one of the two far ends holds the digit: a cell that sees both far ends loses it.</source>
        <translation>Eine Ziffer hat in einer Zeile genau zwei Plätze und in einer Spalte genau zwei, wobei ein Ende der Zeile und ein Ende der Spalte im selben Block liegen. Dann enthält eines der beiden fernen Enden die Ziffer: Ein Feld, das beide fernen Enden sieht, verliert sie.</translation>
    </message>
    <message>
        <source>A chain of four nodes on one digit: a strong link, a weak link, a strong link. A node may be a group of cells in a box. One of the two ends is true, so a cell that sees both ends loses the digit. Skyscraper and 2-String Kite are special cases of it.</source>
        <translation>Eine Kette aus vier Knoten auf einer Ziffer: starke Verbindung, schwache Verbindung, starke Verbindung. Ein Knoten kann eine Gruppe von Feldern in einem Block sein. Eines der beiden Enden ist wahr, also verliert ein Feld, das beide Enden sieht, die Ziffer. Wolkenkratzer und Drachen sind Sonderfälle davon.</translation>
    </message>
    <message>
        <source>Three cells with two candidates each: a pivot XY, and two pincers XZ and YZ that each see the pivot. Whatever the pivot holds, one pincer becomes Z, so a cell that sees both pincers cannot be Z.</source>
        <translation>Drei Felder mit je zwei Kandidaten: ein Angelpunkt XY und zwei Zangen XZ und YZ, die beide den Angelpunkt sehen. Was auch immer im Angelpunkt steht, eine Zange wird Z, also kann ein Feld, das beide Zangen sieht, nicht Z sein.</translation>
    </message>
    <message>
        <source>Like the XY-Wing, but the pivot holds all three digits XYZ. One of the three cells must be Z, so only a cell that sees the pivot and both pincers loses Z.</source>
        <translation>Wie der XY-Wing, aber der Angelpunkt hat alle drei Ziffern XYZ. Eines der drei Felder muss Z sein, daher verliert nur ein Feld, das den Angelpunkt und beide Zangen sieht, das Z.</translation>
    </message>
    <message>
        <source>Two cells with the same two candidates XY that do not see each other, joined by a strong link on X: in some unit X has only two places, one seen by each cell. So one of the two cells is Y, and a cell that sees both loses Y.</source>
        <translation>Zwei Felder mit denselben zwei Kandidaten XY, die sich nicht sehen, verbunden durch eine starke Verbindung auf X: In einer Einheit hat X nur zwei Plätze, jeden sieht eines der Felder. Also ist eines der beiden Felder Y, und ein Feld, das beide sieht, verliert Y.</translation>
    </message>
    <message>
        <source>Follow one digit along its strong links (units where it has exactly two places) and colour the cells alternately in two colours: one colour is the truth. If two cells of one colour see each other, that colour is false; a cell that sees both colours loses the digit.</source>
        <translation>Folge einer Ziffer entlang ihrer starken Verbindungen (Einheiten, in denen sie genau zwei Plätze hat) und färbe die Felder abwechselnd in zwei Farben: Eine Farbe ist die Wahrheit. Sehen sich zwei Felder derselben Farbe, ist diese Farbe falsch; ein Feld, das beide Farben sieht, verliert die Ziffer.</translation>
    </message>
    <message>
        <source>A puzzle with one solution has no deadly pattern: four cells in two rows, two columns and two boxes holding only the same two digits, which could be swapped. When three corners hold just such a pair, the fourth must hold something else: the pair&apos;s digits are removed from it.</source>
        <translation>Ein Rätsel mit genau einer Lösung hat kein tödliches Muster: vier Felder in zwei Zeilen, zwei Spalten und zwei Blöcken, die nur dieselben zwei Ziffern enthalten, die man vertauschen könnte. Haben drei Ecken nur ein solches Paar, muss die vierte etwas anderes enthalten: Die Ziffern des Paares werden dort entfernt.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two floor cells hold only the pair XY, and whose two roof cells hold XY and the same extra digit Z. To avoid the deadly pattern one roof cell is Z, so a cell that sees both roof cells loses Z.</source>
        <translation>Ein eindeutiges Rechteck, dessen zwei Bodenfelder nur das Paar XY haben und dessen zwei Dachfelder XY und dieselbe zusätzliche Ziffer Z haben. Um das tödliche Muster zu vermeiden, ist ein Dachfeld Z, also verliert ein Feld, das beide Dachfelder sieht, Z.</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof cells have extra digits: together they act as one cell holding those extras, and with other cells of their unit they form a naked subset. The subset&apos;s digits are removed from the rest of that unit.</source>
        <translation>Ein eindeutiges Rechteck, dessen Dachfelder zusätzliche Ziffern haben: Zusammen wirken sie wie ein Feld mit diesen Ziffern und bilden mit anderen Feldern ihrer Einheit eine nackte Teilmenge. Deren Ziffern werden aus dem Rest der Einheit entfernt.</translation>
    </message>
    <message>
        <source>A unique rectangle where one pair digit X has no place in the roof&apos;s unit but the two roof cells (a strong link). X is in one of them, and Y in the other would complete the deadly pattern: Y is removed from both roof cells.</source>
        <translation>Ein eindeutiges Rechteck, bei dem eine Paarziffer X in der Einheit des Daches nur in den beiden Dachfeldern Platz hat (eine starke Verbindung). X steht in einem davon, und Y im anderen würde das tödliche Muster vollenden: Y wird aus beiden Dachfeldern entfernt.</translation>
    </message>
    <message>
        <source>A rectangle with one corner holding only XY. If in the row and the column of the opposite corner X has no places but the rectangle&apos;s corners (strong links), the opposite corner cannot be Y: that would force the deadly pattern.</source>
        <translation>Ein Rechteck mit einer Ecke, die nur XY enthält. Hat X in der Zeile und der Spalte der gegenüberliegenden Ecke keine Plätze außer den Ecken des Rechtecks (starke Verbindungen), kann die gegenüberliegende Ecke nicht Y sein: Das würde das tödliche Muster erzwingen.</translation>
    </message>
    <message>
        <source>Bivalue Universal Grave: if every open cell had exactly two candidates and every digit two places in each unit, the puzzle would have two solutions. When all cells but one are like that, the extra cell must take the digit that appears three times in its units.</source>
        <translation>Bivalue Universal Grave: Hätte jedes offene Feld genau zwei Kandidaten und jede Ziffer in jeder Einheit zwei Plätze, hätte das Rätsel zwei Lösungen. Sind alle Felder bis auf eines so, muss dieses eine die Ziffer bekommen, die in seinen Einheiten dreimal vorkommt.</translation>
    </message>
    <message>
        <source>A chain of cells with the same two candidates, each seeing the next. The two digits alternate along the chain, so cells an odd number of links apart hold different digits: a cell that sees two such cells can hold neither digit.</source>
        <translation>Eine Kette von Feldern mit denselben zwei Kandidaten, jedes sieht das nächste. Die beiden Ziffern wechseln sich entlang der Kette ab, also enthalten Felder im Abstand einer ungeraden Zahl von Gliedern verschiedene Ziffern: Ein Feld, das zwei solche Felder sieht, kann keine der beiden Ziffern enthalten.</translation>
    </message>
    <message>
        <source>A chain on one digit that alternates strong links (the only two places in a unit) and weak links (two cells that see each other), with a strong link at both ends. One end holds the digit, so a cell that sees both ends loses it. Nodes may be groups of cells in a box.</source>
        <translation>Eine Kette auf einer Ziffer, die starke Verbindungen (die einzigen zwei Plätze in einer Einheit) und schwache Verbindungen (zwei Felder, die sich sehen) abwechselt, mit einer starken Verbindung an beiden Enden. Ein Ende enthält die Ziffer, also verliert ein Feld, das beide Enden sieht, sie. Knoten können Gruppen von Feldern in einem Block sein.</translation>
    </message>
    <message>
        <source>A chain of cells with two candidates each, every cell seeing the next and sharing a digit with it. If the first cell is not Z, the chain forces the last to be Z: one of the ends is Z, and a cell that sees both loses Z.</source>
        <translation>Eine Kette von Feldern mit je zwei Kandidaten, jedes sieht das nächste und teilt eine Ziffer mit ihm. Ist das erste Feld nicht Z, zwingt die Kette das letzte, Z zu sein: Eines der Enden ist Z, und ein Feld, das beide sieht, verliert Z.</translation>
    </message>
    <message>
        <source>The general chain: its nodes are candidates or groups, its links alternate strong (at least one end is true) and weak (at most one is true), and may change digit within a cell or a unit. With strong links at both ends one end is true, and what sees both loses the digit. A closed loop (a nice loop) makes every weak link in it strong.</source>
        <translation>Die allgemeine Kette: Ihre Knoten sind Kandidaten oder Gruppen, ihre Verbindungen wechseln zwischen stark (mindestens ein Ende ist wahr) und schwach (höchstens eines ist wahr) und dürfen innerhalb eines Feldes oder einer Einheit die Ziffer wechseln. Mit starken Verbindungen an beiden Enden ist ein Ende wahr, und was beide sieht, verliert die Ziffer. Eine geschlossene Schleife (Nice Loop) macht jede schwache Verbindung darin stark.</translation>
    </message>
    <message>
        <source>An almost locked set (ALS) is N cells of one unit with N+1 candidates. Two ALS share a restricted common digit X when every X of one sees every X of the other: at most one holds X. If they also share a digit Z, one of them holds Z, so a cell that sees every Z of both sets loses Z. With two restricted common digits (doubly linked) both sets are locked.</source>
        <translation>Eine fast gesperrte Menge (ALS) sind N Felder einer Einheit mit N+1 Kandidaten. Zwei ALS teilen eine eingeschränkte gemeinsame Ziffer X, wenn jedes X der einen jedes X der anderen sieht: Höchstens eine enthält X. Teilen sie auch eine Ziffer Z, enthält eine von ihnen Z, also verliert ein Feld, das jedes Z beider Mengen sieht, Z. Mit zwei eingeschränkten gemeinsamen Ziffern (doppelt verbunden) sind beide Mengen gesperrt.</translation>
    </message>
    <message>
        <source>An XY-Wing made of almost locked sets: a pivot set C shares the restricted common digit X with a set A and Y with a set B. If neither A nor B held their common digit Z, both would be locked and take X and Y away from C, leaving C too few digits. So A or B holds Z: a cell that sees every Z of both loses Z.</source>
        <translation>Ein XY-Wing aus fast gesperrten Mengen: Eine Angelmenge C teilt die eingeschränkte gemeinsame Ziffer X mit einer Menge A und Y mit einer Menge B. Enthielten weder A noch B ihre gemeinsame Ziffer Z, wären beide gesperrt und nähmen C die Ziffern X und Y weg, sodass C zu wenige Ziffern bliebe. Also enthält A oder B Z: Ein Feld, das jedes Z beider sieht, verliert Z.</translation>
    </message>
    <message>
        <source>The last logical resort: follow the consequences of every candidate of a cell, of every place of a digit in a unit, or of one candidate true and false. If all branches lead to the same result, it holds; if an assumption leads to a contradiction, it is false. Each branch is shown as a chain.</source>
        <translation>Das letzte logische Mittel: Verfolge die Folgen jedes Kandidaten eines Feldes, jedes Platzes einer Ziffer in einer Einheit oder eines Kandidaten als wahr und als falsch. Führen alle Zweige zum selben Ergebnis, gilt es; führt eine Annahme zu einem Widerspruch, ist sie falsch. Jeder Zweig wird als Kette gezeigt.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches need several lines of reasoning at once: a step in a branch uses more than one earlier conclusion (a net). Harder to follow, but every link is still shown.</source>
        <translation>Eine erzwingende Kette, deren Zweige mehrere Gedankengänge zugleich brauchen: Ein Schritt in einem Zweig nutzt mehr als eine frühere Folgerung (ein Netz). Schwerer zu verfolgen, aber jede Verbindung wird weiterhin gezeigt.</translation>
    </message>
    <message>
        <source>Zhe Chen&apos;s rule behind the singles and subsets: in a unit, r cells whose candidates together are exactly r digits take those digits, and the unit&apos;s other cells lose them (r = 1 is a single placed).</source>
        <translation>Zhe Chens Regel hinter den Singles und Teilmengen: In einer Einheit nehmen r Felder, deren Kandidaten zusammen genau r Ziffern sind, diese Ziffern auf, und die übrigen Felder der Einheit verlieren sie (r = 1 ist ein gesetzter Single).</translation>
    </message>
    <message>
        <source>Assume a digit, fill in the singles that follow, and see whether the board runs into a contradiction: if it does, the digit is wrong. The tutor keeps this only as a fallback; forcing chains explain such steps link by link.</source>
        <translation>Nimm eine Ziffer an, trage die folgenden Singles ein und prüfe, ob das Brett in einen Widerspruch läuft: Wenn ja, ist die Ziffer falsch. Der Tutor behält das nur als Notlösung; erzwingende Ketten erklären solche Schritte Verbindung für Verbindung.</translation>
    </message>
    <message>
        <source>Always first: after every placement, look at the units that are now nearly full.</source>
        <translation>Immer zuerst: Schau nach jedem Eintrag auf die Einheiten, die jetzt fast voll sind.</translation>
    </message>
    <message>
        <source>Where a cell&apos;s row, column and box together hold many different digits; with pencil marks, any cell with one mark left.</source>
        <translation>Wo Zeile, Spalte und Block eines Feldes zusammen viele verschiedene Ziffern enthalten; mit Notizen jedes Feld, in dem nur noch eine Notiz steht.</translation>
    </message>
    <message>
        <source>Take one digit at a time through the boxes: a digit already placed in many boxes often has one spot left in the others.</source>
        <translation>Nimm dir eine Ziffer nach der anderen durch die Blöcke vor: Eine Ziffer, die schon in vielen Blöcken steht, hat in den übrigen oft nur noch einen Platz.</translation>
    </message>
    <message>
        <source>When the singles run out: for each box and digit, check whether its candidates line up, and for each line whether they stay in one box.</source>
        <translation>Wenn die Singles ausgehen: Prüfe für jeden Block und jede Ziffer, ob ihre Kandidaten in einer Linie liegen, und für jede Linie, ob sie in einem Block bleiben.</translation>
    </message>
    <message>
        <source>Units with several cells of few candidates: two cells with the same two candidates are the easiest to see.</source>
        <translation>Einheiten mit mehreren Feldern mit wenigen Kandidaten: Zwei Felder mit denselben zwei Kandidaten sieht man am leichtesten.</translation>
    </message>
    <message>
        <source>Digits with few places in a unit: when some digits fit only the same cells, they hide among those cells&apos; other marks.</source>
        <translation>Ziffern mit wenigen Plätzen in einer Einheit: Passen einige Ziffern nur in dieselben Felder, verstecken sie sich zwischen den anderen Notizen dieser Felder.</translation>
    </message>
    <message>
        <source>A digit with few candidates left in several rows or columns: note the columns of each row&apos;s candidates and look for rows that share them.</source>
        <translation>Eine Ziffer mit wenigen Kandidaten in mehreren Zeilen oder Spalten: Notiere die Spalten der Kandidaten jeder Zeile und suche Zeilen, die dieselben haben.</translation>
    </message>
    <message>
        <source>When a fish almost fits but one line has a stray candidate or two in a box of the pattern.</source>
        <translation>Wenn ein Fisch fast passt, aber eine Linie ein oder zwei überzählige Kandidaten in einem Block des Musters hat.</translation>
    </message>
    <message>
        <source>A digit with several conjugate pairs (units where it has exactly two places): look for two pairs joined at one end.</source>
        <translation>Eine Ziffer mit mehreren konjugierten Paaren (Einheiten, in denen sie genau zwei Plätze hat): Suche zwei Paare, die an einem Ende verbunden sind.</translation>
    </message>
    <message>
        <source>Many cells with two candidates: take one as the pivot and look at the bivalue cells it sees.</source>
        <translation>Viele Felder mit zwei Kandidaten: Nimm eines als Angelpunkt und schau dir die Felder mit zwei Kandidaten an, die es sieht.</translation>
    </message>
    <message>
        <source>Two cells with the same two candidates far apart: look for a conjugate pair of one of their digits between them.</source>
        <translation>Zwei weit auseinanderliegende Felder mit denselben zwei Kandidaten: Suche zwischen ihnen ein konjugiertes Paar einer ihrer Ziffern.</translation>
    </message>
    <message>
        <source>A digit whose conjugate pairs connect into a network across the board.</source>
        <translation>Eine Ziffer, deren konjugierte Paare sich über das Brett zu einem Netz verbinden.</translation>
    </message>
    <message>
        <source>Bivalue cells with the same pair on the corners of a rectangle over two boxes. Only in puzzles known to have exactly one solution.</source>
        <translation>Felder mit denselben zwei Kandidaten an den Ecken eines Rechtecks über zwei Blöcke. Nur in Rätseln, von denen man weiß, dass sie genau eine Lösung haben.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when every open cell but one has exactly two candidates.</source>
        <translation>Spät im Rätsel, wenn jedes offene Feld bis auf eines genau zwei Kandidaten hat.</translation>
    </message>
    <message>
        <source>Several cells with the same pair of candidates spread over the board.</source>
        <translation>Mehrere über das Brett verteilte Felder mit demselben Kandidatenpaar.</translation>
    </message>
    <message>
        <source>When the short one-digit patterns find nothing: trace a digit&apos;s conjugate pairs into longer chains.</source>
        <translation>Wenn die kurzen Muster einer Ziffer nichts finden: Verfolge die konjugierten Paare einer Ziffer zu längeren Ketten.</translation>
    </message>
    <message>
        <source>Many bivalue cells: follow them from cell to cell; an XY-Wing is the shortest XY-Chain.</source>
        <translation>Viele Felder mit zwei Kandidaten: Folge ihnen von Feld zu Feld; ein XY-Wing ist die kürzeste XY-Kette.</translation>
    </message>
    <message>
        <source>Hard puzzles where the named patterns are used up: it joins single-digit links and bivalue cells in one chain.</source>
        <translation>Schwere Rätsel, in denen die benannten Muster ausgeschöpft sind: Sie verbindet Verbindungen einer Ziffer und Felder mit zwei Kandidaten in einer Kette.</translation>
    </message>
    <message>
        <source>Expert puzzles: look for small almost locked sets (a bivalue cell is one, a pair of cells with three candidates is another) that share digits.</source>
        <translation>Expertenrätsel: Suche kleine fast gesperrte Mengen (ein Feld mit zwei Kandidaten ist eine, zwei Felder mit drei Kandidaten eine andere), die Ziffern teilen.</translation>
    </message>
    <message>
        <source>Only when every simpler technique is stuck: start from a cell with two or three candidates.</source>
        <translation>Nur wenn jede einfachere Technik feststeckt: Beginne bei einem Feld mit zwei oder drei Kandidaten.</translation>
    </message>
    <message>
        <source>Not in hints: it shows in the Solver Lab&apos;s Chen method and in the ratings.</source>
        <translation>Nicht in Hinweisen: Sie erscheint in der Chen-Methode des Löser-Labors und in den Bewertungen.</translation>
    </message>
    <message>
        <source>Never on purpose: it is what remains when no chain is found.</source>
        <translation>Nie mit Absicht: Es bleibt nur, wenn keine Kette gefunden wird.</translation>
    </message>
    <message>
        <source>Where a box meets a row or a column, two or three cells hold two digits more than cells. Add cells from the rest of the line and from the rest of the box, with no digit in common between the two parts, so that all the cells together hold exactly as many digits as there are cells. Then each of these digits is in them once: a digit the box&apos;s part lacks lies in the line and goes from the rest of it, a digit the line&apos;s part lacks lies in the box and goes from the rest of the box.</source>
        <translation>Wo sich ein Block mit einer Zeile oder Spalte schneidet, halten zwei oder drei Felder zwei Ziffern mehr, als es Felder sind. Nimm Felder aus dem Rest der Linie und aus dem Rest des Blocks hinzu, ohne gemeinsame Ziffer zwischen den beiden Teilen, sodass alle Felder zusammen genau so viele Ziffern halten, wie es Felder sind. Dann steht jede dieser Ziffern genau einmal darin: Eine Ziffer, die dem Teil im Block fehlt, liegt in der Linie und fällt im Rest der Linie weg; eine, die dem Teil in der Linie fehlt, liegt im Block und fällt im Rest des Blocks weg.</translation>
    </message>
    <message>
        <source>An alternating chain that closes on itself, strong and weak links taking turns all the way round. Then every weak link holds exactly one true end too: a candidate that sees both ends of any weak link goes, and where the loop changes digit inside a cell, the cell&apos;s other digits go. Nodes may be groups of cells in a box. One such loop does the work of several AICs.</source>
        <translation>Eine alternierende Kette, die sich schließt: Starke und schwache Verbindungen wechseln sich ringsum ab. Dann hat auch jede schwache Verbindung genau ein wahres Ende: Ein Kandidat, der beide Enden einer schwachen Verbindung sieht, fällt weg, und wo die Schleife innerhalb eines Feldes die Ziffer wechselt, fallen die übrigen Ziffern des Feldes weg. Knoten können Gruppen von Feldern in einem Block sein. Eine solche Schleife leistet so viel wie mehrere AICs.</translation>
    </message>
    <message>
        <source>An alternating inference chain whose nodes may be almost locked sets (N cells of one unit with N+1 digits). The chain enters a set by one digit (a weak link: that digit is gone from the set) and leaves it by another, which the locked set then holds. ALS-XZ and ALS-XY-Wing are its shortest forms. As in every AIC, one of the ends is true, so what sees both loses the digit; a closed loop makes every weak link strong.</source>
        <translation>Eine alternierende Schlusskette, deren Knoten fast gesperrte Mengen sein dürfen (N Felder einer Einheit mit N+1 Ziffern). Die Kette betritt eine Menge über eine Ziffer (eine schwache Verbindung: Diese Ziffer fehlt dann in der Menge) und verlässt sie über eine andere, die die gesperrte Menge dann hält. ALS-XZ und ALS-XY-Wing sind ihre kürzesten Formen. Wie in jeder AIC ist eines der Enden wahr, also verliert, was beide sieht, die Ziffer; eine geschlossene Schleife macht jede schwache Verbindung stark.</translation>
    </message>
    <message>
        <source>A stem cell, and for each of its candidates an almost locked set (a petal) whose every copy of that candidate sees the stem; all petals share a digit Z that the stem does not hold. Whatever the stem holds, one petal loses that digit and is locked on the others, Z among them: a cell that sees every Z of all the petals loses Z.</source>
        <translation>Ein Stammfeld und für jeden seiner Kandidaten eine fast gesperrte Menge (ein Blütenblatt), deren Exemplare dieses Kandidaten alle den Stamm sehen; alle Blütenblätter teilen eine Ziffer Z, die der Stamm nicht hat. Was immer der Stamm hält, ein Blütenblatt verliert diese Ziffer und ist auf die übrigen gesperrt, darunter Z: Ein Feld, das jedes Z aller Blütenblätter sieht, verliert Z.</translation>
    </message>
    <message>
        <source>A box-line intersection with two or three crowded cells, next to bivalue cells (or small almost locked sets) in the same line and the same box that use up its digits.</source>
        <translation>Eine Kreuzung von Block und Linie mit zwei oder drei vollen Feldern, daneben Felder mit zwei Kandidaten (oder kleine fast gesperrte Mengen) in derselben Linie und demselben Block, die ihre Ziffern aufbrauchen.</translation>
    </message>
    <message>
        <source>When the two ends of a chain see each other: close it into a loop and look at every weak link in it.</source>
        <translation>Wenn sich die beiden Enden einer Kette sehen: Schließe sie zur Schleife und betrachte jede schwache Verbindung darin.</translation>
    </message>
    <message>
        <source>When no plain chain works: small almost locked sets (two or three cells) act as links where a bivalue cell or a conjugate pair is missing.</source>
        <translation>Wenn keine einfache Kette gelingt: Kleine fast gesperrte Mengen (zwei oder drei Felder) dienen als Glieder, wo ein Feld mit zwei Kandidaten oder ein konjugiertes Paar fehlt.</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, surrounded by small almost locked sets that share a digit.</source>
        <translation>Ein Feld mit zwei oder drei Kandidaten, umgeben von kleinen fast gesperrten Mengen, die eine Ziffer teilen.</translation>
    </message>
    <message>
        <source>A box whose candidates for a digit all lie in one of its rows and one of its columns (the rest of the box is the empty rectangle): the box&apos;s digit is in that row or that column. With a strong link (a line where the digit has only two places) that starts in the row, the digit is either at the link&apos;s far end or in the box&apos;s column: a cell that sees both loses it. The same with rows and columns swapped.</source>
        <translation>Ein Block, dessen Kandidaten für eine Ziffer alle in einer seiner Zeilen und einer seiner Spalten liegen (der Rest des Blocks ist das leere Rechteck): Die Ziffer des Blocks steht in dieser Zeile oder dieser Spalte. Beginnt eine starke Verbindung (eine Linie, in der die Ziffer nur zwei Plätze hat) in der Zeile, steht die Ziffer entweder am fernen Ende der Verbindung oder in der Spalte des Blocks: Ein Feld, das beides sieht, verliert sie. Ebenso mit vertauschten Zeilen und Spalten.</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs as in Simple Colouring, but in two separate clusters. If a colour of one cluster sees a colour of the other, they are not both true, so one of the two opposite colours is: a cell that sees both of those loses the digit. If a colour sees both colours of the other cluster, it is false and goes.</source>
        <translation>Färbe die konjugierten Paare einer Ziffer wie beim Einfachen Färben, aber in zwei getrennten Gruppen. Sieht eine Farbe der einen Gruppe eine Farbe der anderen, sind nicht beide wahr, also ist eine der beiden Gegenfarben wahr: Ein Feld, das beide sieht, verliert die Ziffer. Sieht eine Farbe beide Farben der anderen Gruppe, ist sie falsch und entfällt.</translation>
    </message>
    <message>
        <source>Colouring over all digits: a cell with two candidates and a unit where a digit has two places both join two candidates of which one is true, so the chained candidates take two colours. A colour is false when it would put two candidates in one cell, a digit twice in a unit, or leave some cell empty; then the other colour is placed. A candidate ruled out by both colours, in its cell or by its digit&apos;s peers, goes.</source>
        <translation>Färben über alle Ziffern: Ein Feld mit zwei Kandidaten und eine Einheit, in der eine Ziffer zwei Plätze hat, verbinden je zwei Kandidaten, von denen einer wahr ist; so erhalten die verketteten Kandidaten zwei Farben. Eine Farbe ist falsch, wenn sie zwei Kandidaten in ein Feld, eine Ziffer zweimal in eine Einheit setzen oder ein Feld leer lassen würde; dann wird die andere Farbe eingetragen. Ein Kandidat, den beide Farben ausschließen (in seinem Feld oder über die Felder, die seine Ziffer sehen), entfällt.</translation>
    </message>
    <message>
        <source>A unique rectangle where two diagonal corners, or three corners, hold the pair XY and the same one extra digit Z, and the rest only XY. One of the corners with Z must be Z, or the deadly pattern would remain: a cell that sees all of them loses Z. Like every uniqueness technique, it assumes the puzzle has one solution.</source>
        <translation>Ein eindeutiges Rechteck, bei dem zwei diagonale Ecken oder drei Ecken das Paar XY und dieselbe eine Zusatzziffer Z enthalten und die übrigen nur XY. Eine der Ecken mit Z muss Z sein, sonst bliebe das tödliche Muster: Ein Feld, das sie alle sieht, verliert Z. Wie jede Eindeutigkeitstechnik setzt sie voraus, dass das Rätsel genau eine Lösung hat.</translation>
    </message>
    <message>
        <source>A unique rectangle whose two diagonal corners hold only XY, while in both of its rows (or both columns) X has no other place: an X-Wing on the corners. X is on one diagonal; on the other it would leave Y on the first and complete the deadly pattern. So X is removed from the two corners with extra digits.</source>
        <translation>Ein eindeutiges Rechteck, dessen zwei diagonale Ecken nur XY enthalten, während X in seinen beiden Zeilen (oder beiden Spalten) keinen anderen Platz hat: ein X-Wing auf den Ecken. X steht auf einer Diagonale; auf der anderen ließe es Y auf der ersten und vollendete das tödliche Muster. Also wird X aus den beiden Ecken mit Zusatzziffern entfernt.</translation>
    </message>
    <message>
        <source>Like a unique rectangle, but with solved cells: values the player or the tutor entered, not givens, can still be swapped. When three corners were solved as X, Y and X crosswise, the fourth corner cannot be Y, or the four could be swapped and the puzzle would have two solutions.</source>
        <translation>Wie ein eindeutiges Rechteck, aber mit gelösten Feldern: Werte, die der Spieler oder der Tutor eingetragen hat (keine Vorgaben), lassen sich noch vertauschen. Wurden drei Ecken über Kreuz als X, Y und X gelöst, kann die vierte Ecke nicht Y sein, sonst ließen sich die vier vertauschen und das Rätsel hätte zwei Lösungen.</translation>
    </message>
    <message>
        <source>An avoidable rectangle with two solved corners X and Y in one line (not givens); across from them the open corners hold X and Z, and Y and Z. Without Z they would complete a swappable pattern, so one of them is Z: a cell that sees both loses Z.</source>
        <translation>Ein vermeidbares Rechteck mit zwei gelösten Ecken X und Y in einer Linie (keine Vorgaben); ihnen gegenüber enthalten die offenen Ecken X und Z bzw. Y und Z. Ohne Z ergäben sie ein vertauschbares Muster, also ist eine von ihnen Z: Ein Feld, das beide sieht, verliert Z.</translation>
    </message>
    <message>
        <source>Like BUG+1, but several cells have a third candidate, the same digit Z in every one of them. Without it the grid would be a BUG, so one of those cells is Z, and a cell that sees all of them loses Z.</source>
        <translation>Wie BUG+1, aber mehrere Felder haben einen dritten Kandidaten, in jedem dieselbe Ziffer Z. Ohne sie wäre das Gitter ein BUG, also ist eines dieser Felder Z, und ein Feld, das sie alle sieht, verliert Z.</translation>
    </message>
    <message>
        <source>The cells with extra candidates of a near BUG all lie in one unit. One of them holds an extra digit, so together they act as one cell holding the extra digits, which can form a naked subset with other cells of the unit: the subset&apos;s digits go from the unit&apos;s other cells.</source>
        <translation>Die Felder mit Zusatzkandidaten eines Beinahe-BUG liegen alle in einer Einheit. Eines von ihnen enthält eine Zusatzziffer, also wirken sie zusammen wie ein Feld mit den Zusatzziffern, das mit anderen Feldern der Einheit eine nackte Teilmenge bilden kann: Deren Ziffern entfallen aus den übrigen Feldern der Einheit.</translation>
    </message>
    <message>
        <source>Two cells with extra candidates in one unit, where a digit X of both cells&apos; pairs has no other place in the unit. One of the two takes its extra candidate, so the other is X: each cell is X or its extra candidate, and its other pair digit goes.</source>
        <translation>Zwei Felder mit Zusatzkandidaten in einer Einheit, in der eine Ziffer X aus den Paaren beider Felder keinen anderen Platz hat. Eines der beiden nimmt seinen Zusatzkandidaten, also ist das andere X: Jedes Feld ist X oder sein Zusatzkandidat, und seine andere Paarziffer entfällt.</translation>
    </message>
    <message>
        <source>A digit with few candidates in a box, all in one row and one column of it, and a conjugate pair in a line that crosses that row or column outside the box.</source>
        <translation>Eine Ziffer mit wenigen Kandidaten in einem Block, alle in einer Zeile und einer Spalte des Blocks, und ein konjugiertes Paar in einer Linie, die diese Zeile oder Spalte außerhalb des Blocks kreuzt.</translation>
    </message>
    <message>
        <source>When Simple Colouring leaves a digit with several separate clusters of conjugate pairs: look for two clusters whose cells see each other.</source>
        <translation>Wenn das Einfache Färben bei einer Ziffer mehrere getrennte Gruppen konjugierter Paare übrig lässt: Suche zwei Gruppen, deren Felder sich sehen.</translation>
    </message>
    <message>
        <source>Hard puzzles with many bivalue cells and conjugate pairs: colour from a bivalue cell across several digits, and look for clashes.</source>
        <translation>Schwere Rätsel mit vielen Feldern mit zwei Kandidaten und konjugierten Paaren: Färbe von einem solchen Feld aus über mehrere Ziffern und suche nach Widersprüchen.</translation>
    </message>
    <message>
        <source>Late in a puzzle, where cells you solved (not givens) sit on the corners of a rectangle over two boxes. Only in puzzles known to have exactly one solution.</source>
        <translation>Spät im Rätsel, wenn selbst gelöste Felder (keine Vorgaben) an den Ecken eines Rechtecks über zwei Blöcke liegen. Nur in Rätseln, von denen man weiß, dass sie genau eine Lösung haben.</translation>
    </message>
    <message>
        <source>Late in a puzzle, when every open cell but a few has exactly two candidates.</source>
        <translation>Spät im Rätsel, wenn jedes offene Feld bis auf wenige genau zwei Kandidaten hat.</translation>
    </message>
    <message>
        <source>A fish whose base or cover sets include boxes: n base sets (rows and boxes) whose candidates of a digit all lie in n cover sets (columns and boxes), or the same with rows and columns swapped. Each base set holds the digit once, in different cells, and each cover set at most once: so the cover sets take exactly the base sets&apos; digits, and the digit goes from the cover sets&apos; other cells.</source>
        <translation>Ein Fisch, dessen Basis- oder Deckmengen Blöcke enthalten: n Basismengen (Zeilen und Blöcke), deren Kandidaten einer Ziffer alle in n Deckmengen (Spalten und Blöcken) liegen, oder dasselbe mit vertauschten Zeilen und Spalten. Jede Basismenge enthält die Ziffer einmal, in verschiedenen Zellen, und jede Deckmenge höchstens einmal: Also nehmen die Deckmengen genau die Ziffern der Basismengen auf, und die Ziffer verschwindet aus den übrigen Zellen der Deckmengen.</translation>
    </message>
    <message>
        <source>Like %1, with fins: base candidates outside every cover set, or in two base sets at once (where a box crosses a line). Either a fin is true, or the fish holds: only the cover cells that also see every fin lose the digit.</source>
        <translation>Wie %1, mit Flossen: Basiskandidaten außerhalb aller Deckmengen oder in zwei Basismengen zugleich (wo ein Block eine Linie kreuzt). Entweder ist eine Flosse wahr, oder der Fisch gilt: Nur die Zellen der Deckmengen, die auch jede Flosse sehen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>The most general fish: n base sets and n cover sets, each a row, a column or a box in any mix (a row and a column among the base sets, say). If the base sets&apos; candidates of a digit all lie in the cover sets, the cover sets take exactly the base sets&apos; digits, and the digit goes from their other cells; a base cell inside two cover sets goes too.</source>
        <translation>Der allgemeinste Fisch: n Basismengen und n Deckmengen, jede eine Zeile, eine Spalte oder ein Block in beliebiger Mischung (etwa eine Zeile und eine Spalte unter den Basismengen). Liegen die Kandidaten einer Ziffer in den Basismengen alle in den Deckmengen, nehmen die Deckmengen genau die Ziffern der Basismengen auf, und die Ziffer verschwindet aus ihren übrigen Zellen; eine Basiszelle in zwei Deckmengen ebenso.</translation>
    </message>
    <message>
        <source>A finned fish whose fins do not all see the cell to clear: instead, each fin, if true, leads by a chain to that cell being false. Either no fin is true and the fish clears the cell, or one is and its chain does: the digit goes.</source>
        <translation>Ein Fisch mit Flossen, die nicht alle die zu leerende Zelle sehen: Stattdessen führt jede Flosse, wenn sie wahr ist, über eine Kette dazu, dass diese Zelle falsch ist. Entweder ist keine Flosse wahr und der Fisch leert die Zelle, oder eine ist es und ihre Kette tut es: Die Ziffer verschwindet.</translation>
    </message>
    <message>
        <source>Some rows cross some columns in N cells. A digit can fill at most as many of those cells as the rows it appears in there, or as the columns; take the smaller for each digit. When these limits add up to exactly N, every one is reached: a digit limited by its rows is inside the cells in each of those rows and leaves their other cells, and likewise for the columns.</source>
        <translation>Einige Zeilen kreuzen einige Spalten in N Zellen. Eine Ziffer kann höchstens so viele dieser Zellen füllen, wie sie dort Zeilen hat, oder wie sie Spalten hat; für jede Ziffer zählt die kleinere Zahl. Ergeben diese Grenzen zusammen genau N, wird jede erreicht: Eine durch ihre Zeilen begrenzte Ziffer liegt in jeder dieser Zeilen in den Zellen und verschwindet aus deren übrigen Zellen, und ebenso für die Spalten.</translation>
    </message>
    <message>
        <source>When the basic and finned fish find nothing: a digit whose candidates in a box or two line up with some rows or columns.</source>
        <translation>Wenn die einfachen Fische und die mit Flossen nichts finden: eine Ziffer, deren Kandidaten in einem oder zwei Blöcken sich mit einigen Zeilen oder Spalten decken.</translation>
    </message>
    <message>
        <source>When a finned fish almost works: its fins miss the cell to clear, but each fin reaches it by a short chain.</source>
        <translation>Wenn ein Fisch mit Flossen beinahe greift: Seine Flossen verfehlen die zu leerende Zelle, aber jede Flosse erreicht sie über eine kurze Kette.</translation>
    </message>
    <message>
        <source>The hardest puzzles, early on: rows and columns with many givens, whose crossing cells hold few digits between them.</source>
        <translation>Bei den schwersten Rätseln, schon früh: Zeilen und Spalten mit vielen Vorgaben, deren Kreuzungszellen zusammen wenige Ziffern enthalten.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Where?</source>
        <translation>Wo?</translation>
    </message>
    <message>
        <source>Hint, level 1: which technique to use and where to look (F2)</source>
        <translation>Hinweis, Stufe 1: welche Technik und wo man suchen soll (F2)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Hint, level 2: highlight the pattern and explain it (F3)</source>
        <translation>Hinweis, Stufe 2: das Muster hervorheben und erklären (F3)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Hint, level 3: make the step on the board (F4, undoable)</source>
        <translation>Hinweis, Stufe 3: den Schritt ausführen (F4, rückgängig machbar)</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Stuck? Ask where to look (F2), then to see the pattern (F3), then to apply it (F4).</source>
        <translation>Festgefahren? Fragen Sie, wo Sie suchen sollen (F2), dann nach dem Muster (F3), dann wenden Sie es an (F4).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Einen Moment …</translation>
    </message>
    <message>
        <source>Check your digits first</source>
        <translation>Prüfen Sie zuerst Ihre Ziffern</translation>
    </message>
    <message>
        <source>The %1 in %2 does not agree with the solution, so any reasoning built on it can go wrong. Remove it (Apply does) before going on.</source>
        <translation>Die %1 in %2 passt nicht zur Lösung, also kann jede Überlegung, die darauf aufbaut, fehlgehen. Entfernen Sie sie („Anwenden“ tut das), bevor Sie weitermachen.</translation>
    </message>
    <message>
        <source>Mistake removed</source>
        <translation>Fehler entfernt</translation>
    </message>
    <message>
        <source>The wrong %1 in %2 is gone.</source>
        <translation>Die falsche %1 in %2 ist entfernt.</translation>
    </message>
    <message>
        <source>Check your pencil marks first</source>
        <translation>Prüfen Sie zuerst Ihre Notizen</translation>
    </message>
    <message>
        <source>The pencil marks of %1 no longer include %2, but %1 needs it: that candidate was removed by mistake. Put it back (Apply does) before going on.</source>
        <translation>Die Notizen von %1 enthalten %2 nicht mehr, aber %1 braucht sie: Dieser Kandidat wurde versehentlich entfernt. Setzen Sie ihn wieder ein („Anwenden“ tut das), bevor Sie weitermachen.</translation>
    </message>
    <message>
        <source>Pencil mark restored</source>
        <translation>Notiz wiederhergestellt</translation>
    </message>
    <message>
        <source>%1 has its candidate %2 back.</source>
        <translation>%1 hat seinen Kandidaten %2 wieder.</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>The board is complete.</source>
        <translation>Das Spielfeld ist vollständig.</translation>
    </message>
    <message>
        <source>No step found</source>
        <translation>Kein Schritt gefunden</translation>
    </message>
    <message>
        <source>No technique applies to this position. Check the digits and pencil marks: the puzzle may have no solution from here.</source>
        <translation>Keine Technik passt auf diese Stellung. Prüfen Sie Ziffern und Notizen: Von hier aus hat das Rätsel vielleicht keine Lösung.</translation>
    </message>
    <message>
        <source>Every empty cell has its pencil marks now, so that the removal shows.</source>
        <translation>Jede leere Zelle hat jetzt ihre Notizen, damit das Streichen zu sehen ist.</translation>
    </message>
    <message>
        <source>Open the help page of %1</source>
        <translation>Die Hilfeseite zu %1 öffnen</translation>
    </message>
    <message>
        <source>A pencil mark you removed from %1 is needed there: check the marks of %1 before going on. Show (F3) names it, Apply (F4) puts it back.</source>
        <translation>Eine Notiz, die Sie in %1 entfernt haben, wird dort gebraucht: Prüfen Sie die Notizen von %1, bevor Sie weitermachen. „Zeigen“ (F3) nennt sie, „Anwenden“ (F4) setzt sie wieder ein.</translation>
    </message>
</context>
<context>
    <name>LabBoard</name>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>%1: %2 distinct digits of %3 (its part of f1), %4 clashes with givens (its part of f2)</source>
        <translation>%1: %2 verschiedene Ziffern von %3 (ihr Anteil an f1), %4 Kollisionen mit Vorgaben (ihr Anteil an f2)</translation>
    </message>
</context>
<context>
    <name>LabLegend</name>
    <message>
        <source>Digit the search decided (on the current path)</source>
        <translation>Ziffer, die die Suche festgelegt hat (auf dem aktuellen Pfad)</translation>
    </message>
    <message>
        <source>Digit propagation placed</source>
        <translation>Ziffer, die die Propagation gesetzt hat</translation>
    </message>
    <message>
        <source>Placed at this event</source>
        <translation>Bei diesem Ereignis gesetzt</translation>
    </message>
    <message>
        <source>Cells this event changes</source>
        <translation>Felder, die dieses Ereignis ändert</translation>
    </message>
    <message>
        <source>Candidate removed at this event</source>
        <translation>Bei diesem Ereignis entfernter Kandidat</translation>
    </message>
    <message>
        <source>Cell the ordering chose</source>
        <translation>Feld, das die Reihenfolge gewählt hat</translation>
    </message>
    <message>
        <source>Tie set it chose from</source>
        <translation>Gleichstand, aus dem sie gewählt hat</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Neutralized square</source>
        <translation>Neutralisiertes Feld</translation>
    </message>
    <message>
        <source>Contribution Number, 0 to %1 (hover a cell for its value)</source>
        <translation>Beitragszahl, 0 bis %1 (Wert beim Überfahren eines Feldes)</translation>
    </message>
    <message>
        <source>The step&apos;s cells</source>
        <translation>Die Felder des Schritts</translation>
    </message>
    <message>
        <source>Candidates of the pattern</source>
        <translation>Kandidaten des Musters</translation>
    </message>
    <message>
        <source>Second colour of the pattern</source>
        <translation>Zweite Farbe des Musters</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>Entfernter Kandidat</translation>
    </message>
    <message>
        <source>Digit placed at this step</source>
        <translation>In diesem Schritt gesetzte Ziffer</translation>
    </message>
    <message>
        <source>Digit placed before</source>
        <translation>Vorher gesetzte Ziffer</translation>
    </message>
    <message>
        <source>Chen: digit assumed</source>
        <translation>Chen: angenommene Ziffer</translation>
    </message>
    <message>
        <source>The swapped pair</source>
        <translation>Das getauschte Paar</translation>
    </message>
    <message>
        <source>Clashing cell (a row or column repeats it)</source>
        <translation>Kollidierendes Feld (eine Zeile oder Spalte wiederholt es)</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>The climber&apos;s digit</source>
        <translation>Ziffer des Bergsteigers</translation>
    </message>
    <message>
        <source>Edges: distinct digits of the row or column (f1) · clashes with givens (f2)</source>
        <translation>Ränder: verschiedene Ziffern der Zeile oder Spalte (f1) · Kollisionen mit Vorgaben (f2)</translation>
    </message>
</context>
<context>
    <name>LabWorkspace</name>
    <message>
        <source>Choose a solver and press Run (F5); then step with the arrow keys, play with Space.</source>
        <translation>Wählen Sie einen Löser und drücken Sie Ausführen (F5); dann mit den Pfeiltasten schrittweise, mit der Leertaste abspielen.</translation>
    </message>
    <message>
        <source>The recording stopped at event %1 (its budget); the run went on, and the Run column counts all of it.</source>
        <translation>Die Aufzeichnung endete bei Ereignis %1 (ihr Budget); der Lauf ging weiter, und die Spalte „Lauf“ zählt ihn ganz.</translation>
    </message>
    <message>
        <source>Before the first event: the puzzle as the solver starts from it.</source>
        <translation>Vor dem ersten Ereignis: das Rätsel, wie der Löser damit beginnt.</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>Ereignis %1: %2</translation>
    </message>
    <message>
        <source>Puzzle: none yet</source>
        <translation>Rätsel: noch keines</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>Rätsel: %1</translation>
    </message>
    <message>
        <source>Solver Lab</source>
        <translation>Löser-Labor</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>CtN &amp;Heat-Map</source>
        <translation>CtN-&amp;Wärmekarte</translation>
    </message>
    <message>
        <source>Colour every open cell by its Contribution Number (H)</source>
        <translation>Jedes offene Feld nach seiner Beitragszahl färben (H)</translation>
    </message>
    <message>
        <source>Take Play&apos;s &amp;Puzzle</source>
        <translation>&amp;Rätsel aus dem Spiel übernehmen</translation>
    </message>
    <message>
        <source>Take Play&apos;s Current P&amp;osition</source>
        <translation>Aktuelle &amp;Stellung aus dem Spiel übernehmen</translation>
    </message>
    <message>
        <source>Hill Climber</source>
        <translation>Bergsteiger</translation>
    </message>
    <message>
        <source>Search Tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>Board of the run</source>
        <translation>Brett des Laufs</translation>
    </message>
    <message>
        <source>The puzzle before a run; arrows move between cells</source>
        <translation>Das Rätsel vor einem Lauf; die Pfeiltasten wechseln die Zelle</translation>
    </message>
    <message>
        <source>Board corner</source>
        <translation>Ecke des Bretts</translation>
    </message>
    <message>
        <source>Events of the run</source>
        <translation>Ereignisse des Laufs</translation>
    </message>
    <message>
        <source>One row per event; arrows step through the run and the board follows</source>
        <translation>Eine Zeile je Ereignis; die Pfeiltasten gehen durch den Lauf, das Brett folgt</translation>
    </message>
    <message>
        <source>Events, search tree and hill climber</source>
        <translation>Ereignisse, Suchbaum und Bergsteiger</translation>
    </message>
    <message>
        <source>Solver options and counters</source>
        <translation>Optionen des Lösers und Zähler</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sudoku Tutor</source>
        <translation>Sudoku Tutor</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Tutor</source>
        <translation>Ü&amp;ber Sudoku Tutor</translation>
    </message>
    <message>
        <source>About Sudoku Tutor</source>
        <translation>Über Sudoku Tutor</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sudoku Tutor&lt;/b&gt; teaches Sudoku and shows how solving algorithms think.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sudoku Tutor&lt;/b&gt; bringt Sudoku bei und zeigt, wie Lösungsalgorithmen denken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Cell &amp;Names</source>
        <translation>Feld&amp;namen</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>From a &amp;Collection</source>
        <translation>Aus einer &amp;Sammlung</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>&amp;Highlight Candidates</source>
        <translation>Kandidaten &amp;hervorheben</translation>
    </message>
    <message>
        <source>%1, puzzle %2</source>
        <extracomment>The window title: where the puzzle comes from and its number there.</extracomment>
        <translation>%1, Rätsel %2</translation>
    </message>
    <message>
        <source>There is no next puzzle in %1.</source>
        <translation>In %1 gibt es kein nächstes Rätsel.</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Side &amp;Panel</source>
        <translation>Seiten&amp;leiste</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <comment>file name, puzzle number</comment>
        <translation>%1 Nr. %2</translation>
    </message>
    <message>
        <source>%1, the position in Play</source>
        <translation>%1, die Stellung im Spiel</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>&amp;Labor</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniken</translation>
    </message>
    <message>
        <source>What each solving technique is, with an example</source>
        <translation>Was jede Lösungstechnik ist, mit einem Beispiel</translation>
    </message>
    <message>
        <source>&lt;p&gt;Version %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Version %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Drill…</source>
        <translation>Ü&amp;bung …</translation>
    </message>
    <message>
        <source>Practise one step at a time: positions where a technique is the next step</source>
        <translation>Schritt für Schritt üben: Stellungen, in denen eine Technik der nächste Schritt ist</translation>
    </message>
</context>
<context>
    <name>PaperReference</name>
    <message>
        <source>Abuluaih et al., Table 1</source>
        <translation>Abuluaih u. a., Tabelle 1</translation>
    </message>
    <message>
        <source>Abuluaih et al., Table 2</source>
        <translation>Abuluaih u. a., Tabelle 2</translation>
    </message>
    <message>
        <source>Carmel, top95 table</source>
        <translation>Carmel, top95-Tabelle</translation>
    </message>
    <message>
        <source>San Segundo, Table 3</source>
        <translation>San Segundo, Tabelle 3</translation>
    </message>
</context>
<context>
    <name>PlayWorkspace</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Every step that applies now; click one to see it, double-click to apply it</source>
        <translation>Alle Schritte, die jetzt möglich sind; ein Klick zeigt einen, ein Doppelklick wendet ihn an</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to check against.</source>
        <translation>Dieses Rätsel hat keine eindeutige Lösung zum Vergleichen.</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Bisher keine Fehler.</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s) do not agree with the solution.</source>
        <translation>
            <numerusform>%n Ziffer passt nicht zur Lösung.</numerusform>
            <numerusform>%n Ziffern passen nicht zur Lösung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a cell to reveal.</source>
        <translation>Wählen Sie ein Feld zum Aufdecken.</translation>
    </message>
    <message>
        <source>Nothing to reveal there.</source>
        <translation>Dort gibt es nichts aufzudecken.</translation>
    </message>
    <message>
        <source>Solved in %1.</source>
        <translation>Gelöst in %1.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>Arrows move, digits enter, Shift+digit marks a candidate, Shift+arrows select more cells</source>
        <translation>Pfeiltasten bewegen, Ziffern tragen ein, Umschalt+Ziffer markiert einen Kandidaten, Umschalt+Pfeiltasten wählen weitere Felder</translation>
    </message>
    <message>
        <source>History of moves</source>
        <translation>Verlauf der Züge</translation>
    </message>
    <message>
        <source>Steps that apply now</source>
        <translation>Jetzt anwendbare Schritte</translation>
    </message>
    <message>
        <source>Side panel tabs</source>
        <translation>Reiter der Seitenleiste</translation>
    </message>
    <message>
        <source>Select every cell</source>
        <translation>Alle Felder auswählen</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>The practice record was not saved: %1</source>
        <translation>Die Übungsbilanz wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Practice record</source>
        <translation>Übungsbilanz</translation>
    </message>
    <message>
        <source>You needed a hint for %1 more often than for any other technique:</source>
        <extracomment>%1 is a technique; the two sentences after it give the counts.</extracomment>
        <translation>Für %1 haben Sie öfter als für jede andere Technik einen Hinweis gebraucht:</translation>
    </message>
    <message numerus="yes">
        <source>in %n solved game(s) with a hint,</source>
        <translation>
            <numerusform>in %n gelösten Spiel mit Hinweis,</numerusform>
            <numerusform>in %n gelösten Spielen mit Hinweis,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>found alone in %n.</source>
        <translation>
            <numerusform>allein gefunden in %n.</numerusform>
            <numerusform>allein gefunden in %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>There is nothing to practise yet: your record has no technique you needed a hint for. Solve a few puzzles, and when a hint helps you, Practice will find you a puzzle that needs that technique.</source>
        <translation>Es gibt noch nichts zu üben: Ihre Bilanz enthält keine Technik, für die Sie einen Hinweis gebraucht haben. Lösen Sie einige Rätsel; wenn Ihnen ein Hinweis hilft, findet „Üben“ ein Rätsel, das diese Technik braucht.</translation>
    </message>
    <message>
        <source>The new puzzle&apos;s path needs %1.</source>
        <translation>Der Lösungsweg des neuen Rätsels braucht %1.</translation>
    </message>
    <message>
        <source>Practice Record</source>
        <translation>Übungsbilanz</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;Üben</translation>
    </message>
    <message>
        <source>No solved games recorded yet. Each puzzle you solve adds the techniques its path needed: found alone, or with a hint.</source>
        <translation>Noch keine gelösten Spiele aufgezeichnet. Jedes Rätsel, das Sie lösen, trägt die Techniken seines Lösungswegs ein: allein gefunden oder mit Hinweis.</translation>
    </message>
    <message>
        <source>Per technique, the solved games whose path needed it: found alone, or with a hint. The first row is the one Practice proposes.</source>
        <translation>Je Technik die gelösten Spiele, deren Lösungsweg sie brauchte: allein gefunden oder mit Hinweis. Die erste Zeile schlägt „Üben“ vor.</translation>
    </message>
    <message>
        <source>&amp;Generate a Puzzle…</source>
        <translation>Rätsel &amp;erzeugen …</translation>
    </message>
    <message>
        <source>A new puzzle made for you, of the size and level you choose</source>
        <translation>Ein neues Rätsel eigens für Sie, in der gewählten Größe und Stufe</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>Ü&amp;ben …</translation>
    </message>
    <message>
        <source>A new puzzle that needs the technique you needed the most hints for</source>
        <translation>Ein neues Rätsel, das die Technik braucht, für die Sie die meisten Hinweise gebraucht haben</translation>
    </message>
    <message>
        <source>Practice &amp;Record…</source>
        <translation>Übungs&amp;bilanz …</translation>
    </message>
    <message>
        <source>Per technique: found alone, or with a hint, in the games you solved</source>
        <translation>Je Technik: in Ihren gelösten Spielen allein gefunden oder mit Hinweis</translation>
    </message>
    <message numerus="yes">
        <source>You needed a hint for %1 and for %n other technique(s) equally often, and %1 is the hardest of them: each</source>
        <translation>
            <numerusform>Für %1 und für %n andere Technik haben Sie gleich oft einen Hinweis gebraucht, und %1 ist die schwerste davon: jeweils</numerusform>
            <numerusform>Für %1 und für %n andere Techniken haben Sie gleich oft einen Hinweis gebraucht, und %1 ist die schwerste davon: jeweils</numerusform>
        </translation>
    </message>
    <message>
        <source>Drills per technique</source>
        <translation>Übungen je Technik</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>Ü&amp;ben</translation>
    </message>
    <message>
        <source>Ten drills of the technique selected (or proposed)</source>
        <translation>Zehn Übungen der gewählten (oder vorgeschlagenen) Technik</translation>
    </message>
    <message>
        <source>Drills: one position at a time where the technique is the next step. Drill next: %1</source>
        <translation>Übungen: eine Stellung nach der anderen, in der die Technik der nächste Schritt ist. Als Nächstes üben: %1</translation>
    </message>
    <message>
        <source>Drills: one position at a time where the technique is the next step (Game ▸ Drill). None done yet.</source>
        <translation>Übungen: eine Stellung nach der anderen, in der die Technik der nächste Schritt ist (Spiel ▸ Übung). Noch keine gemacht.</translation>
    </message>
    <message>
        <source>Drill %1 now</source>
        <translation>%1 jetzt üben</translation>
    </message>
</context>
<context>
    <name>PracticeModel</name>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Found alone</source>
        <translation>Allein gefunden</translation>
    </message>
    <message>
        <source>Needed a hint</source>
        <translation>Hinweis gebraucht</translation>
    </message>
</context>
<context>
    <name>PracticeRecord</name>
    <message>
        <source>this is not a Sudoku Tutor practice record</source>
        <translation>dies ist keine Übungsbilanz von Sudoku Tutor</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not a format version</source>
        <translation>„version“ ist keine Formatversion</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not a technique</source>
        <translation>„%1“: %2 ist keine Technik</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a count</source>
        <translation>„%1“ ist keine Anzahl</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>sie ist größer als %1 MiB</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Your practice record %1 could not be read (%2), and it could not be moved aside: it is left as it is, and this session&apos;s games are not recorded.</source>
        <translation>Ihre Übungsbilanz %1 konnte nicht gelesen werden (%2) und nicht beiseitegelegt werden: Sie bleibt, wie sie ist, und die Spiele dieser Sitzung werden nicht aufgezeichnet.</translation>
    </message>
    <message>
        <source>Your practice record could not be read (%1). Nothing was deleted: it was kept as %2, and a new record starts.</source>
        <translation>Ihre Übungsbilanz konnte nicht gelesen werden (%1). Nichts wurde gelöscht: Sie wurde als %2 aufbewahrt, und eine neue Bilanz beginnt.</translation>
    </message>
</context>
<context>
    <name>PuzzleInfo</name>
    <message>
        <source>Time played</source>
        <translation>Gespielte Zeit</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>eine Lösung</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>mehrere Lösungen</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message numerus="yes">
        <source>%n cells selected: %1</source>
        <extracomment>The side panel: several cells are selected; %1 names them.</extracomment>
        <translation>
            <numerusform>%n Feld gewählt: %1</numerusform>
            <numerusform>%n Felder gewählt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected cell: %1</source>
        <translation>Gewähltes Feld: %1</translation>
    </message>
    <message>
        <source>Puzzle %1 · %2 × %2</source>
        <translation>Rätsel %1 · %2 × %2</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n given(s)&lt;br&gt;%3&lt;br&gt;%4</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n Vorgabe&lt;br&gt;%3&lt;br&gt;%4</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n Vorgaben&lt;br&gt;%3&lt;br&gt;%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleLibrary</name>
    <message>
        <source>New York Times — easy</source>
        <translation>New York Times – leicht</translation>
    </message>
    <message>
        <source>New York Times — medium</source>
        <translation>New York Times – mittel</translation>
    </message>
    <message>
        <source>New York Times — hard</source>
        <translation>New York Times – schwer</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s top 95</source>
        <translation>Peter Norvigs Top 95</translation>
    </message>
</context>
<context>
    <name>PuzzlePicker</name>
    <message>
        <source>%1 (rated %2)</source>
        <extracomment>A puzzle picked by level: its collection (named by its source) and the level the program rates it.</extracomment>
        <translation>%1 (bewertet: %2)</translation>
    </message>
</context>
<context>
    <name>RaceCountersModel</name>
    <message>
        <source>%1: %2</source>
        <comment>pane number, solver</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>The event each pane shows, of those recorded</source>
        <translation>Das Ereignis, das jede Spalte zeigt, von den aufgezeichneten</translation>
    </message>
    <message>
        <source>Assignments made by the search (Chen: assumptions), as the papers count them</source>
        <translation>Zuweisungen der Suche (Chen: Annahmen), so gezählt wie in den Artikeln</translation>
    </message>
    <message>
        <source>Assignments undone (Chen: assumptions refuted)</source>
        <translation>Zurückgenommene Zuweisungen (Chen: widerlegte Annahmen)</translation>
    </message>
    <message>
        <source>The deepest assignment level so far</source>
        <translation>Die bisher größte Tiefe der Zuweisungen</translation>
    </message>
    <message>
        <source>The hill climber&apos;s moves</source>
        <translation>Die Züge des Bergsteigers</translation>
    </message>
    <message>
        <source>The hill climber&apos;s restarts</source>
        <translation>Die Neustarts des Bergsteigers</translation>
    </message>
    <message>
        <source>The tutor&apos;s steps, the FILTER&apos;s rule firings</source>
        <translation>Die Schritte des Tutors, die Regelanwendungen des FILTERs</translation>
    </message>
    <message>
        <source>The run&apos;s own CPU time at the event shown</source>
        <translation>Die eigene CPU-Zeit des Laufs beim gezeigten Ereignis</translation>
    </message>
    <message>
        <source>How the run ended, once the pane has reached its end</source>
        <translation>Wie der Lauf endete, sobald die Spalte ihr Ende erreicht hat</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>RacePane</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>neutralize</source>
        <translation>neutralisieren</translation>
    </message>
    <message>
        <source>hill climber</source>
        <translation>Bergsteiger</translation>
    </message>
    <message>
        <source>tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>FILTER</source>
        <translation>FILTER</translation>
    </message>
    <message numerus="yes">
        <source>FILTER, %n rule(s)</source>
        <translation>
            <numerusform>FILTER, %n Regel</numerusform>
            <numerusform>FILTER, %n Regeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen</source>
        <translation>Chen</translation>
    </message>
    <message>
        <source>Solver of Pane %1</source>
        <translation>Löser der Spalte %1</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation>Ereignis %1 von %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>pane number, solver</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Solver…</source>
        <translation>Löser …</translation>
    </message>
    <message>
        <source>Choose this pane&apos;s solver</source>
        <translation>Den Löser dieser Spalte wählen</translation>
    </message>
    <message>
        <source>Step this pane forward</source>
        <translation>Diese Spalte vorwärts</translation>
    </message>
    <message>
        <source>This pane alone: one event forward</source>
        <translation>Nur diese Spalte: ein Ereignis vor</translation>
    </message>
    <message>
        <source>Step this pane back</source>
        <translation>Diese Spalte zurück</translation>
    </message>
    <message>
        <source>This pane alone: one event back</source>
        <translation>Nur diese Spalte: ein Ereignis zurück</translation>
    </message>
    <message>
        <source>Remove this pane</source>
        <translation>Diese Spalte entfernen</translation>
    </message>
    <message>
        <source>Take this pane out of the race</source>
        <translation>Diese Spalte aus dem Rennen nehmen</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>position; the run&apos;s state</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>The puzzle before the race; Run All (F5) starts it</source>
        <translation>Das Rätsel vor dem Rennen; „Alle ausführen“ (F5) startet es</translation>
    </message>
    <message>
        <source>Board of pane %1: %2</source>
        <translation>Brett der Spalte %1: %2</translation>
    </message>
    <message>
        <source>Board corner</source>
        <translation>Ecke des Bretts</translation>
    </message>
</context>
<context>
    <name>RacePresets</name>
    <message>
        <source>Abuluaih: lex vs MRV vs CtN (fc, neutralize)</source>
        <translation>Abuluaih: lex gegen MRV gegen CtN (fc, neutralisieren)</translation>
    </message>
    <message>
        <source>Abuluaih</source>
        <translation>Abuluaih</translation>
    </message>
    <message>
        <source>Abuluaih et al., Tables 1–2: the systematic order (their FC), fewest candidates and the Contribution Number, each with forward checking, stopping at a Neutralized Set.</source>
        <translation>Abuluaih u. a., Tabellen 1–2: die systematische Reihenfolge (ihr FC), wenigste Kandidaten und die Contribution Number, jeweils mit Vorwärtsprüfung, Halt bei einer neutralisierten Menge.</translation>
    </message>
    <message>
        <source>Carmel: MRV with none / I / I+II / I–IV</source>
        <translation>Carmel: MRV mit keiner / I / I+II / I–IV</translation>
    </message>
    <message>
        <source>Carmel</source>
        <translation>Carmel</translation>
    </message>
    <message>
        <source>Carmel&apos;s HS-solver on MRV: no propagation (node limit 10 million), then his strategies I, I+II and all four. A race has four panes: for I+II+III take the second Carmel preset, or choose it in any pane&apos;s Solver… dialog.</source>
        <translation>Carmels HS-Löser auf MRV: ohne Propagierung (Knotengrenze 10 Millionen), dann seine Strategien I, I+II und alle vier. Ein Rennen hat vier Spalten: für I+II+III nehmen Sie die zweite Carmel-Vorgabe oder wählen es im Dialog „Löser …“ einer Spalte.</translation>
    </message>
    <message>
        <source>Carmel: MRV with I / I+II / I+II+III / I–IV</source>
        <translation>Carmel: MRV mit I / I+II / I+II+III / I–IV</translation>
    </message>
    <message>
        <source>Carmel, pairs</source>
        <translation>Carmel, Paare</translation>
    </message>
    <message>
        <source>Carmel&apos;s strategies added one at a time: candidate reduction (I), uniqueness (II), hidden pairs (III), naked pairs (IV). The naive search is in the first Carmel preset.</source>
        <translation>Carmels Strategien eine nach der anderen: Kandidatenreduktion (I), Eindeutigkeit (II), versteckte Paare (III), nackte Paare (IV). Die naive Suche ist in der ersten Carmel-Vorgabe.</translation>
    </message>
    <message>
        <source>San Segundo: L vs D_v r1r2 vs G_vmax vs G_vmin (FILTER)</source>
        <translation>San Segundo: L gegen D_v r1r2 gegen G_vmax gegen G_vmin (FILTER)</translation>
    </message>
    <message>
        <source>San Segundo</source>
        <translation>San Segundo</translation>
    </message>
    <message>
        <source>San Segundo&apos;s Table 3: lexicographic order, fewest candidates with the look-ahead value order, and the ties broken by the most or fewest G_CSP edges, each with the ten-rule FILTER at every node.</source>
        <translation>San Segundos Tabelle 3: lexikographische Reihenfolge, wenigste Kandidaten mit vorausschauender Wertreihenfolge, und Gleichstände nach den meisten oder wenigsten G_CSP-Kanten entschieden, jeweils mit dem FILTER aus zehn Regeln an jedem Knoten.</translation>
    </message>
    <message>
        <source>Hill climber: greedy vs post-swap vs random</source>
        <translation>Bergsteiger: gierig gegen Nachtauschen gegen zufällig</translation>
    </message>
    <message>
        <source>Hill climber</source>
        <translation>Bergsteiger</translation>
    </message>
    <message>
        <source>Jones, Roach and Perkins: the same climber from a greedy start, a greedy start with post-swapping, and a random start.</source>
        <translation>Jones, Roach und Perkins: derselbe Bergsteiger ab einem gierigen Start, einem gierigen Start mit Nachtauschen und einem zufälligen Start.</translation>
    </message>
</context>
<context>
    <name>RaceWorkspace</name>
    <message>
        <source>A race takes 2 to 4 solvers, not %1.</source>
        <translation>Ein Rennen braucht 2 bis 4 Löser, nicht %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>Preset: %1. Press Run All (F5).</source>
        <translation>Vorgabe: %1. Drücken Sie „Alle ausführen“ (F5).</translation>
    </message>
    <message>
        <source>There is no puzzle in the text.</source>
        <translation>Der Text enthält kein Rätsel.</translation>
    </message>
    <message>
        <source>The race has no puzzle: start a game in Play first.</source>
        <translation>Das Rennen hat kein Rätsel: Beginnen Sie zuerst ein Spiel.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Finish line:&lt;/b&gt; no pane has reached its end yet.</source>
        <translation>&lt;b&gt;Ziellinie:&lt;/b&gt; noch keine Spalte hat ihr Ende erreicht.</translation>
    </message>
    <message>
        <source>%1. pane %2 (%3)</source>
        <comment>place, pane number, value</comment>
        <translation>%1. Spalte %2 (%3)</translation>
    </message>
    <message>
        <source>fewest recursions: %1</source>
        <translation>wenigste Rekursionen: %1</translation>
    </message>
    <message>
        <source>fewest backtracks: %1</source>
        <translation>wenigste Rücksprünge: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>least CPU time: %1</source>
        <translation>wenigste CPU-Zeit: %1</translation>
    </message>
    <message>
        <source>not solved: %1</source>
        <translation>nicht gelöst: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Finish line:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ziellinie:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)/s</source>
        <translation>
            <numerusform>%Ln Ereignis/s</numerusform>
            <numerusform>%Ln Ereignisse/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s)/s</source>
        <translation>
            <numerusform>%Ln Entscheidung/s</numerusform>
            <numerusform>%Ln Entscheidungen/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ms of CPU/s</source>
        <translation>
            <numerusform>%Ln ms CPU/s</numerusform>
            <numerusform>%Ln ms CPU/s</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Run All</source>
        <translation>&amp;Alle ausführen</translation>
    </message>
    <message>
        <source>Run every pane&apos;s solver on the puzzle (F5)</source>
        <translation>Den Löser jeder Spalte auf das Rätsel ansetzen (F5)</translation>
    </message>
    <message>
        <source>Cancel All</source>
        <translation>Alle abbrechen</translation>
    </message>
    <message>
        <source>Stop every run (Esc)</source>
        <translation>Jeden Lauf anhalten (Esc)</translation>
    </message>
    <message>
        <source>Pause All</source>
        <translation>Alle pausieren</translation>
    </message>
    <message>
        <source>Play All</source>
        <translation>Alle abspielen</translation>
    </message>
    <message>
        <source>Pause every pane (Space)</source>
        <translation>Jede Spalte pausieren (Leertaste)</translation>
    </message>
    <message>
        <source>Play every pane in lockstep (Space)</source>
        <translation>Alle Spalten im Gleichschritt abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Step All Forward</source>
        <translation>Alle einen Schritt vor</translation>
    </message>
    <message>
        <source>Every pane one step of the lockstep measure forward (Right)</source>
        <translation>Jede Spalte einen Schritt des Gleichschritt-Maßes vor (Rechts)</translation>
    </message>
    <message>
        <source>Step All Back</source>
        <translation>Alle einen Schritt zurück</translation>
    </message>
    <message>
        <source>Every pane one step of the lockstep measure back (Left)</source>
        <translation>Jede Spalte einen Schritt des Gleichschritt-Maßes zurück (Links)</translation>
    </message>
    <message>
        <source>Every pane before its first event (Home)</source>
        <translation>Jede Spalte vor ihr erstes Ereignis (Pos1)</translation>
    </message>
    <message>
        <source>Every pane at its end (End)</source>
        <translation>Jede Spalte an ihr Ende (Ende)</translation>
    </message>
    <message>
        <source>Next Finish</source>
        <translation>Nächstes Ziel</translation>
    </message>
    <message>
        <source>To where the next pane reaches its end (Page Down)</source>
        <translation>Dorthin, wo die nächste Spalte ihr Ende erreicht (Bild ab)</translation>
    </message>
    <message>
        <source>Previous Finish</source>
        <translation>Vorheriges Ziel</translation>
    </message>
    <message>
        <source>To where the previous pane reached its end (Page Up)</source>
        <translation>Dorthin, wo die vorige Spalte ihr Ende erreichte (Bild auf)</translation>
    </message>
    <message>
        <source>Drag the race to any point of the measure</source>
        <translation>Das Rennen an eine beliebige Stelle des Maßes ziehen</translation>
    </message>
    <message>
        <source>Puzzle: none yet</source>
        <translation>Rätsel: noch keines</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>Rätsel: %1</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>&amp;Race</source>
        <translation>&amp;Rennen</translation>
    </message>
    <message>
        <source>&amp;Lockstep By</source>
        <translation>&amp;Gleichschritt nach</translation>
    </message>
    <message>
        <source>&amp;Lockstep by:</source>
        <translation>&amp;Gleichschritt nach:</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>Vorgaben:</translation>
    </message>
    <message>
        <source>each event</source>
        <translation>jedem Ereignis</translation>
    </message>
    <message>
        <source>each decision</source>
        <translation>jeder Entscheidung</translation>
    </message>
    <message>
        <source>each 1 ms of CPU</source>
        <translation>jeder 1 ms CPU</translation>
    </message>
    <message>
        <source>Each &amp;Event</source>
        <translation>Jedem &amp;Ereignis</translation>
    </message>
    <message>
        <source>Each &amp;Decision</source>
        <translation>Jeder &amp;Entscheidung</translation>
    </message>
    <message>
        <source>Each 1 ms of &amp;CPU</source>
        <translation>Jeder 1 ms &amp;CPU</translation>
    </message>
    <message>
        <source>The common measure the panes step by: each event, each decision (a search&apos;s assignment, Chen&apos;s assumption, a tutor step, a FILTER firing, a climber&apos;s move), or each millisecond of the run&apos;s own CPU time</source>
        <translation>Das gemeinsame Maß, nach dem die Spalten schreiten: jedes Ereignis, jede Entscheidung (eine Zuweisung der Suche, eine Annahme von Chen, ein Schritt des Tutors, eine Anwendung des FILTERs, ein Zug des Bergsteigers) oder jede Millisekunde der eigenen CPU-Zeit des Laufs</translation>
    </message>
    <message>
        <source>&amp;Add Pane</source>
        <translation>Spalte &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a pane (up to four)</source>
        <translation>Eine Spalte hinzufügen (bis zu vier)</translation>
    </message>
    <message>
        <source>Take Play&apos;s &amp;Puzzle</source>
        <translation>&amp;Rätsel aus dem Spiel übernehmen</translation>
    </message>
    <message>
        <source>Take Play&apos;s Current P&amp;osition</source>
        <translation>Aktuelle &amp;Stellung aus dem Spiel übernehmen</translation>
    </message>
    <message>
        <source>Race results</source>
        <translation>Ergebnisse des Rennens</translation>
    </message>
    <message>
        <source>One row per pane: its event, counters and result; arrows step the race</source>
        <translation>Eine Zeile je Spalte: Ereignis, Zähler und Ergebnis; die Pfeiltasten führen das Rennen weiter</translation>
    </message>
</context>
<context>
    <name>RunWording</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>a list of changes, cut short</comment>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>FILTER rule %1 (%2): %3</source>
        <comment>rule number, technique, changes</comment>
        <translation>FILTER-Regel %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1-Reduction: %2</source>
        <comment>r, changes</comment>
        <translation>%1-Reduktion: %2</translation>
    </message>
    <message>
        <source>Assume %1 (depth %2)</source>
        <translation>Annahme %1 (Tiefe %2)</translation>
    </message>
    <message>
        <source>The assumption %1 fails: back to the grid before it</source>
        <translation>Die Annahme %1 scheitert: zurück zum Gitter davor</translation>
    </message>
    <message numerus="yes">
        <source>Reduction is stuck with %n open cell(s): an inference follows</source>
        <translation>
            <numerusform>Die Reduktion steckt fest mit %n offenen Feld: eine Inferenz folgt</numerusform>
            <numerusform>Die Reduktion steckt fest mit %n offenen Feldern: eine Inferenz folgt</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose %1: %2</source>
        <comment>Choose E5: reason</comment>
        <translation>Wähle %1: %2</translation>
    </message>
    <message>
        <source>Propagation: nothing follows</source>
        <translation>Propagation: nichts folgt</translation>
    </message>
    <message>
        <source>Propagation: %1</source>
        <translation>Propagation: %1</translation>
    </message>
    <message>
        <source>Rejected: %1 cannot be %2, a peer already holds it</source>
        <translation>Abgelehnt: %1 kann nicht %2 sein, ein Nachbarfeld hat die Ziffer schon</translation>
    </message>
    <message>
        <source>The node limit stops the search at node %1</source>
        <translation>Die Knotengrenze beendet die Suche bei Knoten %1</translation>
    </message>
    <message>
        <source>Back to an earlier state: f = %1</source>
        <translation>Zurück zu einem früheren Zustand: f = %1</translation>
    </message>
    <message numerus="yes">
        <source>Solved with %Ln assumption(s)</source>
        <translation>
            <numerusform>Gelöst mit %Ln Annahme</numerusform>
            <numerusform>Gelöst mit %Ln Annahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln step(s)</source>
        <translation>
            <numerusform>Gelöst in %Ln Schritt</numerusform>
            <numerusform>Gelöst in %Ln Schritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck after %Ln step(s): no rule applies any more</source>
        <translation>
            <numerusform>Festgefahren nach %Ln Schritt: keine Regel greift mehr</numerusform>
            <numerusform>Festgefahren nach %Ln Schritten: keine Regel greift mehr</numerusform>
        </translation>
    </message>
    <message>
        <source>Contradiction: the puzzle has no solution</source>
        <translation>Widerspruch: das Rätsel hat keine Lösung</translation>
    </message>
    <message numerus="yes">
        <source>The limit was reached after %Ln step(s)</source>
        <translation>
            <numerusform>Die Grenze wurde nach %Ln Schritt erreicht</numerusform>
            <numerusform>Die Grenze wurde nach %Ln Schritten erreicht</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Neutralized</source>
        <translation>Neutralisiert</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Keine Lösung</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>Festgefahren</translation>
    </message>
    <message>
        <source>Limit reached</source>
        <translation>Grenze erreicht</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The givens repeat a digit</source>
        <translation>Die Vorgaben wiederholen eine Ziffer</translation>
    </message>
    <message>
        <source>This solver is not available</source>
        <translation>Dieser Löser ist nicht verfügbar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Reduction</source>
        <translation>Reduktion</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Refutation</source>
        <translation>Widerlegung</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Wahl</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Propagation</source>
        <translation>Propagation</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Rücksprung</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Sideways</source>
        <translation>Seitwärts</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Recursions</source>
        <translation>Rekursionen</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Values tried</source>
        <translation>Versuchte Werte</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Größte Tiefe</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Sideways moves</source>
        <translation>Seitwärtszüge</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>f = w1·f1 + w2·f2</source>
        <translation>f = w1·f1 + w2·f2</translation>
    </message>
    <message>
        <source>f1 (distinct per row and column)</source>
        <translation>f1 (verschiedene je Zeile und Spalte)</translation>
    </message>
    <message>
        <source>f2 (clashes with givens)</source>
        <translation>f2 (Kollisionen mit Vorgaben)</translation>
    </message>
    <message>
        <source>Best f</source>
        <translation>Bestes f</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Reduction passes</source>
        <translation>Reduktionsdurchläufe</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Punktzahl bisher</translation>
    </message>
    <message>
        <source>Hardest so far</source>
        <translation>Schwerster bisher</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU-Zeit</translation>
    </message>
    <message>
        <source>rule %1 (%2)</source>
        <translation>Regel %1 (%2)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>SearchTreePanel</name>
    <message>
        <source>%1: %2 recursions, %3 backtracks</source>
        <translation>%1: %2 Rekursionen, %3 Rücksprünge</translation>
    </message>
    <message>
        <source>%1: running…</source>
        <translation>%1: läuft …</translation>
    </message>
    <message>
        <source>The search tree grows here while a search runs.</source>
        <translation>Hier wächst der Suchbaum, während eine Suche läuft.</translation>
    </message>
    <message>
        <source>This run has no search tree: choose a search (or Chen&apos;s inference) to see one.</source>
        <translation>Dieser Lauf hat keinen Suchbaum: Wählen Sie eine Suche (oder Chens Inferenz), um einen zu sehen.</translation>
    </message>
    <message>
        <source>%1 nodes (%2 recursions), %3 failed (backtracks), %4 leaves, %5 levels.</source>
        <translation>%1 Knoten (%2 Rekursionen), %3 gescheitert (Rücksprünge), %4 Blätter, %5 Ebenen.</translation>
    </message>
    <message>
        <source>The recording stopped at its budget: the tree shows the %1 nodes recorded of the run&apos;s %2 recursions.</source>
        <translation>Die Aufzeichnung hat bei ihrem Budget angehalten: Der Baum zeigt die %1 aufgezeichneten Knoten von %2 Rekursionen des Laufs.</translation>
    </message>
    <message>
        <source>Node %1, depth %2</source>
        <translation>Knoten %1, Tiefe %2</translation>
    </message>
    <message>
        <source>The root: the puzzle after the first propagation</source>
        <translation>Die Wurzel: das Rätsel nach der ersten Propagation</translation>
    </message>
    <message>
        <source>Propagation: %1 eliminations, %2 placements</source>
        <translation>Propagation: %1 Streichungen, %2 Setzungen</translation>
    </message>
    <message>
        <source>Candidates left: %1 in %2 open cells</source>
        <translation>Verbleibende Kandidaten: %1 in %2 offenen Zellen</translation>
    </message>
    <message>
        <source>on the open path</source>
        <translation>auf dem offenen Pfad</translation>
    </message>
    <message>
        <source>on the solution path</source>
        <translation>auf dem Lösungspfad</translation>
    </message>
    <message>
        <source>the neutralized leaf</source>
        <translation>das neutralisierte Blatt</translation>
    </message>
    <message>
        <source>failed by a conflict</source>
        <translation>an einem Konflikt gescheitert</translation>
    </message>
    <message>
        <source>undone by backtracking</source>
        <translation>durch Rücksprung zurückgenommen</translation>
    </message>
    <message>
        <source>cut by the node limit</source>
        <translation>vom Knotenlimit abgeschnitten</translation>
    </message>
    <message>
        <source>Fate: %1</source>
        <translation>Ausgang: %1</translation>
    </message>
    <message>
        <source>Subtree: %1 nodes</source>
        <translation>Teilbaum: %1 Knoten</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export the Whole Tree</source>
        <translation>Den ganzen Baum exportieren</translation>
    </message>
    <message>
        <source>Export the Visible Part</source>
        <translation>Den sichtbaren Teil exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>solution path</source>
        <translation>Lösungspfad</translation>
    </message>
    <message>
        <source>neutralized leaf</source>
        <translation>neutralisiertes Blatt</translation>
    </message>
    <message>
        <source>conflict: a cell emptied</source>
        <translation>Konflikt: eine Zelle ohne Kandidaten</translation>
    </message>
    <message>
        <source>conflict: a symbol without a place</source>
        <translation>Konflikt: eine Ziffer ohne Platz</translation>
    </message>
    <message>
        <source>conflict: a peer holds the value</source>
        <translation>Konflikt: ein Nachbar hat den Wert</translation>
    </message>
    <message>
        <source>conflict found by a rule</source>
        <translation>Konflikt durch eine Regel gefunden</translation>
    </message>
    <message>
        <source>open (running)</source>
        <translation>offen (läuft)</translation>
    </message>
    <message>
        <source>block: failed subtrees (node count)</source>
        <translation>Block: gescheiterte Teilbäume (Knotenzahl)</translation>
    </message>
    <message>
        <source>block holding the path</source>
        <translation>Block mit dem Pfad</translation>
    </message>
    <message>
        <source>current node and its path</source>
        <translation>aktueller Knoten und sein Pfad</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the whole tree into the view (F)</source>
        <translation>Den ganzen Baum in die Ansicht einpassen (F)</translation>
    </message>
    <message>
        <source>Current Path</source>
        <translation>Aktueller Pfad</translation>
    </message>
    <message>
        <source>Zoom to the path from the root to the current node (P)</source>
        <translation>Auf den Pfad von der Wurzel zum aktuellen Knoten zoomen (P)</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (wheel, Ctrl++; Ctrl+wheel: the levels)</source>
        <translation>Vergrößern (Mausrad, Strg++; Strg+Mausrad: die Ebenen)</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (wheel, Ctrl+-)</source>
        <translation>Verkleinern (Mausrad, Strg+-)</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Keep the current node in view while stepping</source>
        <translation>Den aktuellen Knoten beim Schrittweise-Gehen im Blick behalten</translation>
    </message>
    <message>
        <source>Visible Part as PNG…</source>
        <translation>Sichtbaren Teil als PNG …</translation>
    </message>
    <message>
        <source>Visible Part as SVG…</source>
        <translation>Sichtbaren Teil als SVG …</translation>
    </message>
    <message>
        <source>Whole Tree as PNG…</source>
        <translation>Ganzen Baum als PNG …</translation>
    </message>
    <message>
        <source>Whole Tree as SVG…</source>
        <translation>Ganzen Baum als SVG …</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Current node: the root.</source>
        <translation>Aktueller Knoten: die Wurzel.</translation>
    </message>
    <message>
        <source>Current node %1 at depth %2, path %3.</source>
        <translation>Aktueller Knoten %1 in Tiefe %2, Pfad %3.</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>Search tree of the compared ordering</source>
        <translation>Suchbaum der verglichenen Ordnung</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Unfold This Subtree</source>
        <translation>Diesen Teilbaum aufklappen</translation>
    </message>
    <message>
        <source>Fold This Subtree</source>
        <translation>Diesen Teilbaum zuklappen</translation>
    </message>
    <message>
        <source>Unfold All</source>
        <translation>Alle aufklappen</translation>
    </message>
    <message>
        <source>Fit the Whole Tree</source>
        <translation>Den ganzen Baum einpassen</translation>
    </message>
    <message>
        <source>Zoom to the Current Path</source>
        <translation>Auf den aktuellen Pfad zoomen</translation>
    </message>
    <message>
        <source>Export the Visible Part as PNG…</source>
        <translation>Den sichtbaren Teil als PNG exportieren …</translation>
    </message>
    <message>
        <source>Export the Visible Part as SVG…</source>
        <translation>Den sichtbaren Teil als SVG exportieren …</translation>
    </message>
    <message>
        <source>Export the Whole Tree as PNG…</source>
        <translation>Den ganzen Baum als PNG exportieren …</translation>
    </message>
    <message>
        <source>Export the Whole Tree as SVG…</source>
        <translation>Den ganzen Baum als SVG exportieren …</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
</context>
<context>
    <name>SearchWording</name>
    <message>
        <source>the next open cell in order</source>
        <translation>das nächste offene Feld der Reihe nach</translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n)</source>
        <translation>
            <numerusform>wenigste Kandidaten (%n)</numerusform>
            <numerusform>wenigste Kandidaten (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the highest Contribution Number (%1)</source>
        <translation>
            <numerusform>wenigste Kandidaten (%n), dann die höchste Beitragszahl (%1)</numerusform>
            <numerusform>wenigste Kandidaten (%n), dann die höchste Beitragszahl (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the most constraint-graph edges (%1)</source>
        <translation>
            <numerusform>wenigste Kandidaten (%n), dann die meisten Kanten im Bedingungsgraphen (%1)</numerusform>
            <numerusform>wenigste Kandidaten (%n), dann die meisten Kanten im Bedingungsgraphen (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the fewest constraint-graph edges (%1)</source>
        <translation>
            <numerusform>wenigste Kandidaten (%n), dann die wenigsten Kanten im Bedingungsgraphen (%1)</numerusform>
            <numerusform>wenigste Kandidaten (%n), dann die wenigsten Kanten im Bedingungsgraphen (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; chosen among %n tied cells</source>
        <translation>
            <numerusform>%1; gewählt unter %n gleichwertigen Feldern</numerusform>
            <numerusform>%1; gewählt unter %n gleichwertigen Feldern</numerusform>
        </translation>
    </message>
    <message>
        <source>Try %1: %2</source>
        <comment>Try E5 = 3: reason</comment>
        <translation>Versuche %1: %2</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>Vorwärtsprüfung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>E7 = 4 (rule)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>removes %1 from %2 (%3)</source>
        <translation>entfernt %1 aus %2 (%3)</translation>
    </message>
    <message>
        <source>Conflict: %1 has no candidate left</source>
        <translation>Konflikt: %1 hat keinen Kandidaten mehr</translation>
    </message>
    <message>
        <source>Conflict: %1 has no place left in %2</source>
        <translation>Konflikt: %1 hat keinen Platz mehr in %2</translation>
    </message>
    <message>
        <source>Conflict: %1 cannot be %2, its peer %3 already holds it</source>
        <translation>Konflikt: %1 kann nicht %2 sein, das verbundene Feld %3 enthält sie schon</translation>
    </message>
    <message>
        <source>Conflict: the propagation finds a contradiction at %1</source>
        <translation>Konflikt: die Propagation findet einen Widerspruch bei %1</translation>
    </message>
    <message>
        <source>Conflict: the propagation finds a contradiction in %1</source>
        <translation>Konflikt: die Propagation findet einen Widerspruch in %1</translation>
    </message>
    <message>
        <source>Conflict: the propagation finds a contradiction</source>
        <translation>Konflikt: die Propagation findet einen Widerspruch</translation>
    </message>
    <message>
        <source>No conflict</source>
        <translation>Kein Konflikt</translation>
    </message>
    <message>
        <source>Backtrack: %1 is undone</source>
        <translation>Rücksprung: %1 wird zurückgenommen</translation>
    </message>
    <message>
        <source>The FILTER propagation is not available</source>
        <translation>Die FILTER-Propagation ist nicht verfügbar</translation>
    </message>
    <message numerus="yes">
        <source>Solved after %Ln node(s)</source>
        <translation>
            <numerusform>Gelöst nach %Ln Knoten</numerusform>
            <numerusform>Gelöst nach %Ln Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Neutralized after %Ln node(s): the open cells formed a Neutralized Set and were filled</source>
        <translation>
            <numerusform>Neutralisiert nach %Ln Knoten: die offenen Felder bildeten eine neutralisierte Menge und wurden gefüllt</numerusform>
            <numerusform>Neutralisiert nach %Ln Knoten: die offenen Felder bildeten eine neutralisierte Menge und wurden gefüllt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No solution: the whole tree was searched (%Ln node(s))</source>
        <translation>
            <numerusform>Keine Lösung: der ganze Baum wurde durchsucht (%Ln Knoten)</numerusform>
            <numerusform>Keine Lösung: der ganze Baum wurde durchsucht (%Ln Knoten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Node limit reached after %Ln node(s)</source>
        <translation>
            <numerusform>Knotengrenze erreicht nach %Ln Knoten</numerusform>
            <numerusform>Knotengrenze erreicht nach %Ln Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln node(s)</source>
        <translation>
            <numerusform>Abgebrochen nach %Ln Knoten</numerusform>
            <numerusform>Abgebrochen nach %Ln Knoten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>1 – 9 (A – Z on big boards)</source>
        <translation>1 – 9 (A – Z auf großen Gittern)</translation>
    </message>
    <message>
        <source>Board: enter the digit in the selected cells</source>
        <translation>Gitter: die Ziffer in die gewählten Felder eintragen</translation>
    </message>
    <message>
        <source>Shift + digit</source>
        <translation>Umschalt + Ziffer</translation>
    </message>
    <message>
        <source>Board: add or remove the pencil mark</source>
        <translation>Gitter: die Notiz setzen oder entfernen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Board: switch between digits and pencil marks</source>
        <translation>Gitter: zwischen Ziffern und Notizen wechseln</translation>
    </message>
    <message>
        <source>Delete, Backspace</source>
        <translation>Entf, Rücktaste</translation>
    </message>
    <message>
        <source>Board: erase the selected cells</source>
        <translation>Gitter: die gewählten Felder leeren</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Board: move (around the edges)</source>
        <translation>Gitter: bewegen (über den Rand hinweg)</translation>
    </message>
    <message>
        <source>Shift + arrow keys, Ctrl + click</source>
        <translation>Umschalt + Pfeiltasten, Strg + Klick</translation>
    </message>
    <message>
        <source>Board: select several cells</source>
        <translation>Gitter: mehrere Felder wählen</translation>
    </message>
    <message>
        <source>Right click</source>
        <translation>Rechtsklick</translation>
    </message>
    <message>
        <source>Board: the cell&apos;s pencil marks; on the digit pad: highlight the digit&apos;s candidates</source>
        <translation>Gitter: die Notizen des Feldes; auf dem Ziffernblock: die Kandidaten der Ziffer hervorheben</translation>
    </message>
    <message>
        <source>Enter (History tab)</source>
        <translation>Eingabe (Reiter Verlauf)</translation>
    </message>
    <message>
        <source>Go back or forward to the highlighted step</source>
        <translation>Zum markierten Schritt zurück- oder vorgehen</translation>
    </message>
    <message>
        <source>← / →, Home, End (chain stepper)</source>
        <translation>← / →, Pos1, Ende (Kette Schritt für Schritt)</translation>
    </message>
    <message>
        <source>Show of a chain or a net, Help&apos;s examples, the Lab&apos;s logic steps: the link before or after, the first, the whole chain</source>
        <translation>„Zeigen“ bei einer Kette oder einem Netz, Beispiele der Hilfe, Logikschritte im Löser-Labor: die Verbindung davor oder danach, die erste, die ganze Kette</translation>
    </message>
</context>
<context>
    <name>SolverChooser</name>
    <message>
        <source>Logic</source>
        <translation>Logik</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Hill climber</source>
        <translation>Bergsteiger</translation>
    </message>
    <message>
        <source>Tutor path, step by step</source>
        <translation>Tutor-Pfad, Schritt für Schritt</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER, by rule</source>
        <translation>San Segundos FILTER, Regel für Regel</translation>
    </message>
    <message>
        <source>Chen: Reduction + Inference</source>
        <translation>Chen: Reduktion + Inferenz</translation>
    </message>
    <message>
        <source>a random cell (the paper)</source>
        <translation>ein zufälliges Feld (wie im Artikel)</translation>
    </message>
    <message>
        <source>the first open cell</source>
        <translation>das erste offene Feld</translation>
    </message>
    <message>
        <source>the cell with fewest candidates</source>
        <translation>das Feld mit den wenigsten Kandidaten</translation>
    </message>
    <message>
        <source>lex: A1, A2 … in order</source>
        <translation>lex: A1, A2 … der Reihe nach</translation>
    </message>
    <message>
        <source>mrv: fewest candidates</source>
        <translation>mrv: wenigste Kandidaten</translation>
    </message>
    <message>
        <source>mrv-random: random ties</source>
        <translation>mrv-random: zufällig bei Gleichstand</translation>
    </message>
    <message>
        <source>ctn: Contribution Number</source>
        <translation>ctn: Beitragszahl</translation>
    </message>
    <message>
        <source>dv-r1r2: look-ahead values</source>
        <translation>dv-r1r2: Werte mit Vorausschau</translation>
    </message>
    <message>
        <source>dv-gvmax: most G_CSP edges</source>
        <translation>dv-gvmax: meiste G_CSP-Kanten</translation>
    </message>
    <message>
        <source>dv-gvmin: fewest G_CSP edges</source>
        <translation>dv-gvmin: wenigste G_CSP-Kanten</translation>
    </message>
    <message>
        <source>the ordering&apos;s own</source>
        <translation>die der Reihenfolge</translation>
    </message>
    <message>
        <source>ascending</source>
        <translation>aufsteigend</translation>
    </message>
    <message>
        <source>gmax: most edges left</source>
        <translation>gmax: meiste verbleibende Kanten</translation>
    </message>
    <message>
        <source>ep: fewest empty cells</source>
        <translation>ep: wenigste leere Felder</translation>
    </message>
    <message>
        <source>none (check only)</source>
        <translation>keine (nur Prüfung)</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>Vorwärtsprüfung</translation>
    </message>
    <message>
        <source>fc + singles</source>
        <translation>Vorwärtsprüfung + Einer</translation>
    </message>
    <message>
        <source>Carmel&apos;s strategies</source>
        <translation>Carmels Strategien</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER</source>
        <translation>San Segundos FILTER</translation>
    </message>
    <message>
        <source>I: candidate reduction</source>
        <translation>I: Kandidatenreduktion</translation>
    </message>
    <message>
        <source>II: uniqueness</source>
        <translation>II: Eindeutigkeit</translation>
    </message>
    <message>
        <source>III: hidden pairs</source>
        <translation>III: versteckte Paare</translation>
    </message>
    <message>
        <source>IV: naked pairs</source>
        <translation>IV: nackte Paare</translation>
    </message>
    <message>
        <source>solve</source>
        <translation>lösen</translation>
    </message>
    <message>
        <source>neutralize</source>
        <translation>neutralisieren</translation>
    </message>
    <message>
        <source>best-first (a queue of states)</source>
        <translation>Best-First (eine Warteschlange von Zuständen)</translation>
    </message>
    <message>
        <source>steepest ascent</source>
        <translation>steilster Anstieg</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>gierig</translation>
    </message>
    <message>
        <source>greedy with post-swapping</source>
        <translation>gierig mit Nachtauschen</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>&amp;Löser:</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Verfahren:</translation>
    </message>
    <message>
        <source>FILTER rules:</source>
        <translation>FILTER-Regeln:</translation>
    </message>
    <message>
        <source>Inference on:</source>
        <translation>Inferenz auf:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Ordering:</source>
        <translation>Reihenfolge:</translation>
    </message>
    <message>
        <source>Value order:</source>
        <translation>Wertereihenfolge:</translation>
    </message>
    <message>
        <source>Propagation:</source>
        <translation>Propagation:</translation>
    </message>
    <message>
        <source>Carmel:</source>
        <translation>Carmel:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Node limit:</source>
        <translation>Knotengrenze:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Suche:</translation>
    </message>
    <message>
        <source>Queue size:</source>
        <translation>Größe der Warteschlange:</translation>
    </message>
    <message>
        <source>Initialization:</source>
        <translation>Initialisierung:</translation>
    </message>
    <message>
        <source>Weight w1 (f1):</source>
        <translation>Gewicht w1 (f1):</translation>
    </message>
    <message>
        <source>Weight w2 (f2):</source>
        <translation>Gewicht w2 (f2):</translation>
    </message>
    <message>
        <source>Plateau cut-off:</source>
        <translation>Plateau-Grenze:</translation>
    </message>
</context>
<context>
    <name>StepListModel</name>
    <message>
        <source>(also in %1)</source>
        <extracomment>After a step&apos;s line: the units where the same step was found too.</extracomment>
        <translation>(auch in %1)</translation>
    </message>
</context>
<context>
    <name>StepListView</name>
    <message>
        <source>Looking for steps…</source>
        <translation>Schritte werden gesucht …</translation>
    </message>
    <message>
        <source>A digit disagrees with the solution, so no step is listed: press F2 to find it.</source>
        <translation>Eine Ziffer stimmt nicht mit der Lösung überein, darum steht hier kein Schritt: F2 zeigt, welche.</translation>
    </message>
    <message>
        <source>The board is complete.</source>
        <translation>Das Spielfeld ist vollständig.</translation>
    </message>
    <message>
        <source>No technique applies to this position.</source>
        <translation>Auf diese Stellung passt keine Technik.</translation>
    </message>
    <message>
        <source>About %1…</source>
        <comment>technique help</comment>
        <translation>Über %1…</translation>
    </message>
</context>
<context>
    <name>StepWording</name>
    <message>
        <source>a %1</source>
        <comment>an indefinite article before a technique&apos;s name: a Skyscraper</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>an %1</source>
        <comment>an indefinite article before a technique&apos;s name that starts with a vowel sound: an X-Wing</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Letztes freies Feld</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>Nackter Einer</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>Versteckter Einer</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>Block-Linien-Ausschluss</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>Linien-Block-Ausschluss</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>Nacktes Paar</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>Verstecktes Paar</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>Nacktes Tripel</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>Verstecktes Tripel</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <translation>Nacktes Quartett</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <translation>Verstecktes Quartett</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>Schwertfisch</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>Qualle</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Wolkenkratzer</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>Drachen</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>r-Reduction</source>
        <translation>r-Reduktion</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Unknown technique</source>
        <translation>Unbekannte Technik</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>list</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>Zeilen %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>Spalten %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>Blöcke %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <comment>remove digits from cells</comment>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <comment>cell = digit</comment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1; removes %2</source>
        <translation>%1; entfernt %2</translation>
    </message>
    <message>
        <source>removes %1</source>
        <translation>entfernt %1</translation>
    </message>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>Suchen Sie: %1 mit der Ziffer %2.</translation>
    </message>
    <message>
        <source>Look for %1 with its pivot in %2.</source>
        <translation>Suchen Sie: %1 mit der Angel in %2.</translation>
    </message>
    <message>
        <source>Look for %1 on the digits %2.</source>
        <translation>Suchen Sie: %1 mit den Ziffern %2.</translation>
    </message>
    <message>
        <source>Look for %1: almost every empty cell has two candidates.</source>
        <translation>Suchen Sie: %1 – fast jedes leere Feld hat zwei Kandidaten.</translation>
    </message>
    <message>
        <source>No simple pattern is left: try %1 — assume a candidate and follow the singles until something breaks.</source>
        <translation>Kein einfaches Muster ist übrig: %1 – nehmen Sie einen Kandidaten an und folgen Sie den Einern, bis etwas bricht.</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>Suchen Sie: %1 in %2.</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>Suchen Sie: %1.</translation>
    </message>
    <message>
        <source>%1 is the only empty cell left in %2, so it takes the missing digit: %3.</source>
        <translation>%1 ist das einzige leere Feld in %2, also bekommt es die fehlende Ziffer: %3.</translation>
    </message>
    <message>
        <source>%1 has only one candidate left, %2: every other digit is already in its row, column or box. So %3.</source>
        <translation>%1 hat nur noch einen Kandidaten, %2: Jede andere Ziffer steht schon in seiner Zeile, Spalte oder seinem Block. Also %3.</translation>
    </message>
    <message>
        <source>In %1, the digit %2 fits in only one cell, %3. So %4.</source>
        <translation>In %1 passt die Ziffer %2 nur in ein Feld, %3. Also %4.</translation>
    </message>
    <message>
        <source>In %1, the digit %2 can only go in %3, and all of these cells lie in %4. So %2 must be in that part of %4, and it can be removed from the other cells of %4: %5.</source>
        <translation>In %1 kann die Ziffer %2 nur in %3 stehen, und all diese Felder liegen in %4. Also muss %2 in diesem Teil von %4 stehen und kann aus den anderen Feldern von %4 entfernt werden: %5.</translation>
    </message>
    <message>
        <source>In %1, the cells %2 hold only the candidates %3 between them: as many digits as cells. Those digits must go in those cells, so they can be removed from every other cell of %1: %4.</source>
        <translation>In %1 haben die Felder %2 zusammen nur die Kandidaten %3: so viele Ziffern wie Felder. Diese Ziffern müssen in diese Felder, also können sie aus allen anderen Feldern von %1 entfernt werden: %4.</translation>
    </message>
    <message>
        <source>In %1, the digits %2 fit only in the cells %3: as many cells as digits. Those cells must hold those digits, so every other candidate can be removed from them: %4.</source>
        <translation>In %1 passen die Ziffern %2 nur in die Felder %3: so viele Felder wie Ziffern. Diese Felder müssen diese Ziffern enthalten, also können alle anderen Kandidaten aus ihnen entfernt werden: %4.</translation>
    </message>
    <message>
        <source>The digit %1 has only two places in each of %2. The ends %3 see each other, so at most one of them is %1; then at least one of the other ends, %4, must be %1. A cell that sees both %4 cannot be %1: %5.</source>
        <translation>Die Ziffer %1 hat in %2 jeweils nur zwei Plätze. Die Enden %3 sehen sich, also ist höchstens eines davon %1; dann muss mindestens eines der anderen Enden, %4, %1 sein. Ein Feld, das %4 beide sieht, kann nicht %1 sein: %5.</translation>
    </message>
    <message>
        <source>The pivot %1 holds %2. Whichever of them it is, one of the pincers %3 and %4 becomes %5. So %5 can be removed from every cell that sees both pincers: %6.</source>
        <translation>Die Angel %1 enthält %2. Welche davon es auch ist, einer der Flügel %3 und %4 wird %5. Also kann %5 aus jedem Feld entfernt werden, das beide Flügel sieht: %6.</translation>
    </message>
    <message>
        <source>The pivot %1 holds %2, and the pincers %3 and %4 each hold %5 and one of the pivot&apos;s other digits. Whatever the pivot is, one of the three cells is %5. So %5 can be removed from every cell that sees all three: %6.</source>
        <translation>Die Angel %1 enthält %2, und die Flügel %3 und %4 enthalten jeweils %5 und eine der anderen Ziffern der Angel. Was die Angel auch ist, eines der drei Felder ist %5. Also kann %5 aus jedem Feld entfernt werden, das alle drei sieht: %6.</translation>
    </message>
    <message>
        <source>Where the digit %1 has exactly two places in a unit, one of them is %1. Colouring such pairs alternately gives two colours, blue (%2) and orange (%3), and all cells of one colour are %1.</source>
        <translation>Wo die Ziffer %1 in einer Einheit genau zwei Plätze hat, ist einer davon %1. Färbt man solche Paare abwechselnd, entstehen zwei Farben, blau (%2) und orange (%3), und alle Felder einer Farbe sind %1.</translation>
    </message>
    <message>
        <source>Two cells of the same colour see each other, so that colour cannot be true, and %1 can be removed from all of its cells: %2.</source>
        <translation>Zwei Felder derselben Farbe sehen sich, also kann diese Farbe nicht stimmen, und %1 kann aus all ihren Feldern entfernt werden: %2.</translation>
    </message>
    <message>
        <source>A cell that sees both colours cannot be %1: %2.</source>
        <translation>Ein Feld, das beide Farben sieht, kann nicht %1 sein: %2.</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle across two rows, two columns and two boxes. Three of them hold only %2. If the fourth, %3, held only those two too, they could be swapped and the puzzle would have two solutions. So %2 can be removed from %3: %4.</source>
        <translation>Die Felder %1 bilden ein Rechteck über zwei Zeilen, zwei Spalten und zwei Blöcke. Drei davon enthalten nur %2. Hätte das vierte, %3, auch nur diese zwei, könnte man sie tauschen, und das Rätsel hätte zwei Lösungen. Also kann %2 aus %3 entfernt werden: %4.</translation>
    </message>
    <message>
        <source>Every empty cell except %1 has exactly two candidates. If %1 were not %2, every cell would have two candidates and the puzzle would have two solutions (a BUG). So %3.</source>
        <translation>Jedes leere Feld außer %1 hat genau zwei Kandidaten. Wäre %1 nicht %2, hätte jedes Feld zwei Kandidaten und das Rätsel zwei Lösungen (ein BUG). Also %3.</translation>
    </message>
    <message>
        <source>%1 has only one candidate left, so %2.</source>
        <translation>%1 hat nur noch einen Kandidaten, also %2.</translation>
    </message>
    <message>
        <source>A digit already placed in %1 is still marked as a candidate there; it goes: %2.</source>
        <translation>Eine in %1 schon gesetzte Ziffer ist dort noch als Kandidat notiert; sie fällt weg: %2.</translation>
    </message>
    <message>
        <source>In %1, the cells %2 hold between them exactly the digits %3, as many digits as cells. So those digits can be removed from the other cells of %1: %4.</source>
        <translation>In %1 enthalten die Felder %2 zusammen genau die Ziffern %3, so viele Ziffern wie Felder. Also können diese Ziffern aus den anderen Feldern von %1 entfernt werden: %4.</translation>
    </message>
    <message>
        <source>following the singles from there leaves %1 without any candidate</source>
        <translation>folgt man von dort den Einern, bleibt %1 ohne Kandidaten</translation>
    </message>
    <message>
        <source>following the singles from there leaves the digit %1 no place in %2</source>
        <translation>folgt man von dort den Einern, bleibt der Ziffer %1 kein Platz in %2</translation>
    </message>
    <message>
        <source>a search from there finds no solution</source>
        <translation>eine Suche findet von dort keine Lösung</translation>
    </message>
    <message>
        <source>Suppose %1 were %2: %3. So %1 cannot be %2: %4.</source>
        <translation>Angenommen, %1 wäre %2: %3. Also kann %1 nicht %2 sein: %4.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>In %1, the digit %2 can only go in the cells %3, which all lie in %4. Each of %1 must hold a %2, each in a different one of %4, so they take every %2 of %4. So %2 can be removed from the other cells of %4: %5.</source>
        <translation>In %1 kann die Ziffer %2 nur in den Feldern %3 stehen, die alle in %4 liegen. Jede von %1 braucht eine %2, jede in einer anderen von %4, also belegen sie jede %2 von %4. Also kann %2 aus den anderen Feldern von %4 entfernt werden: %5.</translation>
    </message>
    <message>
        <source>Simple Colouring</source>
        <translation>Einfaches Färben</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <translation>Eindeutiges Rechteck Typ 1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>; </source>
        <comment>groups of removals</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: assuming %2 leaves no solution (found by a deeper trial, a search): %3</source>
        <translation>%1: die Annahme %2 lässt keine Lösung zu (gefunden durch einen tieferen Versuch, eine Suche): %3</translation>
    </message>
    <message>
        <source>%1 has no candidate left</source>
        <translation>%1 hat keinen Kandidaten mehr</translation>
    </message>
    <message>
        <source>no place for %1 in %2</source>
        <translation>kein Platz für %1 in %2</translation>
    </message>
    <message>
        <source>no value fits</source>
        <translation>kein Wert passt</translation>
    </message>
    <message>
        <source>%1: assuming %2 leads at once to a contradiction (%3): %4</source>
        <translation>%1: die Annahme %2 führt sofort zu einem Widerspruch (%3): %4</translation>
    </message>
    <message numerus="yes">
        <source>%1: assuming %2 forces %n single(s) and then a contradiction (%3): %4</source>
        <translation>
            <numerusform>%1: die Annahme %2 erzwingt %n Einer und dann einen Widerspruch (%3): %4</numerusform>
            <numerusform>%1: die Annahme %2 erzwingt %n Einer und dann einen Widerspruch (%3): %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (last open cell of %3)</source>
        <translation>%1: %2 (letztes offenes Feld in %3)</translation>
    </message>
    <message>
        <source>%1: %2 (the only place for %3 in %4)</source>
        <translation>%1: %2 (der einzige Platz für %3 in %4)</translation>
    </message>
    <message>
        <source>%1: %2 in %3 only in %4: %5</source>
        <comment>Pointing: 4 in box 1 only in row A: removes</comment>
        <translation>%1: %2 in %3 nur in %4: %5</translation>
    </message>
    <message>
        <source>%1 %2 in %3 (%4): %5</source>
        <comment>Naked Pair 2, 7 in row A (A1, A4): removes</comment>
        <translation>%1 %2 in %3 (%4): %5</translation>
    </message>
    <message>
        <source>%1 on %2 in %3: %4</source>
        <comment>X-Wing on 4 in rows B and H: removes</comment>
        <translation>%1 mit %2 in %3: %4</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <comment>Skyscraper on 6: chain</comment>
        <translation>%1 mit %2: %3</translation>
    </message>
    <message>
        <source>%1 on %2 (%3): %4</source>
        <comment>Unique Rectangle on 4, 7 (cells): removes</comment>
        <translation>%1 mit %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1: every other open cell has two candidates, so %2</source>
        <translation>%1: jedes andere offene Feld hat zwei Kandidaten, also %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (r = %n) in %2: %3 hold(s) only %4: %5</source>
        <translation>
            <numerusform>%1 (r = %n) in %2: %3 enthält nur %4: %5</numerusform>
            <numerusform>%1 (r = %n) in %2: %3 enthalten nur %4: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>technique: effects</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Angewendet: %1</translation>
    </message>
    <message>
        <source>As a chain: %1</source>
        <translation>Als Kette: %1</translation>
    </message>
    <message>
        <source>The singles follow in this order: %1.</source>
        <translation>Die Einer folgen in dieser Reihenfolge: %1.</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <translation>Eindeutiges Rechteck Typ 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <translation>Eindeutiges Rechteck Typ 3</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <translation>Eindeutiges Rechteck Typ 4</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation>Verstecktes Rechteck</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <translation>Entferntes Paar</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>Steinbutt</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>X-Wing mit Flosse</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>Sashimi-X-Wing</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>Schwertfisch mit Flosse</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>Sashimi-Schwertfisch</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>Qualle mit Flosse</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>Sashimi-Qualle</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X-Kette</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY-Kette</translation>
    </message>
    <message>
        <source>Alternating Inference Chain</source>
        <translation>Alternierende Schlusskette</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>Forcing Chain</source>
        <translation>Erzwingende Kette</translation>
    </message>
    <message>
        <source>Forcing Net</source>
        <translation>Erzwingendes Netz</translation>
    </message>
    <message>
        <source>No pattern is left: try %1 from %2 and follow every possibility link by link.</source>
        <translation>Kein Muster ist mehr übrig: Versuchen Sie: %1 ab %2, und verfolgen Sie jede Möglichkeit Glied für Glied.</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle in two rows, two columns and two boxes, and all four hold %2. If the roof cells %3 held nothing else, the two digits could be swapped and the puzzle would have two solutions.</source>
        <translation>Die Zellen %1 bilden ein Rechteck in zwei Zeilen, zwei Spalten und zwei Blöcken, und alle vier enthalten %2. Enthielten die Dachzellen %3 nichts anderes, ließen sich die beiden Ziffern vertauschen, und das Rätsel hätte zwei Lösungen.</translation>
    </message>
    <message>
        <source>So one roof cell holds their one extra digit, and a cell that sees both roof cells cannot hold it: %1.</source>
        <translation>Also enthält eine Dachzelle ihre gemeinsame zusätzliche Ziffer, und eine Zelle, die beide Dachzellen sieht, kann sie nicht enthalten: %1.</translation>
    </message>
    <message>
        <source>So the roof holds one of its extra digits: together it acts as one cell, which forms a naked subset with %1 in %2, and those digits can be removed from the other cells of %2: %3.</source>
        <translation>Also enthält das Dach eine seiner zusätzlichen Ziffern: Zusammen wirkt es wie eine Zelle, die mit %1 in %2 eine nackte Teilmenge bildet, und diese Ziffern können aus den anderen Zellen von %2 entfernt werden: %3.</translation>
    </message>
    <message>
        <source>In %1 one of the two digits fits only in the roof, so one roof cell holds it; the other digit in the other roof cell would make the rectangle, so it goes from both: %2.</source>
        <translation>In %1 passt eine der beiden Ziffern nur ins Dach, also enthält eine Dachzelle sie; die andere Ziffer in der anderen Dachzelle ergäbe das Rechteck, also entfällt sie in beiden: %2.</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle, and %2 holds only %3. Through the opposite corner %4, one of those digits fits only in the rectangle&apos;s corners in its row and its column. If %4 held the other digit, the four corners could be swapped: two solutions. So that digit goes from %4: %5.</source>
        <translation>Die Zellen %1 bilden ein Rechteck, und %2 enthält nur %3. In Zeile und Spalte der gegenüberliegenden Ecke %4 passt eine dieser Ziffern nur in die Ecken des Rechtecks. Enthielte %4 die andere Ziffer, ließen sich die vier Ecken vertauschen: zwei Lösungen. Also entfällt diese Ziffer in %4: %5.</translation>
    </message>
    <message>
        <source>The cells %1 all hold only %2 and follow one another, each seeing the next, so their digits alternate. The two ends hold different digits, so a cell that sees both ends can hold neither: %3.</source>
        <translation>Die Zellen %1 enthalten alle nur %2 und folgen aufeinander, jede sieht die nächste, also wechseln sich ihre Ziffern ab. Die beiden Enden enthalten verschiedene Ziffern, also kann eine Zelle, die beide Enden sieht, keine von beiden enthalten: %3.</translation>
    </message>
    <message>
        <source>Follow the chain below: &apos;=&apos; joins two candidates of which at least one is true, &apos;-&apos; two of which at most one is. Starting from either end as false, the links force the other end true, so one of the ends is true and every candidate that sees both ends is false. The result: %1.</source>
        <translation>Folgen Sie der Kette unten: &apos;=&apos; verbindet zwei Kandidaten, von denen mindestens einer wahr ist, &apos;-&apos; zwei, von denen höchstens einer wahr ist. Ist ein Ende falsch, erzwingen die Glieder, dass das andere wahr ist; also ist eines der Enden wahr, und jeder Kandidat, der beide Enden sieht, ist falsch. Das Ergebnis: %1.</translation>
    </message>
    <message>
        <source>An almost locked set is a group of cells in one unit holding one digit more than it has cells: once one of its digits is gone, the others are locked in it. The sets %1 share a digit that can be in only one of them, so one set is always locked, and a digit that both could then hold is in one of them. A cell that sees all its places in the sets cannot hold it: %2.</source>
        <translation>Eine fast gesperrte Menge (ALS) ist eine Gruppe von Zellen einer Einheit mit einer Ziffer mehr als Zellen: Fällt eine ihrer Ziffern weg, sind die übrigen in ihr gesperrt. Die Mengen %1 teilen eine Ziffer, die nur in einer von ihnen stehen kann; also ist immer eine Menge gesperrt, und eine Ziffer, die dann beide enthalten könnten, steht in einer von ihnen. Eine Zelle, die alle ihre Plätze in den Mengen sieht, kann sie nicht enthalten: %2.</translation>
    </message>
    <message>
        <source>Suppose %1 were %2 and follow the links below: &apos;-&apos; from a true candidate makes the next false, &apos;=&apos; from a false one makes the next true. They lead to a contradiction, so the supposition is false: %3.</source>
        <translation>Angenommen, %1 wäre %2; folgen Sie den Gliedern unten: &apos;-&apos; macht nach einem wahren Kandidaten den nächsten falsch, &apos;=&apos; nach einem falschen den nächsten wahr. Sie führen zu einem Widerspruch, also ist die Annahme falsch: %3.</translation>
    </message>
    <message>
        <source>Whether %1 is %2 or not, the links below lead to the same result: %3.</source>
        <translation>Ob %1 nun %2 ist oder nicht, die Glieder unten führen zum selben Ergebnis: %3.</translation>
    </message>
    <message>
        <source>Whichever candidate %1 holds, the links below lead to the same result: %2.</source>
        <translation>Welchen Kandidaten %1 auch enthält, die Glieder unten führen zum selben Ergebnis: %2.</translation>
    </message>
    <message>
        <source>Wherever the digit %1 goes in %2, the links below lead to the same result: %3.</source>
        <translation>Wo auch immer die Ziffer %1 in %2 steht, die Glieder unten führen zum selben Ergebnis: %3.</translation>
    </message>
    <message>
        <source>In a net, a link may need several earlier ones: a cell left with one candidate, or a digit left with one place in a unit.</source>
        <translation>In einem Netz kann ein Glied mehrere frühere brauchen: eine Zelle mit nur noch einem Kandidaten oder eine Ziffer mit nur noch einem Platz in einer Einheit.</translation>
    </message>
    <message>
        <source>Your pencil marks leave only %1 in %2: they have removed %3, and no digit in its row, column or box rules that out. So %4.</source>
        <translation>Ihre Notizen lassen in %2 nur die %1 übrig: Sie haben %3 gestrichen, und keine Ziffer in Zeile, Spalte oder Block des Feldes schließt das aus. Also %4.</translation>
    </message>
    <message>
        <source>In %1, your pencil marks leave the digit %2 only one place, %3: they have removed %4, and no digit rules that out. So %5.</source>
        <translation>In %1 lassen Ihre Notizen der Ziffer %2 nur einen Platz, %3: Sie haben %4 gestrichen, und keine Ziffer schließt das aus. Also %5.</translation>
    </message>
    <message>
        <source>This rests on your pencil marks, not only on the digits: they have removed %1, and no digit rules that out.</source>
        <translation>Das beruht auf Ihren Notizen, nicht nur auf den Ziffern: Sie haben %1 gestrichen, und keine Ziffer schließt das aus.</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 in %3 (fin(s) %4): %5</source>
        <comment>Finned X-Wing on 5 in rows B and H (fin H8): removes</comment>
        <translation>
            <numerusform>%1 mit %2 in %3 (Flosse %4): %5</numerusform>
            <numerusform>%1 mit %2 in %3 (Flossen %4): %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %1, the digit %2 can only go in %3, apart from the fin(s) %4 in %5. If no fin is %2, the lines form a plain fish and %2 goes from the rest of %3; if a fin is %2, it sees every other cell of %5. Either way %2 can be removed from the cells of %3 inside %5: %6.</source>
        <translation>
            <numerusform>In %1 kann die Ziffer %2 nur in %3 stehen, abgesehen von der Flosse %4 in %5. Ist die Flosse nicht %2, bilden die Linien einen gewöhnlichen Fisch, und %2 entfällt im Rest von %3; ist die Flosse %2, sieht sie jede andere Zelle von %5. In jedem Fall kann %2 aus den Zellen von %3 innerhalb von %5 entfernt werden: %6.</numerusform>
            <numerusform>In %1 kann die Ziffer %2 nur in %3 stehen, abgesehen von den Flossen %4 in %5. Ist keine Flosse %2, bilden die Linien einen gewöhnlichen Fisch, und %2 entfällt im Rest von %3; ist eine Flosse %2, sieht sie jede andere Zelle von %5. In jedem Fall kann %2 aus den Zellen von %3 innerhalb von %5 entfernt werden: %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>No simple pattern is left: try %1 in %2 — assume one of its candidates and follow the singles until something breaks.</source>
        <translation>Kein einfaches Muster ist übrig: %1 in %2 – nehmen Sie einen seiner Kandidaten an und folgen Sie den Einern, bis etwas bricht.</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>Suchen Sie: %1 rund um %2.</translation>
    </message>
    <message>
        <source>Look for %1 where %2 meets %3.</source>
        <translation>Suchen Sie: %1, wo sich %2 und %3 schneiden.</translation>
    </message>
    <message>
        <source>Look for %1 with its stem in %2.</source>
        <translation>Suchen Sie: %1 mit dem Stamm in %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, the cells %3 hold %4: two digits more than cells. The rest of %1 adds %5 (with %6), the rest of %2 adds %7 (with %8), and these two parts have no digit in common. Together all these cells hold exactly as many digits as there are cells, and no digit can be in two of them (the line&apos;s cells see each other, the box&apos;s cells see each other, and the two parts share no digit), so each of these digits is in them exactly once. A digit the box&apos;s part lacks is in the line, and one the line&apos;s part lacks is in the box: they go from the other cells of %1 and %2: %9.</source>
        <translation>Wo sich %1 und %2 schneiden, halten die Felder %3 die Ziffern %4: zwei Ziffern mehr als Felder. Der Rest von %1 steuert %5 bei (mit %6), der Rest von %2 steuert %7 bei (mit %8), und diese beiden Teile haben keine Ziffer gemeinsam. Zusammen halten all diese Felder genau so viele Ziffern, wie es Felder sind, und keine Ziffer kann in zweien von ihnen stehen (die Felder der Linie sehen einander, die Felder des Blocks sehen einander, und die beiden Teile teilen keine Ziffer); also steht jede dieser Ziffern genau einmal darin. Eine Ziffer, die dem Teil im Block fehlt, steht in der Linie, und eine, die dem Teil in der Linie fehlt, steht im Block: Sie fallen aus den übrigen Feldern von %1 und %2 weg: %9.</translation>
    </message>
    <message>
        <source>The chain below closes into a loop: &apos;=&apos; joins two candidates of which at least one is true, &apos;-&apos; two of which at most one is, alternating all the way round. In such a loop every &apos;-&apos; link also has exactly one true end, so a candidate that sees both ends of a &apos;-&apos; link is false, and where a &apos;-&apos; link joins two digits of one cell, the cell&apos;s other digits are. The result: %1.</source>
        <translation>Die Kette unten schließt sich zu einer Schleife: &apos;=&apos; verbindet zwei Kandidaten, von denen mindestens einer wahr ist, &apos;-&apos; zwei, von denen höchstens einer wahr ist, im Wechsel ringsum. In einer solchen Schleife hat auch jede &apos;-&apos;-Verbindung genau ein wahres Ende; also ist ein Kandidat, der beide Enden einer &apos;-&apos;-Verbindung sieht, falsch, und wo eine &apos;-&apos;-Verbindung zwei Ziffern eines Feldes verbindet, sind die übrigen Ziffern des Feldes falsch. Das Ergebnis: %1.</translation>
    </message>
    <message>
        <source>An almost locked set (ALS) is a group of N cells of one unit holding N+1 digits: once one of its digits is gone, the others are locked in it. In the chain below an ALS is written as its cells after &apos;(x=yz)&apos;: if x is not in the set, y and z are. &apos;=&apos; joins two nodes of which at least one is true, &apos;-&apos; two of which at most one is.</source>
        <translation>Eine fast gesperrte Menge (ALS) ist eine Gruppe von N Feldern einer Einheit mit N+1 Ziffern: Fällt eine ihrer Ziffern weg, sind die übrigen in ihr gesperrt. In der Kette unten steht eine ALS als ihre Felder hinter &apos;(x=yz)&apos;: Ist x nicht in der Menge, dann sind es y und z. &apos;=&apos; verbindet zwei Knoten, von denen mindestens einer wahr ist, &apos;-&apos; zwei, von denen höchstens einer wahr ist.</translation>
    </message>
    <message>
        <source>The chain closes into a loop, so every &apos;-&apos; link has exactly one true end, and each set in the loop is locked on its digits other than the two it is entered and left by. What sees both ends of a &apos;-&apos; link, or every place of a locked digit in its set, is false: %1.</source>
        <translation>Die Kette schließt sich zu einer Schleife, also hat jede &apos;-&apos;-Verbindung genau ein wahres Ende, und jede Menge in der Schleife ist auf ihre Ziffern außer den beiden gesperrt, über die sie betreten und verlassen wird. Was beide Enden einer &apos;-&apos;-Verbindung sieht oder jeden Platz einer gesperrten Ziffer in ihrer Menge, ist falsch: %1.</translation>
    </message>
    <message>
        <source>Starting from either end as false, the links force the other end true, so one of the ends is true and every candidate that sees both ends is false: %1.</source>
        <translation>Ist ein Ende falsch, erzwingen die Glieder, dass das andere wahr ist; also ist eines der Enden wahr, und jeder Kandidat, der beide Enden sieht, ist falsch: %1.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <comment>a petal&apos;s cells for a digit of the stem</comment>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>The stem %1 holds %2. For each of these digits there is a petal, an almost locked set (N cells of one unit with N+1 digits) whose every cell with that digit sees the stem: %3. Whatever the stem holds, that digit is gone from its petal, which is then locked on its other digits, %4 among them. So %4 is in one of the petals, and a cell that sees every %4 in all of them cannot be %4: %5.</source>
        <translation>Der Stamm %1 hält %2. Für jede dieser Ziffern gibt es ein Blütenblatt, eine fast gesperrte Menge (N Felder einer Einheit mit N+1 Ziffern), deren Felder mit dieser Ziffer alle den Stamm sehen: %3. Was immer der Stamm hält, diese Ziffer fällt in ihrem Blütenblatt weg, das dann auf seine übrigen Ziffern gesperrt ist, darunter %4. Also steht %4 in einem der Blütenblätter, und ein Feld, das jede %4 in allen sieht, kann nicht %4 sein: %5.</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <translation>Kontinuierliche Schleife</translation>
    </message>
    <message>
        <source>ALS-AIC</source>
        <translation>ALS-Schlusskette</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <translation>Todesblüte</translation>
    </message>
    <message>
        <source>%1 on %2 in %3 and %4 (%5): %6</source>
        <comment>Sue de Coq on 1, 2, 3, 4 in row A and box 1 (A1, A2, A5, B2): removes</comment>
        <translation>%1 mit %2 in %3 und %4 (%5): %6</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle in two rows, two columns and two boxes.</source>
        <translation>Die Felder %1 bilden ein Rechteck in zwei Zeilen, zwei Spalten und zwei Blöcken.</translation>
    </message>
    <message>
        <source>In %1, the digit %2 lies only in %3 and %4, so the %2 of %1 is in one of these two lines. In %5, %2 has only two places, %6 and %7: if %7 is not %2, then %6 is, which leaves %1 no %2 in %3, so its %2 is in %4. Either way %7 or a cell of %1 in %4 is %2, and %8 sees them all: %9.</source>
        <translation>In %1 liegt die Ziffer %2 nur in %3 und %4, also steht die %2 von %1 in einer dieser beiden Linien. In %5 hat %2 nur zwei Plätze, %6 und %7: Ist %7 nicht %2, dann ist es %6, womit %1 keine %2 in %3 bleibt, also steht ihre %2 in %4. So oder so ist %7 oder ein Feld von %1 in %4 eine %2, und %8 sieht sie alle: %9.</translation>
    </message>
    <message>
        <source>Where the digit %1 has exactly two places in a unit, one of them is %1. Chained together, such pairs form separate clusters, each coloured in two colours of which one is true throughout: here two clusters, each in blue and orange.</source>
        <translation>Wo die Ziffer %1 in einer Einheit genau zwei Plätze hat, ist einer davon %1. Solche Paare bilden, miteinander verkettet, getrennte Gruppen, jede in zwei Farben gefärbt, von denen eine durchweg wahr ist: hier zwei Gruppen, jede in Blau und Orange.</translation>
    </message>
    <message>
        <source>The orange %1 and %2, one from each cluster, see each other, so they are not both %3: in one of the clusters orange is false and blue is true. So one of the two blues is %3, and a cell that sees a blue candidate of each cluster cannot be %3: %4.</source>
        <translation>Die orangen %1 und %2, je eine aus jeder Gruppe, sehen sich, also sind sie nicht beide %3: In einer der Gruppen ist Orange falsch und Blau wahr. Also ist eines der beiden Blau %3, und ein Feld, das einen blauen Kandidaten jeder Gruppe sieht, kann nicht %3 sein: %4.</translation>
    </message>
    <message>
        <source>The orange of one cluster sees both colours of the other: %1 sees the blue %2, and %3 sees the orange %4. One of those two colours is true, so the first cluster&apos;s orange is false, and %5 goes from all of its cells: %6.</source>
        <translation>Das Orange einer Gruppe sieht beide Farben der anderen: %1 sieht das blaue %2, und %3 sieht das orange %4. Eine dieser beiden Farben ist wahr, also ist das Orange der ersten Gruppe falsch, und %5 entfällt aus all ihren Feldern: %6.</translation>
    </message>
    <message>
        <source>Colour candidates of the digits %1: where a cell has only two candidates, or a digit only two places in a unit, one of the two is true, so such pairs chained together take two colours, blue and orange, and one colour is true throughout.</source>
        <translation>Färbe Kandidaten der Ziffern %1: Wo ein Feld nur zwei Kandidaten hat oder eine Ziffer nur zwei Plätze in einer Einheit, ist einer der beiden wahr; solche Paare erhalten, miteinander verkettet, zwei Farben, Blau und Orange, und eine Farbe ist durchweg wahr.</translation>
    </message>
    <message>
        <source>A candidate that both colours rule out cannot be true: it shares its cell with a candidate of one colour or sees one of its own digit, and likewise with the other colour. Such candidates go: %1.</source>
        <translation>Ein Kandidat, den beide Farben ausschließen, kann nicht wahr sein: Er teilt sein Feld mit einem Kandidaten der einen Farbe oder sieht einen seiner eigenen Ziffer, und ebenso mit der anderen Farbe. Solche Kandidaten entfallen: %1.</translation>
    </message>
    <message>
        <source>In %1 the digit %2 would be orange twice, in %3 and %4.</source>
        <translation>In %1 wäre die Ziffer %2 zweimal orange, in %3 und %4.</translation>
    </message>
    <message>
        <source>The cell %1 would hold two orange candidates, %2.</source>
        <translation>Das Feld %1 enthielte zwei orange Kandidaten, %2.</translation>
    </message>
    <message>
        <source>Every candidate of %1 sees an orange candidate of its digit: if orange were true, %1 would have none left.</source>
        <translation>Jeder Kandidat von %1 sieht einen orangen Kandidaten seiner Ziffer: Wäre Orange wahr, bliebe %1 keiner übrig.</translation>
    </message>
    <message>
        <source>So orange is false and blue is true: every orange candidate goes and every blue one is placed: %1.</source>
        <translation>Also ist Orange falsch und Blau wahr: Jeder orange Kandidat entfällt, und jeder blaue wird eingetragen: %1.</translation>
    </message>
    <message>
        <source>All four hold %1; %2 hold one more digit, %3, and the other corners nothing else. If none of %2 were %3, the rectangle would hold only %1, which could be swapped: the puzzle would have two solutions, and a proper puzzle has one. So one of %2 is %3, and a cell that sees all of them cannot be: %4.</source>
        <translation>Alle vier enthalten %1; %2 enthalten eine weitere Ziffer, %3, und die übrigen Ecken nichts sonst. Wäre keines von %2 gleich %3, enthielte das Rechteck nur %1, was sich vertauschen ließe: Das Rätsel hätte zwei Lösungen, und ein richtiges Rätsel hat eine. Also ist eines von %2 gleich %3, und ein Feld, das sie alle sieht, kann es nicht sein: %4.</translation>
    </message>
    <message>
        <source>%1 and %2, on one diagonal, hold only %3. In %4 the digit %5 has no place but the rectangle&apos;s corners, so it fills one diagonal. If it filled the other, %6, then %1 and %2 would hold the other digit, and the four cells could swap their digits: two solutions, and a proper puzzle has one. So %5 goes from %6: %7.</source>
        <translation>%1 und %2 auf einer Diagonale enthalten nur %3. In %4 hat die Ziffer %5 keinen Platz außer den Ecken des Rechtecks, also füllt sie eine Diagonale. Füllte sie die andere, %6, dann enthielten %1 und %2 die andere Ziffer, und die vier Felder könnten ihre Ziffern tauschen: zwei Lösungen, und ein richtiges Rätsel hat eine. Also entfällt %5 aus %6: %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were solved as %3 and %4 as %5, none of them given. If %6 were %5, the four cells would hold %5 and %3 crosswise, and nothing given would fix which is where: they could be swapped, two solutions, and a proper puzzle has one. So %6 is not %5: %7.</source>
        <translation>%1 und %2 wurden als %3 gelöst und %4 als %5, keines davon vorgegeben. Wäre %6 gleich %5, enthielten die vier Felder %5 und %3 über Kreuz, und nichts Vorgegebenes legte fest, was wo steht: Sie ließen sich vertauschen, zwei Lösungen, und ein richtiges Rätsel hat eine. Also ist %6 nicht %5: %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were solved as %3 and %4, neither of them given. If %5 were %3 and %6 were %4, the four cells could swap their digits, which no given fixes: two solutions, and a proper puzzle has one. So one of %5 and %6 is their other candidate %7, and a cell that sees both cannot be %7: %8.</source>
        <translation>%1 und %2 wurden als %3 und %4 gelöst, keines davon vorgegeben. Wäre %5 gleich %3 und %6 gleich %4, könnten die vier Felder ihre Ziffern tauschen, was keine Vorgabe verhindert: zwei Lösungen, und ein richtiges Rätsel hat eine. Also ist eines von %5 und %6 ihr anderer Kandidat %7, und ein Feld, das beide sieht, kann nicht %7 sein: %8.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has exactly two candidates. Without their extra candidates (%2) every digit would have two places in each unit it is missing from: a BUG, which has no solution or several, and a proper puzzle has one. So one of %1 holds one of its extra candidates.</source>
        <translation>Jedes leere Feld außer %1 hat genau zwei Kandidaten. Ohne ihre Zusatzkandidaten (%2) hätte jede Ziffer in jeder Einheit, in der sie fehlt, zwei Plätze: ein BUG, der keine oder mehrere Lösungen hat, und ein richtiges Rätsel hat eine. Also enthält eines von %1 einen seiner Zusatzkandidaten.</translation>
    </message>
    <message>
        <source>Their extra candidate is %1 in every one of them, so one of them is %1, and a cell that sees all of them cannot be %1: %2.</source>
        <translation>Ihr Zusatzkandidat ist in jedem von ihnen %1, also ist eines von ihnen %1, und ein Feld, das sie alle sieht, kann nicht %1 sein: %2.</translation>
    </message>
    <message>
        <source>They all lie in %1, so together they act as one cell holding %2, which forms a naked subset with %3: the digits %4 fill those cells and go from the rest of %1: %5.</source>
        <translation>Sie liegen alle in %1, also wirken sie zusammen wie ein Feld mit %2, das mit %3 eine nackte Teilmenge bildet: Die Ziffern %4 füllen diese Felder und entfallen aus dem Rest von %1: %5.</translation>
    </message>
    <message>
        <source>In %1 the digit %2 has no place but %3 and %4, so the one that does not take its extra candidate is %2: each of them is %2 or its extra candidate, and its other candidate goes: %5.</source>
        <translation>In %1 hat die Ziffer %2 keinen Platz außer %3 und %4, also ist dasjenige, das nicht seinen Zusatzkandidaten nimmt, %2: Jedes von beiden ist %2 oder sein Zusatzkandidat, und sein anderer Kandidat entfällt: %5.</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>Leeres Rechteck</translation>
    </message>
    <message>
        <source>Multi-Colouring</source>
        <translation>Mehrfarbiges Färben</translation>
    </message>
    <message>
        <source>3D Medusa</source>
        <translation>3D-Medusa</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <translation>Eindeutiges Rechteck Typ 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <translation>Eindeutiges Rechteck Typ 6</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <translation>Vermeidbares Rechteck Typ 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <translation>Vermeidbares Rechteck Typ 2</translation>
    </message>
    <message>
        <source>BUG Type 2</source>
        <translation>BUG Typ 2</translation>
    </message>
    <message>
        <source>BUG Type 3</source>
        <translation>BUG Typ 3</translation>
    </message>
    <message>
        <source>BUG Type 4</source>
        <translation>BUG Typ 4</translation>
    </message>
    <message>
        <source>%1 on %2, a colour wrap: %3</source>
        <comment>3D Medusa on 2, 7, a colour wrap: places</comment>
        <translation>%1 mit %2, ein Farbwiderspruch: %3</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <comment>3D Medusa on 2, 7: removes</comment>
        <translation>%1 mit %2: %3</translation>
    </message>
    <message>
        <source>Look for %1 where %2 cross %3.</source>
        <translation>Suche eine %1, wo %2 %3 kreuzen.</translation>
    </message>
    <message numerus="yes">
        <source>Each of the base sets %1 must hold the digit %2 once, and no two of them share a candidate. All their candidates of %2 lie in the cover sets %3, and a cover set holds %2 at most once: so the %n digit(s) of the base sets fill the cover sets, one in each.</source>
        <translation>
            <numerusform>Jede der Basismengen %1 muss die Ziffer %2 einmal enthalten, und keine zwei teilen sich einen Kandidaten. Alle ihre Kandidaten %2 liegen in den Deckmengen %3, und eine Deckmenge enthält %2 höchstens einmal: Also füllt die %n Ziffer der Basismengen die Deckmengen, eine in jeder.</numerusform>
            <numerusform>Jede der Basismengen %1 muss die Ziffer %2 einmal enthalten, und keine zwei teilen sich einen Kandidaten. Alle ihre Kandidaten %2 liegen in den Deckmengen %3, und eine Deckmenge enthält %2 höchstens einmal: Also füllen die %n Ziffern der Basismengen die Deckmengen, eine in jeder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the base sets %1 must hold the digit %2 once. Apart from the fins %3 (candidates outside the cover sets, or in two base sets at once), their candidates of %2 lie in the cover sets %4, and a cover set holds %2 at most once: so unless a fin is %2, the %n digit(s) of the base sets fill the cover sets, one in each.</source>
        <translation>
            <numerusform>Jede der Basismengen %1 muss die Ziffer %2 einmal enthalten. Bis auf die Flossen %3 (Kandidaten außerhalb der Deckmengen oder in zwei Basismengen zugleich) liegen ihre Kandidaten %2 in den Deckmengen %4, und eine Deckmenge enthält %2 höchstens einmal: Also füllt, wenn keine Flosse %2 ist, die %n Ziffer der Basismengen die Deckmengen, eine in jeder.</numerusform>
            <numerusform>Jede der Basismengen %1 muss die Ziffer %2 einmal enthalten. Bis auf die Flossen %3 (Kandidaten außerhalb der Deckmengen oder in zwei Basismengen zugleich) liegen ihre Kandidaten %2 in den Deckmengen %4, und eine Deckmenge enthält %2 höchstens einmal: Also füllen, wenn keine Flosse %2 ist, die %n Ziffern der Basismengen die Deckmengen, eine in jeder.</numerusform>
        </translation>
    </message>
    <message>
        <source>So %1 can be removed from the cover sets&apos; other cells, and from a base cell inside two cover sets, which would fill both: %2.</source>
        <translation>Also kann %1 aus den übrigen Zellen der Deckmengen entfernt werden, und aus einer Basiszelle in zwei Deckmengen, die beide füllen würde: %2.</translation>
    </message>
    <message>
        <source>So %1 can be removed from the cover sets&apos; other cells: %2.</source>
        <translation>Also kann %1 aus den übrigen Zellen der Deckmengen entfernt werden: %2.</translation>
    </message>
    <message>
        <source>Then %1 goes from the cover sets&apos; other cells and from a base cell inside two cover sets; if a fin is %1, it sees the cells below. Either way %1 can be removed from them: %2.</source>
        <translation>Dann verschwindet %1 aus den übrigen Zellen der Deckmengen und aus einer Basiszelle in zwei Deckmengen; ist eine Flosse %1, sieht sie die Zellen unten. So oder so kann %1 dort entfernt werden: %2.</translation>
    </message>
    <message>
        <source>Then %1 goes from the cover sets&apos; other cells; if a fin is %1, it sees the cells below. Either way %1 can be removed from them: %2.</source>
        <translation>Dann verschwindet %1 aus den übrigen Zellen der Deckmengen; ist eine Flosse %1, sieht sie die Zellen unten. So oder so kann %1 dort entfernt werden: %2.</translation>
    </message>
    <message>
        <source>In %1, the digit %2 lies in %3, apart from the fins %4. If no fin is %2, the fish removes %2 from %5, which lies in %3. If a fin is %2, its chain below removes it too: &apos;-&apos; from a true candidate makes the next false, &apos;=&apos; from a false one makes the next true. Either way: %6.</source>
        <translation>In %1 liegt die Ziffer %2 in %3, bis auf die Flossen %4. Ist keine Flosse %2, entfernt der Fisch %2 aus %5, das in %3 liegt. Ist eine Flosse %2, entfernt es ihre Kette unten ebenso: &apos;-&apos; von einem wahren Kandidaten macht den nächsten falsch, &apos;=&apos; von einem falschen macht den nächsten wahr. So oder so: %6.</translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, each of %4 at most one in each such column, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, %4 in each of those columns, and they leave the rest of those rows and columns: %5.</source>
        <translation>
            <numerusform>Die %n Zelle, in der %1 %2 kreuzen, enthält ebenso viele Ziffern. Jede der Ziffern %3 füllt höchstens eine davon in jeder Zeile, in der sie dort Kandidat ist, jede von %4 höchstens eine in jeder solchen Spalte, und diese Grenzen ergeben zusammen die Zahl der Zellen. Also wird jede Grenze erreicht: Die Ziffern %3 liegen in jeder dieser Zeilen in diesen Zellen, %4 in jeder dieser Spalten, und sie verschwinden aus dem Rest dieser Zeilen und Spalten: %5.</numerusform>
            <numerusform>Die %n Zellen, in denen %1 %2 kreuzen, enthalten ebenso viele Ziffern. Jede der Ziffern %3 füllt höchstens eine davon in jeder Zeile, in der sie dort Kandidat ist, jede von %4 höchstens eine in jeder solchen Spalte, und diese Grenzen ergeben zusammen die Zahl der Zellen. Also wird jede Grenze erreicht: Die Ziffern %3 liegen in jeder dieser Zeilen in diesen Zellen, %4 in jeder dieser Spalten, und sie verschwinden aus dem Rest dieser Zeilen und Spalten: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, and they leave the rest of those rows: %4.</source>
        <translation>
            <numerusform>Die %n Zelle, in der %1 %2 kreuzen, enthält ebenso viele Ziffern. Jede der Ziffern %3 füllt höchstens eine davon in jeder Zeile, in der sie dort Kandidat ist, und diese Grenzen ergeben zusammen die Zahl der Zellen. Also wird jede Grenze erreicht: Die Ziffern %3 liegen in jeder dieser Zeilen in diesen Zellen und verschwinden aus dem Rest dieser Zeilen: %4.</numerusform>
            <numerusform>Die %n Zellen, in denen %1 %2 kreuzen, enthalten ebenso viele Ziffern. Jede der Ziffern %3 füllt höchstens eine davon in jeder Zeile, in der sie dort Kandidat ist, und diese Grenzen ergeben zusammen die Zahl der Zellen. Also wird jede Grenze erreicht: Die Ziffern %3 liegen in jeder dieser Zeilen in diesen Zellen und verschwinden aus dem Rest dieser Zeilen: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each column where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those columns, and they leave the rest of those columns: %4.</source>
        <translation>
            <numerusform>Die %n Zelle, in der %1 %2 kreuzen, enthält ebenso viele Ziffern. Jede der Ziffern %3 füllt höchstens eine davon in jeder Spalte, in der sie dort Kandidat ist, und diese Grenzen ergeben zusammen die Zahl der Zellen. Also wird jede Grenze erreicht: Die Ziffern %3 liegen in jeder dieser Spalten in diesen Zellen und verschwinden aus dem Rest dieser Spalten: %4.</numerusform>
            <numerusform>Die %n Zellen, in denen %1 %2 kreuzen, enthalten ebenso viele Ziffern. Jede der Ziffern %3 füllt höchstens eine davon in jeder Spalte, in der sie dort Kandidat ist, und diese Grenzen ergeben zusammen die Zahl der Zellen. Also wird jede Grenze erreicht: Die Ziffern %3 liegen in jeder dieser Spalten in diesen Zellen und verschwinden aus dem Rest dieser Spalten: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Franken Fish</source>
        <translation>Franken-Fisch</translation>
    </message>
    <message>
        <source>Finned Franken Fish</source>
        <translation>Franken-Fisch mit Flosse</translation>
    </message>
    <message>
        <source>Mutant Fish</source>
        <translation>Mutanten-Fisch</translation>
    </message>
    <message>
        <source>Finned Mutant Fish</source>
        <translation>Mutanten-Fisch mit Flosse</translation>
    </message>
    <message>
        <source>Kraken Fish</source>
        <translation>Kraken-Fisch</translation>
    </message>
    <message>
        <source>Multi-Sector Locked Set</source>
        <translation>Mehrsektor-Sperrmenge (MSLS)</translation>
    </message>
    <message>
        <source>%1 on %2, base %3, cover %4: %5</source>
        <comment>Franken Fish on 5, base row A and box 4, cover columns 1 and 3: removes</comment>
        <translation>%1 auf %2, Basis %3, Deckung %4: %5</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, base %3, cover %4 (fin(s) %5): %6</source>
        <comment>Finned Franken Fish on 5, base row A and box 4, cover columns 1 and 3 (fin B2): removes</comment>
        <translation>
            <numerusform>%1 auf %2, Basis %3, Deckung %4 (Flosse %5): %6</numerusform>
            <numerusform>%1 auf %2, Basis %3, Deckung %4 (Flossen %5): %6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 in %3 (fin(s) %4): %5</source>
        <comment>Kraken Fish on 6 in rows B, C and H (fins C8, H2): chains =&gt; result</comment>
        <translation>
            <numerusform>%1 auf %2 in %3 (Flosse %4): %5</numerusform>
            <numerusform>%1 auf %2 in %3 (Flossen %4): %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 where %2 cross %3 (%n cell(s)): %4</source>
        <comment>Multi-Sector Locked Set where rows A and B cross columns 2 and 5 (4 cells): removes</comment>
        <translation>
            <numerusform>%1, wo %2 %3 kreuzen (%n Zelle): %4</numerusform>
            <numerusform>%1, wo %2 %3 kreuzen (%n Zellen): %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: you have removed %1, but nothing on the board rules that out. Check your pencil marks before you rely on this step.</source>
        <translation>Hinweis: Sie haben %1 gestrichen, aber nichts auf dem Spielfeld schließt das aus. Prüfen Sie Ihre Notizen, bevor Sie sich auf diesen Schritt verlassen.</translation>
    </message>
</context>
<context>
    <name>TechniqueHelpWindow</name>
    <message>
        <source>Techniques</source>
        <translation>Techniken</translation>
    </message>
    <message>
        <source>Search techniques</source>
        <translation>Techniken suchen</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Was es ist</translation>
    </message>
    <message>
        <source>In this example</source>
        <translation>In diesem Beispiel</translation>
    </message>
    <message>
        <source>When to look for it</source>
        <translation>Wann man danach sucht</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Stufe: %1</translation>
    </message>
    <message>
        <source>No example position is available for this technique.</source>
        <translation>Für diese Technik gibt es keine Beispielstellung.</translation>
    </message>
</context>
<context>
    <name>Transport</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>Run the chosen solver on the puzzle (F5)</source>
        <translation>Den gewählten Löser auf das Rätsel ansetzen (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the run (Esc)</source>
        <translation>Den Lauf anhalten (Esc)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play at the chosen speed (Space)</source>
        <translation>Mit der gewählten Geschwindigkeit abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Ein Ereignis vor (Rechts)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Ein Ereignis zurück (Links)</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Before the first event (Home)</source>
        <translation>Vor das erste Ereignis (Pos1)</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>The last event recorded (End)</source>
        <translation>Das letzte aufgezeichnete Ereignis (Ende)</translation>
    </message>
    <message>
        <source>Next landmark</source>
        <translation>Nächste Marke</translation>
    </message>
    <message>
        <source>Previous landmark</source>
        <translation>Vorige Marke</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)/s</source>
        <translation>
            <numerusform>%Ln Ereignis/s</numerusform>
            <numerusform>%Ln Ereignisse/s</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag to any event of the run</source>
        <translation>Zu einem beliebigen Ereignis des Laufs ziehen</translation>
    </message>
    <message>
        <source>The next landmark of the kind chosen beside (Page Down)</source>
        <translation>Die nächste Marke der daneben gewählten Art (Bild ab)</translation>
    </message>
    <message>
        <source>The previous landmark of the kind chosen beside (Page Up)</source>
        <translation>Die vorige Marke der daneben gewählten Art (Bild auf)</translation>
    </message>
    <message>
        <source>&amp;Jump To</source>
        <translation>&amp;Springen zu</translation>
    </message>
    <message>
        <source>&amp;Any Landmark</source>
        <translation>&amp;Jede Marke</translation>
    </message>
    <message>
        <source>Any landmark</source>
        <translation>Jede Marke</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Entscheidungen</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Backtracks</source>
        <translation>&amp;Rücksprünge</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>&amp;Conflicts</source>
        <translation>&amp;Konflikte</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
    <message>
        <source>&amp;Restarts</source>
        <translation>&amp;Neustarts</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>R&amp;ule Changes</source>
        <translation>Regel&amp;wechsel</translation>
    </message>
    <message>
        <source>Rule changes</source>
        <translation>Regelwechsel</translation>
    </message>
    <message>
        <source>What Page Down and Page Up jump to: any landmark (A), decisions (D), backtracks (B), conflicts (C), restarts (R) or rule changes (U)</source>
        <translation>Wohin Bild ab und Bild auf springen: jede Marke (A), Entscheidungen (D), Rücksprünge (B), Konflikte (C), Neustarts (R) oder Regelwechsel (U)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Learn Sudoku and look inside the algorithms that solve it.</source>
        <translation>Sudoku lernen und in die Algorithmen schauen, die es lösen.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Das Fenster als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Open this puzzle file.</source>
        <translation>Diese Rätseldatei öffnen.</translation>
    </message>
    <message>
        <source>User interface language (en, de, ja).</source>
        <translation>Sprache der Oberfläche (en, de, ja).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Select this cell at start (A1 or r1c1).</source>
        <translation>Dieses Feld beim Start auswählen (A1 oder r1c1).</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Start a new game instead of restoring the last one.</source>
        <translation>Ein neues Spiel beginnen, statt das letzte wiederherzustellen.</translation>
    </message>
    <message>
        <source>Window size for screenshots (WxH).</source>
        <translation>Fenstergröße für Bildschirmfotos (BxH).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Apply this many hint steps first (for screenshots).</source>
        <translation>Zuerst so viele Hinweisschritte anwenden (für Bildschirmfotos).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Show a hint of this level (1, 2 or 3) at start.</source>
        <translation>Beim Start einen Hinweis dieser Stufe zeigen (1, 2 oder 3).</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Fill in all candidates at start.</source>
        <translation>Beim Start alle Kandidaten eintragen.</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not %3.</source>
        <extracomment>%1 is an option&apos;s name, %2 the value given, %3 what the option takes (&quot;one of en, de, ja&quot;, &quot;a size such as 1000x700&quot; …, translated below).</extracomment>
        <translation>--%1: „%2“ passt nicht, erwartet wird %3.</translation>
    </message>
    <message>
        <source>one of en, de, ja</source>
        <translation>en, de oder ja</translation>
    </message>
    <message>
        <source>a size such as 1000x700</source>
        <translation>eine Größe wie 1000x700</translation>
    </message>
    <message>
        <source>a count (0 or more)</source>
        <translation>eine Anzahl (0 oder mehr)</translation>
    </message>
    <message>
        <source>a hint level (1, 2 or 3)</source>
        <translation>eine Hinweisstufe (1, 2 oder 3)</translation>
    </message>
    <message>
        <source>a cell of this board (A1 or r1c1)</source>
        <translation>ein Feld dieses Rätsels (A1 oder r1c1)</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Open the Solver Lab and run a solver of this family (search, logic, climb).</source>
        <translation>Das Löser-Labor öffnen und einen Löser dieser Familie ausführen (search, logic, climb).</translation>
    </message>
    <message>
        <source>family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>The Lab&apos;s search ordering (lex, mrv, ctn …), logic method (tutor, filter, chen) or climber initialization.</source>
        <translation>Die Suchreihenfolge des Labors (lex, mrv, ctn …), das Logikverfahren (tutor, filter, chen) oder die Initialisierung des Bergsteigers.</translation>
    </message>
    <message>
        <source>The Lab&apos;s run in sudoku-cli&apos;s words, e.g. &quot;search --strategy ctn --goal neutralize&quot;.</source>
        <translation>Der Lauf des Labors in den Worten von sudoku-cli, z. B. „search --strategy ctn --goal neutralize“.</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>one of search, logic, climb</source>
        <translation>eines von search, logic, climb</translation>
    </message>
    <message>
        <source>a choice of the Lab&apos;s solver chooser</source>
        <translation>eine Wahl der Löserauswahl des Labors</translation>
    </message>
    <message>
        <source>Colour theme (light, dark, system).</source>
        <translation>Farbschema (light, dark, system).</translation>
    </message>
    <message>
        <source>one of light, dark, system</source>
        <translation>light, dark oder system</translation>
    </message>
    <message>
        <source>Open the Compare mode with a paper&apos;s preset (abuluaih, carmel, sansegundo) and run it.</source>
        <translation>Den Vergleichsmodus mit der Vorlage eines Artikels öffnen (abuluaih, carmel, sansegundo) und starten.</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>The Compare mode&apos;s tab to show (means, distribution, scatter, table, dashboard).</source>
        <translation>Der anzuzeigende Reiter des Vergleichsmodus (means, distribution, scatter, table, dashboard).</translation>
    </message>
    <message>
        <source>one of abuluaih, carmel, sansegundo</source>
        <translation>eines von abuluaih, carmel, sansegundo</translation>
    </message>
    <message>
        <source>one of means, distribution, scatter, table, dashboard</source>
        <translation>eines von means, distribution, scatter, table, dashboard</translation>
    </message>
    <message>
        <source>Open Help ▸ Techniques at this technique (an id such as x-wing, als-xz).</source>
        <translation>Hilfe ▸ Techniken bei dieser Technik öffnen (eine Kennung wie x-wing, als-xz).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>a technique&apos;s id (such as naked-pair, x-wing, als-xz)</source>
        <translation>die Kennung einer Technik (etwa naked-pair, x-wing, als-xz)</translation>
    </message>
    <message>
        <source>Show this tab at start (steps, history, difficulty; in the Lab tree, climb, climb-init).</source>
        <translation>Diesen Reiter beim Start zeigen (steps, history, difficulty; im Labor tree, climb, climb-init).</translation>
    </message>
    <message>
        <source>Show the Lab&apos;s search tree beside the tree of this ordering (lex, mrv, ctn …).</source>
        <translation>Den Suchbaum des Labors neben dem Baum dieser Reihenfolge zeigen (lex, mrv, ctn …).</translation>
    </message>
    <message>
        <source>one of steps, history, difficulty, tree, climb, climb-init</source>
        <translation>eines von steps, history, difficulty, tree, climb, climb-init</translation>
    </message>
    <message>
        <source>a search ordering (lex, mrv, ctn …)</source>
        <translation>eine Suchreihenfolge (lex, mrv, ctn …)</translation>
    </message>
    <message>
        <source>Open the race with this preset (%1) and run it.</source>
        <translation>Das Rennen mit dieser Vorgabe (%1) öffnen und ausführen.</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Show the Lab&apos;s run after this many events (the race: decisions).</source>
        <translation>Den Lauf des Labors nach so vielen Ereignissen zeigen (das Rennen: Entscheidungen).</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>With --hint 2 on a chain or a net: step this many frames along it (for screenshots).</source>
        <translation>Mit --hint 2 bei einer Kette oder einem Netz: so viele Schritte an ihr entlang gehen (für Bildschirmfotos).</translation>
    </message>
    <message>
        <source>Open this dialog at start (generate, practice-record, shortcuts).</source>
        <translation>Diesen Dialog beim Start öffnen (generate, practice-record, shortcuts).</translation>
    </message>
    <message>
        <source>one of generate, practice-record, shortcuts</source>
        <translation>eines von generate, practice-record, shortcuts</translation>
    </message>
</context>
</TS>
