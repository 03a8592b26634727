# The main window: questions, the game-over window, the paused game, notices, the side panel,
# the move list, the board, the tag editor and About.
main-resign-title = Resign the game?
main-resign-text = The game ends and your opponent wins.
main-resign = Resign
main-keep-playing = Keep playing
main-replace-title = Leave the game in progress?
main-replace-text = { $count ->
    [one] { $white } vs { $black } is not finished ({ $count } move). It is kept: Edit, Undo (Ctrl+Z) brings it back.
   *[other] { $white } vs { $black } is not finished ({ $count } moves). It is kept: Edit, Undo (Ctrl+Z) brings it back.
}
main-open-other-game = Open the other game
main-game-over = Game over
main-new-game = New game
main-resume-text = { $count ->
    [one] Your game { $white } vs { $black } was not finished ({ $count } move). It is paused; no clock runs.
   *[other] Your game { $white } vs { $black } was not finished ({ $count } moves). It is paused; no clock runs.
}
main-continue-game = Continue the game
main-discard = Discard
main-discard-hint = Ctrl+Z brings it back

# Notices.
main-tournaments-unreadable = The tournaments list could not be read: { $error }
main-unfinished-tournament = An unfinished tournament can be continued (Engines menu): { $tournament }
main-training-unreadable = Training progress could not be read and is not saved: { $error }
main-last-game-unreadable = Could not read the last game: { $error }
main-no-such-file = Cannot open { $path }: there is no such file
main-argument-not-fen = "{ $argument }" is not a valid FEN: { $error }
main-position-set-up = Position set up (two players; analyse or play it out)
main-cannot-set-up = Cannot set up the position: { $error }
main-fen-copied = FEN copied
main-not-your-move = It is not your move
main-not-a-fen = Not a valid FEN: { $error }
main-paste-not-understood = The pasted text holds neither a FEN nor a PGN game
main-cannot-read-pgn = Cannot read the PGN: { $error }
main-nothing-to-undo = No replaced game to bring back
main-cannot-undo = Cannot bring the game back: { $error }
main-game-back = The previous game is back (Ctrl+Z again to return)
main-game-resumed = Game resumed
main-no-clocks = This game has no clocks

# The side panel: players, clocks, the status line and the game's buttons.
main-material-difference = Material difference
main-white-clock = White clock
main-black-clock = Black clock
main-engine-starting = Starting { $engine }…
main-engine-thinking = { $engine } is thinking…
main-engine-eval = eval { $score }
main-engine-depth = depth { $depth }
main-engine-nodes = { $nodes } nodes
main-viewing-move = Viewing move { $number } of { $total } — press End to return
main-white-to-move = White to move
main-black-to-move = Black to move
main-type-move-hint = Type a move: e4, Nf3, e2e4
main-play = Play
main-new-game-hint = Start a new game
main-take-back = Take back
main-take-back-hint = Take back your last move
main-hint = Hint
main-hint-hint = Show the engine's suggestion as an arrow
main-agree-draw = Agree draw
main-offer-draw = Offer draw
main-offer-draw-hint = Offer a draw
main-resign-button = Resign…
main-resign-hint = Resign the game (asks first)
main-first-move-hint = First move (Home)
main-previous-move-hint = Previous move (←)
main-next-move-hint = Next move (→)
main-last-move-hint = Last move (End)
main-flip = Flip
main-flip-hint = Flip the board
main-copy-fen = Copy FEN
main-copy-fen-hint = Copy the position as FEN

# The move list.
main-opening-hint = Opening of the shown position (the deepest known one on its line)
main-no-moves = No moves yet
main-comment-after = Comment after { $san }
main-comment-before-first = Comment before the first move
main-comment-hint = Comment
main-save-comment = Save comment
main-promote-variation = Promote variation
main-make-main-line = Make main line
main-delete-variation = Delete variation
main-delete-from-here = Delete from here
main-edit-comment = Edit comment…

# The tag editor.
main-tags-title = Game tags
main-tags-remove-hint = Remove the { $tag } tag
main-tags-new-tag = New tag
main-tags-value = Value
main-tags-add = Add tag
main-tags-saved-with-game = Tags are saved with the game (Game menu, Save).

# About.
main-about-title = About Tempo
main-about-summary = Play chess against the computer, analyse positions, review PGN games.
main-about-build = Build
main-about-build-text = { $target } ({ $profile }), commit { $commit }
main-about-licence = Licence
main-about-bundled = Bundled material
main-about-dejavu-text = DejaVu fonts licence text
main-about-piece-glyphs = Piece glyphs: DejaVu Sans (subset in assets/fonts)
main-about-piece-glyphs-licence = Bitstream Vera / DejaVu fonts licence (permissive)
main-about-font-ubuntu = Interface fonts: Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Interface fonts: Hack
main-about-font-hack-licence = MIT / Bitstream Vera licence
main-about-font-emoji = Interface fonts: Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Interface fonts: emoji-icon-font, egui icons
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Opening names (assets/eco) and the opening book (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (public domain)
main-about-own-work = App icon, sounds (synthesised at start-up), neural network
main-about-own-work-licence = Tempo's own work, MIT OR Apache-2.0

# The board's accessible names (read by screen readers).
main-square-picked = { $square }, picked
main-square-legal-target = { $square }, legal target
main-board-cursor = board: { $square }
main-promote-to-queen = promote to queen
main-promote-to-rook = promote to rook
main-promote-to-bishop = promote to bishop
main-promote-to-knight = promote to knight
