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
    <name>Game</name>
    <message>
        <source>Enter %1</source>
        <translation>%1 を入力</translation>
    </message>
    <message>
        <source>Pencil marks</source>
        <translation>候補メモ</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>すべての候補を記入</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Reveal %1</source>
        <translation>%1 を表示</translation>
    </message>
    <message>
        <source>this is not a Sudoku Tutor game file</source>
        <translation>数独チューターのゲームファイルではありません</translation>
    </message>
    <message>
        <source>the file was written by a newer version (format %1)</source>
        <translation>このファイルは新しいバージョンで保存されています（形式 %1）</translation>
    </message>
    <message>
        <source>unsupported box size %1×%2</source>
        <translation>対応していないブロックの大きさ %1×%2</translation>
    </message>
    <message>
        <source>the board has the wrong number of cells (expected %1)</source>
        <translation>盤面のマスの数が違います（%1 のはずです）</translation>
    </message>
    <message>
        <source>the givens hold an invalid character at cell %1</source>
        <translation>ヒントのマス %1 に無効な文字があります</translation>
    </message>
    <message>
        <source>the values hold an invalid character at cell %1</source>
        <translation>入力のマス %1 に無効な文字があります</translation>
    </message>
    <message>
        <source>a given was changed at cell %1</source>
        <translation>マス %1 のヒントが変更されています</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>履歴が壊れています</translation>
    </message>
    <message>
        <source>the givens contradict each other</source>
        <translation>ヒント同士が矛盾しています</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation>%1: %2 行目、%3 列目: %4</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
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
    <name>GridView</name>
    <message>
        <source>Erase</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Pencil marks</source>
        <translation>候補メモ</translation>
    </message>
    <message>
        <source>Pencil mark %1</source>
        <translation>候補 %1</translation>
    </message>
    <message>
        <source>Clear pencil marks</source>
        <translation>候補メモを消去</translation>
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
        <source>The saved game could not be restored: %1</source>
        <translation>保存されたゲームを復元できませんでした: %1</translation>
    </message>
    <message>
        <source>Welcome back: your game is restored.</source>
        <translation>おかえりなさい。ゲームを復元しました。</translation>
    </message>
    <message>
        <source>Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …) or a saved game</source>
        <translation>問題ファイル（1 行形式、盤面、.sdk、.ss、候補メモ …）または保存したゲームを開きます</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>ゲームを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the game with its pencil marks, history and time</source>
        <translation>候補メモ、履歴、時間を含めてゲームを保存します</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pencil Mode</source>
        <translation>メモモード(&amp;P)</translation>
    </message>
    <message>
        <source>Digits become pencil marks (Space switches; Shift+digit always marks)</source>
        <translation>数字を候補メモとして入力します（スペースで切り替え、Shift+数字は常にメモ）</translation>
    </message>
    <message>
        <source>E&amp;rase</source>
        <translation>消去(&amp;R)</translation>
    </message>
    <message>
        <source>Erase the digit or the pencil marks (Delete)</source>
        <translation>数字または候補メモを消します (Delete)</translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>すべての候補を記入(&amp;F)</translation>
    </message>
    <message>
        <source>Write every possible candidate into every empty cell</source>
        <translation>すべての空きマスに入りうる候補をすべて書き込みます</translation>
    </message>
    <message>
        <source>&amp;Automatic Candidates</source>
        <translation>候補の自動更新(&amp;A)</translation>
    </message>
    <message>
        <source>Keep the pencil marks right as digits go in</source>
        <translation>数字を入れるたびに候補メモを正しく保ちます</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>最初からやり直す(&amp;S)</translation>
    </message>
    <message>
        <source>Clear everything you entered (undoable)</source>
        <translation>入力したものをすべて消します（元に戻せます）</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>チェック(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the digits that do not agree with the solution</source>
        <translation>解と合わない数字に印を付けます</translation>
    </message>
    <message>
        <source>Reveal &amp;Cell</source>
        <translation>マスを表示(&amp;C)</translation>
    </message>
    <message>
        <source>Put the solution's digit in the selected cell</source>
        <translation>選択中のマスに解の数字を入れます</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Show &amp;Timer</source>
        <translation>タイマーを表示(&amp;T)</translation>
    </message>
    <message>
        <source>Highlight &amp;Peers</source>
        <translation>関連マスを強調(&amp;P)</translation>
    </message>
    <message>
        <source>Highlight &amp;Same Digit</source>
        <translation>同じ数字を強調(&amp;S)</translation>
    </message>
    <message>
        <source>Cell &amp;Names</source>
        <translation>マスの呼び方(&amp;N)</translation>
    </message>
    <message>
        <source>Letter and number (A1)</source>
        <translation>文字と数字 (A1)</translation>
    </message>
    <message>
        <source>Row and column (r1c1)</source>
        <translation>行と列 (r1c1)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>テーマ(&amp;H)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Open Puzzle or Game</source>
        <translation>問題またはゲームを開く</translation>
    </message>
    <message>
        <source>Puzzles and games (*.txt *.sdk *.ss *.sud *.pm *.json *.sudoku);;All files (*)</source>
        <translation>問題とゲーム (*.txt *.sdk *.ss *.sud *.pm *.json *.sudoku);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Opened the game %1.</source>
        <translation>ゲーム %1 を開きました。</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Sudoku Tutor games (*.sudoku *.json)</source>
        <translation>数独チューターのゲーム (*.sudoku *.json)</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>ゲームを保存できませんでした</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました: %1</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>This puzzle has no single solution to check against.</source>
        <translation>この問題には照合できる唯一の解がありません。</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>ここまで間違いはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s) do not agree with the solution.</source>
        <translation><numerusform>%n 個の数字が解と合いません。</numerusform></translation>
    </message>
    <message>
        <source>Select a cell to reveal.</source>
        <translation>表示するマスを選んでください。</translation>
    </message>
    <message>
        <source>Nothing to reveal there.</source>
        <translation>そのマスには表示するものがありません。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Solved!&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Time: %1&lt;br&gt;Hints used: %2&lt;br&gt;Mistakes: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;クリア！&lt;/b&gt;&lt;/p&gt;&lt;p&gt;時間: %1&lt;br&gt;使ったヒント: %2&lt;br&gt;間違い: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Solved in %1.</source>
        <translation>%1 で解けました。</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>よくできました</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>プレイ時間</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Puzzle %2 · %3 × %3 · %4 givens&lt;br&gt;%5&lt;br&gt;Selected cell: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;問題 %2 · %3 × %3 · ヒント %4 個&lt;br&gt;%5&lt;br&gt;選択中のマス: %6</translation>
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
    <message>
        <source>Colour theme (light, dark).</source>
        <translation>配色 (light, dark)。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Start a new game instead of restoring the last one.</source>
        <translation>前回のゲームを復元せずに新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>Window size for screenshots (WxH).</source>
        <translation>スクリーンショット用のウィンドウの大きさ (幅x高さ)。</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大きさ</translation>
    </message>
</context>
</TS>