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
    <name>Game</name>
    <message>
        <source>Enter %1</source>
        <translation>%1 eintragen</translation>
    </message>
    <message>
        <source>Pencil marks</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
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
        <source>the board has the wrong number of cells (expected %1)</source>
        <translation>das Spielfeld hat die falsche Anzahl Felder (erwartet %1)</translation>
    </message>
    <message>
        <source>the givens hold an invalid character at cell %1</source>
        <translation>die Vorgaben enthalten ein ungültiges Zeichen in Feld %1</translation>
    </message>
    <message>
        <source>the values hold an invalid character at cell %1</source>
        <translation>die Einträge enthalten ein ungültiges Zeichen in Feld %1</translation>
    </message>
    <message>
        <source>a given was changed at cell %1</source>
        <translation>eine Vorgabe wurde in Feld %1 verändert</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>der Verlauf ist beschädigt</translation>
    </message>
    <message>
        <source>the givens contradict each other</source>
        <translation>die Vorgaben widersprechen sich</translation>
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
        <source>Start a random puzzle from this collection</source>
        <translation>Ein zufälliges Rätsel aus dieser Sammlung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
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
        <source>The saved game could not be restored: %1</source>
        <translation>Das gespeicherte Spiel konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>Welcome back: your game is restored.</source>
        <translation>Willkommen zurück: Ihr Spiel ist wiederhergestellt.</translation>
    </message>
    <message>
        <source>Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …) or a saved game</source>
        <translation>Eine Rätseldatei (eine Zeile, Gitter, .sdk, .ss, Notizen …) oder ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
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
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
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
        <source>Put the solution's digit in the selected cell</source>
        <translation>Die Ziffer der Lösung in das gewählte Feld setzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show &amp;Timer</source>
        <translation>&amp;Uhr anzeigen</translation>
    </message>
    <message>
        <source>Highlight &amp;Peers</source>
        <translation>&amp;Nachbarn hervorheben</translation>
    </message>
    <message>
        <source>Highlight &amp;Same Digit</source>
        <translation>&amp;Gleiche Ziffer hervorheben</translation>
    </message>
    <message>
        <source>Cell &amp;Names</source>
        <translation>Feld&amp;namen</translation>
    </message>
    <message>
        <source>Letter and number (A1)</source>
        <translation>Buchstabe und Zahl (A1)</translation>
    </message>
    <message>
        <source>Row and column (r1c1)</source>
        <translation>Zeile und Spalte (r1c1)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Farbschema</translation>
    </message>
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
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
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
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
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
        <translation><numerusform>%n Ziffer passt nicht zur Lösung.</numerusform><numerusform>%n Ziffern passen nicht zur Lösung.</numerusform></translation>
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
        <source>&lt;p&gt;&lt;b&gt;Solved!&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Time: %1&lt;br&gt;Hints used: %2&lt;br&gt;Mistakes: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gelöst!&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Zeit: %1&lt;br&gt;Verwendete Hinweise: %2&lt;br&gt;Fehler: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Solved in %1.</source>
        <translation>Gelöst in %1.</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>Gut gemacht</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Gespielte Zeit</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Puzzle %2 · %3 × %3 · %4 givens&lt;br&gt;%5&lt;br&gt;Selected cell: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Rätsel %2 · %3 × %3 · %4 Vorgaben&lt;br&gt;%5&lt;br&gt;Gewähltes Feld: %6</translation>
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
    <message>
        <source>Colour theme (light, dark).</source>
        <translation>Farbschema (light, dark).</translation>
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
</context>
</TS>