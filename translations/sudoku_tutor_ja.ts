<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ErrorText</name>
    <message>
        <source>line %1, column %2</source>
        <translation>%1 行目、%2 列目</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>file: place</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>ファイルを読み込めません</translation>
    </message>
    <message>
        <source>no puzzle was found</source>
        <translation>問題が見つかりません</translation>
    </message>
    <message>
        <source>'%1' is not a digit or a blank</source>
        <translation>「%1」は数字でも空白でもありません</translation>
    </message>
    <message>
        <source>row has %1 cells, expected %2</source>
        <translation>行のマスが %1 個です（%2 個のはずです）</translation>
    </message>
    <message>
        <source>grid has %1 rows, expected %2</source>
        <translation>盤面の行が %1 行です（%2 行のはずです）</translation>
    </message>
    <message>
        <source>line has %1 characters, expected %2</source>
        <translation>行の文字数が %1 です（%2 のはずです）</translation>
    </message>
    <message>
        <source>%1 cells do not make a supported grid (4×4 to 25×25)</source>
        <translation>%1 マスでは対応する盤面（4×4〜25×25）になりません</translation>
    </message>
    <message>
        <source>a cell's pencil marks are not valid</source>
        <translation>マスの候補メモが正しくありません</translation>
    </message>
    <message>
        <source>contradictory givens: %1 and %2 both hold %3</source>
        <translation>矛盾するヒント: %1 と %2 の両方が %3 です</translation>
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
        <translation>%1: 空き</translation>
    </message>
    <message>
        <source>%1: given %2</source>
        <translation>%1: ヒント %2</translation>
    </message>
    <message>
        <source>%1: entered %2</source>
        <translation>%1: 入力 %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sudoku Tutor</source>
        <translation>数独チューター</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Start a random puzzle from this collection</source>
        <translation>この問題集からランダムな問題を始めます</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …)</source>
        <translation>問題ファイルを開きます（1 行形式、盤面、.sdk、.ss、候補メモ …）</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>問題を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Start a game with the puzzle on the clipboard</source>
        <translation>クリップボードの問題でゲームを始めます</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Sudoku Tutor</source>
        <translation>数独チューターについて(&amp;A)</translation>
    </message>
    <message>
        <source>About Sudoku Tutor</source>
        <translation>数独チューターについて</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sudoku Tutor&lt;/b&gt; teaches Sudoku and shows how solving algorithms think.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;数独チューター&lt;/b&gt;は数独の解き方を教え、解法アルゴリズムの考え方を見せます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>問題を開く</translation>
    </message>
    <message>
        <source>Puzzles (*.txt *.sdk *.ss *.sud *.pm);;All files (*)</source>
        <translation>問題 (*.txt *.sdk *.ss *.sud *.pm);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <source>No puzzle was found.</source>
        <translation>問題が見つかりません。</translation>
    </message>
    <message>
        <source>Loaded %1: this puzzle has no solution.</source>
        <translation>%1 を読み込みました: この問題には解がありません。</translation>
    </message>
    <message>
        <source>Loaded %1: this puzzle has several solutions.</source>
        <translation>%1 を読み込みました: この問題には複数の解があります。</translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>%1 を読み込みました。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation><numerusform>… ほかに %n 件の問題があります。</numerusform></translation>
    </message>
    <message>
        <source>Could not load %1; the current puzzle stays.</source>
        <translation>%1 を読み込めませんでした。現在の問題はそのままです。</translation>
    </message>
    <message>
        <source>Could not load the puzzle</source>
        <translation>問題を読み込めませんでした</translation>
    </message>
    <message>
        <source>The puzzle from %1 could not be loaded. The current puzzle stays.</source>
        <translation>%1 の問題を読み込めませんでした。現在の問題はそのままです。</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>解は 1 つ</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>複数の解</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;Puzzle %2&lt;br&gt;%3 × %3, %4 givens&lt;br&gt;%5&lt;/p&gt;&lt;p&gt;Selected cell: %6&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;問題 %2&lt;br&gt;%3 × %3、ヒント %4 個&lt;br&gt;%5&lt;/p&gt;&lt;p&gt;選択中のマス: %6&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PuzzleLibrary</name>
    <message>
        <source>Easy (New York Times)</source>
        <translation>初級（ニューヨーク・タイムズ）</translation>
    </message>
    <message>
        <source>Medium (New York Times)</source>
        <translation>中級（ニューヨーク・タイムズ）</translation>
    </message>
    <message>
        <source>Hard (New York Times)</source>
        <translation>上級（ニューヨーク・タイムズ）</translation>
    </message>
    <message>
        <source>Expert (Norvig's top 95)</source>
        <translation>エキスパート（Norvig のトップ 95）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Learn Sudoku and look inside the algorithms that solve it.</source>
        <translation>数独を学び、それを解くアルゴリズムの中をのぞいてみましょう。</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>ウィンドウを PNG ファイルに保存して終了します。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Open this puzzle file.</source>
        <translation>この問題ファイルを開きます。</translation>
    </message>
    <message>
        <source>User interface language (en, de, ja).</source>
        <translation>表示言語 (en, de, ja)。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Select this cell at start (A1 or r1c1).</source>
        <translation>起動時にこのマスを選択します (A1 または r1c1)。</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>マス</translation>
    </message>
</context>
</TS>