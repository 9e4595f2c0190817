# The agreement card: its seven clauses as printed (screen, text, PDF), its
# headings and confirmation lines, its dates and its errors. Colours (red,
# blue…), camp names (top, lower-left…), option names and values (hops,
# no-rest) and holes (N2) are the card's own codes and stay as they are.
# Japanese: see /work/notes/glossary-ja.md. Colour and camp names arrive
# already in Japanese (赤, 左上) from words.ftl; the clauses are written as
# house rules in です・ます, to be read aloud and signed.

## The seven clauses (printed on the card, the text card and the PDF)

# Clause 1. $seating is the list of clause-text-seat; $first a colour;
# $hints is clause-text-hints-on or -off.
clause-text-setup = 配置：コマは一人十個ずつです。{ $seating }。先手は{ $first }で、以後はこの順に手番が回ります。{ $hints }
# One seat of clause 1; $start and $goal are camp names.
clause-text-seat = { $colour }は{ $start }の陣地から出発して{ $goal }の陣地を目指します
# Who moves first, when the card names no such player.
clause-text-first-player = 最初のプレイヤー
clause-text-hints-on = どのプレイヤーも、コンピューターに手を提案してもらう（ヒント）ことができます。
clause-text-hints-off = ヒントなし：誰もコンピューターに手の提案を求めません。
# Clause 2. $movement is hops or long (jumps); $rule is clause-text-movement-*.
clause-text-moving = 移動：手番では自分のコマを一個動かします。動かし方は、隣の空いているマスへの1マス移動（それでその手は終わります）か、1回または連続した{ $movement ->
    [long] ジャンプ（ロングジャンプを含む）
   *[hops] ジャンプ
}のどちらかです。{ $rule }連続ジャンプはどのジャンプの後でも止められます。同じマスに二度着地することも、出発したマスに戻って着地することもできません。連続ジャンプの間、出発したマスは空いているものとみなします。盤からコマを取り除くことはありません。
clause-text-movement-hops = 1回のジャンプでは、隣にあるコマ一個（色は問いません。これが踏み台です）を跳び越して、一直線上のすぐ向こうにある空いたマスに着地します。ロングジャンプはできません。
clause-text-movement-long = 1回のジャンプでは、一直線上にあるコマ一個（色は問いません。これが踏み台です）を跳び越して、空いたマスに着地します。出発したマスと踏み台の間にある空きマスと、踏み台と着地するマスの間にある空きマスは、同じ数でなければなりません。隣のコマを跳び越す通常のジャンプは、その最も短い場合です。
# Clause 3; $rule is clause-text-dest-lock-*.
clause-text-destination = ゴール入り：{ $rule }
clause-text-dest-lock-every-landing = ゴール陣地に入ったコマは、その後の着地をすべてゴール陣地の中で行います。陣地の中で動き回るのは構いません。ゴール陣地に入っただけでは、まだ勝ちではありません。
clause-text-dest-lock-turn-end = 手番の開始時にゴール陣地にあるコマは、その手番を陣地の中で終えなければなりません。連続ジャンプの途中で陣地の外に出て戻ってくるのは構いません。
clause-text-dest-lock-off = ゴール陣地に入ったコマも、ふたたび陣地の外に出られます。勝敗に関わるのは上がりの時点だけです。
# Clause 4; $others is clause-text-other-camps-*, $unused clause-text-unused-*.
clause-text-camps = 陣地：自分のスタート陣地とゴール陣地は、いつでも使えます。{ $others }{ $unused }
clause-text-other-camps-allowed = 他のプレイヤーの陣地も、普通のマスと同じように使えます。
clause-text-other-camps-no-rest = 他のプレイヤーの陣地はジャンプで通り抜けられますが、そこで手番を終えることはできません。
clause-text-other-camps-no-entry = 他のプレイヤーの陣地には、どのコマも着地できません。ただし、そこにあるコマを跳び越すのは構いません。
clause-text-other-camps-not-chosen = 他のプレイヤーの陣地：【未選択】3人以上で遊ぶ場合は、ゲーム開始前にこのルールを決めなければなりません。
clause-text-unused-usable = 誰のスタート陣地でもゴール陣地でもない陣地は、自由に通り抜けたり止まったりできます。
clause-text-unused-no-rest = 誰のスタート陣地でもゴール陣地でもない陣地は通り抜けられますが、そこで手番を終えることはできません。
# Clause 5; $rule is clause-text-completion-*.
clause-text-blocking = ブロックと上がり：{ $rule }
clause-text-completion-swap = コマが全部ゴール陣地に入ったプレイヤーの勝ちです。九個が入っていて、十個目が最後に入る手が、そこにいる相手のコマを除けば合法である場合に限り、その二個のコマのマスを入れ替えられます。これで十個がそろいます。これ以外の入れ替えや、コマを取ることはありません。
clause-text-completion-ten = コマが全部ゴール陣地に入ったプレイヤーの勝ちです。最後のマスに相手のコマが居座っていれば、そのまま上がれません。入れ替えや、コマを取ることはありません。
clause-text-completion-available = ゴール陣地に空きマスがなくなり、自分のコマが一個以上入っていれば、そのプレイヤーの勝ちです。相手のコマがいるマスも埋まっているものとして数えます。
# Clause 6.
clause-text-passing = パス：パスできるのは、どのコマにも合法な1マス移動もジャンプも一つもないときだけです。これはコマ一個ずつ、すべての方向について確かめます。誰もコマを動かさず、誰も勝たないまま全員が順にパスしたら、ゲームは合意による引き分けで終わります。
# Clause 7.
clause-text-disputes = 異議：プレイヤーの意見が分かれたら、何かを動かす前に止めて、コマ、経路、条項、マスを記録します。判断はこのルールカードに従います。ルールを変えるには全員が確認した新しいルールカードが必要で、変更は新しいゲームから適用します。

## The card's players

# A player with their colour, as the card lists them: "Ann (red)".
card-player-label = { $name }（{ $colour }）
# A player whose name is still blank.
card-player-unnamed = プレイヤー{ $number }
# What "Takes effect from" says of a proposed change (version $version is the card it replaces).
card-effective-new-game = 新しいゲーム（すでに第{ $version }版で始めたゲームは、そのルールのまま続けます）

## The printable card (text; "card show", "Export card as text")

# The title; a printed card starting with it is told from a card file.
card-text-title = HOPCARD ルールカード
card-text-title-line = { $title }（第{ $version }版）
card-decides = ゲーム前に全員で合意したハウスルールです。判断はこのルールカードに従います。
# $players lists the players who have not confirmed ("Ann (red), Ben (blue)").
card-not-confirmed-by = 【未確認】{ $players }：全員が確認するまで、このルールカードは提案にすぎません。
# A player who moves first, in the list of players.
card-player-first = { $name }（{ $colour }、先手）
# A label before its value; the value follows after the space.
card-text-label = { $label }：
card-text-players = プレイヤーと色
card-text-date = 日付：{ $date }
card-text-rulebook = 参照したセット・説明書
card-rulebook-not-noted = 記載なし
card-text-no-changes = 合意した変更：なし（ルールカードの標準オプション）
card-text-changes = 合意した変更：
card-text-replaces = この版は第{ $version }版（フィンガープリント { $fingerprint }）を置き換えます
card-text-changed-from = 第{ $version }版からの変更：
card-text-takes-effect = 適用開始
card-heading-clauses = 七つの条項
card-heading-confirmations = 確認
card-text-confirm-how = 各プレイヤーが名前またはイニシャルで確認し、時刻を記録します：
# $who is card-player-label; $by what they typed; $time local time.
card-confirmed-as = { $who }：「{ $by }」として確認（{ $time }）
card-not-confirmed = { $who }：【未確認】
card-text-fingerprint = フィンガープリント：{ $fingerprint }
# What the fingerprint proves, printed under it on every copy (and shown on screen).
card-fingerprint-means = 紙の控えと照らし合わせてください。フィンガープリントが同じなら、同じルールカードです（プレイヤー、選んだオプション、入力した言葉が同じということで、どの言語で印刷したかは問いません）。少しでも変更すれば別の値になります。これは署名ではなく、誰でも計算できます。誰が合意したかを示すのは、確認欄と手書きの署名です。
card-status-no-fingerprint = 状態：まだフィンガープリントを取っていません（ゲーム開始時に取ります）
card-status-matches = 状態：フィンガープリントを取ってから変更されていません
card-status-changed = 状態：【フィンガープリントを取った後に変更あり】全員がもう一度確認してください

## Agreed changes and what a new version changes (card, text, PDF, screen)

# A rule option that differs from the card's own: "clause 4 unused: usable".
card-change-option = 第{ $clause }条 { $option }：{ $value }
card-change-no-hints = 第{ $clause }条 ヒントなし：誰もコンピューターに手の提案を求めません
# A change agreed in a dispute of the game before, in the players' words ($change).
card-change-from-dispute = 第{ $clause }条、異議{ $dispute }で合意（{ $move_number }手目、ルールカード第{ $version }版）：{ $change }
# The same with the rule option it changed ($rule: "unused: usable").
card-change-from-dispute-rule = 第{ $clause }条 { $rule }、異議{ $dispute }で合意（{ $move_number }手目、ルールカード第{ $version }版）：{ $change }
# What a new version changes from the one it replaces.
card-change-version-option = 第{ $clause }条 { $option }：{ $before } → { $after }
card-change-free-withdrawn = その他の合意した変更は取り下げられました
card-change-free-now = その他の合意した変更は次のとおりになりました：{ $text }
card-change-none = ルールは第{ $version }版と同じです

## Dates in words (the card's date button and calendar). Files keep dates
## as YYYY-MM-DD and times as UTC stamps; these are only for reading.

# "28 February 1999": $day and $year are digits, $month is date-month-N.
date-long = { $year }年{ $month }{ $day }日
# A calendar's heading, "February 1999".
date-month-year = { $year }年{ $month }
date-month-1 = 1月
date-month-2 = 2月
date-month-3 = 3月
date-month-4 = 4月
date-month-5 = 5月
date-month-6 = 6月
date-month-7 = 7月
date-month-8 = 8月
date-month-9 = 9月
date-month-10 = 10月
date-month-11 = 11月
date-month-12 = 12月
# $text is what was typed, already quoted.
date-error-form = 日付{ $text }は無効です：YYYY-MM-DD の形式で入力してください（例：2026-11-30）
date-error-no-such-day = 日付{ $text }は無効です：その日は存在しません

## Fields of the card, as its errors name them ("player 2's name has …")

card-field-name = プレイヤー{ $player }の名前
card-field-colour = プレイヤー{ $player }の色
card-field-initials = プレイヤー{ $player }のイニシャル
card-field-time = プレイヤー{ $player }の確認時刻
card-field-rulebook = 参照したセット・説明書
card-field-changes = 合意した変更
card-field-effective = 「適用開始」
card-field-dispute-change = 異議で合意した変更
card-field-earlier-changes = 前の版の合意した変更
card-field-earlier-fingerprint = 前の版のフィンガープリント

## The fingerprint

card-seal-no-fingerprint = まだフィンガープリントを取っていません
card-seal-matches = フィンガープリントを取ってから変更されていません
card-seal-changed = フィンガープリントを取った後に変更されています
# $text is what was typed, already quoted.
card-error-fingerprint-form = { $text }はフィンガープリントではありません：1A2B-3C4D-5E6F-7081 のように4桁ずつ区切った16桁の16進数（または64桁すべて）を入力してください

## Why a card file cannot be used (after the file's name: "card.ron is …")

card-error-too-large = { $bytes }バイトあり、ルールカードとしては大きすぎます（最大{ $max }バイト）
card-error-not-text = テキストファイルではありません（UTF-8ではありません）
# $form is text or pdf. "card new" and "Export card as RON" name a command and a menu item.
card-error-printed = 紙で読んで署名するための、ルールカードの印刷用{ $form ->
    [pdf] PDF
   *[text] テキスト
}です。検証や読み込みができるのは、ルールカードのファイル（RON。「card new」または「ルールカードをRONで書き出し…」で作成したもの）だけです
card-error-syntax = 読み込めるルールカードではありません：{ $problem }
card-error-invalid = 使えるルールカードではありません：{ $problem }
# The printed forms of a card; $form is text or pdf.
card-printed-form = { $form ->
    [pdf] PDF
   *[text] テキスト
}
card-shape-player-count = プレイヤーが{ $count }人になっています：ルールカードのプレイヤーは2～6人です
card-shape-confirmation-slots = プレイヤーは{ $players }人ですが、確認欄が{ $slots }個あります
card-shape-first = プレイヤー{ $first }が先手になっていますが、ルールカードのプレイヤーは{ $players }人です
card-shape-version-zero = 第0版：版は1から始まります
card-shape-no-such-date = 日付{ $date }は存在しません
card-shape-supersedes = 第{ $version }版は第{ $previous }版を置き換えられません

## Why a card cannot start a game yet

card-problem-missing-name = プレイヤー{ $player }の名前が必要です
card-problem-same-colour = 2人のプレイヤーが{ $colour }を選んでいます：色は別々にしてください
card-problem-player-count = { $count }人では遊べません：盤のスタート陣地は2人、3人、4人、6人用です
card-problem-other-camps = 3人以上の場合は、他のプレイヤーの陣地のルール（第{ $clause }条）をはっきり選んでください
card-problem-not-confirmed = { $name }がまだルールカードを確認していません
# $field is card-field-*, $problem what is wrong with it.
card-problem-entry = { $field }：{ $problem }
