<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AppearanceActions</name>
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
        <source>System Language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Letter and number (A1)</source>
        <translation>文字と数字 (A1)</translation>
    </message>
    <message>
        <source>Row and column (r1c1)</source>
        <translation>行と列 (r1c1)</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Welcome back: your game is restored.</source>
        <translation>おかえりなさい。ゲームを復元しました。</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました: %1</translation>
    </message>
    <message>
        <source>Your saved game could not be restored</source>
        <translation>保存したゲームを復元できませんでした</translation>
    </message>
    <message>
        <source>The game you were playing could not be read back, so a new puzzle was opened.</source>
        <translation>プレイ中のゲームを読み込めなかったため、新しいパズルを開きました。</translation>
    </message>
    <message>
        <source>Reason: %1

Nothing was deleted: the file was kept as
%2</source>
        <translation>理由: %1

何も削除されていません。ファイルは次の名前で保存されています:
%2</translation>
    </message>
    <message>
        <source>It could not be moved aside, so automatic saving is off until the next start.</source>
        <translation>ファイルを退避できなかったため、次回の起動まで自動保存はオフです。</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <source>The saved game could not be restored; it was kept as %1.</source>
        <translation>保存したゲームを復元できませんでした。ファイルは%1として保存されています。</translation>
    </message>
    <message>
        <source>The game is saved automatically again.</source>
        <translation>ゲームは再び自動保存されています。</translation>
    </message>
</context>
<context>
    <name>BatchResultModel</name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Recursions</source>
        <translation>再帰</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>バックトラック</translation>
    </message>
    <message>
        <source>Max depth</source>
        <translation>最大深さ</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>解けた</translation>
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
        <translation>チェーンの最初のリンク（Home）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>The link before (←)</source>
        <translation>前のリンク（←）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>The next link (→)</source>
        <translation>次のリンク（→）</translation>
    </message>
    <message>
        <source>Whole chain</source>
        <translation>チェーン全体</translation>
    </message>
    <message>
        <source>The whole picture and the chain in Eureka notation (End)</source>
        <translation>全体図とEureka表記のチェーン（End）</translation>
    </message>
    <message>
        <source>Chain stepper</source>
        <translation>チェーンを1リンクずつ</translation>
    </message>
    <message>
        <source>Left and right arrow keys move along the chain, one link at a time</source>
        <translation>左右の矢印キーでチェーンを1リンクずつ進みます</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ 最初</translation>
    </message>
    <message>
        <source>On the board: blue candidates are true so far, orange ones ruled out; the current link is drawn wide in green.</source>
        <translation>盤面では、青の候補がここまでで正しいもの、オレンジが除外されたものです。今のリンクは太い緑で描かれます。</translation>
    </message>
    <message>
        <source>Colours of the chain</source>
        <translation>チェーンの色分け</translation>
    </message>
    <message>
        <source>the current link</source>
        <translation>今のリンク</translation>
    </message>
    <message>
        <source>candidate true so far</source>
        <translation>ここまでで正しい候補</translation>
    </message>
    <message>
        <source>candidate ruled out so far</source>
        <translation>ここまでで除外された候補</translation>
    </message>
    <message>
        <source>strong link: at least one end is true</source>
        <translation>強リンク：少なくとも一方の端が真</translation>
    </message>
    <message>
        <source>weak link: at most one end is true</source>
        <translation>弱リンク：真の端は多くとも一方</translation>
    </message>
</context>
<context>
    <name>ChainWording</name>
    <message>
        <source>%1 is %2</source>
        <translation>%1が%2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1は%2でない</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <translation>%1は%2のどれかにある</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <translation>%1は%2のどれにもない</translation>
    </message>
    <message>
        <source>a cell holds only one digit</source>
        <translation>1つのマスに入る数字は1つだけ</translation>
    </message>
    <message>
        <source>the only other candidate in %1</source>
        <translation>%1に残るもう1つの候補</translation>
    </message>
    <message>
        <source>the last candidate left in %1 (%2 already out)</source>
        <translation>%1に残る最後の候補。%2はすでに除外</translation>
    </message>
    <message>
        <source>both are in %1</source>
        <translation>どちらも%1にある</translation>
    </message>
    <message>
        <source>the only other place for %1 in %2</source>
        <translation>%2で%1が入るもう1つの場所</translation>
    </message>
    <message>
        <source>the last place left for %1 in %2 (%3 already out)</source>
        <translation>%2で%1が入る最後の場所。%3はすでに除外</translation>
    </message>
    <message>
        <source>one of the two must be true</source>
        <translation>少なくとも一方が正しい</translation>
    </message>
    <message>
        <source>the two cannot both be true</source>
        <translation>両方が正しいことはない</translation>
    </message>
    <message>
        <source>%1 would have to be %2 and not be %2</source>
        <translation>%1は%2であり、かつ%2でないことになる</translation>
    </message>
    <message>
        <source>%1 would have no candidate left</source>
        <translation>%1に候補が1つも残らない</translation>
    </message>
    <message>
        <source>%1 would have no place left in %2</source>
        <translation>%2で%1の入る場所がなくなる</translation>
    </message>
    <message>
        <source>the chains above cannot all hold</source>
        <translation>上のチェーンがすべて成り立つことはない</translation>
    </message>
    <message>
        <source>If %1, then %2: %3.</source>
        <translation>%1なら、%2（%3）。</translation>
    </message>
    <message>
        <source>%1 (found above), so %2: %3.</source>
        <translation>%1（上で分かったこと）。よって%2（%3）。</translation>
    </message>
    <message>
        <source>%1, so %2: %3.</source>
        <translation>%1。よって%2（%3）。</translation>
    </message>
    <message>
        <source>Inside this branch, suppose also that %1. This will end in a contradiction.</source>
        <translation>この分岐の中で、さらに%1と仮定します。これは矛盾に行き着きます。</translation>
    </message>
    <message>
        <source>Suppose %1, and follow what it forces. It will end in a contradiction.</source>
        <translation>%1と仮定し、そこから決まることをたどります。これは矛盾に行き着きます。</translation>
    </message>
    <message>
        <source>Branch %1 of %2: suppose %3.</source>
        <translation>分岐%1/%2: %3と仮定します。</translation>
    </message>
    <message>
        <source>Contradiction: %1. So, in this branch, %2.</source>
        <translation>矛盾: %1。よってこの分岐では、%2。</translation>
    </message>
    <message>
        <source>Contradiction: %1. So the assumption is false: %2.</source>
        <translation>矛盾: %1。よって仮定は誤りです: %2。</translation>
    </message>
    <message>
        <source>Branch %1 ends here: if %2, then %3.</source>
        <translation>分岐%1はここまで: %2なら、%3。</translation>
    </message>
    <message>
        <source>The whole chain (%1 of %2)</source>
        <translation>チェーン全体（%1/%2）</translation>
    </message>
    <message>
        <source>Step %1 of %2 · branch %3 of %4</source>
        <translation>ステップ%1/%2 · 分岐%3/%4</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ%1/%2</translation>
    </message>
    <message>
        <source>%1 form an almost locked set (digits %2): without %3 its cells must hold %4</source>
        <translation>%1はALS（数字%2）なので、%3がなければそのマスに%4が入る</translation>
    </message>
    <message>
        <source>%1 cannot hold both %2 and %3</source>
        <translation>%1には%2と%3が同時には入らない</translation>
    </message>
    <message>
        <source>Fin %1 of %2: suppose %3. (If no fin is true, the fish itself removes the digit.)</source>
        <translation>フィン%1/%2: %3と仮定します。（どのフィンも正しくなければ、フィッシュ自体がその数字を消します。）</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>%1: %2 unique, %3 multiple, %4 none, %5 invalid; %6 s (reading %7 s, solving %8 s on %9)</source>
        <translation>%1: 解が一意%2、複数解%3、解なし%4、無効%5。%6秒（読み込み%7秒、求解%8秒、%9）</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n問</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%nスレッド</numerusform>
        </translation>
    </message>
    <message>
        <source>the givens %1 and %2 both hold %3</source>
        <translation>初期数字%1と%2の両方が%3です</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>解がありません</translation>
    </message>
    <message>
        <source>more than one solution (the techniques assume exactly one)</source>
        <translation>解が複数あります（テクニックは解がただ1つであることを前提とします）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file, and not a puzzle either:</source>
        <translation>「%1」はファイルでも問題でもありません:</translation>
    </message>
    <message>
        <source>no puzzle in &apos;%1&apos;</source>
        <translation>「%1」に問題がありません</translation>
    </message>
    <message>
        <source>puzzle %1</source>
        <translation>問題%1</translation>
    </message>
    <message>
        <source>%1 (line %2): %3</source>
        <translation>%1（%2行目）: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, score %3, %4 (hardest: %5)</source>
        <translation>%1: %2、スコア%3、%4（最難: %5）</translation>
    </message>
    <message>
        <source>%1: %2, score %3, %4 (hardest: %5), not solved</source>
        <translation>%1: %2、スコア%3、%4（最難: %5）、未解決</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Stuck: no technique applies.</source>
        <translation>行き詰まり: 使えるテクニックがありません。</translation>
    </message>
    <message>
        <source>Score: %1 (%2), %3, hardest: %4</source>
        <translation>スコア: %1（%2）、%3、最難: %4</translation>
    </message>
    <message>
        <source>%1 %2 (%3%)</source>
        <comment>level count (percent)</comment>
        <translation>%1 %2（%3%）</translation>
    </message>
    <message numerus="yes">
        <source>Levels of %n puzzle(s): %1</source>
        <translation>
            <numerusform>%n問の難易度: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>one line per puzzle: index, clues, unique/multiple/none/invalid, message</source>
        <translation>1問につき1行: 番号、初期数字の数、unique/multiple/none/invalid、メッセージ</translation>
    </message>
    <message>
        <source>difficulty measures per puzzle (entropy, NtN, FILTER highest rule,
r-Reduction, inferences, score, level, micros), then a summary</source>
        <translation>問題ごとの難易度の指標（エントロピー、NtN、FILTER の最高ルール、
r-リダクション、推論数、スコア、難易度、マイクロ秒）、最後に集計</translation>
    </message>
    <message>
        <source>the solution path, one step per line in words, then the human score and level;
--summary: one line per puzzle and the level distribution</source>
        <translation>解き方の手順を1手1行の言葉で示し、最後にスコアと難易度を表示します。
--summary: 1問につき1行と難易度の分布</translation>
    </message>
    <message>
        <source>runs search strategies (lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2)
on every puzzle: mean/max recursions and backtracks, or one CSV row per run</source>
        <translation>探索戦略（lex、mrv、mrv-random、ctn、dv-gvmax、dv-gvmin、dv-r1r2）をすべての問題で実行:
再帰とバックトラックの平均と最大、または実行ごとに CSV 1行</translation>
    </message>
    <message>
        <source>Jones-Roach-Perkins hill climbing: per puzzle index, clues, solved, iterations,
restarts, micros, init_f1, init_clashes; then summaries by clue count and file</source>
        <translation>Jones・Roach・Perkins の山登り法: 問題ごとに番号、初期数字の数、解けたか、反復回数、
再スタート回数、マイクロ秒、init_f1、init_clashes。最後に初期数字の数とファイルごとの集計</translation>
    </message>
    <message>
        <source>new puzzles on target, one per line (with --csv their measures); what the
candidates came out as on stderr</source>
        <translation>目標どおりの新しいパズルを1行に1問 (--csv では各指標も)。候補の結果は
stderr に出力</translation>
    </message>
    <message>
        <source>usage: sudoku-cli COMMAND [OPTIONS] ... [--lang en|de|ja]</source>
        <translation>使い方: sudoku-cli コマンド [オプション] ... [--lang en|de|ja]</translation>
    </message>
    <message>
        <source>commands:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>The language follows LC_ALL, LC_MESSAGES or LANG; --lang overrides it. Figures and CSV are the same in every language.</source>
        <translation>言語は LC_ALL、LC_MESSAGES、LANG に従い、--lang で指定できます。数値と CSV はどの言語でも同じです。</translation>
    </message>
    <message>
        <source>--lang needs a language: en, de or ja</source>
        <translation>--lang には言語を指定してください: en、de、ja</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of this program (en, de, ja)</source>
        <translation>--lang: 「%1」はこのプログラムの言語ではありません（en、de、ja）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>不明なコマンド「%1」</translation>
    </message>
    <message>
        <source>Mean score: %1</source>
        <translation>平均スコア: %1</translation>
    </message>
    <message numerus="yes">
        <source>interrupted: %1 of %n puzzle(s) finished</source>
        <translation>
            <numerusform>中断しました: %n 問中 %1 問が完了</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV with the header index,clues,status,message; the summary goes to stderr</source>
        <translation>見出し行 index,clues,status,message 付きの CSV。まとめは stderr に出力</translation>
    </message>
    <message>
        <source>whether each puzzle has one solution</source>
        <translation>各問題の解がただ1つかどうか</translation>
    </message>
    <message>
        <source>best-first: expand the best state of a queue of unexplored states; steepest: move to the best successor, walk plateaus sideways</source>
        <translation>best-first: 未探索の状態のキューから最良の状態を展開する。steepest: 最良の後続状態へ移り、プラトーは横に進む</translation>
    </message>
    <message>
        <source>each puzzle&apos;s seed comes from it and the puzzle&apos;s index</source>
        <translation>各問題のシードはこの値と問題の番号から作られる</translation>
    </message>
    <message>
        <source>how the boxes are filled at the start</source>
        <translation>開始時にブロックを埋める方法</translation>
    </message>
    <message>
        <source>best-first: the most states queued (the lowest are dropped); at least 1</source>
        <translation>best-first: キューに入れる状態の上限（低いものから捨てる）。1 以上</translation>
    </message>
    <message>
        <source>iterations per puzzle before giving up</source>
        <translation>諦めるまでの1問あたりの反復回数</translation>
    </message>
    <message>
        <source>restarts per puzzle before giving up</source>
        <translation>諦めるまでの1問あたりの再スタート回数</translation>
    </message>
    <message>
        <source>sideways moves on a plateau before a restart; at least 1</source>
        <translation>再スタートまでにプラトー上で横に進む回数。1 以上</translation>
    </message>
    <message>
        <source>the weight of f1 (the distinct symbols in rows and columns) in f</source>
        <translation>f における f1（行と列にある異なる記号の数）の重み</translation>
    </message>
    <message>
        <source>the weight of f2 (the clashes with the givens) in f</source>
        <translation>f における f2（初期数字との衝突）の重み</translation>
    </message>
    <message>
        <source>climb only the first K puzzles of each file</source>
        <translation>各ファイルの最初の K 問だけ山登りする</translation>
    </message>
    <message>
        <source>restarts redo the greedy placement in ascending order, not a shuffled one</source>
        <translation>再スタートで貪欲法の配置をシャッフルした順ではなく昇順でやり直す</translation>
    </message>
    <message>
        <source>write a CSV of every climb: f, f1, f2, swaps, restarts, the best so far, jumps and the queue</source>
        <translation>各山登りの CSV を書き出す: f、f1、f2、交換、再スタート、これまでの最良、ジャンプ、キュー</translation>
    </message>
    <message>
        <source>the trace&apos;s sampled points per puzzle (plus every start, restart and finish); at least 2</source>
        <translation>1問あたりのトレースの標本点の数（ほかに開始、再スタート、終了はすべて記録）。2 以上</translation>
    </message>
    <message>
        <source>CSV, with the sideways and downhill moves and the jumps; the summaries as &apos;#&apos; lines</source>
        <translation>横移動、下降移動、ジャンプを含む CSV。まとめは &apos;#&apos; で始まる行</translation>
    </message>
    <message>
        <source>Jones-Roach-Perkins hill climbing on every puzzle</source>
        <translation>各問題に Jones-Roach-Perkins の山登り法を適用</translation>
    </message>
    <message>
        <source>worker threads; without it, every hardware thread works</source>
        <translation>ワーカースレッド数。指定しなければすべてのハードウェアスレッドを使う</translation>
    </message>
    <message>
        <source>the search strategies, separated by commas: lex, mrv, mrv-random, ctn, dv-gvmax, dv-gvmin, dv-r1r2; a suffix /ascending, /gmax or /ep sets the value order (e.g. mrv/gmax)</source>
        <translation>探索戦略をカンマ区切りで: lex、mrv、mrv-random、ctn、dv-gvmax、dv-gvmin、dv-r1r2。末尾の /ascending、/gmax、/ep で値の順序を指定（例: mrv/gmax）</translation>
    </message>
    <message>
        <source>what each assignment propagates: nothing, forward checking, naked and hidden singles, Carmel&apos;s strategies (--carmel) or San Segundo&apos;s FILTER</source>
        <translation>各割り当て後の伝播: なし、前方検査、ネイキッドシングルとヒドゥンシングル、Carmel の戦略（--carmel）、San Segundo の FILTER</translation>
    </message>
    <message>
        <source>solve, or stop as soon as the open squares form a Neutralized Set</source>
        <translation>解く、または空きマスが中和集合になった時点で止める</translation>
    </message>
    <message>
        <source>the seed of mrv-random&apos;s tie break</source>
        <translation>mrv-random の同点時の選択に使うシード</translation>
    </message>
    <message>
        <source>give up a puzzle after that many recursions; without it, no limit</source>
        <translation>この回数の再帰で問題を諦める。指定しなければ上限なし</translation>
    </message>
    <message>
        <source>Carmel&apos;s strategies for --propagation carmel: candidate reduction (I), uniqueness (II), hidden pairs (III), naked pairs (IV), or none</source>
        <translation>--propagation carmel で使う Carmel の戦略: 候補の削減（I）、一意性（II）、ヒドゥンペア（III）、ネイキッドペア（IV）、または none</translation>
    </message>
    <message>
        <source>one CSV row per puzzle and strategy instead of the table</source>
        <translation>表の代わりに問題と戦略ごとに CSV を1行</translation>
    </message>
    <message>
        <source>search strategies side by side: recursions and backtracks</source>
        <translation>探索戦略の比較: 再帰とバックトラック</translation>
    </message>
    <message>
        <source>cell names: A1 (letter) or r1c1</source>
        <translation>マスの名前: A1（letter）または r1c1</translation>
    </message>
    <message>
        <source>one line per puzzle, then the level distribution and the mean score</source>
        <translation>1問につき1行、その後に難易度の分布と平均スコア</translation>
    </message>
    <message>
        <source>one line of JSON per puzzle (JSON Lines): its givens, score, level and every step as data (technique, cells, digits, units, placements, eliminations, chains); with --summary without the steps</source>
        <translation>1問につき JSON を1行（JSON Lines）: 初期数字、スコア、難易度、各ステップのデータ（テクニック、マス、数字、ユニット、配置、候補の除去、チェーン）。--summary ではステップを省く</translation>
    </message>
    <message>
        <source>the solution path in words (or as JSON), score and level</source>
        <translation>解き方の手順を言葉で（または JSON で）、スコアと難易度</translation>
    </message>
    <message>
        <source>the grid&apos;s side: 4, 6, 8, 9, 10, 12, 15, 16, 20 or 25</source>
        <translation>盤の一辺: 4、6、8、9、10、12、15、16、20、25 のいずれか</translation>
    </message>
    <message>
        <source>how many puzzles</source>
        <translation>作る問題の数</translation>
    </message>
    <message>
        <source>puzzle i comes from a seed made of it and i, whatever the threads; not negative</source>
        <translation>問題 i はこの値と i から作ったシードで作られ、スレッド数によらない。負でないこと</translation>
    </message>
    <message>
        <source>the human score&apos;s level: easy, medium, hard, expert or extreme</source>
        <translation>人間スコアの難易度: easy、medium、hard、expert、extreme</translation>
    </message>
    <message>
        <source>the symmetry of the givens</source>
        <translation>初期数字の対称性</translation>
    </message>
    <message>
        <source>only minimal puzzles (no given can go); without it, the fewest clues on target</source>
        <translation>極小の問題だけ（どの初期数字も外せない）。指定しなければ目標を満たす最少の初期数字</translation>
    </message>
    <message>
        <source>a technique the explained path must use (x-wing, swordfish, xy-wing, ...; a wrong one lists them)</source>
        <translation>解き方の手順で使われるべきテクニック（x-wing、swordfish、xy-wing など。誤った値を与えると一覧を表示）</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER solves it and K (1-10: NS HS BRC RCB NP HP NT HT NQ HQ) is the highest rule it fires</source>
        <translation>San Segundo の FILTER で解け、使う最高のルールが K（1-10: NS HS BRC RCB NP HP NT HT NQ HQ）であること</translation>
    </message>
    <message>
        <source>Chen&apos;s band of game complexity</source>
        <translation>Chen のゲームの複雑さの区分</translation>
    </message>
    <message>
        <source>the Neutralization Number of the givens, from A to B</source>
        <translation>初期数字の中和数、A から B まで</translation>
    </message>
    <message>
        <source>the number of givens, from A to B</source>
        <translation>初期数字の数、A から B まで</translation>
    </message>
    <message>
        <source>give up a puzzle after that long; 0: no limit</source>
        <translation>この時間で問題を諦める。0: 上限なし</translation>
    </message>
    <message>
        <source>give up a puzzle after judging that many candidates; without it, no limit</source>
        <translation>この数の候補を判定したら問題を諦める。指定しなければ上限なし</translation>
    </message>
    <message>
        <source>one puzzle per line, as a grid, or .sdk with its level</source>
        <translation>1行に1問、盤面の形、または難易度付きの .sdk</translation>
    </message>
    <message>
        <source>one CSV row per puzzle with its measures</source>
        <translation>問題ごとに指標付きの CSV を1行</translation>
    </message>
    <message>
        <source>unique: dig while the solution stays unique; filter: San Segundo&apos;s benchmark recipe (givens removed while the FILTER solves, then --extra more emptied; not unique); filter-first: stop at the first removal the FILTER cannot solve, then --extra more</source>
        <translation>unique: 解が一意である間、初期数字を取り除く。filter: San Segundo のベンチマークの作り方（FILTER で解ける間取り除き、さらに --extra 個を空ける。一意ではない）。filter-first: FILTER で解けなくなる最初の除去で止め、さらに --extra 個</translation>
    </message>
    <message>
        <source>--method filter: the cells emptied after the dig; not negative</source>
        <translation>--method filter: 取り除いた後にさらに空けるマスの数。負でないこと</translation>
    </message>
    <message>
        <source>new puzzles on target</source>
        <translation>目標どおりの新しい問題</translation>
    </message>
    <message>
        <source>&apos;sudoku-cli COMMAND --help&apos; lists the command&apos;s options.</source>
        <translation>「sudoku-cli コマンド --help」でそのコマンドのオプションを表示します。</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>%1 以上</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a range of whole numbers</comment>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>既定値: %1</translation>
    </message>
    <message>
        <source>the language of the messages; without it the locale&apos;s (LC_ALL, LC_MESSAGES, LANG)</source>
        <translation>メッセージの言語。指定しなければロケールの言語（LC_ALL、LC_MESSAGES、LANG）</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>このヘルプ</translation>
    </message>
    <message>
        <source>the options as a table, for the tests</source>
        <translation>テスト用のオプション一覧表</translation>
    </message>
    <message>
        <source>usage: %1</source>
        <translation>使い方: %1</translation>
    </message>
    <message>
        <source>options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>An option&apos;s value may also follow an equals sign (%1).</source>
        <translation>オプションの値は等号の後に続けても書けます（%1）。</translation>
    </message>
    <message>
        <source>CSV, with the summary as &apos;#&apos; lines</source>
        <translation>CSV。まとめは &apos;#&apos; で始まる行</translation>
    </message>
    <message>
        <source>rate only the first N puzzles</source>
        <translation>最初の N 問だけ評価する</translation>
    </message>
    <message>
        <source>skip the one level of trial after the FILTER</source>
        <translation>FILTER の後の1段階の仮定を省く</translation>
    </message>
    <message>
        <source>skip the human score (the tutor&apos;s explained path), the slowest part</source>
        <translation>人間スコア（チューターが説明する解き方の手順）を省く。最も遅い部分</translation>
    </message>
    <message>
        <source>the seed of the random cell of --choice random</source>
        <translation>--choice random で選ぶランダムなマスのシード</translation>
    </message>
    <message>
        <source>the cell Chen&apos;s Inference branches on: a random one, the first open one or one with the fewest candidates</source>
        <translation>Chen の推論が分岐するマス: ランダム、最初の空きマス、または候補が最も少ないマス</translation>
    </message>
    <message>
        <source>the FILTER uses only the first K of its ten rules</source>
        <translation>FILTER は10のルールのうち最初の K 個だけを使う</translation>
    </message>
    <message>
        <source>difficulty measures of every puzzle, then a summary</source>
        <translation>各問題の難しさの指標と、そのまとめ</translation>
    </message>
</context>
<context>
    <name>ClimbBars</name>
    <message>
        <source>Compare the initializations over a collection: the mean iterations and the clashes each leaves are drawn here.</source>
        <translation>コレクション全体で初期化を比較します。各初期化の平均反復回数と残った衝突がここに描かれます。</translation>
    </message>
    <message>
        <source>Mean iterations</source>
        <translation>平均反復回数</translation>
    </message>
    <message>
        <source>Mean clashes left by the initialization</source>
        <translation>初期化後に残る衝突の平均</translation>
    </message>
</context>
<context>
    <name>ClimbChart</name>
    <message>
        <source>Run the hill climber: its objective is drawn here as it climbs.</source>
        <translation>山登り法を実行してください。登るにつれて目的関数がここに描かれます。</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>反復回数</translation>
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
        <translation>最良の f</translation>
    </message>
    <message>
        <source>f2 (lower panel)</source>
        <translation>f2（下段）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <source>Iteration %1</source>
        <translation>反復 %1</translation>
    </message>
    <message>
        <source>Iterations %1 to %2</source>
        <translation>反復 %1〜%2</translation>
    </message>
    <message>
        <source>f: %1 (last %2)</source>
        <translation>f: %1（最後 %2）</translation>
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
        <translation>最良の f: %1</translation>
    </message>
    <message>
        <source>Restart: %1</source>
        <translation>再スタート: %1</translation>
    </message>
    <message>
        <source>Start (%1): f = %2</source>
        <translation>開始（%1）: f = %2</translation>
    </message>
    <message>
        <source>Hill climber: the objective over the iterations</source>
        <translation>山登り法: 反復ごとの目的関数</translation>
    </message>
</context>
<context>
    <name>ClimbPage</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>Puzzle Collection</source>
        <translation>パズル集</translation>
    </message>
    <message>
        <source>Puzzle files (*.txt *.sdm *.csv *.sdk *.ss);;All files (*)</source>
        <translation>パズルファイル (*.txt *.sdm *.csv *.sdk *.ss);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Before the first initialization.</source>
        <translation>最初の初期化の前。</translation>
    </message>
    <message>
        <source>Iteration %1: the board shows the state after it, exactly as the climber had it (recorded swap by swap).</source>
        <translation>反復 %1: 盤面はその直後の状態を、山登り法が持っていたとおり正確に示します（交換ごとに記録）。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>there is no climb to export yet</source>
        <translation>まだエクスポートする山登りがありません</translation>
    </message>
    <message>
        <source>the image could not be saved</source>
        <translation>画像を保存できませんでした</translation>
    </message>
    <message>
        <source>the drawing could not be saved</source>
        <translation>図を保存できませんでした</translation>
    </message>
    <message>
        <source>unknown file type “%1” (csv, png or svg)</source>
        <translation>不明なファイル形式「%1」（csv、png、svg のいずれか）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 を書き込みました</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>比較を中止しました。</translation>
    </message>
    <message>
        <source>Climbing from each initialization…</source>
        <translation>各初期化から山登り中…</translation>
    </message>
    <message>
        <source>%1: %2 iterations, %3 restarts, %4 clashes left</source>
        <translation>%1: 反復 %2 回、再スタート %3 回、残った衝突 %4</translation>
    </message>
    <message>
        <source>Seed %1. %2</source>
        <translation>シード %1。%2</translation>
    </message>
    <message>
        <source>Climbing every puzzle of %1 from each initialization…</source>
        <translation>%1 のすべてのパズルを各初期化から山登り中…</translation>
    </message>
    <message>
        <source>no puzzle in the file</source>
        <translation>ファイルにパズルがありません</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 を読み込めませんでした: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n puzzle(s), means per puzzle</source>
        <translation>
            <numerusform>%1: %n 問、パズルあたりの平均</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 solved, mean initial f1 %4</source>
        <translation>%1: %3 問中 %2 問を解決、初期 f1 の平均 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) of the file skipped (no valid puzzle)</source>
        <translation>
            <numerusform>ファイルの %n 件の項目をスキップしました（有効なパズルではありません）</numerusform>
        </translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目的関数</translation>
    </message>
    <message>
        <source>Initializations</source>
        <translation>初期化</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <source>Show the whole run (0)</source>
        <translation>実行全体を表示 (0)</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Export the series as CSV</source>
        <translation>系列を CSV でエクスポート</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Export the chart as a PNG image</source>
        <translation>グラフを PNG 画像でエクスポート</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>Export the chart as an SVG drawing</source>
        <translation>グラフを SVG 図でエクスポート</translation>
    </message>
    <message>
        <source>Click or drag to scrub; wheel or +/− to zoom; right-drag or Shift+Left/Right to pan; hover for values.</source>
        <translation>クリックまたはドラッグで移動、ホイールまたは +/− でズーム、右ドラッグまたは Shift+左/右 でパン、ポインターを重ねると値を表示。</translation>
    </message>
    <message>
        <source>On This Puzzle</source>
        <translation>このパズルで</translation>
    </message>
    <message>
        <source>Climb the Lab&apos;s puzzle from greedy, greedy with post-swapping and random initial states, same seed</source>
        <translation>ラボのパズルを、貪欲法、貪欲法＋事後交換、ランダムの初期状態から同じシードで山登りする</translation>
    </message>
    <message>
        <source>Over a Collection…</source>
        <translation>コレクション全体で…</translation>
    </message>
    <message>
        <source>Climb every puzzle of a file from each initialization (the paper&apos;s Figure 4)</source>
        <translation>ファイルのすべてのパズルを各初期化から山登りする（論文の図 4）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Greedy, greedy with post-swapping and random initial states compared (the paper&apos;s Figure 4).</source>
        <translation>貪欲法、貪欲法＋事後交換、ランダムの初期状態の比較（論文の図 4）。</translation>
    </message>
    <message>
        <source>Iteration %1 is past the recording (its budget ended at iteration %2): the board shows iteration %2, the nearest recorded one; past it the chart is thinned to one iteration in %3.</source>
        <translation>反復 %1 は記録の範囲外です（記録の上限は反復 %2 で終わりました）。盤面は最も近い記録済みの反復 %2 を示します。それ以降のグラフは %3 反復ごとに間引かれています。</translation>
    </message>
    <message>
        <source>No climb yet: choose the hill climber and run it.</source>
        <translation>まだ山登りはありません：山登り法を選んで実行してください。</translation>
    </message>
    <message>
        <source>Iteration %1 of %2: f %3 (f1 %4, f2 %5), best f %6, restarts %7</source>
        <translation>反復 %1／%2：f %3（f1 %4、f2 %5）、最良 f %6、再出発 %7 回</translation>
    </message>
    <message>
        <source>Hill climber&apos;s pages</source>
        <translation>山登り法のページ</translation>
    </message>
    <message>
        <source>Objective f over the iterations</source>
        <translation>反復ごとの目的関数 f</translation>
    </message>
    <message>
        <source>Objective f of each initialization</source>
        <translation>初期化ごとの目的関数 f</translation>
    </message>
    <message>
        <source>The initializations climbed side by side, after On This Puzzle or Over a Collection</source>
        <translation>「このパズルで」または「コレクション全体で…」の後、各初期化の山登りを並べて表示</translation>
    </message>
</context>
<context>
    <name>ClimbWording</name>
    <message>
        <source>greedy</source>
        <translation>貪欲法</translation>
    </message>
    <message>
        <source>greedy with post-swapping</source>
        <translation>貪欲法＋事後交換</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>plateau</source>
        <translation>プラトー</translation>
    </message>
    <message>
        <source>strict local maximum</source>
        <translation>厳密な局所最大</translation>
    </message>
    <message>
        <source>long sideways walk</source>
        <translation>長い横移動</translation>
    </message>
    <message>
        <source>f = %1 (f1 = %2, clashes %3)</source>
        <translation>f = %1（f1 = %2、衝突%3）</translation>
    </message>
    <message>
        <source>Start %1 (%2): %3</source>
        <comment>after restarts</comment>
        <translation>開始%1（%2）: %3</translation>
    </message>
    <message>
        <source>Start (%1): %2</source>
        <translation>開始（%1）: %2</translation>
    </message>
    <message>
        <source>Swap %1 and %2: f %3 to %4</source>
        <translation>%1と%2を交換: f %3で%4に</translation>
    </message>
    <message>
        <source>Sideways: swap %1 and %2, f stays %3</source>
        <translation>横移動: %1と%2を交換、f は%3のまま</translation>
    </message>
    <message>
        <source>Restart %1: %2</source>
        <translation>再スタート%1: %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>iterations and restarts</comment>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln iteration(s)</source>
        <translation>
            <numerusform>反復%Ln回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln restart(s)</source>
        <translation>
            <numerusform>再スタート%Ln回</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved after %1</source>
        <translation>%1で解けました</translation>
    </message>
    <message>
        <source>Iteration limit reached after %1</source>
        <translation>%1で反復の上限に達しました</translation>
    </message>
    <message>
        <source>Restart limit reached after %1</source>
        <translation>%1で再スタートの上限に達しました</translation>
    </message>
    <message>
        <source>Cancelled after %1</source>
        <translation>%1で中止しました</translation>
    </message>
    <message>
        <source>Not climbed: two givens repeat a digit in a unit</source>
        <translation>実行しません: 同じ行・列・ブロックに同じ初期数字が2つあります</translation>
    </message>
    <message>
        <source>best-first</source>
        <translation>最良優先探索</translation>
    </message>
    <message>
        <source>steepest ascent</source>
        <translation>最急上昇法</translation>
    </message>
    <message>
        <source>queue exhausted</source>
        <translation>キューが空</translation>
    </message>
    <message>
        <source>limit of queued states</source>
        <translation>キューに入れた状態数の上限</translation>
    </message>
    <message>
        <source>Downhill: swap %1 and %2: f %3 to %4</source>
        <translation>下降: %1と%2を交換: f %3で%4に</translation>
    </message>
    <message>
        <source>Back to the state of iteration %1, swap %2 and %3: f %4</source>
        <translation>反復%1の状態に戻り、%2と%3を交換: f %4</translation>
    </message>
</context>
<context>
    <name>CompareWorkspace</name>
    <message>
        <source>%1 #%2</source>
        <comment>collection, puzzle number</comment>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>none (consistency check)</source>
        <translation>なし (整合性チェックのみ)</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>前方検査</translation>
    </message>
    <message>
        <source>singles (naked and hidden)</source>
        <translation>シングル (ネイキッドとヒドゥン)</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER</source>
        <translation>San Segundo の FILTER</translation>
    </message>
    <message>
        <source>Carmel %1</source>
        <translation>Carmel %1</translation>
    </message>
    <message>
        <source>Open a puzzle collection</source>
        <translation>問題集を開く</translation>
    </message>
    <message>
        <source>Puzzle files (*.txt *.sdm *.sdk *.ss *.csv);;All files (*)</source>
        <translation>問題ファイル (*.txt *.sdm *.sdk *.ss *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <source>(choose a paper&apos;s table)</source>
        <translation>(論文の表を選ぶ)</translation>
    </message>
    <message>
        <source>Abuluaih et al.: lex, MRV, CtN on the three bands</source>
        <translation>Abuluaih ほか: 3 つの帯で lex、MRV、CtN</translation>
    </message>
    <message>
        <source>Carmel: MRV with strategies I–IV on top95</source>
        <translation>Carmel: top95 で戦略 I–IV 付きの MRV</translation>
    </message>
    <message>
        <source>San Segundo: L, D r1r2, G_vmax, G_vmin with the FILTER</source>
        <translation>San Segundo: FILTER 付きの L、D r1r2、G_vmax、G_vmin</translation>
    </message>
    <message>
        <source>Collection:</source>
        <translation>コレクション:</translation>
    </message>
    <message>
        <source>The three clue bands (Abuluaih et al.)</source>
        <translation>ヒント数の 3 つの帯 (Abuluaih ほか)</translation>
    </message>
    <message>
        <source>Easy band (41–53 clues)</source>
        <translation>やさしい帯 (ヒント 41–53)</translation>
    </message>
    <message>
        <source>Medium band (30–40 clues)</source>
        <translation>中くらいの帯 (ヒント 30–40)</translation>
    </message>
    <message>
        <source>Difficult band (22–29 clues)</source>
        <translation>難しい帯 (ヒント 22–29)</translation>
    </message>
    <message>
        <source>San Segundo&apos;s 16×16 set</source>
        <translation>San Segundo の 16×16 セット</translation>
    </message>
    <message>
        <source>Add a file…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <source>Strategies:</source>
        <translation>戦略:</translation>
    </message>
    <message>
        <source>Propagation:</source>
        <translation>伝播:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>目標:</translation>
    </message>
    <message>
        <source>solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>neutralize</source>
        <translation>中和</translation>
    </message>
    <message>
        <source>Node limit:</source>
        <translation>ノード数の上限:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Difficulty measures (rate and climb)</source>
        <translation>難しさの指標 (rate と climb)</translation>
    </message>
    <message>
        <source>Also rate every puzzle (entropy, NtN, the FILTER&apos;s highest rule, human score and level) and run the hill climber, as sudoku-cli rate and climb do; needed by the dashboard.</source>
        <translation>sudoku-cli rate と climb と同じく、各問題を評価し (エントロピー、NtN、FILTER の最高ルール、スコアとレベル)、山登り法も実行します。ダッシュボードに必要です。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Means</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>A against B</source>
        <translation>A 対 B</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Difficulty dashboard</source>
        <translation>難しさダッシュボード</translation>
    </message>
    <message>
        <source>Measure:</source>
        <translation>指標:</translation>
    </message>
    <message>
        <source>mean recursions</source>
        <translation>平均再帰数</translation>
    </message>
    <message>
        <source>mean backtracks</source>
        <translation>平均バックトラック数</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>対数目盛</translation>
    </message>
    <message>
        <source>Strategy A (x):</source>
        <translation>戦略 A (x):</translation>
    </message>
    <message>
        <source>Strategy B (y):</source>
        <translation>戦略 B (y):</translation>
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
        <translation>コピー</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV を書き出す…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>グラフを書き出す…</translation>
    </message>
    <message>
        <source>entropy (game complexity)</source>
        <translation>エントロピー (ゲームの複雑さ)</translation>
    </message>
    <message>
        <source>NtN of the givens</source>
        <translation>ヒントの NtN</translation>
    </message>
    <message>
        <source>FILTER&apos;s highest rule (11: stuck)</source>
        <translation>FILTER の最高ルール (11: 行き詰まり)</translation>
    </message>
    <message>
        <source>human score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>climber iterations</source>
        <translation>山登り法の反復回数</translation>
    </message>
    <message>
        <source>recursions of %1</source>
        <translation>%1 の再帰数</translation>
    </message>
    <message>
        <source>Choose at least one strategy.</source>
        <translation>戦略を 1 つ以上選んでください。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>The collection has no puzzle.</source>
        <translation>このコレクションには問題がありません。</translation>
    </message>
    <message>
        <source>No puzzle could be read: %1</source>
        <translation>問題を 1 つも読めませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) skipped; the first: %1</source>
        <translation>
            <numerusform>%n 問をスキップしました。最初: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A batch is running.</source>
        <translation>バッチを実行中です。</translation>
    </message>
    <message numerus="yes">
        <source>Running %n puzzle(s)…</source>
        <translation>
            <numerusform>%n 問を実行中…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n puzzle(s) finished.</source>
        <translation>
            <numerusform>キャンセル: %n 問中 %1 問が完了。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n puzzle(s) in %1 s.</source>
        <translation>
            <numerusform>完了: %n 問、%1 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean backtracks per strategy and collection</source>
        <translation>戦略とコレクションごとの平均バックトラック数</translation>
    </message>
    <message>
        <source>Mean recursions per strategy and collection</source>
        <translation>戦略とコレクションごとの平均再帰数</translation>
    </message>
    <message>
        <source>%1 (paper)</source>
        <translation>%1 (論文)</translation>
    </message>
    <message>
        <source>light bars: %1</source>
        <translation>薄い棒: %1</translation>
    </message>
    <message>
        <source>Backtracks per puzzle: how many puzzles need how many</source>
        <translation>問題ごとのバックトラック数: 何問がいくつ必要とするか</translation>
    </message>
    <message>
        <source>Recursions per puzzle: how many puzzles need how many</source>
        <translation>問題ごとの再帰数: 何問がいくつ必要とするか</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>バックトラック数</translation>
    </message>
    <message>
        <source>recursions</source>
        <translation>再帰数</translation>
    </message>
    <message>
        <source>puzzles</source>
        <translation>問題数</translation>
    </message>
    <message>
        <source>Recursions per puzzle, strategy A against B (click a point: race)</source>
        <translation>問題ごとの再帰数、戦略 A 対 B (点をクリック: レース)</translation>
    </message>
    <message>
        <source>%1 (x) against %2 (y)</source>
        <translation>%1 (x) 対 %2 (y)</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>同じ</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>Histogram: %1</source>
        <translation>ヒストグラム: %1</translation>
    </message>
    <message>
        <source>Not enough puzzles yet.</source>
        <translation>まだ問題が足りません。</translation>
    </message>
    <message>
        <source>Tick “Difficulty measures” and run again for this measure.</source>
        <translation>この指標には「難しさの指標」にチェックを入れて再実行してください。</translation>
    </message>
    <message>
        <source>Spearman&apos;s rank correlation: undefined (a constant measure), n = %1</source>
        <translation>スピアマンの順位相関: 定義されません (指標が一定), n = %1</translation>
    </message>
    <message>
        <source>Spearman&apos;s rank correlation ρ = %1 (n = %2)</source>
        <translation>スピアマンの順位相関 ρ = %1 (n = %2)</translation>
    </message>
    <message>
        <source>%1 (bins of equal ratio)</source>
        <translation>%1 (等比の区間)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>グラフを書き出す</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>結果を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Means chart</source>
        <translation>平均値のグラフ</translation>
    </message>
    <message>
        <source>Distribution chart</source>
        <translation>分布のグラフ</translation>
    </message>
    <message>
        <source>A against B scatter chart</source>
        <translation>A 対 B の散布図</translation>
    </message>
    <message>
        <source>Difficulty dashboard chart</source>
        <translation>難易度ダッシュボードのグラフ</translation>
    </message>
    <message>
        <source>Difficulty dashboard histogram</source>
        <translation>難易度ダッシュボードのヒストグラム</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Results, one row per puzzle and strategy</source>
        <translation>結果（問題と戦略ごとに 1 行）</translation>
    </message>
    <message>
        <source>Compare&apos;s results</source>
        <translation>比較の結果</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No results yet: choose a preset or strategies and press Run.</source>
        <translation>まだ結果はありません：プリセットか戦略を選んで「実行」を押してください。</translation>
    </message>
    <message>
        <source>Abuluaih et al.</source>
        <comment>a paper&apos;s authors</comment>
        <translation>Abuluaih ほか</translation>
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
        <translation>表示したマス</translation>
    </message>
    <message>
        <source>Mistakes pointed out</source>
        <translation>指摘された間違い</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>よくできました</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>クリア！</translation>
    </message>
    <message>
        <source>%1, puzzle %2</source>
        <extracomment>The completion dialog: which puzzle was solved (its collection or file, and its number).</extracomment>
        <translation>%1の問題%2</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>時間:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>間違い:</translation>
    </message>
    <message>
        <source>Hints used:</source>
        <translation>使ったヒント:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>A random puzzle of the same level</source>
        <translation>同じレベルの問題をランダムに選びます</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>次の問題(&amp;X)</translation>
    </message>
    <message>
        <source>The next puzzle of the same collection or file</source>
        <translation>同じ問題集またはファイルの次の問題</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Here</source>
        <translation>ここ</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行全体</translation>
    </message>
    <message>
        <source>At the event shown</source>
        <translation>表示中のイベント時点</translation>
    </message>
    <message>
        <source>The whole run so far (also past the recording)</source>
        <translation>これまでの実行全体（記録の終了後も含む）</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>Cancelled after %1 events</source>
        <translation>%1 イベントで中止しました</translation>
    </message>
    <message>
        <source>Running: %1 events so far</source>
        <translation>実行中: これまで %1 イベント</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止しました</translation>
    </message>
</context>
<context>
    <name>DifficultyPanel</name>
    <message>
        <source>easy band</source>
        <translation>やさしい帯</translation>
    </message>
    <message>
        <source>intermediate band</source>
        <translation>中程度の帯</translation>
    </message>
    <message>
        <source>hard band</source>
        <translation>難しい帯</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル:</translation>
    </message>
    <message>
        <source>Human score:</source>
        <translation>スコア:</translation>
    </message>
    <message>
        <source>Game complexity:</source>
        <translation>ゲームの複雑さ:</translation>
    </message>
    <message>
        <source>Neutralization number:</source>
        <translation>中和数 (NtN):</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <source>working it out…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 now</source>
        <translation>現在%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 at the start, %2 now</source>
        <translation>開始時%1、現在%2</translation>
    </message>
    <message>
        <source>FILTER rule needed:</source>
        <translation>必要な FILTER ルール:</translation>
    </message>
    <message>
        <source>Two ladders: the level and the human score come from the tutor&apos;s own solution path and its hardest technique; the FILTER rule is the hardest of San Segundo&apos;s ten rules (singles, intersections, pairs, triples, quads) his FILTER needs, a shorter ladder, so the two can name different techniques. Game complexity is Chen&apos;s Sudoku entropy after the first reduction (higher is harder). The neutralization number is the open cells over their candidates: it reaches 1 when every open cell has one candidate.</source>
        <translation>二つの物差しがあります。レベルと人間スコアはチューターの解き方とその最も難しいテクニックによるもの、FILTER ルールは San Segundo の FILTER が必要とする10のルール（シングル、交差、ペア、トリプル、クアッド）のうち最も難しいものです。後者は段階が少ないため、両者が別のテクニックを示すことがあります。ゲームの複雑さは、最初の絞り込み後の Chen の数独エントロピーです（高いほど難しい）。中和数は空きマスの数を候補の総数で割ったもので、すべての空きマスの候補が1つになると1になります。</translation>
    </message>
    <message>
        <source>%1 (the tutor&apos;s hardest step: %2)</source>
        <translation>%1（チューターの最も難しい手: %2）</translation>
    </message>
    <message>
        <source>%1 (rule %2 of San Segundo&apos;s ten)</source>
        <extracomment>The hardest of San Segundo&apos;s ten rules the FILTER needs, and its place among them.</extracomment>
        <translation>%1（San Segundo の10のルール中%2番目）</translation>
    </message>
    <message>
        <source>Along the tutor&apos;s solution path</source>
        <translation>チューターの解法の道のり</translation>
    </message>
    <message>
        <source>game complexity (entropy)</source>
        <translation>ゲームの複雑さ (エントロピー)</translation>
    </message>
    <message>
        <source>neutralization number</source>
        <translation>中和数</translation>
    </message>
    <message>
        <source>your position</source>
        <translation>あなたの局面</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>エントロピー</translation>
    </message>
    <message>
        <source>NtN</source>
        <translation>NtN</translation>
    </message>
    <message>
        <source>%1. The ten rules alone get stuck; one level of trial then solves the puzzle.</source>
        <extracomment>After the FILTER rule needed: what happens when the ten rules are not enough.</extracomment>
        <translation>%1。10のルールだけでは行き詰まり、1段階の仮定を加えると解けます。</translation>
    </message>
    <message>
        <source>%1. The ten rules alone get stuck, and one level of trial is not enough either.</source>
        <translation>%1。10のルールだけでは行き詰まり、1段階の仮定を加えても解けません。</translation>
    </message>
    <message>
        <source>Your position: step %1 of %2; game complexity %3, neutralization number %4</source>
        <extracomment>The difficulty chart for a screen reader: the values at the player&apos;s position.</extracomment>
        <translation>現在の位置: %2ステップ中%1ステップ目、ゲームの複雑さ %3、中和数 %4</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Game complexity and neutralization number along the tutor&apos;s solution path</source>
        <translation>チューターの解法手順に沿ったゲームの複雑さと中和数</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>%1: %2 of %3 placed (right click: highlight its candidates)</source>
        <extracomment>The digit pad&apos;s tooltip: how many of this digit are on the board.</extracomment>
        <translation>%1: %3個中%2個配置済み（右クリックで候補を強調）</translation>
    </message>
    <message>
        <source>Digit %1</source>
        <extracomment>A digit pad button, for a screen reader.</extracomment>
        <translation>数字%1</translation>
    </message>
    <message>
        <source>%1 of %2 placed</source>
        <extracomment>A digit pad button, for a screen reader: how many of this digit are on the board.</extracomment>
        <translation>%2個中%1個を配置済み</translation>
    </message>
</context>
<context>
    <name>DrillRecordModel</name>
    <message>
        <source>Technique</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>ドリル数</translation>
    </message>
    <message>
        <source>Last drills</source>
        <translation>最近のドリル</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>傾向</translation>
    </message>
</context>
<context>
    <name>DrillWording</name>
    <message>
        <source>Find the %1 here and place the digit it proves.</source>
        <translation>ここで%1を見つけ、それが示す数字を置いてください。</translation>
    </message>
    <message>
        <source>Find the %1 here and remove every candidate it rules out.</source>
        <translation>ここで%1を見つけ、それが除外する候補をすべて消してください。</translation>
    </message>
    <message>
        <source>Find the %1 here and make its step: the digits it places and the candidates it removes.</source>
        <translation>ここで%1を見つけ、その一手を指してください：置く数字と消す候補です。</translation>
    </message>
    <message>
        <source>Nothing changed yet</source>
        <translation>まだ何も変えていません</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Partly right</source>
        <translation>一部正解</translation>
    </message>
    <message>
        <source>Not quite</source>
        <translation>惜しい</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <comment>a candidate removed from a cell</comment>
        <translation>%2から%1</translation>
    </message>
    <message>
        <source>Make the step on the board first: type a digit to place it, Shift+digit to remove a candidate. Then Check.</source>
        <translation>まず盤上で一手を指してください：数字キーで数字を置き、Shift+数字で候補を消します。それから「チェック」。</translation>
    </message>
    <message>
        <source>That is the %1: %2.</source>
        <translation>それが%1です：%2。</translation>
    </message>
    <message>
        <source>%1 is not sound: that digit does not belong there.</source>
        <translation>%1は成り立ちません：その数字はそこに入りません。</translation>
    </message>
    <message>
        <source>Removing %1 is not sound: that candidate is still needed there.</source>
        <translation>%1を消すのは成り立ちません：その候補はそこにまだ必要です。</translation>
    </message>
    <message>
        <source>%1 may be true, but the %2 here does not prove it: it is not this step.</source>
        <translation>%1は正しいかもしれませんが、ここの%2はそれを示しません：この一手ではありません。</translation>
    </message>
    <message>
        <source>Removing %1 may be true, but the %2 here does not prove it: it is not this step.</source>
        <translation>%1を消すのは正しいかもしれませんが、ここの%2はそれを示しません：この一手ではありません。</translation>
    </message>
    <message numerus="yes">
        <source>What you did of the %1 is right, but %n change(s) are still missing.</source>
        <translation>
            <numerusform>%1について行ったことは正しいですが、まだ%n個の変更が足りません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Still missing: %1.</source>
        <translation>まだ足りないもの：%1。</translation>
    </message>
    <message>
        <source>found alone</source>
        <translation>自力で発見</translation>
    </message>
    <message>
        <source>found after Where?</source>
        <translation>「どこ？」の後に発見</translation>
    </message>
    <message>
        <source>found after Show</source>
        <translation>「表示」の後に発見</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>見逃し</translation>
    </message>
    <message>
        <source>too few drills</source>
        <translation>ドリル不足</translation>
    </message>
    <message>
        <source>improving</source>
        <translation>上達中</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>安定</translation>
    </message>
    <message>
        <source>slipping</source>
        <translation>低下中</translation>
    </message>
    <message>
        <source>%1: your last drills went less well than the ones before.</source>
        <translation>%1：最近のドリルはその前より出来がよくありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1: just learned (%n drill(s) so far); practise it while it is fresh.</source>
        <translation>
            <numerusform>%1：覚えたばかりです（これまで%n回）。記憶が新しいうちに練習しましょう。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: your games need it, and you have not drilled it yet.</source>
        <translation>%1：あなたのゲームで必要ですが、まだドリルしていません。</translation>
    </message>
    <message>
        <source>%1: found well (%2%); a drill now and then keeps it fresh.</source>
        <translation>%1：よく見つけています（%2%）。ときどきドリルすると忘れません。</translation>
    </message>
    <message>
        <source>the digit of %1</source>
        <comment>a placement still to make</comment>
        <translation>%1の数字</translation>
    </message>
    <message numerus="yes">
        <source>%1: you needed help or missed it in %2 of your last %n drill(s).</source>
        <translation>
            <numerusform>%1：最近の%n回のドリルのうち%2回は、ヒントが必要だったか見逃しました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillWorkspace</name>
    <message>
        <source>No fresh drill of %1 in the bundled puzzles; skipped.</source>
        <translation>同梱パズルに%1の新しいドリルがありません。スキップしました。</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>ドリル</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Preparing the drill was cancelled.</source>
        <translation>ドリルの準備を中止しました。</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>ドリル</translation>
    </message>
    <message>
        <source>A drill is a position where one technique is the next step. Choose a technique, or a mix chosen from your record, and start.</source>
        <translation>ドリルとは、あるテクニックが次の一手になる局面です。テクニックか、記録に基づくミックスを選んで始めてください。</translation>
    </message>
    <message>
        <source>Session done</source>
        <translation>セッション終了</translation>
    </message>
    <message numerus="yes">
        <source>You found %1 of %n drill(s) alone. Start another session, or look at your record (Practice ▸ Record).</source>
        <translation>
            <numerusform>%n問中%1問を自力で見つけました。別のセッションを始めるか、記録（練習 ▸ 記録）を見てください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drill %1 of %2: %3</source>
        <translation>ドリル %1/%2：%3</translation>
    </message>
    <message>
        <source>Preparing a position where the %1 is the next step…</source>
        <translation>%1が次の一手になる局面を準備しています…</translation>
    </message>
    <message>
        <source>Not prepared. Press Next drill to try again.</source>
        <translation>準備されていません。「次のドリル」を押してもう一度試してください。</translation>
    </message>
    <message>
        <source>● found alone, ◑ after Where?, ○ after Show, × missed</source>
        <translation>● 自力で発見、◑「どこ？」の後、○「表示」の後、× 見逃し</translation>
    </message>
    <message>
        <source>Mix from my record</source>
        <translation>記録に基づくミックス</translation>
    </message>
    <message>
        <source>Technique to drill</source>
        <translation>ドリルするテクニック</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>A session of ten drills</source>
        <translation>10問のドリルセッション</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Judge the step you made on the board</source>
        <translation>盤上で指した一手を判定します</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>次のドリル</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop preparing the drill</source>
        <translation>ドリルの準備を中止します</translation>
    </message>
    <message>
        <source>Drill board</source>
        <translation>ドリルの盤面</translation>
    </message>
    <message>
        <source>Digits place, Shift+digit removes a candidate, Ctrl+Z undoes</source>
        <translation>数字キーで置く、Shift+数字で候補を消す、Ctrl+Zで元に戻す</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Session progress</source>
        <translation>セッションの進み具合</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>line %1, column %2</source>
        <translation>%1行目、%2列目</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1行目</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>file: place</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>contradictory givens: %1 and %2 both hold %3</source>
        <translation>矛盾する初期数字: %1と%2の両方が%3です</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>place: problem</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>a grid %n cell(s) wide is not a supported size (4, 6, 8, 9, 10, 12, 15, 16, 20 or 25)</source>
        <translation>
            <numerusform>幅%nマスの盤面には対応していません（4、6、8、9、10、12、15、16、20、25のみ）</numerusform>
        </translation>
    </message>
    <message>
        <source>a blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>several candidates</source>
        <translation>複数の候補</translation>
    </message>
    <message>
        <source>this grid shows %1 where an earlier grid has %2</source>
        <translation>この盤面は、前の盤面で%2の所が%1になっています</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>バイト0x%1</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>マス%1</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>問題が見つかりません</translation>
    </message>
    <message>
        <source>%1 is not a symbol (1-9, A-%2) or a blank</source>
        <translation>%1は記号（1-9、A-%2）でも空白でもありません</translation>
    </message>
    <message>
        <source>%1 is not a digit or a blank</source>
        <translation>%1は数字でも空白でもありません</translation>
    </message>
    <message numerus="yes">
        <source>row has %n cell(s), expected %1</source>
        <translation>
            <numerusform>行のマス数が%nです（%1のはずです）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>grid has %n row(s), expected %1</source>
        <translation>
            <numerusform>盤面の行数が%nです（%1のはずです）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>puzzle line has %n character(s), expected %1</source>
        <translation>
            <numerusform>問題の行の文字数が%nです（%1のはずです）</numerusform>
        </translation>
    </message>
    <message>
        <source>cell has no candidate</source>
        <translation>マスに候補がありません</translation>
    </message>
    <message>
        <source>%1 stands where candidate %2 belongs</source>
        <translation>候補%2の位置に%1があります</translation>
    </message>
    <message>
        <source>candidate %1 appears twice in a cell</source>
        <translation>候補%1が1つのマスに2回あります</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>problem (unit)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the most that is read</source>
        <translation>ファイルが%1 MiB を超えています（読み込めるのは%1 MiB までです）</translation>
    </message>
</context>
<context>
    <name>EventListModel</name>
    <message>
        <source>#</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
</context>
<context>
    <name>Game</name>
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
        <translation>%1を表示</translation>
    </message>
    <message>
        <source>this is not a Sudoku Tutor game file</source>
        <translation>数独チューターのゲームファイルではありません</translation>
    </message>
    <message>
        <source>the file was written by a newer version (format %1)</source>
        <translation>このファイルは新しいバージョンで保存されています（形式%1）</translation>
    </message>
    <message>
        <source>unsupported box size %1×%2</source>
        <translation>対応していないブロックの大きさ%1×%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>「%1」が整数ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, which is not between %3 and %4</source>
        <translation>「%1」の値%2が%3 ～ %4の範囲外です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not true or false</source>
        <translation>「%1」が true でも false でもありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a text</source>
        <translation>「%1」が文字列ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is longer than %2 characters</source>
        <translation>「%1」が%2文字を超えています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 characters, expected %3</source>
        <translation>「%1」が%2文字です（%3文字のはずです）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: character %2 (%3) is not a symbol of a %4×%4 board</source>
        <translation>「%1」: %2文字目（%3）は%4×%4盤の記号ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list</source>
        <translation>「%1」がリストではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 entries, expected %3</source>
        <translation>「%1」の項目数が%2です（%3のはずです）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>「%1」がオブジェクトではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>「%1」がありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: character %2 changes the given %3</source>
        <translation>「%1」: %2文字目が初期数字%3を変えています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a set of candidates of this board</source>
        <translation>「%1」はこの盤の候補の集合ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; changes the given in cell %2</source>
        <translation>「%1」がマス%2の初期数字を変えています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not start from what the earlier history left in cell %2</source>
        <translation>「%1」はマス%2で、それまでの履歴が残した状態から始まっていません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>「%1」: %2</translation>
    </message>
    <message>
        <source>Enter %1 in %2</source>
        <extracomment>The history&apos;s entry for a digit typed: &quot;Enter 7 in C6&quot;.</extracomment>
        <translation>%2に%1を入力</translation>
    </message>
    <message>
        <source>Pencil marks in %1</source>
        <translation>%1の候補メモ</translation>
    </message>
    <message>
        <source>Erase %1</source>
        <translation>%1を消去</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>Start a random puzzle from this collection</source>
        <translation>この問題集からランダムな問題を始めます</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a puzzle file (one line, grid, .sdk, .ss, pencil marks …) or a saved game</source>
        <translation>問題ファイル（1行形式、盤面、.sdk、.ss、候補メモ …）または保存したゲームを開きます</translation>
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
        <source>Save the game in a new file</source>
        <translation>新しいファイルにゲームを保存します</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last change</source>
        <translation>直前の変更を取り消します</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>取り消した変更をやり直します</translation>
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
        <source>Hint: &amp;Where to Look</source>
        <translation>ヒント: 探す場所(&amp;W)</translation>
    </message>
    <message>
        <source>Name the next technique and where to look</source>
        <translation>次のテクニックと探す場所を示します</translation>
    </message>
    <message>
        <source>Hint: &amp;Show the Pattern</source>
        <translation>ヒント: パターンを表示(&amp;S)</translation>
    </message>
    <message>
        <source>Highlight the pattern and explain it</source>
        <translation>パターンを強調して説明します</translation>
    </message>
    <message>
        <source>Hint: &amp;Apply the Step</source>
        <translation>ヒント: 手を適用(&amp;A)</translation>
    </message>
    <message>
        <source>Make the step on the board (undoable)</source>
        <translation>盤面で手を実行します（元に戻せます）</translation>
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
        <source>Put the solution&apos;s digit in the selected cell</source>
        <translation>選択中のマスに解の数字を入れます</translation>
    </message>
    <message>
        <source>Show &amp;Timer</source>
        <translation>タイマーを表示(&amp;T)</translation>
    </message>
    <message>
        <source>Show the time played beside the board</source>
        <translation>盤面の横にプレイ時間を表示します</translation>
    </message>
    <message>
        <source>Highlight &amp;Peers</source>
        <translation>関連マスを強調(&amp;P)</translation>
    </message>
    <message>
        <source>Shade the row, column and box of the selected cell</source>
        <translation>選択中のマスの行・列・ブロックに色を付けます</translation>
    </message>
    <message>
        <source>Highlight &amp;Same Digit</source>
        <translation>同じ数字を強調(&amp;S)</translation>
    </message>
    <message>
        <source>Mark every cell that holds the selected cell&apos;s digit</source>
        <translation>選択中のマスと同じ数字のマスをすべて強調します</translation>
    </message>
    <message>
        <source>%1 (rating the puzzles…)</source>
        <translation>%1（問題を評価中…）</translation>
    </message>
    <message>
        <source>Start a random bundled puzzle of this level</source>
        <translation>このレベルの付属問題をランダムに始めます</translation>
    </message>
    <message>
        <source>Placing a Digit &amp;Updates Pencil Marks</source>
        <translation>数字を置くと候補メモを更新(&amp;U)</translation>
    </message>
    <message>
        <source>Placing a digit removes it from the pencil marks of its row, column and box</source>
        <translation>数字を置くと、同じ行・列・ブロックの候補メモからその数字を消します</translation>
    </message>
    <message>
        <source>&amp;No Highlight</source>
        <translation>強調なし(&amp;N)</translation>
    </message>
    <message>
        <source>Stop highlighting the cells that may hold a digit</source>
        <translation>数字が入りうるマスの強調をやめます</translation>
    </message>
    <message>
        <source>Candidates of &amp;%1</source>
        <translation>%1の候補(&amp;%1)</translation>
    </message>
    <message>
        <source>Candidates of %1</source>
        <translation>%1の候補</translation>
    </message>
    <message>
        <source>Highlight every cell that may hold %1 (press again to stop)</source>
        <translation>%1が入りうるマスをすべて強調します（もう一度押すと解除）</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln puzzle(s))</source>
        <translation>
            <numerusform>%1（%Ln問）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation>%1: %2行目、%3列目: %4</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, the most that is read</source>
        <translation>%1は%2 MiB を超えています（読み込めるのは%2 MiB までです）</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
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
        <translation>ゲーム%1を開きました。</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>No puzzle was found.</source>
        <translation>問題が見つかりません。</translation>
    </message>
    <message>
        <source>Loaded %1: this puzzle has no solution.</source>
        <translation>%1を読み込みました: この問題には解がありません。</translation>
    </message>
    <message>
        <source>Loaded %1: this puzzle has several solutions.</source>
        <translation>%1を読み込みました: この問題には複数の解があります。</translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>%1を読み込みました。</translation>
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
        <translation>%1を保存しました。</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… ほかに%n件の問題があります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load %1; the current puzzle stays.</source>
        <translation>%1を読み込めませんでした。現在の問題はそのままです。</translation>
    </message>
    <message>
        <source>Could not load the puzzle</source>
        <translation>問題を読み込めませんでした</translation>
    </message>
    <message>
        <source>The puzzle from %1 could not be loaded. The current puzzle stays.</source>
        <translation>%1の問題を読み込めませんでした。現在の問題はそのままです。</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>進行中のゲームを保存しますか？</translation>
    </message>
    <message>
        <source>The game in progress has moves that are not saved.</source>
        <translation>進行中のゲームには保存されていない手があります。</translation>
    </message>
    <message numerus="yes">
        <source>If you do not save it, you can still go back to it later: File ▸ Resume keeps the last %n unfinished game(s).</source>
        <translation>
            <numerusform>保存しなくても後で戻れます。ファイル ▸ 再開に未完了のゲームが最新%n件まで残ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>This text is not a Sudoku puzzle. A puzzle is a grid of digits, with 0 or . for an empty cell: one line of 81, or nine lines of nine.</source>
        <translation>このテキストは数独の問題ではありません。問題は数字の盤面で、空きマスは0または . で表します（81文字の1行、または9文字の9行）。</translation>
    </message>
    <message>
        <source>Resumed %1.</source>
        <translation>%1を再開しました。</translation>
    </message>
    <message numerus="yes">
        <source>%1, puzzle %2: %n move(s), %3</source>
        <extracomment>File &gt; Resume: the puzzle, its moves and the time played.</extracomment>
        <translation>
            <numerusform>%1の問題%2: %n手、%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Put away %1</source>
        <translation>中断: %1</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>未完了のゲームはありません</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>The answer that saves the game in progress (S is its key).</extracomment>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <extracomment>The answer that lets the game in progress go unsaved (D is its key).</extracomment>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>%1 puzzle %2</source>
        <extracomment>A suggested file name for a saved game: the puzzle&apos;s source and its number there.</extracomment>
        <translation>%1 問題%2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <extracomment>Where a pasted puzzle came from (its source, shown as the game&apos;s title).</extracomment>
        <translation>クリップボード</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s), %2</source>
        <extracomment>File &gt; Resume: a puzzle with no number (generated, pasted), its moves and time.</extracomment>
        <translation>
            <numerusform>%1: %n手、%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Cancelled. Press Generate to try again.</source>
        <translation>キャンセルしました。もう一度試すには「生成」を押してください。</translation>
    </message>
    <message>
        <source>Practice: %1 (generated %2)</source>
        <extracomment>The source of a generated game: its size and level, or the technique it practises.</extracomment>
        <translation>練習：%1（生成、%2）</translation>
    </message>
    <message>
        <source>Generated %1 · %2</source>
        <translation>生成%1・%2</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>New Generated Game</source>
        <translation>新しい生成ゲーム</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>レベル(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Generate Practice Puzzle</source>
        <translation>練習パズルを生成(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>A new puzzle with a single solution, made for you by the generator. Big boards and the hardest levels can take a while; Cancel stops it.</source>
        <translation>解がひとつだけの新しいパズルを、ジェネレーターが作ります。大きな盤面や最も難しいレベルでは時間がかかることがあります。「キャンセル」で止まります。</translation>
    </message>
    <message numerus="yes">
        <source>No puzzle of this kind was found within %1 seconds (%Ln puzzle(s) judged). Such puzzles are rare at this size: try again, or choose another level or size.</source>
        <translation>
            <numerusform>%1秒以内にこの種類のパズルは見つかりませんでした（%Ln問を判定）。このサイズではまれなパズルです。もう一度試すか、別のレベルかサイズを選んでください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Generating… %Ln puzzle(s) judged so far, %1 s</source>
        <translation>
            <numerusform>生成中…これまでに%Ln問を判定、%1秒</numerusform>
        </translation>
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
        <translation>%1: 初期数字%2</translation>
    </message>
    <message>
        <source>%1: entered %2</source>
        <translation>%1: 入力%2</translation>
    </message>
    <message>
        <source>%1: empty, weight %2</source>
        <translation>%1: 空き、重み %2</translation>
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
        <translation>候補%1</translation>
    </message>
    <message>
        <source>Clear pencil marks</source>
        <translation>候補メモを消去</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <source>When a row, column or box has only one empty cell left, that cell takes the one digit the unit is still missing.</source>
        <translation>行・列・ブロックに空きマスが1つしか残っていないとき、そのマスにはそのグループにまだ足りない数字が入ります。</translation>
    </message>
    <message>
        <source>A cell with a single candidate left: the digits in its row, column and box rule out all the others, so the remaining digit goes there.</source>
        <translation>候補が1つだけ残ったマスです。同じ行・列・ブロックの数字がほかの候補をすべて消すので、残った数字がそこに入ります。</translation>
    </message>
    <message>
        <source>A digit with only one place left in a row, column or box: every other cell of the unit is filled or sees that digit already. The cell may have other candidates, but this digit must go there.</source>
        <translation>行・列・ブロックの中で、ある数字の入る場所が1か所しか残っていない状態です。ほかのマスはすべて埋まっているか、すでにその数字が見えています。そのマスにほかの候補があっても、この数字が入ります。</translation>
    </message>
    <message>
        <source>When all candidates of a digit inside a box lie in one row (or column), the digit of that box is in that line. So the line&apos;s other cells, outside the box, cannot hold it: those candidates are removed.</source>
        <translation>ブロック内のある数字の候補がすべて1つの行（または列）に並んでいれば、そのブロックのその数字はその行にあります。したがって、ブロックの外にあるその行のほかのマスには入らず、それらの候補を消せます。</translation>
    </message>
    <message>
        <source>The reverse of Pointing: when all candidates of a digit in a row (or column) lie in one box, the line&apos;s digit is in that box. The digit is removed from the box&apos;s other cells, outside the line.</source>
        <translation>ポインティングの逆です。行（または列）のある数字の候補がすべて1つのブロックに収まっていれば、その行の数字はそのブロックにあります。その行の外にあるブロック内のほかのマスから、その数字を消せます。</translation>
    </message>
    <message>
        <source>In one unit, %1 cells hold only %1 different candidates between them (not every cell needs all of them). These %1 digits must fill exactly these cells, so they are removed from every other cell of the unit.</source>
        <translation>1つのグループの中で、%1つのマスの候補を合わせても%1種類の数字しかない状態です（各マスがすべてを持つ必要はありません）。その%1つの数字はちょうどこれらのマスに入るので、グループのほかのマスから消せます。</translation>
    </message>
    <message>
        <source>In one unit, %1 digits can only go into the same %1 cells. These cells must hold exactly these digits, so every other candidate in them is removed.</source>
        <translation>1つのグループの中で、%1つの数字が同じ%1つのマスにしか入れない状態です。これらのマスにはちょうどその数字が入るので、そのマスのほかの候補はすべて消せます。</translation>
    </message>
    <message>
        <source>A pattern of one digit (a fish): in %1 rows, its candidates lie in only the same %1 columns. The digit must be placed once in each of these rows, so it takes one cell in each of the %1 columns, and is removed from the rest of those columns. The same works with rows and columns swapped.</source>
        <translation>1つの数字のパターン（フィッシュ）です。%1つの行で、その数字の候補が同じ%1つの列にしかありません。各行に1回ずつ入るので、%1つの列にそれぞれ1つずつ入り、それらの列の残りのマスから消せます。行と列を入れ替えても同じです。</translation>
    </message>
    <message>
        <source>Like %1, but one base line has extra candidates (the fin), all in one box. Either the fish holds or the fin is true: a cell that the fish would clear and that also sees the fin loses the digit in both cases.</source>
        <translation>%1と同じ形ですが、基準の行の1つに余分な候補（フィン）があり、それらはすべて1つのブロックにあります。フィッシュが成り立つか、フィンが正しいかのどちらかです。フィッシュが消すはずのマスのうち、フィンも見ているマスはどちらの場合でもその数字を失います。</translation>
    </message>
    <message>
        <source>A finned %1 with a corner of the fish itself missing: the fin stands in for it. The reasoning is the same: the cells that the fish would clear and that see the fin lose the digit.</source>
        <translation>フィン付き%1で、フィッシュ自体の角が1つ欠けているものです。フィンがその代わりになります。考え方は同じで、フィッシュが消すはずのマスのうちフィンを見ているマスからその数字を消せます。</translation>
    </message>
    <message>
        <source>Two parallel lines in which a digit has exactly two places each (strong links), with one end of each in the same cross line. One of the two other ends must hold the digit, so a cell that sees both of them loses it.</source>
        <translation>平行な2本の線で、ある数字の入る場所がそれぞれちょうど2か所（強リンク）あり、片方の端どうしが同じ交差する線にある形です。残りの2つの端のどちらかにその数字が入るので、両方を見ているマスからその数字を消せます。</translation>
    </message>
    <message>
        <source>A digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column sit in the same box. Then one of the two far ends holds the digit: a cell that sees both far ends loses it.</source>
        <translation>ある数字が1つの行でちょうど2か所、1つの列でちょうど2か所に入れ、行の片端と列の片端が同じブロックにある形です。すると遠い側の2つの端のどちらかにその数字が入るので、その両方を見ているマスから消せます。</translation>
    </message>
    <message>
        <source>A chain of four nodes on one digit: a strong link, a weak link, a strong link. A node may be a group of cells in a box. One of the two ends is true, so a cell that sees both ends loses the digit. Skyscraper and 2-String Kite are special cases of it.</source>
        <translation>1つの数字についての4つのノードのチェーンで、強リンク、弱リンク、強リンクの順に並びます。ノードはブロック内のマスのグループでも構いません。両端のどちらかが正しいので、両端を見ているマスからその数字を消せます。スカイスクレイパーとツーストリングカイトはその特別な場合です。</translation>
    </message>
    <message>
        <source>Three cells with two candidates each: a pivot XY, and two pincers XZ and YZ that each see the pivot. Whatever the pivot holds, one pincer becomes Z, so a cell that sees both pincers cannot be Z.</source>
        <translation>候補が2つずつの3つのマスです。軸XYと、軸を見ている2つのはさみXZとYZがあります。軸が何であっても、どちらかのはさみがZになるので、両方のはさみを見ているマスはZになりません。</translation>
    </message>
    <message>
        <source>Like the XY-Wing, but the pivot holds all three digits XYZ. One of the three cells must be Z, so only a cell that sees the pivot and both pincers loses Z.</source>
        <translation>XYウィングと同じですが、軸が3つの数字XYZをすべて持ちます。3つのマスのどれかがZになるので、軸と両方のはさみをすべて見ているマスだけがZを失います。</translation>
    </message>
    <message>
        <source>Two cells with the same two candidates XY that do not see each other, joined by a strong link on X: in some unit X has only two places, one seen by each cell. So one of the two cells is Y, and a cell that sees both loses Y.</source>
        <translation>互いに見えない、同じ2つの候補XYを持つ2つのマスが、Xの強リンクでつながっている形です。あるグループでXの入る場所が2か所だけあり、それぞれを片方のマスが見ています。するとどちらかのマスがYになるので、両方を見ているマスからYを消せます。</translation>
    </message>
    <message>
        <source>Follow one digit along its strong links (units where it has exactly two places) and colour the cells alternately in two colours: one colour is the truth. If two cells of one colour see each other, that colour is false; a cell that sees both colours loses the digit.</source>
        <translation>1つの数字の強リンク（その数字の入る場所がちょうど2か所のグループ）をたどり、マスを2色で交互に塗ります。どちらかの色が正解です。同じ色の2つのマスが互いに見えていれば、その色は誤りです。両方の色を見ているマスからその数字を消せます。</translation>
    </message>
    <message>
        <source>A puzzle with one solution has no deadly pattern: four cells in two rows, two columns and two boxes holding only the same two digits, which could be swapped. When three corners hold just such a pair, the fourth must hold something else: the pair&apos;s digits are removed from it.</source>
        <translation>解が1つの問題には、デッドリーパターンがありません。これは2行・2列・2ブロックにまたがる4つのマスが同じ2つの数字だけを持つ形で、その2つを入れ替えられてしまいます。3つの角がその2つの候補だけを持つなら、4つ目の角にはほかの数字が入るので、そこからその2つの数字を消せます。</translation>
    </message>
    <message>
        <source>A unique rectangle whose two floor cells hold only the pair XY, and whose two roof cells hold XY and the same extra digit Z. To avoid the deadly pattern one roof cell is Z, so a cell that sees both roof cells loses Z.</source>
        <translation>2つの床のマスがXYだけを持ち、2つの屋根のマスがXYと同じ余分な数字Zを持つユニークレクタングルです。デッドリーパターンを避けるため屋根のどちらかがZになるので、両方の屋根を見ているマスからZを消せます。</translation>
    </message>
    <message>
        <source>A unique rectangle whose roof cells have extra digits: together they act as one cell holding those extras, and with other cells of their unit they form a naked subset. The subset&apos;s digits are removed from the rest of that unit.</source>
        <translation>屋根のマスに余分な数字があるユニークレクタングルです。屋根の2マスは合わせてその余分な数字を持つ1つのマスのように働き、同じグループのほかのマスとネイキッドサブセットを作ります。その数字をグループの残りのマスから消せます。</translation>
    </message>
    <message>
        <source>A unique rectangle where one pair digit X has no place in the roof&apos;s unit but the two roof cells (a strong link). X is in one of them, and Y in the other would complete the deadly pattern: Y is removed from both roof cells.</source>
        <translation>屋根のグループで、ペアの数字Xが2つの屋根のマスにしか入れない（強リンク）ユニークレクタングルです。Xはどちらかに入り、もう一方にYが入るとデッドリーパターンが完成してしまうので、両方の屋根のマスからYを消せます。</translation>
    </message>
    <message>
        <source>A rectangle with one corner holding only XY. If in the row and the column of the opposite corner X has no places but the rectangle&apos;s corners (strong links), the opposite corner cannot be Y: that would force the deadly pattern.</source>
        <translation>1つの角がXYだけを持つ長方形です。反対側の角の行と列で、Xが長方形の角にしか入れない（強リンク）なら、反対側の角はYになれません。Yになるとデッドリーパターンが避けられないからです。</translation>
    </message>
    <message>
        <source>Bivalue Universal Grave: if every open cell had exactly two candidates and every digit two places in each unit, the puzzle would have two solutions. When all cells but one are like that, the extra cell must take the digit that appears three times in its units.</source>
        <translation>BUG（バイバリュー・ユニバーサル・グレイブ）：すべての空きマスの候補がちょうど2つで、どの数字も各グループに2か所ずつなら、問題の解は2つになってしまいます。1つのマスを除いてそうなっているとき、そのマスにはそのグループで3回現れる数字が入ります。</translation>
    </message>
    <message>
        <source>A chain of cells with the same two candidates, each seeing the next. The two digits alternate along the chain, so cells an odd number of links apart hold different digits: a cell that sees two such cells can hold neither digit.</source>
        <translation>同じ2つの候補を持つマスが、前のマスを見ながらつながったチェーンです。2つの数字がチェーンに沿って交互に入るので、奇数個のリンクだけ離れたマスには違う数字が入ります。そのような2つのマスを見ているマスには、どちらの数字も入りません。</translation>
    </message>
    <message>
        <source>A chain on one digit that alternates strong links (the only two places in a unit) and weak links (two cells that see each other), with a strong link at both ends. One end holds the digit, so a cell that sees both ends loses it. Nodes may be groups of cells in a box.</source>
        <translation>1つの数字について、強リンク（グループ内の唯一の2か所）と弱リンク（互いに見える2マス）を交互にたどり、両端が強リンクのチェーンです。どちらかの端にその数字が入るので、両端を見ているマスから消せます。ノードはブロック内のマスのグループでも構いません。</translation>
    </message>
    <message>
        <source>A chain of cells with two candidates each, every cell seeing the next and sharing a digit with it. If the first cell is not Z, the chain forces the last to be Z: one of the ends is Z, and a cell that sees both loses Z.</source>
        <translation>候補が2つずつのマスのチェーンで、各マスは次のマスを見て、数字を1つ共有しています。最初のマスがZでなければ、チェーンにより最後のマスがZになります。つまり両端のどちらかがZなので、両方を見ているマスからZを消せます。</translation>
    </message>
    <message>
        <source>The general chain: its nodes are candidates or groups, its links alternate strong (at least one end is true) and weak (at most one is true), and may change digit within a cell or a unit. With strong links at both ends one end is true, and what sees both loses the digit. A closed loop (a nice loop) makes every weak link in it strong.</source>
        <translation>一般的なチェーンです。ノードは候補またはグループで、リンクは強（少なくとも一方が正しい）と弱（多くとも一方が正しい）が交互に並び、マスやグループの中で数字を変えることもできます。両端が強リンクなら一方の端が正しいので、両方を見ている候補を消せます。閉じたループ（ナイスループ）では、その中の弱リンクがすべて強リンクになります。</translation>
    </message>
    <message>
        <source>An almost locked set (ALS) is N cells of one unit with N+1 candidates. Two ALS share a restricted common digit X when every X of one sees every X of the other: at most one holds X. If they also share a digit Z, one of them holds Z, so a cell that sees every Z of both sets loses Z. With two restricted common digits (doubly linked) both sets are locked.</source>
        <translation>ALS（ほぼロックされたセット）は、1つのグループ内のN個のマスでN+1個の候補を持つものです。一方のXがすべて他方のXを見ているとき、2つのALSは制限された共通数字Xを持ち、Xが入るのは多くとも一方です。さらに数字Zを共有していれば、どちらかにZが入るので、両方のセットのZをすべて見ているマスからZを消せます。制限された共通数字が2つ（二重リンク）なら、両方のセットがロックされます。</translation>
    </message>
    <message>
        <source>An XY-Wing made of almost locked sets: a pivot set C shares the restricted common digit X with a set A and Y with a set B. If neither A nor B held their common digit Z, both would be locked and take X and Y away from C, leaving C too few digits. So A or B holds Z: a cell that sees every Z of both loses Z.</source>
        <translation>ALSで作ったXYウィングです。軸のセットCが、セットAと制限された共通数字Xを、セットBとYを共有します。AにもBにも共通の数字Zが入らなければ、両方がロックされてCからXとYを奪い、Cの数字が足りなくなります。したがってAかBにZが入るので、両方のZをすべて見ているマスからZを消せます。</translation>
    </message>
    <message>
        <source>The last logical resort: follow the consequences of every candidate of a cell, of every place of a digit in a unit, or of one candidate true and false. If all branches lead to the same result, it holds; if an assumption leads to a contradiction, it is false. Each branch is shown as a chain.</source>
        <translation>最後の論理的な手段です。マスのすべての候補、グループ内のある数字のすべての場所、または1つの候補が正しい場合と誤りの場合について、その結果をたどります。すべての分岐が同じ結論になればそれが成り立ち、仮定が矛盾を生めばその仮定は誤りです。各分岐はチェーンとして表示されます。</translation>
    </message>
    <message>
        <source>A forcing chain whose branches need several lines of reasoning at once: a step in a branch uses more than one earlier conclusion (a net). Harder to follow, but every link is still shown.</source>
        <translation>分岐の中で複数の推論を同時に使うフォーシングチェーンです。分岐のある段階で、それ以前の結論を2つ以上使います（ネット）。たどるのは難しくなりますが、リンクはすべて表示されます。</translation>
    </message>
    <message>
        <source>Zhe Chen&apos;s rule behind the singles and subsets: in a unit, r cells whose candidates together are exactly r digits take those digits, and the unit&apos;s other cells lose them (r = 1 is a single placed).</source>
        <translation>シングルやサブセットの元になっているZhe Chenの規則です。1つのグループで、候補を合わせてちょうどr個の数字になるr個のマスはそれらの数字を取り、グループのほかのマスからそれらを消せます（r=1は数字が確定したシングルです）。</translation>
    </message>
    <message>
        <source>Assume a digit, fill in the singles that follow, and see whether the board runs into a contradiction: if it does, the digit is wrong. The tutor keeps this only as a fallback; forcing chains explain such steps link by link.</source>
        <translation>数字を1つ仮定し、そこから続くシングルを埋めて、盤面が矛盾に行き着くかを確かめます。矛盾すればその数字は誤りです。チューターはこれを最後の手段としてだけ残しており、このような手順はフォーシングチェーンがリンクごとに説明します。</translation>
    </message>
    <message>
        <source>Always first: after every placement, look at the units that are now nearly full.</source>
        <translation>いつも最初に。数字を入れるたびに、ほぼ埋まったグループを見ましょう。</translation>
    </message>
    <message>
        <source>Where a cell&apos;s row, column and box together hold many different digits; with pencil marks, any cell with one mark left.</source>
        <translation>マスの行・列・ブロックに合わせて多くの種類の数字があるところ。候補メモがあれば、メモが1つだけ残ったマスです。</translation>
    </message>
    <message>
        <source>Take one digit at a time through the boxes: a digit already placed in many boxes often has one spot left in the others.</source>
        <translation>数字を1つずつ選んでブロックを順に見ましょう。多くのブロックにすでに入っている数字は、残りのブロックで入る場所が1つしかないことがよくあります。</translation>
    </message>
    <message>
        <source>When the singles run out: for each box and digit, check whether its candidates line up, and for each line whether they stay in one box.</source>
        <translation>シングルが見つからなくなったら、各ブロックと数字について候補が一直線に並んでいるか、各行・列について候補が1つのブロックに収まっているかを確かめましょう。</translation>
    </message>
    <message>
        <source>Units with several cells of few candidates: two cells with the same two candidates are the easiest to see.</source>
        <translation>候補の少ないマスがいくつもあるグループ。同じ2つの候補を持つ2つのマスが一番見つけやすい形です。</translation>
    </message>
    <message>
        <source>Digits with few places in a unit: when some digits fit only the same cells, they hide among those cells&apos; other marks.</source>
        <translation>グループの中で入る場所の少ない数字。いくつかの数字が同じマスにしか入らないとき、それらはそのマスのほかの候補に隠れています。</translation>
    </message>
    <message>
        <source>A digit with few candidates left in several rows or columns: note the columns of each row&apos;s candidates and look for rows that share them.</source>
        <translation>いくつもの行や列で候補が少なくなった数字。各行の候補がどの列にあるかを書き出し、同じ列を共有する行を探しましょう。</translation>
    </message>
    <message>
        <source>When a fish almost fits but one line has a stray candidate or two in a box of the pattern.</source>
        <translation>フィッシュがほぼ成り立つのに、1本の線だけパターンのブロック内に余分な候補が1つか2つあるとき。</translation>
    </message>
    <message>
        <source>A digit with several conjugate pairs (units where it has exactly two places): look for two pairs joined at one end.</source>
        <translation>共役ペア（入る場所がちょうど2か所のグループ）をいくつも持つ数字。片方の端でつながった2つのペアを探しましょう。</translation>
    </message>
    <message>
        <source>Many cells with two candidates: take one as the pivot and look at the bivalue cells it sees.</source>
        <translation>候補が2つのマスが多いとき。1つを軸に選び、そのマスから見える候補2つのマスを調べましょう。</translation>
    </message>
    <message>
        <source>Two cells with the same two candidates far apart: look for a conjugate pair of one of their digits between them.</source>
        <translation>離れた場所にある、同じ2つの候補を持つ2つのマス。その間に、どちらかの数字の共役ペアを探しましょう。</translation>
    </message>
    <message>
        <source>A digit whose conjugate pairs connect into a network across the board.</source>
        <translation>共役ペアが盤面全体で網のようにつながっている数字。</translation>
    </message>
    <message>
        <source>Bivalue cells with the same pair on the corners of a rectangle over two boxes. Only in puzzles known to have exactly one solution.</source>
        <translation>2つのブロックにまたがる長方形の角にある、同じ2つの候補を持つマス。解がちょうど1つだとわかっている問題でだけ使えます。</translation>
    </message>
    <message>
        <source>Late in a puzzle, when every open cell but one has exactly two candidates.</source>
        <translation>終盤、1つを除くすべての空きマスの候補がちょうど2つになったとき。</translation>
    </message>
    <message>
        <source>Several cells with the same pair of candidates spread over the board.</source>
        <translation>同じ2つの候補を持つマスが盤面のあちこちにあるとき。</translation>
    </message>
    <message>
        <source>When the short one-digit patterns find nothing: trace a digit&apos;s conjugate pairs into longer chains.</source>
        <translation>1つの数字の短いパターンで何も見つからないとき。ある数字の共役ペアをたどって長いチェーンを作りましょう。</translation>
    </message>
    <message>
        <source>Many bivalue cells: follow them from cell to cell; an XY-Wing is the shortest XY-Chain.</source>
        <translation>候補が2つのマスが多いとき。マスからマスへたどりましょう。XYウィングは最も短いXYチェーンです。</translation>
    </message>
    <message>
        <source>Hard puzzles where the named patterns are used up: it joins single-digit links and bivalue cells in one chain.</source>
        <translation>名前のあるパターンを使い切った難しい問題で。1つの数字のリンクと候補2つのマスを1本のチェーンにつなぎます。</translation>
    </message>
    <message>
        <source>Expert puzzles: look for small almost locked sets (a bivalue cell is one, a pair of cells with three candidates is another) that share digits.</source>
        <translation>上級の問題で。数字を共有する小さなALSを探しましょう（候補2つのマスも、候補3つを持つ2マスもALSです）。</translation>
    </message>
    <message>
        <source>Only when every simpler technique is stuck: start from a cell with two or three candidates.</source>
        <translation>より簡単なテクニックがすべて行き詰まったときだけ。候補が2つか3つのマスから始めましょう。</translation>
    </message>
    <message>
        <source>Not in hints: it shows in the Solver Lab&apos;s Chen method and in the ratings.</source>
        <translation>ヒントには出てきません。ソルバーラボのChen法と難易度評価で使われます。</translation>
    </message>
    <message>
        <source>Never on purpose: it is what remains when no chain is found.</source>
        <translation>意図して使うことはありません。チェーンが見つからないときに残る手段です。</translation>
    </message>
    <message>
        <source>Where a box meets a row or a column, two or three cells hold two digits more than cells. Add cells from the rest of the line and from the rest of the box, with no digit in common between the two parts, so that all the cells together hold exactly as many digits as there are cells. Then each of these digits is in them once: a digit the box&apos;s part lacks lies in the line and goes from the rest of it, a digit the line&apos;s part lacks lies in the box and goes from the rest of the box.</source>
        <translation>ブロックと行または列が交わる所で、2 つか 3 つのマスにマスの数より 2 つ多い数字が入っています。ラインの残りとブロックの残りからマスを加えます。2 つの部分に共通の数字がなく、全体でマスの数とちょうど同じ数の数字になるようにします。するとこれらの数字はそれぞれちょうど 1 回ずつ入ります。ブロック側の部分にない数字はラインに入るのでラインの残りから消え、ライン側の部分にない数字はブロックに入るのでブロックの残りから消えます。</translation>
    </message>
    <message>
        <source>An alternating chain that closes on itself, strong and weak links taking turns all the way round. Then every weak link holds exactly one true end too: a candidate that sees both ends of any weak link goes, and where the loop changes digit inside a cell, the cell&apos;s other digits go. Nodes may be groups of cells in a box. One such loop does the work of several AICs.</source>
        <translation>閉じた交互チェーンで、強リンクと弱リンクが一周にわたって交互に並びます。このとき、どの弱リンクも両端のちょうど一方が正しくなります。弱リンクの両端を見る候補は消え、ループがマスの中で数字を変える所では、そのマスのほかの数字が消えます。ノードはブロック内のマスのグループでもかまいません。このループ 1 つで、いくつもの AIC の働きをします。</translation>
    </message>
    <message>
        <source>An alternating inference chain whose nodes may be almost locked sets (N cells of one unit with N+1 digits). The chain enters a set by one digit (a weak link: that digit is gone from the set) and leaves it by another, which the locked set then holds. ALS-XZ and ALS-XY-Wing are its shortest forms. As in every AIC, one of the ends is true, so what sees both loses the digit; a closed loop makes every weak link strong.</source>
        <translation>ノードに ALS（1 つのユニットの N 個のマスに N+1 個の数字）を含めてよい交互推論チェーンです。チェーンはある数字で集合に入り（弱リンク: その数字は集合からなくなる）、別の数字で出ます。その数字はロックされた集合に入ります。ALS-XZ と ALS-XYウィングはその最も短い形です。どの AIC とも同じく、両端の一方が正しいので、両方を見るものからその数字が消えます。閉じたループでは、すべての弱リンクが強リンクになります。</translation>
    </message>
    <message>
        <source>A stem cell, and for each of its candidates an almost locked set (a petal) whose every copy of that candidate sees the stem; all petals share a digit Z that the stem does not hold. Whatever the stem holds, one petal loses that digit and is locked on the others, Z among them: a cell that sees every Z of all the petals loses Z.</source>
        <translation>ステムとなるマスと、その候補ごとに 1 つの ALS（花びら）があり、花びらの中のその候補はすべてステムを見ています。すべての花びらは、ステムにない数字 Z を共有しています。ステムがどの数字でも、1 つの花びらがその数字を失い、残りの数字（Z を含む）でロックされます。すべての花びらの Z をすべて見るマスから Z を消せます。</translation>
    </message>
    <message>
        <source>A box-line intersection with two or three crowded cells, next to bivalue cells (or small almost locked sets) in the same line and the same box that use up its digits.</source>
        <translation>候補の多い 2 つか 3 つのマスがあるブロックとラインの交点で、同じラインと同じブロックに、その数字を使い切る候補 2 つのマス（または小さな ALS）があるとき。</translation>
    </message>
    <message>
        <source>When the two ends of a chain see each other: close it into a loop and look at every weak link in it.</source>
        <translation>チェーンの両端が互いに見えるとき。ループに閉じて、その中のすべての弱リンクを調べましょう。</translation>
    </message>
    <message>
        <source>When no plain chain works: small almost locked sets (two or three cells) act as links where a bivalue cell or a conjugate pair is missing.</source>
        <translation>普通のチェーンが見つからないとき。候補 2 つのマスや共役ペアが足りない所で、小さな ALS（2 つか 3 つのマス）がリンクの代わりになります。</translation>
    </message>
    <message>
        <source>A cell with two or three candidates, surrounded by small almost locked sets that share a digit.</source>
        <translation>候補が 2 つか 3 つのマスが、数字を共有する小さな ALS に囲まれているとき。</translation>
    </message>
    <message>
        <source>A box whose candidates for a digit all lie in one of its rows and one of its columns (the rest of the box is the empty rectangle): the box&apos;s digit is in that row or that column. With a strong link (a line where the digit has only two places) that starts in the row, the digit is either at the link&apos;s far end or in the box&apos;s column: a cell that sees both loses it. The same with rows and columns swapped.</source>
        <translation>ある数字の候補が、ブロックの中で1つの行と1つの列だけにあるとき（ブロックの残りが空の長方形です）、そのブロックの数字はその行か列に入ります。その行から始まる強リンク（数字の入る場所が2か所だけの線）があれば、数字はリンクの遠い端か、ブロックの列のどちらかに入ります。両方を見ているマスからその数字を消せます。行と列を入れ替えても同じです。</translation>
    </message>
    <message>
        <source>Colour a digit&apos;s conjugate pairs as in Simple Colouring, but in two separate clusters. If a colour of one cluster sees a colour of the other, they are not both true, so one of the two opposite colours is: a cell that sees both of those loses the digit. If a colour sees both colours of the other cluster, it is false and goes.</source>
        <translation>シンプルカラーリングと同じように数字の共役ペアを塗りますが、離れた2つのかたまりに分けて塗ります。一方のかたまりの色が他方の色を見ているなら、その2つは両方とも正しくはないので、それぞれの反対の色のどちらかが正しくなります。その両方を見ているマスから数字を消せます。ある色が他方のかたまりの両方の色を見ているなら、その色は誤りで、消えます。</translation>
    </message>
    <message>
        <source>Colouring over all digits: a cell with two candidates and a unit where a digit has two places both join two candidates of which one is true, so the chained candidates take two colours. A colour is false when it would put two candidates in one cell, a digit twice in a unit, or leave some cell empty; then the other colour is placed. A candidate ruled out by both colours, in its cell or by its digit&apos;s peers, goes.</source>
        <translation>すべての数字にわたる色塗りです。候補が2つのマスと、ある数字の入る場所が2か所のグループは、どちらも「どちらか一方が正しい」2つの候補を結ぶので、つながった候補は2色に塗り分けられます。ある色を正しいとすると1つのマスに2つの候補が入る、1つのグループに同じ数字が2回入る、またはどこかのマスに入る数字がなくなるなら、その色は誤りで、もう一方の色を記入します。両方の色から（同じマスで、または同じ数字の見えるマスから）否定される候補は消せます。</translation>
    </message>
    <message>
        <source>A unique rectangle where two diagonal corners, or three corners, hold the pair XY and the same one extra digit Z, and the rest only XY. One of the corners with Z must be Z, or the deadly pattern would remain: a cell that sees all of them loses Z. Like every uniqueness technique, it assumes the puzzle has one solution.</source>
        <translation>ユニークレクタングルのうち、対角の2つの角、または3つの角がペアXYと同じ1つの余分な数字Zを持ち、残りの角はXYだけを持つ形です。Zを持つ角のどれかがZでなければデッドリーパターンが残るので、それらすべてを見ているマスからZを消せます。ほかの一意性の手法と同じく、問題の解が1つであることを前提にします。</translation>
    </message>
    <message>
        <source>A unique rectangle whose two diagonal corners hold only XY, while in both of its rows (or both columns) X has no other place: an X-Wing on the corners. X is on one diagonal; on the other it would leave Y on the first and complete the deadly pattern. So X is removed from the two corners with extra digits.</source>
        <translation>対角の2つの角がXYだけを持ち、長方形の2行（または2列）の両方でXの入る場所が角だけであるユニークレクタングルです（角の上のXウィング）。Xはどちらかの対角線に入ります。もう一方の対角線に入ると、最初の対角線にYが残り、デッドリーパターンができてしまいます。そのため、余分な数字を持つ2つの角からXを消せます。</translation>
    </message>
    <message>
        <source>Like a unique rectangle, but with solved cells: values the player or the tutor entered, not givens, can still be swapped. When three corners were solved as X, Y and X crosswise, the fourth corner cannot be Y, or the four could be swapped and the puzzle would have two solutions.</source>
        <translation>ユニークレクタングルに似ていますが、解いたマスを使います。プレイヤーやチューターが記入した値は、ヒントの数字と違って入れ替えられる可能性があります。3つの角が互い違いにX、Y、Xと解かれているなら、4つ目の角はYになれません。もしYなら4つを入れ替えられ、問題の解が2つになってしまいます。</translation>
    </message>
    <message>
        <source>An avoidable rectangle with two solved corners X and Y in one line (not givens); across from them the open corners hold X and Z, and Y and Z. Without Z they would complete a swappable pattern, so one of them is Z: a cell that sees both loses Z.</source>
        <translation>1本の線に解いた角XとY（ヒントではないもの）がある回避可能な長方形です。その向かいの空いた角はXとZ、YとZを持ちます。Zがなければ入れ替えられる形が完成してしまうので、どちらかがZです。両方を見ているマスからZを消せます。</translation>
    </message>
    <message>
        <source>Like BUG+1, but several cells have a third candidate, the same digit Z in every one of them. Without it the grid would be a BUG, so one of those cells is Z, and a cell that sees all of them loses Z.</source>
        <translation>BUG+1に似ていますが、いくつかのマスに3つ目の候補があり、そのどれもが同じ数字Zです。それがなければ盤面はBUGになるので、それらのマスのどれかがZです。それらすべてを見ているマスからZを消せます。</translation>
    </message>
    <message>
        <source>The cells with extra candidates of a near BUG all lie in one unit. One of them holds an extra digit, so together they act as one cell holding the extra digits, which can form a naked subset with other cells of the unit: the subset&apos;s digits go from the unit&apos;s other cells.</source>
        <translation>BUGに近い盤面で、余分な候補を持つマスがすべて1つのグループにあります。そのどれかが余分な数字を持つので、それらは合わせて余分な数字を持つ1つのマスのように働き、グループのほかのマスとネイキッドサブセットを作れます。その数字をグループの残りのマスから消せます。</translation>
    </message>
    <message>
        <source>Two cells with extra candidates in one unit, where a digit X of both cells&apos; pairs has no other place in the unit. One of the two takes its extra candidate, so the other is X: each cell is X or its extra candidate, and its other pair digit goes.</source>
        <translation>1つのグループに余分な候補を持つマスが2つあり、両方のペアに含まれる数字Xがそのグループでほかに入る場所がない形です。2つのうちどちらかは余分な候補になるので、もう一方はXです。どちらのマスもXか余分な候補のどちらかなので、ペアのもう一方の数字を消せます。</translation>
    </message>
    <message>
        <source>A digit with few candidates in a box, all in one row and one column of it, and a conjugate pair in a line that crosses that row or column outside the box.</source>
        <translation>ブロックの中で候補の少ない数字があり、それがブロックの1つの行と1つの列だけにあって、その行か列とブロックの外で交わる線に共役ペアがあるとき。</translation>
    </message>
    <message>
        <source>When Simple Colouring leaves a digit with several separate clusters of conjugate pairs: look for two clusters whose cells see each other.</source>
        <translation>シンプルカラーリングで、ある数字の共役ペアがいくつもの離れたかたまりに分かれて残るとき。互いに見えるマスを持つ2つのかたまりを探しましょう。</translation>
    </message>
    <message>
        <source>Hard puzzles with many bivalue cells and conjugate pairs: colour from a bivalue cell across several digits, and look for clashes.</source>
        <translation>候補が2つのマスと共役ペアの多い難しい問題で。候補が2つのマスから始めて複数の数字にわたって色を塗り、矛盾を探しましょう。</translation>
    </message>
    <message>
        <source>Late in a puzzle, where cells you solved (not givens) sit on the corners of a rectangle over two boxes. Only in puzzles known to have exactly one solution.</source>
        <translation>問題の終盤、自分で解いたマス（ヒントではないもの）が2つのブロックにまたがる長方形の角にあるとき。解がちょうど1つだとわかっている問題でだけ使えます。</translation>
    </message>
    <message>
        <source>Late in a puzzle, when every open cell but a few has exactly two candidates.</source>
        <translation>問題の終盤、わずかなマスを除いて、すべての空きマスの候補がちょうど2つになったとき。</translation>
    </message>
    <message>
        <source>A fish whose base or cover sets include boxes: n base sets (rows and boxes) whose candidates of a digit all lie in n cover sets (columns and boxes), or the same with rows and columns swapped. Each base set holds the digit once, in different cells, and each cover set at most once: so the cover sets take exactly the base sets&apos; digits, and the digit goes from the cover sets&apos; other cells.</source>
        <translation>ベースやカバーにボックスを含むフィッシュです。n 個のベース（行とボックス）にある数字の候補がすべて n 個のカバー（列とボックス）の中にある形、または行と列を入れ替えた形です。各ベースにはその数字が別々のマスにちょうど1つ入り、各カバーには多くても1つしか入りません。よってカバーはベースの数字をちょうど受け取り、カバーのほかのマスからその数字が消えます。</translation>
    </message>
    <message>
        <source>Like %1, with fins: base candidates outside every cover set, or in two base sets at once (where a box crosses a line). Either a fin is true, or the fish holds: only the cover cells that also see every fin lose the digit.</source>
        <translation>%1 にフィンが付いた形です。フィンとは、どのカバーにも入らないベースの候補、または（ボックスと行・列が交わるところで）2つのベースに同時に属する候補です。フィンのどれかが真か、フィッシュが成り立つかのどちらかなので、すべてのフィンからも見えるカバーのマスだけがその数字を失います。</translation>
    </message>
    <message>
        <source>The most general fish: n base sets and n cover sets, each a row, a column or a box in any mix (a row and a column among the base sets, say). If the base sets&apos; candidates of a digit all lie in the cover sets, the cover sets take exactly the base sets&apos; digits, and the digit goes from their other cells; a base cell inside two cover sets goes too.</source>
        <translation>最も一般的なフィッシュです。n 個のベースと n 個のカバーは、行・列・ボックスを自由に組み合わせたものです（たとえばベースに行と列が混ざる）。ベースにある数字の候補がすべてカバーの中にあれば、カバーはベースの数字をちょうど受け取り、カバーのほかのマスからその数字が消えます。2つのカバーに属するベースのマスからも消えます。</translation>
    </message>
    <message>
        <source>A finned fish whose fins do not all see the cell to clear: instead, each fin, if true, leads by a chain to that cell being false. Either no fin is true and the fish clears the cell, or one is and its chain does: the digit goes.</source>
        <translation>フィンのすべてが消したいマスを見ているわけではないフィン付きフィッシュです。その代わり、各フィンは真ならチェーンをたどってそのマスを偽にします。どのフィンも真でなければフィッシュがそのマスを消し、どれかが真ならそのチェーンが消します。いずれにしてもその数字は消えます。</translation>
    </message>
    <message>
        <source>Some rows cross some columns in N cells. A digit can fill at most as many of those cells as the rows it appears in there, or as the columns; take the smaller for each digit. When these limits add up to exactly N, every one is reached: a digit limited by its rows is inside the cells in each of those rows and leaves their other cells, and likewise for the columns.</source>
        <translation>いくつかの行といくつかの列が N 個のマスで交わります。ある数字がそこで埋められるマスの数は、そこでその数字が現れる行の数、または列の数までで、数字ごとに小さいほうを取ります。これらの上限の合計がちょうど N なら、どの上限も達成されます：行で上限が決まる数字はそれらの各行でこれらのマスの中に入り、その行のほかのマスから消えます。列についても同様です。</translation>
    </message>
    <message>
        <source>When the basic and finned fish find nothing: a digit whose candidates in a box or two line up with some rows or columns.</source>
        <translation>基本のフィッシュやフィン付きフィッシュで何も見つからないとき：1つか2つのボックスにある数字の候補が、いくつかの行や列と並んでいるところ。</translation>
    </message>
    <message>
        <source>When a finned fish almost works: its fins miss the cell to clear, but each fin reaches it by a short chain.</source>
        <translation>フィン付きフィッシュがもう少しで使えるとき：フィンが消したいマスを見ていなくても、各フィンが短いチェーンでそこに届く場合です。</translation>
    </message>
    <message>
        <source>The hardest puzzles, early on: rows and columns with many givens, whose crossing cells hold few digits between them.</source>
        <translation>最難関の問題で、序盤に：ヒントの多い行と列で、交わるマスに入りうる数字が少ないところ。</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Where?</source>
        <translation>どこ？</translation>
    </message>
    <message>
        <source>Hint, level 1: which technique to use and where to look (F2)</source>
        <translation>ヒントレベル1: 使うテクニックと探す場所 (F2)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Hint, level 2: highlight the pattern and explain it (F3)</source>
        <translation>ヒントレベル2: パターンを強調して説明 (F3)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Hint, level 3: make the step on the board (F4, undoable)</source>
        <translation>ヒントレベル3: 盤面で手を実行（F4、元に戻せます）</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Stuck? Ask where to look (F2), then to see the pattern (F3), then to apply it (F4).</source>
        <translation>行き詰まったら、探す場所 (F2)、パターン (F3)、適用 (F4) の順に聞いてみましょう。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>Check your digits first</source>
        <translation>まず数字を確認しましょう</translation>
    </message>
    <message>
        <source>The %1 in %2 does not agree with the solution, so any reasoning built on it can go wrong. Remove it (Apply does) before going on.</source>
        <translation>%2の%1は解と合わないため、それに基づく推論は誤る可能性があります。先に消してください（「適用」で消せます）。</translation>
    </message>
    <message>
        <source>Mistake removed</source>
        <translation>間違いを消しました</translation>
    </message>
    <message>
        <source>The wrong %1 in %2 is gone.</source>
        <translation>%2の間違った%1を消しました。</translation>
    </message>
    <message>
        <source>Check your pencil marks first</source>
        <translation>まず候補メモを確認しましょう</translation>
    </message>
    <message>
        <source>The pencil marks of %1 no longer include %2, but %1 needs it: that candidate was removed by mistake. Put it back (Apply does) before going on.</source>
        <translation>%1の候補メモに%2がありませんが、%1には必要です。誤って消した候補です。先に戻してください（「適用」で戻せます）。</translation>
    </message>
    <message>
        <source>Pencil mark restored</source>
        <translation>候補メモを戻しました</translation>
    </message>
    <message>
        <source>%1 has its candidate %2 back.</source>
        <translation>%1に候補%2を戻しました。</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>The board is complete.</source>
        <translation>盤面は完成しています。</translation>
    </message>
    <message>
        <source>No step found</source>
        <translation>手が見つかりません</translation>
    </message>
    <message>
        <source>No technique applies to this position. Check the digits and pencil marks: the puzzle may have no solution from here.</source>
        <translation>この局面に使えるテクニックがありません。数字と候補メモを確認してください。ここからは解がないかもしれません。</translation>
    </message>
    <message>
        <source>Every empty cell has its pencil marks now, so that the removal shows.</source>
        <translation>消去が見えるように、すべての空きマスに候補メモを記入しました。</translation>
    </message>
    <message>
        <source>Open the help page of %1</source>
        <translation>%1のヘルプページを開く</translation>
    </message>
    <message>
        <source>A pencil mark you removed from %1 is needed there: check the marks of %1 before going on. Show (F3) names it, Apply (F4) puts it back.</source>
        <translation>%1から消した候補メモのひとつが必要です。先に%1の候補メモを確認してください。「表示」（F3）でその数字が分かり、「適用」（F4）で戻せます。</translation>
    </message>
</context>
<context>
    <name>LabBoard</name>
    <message>
        <source>Row %1</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>%1 列</translation>
    </message>
    <message>
        <source>%1: %2 distinct digits of %3 (its part of f1), %4 clashes with givens (its part of f2)</source>
        <translation>%1: %3 個中 %2 個の異なる数字（f1 への寄与）、ヒントとの衝突 %4 個（f2 への寄与）</translation>
    </message>
</context>
<context>
    <name>LabLegend</name>
    <message>
        <source>Digit the search decided (on the current path)</source>
        <translation>探索が決めた数字（現在の経路上）</translation>
    </message>
    <message>
        <source>Digit propagation placed</source>
        <translation>伝播が置いた数字</translation>
    </message>
    <message>
        <source>Placed at this event</source>
        <translation>このイベントで置いた数字</translation>
    </message>
    <message>
        <source>Cells this event changes</source>
        <translation>このイベントが変えるマス</translation>
    </message>
    <message>
        <source>Candidate removed at this event</source>
        <translation>このイベントで消えた候補</translation>
    </message>
    <message>
        <source>Cell the ordering chose</source>
        <translation>順序付けが選んだマス</translation>
    </message>
    <message>
        <source>Tie set it chose from</source>
        <translation>選択元の同点のマス</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>Neutralized square</source>
        <translation>中和されたマス</translation>
    </message>
    <message>
        <source>Contribution Number, 0 to %1 (hover a cell for its value)</source>
        <translation>貢献数、0〜%1（マスにポインタを置くと値を表示）</translation>
    </message>
    <message>
        <source>The step&apos;s cells</source>
        <translation>この手のマス</translation>
    </message>
    <message>
        <source>Candidates of the pattern</source>
        <translation>パターンの候補</translation>
    </message>
    <message>
        <source>Second colour of the pattern</source>
        <translation>パターンの第 2 の色</translation>
    </message>
    <message>
        <source>Candidate removed</source>
        <translation>消えた候補</translation>
    </message>
    <message>
        <source>Digit placed at this step</source>
        <translation>この手で置いた数字</translation>
    </message>
    <message>
        <source>Digit placed before</source>
        <translation>それまでに置いた数字</translation>
    </message>
    <message>
        <source>Chen: digit assumed</source>
        <translation>Chen: 仮定した数字</translation>
    </message>
    <message>
        <source>The swapped pair</source>
        <translation>交換したペア</translation>
    </message>
    <message>
        <source>Clashing cell (a row or column repeats it)</source>
        <translation>衝突するマス（行か列で重複）</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>The climber&apos;s digit</source>
        <translation>山登り法の数字</translation>
    </message>
    <message>
        <source>Edges: distinct digits of the row or column (f1) · clashes with givens (f2)</source>
        <translation>縁: 行または列の異なる数字（f1）・ヒントとの衝突（f2）</translation>
    </message>
</context>
<context>
    <name>LabWorkspace</name>
    <message>
        <source>Choose a solver and press Run (F5); then step with the arrow keys, play with Space.</source>
        <translation>ソルバーを選んで実行 (F5) を押し、矢印キーで 1 イベントずつ、スペースで再生します。</translation>
    </message>
    <message>
        <source>The recording stopped at event %1 (its budget); the run went on, and the Run column counts all of it.</source>
        <translation>記録はイベント %1 で止まりました（記録の上限）。実行は続き、「実行全体」の列はそのすべてを数えています。</translation>
    </message>
    <message>
        <source>Before the first event: the puzzle as the solver starts from it.</source>
        <translation>最初のイベントの前: ソルバーが始める時点の問題です。</translation>
    </message>
    <message>
        <source>Event %1: %2</source>
        <translation>イベント %1: %2</translation>
    </message>
    <message>
        <source>Puzzle: none yet</source>
        <translation>問題: まだありません</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>問題: %1</translation>
    </message>
    <message>
        <source>Solver Lab</source>
        <translation>ソルバー実験室</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>CtN &amp;Heat-Map</source>
        <translation>CtN ヒートマップ(&amp;H)</translation>
    </message>
    <message>
        <source>Colour every open cell by its Contribution Number (H)</source>
        <translation>空きマスを貢献数で色分け (H)</translation>
    </message>
    <message>
        <source>Take Play&apos;s &amp;Puzzle</source>
        <translation>プレイの問題を使う(&amp;P)</translation>
    </message>
    <message>
        <source>Take Play&apos;s Current P&amp;osition</source>
        <translation>プレイの現在の局面を使う(&amp;O)</translation>
    </message>
    <message>
        <source>Hill Climber</source>
        <translation>山登り法</translation>
    </message>
    <message>
        <source>Search Tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <source>Board of the run</source>
        <translation>実行の盤面</translation>
    </message>
    <message>
        <source>The puzzle before a run; arrows move between cells</source>
        <translation>実行前の問題。矢印キーでマスを移動します</translation>
    </message>
    <message>
        <source>Board corner</source>
        <translation>盤面の角</translation>
    </message>
    <message>
        <source>Events of the run</source>
        <translation>実行のイベント</translation>
    </message>
    <message>
        <source>One row per event; arrows step through the run and the board follows</source>
        <translation>イベントごとに 1 行。矢印キーで実行をたどり、盤面が追従します</translation>
    </message>
    <message>
        <source>Events, search tree and hill climber</source>
        <translation>イベント、探索木、山登り法</translation>
    </message>
    <message>
        <source>Solver options and counters</source>
        <translation>ソルバーの設定とカウンター</translation>
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
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Cell &amp;Names</source>
        <translation>マスの呼び方(&amp;N)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>テーマ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>From a &amp;Collection</source>
        <translation>問題集から(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>モード(&amp;M)</translation>
    </message>
    <message>
        <source>There is no next puzzle in %1.</source>
        <translation>%1に次の問題はありません。</translation>
    </message>
    <message>
        <source>%1, puzzle %2</source>
        <extracomment>The window title: where the puzzle comes from and its number there.</extracomment>
        <translation>%1、問題%2</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Highlight Candidates</source>
        <translation>候補を強調(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Side &amp;Panel</source>
        <translation>サイドパネル(&amp;P)</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <comment>file name, puzzle number</comment>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1, the position in Play</source>
        <translation>%1、プレイの局面</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>実験室(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>テクニック(&amp;T)</translation>
    </message>
    <message>
        <source>What each solving technique is, with an example</source>
        <translation>各解法テクニックの説明と例</translation>
    </message>
    <message>
        <source>&lt;p&gt;Version %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;バージョン %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Drill…</source>
        <translation>ドリル(&amp;D)…</translation>
    </message>
    <message>
        <source>Practise one step at a time: positions where a technique is the next step</source>
        <translation>一手ずつ練習：あるテクニックが次の一手になる局面</translation>
    </message>
</context>
<context>
    <name>PaperReference</name>
    <message>
        <source>Abuluaih et al., Table 1</source>
        <translation>Abuluaih ほか、表 1</translation>
    </message>
    <message>
        <source>Abuluaih et al., Table 2</source>
        <translation>Abuluaih ほか、表 2</translation>
    </message>
    <message>
        <source>Carmel, top95 table</source>
        <translation>Carmel、top95 の表</translation>
    </message>
    <message>
        <source>San Segundo, Table 3</source>
        <translation>San Segundo、表 3</translation>
    </message>
</context>
<context>
    <name>PlayWorkspace</name>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>可能な手</translation>
    </message>
    <message>
        <source>Every step that applies now; click one to see it, double-click to apply it</source>
        <translation>今使えるすべての手。クリックで表示、ダブルクリックで適用します</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
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
        <translation>
            <numerusform>%n個の数字が解と合いません。</numerusform>
        </translation>
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
        <source>Solved in %1.</source>
        <translation>%1で解けました。</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤面</translation>
    </message>
    <message>
        <source>Arrows move, digits enter, Shift+digit marks a candidate, Shift+arrows select more cells</source>
        <translation>矢印キーで移動、数字キーで入力、Shift+数字で候補を記入、Shift+矢印キーでマスを追加選択</translation>
    </message>
    <message>
        <source>History of moves</source>
        <translation>手の履歴</translation>
    </message>
    <message>
        <source>Steps that apply now</source>
        <translation>いま使える手順</translation>
    </message>
    <message>
        <source>Side panel tabs</source>
        <translation>サイドパネルのタブ</translation>
    </message>
    <message>
        <source>Select every cell</source>
        <translation>すべてのマスを選択</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>The practice record was not saved: %1</source>
        <translation>練習記録を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Practice record</source>
        <translation>練習記録</translation>
    </message>
    <message>
        <source>You needed a hint for %1 more often than for any other technique:</source>
        <extracomment>%1 is a technique; the two sentences after it give the counts.</extracomment>
        <translation>%1は、ほかのどのテクニックよりも多くヒントが必要でした。</translation>
    </message>
    <message numerus="yes">
        <source>in %n solved game(s) with a hint,</source>
        <translation>
            <numerusform>ヒントを使って解いたゲームが%n回、</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>found alone in %n.</source>
        <translation>
            <numerusform>自力で見つけたのが%n回です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>There is nothing to practise yet: your record has no technique you needed a hint for. Solve a few puzzles, and when a hint helps you, Practice will find you a puzzle that needs that technique.</source>
        <translation>まだ練習するものがありません。記録に、ヒントが必要だったテクニックがありません。パズルをいくつか解いてください。ヒントに助けられたら、「練習」がそのテクニックの必要なパズルを探します。</translation>
    </message>
    <message>
        <source>The new puzzle&apos;s path needs %1.</source>
        <translation>新しいパズルの解き方には%1が必要です。</translation>
    </message>
    <message>
        <source>Practice Record</source>
        <translation>練習記録</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>練習する(&amp;P)</translation>
    </message>
    <message>
        <source>No solved games recorded yet. Each puzzle you solve adds the techniques its path needed: found alone, or with a hint.</source>
        <translation>まだ解いたゲームの記録がありません。パズルを解くたびに、その解き方に必要だったテクニックが、自力で見つけたかヒントを使ったかとともに記録されます。</translation>
    </message>
    <message>
        <source>Per technique, the solved games whose path needed it: found alone, or with a hint. The first row is the one Practice proposes.</source>
        <translation>テクニックごとに、それが必要だった解いたゲームの数を、自力で見つけたかヒントを使ったかに分けて示します。「練習」は一行目のテクニックを提案します。</translation>
    </message>
    <message>
        <source>&amp;Generate a Puzzle…</source>
        <translation>パズルを生成(&amp;G)…</translation>
    </message>
    <message>
        <source>A new puzzle made for you, of the size and level you choose</source>
        <translation>選んだサイズとレベルで、あなたのために新しいパズルを作ります</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>練習(&amp;P)…</translation>
    </message>
    <message>
        <source>A new puzzle that needs the technique you needed the most hints for</source>
        <translation>一番ヒントが必要だったテクニックを使う新しいパズル</translation>
    </message>
    <message>
        <source>Practice &amp;Record…</source>
        <translation>練習記録(&amp;R)…</translation>
    </message>
    <message>
        <source>Per technique: found alone, or with a hint, in the games you solved</source>
        <translation>テクニックごとに、解いたゲームで自力で見つけたかヒントを使ったか</translation>
    </message>
    <message numerus="yes">
        <source>You needed a hint for %1 and for %n other technique(s) equally often, and %1 is the hardest of them: each</source>
        <translation>
            <numerusform>%1とほかの%n個のテクニックは、同じ頻度でヒントが必要でした。その中で最も難しいのが%1です。それぞれ</numerusform>
        </translation>
    </message>
    <message>
        <source>Drills per technique</source>
        <translation>テクニックごとのドリル</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>ドリル(&amp;D)</translation>
    </message>
    <message>
        <source>Ten drills of the technique selected (or proposed)</source>
        <translation>選択した（または提案された）テクニックのドリル10問</translation>
    </message>
    <message>
        <source>Drills: one position at a time where the technique is the next step. Drill next: %1</source>
        <translation>ドリル：テクニックが次の一手になる局面を一つずつ。次のドリル：%1</translation>
    </message>
    <message>
        <source>Drills: one position at a time where the technique is the next step (Game ▸ Drill). None done yet.</source>
        <translation>ドリル：テクニックが次の一手になる局面を一つずつ（ゲーム ▸ ドリル）。まだありません。</translation>
    </message>
    <message>
        <source>Drill %1 now</source>
        <translation>%1を今ドリルする</translation>
    </message>
</context>
<context>
    <name>PracticeModel</name>
    <message>
        <source>Technique</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Found alone</source>
        <translation>自力で発見</translation>
    </message>
    <message>
        <source>Needed a hint</source>
        <translation>ヒントが必要</translation>
    </message>
</context>
<context>
    <name>PracticeRecord</name>
    <message>
        <source>this is not a Sudoku Tutor practice record</source>
        <translation>これはSudoku Tutorの練習記録ではありません</translation>
    </message>
    <message>
        <source>&quot;version&quot; is not a format version</source>
        <translation>「version」は形式のバージョンではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not a technique</source>
        <translation>「%1」：%2はテクニックではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a count</source>
        <translation>「%1」は回数ではありません</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation>%1MiBより大きいファイルです</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>%1行%2列：%3</translation>
    </message>
    <message>
        <source>Your practice record %1 could not be read (%2), and it could not be moved aside: it is left as it is, and this session&apos;s games are not recorded.</source>
        <translation>練習記録%1を読み込めず（%2）、別名で退避することもできませんでした。ファイルはそのまま残し、今回のゲームは記録しません。</translation>
    </message>
    <message>
        <source>Your practice record could not be read (%1). Nothing was deleted: it was kept as %2, and a new record starts.</source>
        <translation>練習記録を読み込めませんでした（%1）。何も削除していません。%2として保存し、新しい記録を始めます。</translation>
    </message>
</context>
<context>
    <name>PuzzleInfo</name>
    <message>
        <source>Time played</source>
        <translation>プレイ時間</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>解は1つ</translation>
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
    <message numerus="yes">
        <source>%n cells selected: %1</source>
        <extracomment>The side panel: several cells are selected; %1 names them.</extracomment>
        <translation>
            <numerusform>%n個のマスを選択中: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected cell: %1</source>
        <translation>選択中のマス: %1</translation>
    </message>
    <message>
        <source>Puzzle %1 · %2 × %2</source>
        <translation>問題%1 · %2 × %2</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %n given(s)&lt;br&gt;%3&lt;br&gt;%4</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · 初期数字%n個&lt;br&gt;%3&lt;br&gt;%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleLibrary</name>
    <message>
        <source>New York Times — easy</source>
        <translation>ニューヨーク・タイムズ（初級）</translation>
    </message>
    <message>
        <source>New York Times — medium</source>
        <translation>ニューヨーク・タイムズ（中級）</translation>
    </message>
    <message>
        <source>New York Times — hard</source>
        <translation>ニューヨーク・タイムズ（上級）</translation>
    </message>
    <message>
        <source>Peter Norvig&apos;s top 95</source>
        <translation>ピーター・ノーヴィグのトップ95</translation>
    </message>
</context>
<context>
    <name>PuzzlePicker</name>
    <message>
        <source>%1 (rated %2)</source>
        <extracomment>A puzzle picked by level: its collection (named by its source) and the level the program rates it.</extracomment>
        <translation>%1（評価: %2）</translation>
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
        <translation>各ペインが表示しているイベント (記録済みのうち)</translation>
    </message>
    <message>
        <source>Assignments made by the search (Chen: assumptions), as the papers count them</source>
        <translation>探索が行った割り当て (Chen: 仮定)。論文と同じ数え方</translation>
    </message>
    <message>
        <source>Assignments undone (Chen: assumptions refuted)</source>
        <translation>取り消した割り当て (Chen: 否定された仮定)</translation>
    </message>
    <message>
        <source>The deepest assignment level so far</source>
        <translation>これまでの割り当ての最大の深さ</translation>
    </message>
    <message>
        <source>The hill climber&apos;s moves</source>
        <translation>山登り法の移動</translation>
    </message>
    <message>
        <source>The hill climber&apos;s restarts</source>
        <translation>山登り法の再スタート</translation>
    </message>
    <message>
        <source>The tutor&apos;s steps, the FILTER&apos;s rule firings</source>
        <translation>チューターの手、FILTER の規則の適用</translation>
    </message>
    <message>
        <source>The run&apos;s own CPU time at the event shown</source>
        <translation>表示中のイベントまでに実行が使った CPU 時間</translation>
    </message>
    <message>
        <source>How the run ended, once the pane has reached its end</source>
        <translation>ペインが最後に達したときの実行の結果</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
</context>
<context>
    <name>RacePane</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>neutralize</source>
        <translation>中和</translation>
    </message>
    <message>
        <source>hill climber</source>
        <translation>山登り法</translation>
    </message>
    <message>
        <source>tutor</source>
        <translation>チューター</translation>
    </message>
    <message>
        <source>FILTER</source>
        <translation>FILTER</translation>
    </message>
    <message numerus="yes">
        <source>FILTER, %n rule(s)</source>
        <translation>
            <numerusform>FILTER、%n 規則</numerusform>
        </translation>
    </message>
    <message>
        <source>Chen</source>
        <translation>Chen</translation>
    </message>
    <message>
        <source>Solver of Pane %1</source>
        <translation>ペイン %1 のソルバー</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <translation>イベント %1 / %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>pane number, solver</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Solver…</source>
        <translation>ソルバー…</translation>
    </message>
    <message>
        <source>Choose this pane&apos;s solver</source>
        <translation>このペインのソルバーを選ぶ</translation>
    </message>
    <message>
        <source>Step this pane forward</source>
        <translation>このペインを進める</translation>
    </message>
    <message>
        <source>This pane alone: one event forward</source>
        <translation>このペインだけ: 1 イベント進む</translation>
    </message>
    <message>
        <source>Step this pane back</source>
        <translation>このペインを戻す</translation>
    </message>
    <message>
        <source>This pane alone: one event back</source>
        <translation>このペインだけ: 1 イベント戻る</translation>
    </message>
    <message>
        <source>Remove this pane</source>
        <translation>このペインを削除</translation>
    </message>
    <message>
        <source>Take this pane out of the race</source>
        <translation>このペインをレースから外す</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>position; the run&apos;s state</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>The puzzle before the race; Run All (F5) starts it</source>
        <translation>レース前の問題。「すべて実行」（F5）で始まります</translation>
    </message>
    <message>
        <source>Board of pane %1: %2</source>
        <translation>ペイン %1 の盤面：%2</translation>
    </message>
    <message>
        <source>Board corner</source>
        <translation>盤面の角</translation>
    </message>
</context>
<context>
    <name>RacePresets</name>
    <message>
        <source>Abuluaih: lex vs MRV vs CtN (fc, neutralize)</source>
        <translation>Abuluaih: lex 対 MRV 対 CtN (fc、中和)</translation>
    </message>
    <message>
        <source>Abuluaih</source>
        <translation>Abuluaih</translation>
    </message>
    <message>
        <source>Abuluaih et al., Tables 1–2: the systematic order (their FC), fewest candidates and the Contribution Number, each with forward checking, stopping at a Neutralized Set.</source>
        <translation>Abuluaih ら、表 1–2: 順番どおり (論文の FC)、候補最少、Contribution Number。いずれも前方検査付きで、中和集合に達したら止まります。</translation>
    </message>
    <message>
        <source>Carmel: MRV with none / I / I+II / I–IV</source>
        <translation>Carmel: MRV に なし / I / I+II / I–IV</translation>
    </message>
    <message>
        <source>Carmel</source>
        <translation>Carmel</translation>
    </message>
    <message>
        <source>Carmel&apos;s HS-solver on MRV: no propagation (node limit 10 million), then his strategies I, I+II and all four. A race has four panes: for I+II+III take the second Carmel preset, or choose it in any pane&apos;s Solver… dialog.</source>
        <translation>MRV 上の Carmel の HS ソルバー: 伝播なし (ノード上限 1000 万)、次に戦略 I、I+II、4 つすべて。レースのペインは 4 つまでです。I+II+III は 2 つ目の Carmel プリセットか、任意のペインの「ソルバー…」ダイアログで選んでください。</translation>
    </message>
    <message>
        <source>Carmel: MRV with I / I+II / I+II+III / I–IV</source>
        <translation>Carmel: MRV に I / I+II / I+II+III / I–IV</translation>
    </message>
    <message>
        <source>Carmel, pairs</source>
        <translation>Carmel、ペア</translation>
    </message>
    <message>
        <source>Carmel&apos;s strategies added one at a time: candidate reduction (I), uniqueness (II), hidden pairs (III), naked pairs (IV). The naive search is in the first Carmel preset.</source>
        <translation>Carmel の戦略を 1 つずつ追加: 候補の削減 (I)、唯一性 (II)、隠れペア (III)、裸のペア (IV)。素朴な探索は 1 つ目の Carmel プリセットにあります。</translation>
    </message>
    <message>
        <source>San Segundo: L vs D_v r1r2 vs G_vmax vs G_vmin (FILTER)</source>
        <translation>San Segundo: L 対 D_v r1r2 対 G_vmax 対 G_vmin (FILTER)</translation>
    </message>
    <message>
        <source>San Segundo</source>
        <translation>San Segundo</translation>
    </message>
    <message>
        <source>San Segundo&apos;s Table 3: lexicographic order, fewest candidates with the look-ahead value order, and the ties broken by the most or fewest G_CSP edges, each with the ten-rule FILTER at every node.</source>
        <translation>San Segundo の表 3: 辞書順、先読みによる値の順序付きの候補最少、同点を G_CSP の辺の最多または最少で決めるもの。いずれも各ノードで 10 規則の FILTER を使います。</translation>
    </message>
    <message>
        <source>Hill climber: greedy vs post-swap vs random</source>
        <translation>山登り法: 貪欲法 対 事後交換 対 ランダム</translation>
    </message>
    <message>
        <source>Hill climber</source>
        <translation>山登り法</translation>
    </message>
    <message>
        <source>Jones, Roach and Perkins: the same climber from a greedy start, a greedy start with post-swapping, and a random start.</source>
        <translation>Jones、Roach、Perkins: 同じ山登り法を、貪欲法による初期状態、事後交換付きの貪欲法、ランダムな初期状態から始めます。</translation>
    </message>
</context>
<context>
    <name>RaceWorkspace</name>
    <message>
        <source>A race takes 2 to 4 solvers, not %1.</source>
        <translation>レースのソルバーは 2 から 4 個です (%1 個ではありません)。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>「%1」: %2</translation>
    </message>
    <message>
        <source>Preset: %1. Press Run All (F5).</source>
        <translation>プリセット: %1。「すべて実行」(F5) を押してください。</translation>
    </message>
    <message>
        <source>There is no puzzle in the text.</source>
        <translation>テキストに問題がありません。</translation>
    </message>
    <message>
        <source>The race has no puzzle: start a game in Play first.</source>
        <translation>レースに問題がありません。先にプレイでゲームを始めてください。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Finish line:&lt;/b&gt; no pane has reached its end yet.</source>
        <translation>&lt;b&gt;ゴール:&lt;/b&gt; まだ最後に達したペインはありません。</translation>
    </message>
    <message>
        <source>%1. pane %2 (%3)</source>
        <comment>place, pane number, value</comment>
        <translation>%1 位 ペイン %2 (%3)</translation>
    </message>
    <message>
        <source>fewest recursions: %1</source>
        <translation>再帰が最少: %1</translation>
    </message>
    <message>
        <source>fewest backtracks: %1</source>
        <translation>バックトラックが最少: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>least CPU time: %1</source>
        <translation>CPU 時間が最少: %1</translation>
    </message>
    <message>
        <source>not solved: %1</source>
        <translation>未解決: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Finish line:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;ゴール:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)/s</source>
        <translation>
            <numerusform>%Ln イベント/秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln decision(s)/s</source>
        <translation>
            <numerusform>%Ln 決定/秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ms of CPU/s</source>
        <translation>
            <numerusform>%Ln ms CPU/秒</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Run All</source>
        <translation>すべて実行(&amp;R)</translation>
    </message>
    <message>
        <source>Run every pane&apos;s solver on the puzzle (F5)</source>
        <translation>各ペインのソルバーを問題に実行 (F5)</translation>
    </message>
    <message>
        <source>Cancel All</source>
        <translation>すべて中止</translation>
    </message>
    <message>
        <source>Stop every run (Esc)</source>
        <translation>すべての実行を止める (Esc)</translation>
    </message>
    <message>
        <source>Pause All</source>
        <translation>すべて一時停止</translation>
    </message>
    <message>
        <source>Play All</source>
        <translation>すべて再生</translation>
    </message>
    <message>
        <source>Pause every pane (Space)</source>
        <translation>すべてのペインを一時停止 (スペース)</translation>
    </message>
    <message>
        <source>Play every pane in lockstep (Space)</source>
        <translation>すべてのペインを歩調を合わせて再生 (スペース)</translation>
    </message>
    <message>
        <source>Step All Forward</source>
        <translation>すべて 1 つ進む</translation>
    </message>
    <message>
        <source>Every pane one step of the lockstep measure forward (Right)</source>
        <translation>すべてのペインを歩調の単位で 1 つ進める (右)</translation>
    </message>
    <message>
        <source>Step All Back</source>
        <translation>すべて 1 つ戻る</translation>
    </message>
    <message>
        <source>Every pane one step of the lockstep measure back (Left)</source>
        <translation>すべてのペインを歩調の単位で 1 つ戻す (左)</translation>
    </message>
    <message>
        <source>Every pane before its first event (Home)</source>
        <translation>すべてのペインを最初のイベントの前へ (Home)</translation>
    </message>
    <message>
        <source>Every pane at its end (End)</source>
        <translation>すべてのペインを最後へ (End)</translation>
    </message>
    <message>
        <source>Next Finish</source>
        <translation>次のゴール</translation>
    </message>
    <message>
        <source>To where the next pane reaches its end (Page Down)</source>
        <translation>次のペインが最後に達する所へ (Page Down)</translation>
    </message>
    <message>
        <source>Previous Finish</source>
        <translation>前のゴール</translation>
    </message>
    <message>
        <source>To where the previous pane reached its end (Page Up)</source>
        <translation>前のペインが最後に達した所へ (Page Up)</translation>
    </message>
    <message>
        <source>Drag the race to any point of the measure</source>
        <translation>ドラッグしてレースを単位の任意の位置へ</translation>
    </message>
    <message>
        <source>Puzzle: none yet</source>
        <translation>問題: まだありません</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>問題: %1</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>レース</translation>
    </message>
    <message>
        <source>&amp;Race</source>
        <translation>レース(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Lockstep By</source>
        <translation>歩調の単位(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Lockstep by:</source>
        <translation>歩調の単位(&amp;L):</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <source>each event</source>
        <translation>イベントごと</translation>
    </message>
    <message>
        <source>each decision</source>
        <translation>決定ごと</translation>
    </message>
    <message>
        <source>each 1 ms of CPU</source>
        <translation>CPU 1 ms ごと</translation>
    </message>
    <message>
        <source>Each &amp;Event</source>
        <translation>イベントごと(&amp;E)</translation>
    </message>
    <message>
        <source>Each &amp;Decision</source>
        <translation>決定ごと(&amp;D)</translation>
    </message>
    <message>
        <source>Each 1 ms of &amp;CPU</source>
        <translation>CPU 1 ms ごと(&amp;C)</translation>
    </message>
    <message>
        <source>The common measure the panes step by: each event, each decision (a search&apos;s assignment, Chen&apos;s assumption, a tutor step, a FILTER firing, a climber&apos;s move), or each millisecond of the run&apos;s own CPU time</source>
        <translation>ペインが共通に進む単位: イベントごと、決定ごと (探索の割り当て、Chen の仮定、チューターの手、FILTER の適用、山登り法の移動)、または実行自身の CPU 時間 1 ミリ秒ごと</translation>
    </message>
    <message>
        <source>&amp;Add Pane</source>
        <translation>ペインを追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add a pane (up to four)</source>
        <translation>ペインを追加 (4 つまで)</translation>
    </message>
    <message>
        <source>Take Play&apos;s &amp;Puzzle</source>
        <translation>プレイの問題を使う(&amp;P)</translation>
    </message>
    <message>
        <source>Take Play&apos;s Current P&amp;osition</source>
        <translation>プレイの現在の局面を使う(&amp;O)</translation>
    </message>
    <message>
        <source>Race results</source>
        <translation>レースの結果</translation>
    </message>
    <message>
        <source>One row per pane: its event, counters and result; arrows step the race</source>
        <translation>ペインごとに 1 行：イベント、カウンター、結果。矢印キーでレースを進めます</translation>
    </message>
</context>
<context>
    <name>RunWording</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>a list of changes, cut short</comment>
        <translation>
            <numerusform>%1 ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>FILTER rule %1 (%2): %3</source>
        <comment>rule number, technique, changes</comment>
        <translation>FILTER 規則 %1（%2）: %3</translation>
    </message>
    <message>
        <source>%1-Reduction: %2</source>
        <comment>r, changes</comment>
        <translation>%1-縮約: %2</translation>
    </message>
    <message>
        <source>Assume %1 (depth %2)</source>
        <translation>%1 と仮定（深さ %2）</translation>
    </message>
    <message>
        <source>The assumption %1 fails: back to the grid before it</source>
        <translation>仮定 %1 は失敗: その前の盤面に戻る</translation>
    </message>
    <message numerus="yes">
        <source>Reduction is stuck with %n open cell(s): an inference follows</source>
        <translation>
            <numerusform>縮約は空きマス %n 個で行き詰まり: 推論に進む</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose %1: %2</source>
        <comment>Choose E5: reason</comment>
        <translation>%1 を選ぶ: %2</translation>
    </message>
    <message>
        <source>Propagation: nothing follows</source>
        <translation>伝播: 何も起きない</translation>
    </message>
    <message>
        <source>Propagation: %1</source>
        <translation>伝播: %1</translation>
    </message>
    <message>
        <source>Rejected: %1 cannot be %2, a peer already holds it</source>
        <translation>却下: %1 は %2 にできない、同じ行・列・ブロックのマスにすでにある</translation>
    </message>
    <message>
        <source>The node limit stops the search at node %1</source>
        <translation>ノード数の上限で探索がノード %1 で止まる</translation>
    </message>
    <message>
        <source>Back to an earlier state: f = %1</source>
        <translation>以前の状態に戻る: f = %1</translation>
    </message>
    <message numerus="yes">
        <source>Solved with %Ln assumption(s)</source>
        <translation>
            <numerusform>%Ln 回の仮定で解けました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln step(s)</source>
        <translation>
            <numerusform>%Ln 手で解けました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck after %Ln step(s): no rule applies any more</source>
        <translation>
            <numerusform>%Ln 手で行き詰まり: 使える規則がもうありません</numerusform>
        </translation>
    </message>
    <message>
        <source>Contradiction: the puzzle has no solution</source>
        <translation>矛盾: この問題には解がありません</translation>
    </message>
    <message numerus="yes">
        <source>The limit was reached after %Ln step(s)</source>
        <translation>
            <numerusform>%Ln 手で上限に達しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>解けた</translation>
    </message>
    <message>
        <source>Neutralized</source>
        <translation>中和</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation>行き詰まり</translation>
    </message>
    <message>
        <source>Limit reached</source>
        <translation>上限に到達</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>The givens repeat a digit</source>
        <translation>ヒントに重複する数字があります</translation>
    </message>
    <message>
        <source>This solver is not available</source>
        <translation>このソルバーは使えません</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Reduction</source>
        <translation>縮約</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>Refutation</source>
        <translation>反駁</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>Propagation</source>
        <translation>伝播</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>バックトラック</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>Sideways</source>
        <translation>横移動</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>再スタート</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>ジャンプ</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Recursions</source>
        <translation>再帰</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>バックトラック</translation>
    </message>
    <message>
        <source>Values tried</source>
        <translation>試した値</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>最大の深さ</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復</translation>
    </message>
    <message>
        <source>Sideways moves</source>
        <translation>横移動</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>再スタート</translation>
    </message>
    <message>
        <source>f = w1·f1 + w2·f2</source>
        <translation>f = w1·f1 + w2·f2</translation>
    </message>
    <message>
        <source>f1 (distinct per row and column)</source>
        <translation>f1（行と列ごとの異なる数字）</translation>
    </message>
    <message>
        <source>f2 (clashes with givens)</source>
        <translation>f2（ヒントとの衝突）</translation>
    </message>
    <message>
        <source>Best f</source>
        <translation>最良の f</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Reduction passes</source>
        <translation>縮約の回数</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>これまでのスコア</translation>
    </message>
    <message>
        <source>Hardest so far</source>
        <translation>これまでの最難</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 時間</translation>
    </message>
    <message>
        <source>rule %1 (%2)</source>
        <translation>規則 %1（%2）</translation>
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
        <translation>%1: 再帰 %2 回、バックトラック %3 回</translation>
    </message>
    <message>
        <source>%1: running…</source>
        <translation>%1: 実行中…</translation>
    </message>
    <message>
        <source>The search tree grows here while a search runs.</source>
        <translation>探索の実行中、ここに探索木が育ちます。</translation>
    </message>
    <message>
        <source>This run has no search tree: choose a search (or Chen&apos;s inference) to see one.</source>
        <translation>この実行には探索木がありません。探索木を見るには探索（または Chen の推論）を選んでください。</translation>
    </message>
    <message>
        <source>%1 nodes (%2 recursions), %3 failed (backtracks), %4 leaves, %5 levels.</source>
        <translation>ノード %1 個（再帰 %2 回）、失敗 %3 個（バックトラック）、葉 %4 個、%5 段。</translation>
    </message>
    <message>
        <source>The recording stopped at its budget: the tree shows the %1 nodes recorded of the run&apos;s %2 recursions.</source>
        <translation>記録は上限で止まりました。木は実行の再帰 %2 回のうち、記録されたノード %1 個を表示しています。</translation>
    </message>
    <message>
        <source>Node %1, depth %2</source>
        <translation>ノード %1、深さ %2</translation>
    </message>
    <message>
        <source>The root: the puzzle after the first propagation</source>
        <translation>根：最初の伝播の後のパズル</translation>
    </message>
    <message>
        <source>Propagation: %1 eliminations, %2 placements</source>
        <translation>伝播：候補の除去 %1 件、数字の確定 %2 件</translation>
    </message>
    <message>
        <source>Candidates left: %1 in %2 open cells</source>
        <translation>残りの候補：空きマス %2 個に %1 個</translation>
    </message>
    <message>
        <source>on the open path</source>
        <translation>実行中の経路上</translation>
    </message>
    <message>
        <source>on the solution path</source>
        <translation>解への経路上</translation>
    </message>
    <message>
        <source>the neutralized leaf</source>
        <translation>中和された葉</translation>
    </message>
    <message>
        <source>failed by a conflict</source>
        <translation>矛盾により失敗</translation>
    </message>
    <message>
        <source>undone by backtracking</source>
        <translation>バックトラックで取り消し</translation>
    </message>
    <message>
        <source>cut by the node limit</source>
        <translation>ノード上限で打ち切り</translation>
    </message>
    <message>
        <source>Fate: %1</source>
        <translation>結末：%1</translation>
    </message>
    <message>
        <source>Subtree: %1 nodes</source>
        <translation>部分木：ノード %1 個</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export the Whole Tree</source>
        <translation>木全体を書き出す</translation>
    </message>
    <message>
        <source>Export the Visible Part</source>
        <translation>表示部分を書き出す</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 を書き込めませんでした。</translation>
    </message>
    <message>
        <source>solution path</source>
        <translation>解への経路</translation>
    </message>
    <message>
        <source>neutralized leaf</source>
        <translation>中和された葉</translation>
    </message>
    <message>
        <source>conflict: a cell emptied</source>
        <translation>矛盾：候補のなくなったマス</translation>
    </message>
    <message>
        <source>conflict: a symbol without a place</source>
        <translation>矛盾：置き場所のない数字</translation>
    </message>
    <message>
        <source>conflict: a peer holds the value</source>
        <translation>矛盾：同じ値を持つ関連マス</translation>
    </message>
    <message>
        <source>conflict found by a rule</source>
        <translation>規則が見つけた矛盾</translation>
    </message>
    <message>
        <source>open (running)</source>
        <translation>未完了（実行中）</translation>
    </message>
    <message>
        <source>block: failed subtrees (node count)</source>
        <translation>ブロック：失敗した部分木（ノード数）</translation>
    </message>
    <message>
        <source>block holding the path</source>
        <translation>経路を含むブロック</translation>
    </message>
    <message>
        <source>current node and its path</source>
        <translation>現在のノードとその経路</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <source>Fit the whole tree into the view (F)</source>
        <translation>木全体を表示に収める (F)</translation>
    </message>
    <message>
        <source>Current Path</source>
        <translation>現在の経路</translation>
    </message>
    <message>
        <source>Zoom to the path from the root to the current node (P)</source>
        <translation>根から現在のノードまでの経路にズーム (P)</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom in (wheel, Ctrl++; Ctrl+wheel: the levels)</source>
        <translation>拡大（ホイール、Ctrl++。Ctrl+ホイール：段の間隔）</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Zoom out (wheel, Ctrl+-)</source>
        <translation>縮小（ホイール、Ctrl+-）</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>追従</translation>
    </message>
    <message>
        <source>Keep the current node in view while stepping</source>
        <translation>ステップ実行中、現在のノードを表示内に保つ</translation>
    </message>
    <message>
        <source>Visible Part as PNG…</source>
        <translation>表示部分を PNG で…</translation>
    </message>
    <message>
        <source>Visible Part as SVG…</source>
        <translation>表示部分を SVG で…</translation>
    </message>
    <message>
        <source>Whole Tree as PNG…</source>
        <translation>木全体を PNG で…</translation>
    </message>
    <message>
        <source>Whole Tree as SVG…</source>
        <translation>木全体を SVG で…</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>比較対象：</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Current node: the root.</source>
        <translation>現在のノード：根。</translation>
    </message>
    <message>
        <source>Current node %1 at depth %2, path %3.</source>
        <translation>現在のノード %1（深さ %2）、経路 %3。</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <source>Search tree of the compared ordering</source>
        <translation>比較する順序の探索木</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>比較対象</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Unfold This Subtree</source>
        <translation>この部分木を展開</translation>
    </message>
    <message>
        <source>Fold This Subtree</source>
        <translation>この部分木を折りたたむ</translation>
    </message>
    <message>
        <source>Unfold All</source>
        <translation>すべて展開</translation>
    </message>
    <message>
        <source>Fit the Whole Tree</source>
        <translation>木全体を表示</translation>
    </message>
    <message>
        <source>Zoom to the Current Path</source>
        <translation>現在の経路にズーム</translation>
    </message>
    <message>
        <source>Export the Visible Part as PNG…</source>
        <translation>表示部分を PNG で書き出す…</translation>
    </message>
    <message>
        <source>Export the Visible Part as SVG…</source>
        <translation>表示部分を SVG で書き出す…</translation>
    </message>
    <message>
        <source>Export the Whole Tree as PNG…</source>
        <translation>木全体を PNG で書き出す…</translation>
    </message>
    <message>
        <source>Export the Whole Tree as SVG…</source>
        <translation>木全体を SVG で書き出す…</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>探索木</translation>
    </message>
</context>
<context>
    <name>SearchWording</name>
    <message>
        <source>the next open cell in order</source>
        <translation>順番で次の空きマス</translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n)</source>
        <translation>
            <numerusform>候補が最少（%n）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the highest Contribution Number (%1)</source>
        <translation>
            <numerusform>候補が最少（%n）、次に貢献数が最大（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the most constraint-graph edges (%1)</source>
        <translation>
            <numerusform>候補が最少（%n）、次に制約グラフの辺が最多（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fewest candidates (%n), then the fewest constraint-graph edges (%1)</source>
        <translation>
            <numerusform>候補が最少（%n）、次に制約グラフの辺が最少（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; chosen among %n tied cells</source>
        <translation>
            <numerusform>%1。同点の%nマスから選択</numerusform>
        </translation>
    </message>
    <message>
        <source>Try %1: %2</source>
        <comment>Try E5 = 3: reason</comment>
        <translation>%1を試す: %2</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>前方検査</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>E7 = 4 (rule)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>removes %1 from %2 (%3)</source>
        <translation>%2から%1を消去（%3）</translation>
    </message>
    <message>
        <source>Conflict: %1 has no candidate left</source>
        <translation>矛盾: %1に候補が残っていません</translation>
    </message>
    <message>
        <source>Conflict: %1 has no place left in %2</source>
        <translation>矛盾: %2に%1の入る場所がありません</translation>
    </message>
    <message>
        <source>Conflict: %1 cannot be %2, its peer %3 already holds it</source>
        <translation>矛盾: %1は%2になれません。同じ行・列・ブロックの%3にすでにあります</translation>
    </message>
    <message>
        <source>Conflict: the propagation finds a contradiction at %1</source>
        <translation>矛盾: 伝播が%1で矛盾を見つけました</translation>
    </message>
    <message>
        <source>Conflict: the propagation finds a contradiction in %1</source>
        <translation>矛盾: 伝播が%1で矛盾を見つけました</translation>
    </message>
    <message>
        <source>Conflict: the propagation finds a contradiction</source>
        <translation>矛盾: 伝播が矛盾を見つけました</translation>
    </message>
    <message>
        <source>No conflict</source>
        <translation>矛盾なし</translation>
    </message>
    <message>
        <source>Backtrack: %1 is undone</source>
        <translation>バックトラック: %1を取り消し</translation>
    </message>
    <message>
        <source>The FILTER propagation is not available</source>
        <translation>FILTER 伝播は使えません</translation>
    </message>
    <message numerus="yes">
        <source>Solved after %Ln node(s)</source>
        <translation>
            <numerusform>%Lnノードで解けました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Neutralized after %Ln node(s): the open cells formed a Neutralized Set and were filled</source>
        <translation>
            <numerusform>%Lnノードで中和: 空きマスが中和集合になり、埋められました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No solution: the whole tree was searched (%Ln node(s))</source>
        <translation>
            <numerusform>解なし: 木全体を探索しました（%Lnノード）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Node limit reached after %Ln node(s)</source>
        <translation>
            <numerusform>%Lnノードでノード数の上限に達しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln node(s)</source>
        <translation>
            <numerusform>%Lnノードで中止しました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>1 – 9 (A – Z on big boards)</source>
        <translation>1～9（大きな盤面ではA～Zも）</translation>
    </message>
    <message>
        <source>Board: enter the digit in the selected cells</source>
        <translation>盤面: 選択したマスに数字を入力</translation>
    </message>
    <message>
        <source>Shift + digit</source>
        <translation>Shift + 数字</translation>
    </message>
    <message>
        <source>Board: add or remove the pencil mark</source>
        <translation>盤面: 候補メモを付ける・外す</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Board: switch between digits and pencil marks</source>
        <translation>盤面: 数字入力とメモ入力を切り替え</translation>
    </message>
    <message>
        <source>Delete, Backspace</source>
        <translation>Delete、Backspace</translation>
    </message>
    <message>
        <source>Board: erase the selected cells</source>
        <translation>盤面: 選択したマスを消去</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Board: move (around the edges)</source>
        <translation>盤面: 移動（端から反対側へ回り込みます）</translation>
    </message>
    <message>
        <source>Shift + arrow keys, Ctrl + click</source>
        <translation>Shift + 矢印キー、Ctrl + クリック</translation>
    </message>
    <message>
        <source>Board: select several cells</source>
        <translation>盤面: 複数のマスを選択</translation>
    </message>
    <message>
        <source>Right click</source>
        <translation>右クリック</translation>
    </message>
    <message>
        <source>Board: the cell&apos;s pencil marks; on the digit pad: highlight the digit&apos;s candidates</source>
        <translation>盤面: そのマスの候補メモ。数字パッド: その数字の候補を強調表示</translation>
    </message>
    <message>
        <source>Enter (History tab)</source>
        <translation>Enter（履歴タブ）</translation>
    </message>
    <message>
        <source>Go back or forward to the highlighted step</source>
        <translation>強調した手まで戻る・進む</translation>
    </message>
    <message>
        <source>← / →, Home, End (chain stepper)</source>
        <translation>← / →、Home、End（チェーンを1リンクずつ）</translation>
    </message>
    <message>
        <source>Show of a chain or a net, Help&apos;s examples, the Lab&apos;s logic steps: the link before or after, the first, the whole chain</source>
        <translation>チェーンやネットの「表示」、ヘルプの例、ソルバー実験室のロジックの手: 前後のリンク、最初のリンク、チェーン全体</translation>
    </message>
</context>
<context>
    <name>SolverChooser</name>
    <message>
        <source>Logic</source>
        <translation>論理</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>Hill climber</source>
        <translation>山登り法</translation>
    </message>
    <message>
        <source>Tutor path, step by step</source>
        <translation>チューターの手順、1 手ずつ</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER, by rule</source>
        <translation>San Segundo の FILTER、規則ごと</translation>
    </message>
    <message>
        <source>Chen: Reduction + Inference</source>
        <translation>Chen: 縮約＋推論</translation>
    </message>
    <message>
        <source>a random cell (the paper)</source>
        <translation>ランダムなマス（論文どおり）</translation>
    </message>
    <message>
        <source>the first open cell</source>
        <translation>最初の空きマス</translation>
    </message>
    <message>
        <source>the cell with fewest candidates</source>
        <translation>候補が最少のマス</translation>
    </message>
    <message>
        <source>lex: A1, A2 … in order</source>
        <translation>lex: A1、A2 … の順</translation>
    </message>
    <message>
        <source>mrv: fewest candidates</source>
        <translation>mrv: 候補が最少</translation>
    </message>
    <message>
        <source>mrv-random: random ties</source>
        <translation>mrv-random: 同点はランダム</translation>
    </message>
    <message>
        <source>ctn: Contribution Number</source>
        <translation>ctn: 貢献数</translation>
    </message>
    <message>
        <source>dv-r1r2: look-ahead values</source>
        <translation>dv-r1r2: 先読みで値の順</translation>
    </message>
    <message>
        <source>dv-gvmax: most G_CSP edges</source>
        <translation>dv-gvmax: G_CSP の辺が最多</translation>
    </message>
    <message>
        <source>dv-gvmin: fewest G_CSP edges</source>
        <translation>dv-gvmin: G_CSP の辺が最少</translation>
    </message>
    <message>
        <source>the ordering&apos;s own</source>
        <translation>順序付けの既定</translation>
    </message>
    <message>
        <source>ascending</source>
        <translation>昇順</translation>
    </message>
    <message>
        <source>gmax: most edges left</source>
        <translation>gmax: 残る辺が最多</translation>
    </message>
    <message>
        <source>ep: fewest empty cells</source>
        <translation>ep: 空きマスが最少</translation>
    </message>
    <message>
        <source>none (check only)</source>
        <translation>なし（検査のみ）</translation>
    </message>
    <message>
        <source>forward checking</source>
        <translation>前方検査</translation>
    </message>
    <message>
        <source>fc + singles</source>
        <translation>前方検査＋シングル</translation>
    </message>
    <message>
        <source>Carmel&apos;s strategies</source>
        <translation>Carmel の戦略</translation>
    </message>
    <message>
        <source>San Segundo&apos;s FILTER</source>
        <translation>San Segundo の FILTER</translation>
    </message>
    <message>
        <source>I: candidate reduction</source>
        <translation>I: 候補の削減</translation>
    </message>
    <message>
        <source>II: uniqueness</source>
        <translation>II: 唯一性</translation>
    </message>
    <message>
        <source>III: hidden pairs</source>
        <translation>III: 隠れペア</translation>
    </message>
    <message>
        <source>IV: naked pairs</source>
        <translation>IV: 裸のペア</translation>
    </message>
    <message>
        <source>solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>neutralize</source>
        <translation>中和</translation>
    </message>
    <message>
        <source>best-first (a queue of states)</source>
        <translation>最良優先（状態の待ち行列）</translation>
    </message>
    <message>
        <source>steepest ascent</source>
        <translation>最急上昇</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>貪欲法</translation>
    </message>
    <message>
        <source>greedy with post-swapping</source>
        <translation>貪欲法＋事後交換</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>ソルバー(&amp;S):</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>方法:</translation>
    </message>
    <message>
        <source>FILTER rules:</source>
        <translation>FILTER の規則数:</translation>
    </message>
    <message>
        <source>Inference on:</source>
        <translation>推論の対象:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>Ordering:</source>
        <translation>順序付け:</translation>
    </message>
    <message>
        <source>Value order:</source>
        <translation>値の順:</translation>
    </message>
    <message>
        <source>Propagation:</source>
        <translation>伝播:</translation>
    </message>
    <message>
        <source>Carmel:</source>
        <translation>Carmel:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>目標:</translation>
    </message>
    <message>
        <source>Node limit:</source>
        <translation>ノード数の上限:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>探索:</translation>
    </message>
    <message>
        <source>Queue size:</source>
        <translation>待ち行列の大きさ:</translation>
    </message>
    <message>
        <source>Initialization:</source>
        <translation>初期化:</translation>
    </message>
    <message>
        <source>Weight w1 (f1):</source>
        <translation>重み w1 (f1):</translation>
    </message>
    <message>
        <source>Weight w2 (f2):</source>
        <translation>重み w2 (f2):</translation>
    </message>
    <message>
        <source>Plateau cut-off:</source>
        <translation>プラトーの打ち切り:</translation>
    </message>
</context>
<context>
    <name>StepListModel</name>
    <message>
        <source>(also in %1)</source>
        <extracomment>After a step&apos;s line: the units where the same step was found too.</extracomment>
        <translation>（%1でも同じ）</translation>
    </message>
</context>
<context>
    <name>StepListView</name>
    <message>
        <source>Looking for steps…</source>
        <translation>手を探しています…</translation>
    </message>
    <message>
        <source>A digit disagrees with the solution, so no step is listed: press F2 to find it.</source>
        <translation>解と合わない数字があるため、手は表示されません。F2で見つけられます。</translation>
    </message>
    <message>
        <source>The board is complete.</source>
        <translation>盤面は完成しています。</translation>
    </message>
    <message>
        <source>No technique applies to this position.</source>
        <translation>この局面に使えるテクニックはありません。</translation>
    </message>
    <message>
        <source>About %1…</source>
        <comment>technique help</comment>
        <translation>%1について…</translation>
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
        <translation>フルハウス</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>ネイキッドシングル</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>ヒドゥンシングル</translation>
    </message>
    <message>
        <source>Pointing</source>
        <translation>ポインティング</translation>
    </message>
    <message>
        <source>Claiming</source>
        <translation>クレーミング</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>ネイキッドペア</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>ヒドゥンペア</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>ネイキッドトリプル</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>ヒドゥントリプル</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <translation>ネイキッドクアッド</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <translation>ヒドゥンクアッド</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>Xウィング</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>ソードフィッシュ</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>ジェリーフィッシュ</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>スカイスクレイパー</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>ツーストリングカイト</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XYウィング</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZウィング</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>r-Reduction</source>
        <translation>r-リダクション</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>Unknown technique</source>
        <translation>不明なテクニック</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>%1行</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>%1列</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>ブロック%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>list</comment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>rows %1</source>
        <translation>%1行</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>%1列</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>ブロック%1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <comment>remove digits from cells</comment>
        <translation>%2から%1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <comment>cell = digit</comment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1; removes %2</source>
        <translation>%1。%2を消去</translation>
    </message>
    <message>
        <source>removes %1</source>
        <translation>%1を消去</translation>
    </message>
    <message>
        <source>Look for %1 on the digit %2.</source>
        <translation>数字%2の%1を探しましょう。</translation>
    </message>
    <message>
        <source>Look for %1 with its pivot in %2.</source>
        <translation>%2に軸がある%1を探しましょう。</translation>
    </message>
    <message>
        <source>Look for %1 on the digits %2.</source>
        <translation>数字%2の%1を探しましょう。</translation>
    </message>
    <message>
        <source>Look for %1: almost every empty cell has two candidates.</source>
        <translation>%1を探しましょう。ほとんどの空きマスの候補が2つです。</translation>
    </message>
    <message>
        <source>No simple pattern is left: try %1 — assume a candidate and follow the singles until something breaks.</source>
        <translation>簡単なパターンは残っていません。%1を試しましょう。候補を1つ仮定し、矛盾が出るまでシングルをたどります。</translation>
    </message>
    <message>
        <source>Look for %1 in %2.</source>
        <translation>%2で%1を探しましょう。</translation>
    </message>
    <message>
        <source>Look for %1.</source>
        <translation>%1を探しましょう。</translation>
    </message>
    <message>
        <source>%1 is the only empty cell left in %2, so it takes the missing digit: %3.</source>
        <translation>%1は%2で残った唯一の空きマスなので、足りない数字が入ります: %3。</translation>
    </message>
    <message>
        <source>%1 has only one candidate left, %2: every other digit is already in its row, column or box. So %3.</source>
        <translation>%1に残った候補は%2だけです。ほかの数字はすべて同じ行・列・ブロックにあります。よって%3。</translation>
    </message>
    <message>
        <source>In %1, the digit %2 fits in only one cell, %3. So %4.</source>
        <translation>%1では、数字%2が入るマスは%3だけです。よって%4。</translation>
    </message>
    <message>
        <source>In %1, the digit %2 can only go in %3, and all of these cells lie in %4. So %2 must be in that part of %4, and it can be removed from the other cells of %4: %5.</source>
        <translation>%1では数字%2は%3にしか入らず、これらのマスはすべて%4にあります。よって%2は%4のその部分に入るので、%4のほかのマスから消せます: %5。</translation>
    </message>
    <message>
        <source>In %1, the cells %2 hold only the candidates %3 between them: as many digits as cells. Those digits must go in those cells, so they can be removed from every other cell of %1: %4.</source>
        <translation>%1では、マス%2の候補を合わせると%3だけで、数字の数とマスの数が同じです。これらの数字はこれらのマスに入るので、%1のほかのすべてのマスから消せます: %4。</translation>
    </message>
    <message>
        <source>In %1, the digits %2 fit only in the cells %3: as many cells as digits. Those cells must hold those digits, so every other candidate can be removed from them: %4.</source>
        <translation>%1では、数字%2はマス%3にしか入らず、マスの数と数字の数が同じです。これらのマスにはこれらの数字が入るので、ほかの候補はすべて消せます: %4。</translation>
    </message>
    <message>
        <source>The digit %1 has only two places in each of %2. The ends %3 see each other, so at most one of them is %1; then at least one of the other ends, %4, must be %1. A cell that sees both %4 cannot be %1: %5.</source>
        <translation>数字%1は%2のそれぞれで入る場所が2つしかありません。端%3は互いに見えるので、%1になるのは多くても一方です。すると残りの端%4の少なくとも一方が%1です。%4の両方が見えるマスは%1になれません: %5。</translation>
    </message>
    <message>
        <source>The pivot %1 holds %2. Whichever of them it is, one of the pincers %3 and %4 becomes %5. So %5 can be removed from every cell that sees both pincers: %6.</source>
        <translation>軸%1の候補は%2です。どちらになっても、はさみ%3と%4のどちらかが%5になります。よって両方のはさみが見えるすべてのマスから%5を消せます: %6。</translation>
    </message>
    <message>
        <source>The pivot %1 holds %2, and the pincers %3 and %4 each hold %5 and one of the pivot&apos;s other digits. Whatever the pivot is, one of the three cells is %5. So %5 can be removed from every cell that sees all three: %6.</source>
        <translation>軸%1の候補は%2で、はさみ%3と%4はそれぞれ%5と軸のほかの数字の1つを持ちます。軸が何であっても、3つのマスのどれかが%5になります。よって3つすべてが見えるマスから%5を消せます: %6。</translation>
    </message>
    <message>
        <source>Where the digit %1 has exactly two places in a unit, one of them is %1. Colouring such pairs alternately gives two colours, blue (%2) and orange (%3), and all cells of one colour are %1.</source>
        <translation>ある単位で数字%1の入る場所がちょうど2つなら、どちらかが%1です。そのようなペアを交互に塗ると青（%2）とオレンジ（%3）の2色になり、どちらか一方の色のマスがすべて%1です。</translation>
    </message>
    <message>
        <source>Two cells of the same colour see each other, so that colour cannot be true, and %1 can be removed from all of its cells: %2.</source>
        <translation>同じ色の2つのマスが互いに見えるので、その色は正しくありません。その色のすべてのマスから%1を消せます: %2。</translation>
    </message>
    <message>
        <source>A cell that sees both colours cannot be %1: %2.</source>
        <translation>両方の色が見えるマスは%1になれません: %2。</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle across two rows, two columns and two boxes. Three of them hold only %2. If the fourth, %3, held only those two too, they could be swapped and the puzzle would have two solutions. So %2 can be removed from %3: %4.</source>
        <translation>マス%1は2行・2列・2ブロックにまたがる長方形です。そのうち3つの候補は%2だけです。4つ目の%3もその2つだけなら入れ替えができ、解が2つになってしまいます。よって%3から%2を消せます: %4。</translation>
    </message>
    <message>
        <source>Every empty cell except %1 has exactly two candidates. If %1 were not %2, every cell would have two candidates and the puzzle would have two solutions (a BUG). So %3.</source>
        <translation>%1以外のすべての空きマスの候補はちょうど2つです。%1が%2でなければ、すべてのマスの候補が2つになり、解が2つになってしまいます (BUG)。よって%3。</translation>
    </message>
    <message>
        <source>%1 has only one candidate left, so %2.</source>
        <translation>%1に残った候補は1つなので、%2。</translation>
    </message>
    <message>
        <source>A digit already placed in %1 is still marked as a candidate there; it goes: %2.</source>
        <translation>%1ですでに置かれた数字が候補に残っているので消します: %2。</translation>
    </message>
    <message>
        <source>In %1, the cells %2 hold between them exactly the digits %3, as many digits as cells. So those digits can be removed from the other cells of %1: %4.</source>
        <translation>%1では、マス%2の候補を合わせるとちょうど%3で、数字の数とマスの数が同じです。よって%1のほかのマスからこれらの数字を消せます: %4。</translation>
    </message>
    <message>
        <source>following the singles from there leaves %1 without any candidate</source>
        <translation>そこからシングルをたどると%1の候補がなくなります</translation>
    </message>
    <message>
        <source>following the singles from there leaves the digit %1 no place in %2</source>
        <translation>そこからシングルをたどると%2に数字%1の入る場所がなくなります</translation>
    </message>
    <message>
        <source>a search from there finds no solution</source>
        <translation>そこから探索しても解がありません</translation>
    </message>
    <message>
        <source>Suppose %1 were %2: %3. So %1 cannot be %2: %4.</source>
        <translation>%1が%2だと仮定すると、%3。よって%1は%2ではありません: %4。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2。</translation>
    </message>
    <message>
        <source>In %1, the digit %2 can only go in the cells %3, which all lie in %4. Each of %1 must hold a %2, each in a different one of %4, so they take every %2 of %4. So %2 can be removed from the other cells of %4: %5.</source>
        <translation>%1では、数字%2はマス%3にしか入らず、それらはすべて%4にあります。%1のそれぞれに%2が1つずつ、%4の別々の線に入るので、%4の%2はすべてそこで使われます。よって%4のほかのマスから%2を消せます: %5。</translation>
    </message>
    <message>
        <source>Simple Colouring</source>
        <translation>シンプルカラーリング</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <translation>ユニークレクタングルタイプ1</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>最難関</translation>
    </message>
    <message>
        <source>; </source>
        <comment>groups of removals</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1: assuming %2 leaves no solution (found by a deeper trial, a search): %3</source>
        <translation>%1: %2と仮定すると解がありません（より深い仮定、つまり探索で判明）: %3</translation>
    </message>
    <message>
        <source>%1 has no candidate left</source>
        <translation>%1に候補が残りません</translation>
    </message>
    <message>
        <source>no place for %1 in %2</source>
        <translation>%2に%1の入る場所がありません</translation>
    </message>
    <message>
        <source>no value fits</source>
        <translation>入る値がありません</translation>
    </message>
    <message>
        <source>%1: assuming %2 leads at once to a contradiction (%3): %4</source>
        <translation>%1: %2と仮定するとすぐに矛盾します（%3）: %4</translation>
    </message>
    <message numerus="yes">
        <source>%1: assuming %2 forces %n single(s) and then a contradiction (%3): %4</source>
        <translation>
            <numerusform>%1: %2と仮定するとシングルが%n個決まり、矛盾します（%3）: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (last open cell of %3)</source>
        <translation>%1: %2（%3の最後の空きマス）</translation>
    </message>
    <message>
        <source>%1: %2 (the only place for %3 in %4)</source>
        <translation>%1: %2（%4で%3が入る唯一の場所）</translation>
    </message>
    <message>
        <source>%1: %2 in %3 only in %4: %5</source>
        <comment>Pointing: 4 in box 1 only in row A: removes</comment>
        <translation>%1: %3の%2は%4にだけ: %5</translation>
    </message>
    <message>
        <source>%1 %2 in %3 (%4): %5</source>
        <comment>Naked Pair 2, 7 in row A (A1, A4): removes</comment>
        <translation>%1 %2（%3の%4）: %5</translation>
    </message>
    <message>
        <source>%1 on %2 in %3: %4</source>
        <comment>X-Wing on 4 in rows B and H: removes</comment>
        <translation>%1（数字%2、%3）: %4</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <comment>Skyscraper on 6: chain</comment>
        <translation>%1（数字%2）: %3</translation>
    </message>
    <message>
        <source>%1 on %2 (%3): %4</source>
        <comment>Unique Rectangle on 4, 7 (cells): removes</comment>
        <translation>%1（数字%2: %3）: %4</translation>
    </message>
    <message>
        <source>%1: every other open cell has two candidates, so %2</source>
        <translation>%1: ほかの空きマスはすべて候補が2つなので、%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (r = %n) in %2: %3 hold(s) only %4: %5</source>
        <translation>
            <numerusform>%1（r = %n）%2: %3には%4だけ: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>technique: effects</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>適用: %1</translation>
    </message>
    <message>
        <source>As a chain: %1</source>
        <translation>チェーンで書くと: %1</translation>
    </message>
    <message>
        <source>The singles follow in this order: %1.</source>
        <translation>シングルは次の順に続きます: %1。</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <translation>ユニークレクタングル タイプ 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <translation>ユニークレクタングル タイプ 3</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <translation>ユニークレクタングル タイプ 4</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation>ヒドゥンレクタングル</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <translation>リモートペア</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>ターボットフィッシュ</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <translation>フィン付きXウィング</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <translation>サシミXウィング</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>Wウィング</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <translation>フィン付きソードフィッシュ</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <translation>サシミソードフィッシュ</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <translation>フィン付きジェリーフィッシュ</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <translation>サシミジェリーフィッシュ</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>Xチェーン</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XYチェーン</translation>
    </message>
    <message>
        <source>Alternating Inference Chain</source>
        <translation>交互推論チェーン (AIC)</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XYウィング</translation>
    </message>
    <message>
        <source>Forcing Chain</source>
        <translation>フォーシングチェーン</translation>
    </message>
    <message>
        <source>Forcing Net</source>
        <translation>フォーシングネット</translation>
    </message>
    <message>
        <source>No pattern is left: try %1 from %2 and follow every possibility link by link.</source>
        <translation>使えるパターンはもうありません。%2 から %1 を試し、それぞれの可能性をリンクごとにたどりましょう。</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle in two rows, two columns and two boxes, and all four hold %2. If the roof cells %3 held nothing else, the two digits could be swapped and the puzzle would have two solutions.</source>
        <translation>マス %1 は 2 つの行、2 つの列、2 つのブロックにまたがる長方形を作り、4 マスとも %2 を含みます。屋根のマス %3 にほかの候補がなければ、2 つの数字を入れ替えられ、パズルの解が 2 つになってしまいます。</translation>
    </message>
    <message>
        <source>So one roof cell holds their one extra digit, and a cell that sees both roof cells cannot hold it: %1.</source>
        <translation>したがって屋根のどちらかのマスに共通の余分な数字が入り、屋根の両方のマスを見るマスにはその数字は入りません: %1。</translation>
    </message>
    <message>
        <source>So the roof holds one of its extra digits: together it acts as one cell, which forms a naked subset with %1 in %2, and those digits can be removed from the other cells of %2: %3.</source>
        <translation>したがって屋根には余分な数字のどれかが入ります。屋根は 1 つのマスのように働き、%2 の中で %1 とネイキッドサブセットを作るので、%2 のほかのマスからそれらの数字を消せます: %3。</translation>
    </message>
    <message>
        <source>In %1 one of the two digits fits only in the roof, so one roof cell holds it; the other digit in the other roof cell would make the rectangle, so it goes from both: %2.</source>
        <translation>%1 では 2 つの数字の一方が屋根にしか入らないので、屋根のどちらかのマスに入ります。もう一方の数字がもう一方の屋根のマスに入ると長方形ができてしまうので、その数字は屋根の両方のマスから消えます: %2。</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle, and %2 holds only %3. Through the opposite corner %4, one of those digits fits only in the rectangle&apos;s corners in its row and its column. If %4 held the other digit, the four corners could be swapped: two solutions. So that digit goes from %4: %5.</source>
        <translation>マス %1 は長方形を作り、%2 には %3 しかありません。対角のマス %4 を通る行と列では、その一方の数字が長方形の角にしか入りません。%4 にもう一方の数字が入ると 4 つの角を入れ替えられ、解が 2 つになります。したがってその数字は %4 から消えます: %5。</translation>
    </message>
    <message>
        <source>The cells %1 all hold only %2 and follow one another, each seeing the next, so their digits alternate. The two ends hold different digits, so a cell that sees both ends can hold neither: %3.</source>
        <translation>マス %1 はどれも %2 だけを持ち、それぞれが次のマスを見てつながっているので、数字が交互に入ります。両端には異なる数字が入るので、両端を見るマスにはどちらの数字も入りません: %3。</translation>
    </message>
    <message>
        <source>Follow the chain below: &apos;=&apos; joins two candidates of which at least one is true, &apos;-&apos; two of which at most one is. Starting from either end as false, the links force the other end true, so one of the ends is true and every candidate that sees both ends is false. The result: %1.</source>
        <translation>下のチェーンをたどりましょう。「=」は少なくとも一方が正しい 2 つの候補を、「-」は多くとも一方しか正しくない 2 つの候補を結びます。一方の端が偽なら、リンクによってもう一方の端が真になります。したがって両端のどちらかは真で、両端を見る候補はすべて偽です。結果: %1。</translation>
    </message>
    <message>
        <source>An almost locked set is a group of cells in one unit holding one digit more than it has cells: once one of its digits is gone, the others are locked in it. The sets %1 share a digit that can be in only one of them, so one set is always locked, and a digit that both could then hold is in one of them. A cell that sees all its places in the sets cannot hold it: %2.</source>
        <translation>ALS（ほぼロックされた集合）とは、1 つのユニットの中でマスの数より候補の数字が 1 つ多いマスの集まりです。その数字の 1 つがなくなると、残りの数字はその中にロックされます。集合 %1 は、どちらか一方にしか入らない数字を共有しているので、必ずどちらかの集合がロックされ、両方が持つ数字はどちらかの集合に入ります。集合内のその数字の場所をすべて見るマスには、その数字は入りません: %2。</translation>
    </message>
    <message>
        <source>Suppose %1 were %2 and follow the links below: &apos;-&apos; from a true candidate makes the next false, &apos;=&apos; from a false one makes the next true. They lead to a contradiction, so the supposition is false: %3.</source>
        <translation>%1 が %2 だと仮定して、下のリンクをたどりましょう。「-」は真の候補の次を偽に、「=」は偽の候補の次を真にします。矛盾に行き着くので、この仮定は誤りです: %3。</translation>
    </message>
    <message>
        <source>Whether %1 is %2 or not, the links below lead to the same result: %3.</source>
        <translation>%1 が %2 であってもなくても、下のリンクは同じ結果に行き着きます: %3。</translation>
    </message>
    <message>
        <source>Whichever candidate %1 holds, the links below lead to the same result: %2.</source>
        <translation>%1 にどの候補が入っても、下のリンクは同じ結果に行き着きます: %2。</translation>
    </message>
    <message>
        <source>Wherever the digit %1 goes in %2, the links below lead to the same result: %3.</source>
        <translation>数字 %1 が %2 のどこに入っても、下のリンクは同じ結果に行き着きます: %3。</translation>
    </message>
    <message>
        <source>In a net, a link may need several earlier ones: a cell left with one candidate, or a digit left with one place in a unit.</source>
        <translation>ネットでは、1 つのリンクがそれ以前の複数のリンクを必要とすることがあります。候補が 1 つだけ残ったマスや、ユニット内で場所が 1 つだけ残った数字です。</translation>
    </message>
    <message>
        <source>Your pencil marks leave only %1 in %2: they have removed %3, and no digit in its row, column or box rules that out. So %4.</source>
        <translation>あなたの候補メモでは%2に%1しか残っていません。メモから%3が消されていますが、同じ行・列・ブロックの数字はそれを除いていません。よって%4。</translation>
    </message>
    <message>
        <source>In %1, your pencil marks leave the digit %2 only one place, %3: they have removed %4, and no digit rules that out. So %5.</source>
        <translation>%1では、あなたの候補メモで数字%2の入る場所は%3だけです。メモから%4が消されていますが、数字はそれを除いていません。よって%5。</translation>
    </message>
    <message>
        <source>This rests on your pencil marks, not only on the digits: they have removed %1, and no digit rules that out.</source>
        <translation>これは数字だけでなく、あなたの候補メモに基づいています。メモから%1が消されていますが、数字はそれを除いていません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 in %3 (fin(s) %4): %5</source>
        <comment>Finned X-Wing on 5 in rows B and H (fin H8): removes</comment>
        <translation>
            <numerusform>%1（数字 %2、%3、フィン %4）: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %1, the digit %2 can only go in %3, apart from the fin(s) %4 in %5. If no fin is %2, the lines form a plain fish and %2 goes from the rest of %3; if a fin is %2, it sees every other cell of %5. Either way %2 can be removed from the cells of %3 inside %5: %6.</source>
        <translation>
            <numerusform>%1 では、数字 %2 は %5 のフィン %4 を除けば %3 にしか入りません。どのフィンも %2 でなければ、これらの列は普通のフィッシュになり、%3 の残りから %2 が消えます。フィンのどれかが %2 なら、それは %5 のほかのマスをすべて見ています。どちらの場合も、%5 の中にある %3 のマスから %2 を消せます: %6。</numerusform>
        </translation>
    </message>
    <message>
        <source>No simple pattern is left: try %1 in %2 — assume one of its candidates and follow the singles until something breaks.</source>
        <translation>簡単なパターンは残っていません。%2で%1を試しましょう。そのマスの候補を1つ仮定し、矛盾が出るまでシングルをたどります。</translation>
    </message>
    <message>
        <source>Look for %1 around %2.</source>
        <translation>%2のあたりで%1を探しましょう。</translation>
    </message>
    <message>
        <source>Look for %1 where %2 meets %3.</source>
        <translation>%2と%3が交わる所で%1を探しましょう。</translation>
    </message>
    <message>
        <source>Look for %1 with its stem in %2.</source>
        <translation>%2にステムがある%1を探しましょう。</translation>
    </message>
    <message>
        <source>Where %1 meets %2, the cells %3 hold %4: two digits more than cells. The rest of %1 adds %5 (with %6), the rest of %2 adds %7 (with %8), and these two parts have no digit in common. Together all these cells hold exactly as many digits as there are cells, and no digit can be in two of them (the line&apos;s cells see each other, the box&apos;s cells see each other, and the two parts share no digit), so each of these digits is in them exactly once. A digit the box&apos;s part lacks is in the line, and one the line&apos;s part lacks is in the box: they go from the other cells of %1 and %2: %9.</source>
        <translation>%1と%2が交わる所で、マス%3には%4が入り、数字がマスより2つ多くなっています。%1の残りから%5（%6）、%2の残りから%7（%8）を加えます。この2つの部分に共通の数字はありません。これらのマスを合わせると、マスの数とちょうど同じ数の数字を持ち、どの数字も2つのマスに入ることはできません（ラインのマスは互いに見え、ブロックのマスも互いに見え、2つの部分は数字を共有しないため）。したがってこれらの数字はそれぞれちょうど1回ずつ入ります。ブロック側の部分にない数字はラインに、ライン側の部分にない数字はブロックに入るので、%1と%2のほかのマスから消せます: %9。</translation>
    </message>
    <message>
        <source>The chain below closes into a loop: &apos;=&apos; joins two candidates of which at least one is true, &apos;-&apos; two of which at most one is, alternating all the way round. In such a loop every &apos;-&apos; link also has exactly one true end, so a candidate that sees both ends of a &apos;-&apos; link is false, and where a &apos;-&apos; link joins two digits of one cell, the cell&apos;s other digits are. The result: %1.</source>
        <translation>下のチェーンは閉じてループになっています。「=」は少なくとも一方が正しい 2 つの候補を、「-」は多くとも一方しか正しくない 2 つの候補を結び、一周にわたって交互に並びます。このようなループでは、どの「-」リンクも両端のちょうど一方が正しくなります。そのため「-」リンクの両端を見る候補は偽で、「-」リンクが 1 つのマスの 2 つの数字を結ぶ所では、そのマスのほかの数字が偽です。結果: %1。</translation>
    </message>
    <message>
        <source>An almost locked set (ALS) is a group of N cells of one unit holding N+1 digits: once one of its digits is gone, the others are locked in it. In the chain below an ALS is written as its cells after &apos;(x=yz)&apos;: if x is not in the set, y and z are. &apos;=&apos; joins two nodes of which at least one is true, &apos;-&apos; two of which at most one is.</source>
        <translation>ALS（ほぼロックされた集合）とは、1 つのユニットの N 個のマスに N+1 個の数字があるものです。その数字の 1 つがなくなると、残りの数字はその中にロックされます。下のチェーンでは ALS を「(x=yz)」の後にそのマスで書きます。x が集合に入らなければ、y と z が入ります。「=」は少なくとも一方が正しい 2 つのノードを、「-」は多くとも一方しか正しくない 2 つのノードを結びます。</translation>
    </message>
    <message>
        <source>The chain closes into a loop, so every &apos;-&apos; link has exactly one true end, and each set in the loop is locked on its digits other than the two it is entered and left by. What sees both ends of a &apos;-&apos; link, or every place of a locked digit in its set, is false: %1.</source>
        <translation>チェーンは閉じてループになっているので、どの「-」リンクも両端のちょうど一方が正しく、ループ内の各集合は、出入りに使う 2 つの数字以外の数字でロックされます。「-」リンクの両端を見るもの、またはロックされた数字の集合内の場所をすべて見るものは偽です: %1。</translation>
    </message>
    <message>
        <source>Starting from either end as false, the links force the other end true, so one of the ends is true and every candidate that sees both ends is false: %1.</source>
        <translation>一方の端が偽なら、リンクによってもう一方の端が真になります。したがって両端のどちらかは真で、両端を見る候補はすべて偽です: %1。</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <comment>a petal&apos;s cells for a digit of the stem</comment>
        <translation>%2には%1</translation>
    </message>
    <message>
        <source>The stem %1 holds %2. For each of these digits there is a petal, an almost locked set (N cells of one unit with N+1 digits) whose every cell with that digit sees the stem: %3. Whatever the stem holds, that digit is gone from its petal, which is then locked on its other digits, %4 among them. So %4 is in one of the petals, and a cell that sees every %4 in all of them cannot be %4: %5.</source>
        <translation>ステム %1 には %2 が入ります。これらの数字のそれぞれに花びらがあります。花びらは ALS（1 つのユニットの N 個のマスに N+1 個の数字）で、その数字を持つマスはすべてステムを見ています: %3。ステムがどの数字でも、その数字は対応する花びらからなくなり、花びらは残りの数字（%4 を含む）でロックされます。したがって %4 はどれかの花びらに入り、すべての花びらの %4 をすべて見るマスは %4 になれません: %5。</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>スー・ド・コック</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <translation>連続ナイスループ</translation>
    </message>
    <message>
        <source>ALS-AIC</source>
        <translation>ALS交互推論チェーン</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <translation>デス・ブロッサム</translation>
    </message>
    <message>
        <source>%1 on %2 in %3 and %4 (%5): %6</source>
        <comment>Sue de Coq on 1, 2, 3, 4 in row A and box 1 (A1, A2, A5, B2): removes</comment>
        <translation>%1（数字 %2、%3と%4、%5）: %6</translation>
    </message>
    <message>
        <source>The cells %1 form a rectangle in two rows, two columns and two boxes.</source>
        <translation>マス%1は、2行・2列・2ブロックにまたがる長方形を作ります。</translation>
    </message>
    <message>
        <source>In %1, the digit %2 lies only in %3 and %4, so the %2 of %1 is in one of these two lines. In %5, %2 has only two places, %6 and %7: if %7 is not %2, then %6 is, which leaves %1 no %2 in %3, so its %2 is in %4. Either way %7 or a cell of %1 in %4 is %2, and %8 sees them all: %9.</source>
        <translation>%1では数字%2が%3と%4にしかないので、%1の%2はこの2本の線のどちらかに入ります。%5では%2の入る場所が%6と%7の2つだけです。%7が%2でなければ%6が%2になり、%1の%3には%2が入れなくなるので、%1の%2は%4に入ります。どちらにしても%7か、%1の%4にあるマスが%2になり、%8はそのすべてを見ています：%9。</translation>
    </message>
    <message>
        <source>Where the digit %1 has exactly two places in a unit, one of them is %1. Chained together, such pairs form separate clusters, each coloured in two colours of which one is true throughout: here two clusters, each in blue and orange.</source>
        <translation>あるグループで数字%1の入る場所がちょうど2つなら、どちらかが%1です。そのようなペアをつなげると離れたかたまりができ、それぞれを2色に塗ると、どちらか一方の色がすべて正しくなります。ここでは2つのかたまりが、それぞれ青とオレンジに塗られています。</translation>
    </message>
    <message>
        <source>The orange %1 and %2, one from each cluster, see each other, so they are not both %3: in one of the clusters orange is false and blue is true. So one of the two blues is %3, and a cell that sees a blue candidate of each cluster cannot be %3: %4.</source>
        <translation>それぞれのかたまりにあるオレンジの%1と%2は互いに見えているので、両方が%3にはなれません。どちらかのかたまりではオレンジが誤りで青が正しくなります。つまり2つの青のどちらかが%3なので、それぞれのかたまりの青い候補を見ているマスは%3になれません：%4。</translation>
    </message>
    <message>
        <source>The orange of one cluster sees both colours of the other: %1 sees the blue %2, and %3 sees the orange %4. One of those two colours is true, so the first cluster&apos;s orange is false, and %5 goes from all of its cells: %6.</source>
        <translation>一方のかたまりのオレンジが、他方のかたまりの両方の色を見ています。%1は青の%2を、%3はオレンジの%4を見ています。この2色のどちらかは正しいので、最初のかたまりのオレンジは誤りで、そのすべてのマスから%5を消せます：%6。</translation>
    </message>
    <message>
        <source>Colour candidates of the digits %1: where a cell has only two candidates, or a digit only two places in a unit, one of the two is true, so such pairs chained together take two colours, blue and orange, and one colour is true throughout.</source>
        <translation>数字%1の候補に色を塗ります。候補が2つだけのマスや、あるグループで入る場所が2つだけの数字では、2つのどちらかが正しいので、そのようなペアをつなげると青とオレンジの2色に塗り分けられ、どちらか一方の色がすべて正しくなります。</translation>
    </message>
    <message>
        <source>A candidate that both colours rule out cannot be true: it shares its cell with a candidate of one colour or sees one of its own digit, and likewise with the other colour. Such candidates go: %1.</source>
        <translation>両方の色から否定される候補は正しくなれません。その候補は、一方の色の候補と同じマスにあるか同じ数字の候補を見ていて、もう一方の色についても同じです。そのような候補を消せます：%1。</translation>
    </message>
    <message>
        <source>In %1 the digit %2 would be orange twice, in %3 and %4.</source>
        <translation>%1では数字%2が%3と%4の2か所でオレンジになってしまいます。</translation>
    </message>
    <message>
        <source>The cell %1 would hold two orange candidates, %2.</source>
        <translation>マス%1にオレンジの候補が2つ（%2）入ってしまいます。</translation>
    </message>
    <message>
        <source>Every candidate of %1 sees an orange candidate of its digit: if orange were true, %1 would have none left.</source>
        <translation>%1のどの候補も、同じ数字のオレンジの候補を見ています。オレンジが正しければ、%1に入る数字がなくなります。</translation>
    </message>
    <message>
        <source>So orange is false and blue is true: every orange candidate goes and every blue one is placed: %1.</source>
        <translation>したがってオレンジは誤りで青が正しく、オレンジの候補はすべて消え、青の候補はすべて記入されます：%1。</translation>
    </message>
    <message>
        <source>All four hold %1; %2 hold one more digit, %3, and the other corners nothing else. If none of %2 were %3, the rectangle would hold only %1, which could be swapped: the puzzle would have two solutions, and a proper puzzle has one. So one of %2 is %3, and a cell that sees all of them cannot be: %4.</source>
        <translation>4つのマスはすべて%1を持ち、%2はもう1つの数字%3を持ち、残りの角はそれ以外を持ちません。%2のどれも%3でなければ、長方形には%1しか残らず、入れ替えられてしまいます。解が2つになりますが、正しい問題の解は1つです。したがって%2のどれかが%3で、それらすべてを見ているマスは%3になれません：%4。</translation>
    </message>
    <message>
        <source>%1 and %2, on one diagonal, hold only %3. In %4 the digit %5 has no place but the rectangle&apos;s corners, so it fills one diagonal. If it filled the other, %6, then %1 and %2 would hold the other digit, and the four cells could swap their digits: two solutions, and a proper puzzle has one. So %5 goes from %6: %7.</source>
        <translation>対角線上の%1と%2は%3だけを持ちます。%4では数字%5の入る場所が長方形の角だけなので、%5はどちらかの対角線に入ります。もう一方の対角線%6に入ると、%1と%2にはもう一方の数字が入り、4つのマスの数字を入れ替えられてしまいます。解が2つになりますが、正しい問題の解は1つです。したがって%6から%5を消せます：%7。</translation>
    </message>
    <message>
        <source>%1 and %2 were solved as %3 and %4 as %5, none of them given. If %6 were %5, the four cells would hold %5 and %3 crosswise, and nothing given would fix which is where: they could be swapped, two solutions, and a proper puzzle has one. So %6 is not %5: %7.</source>
        <translation>%1と%2は%3、%4は%5と解かれていて、どれもヒントではありません。%6が%5なら、4つのマスには%5と%3が互い違いに入り、どちらがどこかを決めるヒントがありません。入れ替えられてしまい解が2つになりますが、正しい問題の解は1つです。したがって%6は%5ではありません：%7。</translation>
    </message>
    <message>
        <source>%1 and %2 were solved as %3 and %4, neither of them given. If %5 were %3 and %6 were %4, the four cells could swap their digits, which no given fixes: two solutions, and a proper puzzle has one. So one of %5 and %6 is their other candidate %7, and a cell that sees both cannot be %7: %8.</source>
        <translation>%1と%2はそれぞれ%3と%4と解かれていて、どちらもヒントではありません。%5が%3で%6が%4なら、4つのマスの数字を入れ替えられ、それを防ぐヒントがありません。解が2つになりますが、正しい問題の解は1つです。したがって%5と%6のどちらかはもう1つの候補%7で、両方を見ているマスは%7になれません：%8。</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has exactly two candidates. Without their extra candidates (%2) every digit would have two places in each unit it is missing from: a BUG, which has no solution or several, and a proper puzzle has one. So one of %1 holds one of its extra candidates.</source>
        <translation>%1を除くすべての空きマスの候補はちょうど2つです。それらの余分な候補（%2）がなければ、どの数字も、まだ入っていないグループのそれぞれで入る場所が2つになります。これはBUGで、解がないか複数ありますが、正しい問題の解は1つです。したがって%1のどれかに、その余分な候補のどれかが入ります。</translation>
    </message>
    <message>
        <source>Their extra candidate is %1 in every one of them, so one of them is %1, and a cell that sees all of them cannot be %1: %2.</source>
        <translation>余分な候補はどのマスでも%1なので、どれかが%1です。それらすべてを見ているマスは%1になれません：%2。</translation>
    </message>
    <message>
        <source>They all lie in %1, so together they act as one cell holding %2, which forms a naked subset with %3: the digits %4 fill those cells and go from the rest of %1: %5.</source>
        <translation>それらはすべて%1にあるので、合わせて%2を持つ1つのマスのように働き、%3とネイキッドサブセットを作ります。数字%4はそれらのマスに入るので、%1の残りから消せます：%5。</translation>
    </message>
    <message>
        <source>In %1 the digit %2 has no place but %3 and %4, so the one that does not take its extra candidate is %2: each of them is %2 or its extra candidate, and its other candidate goes: %5.</source>
        <translation>%1では数字%2の入る場所が%3と%4だけなので、余分な候補にならない方が%2です。どちらも%2か余分な候補のどちらかなので、もう一方の候補を消せます：%5。</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>エンプティレクタングル</translation>
    </message>
    <message>
        <source>Multi-Colouring</source>
        <translation>マルチカラーリング</translation>
    </message>
    <message>
        <source>3D Medusa</source>
        <translation>3Dメデューサ</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <translation>ユニークレクタングルタイプ5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <translation>ユニークレクタングルタイプ6</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <translation>アヴォイダブルレクタングルタイプ1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <translation>アヴォイダブルレクタングルタイプ2</translation>
    </message>
    <message>
        <source>BUG Type 2</source>
        <translation>BUGタイプ2</translation>
    </message>
    <message>
        <source>BUG Type 3</source>
        <translation>BUGタイプ3</translation>
    </message>
    <message>
        <source>BUG Type 4</source>
        <translation>BUGタイプ4</translation>
    </message>
    <message>
        <source>%1 on %2, a colour wrap: %3</source>
        <comment>3D Medusa on 2, 7, a colour wrap: places</comment>
        <translation>%1（数字%2、色の矛盾）: %3</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <comment>3D Medusa on 2, 7: removes</comment>
        <translation>%1（数字%2）: %3</translation>
    </message>
    <message>
        <source>Look for %1 where %2 cross %3.</source>
        <translation>%2 と %3 が交わるところで%1を探しましょう。</translation>
    </message>
    <message numerus="yes">
        <source>Each of the base sets %1 must hold the digit %2 once, and no two of them share a candidate. All their candidates of %2 lie in the cover sets %3, and a cover set holds %2 at most once: so the %n digit(s) of the base sets fill the cover sets, one in each.</source>
        <translation>
            <numerusform>ベース %1 にはそれぞれ数字 %2 がちょうど1つ入り、どの2つも候補を共有しません。その %2 の候補はすべてカバー %3 の中にあり、カバーには %2 が多くても1つしか入りません。よってベースの %n 個の数字がカバーを1つずつ埋めます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the base sets %1 must hold the digit %2 once. Apart from the fins %3 (candidates outside the cover sets, or in two base sets at once), their candidates of %2 lie in the cover sets %4, and a cover set holds %2 at most once: so unless a fin is %2, the %n digit(s) of the base sets fill the cover sets, one in each.</source>
        <translation>
            <numerusform>ベース %1 にはそれぞれ数字 %2 がちょうど1つ入ります。フィン %3（カバーの外の候補、または2つのベースに同時に属する候補）を除けば、その %2 の候補はすべてカバー %4 の中にあり、カバーには %2 が多くても1つしか入りません。よってフィンが %2 でない限り、ベースの %n 個の数字がカバーを1つずつ埋めます。</numerusform>
        </translation>
    </message>
    <message>
        <source>So %1 can be removed from the cover sets&apos; other cells, and from a base cell inside two cover sets, which would fill both: %2.</source>
        <translation>よって %1 はカバーのほかのマスから、また2つのカバーに属するベースのマス（両方を埋めてしまう）から消せます：%2。</translation>
    </message>
    <message>
        <source>So %1 can be removed from the cover sets&apos; other cells: %2.</source>
        <translation>よって %1 はカバーのほかのマスから消せます：%2。</translation>
    </message>
    <message>
        <source>Then %1 goes from the cover sets&apos; other cells and from a base cell inside two cover sets; if a fin is %1, it sees the cells below. Either way %1 can be removed from them: %2.</source>
        <translation>そのときは %1 がカバーのほかのマスと、2つのカバーに属するベースのマスから消えます。フィンが %1 なら、そのフィンは下のマスから見えます。いずれにしても %1 はそこから消せます：%2。</translation>
    </message>
    <message>
        <source>Then %1 goes from the cover sets&apos; other cells; if a fin is %1, it sees the cells below. Either way %1 can be removed from them: %2.</source>
        <translation>そのときは %1 がカバーのほかのマスから消えます。フィンが %1 なら、そのフィンは下のマスから見えます。いずれにしても %1 はそこから消せます：%2。</translation>
    </message>
    <message>
        <source>In %1, the digit %2 lies in %3, apart from the fins %4. If no fin is %2, the fish removes %2 from %5, which lies in %3. If a fin is %2, its chain below removes it too: &apos;-&apos; from a true candidate makes the next false, &apos;=&apos; from a false one makes the next true. Either way: %6.</source>
        <translation>%1 では、フィン %4 を除いて数字 %2 は %3 の中にあります。どのフィンも %2 でなければ、フィッシュが %3 にある %5 から %2 を消します。フィンが %2 なら、下のそのチェーンがやはり消します：真の候補からの「-」は次を偽に、偽の候補からの「=」は次を真にします。いずれにしても：%6。</translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, each of %4 at most one in each such column, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, %4 in each of those columns, and they leave the rest of those rows and columns: %5.</source>
        <translation>
            <numerusform>%1 と %2 が交わる %n マスには、同じ数だけの数字が入ります。数字 %3 はそこに候補がある各行でそのうち多くても1マス、%4 はそのような各列で多くても1マスしか埋められず、これらの上限の合計はマスの数に等しくなります。よってどの上限もちょうど達成されます：%3 はそれらの各行でこれらのマスの中に、%4 はそれらの各列でこれらのマスの中に入り、その行と列の残りからは消えます：%5。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each row where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those rows, and they leave the rest of those rows: %4.</source>
        <translation>
            <numerusform>%1 と %2 が交わる %n マスには、同じ数だけの数字が入ります。数字 %3 はそこに候補がある各行でそのうち多くても1マスしか埋められず、これらの上限の合計はマスの数に等しくなります。よってどの上限もちょうど達成されます：%3 はそれらの各行でこれらのマスの中に入り、その行の残りからは消えます：%4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n cell(s) where %1 cross %2 hold as many digits. Each of the digits %3 fills at most one of them in each column where it is a candidate there, and these limits add up to the number of cells. So every limit is reached: the digits %3 are inside these cells in each of those columns, and they leave the rest of those columns: %4.</source>
        <translation>
            <numerusform>%1 と %2 が交わる %n マスには、同じ数だけの数字が入ります。数字 %3 はそこに候補がある各列でそのうち多くても1マスしか埋められず、これらの上限の合計はマスの数に等しくなります。よってどの上限もちょうど達成されます：%3 はそれらの各列でこれらのマスの中に入り、その列の残りからは消えます：%4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Franken Fish</source>
        <translation>フランケンフィッシュ</translation>
    </message>
    <message>
        <source>Finned Franken Fish</source>
        <translation>フィン付きフランケンフィッシュ</translation>
    </message>
    <message>
        <source>Mutant Fish</source>
        <translation>ミュータントフィッシュ</translation>
    </message>
    <message>
        <source>Finned Mutant Fish</source>
        <translation>フィン付きミュータントフィッシュ</translation>
    </message>
    <message>
        <source>Kraken Fish</source>
        <translation>クラーケンフィッシュ</translation>
    </message>
    <message>
        <source>Multi-Sector Locked Set</source>
        <translation>マルチセクター・ロックドセット (MSLS)</translation>
    </message>
    <message>
        <source>%1 on %2, base %3, cover %4: %5</source>
        <comment>Franken Fish on 5, base row A and box 4, cover columns 1 and 3: removes</comment>
        <translation>%2 の%1、ベース %3、カバー %4：%5</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, base %3, cover %4 (fin(s) %5): %6</source>
        <comment>Finned Franken Fish on 5, base row A and box 4, cover columns 1 and 3 (fin B2): removes</comment>
        <translation>
            <numerusform>%2 の%1、ベース %3、カバー %4（フィン %5）：%6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 in %3 (fin(s) %4): %5</source>
        <comment>Kraken Fish on 6 in rows B, C and H (fins C8, H2): chains =&gt; result</comment>
        <translation>
            <numerusform>%3 の %2 の%1（フィン %4）：%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 where %2 cross %3 (%n cell(s)): %4</source>
        <comment>Multi-Sector Locked Set where rows A and B cross columns 2 and 5 (4 cells): removes</comment>
        <translation>
            <numerusform>%2 と %3 が交わる %n マスの%1：%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Note: you have removed %1, but nothing on the board rules that out. Check your pencil marks before you rely on this step.</source>
        <translation>注意：メモから%1が消されていますが、盤上にはそれを除くものが何もありません。この一手に頼る前に候補メモを確かめてください。</translation>
    </message>
</context>
<context>
    <name>TechniqueHelpWindow</name>
    <message>
        <source>Techniques</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Search techniques</source>
        <translation>テクニックを検索</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>In this example</source>
        <translation>この例では</translation>
    </message>
    <message>
        <source>When to look for it</source>
        <translation>探すタイミング</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>レベル：%1</translation>
    </message>
    <message>
        <source>No example position is available for this technique.</source>
        <translation>このテクニックの例の盤面はありません。</translation>
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
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the chosen solver on the puzzle (F5)</source>
        <translation>選んだソルバーで問題を解く (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Stop the run (Esc)</source>
        <translation>実行を止める (Esc)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>一時停止 (スペース)</translation>
    </message>
    <message>
        <source>Play at the chosen speed (Space)</source>
        <translation>選んだ速さで再生 (スペース)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>1 つ進む</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>1 イベント進む (→)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>1 つ戻る</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>1 イベント戻る (←)</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>Before the first event (Home)</source>
        <translation>最初のイベントの前へ (Home)</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>The last event recorded (End)</source>
        <translation>記録した最後のイベントへ (End)</translation>
    </message>
    <message>
        <source>Next landmark</source>
        <translation>次の目印</translation>
    </message>
    <message>
        <source>Previous landmark</source>
        <translation>前の目印</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>速く</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>遅く</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>速さ(&amp;P):</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>できるだけ速く</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)/s</source>
        <translation>
            <numerusform>%Ln イベント/秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag to any event of the run</source>
        <translation>ドラッグして実行中の任意のイベントへ</translation>
    </message>
    <message>
        <source>The next landmark of the kind chosen beside (Page Down)</source>
        <translation>横で選んだ種類の次の目印 (Page Down)</translation>
    </message>
    <message>
        <source>The previous landmark of the kind chosen beside (Page Up)</source>
        <translation>横で選んだ種類の前の目印 (Page Up)</translation>
    </message>
    <message>
        <source>&amp;Jump To</source>
        <translation>移動先(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;Any Landmark</source>
        <translation>すべての目印(&amp;A)</translation>
    </message>
    <message>
        <source>Any landmark</source>
        <translation>すべての目印</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>決定(&amp;D)</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>&amp;Backtracks</source>
        <translation>バックトラック(&amp;B)</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>バックトラック</translation>
    </message>
    <message>
        <source>&amp;Conflicts</source>
        <translation>矛盾(&amp;C)</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <source>&amp;Restarts</source>
        <translation>再スタート(&amp;R)</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>再スタート</translation>
    </message>
    <message>
        <source>R&amp;ule Changes</source>
        <translation>規則の変化(&amp;U)</translation>
    </message>
    <message>
        <source>Rule changes</source>
        <translation>規則の変化</translation>
    </message>
    <message>
        <source>What Page Down and Page Up jump to: any landmark (A), decisions (D), backtracks (B), conflicts (C), restarts (R) or rule changes (U)</source>
        <translation>Page Down と Page Up の移動先: すべての目印 (A)、決定 (D)、バックトラック (B)、矛盾 (C)、再スタート (R)、規則の変化 (U)</translation>
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
        <translation>起動時にこのマスを選択します (A1または r1c1)。</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>マス</translation>
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
    <message>
        <source>Apply this many hint steps first (for screenshots).</source>
        <translation>最初にこの数だけヒントの手を適用します（スクリーンショット用）。</translation>
    </message>
    <message>
        <source>count</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Show a hint of this level (1, 2 or 3) at start.</source>
        <translation>起動時にこのレベル (1、2、3) のヒントを表示します。</translation>
    </message>
    <message>
        <source>level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Fill in all candidates at start.</source>
        <translation>起動時にすべての候補を記入します。</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not %3.</source>
        <extracomment>%1 is an option&apos;s name, %2 the value given, %3 what the option takes (&quot;one of en, de, ja&quot;, &quot;a size such as 1000x700&quot; …, translated below).</extracomment>
        <translation>--%1: 「%2」は使えません。%3を指定してください。</translation>
    </message>
    <message>
        <source>one of en, de, ja</source>
        <translation>en、de、ja のいずれか</translation>
    </message>
    <message>
        <source>a size such as 1000x700</source>
        <translation>1000x700のようなサイズ</translation>
    </message>
    <message>
        <source>a count (0 or more)</source>
        <translation>0以上の回数</translation>
    </message>
    <message>
        <source>a hint level (1, 2 or 3)</source>
        <translation>ヒントのレベル（1、2、3）</translation>
    </message>
    <message>
        <source>a cell of this board (A1 or r1c1)</source>
        <translation>この盤面のマス（A1または r1c1）</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1に書き込めません</translation>
    </message>
    <message>
        <source>Open the Solver Lab and run a solver of this family (search, logic, climb).</source>
        <translation>ソルバー実験室を開き、この種類のソルバーを実行する（search、logic、climb）。</translation>
    </message>
    <message>
        <source>family</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>The Lab&apos;s search ordering (lex, mrv, ctn …), logic method (tutor, filter, chen) or climber initialization.</source>
        <translation>実験室の探索の順序付け（lex、mrv、ctn …）、論理の方法（tutor、filter、chen）、または山登り法の初期化。</translation>
    </message>
    <message>
        <source>The Lab&apos;s run in sudoku-cli&apos;s words, e.g. &quot;search --strategy ctn --goal neutralize&quot;.</source>
        <translation>sudoku-cli の書き方での実験室の実行。例: 「search --strategy ctn --goal neutralize」。</translation>
    </message>
    <message>
        <source>words</source>
        <translation>語</translation>
    </message>
    <message>
        <source>one of search, logic, climb</source>
        <translation>search、logic、climb のいずれか</translation>
    </message>
    <message>
        <source>a choice of the Lab&apos;s solver chooser</source>
        <translation>実験室のソルバー選択にある選択肢</translation>
    </message>
    <message>
        <source>Colour theme (light, dark, system).</source>
        <translation>配色 (light, dark, system)。</translation>
    </message>
    <message>
        <source>one of light, dark, system</source>
        <translation>light、dark、system のいずれか</translation>
    </message>
    <message>
        <source>Open the Compare mode with a paper&apos;s preset (abuluaih, carmel, sansegundo) and run it.</source>
        <translation>論文のプリセット (abuluaih、carmel、sansegundo) で比較モードを開いて実行します。</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>論文</translation>
    </message>
    <message>
        <source>The Compare mode&apos;s tab to show (means, distribution, scatter, table, dashboard).</source>
        <translation>表示する比較モードのタブ (means、distribution、scatter、table、dashboard)。</translation>
    </message>
    <message>
        <source>one of abuluaih, carmel, sansegundo</source>
        <translation>abuluaih、carmel、sansegundo のいずれか</translation>
    </message>
    <message>
        <source>one of means, distribution, scatter, table, dashboard</source>
        <translation>means、distribution、scatter、table、dashboard のいずれか</translation>
    </message>
    <message>
        <source>Open Help ▸ Techniques at this technique (an id such as x-wing, als-xz).</source>
        <translation>ヘルプ▸テクニックをこのテクニックで開く（x-wing、als-xzのようなID）。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>a technique&apos;s id (such as naked-pair, x-wing, als-xz)</source>
        <translation>テクニックのID（naked-pair、x-wing、als-xzなど）</translation>
    </message>
    <message>
        <source>Show this tab at start (steps, history, difficulty; in the Lab tree, climb, climb-init).</source>
        <translation>起動時にこのタブを表示する（steps、history、difficulty、ラボでは tree、climb、climb-init）。</translation>
    </message>
    <message>
        <source>Show the Lab&apos;s search tree beside the tree of this ordering (lex, mrv, ctn …).</source>
        <translation>ラボの探索木を、この順序付け（lex、mrv、ctn …）の木と並べて表示する。</translation>
    </message>
    <message>
        <source>one of steps, history, difficulty, tree, climb, climb-init</source>
        <translation>steps、history、difficulty、tree、climb、climb-init のいずれか</translation>
    </message>
    <message>
        <source>a search ordering (lex, mrv, ctn …)</source>
        <translation>探索の順序付け（lex、mrv、ctn …）</translation>
    </message>
    <message>
        <source>Open the race with this preset (%1) and run it.</source>
        <translation>このプリセット (%1) でレースを開いて実行する。</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Show the Lab&apos;s run after this many events (the race: decisions).</source>
        <translation>実験室の実行をこのイベント数の後で表示する (レースでは決定の数)。</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 のいずれか</translation>
    </message>
    <message>
        <source>With --hint 2 on a chain or a net: step this many frames along it (for screenshots).</source>
        <translation>--hint 2 でチェーンやネットを表示するとき: その数だけステップを進めます（スクリーンショット用）。</translation>
    </message>
    <message>
        <source>Open this dialog at start (generate, practice-record, shortcuts).</source>
        <translation>起動時にこのダイアログを開く（generate、practice-record、shortcuts）。</translation>
    </message>
    <message>
        <source>one of generate, practice-record, shortcuts</source>
        <translation>generate、practice-record、shortcutsのいずれか</translation>
    </message>
</context>
</TS>
