# The menu bar.
menu-game = Game
menu-edit = Edit
menu-database = Database
menu-training = Training
menu-engines = Engines
menu-view = View
menu-analysis = Analysis
menu-help = Help
menu-version = Tempo { $version }

menu-manage-engines = Manage engines…
menu-tournament = Tournament…
menu-engine-games-from-position = Engine games from this position…
menu-engine-games-from-position-hint = A match of two engines from the board's position
menu-continue-tournament = Continue { $tournament }

menu-flip-board = Flip board
menu-keyboard-cursor = Keyboard cursor on the board
menu-describe-position = Describe the position
menu-say-clocks = Say the clocks
menu-settings = Settings…

menu-keyboard = Keyboard
menu-about = About Tempo

menu-new-game = New game…
menu-take-back = Take back
menu-set-up-position = Set up position…
menu-open = Open…
menu-open-hint = Open a PGN, FEN or EPD file
menu-recent-files = Recent files
menu-game-list = { $count ->
    [one] Game list ({ $count } game)
   *[other] Game list ({ $count } games)
}
menu-paste-dialog = Paste PGN/FEN…
menu-paste-hint = Or press Ctrl+V over the board
menu-save-as = Save as…
menu-append-to-file = Append to file…
menu-share = Share
menu-edit-tags = Edit tags…
menu-copy-fen = Copy FEN
menu-quit = Quit

menu-undo-replaced = Undo: bring back a replaced game
menu-undo-previous = Undo: bring back the previous game
menu-paste = Paste PGN/FEN

menu-open-database = Open database…
menu-new-database = New database…
menu-recent-databases = Recent databases
menu-import-pgn = Import PGN…
menu-import-pgn-hint = Or drop .pgn, .pgn.gz or .pgn.zst files on the window
menu-hide-database = Hide { $name }
menu-show-database = Show { $name }
menu-database-window = Database window
menu-player-view = Player view…
menu-close-database = Close database

menu-puzzle-trainer = Puzzle trainer
menu-repertoire-drill = Repertoire drill
menu-deviation-report = Deviation report
menu-add-line-white = Add current line to White repertoire
menu-add-line-black = Add current line to Black repertoire
menu-add-line-hint = The moves from the start to the position shown
