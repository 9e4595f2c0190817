# Errors and notices of the files, the session, what players type and the
# fonts. $path is a file path already in quotes; $cause is the system's own
# words for a failure (or one of the fsio-cause- messages).
# Japanese: see /work/notes/glossary-ja.md. A message that follows a file's
# path is written to stand after "path：" on its own; menu paths are
# written with the words of app-play.ftl (ゲーム > 復元…).

## File primitives (fsio)

fsio-write-name = { $path }：ファイルのパスではないため使用できません：{ $cause }
fsio-write-create-folder = { $path }：保存先のフォルダーを作成できませんでした：{ $cause }
fsio-write-create-temporary = { $path }：同じ場所に一時ファイルを作成できませんでした：{ $cause }
fsio-write-write = { $path }：書き込めませんでした：{ $cause }
fsio-write-sync = { $path }：ディスクへの書き込みを確定できませんでした：{ $cause }
fsio-write-replace = { $path }：置き換えられませんでした：{ $cause }
fsio-write-create = { $path }：作成できませんでした：{ $cause }
fsio-write-keep = { $path }：コピーを保管できませんでした：{ $cause }
fsio-write-forbidden-name = { $path }：その名前では保存できませんでした：{ $cause }
# What a path is instead of a regular file; $kind is folder, fifo or special.
fsio-not-regular = { $kind ->
    [folder] フォルダー
    [fifo] 名前付きパイプ
   *[special] デバイスまたはその他の特殊ファイル
}
# After a file's path.
fsio-read-io = 読み込めません：{ $cause }
# After a file's path.
fsio-read-not-regular = { $kind ->
    [folder] 通常のファイルではなくフォルダーなので、読み込みませんでした
    [fifo] 通常のファイルではなく名前付きパイプなので、読み込みませんでした
   *[special] 通常のファイルではなくデバイスまたはその他の特殊ファイルなので、読み込みませんでした
}
# After a file's path.
fsio-read-too-large = 大きすぎます（{ $bytes }バイト。読み込むのは最大{ $cap }バイトまでです）
fsio-cause-no-file-name = ファイル名がありません
fsio-cause-every-name-taken = 使える名前がすべて使用済みです
fsio-cause-never-replaced = { $kind ->
    [folder] 通常のファイルではなくフォルダーなので、置き換えることはありません
    [fifo] 通常のファイルではなく名前付きパイプなので、置き換えることはありません
   *[special] 通常のファイルではなくデバイスまたはその他の特殊ファイルなので、置き換えることはありません
}
fsio-cause-held = 別のプログラム（エディター、バックアップ、ウイルス対策ソフトなど）がこのファイルを開いています：そちらで閉じてから、もう一度お試しください（{ $cause }）
# $device is the name in quotes.
fsio-name-device = Windowsでは、{ $device }という名前は拡張子を付けてもデバイス用に予約されています：別の名前を選んでください
fsio-name-trailing = Windowsはファイル名の末尾のドットや空白を取り除くため、別の名前で保存されてしまいます：末尾のドットや空白を削除してください
# $code is like U+0009.
fsio-name-control = Windowsのファイル名には制御文字{ $code }を使えません：削除してください
fsio-name-character = Windowsのファイル名には「{ $character }」を使えません：別の名前を選んでください

## What a file reader found wrong in a text, at $line:$column (quote)

quote-expected-value = { $line }:{ $column }：値が必要です
quote-too-deep = { $line }:{ $column }：括弧の入れ子が深すぎます（Hopcardのファイルでこれほど深く入れ子になるものはありません）
# $word is the word in quotes.
quote-not-a-name = { $line }:{ $column }：{ $word }はここでは名前として使えません
quote-open-comment = { $line }:{ $column }：閉じられていないコメントがあります
# A long word or quoted text cut short: $text is its first characters with
# an ellipsis (the closing quote after it, when quoted); $bytes its length.
quote-cut = { $text }（{ $bytes }バイト）
# A long message cut short: $text is its start, $bytes the whole length.
quote-cut-message = { $text }…（全{ $bytes }バイト）

## What is wrong with a typed text (entry); each follows the field's name.
## $code is a character's code, like U+200E.

entry-line-break = 1行で入力してください（改行が含まれています）
entry-control = 印刷できない制御文字{ $code }が含まれています
entry-direction-mark = 文字の並び順を変えてしまう、見えない方向制御文字{ $code }が含まれています
entry-invisible = ルールカードに表示されない、見えない文字{ $code }が含まれています
entry-blank-looking = 空白に見えるがスペースではない文字{ $code }が含まれています
entry-private-use = フォントによって見え方が異なる私用領域の文字{ $code }が含まれています
entry-not-a-character = Hopcardが文字として認識できない{ $code }が含まれています
entry-card-line = 「{ $character }」が含まれています：ルールカードの別の行として読まれるおそれがあります
entry-too-long = { $chars }文字あります：入るのは最大{ $max }文字です

## Who plays a seat (seat)

# $given is what was typed, in quotes; the level names are the command
# line's own values and stay as they are.
seat-unknown-level = 不明なレベル{ $given }：greedy、easy、medium、strong のいずれかを指定してください

## What is wrong with a game file (storage). Most follow the file's path
## (storage-load-error puts them together).

# $problem is one of the storage- or fsio-read- messages.
storage-load-error = { $path }：{ $problem }
storage-record = 整合しない異議の記録があります：{ $problem }
# $field is the field's name in the file (saved, status, record, format…).
storage-field = 項目 `{ $field }`：{ $why }
storage-too-large = ゲームファイルとしては大きすぎます（{ $bytes }バイト。最大{ $cap }バイト）
storage-not-text = テキストファイルではない（UTF-8ではない）ため、ゲームファイルではありません
storage-syntax = ゲームファイルとして読み込めません（破損しているか、途中で切れている可能性があります）：{ $problem }
storage-newer-format = 新しいバージョンのHopcardで書かれています（ファイル形式{ $format }。このバージョンが読めるのは形式{ $latest }までです）
storage-card = ゲームに合わないルールカードが入っています：{ $problem }
storage-replay = 再生できない履歴があります：イベント{ $event }：{ $reason }
storage-mismatch = ファイル自身の履歴と一致しません（手で編集されましたか？）：{ $problem }
# RON is the name of the file format.
storage-serialize = ゲームをRONとして書き出せませんでした：{ $cause }
# $stored and $replayed are positions in the board's text notation.
storage-position-differs = 保存されている局面は{ $stored }ですが、手順をたどると{ $replayed }になります
storage-plies-differ = 有効な手の一覧が履歴と異なります
# $stored and $replayed are status lines in quotes.
storage-status-differs = 保存されている状態は{ $stored }ですが、手順をたどると{ $replayed }になります
storage-record-fingerprint = ゲームが対局記録のフィンガープリントと一致しなくなっています（手、戻した手、異議のいずれかが、手で削除、追加、変更、移動されました）
# $what is storage-lowered-record or storage-lowered-raised-in.
storage-format-lowered = 値は{ $format }ですが、{ $what }。形式の番号が手で下げられましたか？
storage-lowered-record = ファイルに対局記録のフィンガープリント（`record`）があります（Hopcardが形式2から書き込むもの）
storage-lowered-raised-in = 異議{ $number }に、申し立てられたゲーム（`raised_in`）が記されています（Hopcardが形式3から書き込むもの）
storage-saved-not-a-time = { $saved }はHopcardが書く時刻ではありません（例：2025-03-14 19:30 UTC）
storage-status-empty = 空ですが、Hopcardは状態行を必ず書き込みます
storage-record-missing = ありませんが、このファイル形式では対局記録のフィンガープリントを必ず保存します（手で削除されましたか？）
storage-dispute-rules = 異議{ $number }：ルールカードのものではないルールで判定されています
storage-card-slots = プレイヤーは{ $players }人ですが、確認欄は{ $slots }個です
storage-card-first = プレイヤー{ $first }が先手になっていますが、ルールカードのプレイヤーは{ $players }人です
# $seal is how the card stands (unconfirmed, changed after confirming…).
storage-card-seal = ルールカードの状態：{ $seal }
storage-card-start = 開始局面{ $start }が、ルールカードの開始局面{ $card }と一致しません
storage-replay-differs = 手数、プレイヤー、入れ替えの印のいずれかが、エンジンの記録と一致しません

## The session: what the first screen reports, what a save or a request
## refused says (session). "Game > Recover…" and "Game > Save as…" are the
## window's menu items.

session-damaged-autosave = 自動保存されたゲームを読み込めませんでした（{ $problem }）。ファイルは変更せずに{ $path }へ移しました。
session-damaged-preferences-kept = 設定を読み込めませんでした（{ $problem }）。元の設定は変更せずに{ $path }に保管し、既定の設定を使います。
session-damaged-preferences = 設定を読み込めなかったため（{ $problem }）、既定の設定を使います。
session-folder-unwritable = Hopcardのデータフォルダー{ $path }に書き込めません（{ $problem }）。そのため、このウィンドウでは自動保存もゲームの保管も行いません：ゲームはファイルに保存してください（ゲーム > 名前を付けて保存…）。
session-autosave-off = { $path }にある自動保存されたゲームを読み込めず（{ $problem }）、移すこともできなかったため、このウィンドウでは自動保存をオフにしました：そのファイルはそのままにしてあります。
# $kept is how many of its entries were kept.
session-damaged-recent = 最近使ったファイルの一覧が壊れていたため、{ $path }へ移しました。{ $kept ->
    [0] 読み込める項目はありませんでした
   *[other] 読み込めた{ $kept }件の項目は残しました
}。
session-finished-kept = 前回の終了したゲームを{ $path }として保管しました（ゲーム > 復元…）。
session-separate-kept = 2つ目のウィンドウのゲームを{ $path }として保管しました（ゲーム > 復元…）。
# $holds is one of the session-holds- messages.
session-foreign-file = このゲームは{ $path }に保存されていましたが、そのファイルは{ $holds }ため、今はどのファイルにも属していません：「保存」を選ぶと保存先を尋ねます。
session-newest-in-file = このゲームの最新のコピーは、ゲームのファイル{ $path }です。
session-belongs-to = このゲームはファイル{ $path }のものです。
session-behind = { $since }手目の時点から保存されていません：{ $cause }
session-file-failure = { $path }に保存されていません：{ $cause }
session-other-kept = そのファイルの中身は{ $path }として保管しました（ゲーム > 復元…）。
session-other-not-kept = そのファイルの中身を別に保管できませんでした：{ $why }。
# $holds is one of the session-other-holds- messages.
session-other-game = { $path }には{ $holds }が入っていて、このゲームではないため、置き換えませんでした。
# $kept is session-other-kept or session-other-not-kept.
session-other-game-kept = { $path }には{ $holds }が入っていて、このゲームではないため、置き換えませんでした。{ $kept }
session-no-game = まだゲームがありません
session-read-only = このウィンドウはゲームを読み取り専用で表示しています（別のHopcardウィンドウがこのゲームを進行中です）
session-case-open = 異議は対局に対して申し立てます：先に対局に戻ってください
session-keep-failed = 現在のゲームを復元用に保管できなかったため、置き換えませんでした：{ $cause }
session-not-saved = ゲームは保存されませんでした：{ $cause }
# $field is statement (a dispute's statement) or change (an agreed change).
session-too-long = { $field ->
    [statement] 言い分
   *[change] 合意した変更
}が{ $chars }文字あります：入るのは最大{ $max }文字なので、変更しませんでした
session-too-large = ゲームが{ $bytes }バイトになり、ゲームファイルの上限（{ $cap }バイト）を超えるため、何も変更しませんでした
session-recent-not-stored = 最近使ったファイルの一覧を保存できませんでした：{ $cause }
session-slot-locked = 別のHopcardウィンドウが、自動保存されたゲームを進行中です（ロック{ $path }が使用中です）
session-slots-busy = 自動保存の枠が{ $count }個すべて使用中です
session-game-too-large = ゲームが{ $bytes }バイトになり、ゲームファイルの上限（{ $cap }バイト）を超えます
session-no-folder-to-keep = 保管するためのフォルダーがありません
# The status line when another window took this window's autosave.
session-slot-lost = 別のHopcardウィンドウがここに自動保存するようになったため（このウィンドウの実行中にデータフォルダーが削除されたか、置き換えられました）、このウィンドウは自動保存を停止しました：ゲームをファイルに保存してください
# What a game's own file holds instead of the game (after "that file").
session-holds-nothing = 存在しない
# $game is session-describe or session-describe-finished.
session-holds-another-game = 別のゲーム（{ $game }）になっている
session-holds-unreadable = ゲームとして読み込めない（{ $problem }）
# What a file holds instead of the game being saved (session-other-game's
# $holds); $problem follows a file's path ("cannot be read: …").
session-other-holds-unread = 読み込めない内容（{ $problem }）
session-other-holds-later = このゲームのより新しいコピー（{ $game }）
session-other-holds-another = 別のゲーム（{ $game }）
session-other-holds-not-a-game = Hopcardが読み込めるゲームではないもの（{ $problem }）
# A game as a message names it: "Cid and Dee, 92 moves".
session-describe = { $players }、{ $moves }手
session-describe-finished = { $players }、{ $moves }手、終了
session-not-kept-unreadable = 読み込めませんでした
session-not-kept-no-folder = このウィンドウには保管先のデータフォルダーがありません
# The players of a game: "Ann, Bob and Cid"; $first is every name but the
# last, joined by session-players-separator.
session-players = { $first }、{ $last }
session-players-separator = {"、"}

session-holds-not-this-game = { $holds }が入っており、この対局ではありません
