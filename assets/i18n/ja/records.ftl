# What a game writes down, in words for people: dispute records (the text
# sheet, the PDF sheet and the log's text), the game record, the history
# lines, and the errors of records and games. The files themselves (RON)
# never take these words. Holes (N2), routes (N2-M6), colours (red) and
# option values (unused: usable) are the card's codes and stay as they are.
# Japanese: see /work/notes/glossary-ja.md. The text sheet's labels are
# padded for a fixed-width font where a Japanese character takes two
# columns: every value starts at column 18.

## A dispute, in parts

# The moving piece: the hole and the colour of the piece on it.
dispute-piece = { $hole }（{ $colour }）
dispute-piece-empty = { $hole }（空きマス）
# Nothing chosen yet (no moving piece, no route).
dispute-none-yet = まだなし
dispute-route-no-landing = { $route }（着地点はまだなし）
# The resolutions, as the panel and the records name them.
dispute-resolution-apply = ルールカードを適用
dispute-resolution-withdrawn = 取り下げ
dispute-resolution-change = 新しいゲームでの変更に合意
# The rule option an agreed change gives the next card: "clause 4 unused: usable".
dispute-next-card = 第{ $clause }条 { $rule }
# What follows "Record fingerprint" for a record without one.
dispute-no-seal = なし：時刻、言い分、解決内容は検証できません（記録のフィンガープリントが導入される前の記録か、フィンガープリントが削除された記録です）
dispute-fingerprint-record = { $fingerprint }（この記録のすべての行が対象です。紙の控えと照らし合わせてください）
dispute-fingerprint-chain = { $fingerprint }（この記録のすべての行、異議が申し立てられたゲーム、それ以前のすべての異議が対象です。紙の控えと照らし合わせてください）

## Why a dispute request was refused

dispute-error-none-open = 審議中の異議はありません
dispute-error-unknown-player = プレイヤー{ $player }はいません
dispute-error-no-route = 異議にまだ経路がありません：動かすコマをクリックしてから、着地点をクリックしてください
dispute-error-empty-change = 先に、プレイヤーが合意した変更を書いてください
# $problem says what is wrong with the typed text.
dispute-error-entry = 入力したテキストは使えません：{ $problem }

## A dispute record as text (labels padded so the values line up)

dispute-text-title-open = 異議{ $number }（審議中）
dispute-text-title-resolved = 異議{ $number }（解決済み）
dispute-text-raised-by = 申し立てた人：    { $name }
dispute-text-time = 時刻：            { $time }
dispute-text-turn = 手番：            { $name }（{ $move_number }手目）
dispute-text-piece = 動かすコマ：      { $piece }
dispute-text-route = 提案された経路：  { $route }
# $clause is its number, $text its wording on the card.
dispute-text-clause = 根拠とする条項：  第{ $clause }条　{ $text }
dispute-text-verdict = 判定：            { $verdict }
dispute-text-rules = ルール：
dispute-text-position = 局面：            { $position }
dispute-text-statements = 言い分：
dispute-text-statement-by = { $name }：
dispute-text-no-statement = { $name }：（言い分なし）
dispute-text-no-resolution = 解決：            まだなし（盤は固定中）
dispute-text-resolution = 解決：            { $resolution }（{ $time }）
dispute-text-agreed-change = 合意した変更：
dispute-text-next-card = 次のルールカード：{ $next }
# $effect is what happened, as the record keeps it.
dispute-text-effect = 結果：            { $effect }
dispute-text-fingerprint = 記録のフィンガープリント：{ $fingerprint }
# Under the text diagram; $colours is "R = red, B = blue".
dispute-text-key = 凡例：. 空きマス、{ $colours }、* 動かすコマ、1-9 経路順の着地点

## A dispute record refused on reading ($field is the record's field name as the file spells it)

dispute-record-error = 異議{ $number }、項目 `{ $field }`：{ $problem }
dispute-record-no-such-seat = { $seat }はこのゲームの席ではありません
# $recorded and $derived are already quoted.
dispute-record-differs = 記録では{ $recorded }ですが、記録された局面、経路、ルールからエンジンが導くと{ $derived }になります
dispute-record-changed = Hopcardが記録を書いた後に変更されています（記録のフィンガープリントと一致しません）
dispute-record-not-a-stamp = { $text }はHopcardが書く時刻ではありません（例：2025-03-14 19:30 UTC）
dispute-record-missing = ありません：このファイル形式では記録のフィンガープリントを必ず保存するので、手で削除されています
dispute-record-out-of-sequence = ファイルの{ $place }番目の記録なのに、番号が{ $number }になっています：異議の番号は申し立てた順に1、2、3…と付きます（記録が手で複製、削除、移動されましたか？）
dispute-record-open-before-last = まだ審議中ですが、その後に別の異議が申し立てられています（審議中にできるのは最後の異議だけです）
dispute-record-game-missing = ありませんが、前の記録にはあります：Hopcardは一度書き始めてからは、すべての異議について、申し立てられたゲームを書き込みます（手で削除されましたか？）
dispute-record-other-game = 申し立て時点のこのゲーム（ルールカード、開始局面、席、手、それ以前の異議）とは別のゲームを指しています：別のゲームから移されましたか？
dispute-record-not-in-game = このゲームは、その手の前にその局面になったことがありません（別のゲームから移されましたか？）
# How many statements a record holds, against how many players the game seats.
dispute-record-statements = 言い分{ $count }件
dispute-record-players = プレイヤー{ $count }人

## A dispute log

# The heading of a log's text ("Export log as text", hopcard dispute).
dispute-log-title = Hopcard 異議の記録（形式{ $version }）：異議{ $count }件
dispute-log-not-text = テキストファイルではありません（UTF-8ではありません）
dispute-log-serialize = 異議の記録を書き出せませんでした：{ $problem }
dispute-log-parse = RON形式の異議の記録ではありません：{ $problem }
dispute-log-version-zero = 形式0：異議の記録の形式は1から始まります
dispute-log-record-missing = 項目 `record`：ありませんが、この形式の異議の記録には、各記録のフィンガープリントが必ず保存されます（手で削除されましたか？）
dispute-log-record-differs = 項目 `record`：各記録が、異議の記録全体のフィンガープリントと一致しなくなっています（記録が手で削除、追加、変更、移動されました）
# $newer is one of dispute-log-newer-*.
dispute-log-lowered = 項目 `version`：値は{ $version }ですが、{ $newer }。形式の番号が手で下げられましたか？
dispute-log-newer-version = 異議の記録の形式{ $version }は、このHopcardが扱える形式（{ $known }まで）より新しいものです
dispute-log-newer-seal = 異議{ $number }に記録のフィンガープリント（`seal`）があります（Hopcardが形式2から書き込むもの）
dispute-log-newer-rule-change = 異議{ $number }で次のルールカードのオプションに合意しています（Hopcardが形式2から書き込むもの）
dispute-log-newer-raised-in = 異議{ $number }に、申し立てられたゲーム（`raised_in`）が記されています（Hopcardが形式4から書き込むもの）

## A game

# A player with their colour: "Ann (red)".
game-player-label = { $name }（{ $colour }）
game-error-nothing-to-take-back = 戻せる手がありません
game-error-frozen = 審議中の異議により盤が固定されています：先に解決するか、取り下げてください
# The end of a game; $clause is the clause of the completion rule.
game-result-draw = 合意による引き分け：全員が一巡パスし、誰も動けませんでした。
game-result-win-swap = { $player }の勝ち：最後の入口での入れ替え（第{ $clause }条）により、最後のコマがふさいでいたコマとマスを入れ替えました。
game-result-win-ten = { $player }の勝ち：すべてのコマがゴール陣地に入りました（第{ $clause }条）。
game-result-win-available = { $player }の勝ち：空きマスのルール（第{ $clause }条）により、ゴール陣地に空きマスがなくなりました。

## History lines (the move list, the command line's history, the game record)

# A played move: "3. Ann (red) N2-M6"; $who is a player or a colour, $route the route or "pass".
history-line-played = { $number }. { $who } { $route }
history-line-played-swap = { $number }. { $who } { $route }（入れ替え）
# In the game record.
history-line-played-final-swap = { $number }. { $who } { $route }（最後の入口での入れ替え）
# A move of the list that was taken back (shown struck through); $line is the move's line.
history-line-taken-back = { $line }（戻した手）
# A take-back in the command line's history (route notation).
history-line-taken-back-notation = 戻した手：{ $line }
# A move a dispute was raised over; $numbers are the disputes' numbers ("2, 3").
history-line-disputed = { $line }（{ $count ->
   *[other] 異議
}{ $numbers }）
history-line-after-hint = { $line }（ヒントの後）

## The game record as text ("Export game record")

game-record-title = Hopcard 対局記録
game-record-card = ルールカード：第{ $version }版、フィンガープリント { $fingerprint }、日付 { $date }
# $players lists the players ("Ann (red), Ben (blue)").
game-record-players = プレイヤー：{ $players }
# $level is the computer's level (easy, medium, hard).
game-record-computer-player = { $player }：コンピューター（{ $level }）
game-record-hints-off = ヒント：なし（第{ $clause }条：誰もコンピューターに手の提案を求めません）
game-record-hints-none = ヒント：使われませんでした
# $moves are the move numbers a hint was shown before ("3, 7").
game-record-hints = ヒント：{ $count }回（{ $moves }手目の前）
game-record-taken-back = { $number }手目（{ $who } { $route }）は全員の同意で戻されました
# $ending is game-record-dispute-open or -ended.
game-record-dispute = 異議{ $number }（{ $move_number }手目、申し立て：{ $by }、第{ $clause }条）：{ $route }（{ $ending }）
game-record-dispute-open = 審議中
# $effect is what happened, as the record keeps it.
game-record-dispute-ended = { $resolution }：{ $effect }
game-record-result = 結果：{ $result }
game-record-not-finished = 未終了。対局は続いています。
game-record-fingerprint = 対局記録のフィンガープリント：{ $fingerprint }（ここまでの対局全体：手、戻した手、異議。hopcard replay FILE --expect でファイルと照合できます）

## What is wrong with the seats and hints a game file carries (after the field's name)

game-file-computer-entries = { $seats }席に対して項目が{ $entries }個あります（1席に1個のはずです）
game-file-computer-seat = 席{ $seat }は人間の席です（その確認はコンピューター（{ $level }）によるものではありません）
game-file-hint-entries = 項目が{ $entries }個ありますが、ゲームの手は{ $moves }手です
game-file-hint-move = { $number }手目は順序が正しくないか、このゲームの手ではありません

## The card as a PDF ("Export card as PDF", hopcard card pdf); its clauses,
## confirmations and fingerprint words are the card's (card.ftl)

# At the foot of every page, before "· page 1 of 2".
print-card-footer = Hopcard ルールカード 第{ $version }版 · フィンガープリント { $fingerprint }
# The PDF's title (its document properties).
print-card-title = Hopcard ルールカード 第{ $version }版
# $title is card-text-title.
print-card-heading = { $title } · 第{ $version }版
print-heading-players = プレイヤー
# A player's line; $start and $goal are camp names.
print-player = { $name }（{ $colour }）：{ $start }の陣地から出発、{ $goal }の陣地を目指す
print-player-first = { $name }（{ $colour }）：{ $start }の陣地から出発、{ $goal }の陣地を目指す（先手）
print-label-fingerprint = フィンガープリント
print-label-date = 日付
print-label-rulebook = セット・説明書
print-label-changes = 合意した変更
print-no-changes = なし（ルールカードの標準オプション）
print-label-replaces = 置き換える版
print-replaces = 第{ $version }版（フィンガープリント { $fingerprint }）：{ $changes }
print-label-takes-effect = 適用開始
print-confirm-how = 各プレイヤーは名前またはイニシャルでルールカードを確認し、下の欄にペンで署名します。
# Under a line to sign on; $who is "Ann (red)".
print-signature-of = { $who }の署名
print-heading-fingerprint = フィンガープリント
# "hopcard card verify CARD --expect" is a command: keep it as it is.
print-card-verify = ルールカードのファイルをこの用紙と照合するには：hopcard card verify CARD --expect { $fingerprint }
# The foot of every page of every PDF: $footer is the sheet's own.
print-page-footer = { $footer } · { $page }/{ $pages }ページ

## A dispute record as a PDF (the dispute panel, hopcard dispute --pdf)

print-dispute-footer = Hopcard 異議の記録
print-dispute-footer-card = Hopcard 異議の記録 · ルールカード第{ $version }版、フィンガープリント { $fingerprint }
# The PDF's title (its document properties).
print-dispute-title-one = Hopcard 異議{ $number }の記録
print-dispute-title-many = Hopcard 異議の記録
print-dispute-heading-open = HOPCARD 異議の記録 · 異議{ $number }（審議中）
print-dispute-heading-resolved = HOPCARD 異議の記録 · 異議{ $number }（解決済み）
print-label-game-card = 対局のルールカード
print-game-card = 第{ $version }版、フィンガープリント { $fingerprint }
print-label-game-record = 対局記録のフィンガープリント
print-game-record = { $fingerprint }（ここまでの対局全体：手、戻した手、異議）
print-heading-signatures = 署名
print-label-raised-by = 申し立てた人
print-label-time = 時刻
print-label-turn = 手番
print-turn = { $name }（{ $move_number }手目）
print-label-piece = 動かすコマ
print-label-route = 提案された経路
print-label-clause = 根拠とする条項
# $clause is its number, $text its wording on the card.
print-clause = 第{ $clause }条　{ $text }
print-label-verdict = 判定
print-label-rules = ルール
print-label-record = 記録のフィンガープリント
print-heading-statements = 言い分
print-no-statement = （言い分なし）
print-heading-resolution = 解決
print-no-resolution = まだありません：解決するまで盤は固定されます。
print-label-resolution = 解決
print-resolution = { $resolution }（{ $time }）
print-label-agreed-change = 合意した変更
print-label-next-card = 次のルールカード
print-label-effect = 結果
print-heading-board = 異議申し立て時の盤面
# Under the drawn board; $colours is "R = red, B = blue".
print-board-key = 凡例：灰色の小さな点は空きマス、コマには色の頭文字（{ $colours }）、丸で囲んだコマが動かすコマ、1、2、…は経路の着地点の順番です。A行が一番上、Q行が一番下です。

## Why a PDF could not be made

# $paper is what was given, already quoted; a4 and letter are the names to type.
print-error-paper = { $paper }は用紙サイズではありません：a4 または letter を指定してください
print-error-font = 埋め込みフォントを読み込めませんでした
# $code is the character's code (U+4E00), $script its script's name.
print-error-unshown = { $code }（{ $script } の文字）は印刷できません：このコンピューターにはこの文字を含むフォントがありません。対応するフォント（パッケージ { $package }）をインストールしてから、もう一度印刷してください
print-error-write = PDFを書き込めませんでした：{ $problem }
# The parts of a record its fingerprint covers together, named where a field's name stands.
dispute-record-field-record = 経路、局面、プレイヤー、ゲームのいずれか

print-board-key-colour = { $letter } = { $colour }
