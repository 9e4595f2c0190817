# The command line's own words: its messages, summaries and errors. Command
# names, flags (--card, --replace…), their value names (COLOUR:NAME) and the
# option values (hops, no-rest, greedy…) are the program's own and stay as
# they are. $path is a file path already in quotes.
# Japanese: see /work/notes/glossary-ja.md; only the sentences are
# translated, in です・ます.

## hopcard install-desktop

cli-install-not-freedesktop = install-desktop はfreedesktop形式のランチャーを書き込みます：LinuxとBSDのデスクトップ専用です
cli-install-no-home = インストール先のホームディレクトリが見つかりません
cli-install-no-executable = 実行中の実行ファイルが見つかりません：{ $cause }
cli-install-not-utf8 = 実行ファイルのパス{ $path }が有効なUTF-8ではありません：デスクトップエントリーに記述できません
cli-install-line-break = 実行ファイルのパス{ $path }に改行が含まれています
cli-install-bad-target = { $path }には親ディレクトリまたはファイル名がありません
cli-install-create-dir = { $path }を作成できません：{ $cause }
cli-install-write = { $path }に書き込めません：{ $cause }
# $tool is a program's name (update-mime-database); $path the folder it ran on.
cli-install-cache-ran = { $tool } { $path } を実行しました
cli-install-cache-missing = { $tool } がインストールされていません：スキップしました
cli-install-cache-failed = { $tool } { $path } が失敗しました（{ $why }）。ファイルはインストール済みです

## Why a command failed (one line on stderr, after "hopcard: ").
## $error and $problem are an error's own message.

cli-bad-position = 局面が正しくありません：{ $error }
cli-missing-route = 経路がありません
cli-bad-route = 経路が正しくありません：{ $error }
# $flag is an option's name (hops, dest-lock…); $values its values.
cli-option-value = --{ $flag } { $given }：{ $values } のいずれかを指定してください
cli-with-card = --{ $flag } は --card と一緒に使えません：ルールはルールカードで決まります
cli-card-flag = --card { $error }
cli-unknown-level = 不明なレベル{ $given }：greedy、easy、medium、strong のいずれかを指定してください
cli-table = { $players }人では遊べません：対応している人数は2人、3人、4人、6人です
cli-openings = --openings { $path }：{ $error }
# A file, and what is wrong with it.
cli-path-error = { $path }：{ $error }
cli-no-such-dispute = { $path }：異議{ $number }はありません
cli-no-dispute = { $path }：印刷する異議がありません
cli-paper = --paper { $error }
cli-expect = --expect { $error }
cli-exists = { $path }は既に存在します：別の名前を選ぶか、--replace を付けて置き換えてください
cli-same-as-input = { $path }は読み込み中のファイルです：出力には別の名前を選んでください
cli-player-form = --player { $given }：COLOUR:NAME の形式で指定してください（例：red:Ann）
# $colours are the card's colour codes, as --player takes them.
cli-player-colour = --player { $given }：色は小文字の英単語で指定します（例：{ $colours }）
cli-player-no-name = --player { $given }：名前がありません
cli-player-count = --player が{ $count }個指定されています：ルールカードのプレイヤーは2人、3人、4人、6人のいずれかです
cli-confirm-form = --confirm { $given }：COLOUR:INITIALS の形式で指定してください（例：red:AB）
cli-confirm-no-colour = --confirm { $given }：その色の --player はありません
cli-confirm-no-initials = --confirm { $given }：イニシャルがありません
# $problem is one of the entry- messages.
cli-confirm-initials = --confirm { $given }：このイニシャルは使えません：{ $problem }
cli-confirm-no-seat = --confirm { $given }：その席はありません
cli-confirm-already = --confirm { $given }：そのプレイヤーは既に確認しています
cli-date = --date：{ $error }
cli-first = --first { $given }：その色の --player はありません
cli-not-ready = ルールカードを作成できません：{ $problem }
cli-not-ready-hint = ルールカードを作成できません：{ $problem }（--other-camps allowed|no-rest|no-entry を付けてください）
cli-not-a-file = { $path }はサブコマンドでもファイルでもありません（hopcard --help を参照してください）
# Between the names of a list (not confirmed by Ann, Bob).
cli-list-separator = {"、"}
cli-card-unconfirmed = { $path }：{ $missing }が確認していません。ルールを決めるのは、全員が確認し、その後変更されていないルールカードだけです（hopcard card verify を参照してください）
cli-card-changed = { $path }：フィンガープリントを取った後にルールカードが変更されています（フィンガープリントが一致しません）。ルールを決めるのは、全員が確認し、その後変更されていないルールカードだけです（hopcard card verify を参照してください）
cli-card-no-fingerprint = { $path }：ルールカードにまだフィンガープリントがありません。ルールを決めるのは、全員が確認し、その後変更されていないルールカードだけです（hopcard card verify を参照してください）

## A file named on the command line, refused before it is read.
## $kind: folder, fifo, char-device, block-device, socket or special;
## $expected: card, game or log.

cli-input-not-regular = { $path }は{ $kind ->
    [folder] フォルダー
    [fifo] FIFO（名前付きパイプ）
    [char-device] キャラクターデバイス
    [block-device] ブロックデバイス
    [socket] ソケット
   *[special] 特殊ファイル
}で、通常のファイルではありません：{ $expected ->
    [card] ルールカード
    [game] ゲームファイル
   *[log] 異議の記録ファイルかゲームファイル
}を指定してください
cli-input-too-large = { $path }は{ $bytes }バイトあり、{ $expected ->
    [card] ルールカード
    [game] ゲームファイル
   *[log] 異議の記録ファイルやゲームファイル
}としては大きすぎます（最大{ $cap }バイト）

## hopcard card

# $missing are the players who have not confirmed, joined by cli-list-separator.
cli-card-new-unconfirmed = { $missing }が確認していません（その場にいる各プレイヤーについて --confirm COLOUR:INITIALS を付けてください）
# $paper is the paper's name (A4, Letter).
cli-card-pdf-wrote = { $path }を書き出しました（ルールカード第{ $version }版、フィンガープリント { $fingerprint }、{ $paper }）
# hopcard card verify: $fingerprint is the card's short fingerprint.
cli-verify-unchanged = フィンガープリントを取ってから変更されていません：{ $fingerprint }（{ $path }）
cli-verify-changed = 【変更あり】フィンガープリントを取った後に変更されています：現在は{ $fingerprint }です（{ $path }）
cli-verify-no-fingerprint = まだフィンガープリントを取っていません：取ると{ $fingerprint }になります（{ $path }）
# $paper is the fingerprint the user typed from paper.
cli-verify-paper-matches = 紙のフィンガープリントと一致します：{ $paper }
cli-verify-paper-differs = 【不一致】紙のフィンガープリントと一致しません：紙は{ $paper }、ファイルは{ $fingerprint }です
cli-verify-unconfirmed = { $missing }が確認していません

## hopcard replay --expect, hopcard dispute --expect: the fingerprint on
## paper against the file's. $paper and $fingerprint are short fingerprints
## (XXXX-XXXX-XXXX-XXXX).

# What a fingerprint belongs to ($what of cli-fp-matches and cli-fp-named).
cli-fp-game-record = 対局記録
cli-fp-dispute = 異議{ $number }
cli-fp-matches = 紙のフィンガープリントと一致します：{ $what } { $fingerprint }
cli-fp-named = { $what } { $fingerprint }
# $found are cli-fp-named, joined by cli-list-separator.
cli-fp-differs = 【不一致】紙のフィンガープリントと一致しません：紙は{ $paper }、ファイルでは{ $found }です
cli-fp-differs-none = 【不一致】紙のフィンガープリントと一致しません：紙は{ $paper }ですが、ファイルにはフィンガープリントがありません
cli-fp-no-dispute = 【不一致】紙のフィンガープリントと一致しません：紙は{ $paper }ですが、ファイルには異議{ $number }がありません
# Under the disputes of a game file.
cli-game-record-fingerprint = 対局記録のフィンガープリント：{ $fingerprint }（ここまでの対局全体：手、戻した手、異議）
cli-dispute-pdf-wrote = { $path }を書き出しました（異議の記録{ $count }件、{ $paper }）

## Writing, and the command line's usage errors (after "hopcard: "). $arg
## is an argument's name as the command defines it (--level, <POSITION>),
## $given what was typed, in quotes.

# $path is a file install-desktop wrote.
cli-wrote = { $path }を書き込みました
cli-output-failed = 出力を書き込めませんでした：{ $cause }
# A usage error followed by the closest argument or subcommand there is.
cli-usage-suggest = { $error }。もしかして { $suggestion } ですか？
# $command is the command typed (hopcard card new).
cli-usage-more = 詳しくは次を実行してください：{ $command } --help
cli-usage-unexpected = 予期しない引数{ $given }があります
cli-usage-unexpected-dash = 予期しない引数{ $given }があります（値として渡すには、前に -- を付けてください）
cli-usage-unexpected-after = { $prior }の後に予期しない引数{ $given }があります
cli-usage-unknown-subcommand = 不明なサブコマンド{ $given }
cli-usage-needs-value = { $arg }には値が必要です
cli-usage-expected-one-of = { $arg } { $given }：{ $values } のいずれかを指定してください
cli-usage-not-a-value = { $arg } { $given }：この引数では使えない値です
# $why is the reason the value was refused.
cli-usage-invalid = { $arg } { $given }：{ $why }
cli-usage-unexpected-value = { $arg }の後に予期しない値{ $given }があります
cli-usage-values = { $arg }には値が{ $wanted }個必要ですが、{ $given }個指定されています
# $args are the missing arguments' names.
cli-usage-missing = 必要な引数がありません：{ $args }
cli-usage-missing-argument = 引数が足りません
cli-usage-needs-subcommand = { $command }にはサブコマンドが必要です
cli-usage-needs-subcommand-of = { $command }にはサブコマンドが必要です：{ $valid }
cli-usage-no-equals = { $arg }の値は = の後に書いてください
cli-usage-not-utf8 = UTF-8のテキストではない引数があります
# In place of an argument's name when the parser gives none.
cli-usage-this-argument = この引数
cli-usage-more-than-once = { $arg }は2回以上指定できません
cli-usage-conflict = { $arg }は{ $others }と一緒に使えません
cli-usage-conflict-others = { $arg }は他の引数と一緒に使えません
# hopcard match --verbose: one game. $result is how it ended, $last and
# $before are positions, $back a number of plies.
cli-match-game = 対局{ $number }：{ $plies }手で{ $result }：{ $last }
    {"  "}終了の{ $back }手前：{ $before }

## hopcard perft (progress on stderr)

cli-perft-too-deep = perftの深さ{ $depth }は深すぎます：最大{ $max }です
cli-perft-progress = perft { $depth }：{ $secs }秒
cli-perft-progress-moves = perft { $depth }：ルートの手{ $total }個中{ $done }個、{ $secs }秒
# $progress is cli-perft-progress or cli-perft-progress-moves.
cli-perft-interrupted = { $progress }で中断しました

# Without a subcommand, in a build without the window.
cli-no-desktop = デスクトップアプリなしでビルドされています（feature "desktop"）：サブコマンドを使ってください（hopcard --help）
