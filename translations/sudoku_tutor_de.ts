<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>no puzzle was found</source>
        <translation>es wurde kein Rätsel gefunden</translation>
    </message>
    <message>
        <source>'%1' is not a digit or a blank</source>
        <translation>„%1“ ist weder eine Ziffer noch ein leeres Feld</translation>
    </message>
    <message>
        <source>row has %1 cells, expected %2</source>
        <translation>die Zeile hat %1 Felder, erwartet werden %2</translation>
    </message>
    <message>
        <source>grid has %1 rows, expected %2</source>
        <translation>das Gitter hat %1 Zeilen, erwartet werden %2</translation>
    </message>
    <message>
        <source>line has %1 characters, expected %2</source>
        <translation>die Zeile hat %1 Zeichen, erwartet werden %2</translation>
    </message>
    <message>
        <source>%1 cells do not make a supported grid (4×4 to 25×25)</source>
        <translation>%1 Felder ergeben kein unterstütztes Gitter (4×4 bis 25×25)</translation>
    </message>
    <message>
        <source>a cell's pencil marks are not valid</source>
        <translation>die Notizen eines Feldes sind ungültig</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sudoku Tutor</source>
        <translation>Sudoku-Lehrer</translation>
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
        <source>Start a random puzzle from this collection</source>
        <translation>Ein zufälliges Rätsel aus dieser Sammlung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …)</source>
        <translation>Eine Rätseldatei öffnen (eine Zeile, Gitter, .sdk, .ss, Notizen …)</translation>
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
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Tutor</source>
        <translation>Ü&amp;ber Sudoku-Lehrer</translation>
    </message>
    <message>
        <source>About Sudoku Tutor</source>
        <translation>Über Sudoku-Lehrer</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sudoku Tutor&lt;/b&gt; teaches Sudoku and shows how solving algorithms think.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Sudoku-Lehrer&lt;/b&gt; bringt Sudoku bei und zeigt, wie Lösungsalgorithmen denken.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Rätsel öffnen</translation>
    </message>
    <message>
        <source>Puzzles (*.txt *.sdk *.ss *.sud *.pm);;All files (*)</source>
        <translation>Rätsel (*.txt *.sdk *.ss *.sud *.pm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
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
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation><numerusform>… und %n weiteres Problem.</numerusform><numerusform>… und %n weitere Probleme.</numerusform></translation>
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
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;Puzzle %2&lt;br&gt;%3 × %3, %4 givens&lt;br&gt;%5&lt;/p&gt;&lt;p&gt;Selected cell: %6&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;Rätsel %2&lt;br&gt;%3 × %3, %4 Vorgaben&lt;br&gt;%5&lt;/p&gt;&lt;p&gt;Gewähltes Feld: %6&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PuzzleLibrary</name>
    <message>
        <source>Easy (New York Times)</source>
        <translation>Leicht (New York Times)</translation>
    </message>
    <message>
        <source>Medium (New York Times)</source>
        <translation>Mittel (New York Times)</translation>
    </message>
    <message>
        <source>Hard (New York Times)</source>
        <translation>Schwer (New York Times)</translation>
    </message>
    <message>
        <source>Expert (Norvig's top 95)</source>
        <translation>Experte (Norvigs Top 95)</translation>
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
</context>
</TS>