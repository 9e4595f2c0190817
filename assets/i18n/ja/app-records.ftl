# The desktop app's records and files: disputes, the card window, review,
# the file flow and its prompts, the Rules menu's cases, printing, the
# calendar, the Game menu's commands and the app's own status lines.
# Holes (N2), routes (E6-D1), option names and values (hops, no-rest),
# file extensions, format names (RON, PDF, A4) and "Hopcard" stay as they are.
# Japanese: see /work/notes/glossary-ja.md; menu paths are written
# 「ゲーム > 復元…」 with the words of app-play.ftl's menus.

## The dispute panel and the dispute log window (clause 7)

# The status line once a dispute is resolved; $resolution is how it ended.
dispute-panel-resolved = 異議{ $number }を解決しました（{ $resolution }）：{ $effect }
# The banner above the frozen board, before the moving piece is chosen.
dispute-panel-banner-piece = 異議{ $number }により盤を固定中：動かすコマをクリックしてください
# The banner above the frozen board, once the piece is chosen.
dispute-panel-banner-route = 異議{ $number }により盤を固定中：経路のマスを順にクリックしてください
dispute-panel-heading = 異議{ $number }（審議中）
dispute-panel-frozen = 盤は固定されています：意見の相違を記録してから、解決してください。
dispute-panel-position = 申し立て時の局面（全マス）：
dispute-panel-raised-by = 申し立てた人：
# A choice of who raised the dispute; also its screen-reader name.
dispute-panel-raised-by-player = { $name }が申し立て
dispute-panel-time = 時刻：{ $time }
# $name is the player to move, $number the move's number.
dispute-panel-whose-turn = 手番：{ $name }（{ $number }手目）
dispute-panel-piece-none = 動かすコマ：盤上でクリックしてください
dispute-panel-piece = 動かすコマ：{ $hole }
dispute-panel-route = 提案された経路：{ $route }
dispute-panel-remove-last = 最後のマスを削除
dispute-panel-clear-route = コマと経路をクリア
dispute-panel-verdict = この対局のルールカードによる判定：{ $verdict }
dispute-panel-clause-cited = 根拠とする条項：
# A choice of the clause the dispute cites.
dispute-panel-clause = 第{ $clause }条
# The clause cited, with its wording from the card.
dispute-panel-clause-line = 第{ $clause }条　{ $text }
dispute-panel-statement = { $name }の言い分
dispute-panel-resolve = 解決
dispute-panel-apply = ルールカードを適用
dispute-panel-apply-allows = ルールカードでは認められます：{ $route } を実行します。
dispute-panel-apply-refuses = ルールカードでは認められません：何も動きません。
dispute-panel-apply-not-yet = 先に動かすコマと、着地点を一つ以上選んでください
dispute-panel-withdraw = 異議を取り下げる
dispute-panel-withdraw-hint = 何も変わらず、対局を続けます
dispute-panel-agreed-change = 合意した変更（新しいゲームから適用）
dispute-panel-rule-none = なし：変更は自分たちの言葉で記述
dispute-panel-rule-change = 次のルールカードでのルール変更
dispute-panel-agree = 新しいゲームでの変更に合意
dispute-panel-agree-hint = 次のゲームのルールカードに変更を反映し、全員が確認します。この対局は今のルールカードのまま続けます
# A value of an option as the card lists it: "clause 4 unused: usable";
# $option and $value are the card's own names.
dispute-panel-rule-line = 第{ $clause }条 { $option }：{ $value }
# The screen-reader name of the small picture of the disputed position.
dispute-panel-picture = 異議の局面の図、経路 { $route }
dispute-panel-record-fingerprint = 対局記録のフィンガープリント：{ $fingerprint }（ここまでの対局全体：手、戻した手、異議）
# The dispute log window's title.
dispute-panel-window = 異議一覧
dispute-panel-export-text = テキストで書き出し…
dispute-panel-export-ron = RONで書き出し…
# The screen-reader name of the Copy button beside the record's fingerprint.
dispute-panel-copy-record = 対局記録のフィンガープリントをコピー
dispute-panel-no-disputes = この対局に異議はありません。
dispute-panel-exported = 異議の記録を{ $path }に書き出しました
dispute-panel-not-exported = 異議の記録を書き出せませんでした：{ $error }

## The agreement card window and the Game menu's card entries

card-view-show = ルールカードを表示
card-view-show-not-yet = 設定画面で全員がルールカードを確認すると使えます。
card-view-menu-export-text = ルールカードをテキストで書き出し…
card-view-menu-export-ron = ルールカードをRONで書き出し…
card-view-menu-import = ルールカードを読み込み…
card-view-exported = ルールカードを{ $path }に書き出しました（フィンガープリント { $fingerprint }）
card-view-not-exported = ルールカードを書き出せませんでした：{ $error }
# Said in the setup form after Import card…; $name is the file.
card-view-imported-matches = { $name }を読み込みました：第{ $version }版。フィンガープリントを取ってから変更されていません。このルールで新しいゲームを始めるか、変更してください（変更すると確認は取り消されます）。
card-view-imported-changed = { $name }を読み込みました：第{ $version }版。【注意：フィンガープリントを取った後に変更されています】すべての行を確かめてください。各プレイヤーがもう一度確認する必要があります。
card-view-imported-unsealed = { $name }を読み込みました：第{ $version }版。まだフィンガープリントがありません。各プレイヤーの確認が必要です。
card-view-proposed-change = 変更案：ルールカード第{ $next }版。進行中の対局は最後まで第{ $version }版のままです。この版は、全員が確認し、それで新しいゲームを始めたときから適用されます。
# One player in the card's list of players.
card-view-player = { $name }（{ $colour }）
card-view-players = プレイヤー：{ $players }
card-view-date = 日付：{ $date }
card-view-rulebook = 参照したセット・説明書：{ $rulebook }
card-view-rulebook-none = 参照したセット・説明書：記載なし
card-view-changes = 合意した変更：{ $changes }
card-view-changes-none = 合意した変更：なし
card-view-replaces = 第{ $version }版からの変更：{ $changes }
card-view-effective = 適用開始：{ $date }
# A clause of the card: its number and its wording.
card-view-clause = 第{ $clause }条　{ $text }
# $by is the name the player confirmed with.
card-view-confirmed = { $name }：「{ $by }」として確認（{ $time }）
card-view-not-confirmed = { $name }：【未確認】
card-view-fingerprint = フィンガープリント：{ $fingerprint }
# The screen-reader name of the Copy button beside the card's fingerprint.
card-view-copy-fingerprint = ルールカードのフィンガープリントをコピー
card-view-status = ルールカードの状態：{ $seal }
card-view-unconfirmed = 未確認：{ $names }
card-view-copy = コピー
card-view-copy-hint = フィンガープリント全体（64桁）をクリップボードにコピー
card-view-export-pdf = PDFで書き出し…
# Between "Export as PDF…" and the paper size: "Export as PDF… on A4".
card-view-paper-on = 用紙：
# The US paper size.
card-view-paper-letter = レター
# The card window's title.
card-view-window = ルールカード
card-view-read-only = 読み取り専用：進行中の対局のルールは変わりません。
card-view-setup-confirmed = 全員が確認したルールカードです：これから始めるゲームはこのルールで行います。設定画面で何か変更すると、確認は取り消されます。
card-view-setup-changed = 全員の確認後に変更されています：書き出しや印刷の前に、もう一度確認してください。
card-view-version = 第{ $version }版
card-view-export-text = テキストで書き出し…
card-view-export-ron = RONで書き出し…
card-view-propose = 変更を提案

## What a bulk change to the card changed (the setup form)

# In the question before a reset: "clause 2, how pieces travel: long → hops";
# $from and $to are the card's own value names.
card-changes-option-long = 第{ $clause }条・{ $title }：{ $from } → { $to }
card-changes-option-long-unchosen = 第{ $clause }条・{ $title }：{ $from } → 未選択（3人以上の場合に選びます）
# In the status line after a reset: "clause 2 long → hops".
card-changes-option-short = 第{ $clause }条 { $from } → { $to }
card-changes-option-short-unchosen = 第{ $clause }条 { $from } → 選択待ち
card-changes-player-removed = プレイヤー{ $number }を削除
card-changes-player-removed-named = プレイヤー{ $number }（{ $name }）を削除
card-changes-player-added = プレイヤー{ $number }（{ $colour }）を追加
card-changes-other-camps-to-choose = 第{ $clause }条 他の陣地のルールは選択待ち
# After the number of players changed; $changes lists what changed, joined by "; ".
card-changes-seats = { $count }人：{ $changes }。
card-changes-seats-withdrawn = { $count }人：{ $changes }。確認を取り消しました。
card-changes-far-after = ルールカードの日付{ $date }は、今日（{ $today }）より1年以上先です。よろしいですか？
card-changes-far-before = ルールカードの日付{ $date }は、今日（{ $today }）より1年以上前です。よろしいですか？

## Review: the bar above the board while looking back

# $player is who played it, $proposal the route (E6-D1) or the pass.
review-after-move = 振り返り中：全{ $moves }手中{ $number }手目の後の盤面（{ $player } { $proposal }）
review-start = 振り返り中：開始時点（全{ $moves }手、1手目の前）
review-back = 戻る
# The keys that do the same (hover text).
review-back-keys = Page Up または ←
review-forward = 進む
review-forward-keys = Page Down または →
review-exit = 対局に戻る
review-exit-key = Esc
review-continue = ここから再開…
review-continue-hint = これより後の{ $count }手を戻します：全員の同意が必要です

## Files: the file prompt's titles, the Game menu's file entries, the first
## screen, Recover…, the questions before a game is replaced, the status line

files-prompt-save = ゲームを保存
files-prompt-open = ゲームを開く
files-prompt-card-text = ルールカードを印刷用テキストで書き出し
files-prompt-card-ron = ルールカードをRONで書き出し（再読み込み可）
files-prompt-import-card = ルールカード（RON）を読み込み
files-prompt-disputes-text = 異議の記録をテキストで書き出し
files-prompt-disputes-ron = 異議の記録をRONで書き出し
files-prompt-card-pdf = ルールカードをPDFで書き出し（印刷用）
files-prompt-record-text = 対局記録をテキストで書き出し
files-prompt-disputes-pdf = 異議の記録をPDFで書き出し（印刷用）
files-open-failed = ゲームを開けませんでした：{ $error }
files-open-stopped = { $path }を開けませんでした：読み込みが途中で止まりました
files-menu-save = 保存
files-menu-save-as = 名前を付けて保存…
files-menu-open = 開く…
files-menu-recent = 最近使ったファイル
# An entry of Open recent: the file's name and its players.
files-recent-entry = { $name }（{ $players }）
files-menu-recover = 復元…
# The first screen when another window holds the data folder.
files-locked-heading = Hopcardはすでに開いています
# $why says which window holds it.
files-locked-why = { $why }。
files-data-folder = データフォルダー：{ $path }
files-locked-read-only = 読み取り専用でゲームを開く
files-locked-separate = 別のゲームを始める
# The resume offer.
files-resume-heading = 途中のゲーム
# $when is the date or time it was saved; $players who plays it.
files-resume-question = { $when }の、{ $players }による途中のゲームを再開しますか？
files-resume-moves = これまでに{ $count }手進んでいます。
files-resume = 再開
files-resume-decline = 新しいゲームを始める
files-resume-kept = 再開しないゲームも保管されます：「ゲーム > 復元…」で元に戻せます。
# The Recover window.
files-recover-window = ゲームの復元
files-recover-intro = 置き換えられたり、再開されなかったりして保管されたゲーム（新しい順）。
files-recover-reading = 保管されたゲームを読み込んでいます…
files-recover-none = 保管されたゲームはありません。
# A kept game: when it was saved, its players, its moves.
files-kept = { $when }：{ $players }（{ $count }手）
files-kept-finished = { $when }：{ $players }（{ $count }手、終了）
# "Save / Don't save / Cancel" before the game is replaced or the window closes.
files-question-heading = 現在のゲームを保存しますか？
files-question-unsaved = 盤上のゲームは{ $count }手進んでいます。まだファイルに保存されていません。
files-question-behind = 盤上のゲームは{ $count }手進んでいます。ファイル{ $path }には最新の手が保存されていません。
files-question-kept = 保存しなくても保管されます：「ゲーム > 復元…」で元に戻せます。
files-question-lost = このウィンドウにはデータフォルダーがありません：保存しないと失われます。
files-save = 保存
files-dont-save = 保存しない
files-cancel = キャンセル
# "FILE holds another game": Save as… / Replace / Cancel.
files-other-heading = { $name }には別のゲームが入っています
# $holds says which game the file holds.
files-other-holds = { $path }には今{ $holds }が入っていて、このゲームではないため、保存しませんでした。
files-other-lost = 置き換えると、ファイルの中身は失われます：このウィンドウには、それを保管するデータフォルダーがありません。
files-save-as = 名前を付けて保存…
files-replace = 置き換える
# The status line under the board.
files-status-read-only = 読み取り専用：別のHopcardウィンドウがこのゲームを進行中です。
files-status-no-file = ファイルに未保存
files-status-autosave-off = 自動保存オフ
files-status-autosaving = 自動保存中…
files-status-autosaved = 自動保存済み
# $file is the game's file (or that it has none), $autosave how the autosave stands.
files-status-game = ゲーム：{ $file } · { $autosave }

## The file flow: what came of a file action, in the status line

file-flow-opened = { $path }を開きました。
file-flow-kept = 前のゲームは{ $kept }として保管しました（ゲーム > 復元…）。
file-flow-opened-kept = { $path }を開きました。前のゲームは{ $kept }として保管しました（ゲーム > 復元…）。
# $problem says why the file the autosave named was not this game's.
file-flow-resumed-foreign = 途中のゲームを再開しました。{ $problem }
file-flow-resumed = 途中のゲームを再開しました。
file-flow-declined-kept = 途中のゲームは{ $kept }として保管しました（ゲーム > 復元…）。
file-flow-not-imported = ルールカードを読み込めませんでした：{ $path }：{ $error }
file-flow-card-changed = ルールカードを{ $path }に書き出しませんでした：プレイヤーの確認後に変更されています。先に全員がもう一度確認してください。
file-flow-record-written = 対局記録を{ $path }に書き出しました
file-flow-record-not-written = 対局記録を書き出せませんでした：{ $error }
file-flow-saved = ゲームを{ $path }に保存しました。
file-flow-saved-kept = ゲームを{ $path }に保存しました。そのファイルの以前の中身は{ $kept }として保管しました（ゲーム > 復元…）。
file-flow-saved-no-recent = ゲームを{ $path }に保存しましたが、最近使ったファイルの一覧を更新できませんでした：{ $error }
# After Cancel in "FILE holds another game"; $holds says which game it holds.
file-flow-not-saved = 保存していません：{ $path }には今も{ $holds }が入っています。
# $kept says where what the file holds was kept (or why it could not be).
file-flow-not-saved-kept = 保存していません：{ $path }には今も{ $holds }が入っています。{ $kept }
file-flow-not-opened-read-only = { $path }を開きませんでした：このウィンドウは読み取り専用です。別のゲームとして開いてください。
# $error says why the separate game has no autosave.
file-flow-not-autosaved = { $error }。このゲームは自動保存されません

## The file prompt: a path field, Browse… (the system's dialog), OK and Cancel

file-dialog-waiting = ファイルダイアログを待っています…（またはパスを入力して「OK」を押してください）
file-dialog-no-dialog = ファイルダイアログを開けませんでした：{ $error }。代わりにパスを入力してください
file-dialog-nothing-chosen = ダイアログでファイルが選ばれませんでした（デスクトップポータルがない可能性があります）。パスを入力して「OK」を押してください。
file-dialog-path = ファイルのパス
file-dialog-ok = OK
file-dialog-browse = 参照…
file-dialog-cancel = キャンセル
file-dialog-exists = { $path }は既に存在します。置き換えますか？
file-dialog-replace = 置き換える
file-dialog-other-name = 別の名前にする

## The Rules menu's cases: a title (the menu entry) and what the case explains
# Holes (D1, E6) and routes (E6-D1) are the card's own notation; the option
# names (swap, ten-own, available-hole, no-entry) are the card's words for them.

explainer-swap-title = 数え方の例：最後の入口での入れ替え
explainer-swap-explanation = 赤はコマが九個ゴール陣地に入っていて、赤のゴール陣地で最後に空いているマスD1には青がいます。swap オプションでは、赤の十個目のコマがD1に1マス移動し、青のコマはE6に移ります。赤は十個すべてをそろえて勝ち、どのコマも盤上に残ります。
explainer-ten-title = 数え方の例：自分のコマ十個
explainer-ten-explanation = 同じ配置で ten-own オプションの場合：赤は十個すべてをゴール陣地に入れる必要がありますが、D1はふさがっていて、ふさがっているマスへの移動は決して認められません。赤はまだ勝っておらず、対局を続けます。
explainer-available-title = 数え方の例：空きマス
explainer-available-explanation = 同じ配置で available-hole オプションの場合：赤のゴール陣地のマスはすべて埋まっていて（赤九個、青一個）、そこに赤のコマがあるので、十個目のコマがまだ外にあっても赤はすでに勝っています。
explainer-case-1-title = ケース1：横に動けるならパスできない
explainer-case-1-explanation = E3にある赤の最後のコマはゴールの方へは進めませんが、横のE2やE4へは1マス移動できます。パスできるのは合法な手が一つもないときだけなので、パスは認められません（第6条）。代わりにE3-E4を試してください。
explainer-case-2-title = ケース2：ゴールしたコマは陣地に留まる
explainer-case-2-explanation = D1の赤のコマはゴール陣地に入っています。ルールカードの every-landing の制限（第3条）により、E5へ出る1マス移動は認められません。D1-D2のようにゴール陣地の中で動くのは構いません。
explainer-case-3-title = ケース3：中盤では入れ替えなし
explainer-case-3-explanation = 青が赤のゴール陣地のD1にいますが、赤はまだ五個しかゴール陣地に入っていません。入れ替えは十個目のコマが最後に入るときだけなので、D1への移動は認められません（第5条）。
explainer-case-4-title = ケース4：九個ゴールでは勝ちではない
explainer-case-4-explanation = 赤は九個がゴール陣地に入り、最後のマスには青がいますが、赤の十個目のコマは遠く離れています。入れ替えできる合法な入り方がまだないので、赤は勝っていません。どの上がり方を使うかは、対局前にルールカードで決めたとおりです。
explainer-case-5-title = ケース5：自分のスタート陣地はいつでも使える
explainer-case-5-explanation = 赤のスタート陣地は青のゴール陣地でもあります。他のプレイヤーの陣地に入れないルール（no-entry）でも、自分のスタート陣地とゴール陣地には入れるので、赤はN2へ1マス戻れます。
explainer-case-6-title = ケース6：新しいルールは次のゲームから
explainer-case-6-explanation = この対局は ten-own オプションで合意しているので、D1の青のコマが赤をブロックしています。今入れ替えのルールを提案しても、両プレイヤーが確認した新しいルールカードが必要で、適用は次のゲームからです。今の対局のルールは変わりません。

# The banner above the board while a case is shown.
explainer-banner = ルール解説：{ $title }
explainer-banner-unknown = ルール解説：例
explainer-back = 対局に戻る
# $proposal is a route (E6-D1) or "pass".
explainer-try = 試す：{ $proposal }
explainer-try-pass-hint = パスを申し出る：判定と、パスを妨げる手を表示
explainer-try-route-hint = この経路を判定とともに盤に表示
explainer-nothing-to-try = 試せる手はありません：このオプションではすでに勝っています。
explainer-judged-card = ルールカード本来のオプションで判定しています。
# One option a case is judged under: "how pieces travel: long jumps".
explainer-judged-option = { $title }：{ $value }
# $options lists the options, joined by "; ".
explainer-judged-except = ルールカードのオプションで判定しています（ただし{ $options }）。

## Print…: why a print did not reach the system

print-out-no-pdf = 印刷しませんでした：PDFを作成できませんでした（{ $error }）。
print-out-not-written = 印刷しませんでした：{ $path }に書き込めませんでした（{ $error }）。
# $tried lists the programs tried (xdg-open, lp), $pdf is where the PDF is kept.
print-out-no-opener = このコンピューターにはPDFを印刷・表示できるプログラムがありません（試したもの：{ $tried }）。PDFは{ $pdf }にあります：PDFビューアーで開いて印刷してください。
# $program is the program that took the PDF, $status its exit status.
print-out-refused = { $program }がPDFを受け取れませんでした（{ $status }）。PDFは{ $pdf }にあります：PDFビューアーで開いて印刷してください。
# Why the PDF could not be made when the print's thread ended without a word.
print-out-stopped = 印刷が途中で止まりました

## The calendar of the card's date (the setup form)

# The column headings, Monday first: two letters each.
calendar-monday = 月
calendar-tuesday = 火
calendar-wednesday = 水
calendar-thursday = 木
calendar-friday = 金
calendar-saturday = 土
calendar-sunday = 日
# The screen-reader name of the month that opens under the date.
calendar-name = カレンダー
# The screen-reader names of the arrows (<<, <, >, >>).
calendar-previous-year = 前の年
calendar-previous-month = 前の月
calendar-next-month = 次の月
calendar-next-year = 次の年

## The Game menu's commands

commands-hint = ヒント
commands-dispute = 異議申し立て

## The app's own lines in the status line, and the window's start

app-printed = 印刷のためシステムに渡しました：{ $pdf }
app-printing = 印刷用のPDFを作成しています…
app-nothing-to-print = まだ印刷するものがありません：全員がルールカードを確認していません。
# $level is the computer's level (easy, medium, …).
app-computer-turn = コンピューター（{ $level }）の番です。手を待ってください。
# $result says who won.
app-game-over = ゲームは終了しました。{ $result }
# $proposal is the route (E6-D1) or the pass.
app-not-played = { $proposal } は実行されませんでした：{ $error }
# In the setup form; $problem says what the card still lacks.
app-cannot-start = 開始できません：{ $problem }。
# A case of the Rules menu whose position does not load (a mistake of ours).
app-case-broken = シナリオ「{ $title }」：{ $error }
# On the terminal, when the window cannot open; "hopcard" is the command.
app-no-display = hopcard: ディスプレイが見つかりません（DISPLAY と WAYLAND_DISPLAY が未設定です）。デスクトップ環境で実行するか、サブコマンドを使ってください（hopcard --help）
app-window-failed = hopcard: ウィンドウを開けませんでした：{ $error }
# Shown on the first screen when the window's own file (app.ron) is damaged.
app-window-file-empty = 空です
app-window-file-not-text = UTF-8のテキストではありません
app-window-file-damaged = ウィンドウのファイル{ $file }が壊れています：{ $problem }
