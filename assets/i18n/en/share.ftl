# Share: board pictures, animated GIFs and the printable page.

share-title-png = Save the board as PNG
share-title-svg = Save the board as SVG
share-title-game-gif = Save the game as an animated GIF
share-title-line-gif = Save the shown line as an animated GIF
share-title-page = Save the printable page
share-filter-png = PNG image
share-filter-svg = SVG image
share-filter-gif = GIF animation
share-filter-page = Web page
share-copy-image = Copy board image
share-copy-svg = Copy board as SVG
share-save-png = Save board as PNG…
share-save-svg = Save board as SVG…
share-save-game-gif = Save game as GIF…
share-save-line-gif = Save shown line as GIF…
share-print = Printable page…
share-print-title = Printable page
share-print-intro = The moves, comments and variations, with diagrams:
share-print-marked = At moves marked for a diagram ($220, or [#] in the comment)
share-print-every = Every
# Follows "Every" and a number.
share-print-every-end = moves, and at the end
share-print-after-moves = After moves
share-print-help = { $count ->
    [one] 12 is White's 12th move, 20... Black's 20th. The game has { $count } move.
   *[other] 12 is White's 12th move, 20... Black's 20th. The game has { $count } moves.
}
share-print-save = Save page…
share-print-bad-move = cannot read “{ $token }” as a move: write 12 for White's 12th move, 12... for Black's
share-print-need-move = Name at least one move, such as 12 or 20...
share-copied-image = Board image copied
share-copied-svg = Board copied as SVG
share-making-gif = Making the animation…
share-saved = Saved { $path }
share-saved-frames = Saved { $path } ({ $count } frames)
share-encode-failed = the image could not be encoded
share-cannot-write = Cannot write { $path }: { $error }

# The printable page: the game's facts and the diagrams' captions.
share-page-event = Event
share-page-site = Site
share-page-date = Date
share-page-round = Round
share-page-eco = ECO
share-page-result = Result
# A diagram's caption; the move follows.
share-page-after = After { $number }
