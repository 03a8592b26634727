# Opening and saving game files, and the file chooser.
files-not-a-text-file = Cannot open { $path }: it is not a text file (PGN, FEN or EPD)
files-cannot-open = Cannot open { $path }: { $error }
files-not-a-position = Cannot open { $path }: line 1 is not a position (FEN: { $error })
files-holds-no-game = it holds no game
files-list-changed-on-disk = { $path } changed on disk; the list was read again
files-error-in-file = { $path }: { $error }
files-drop-to-import = Drop PGN files to import them into { $database }
files-drop-to-open = Drop a PGN, FEN or EPD file to open it
files-paste-title = Paste PGN or FEN
files-paste-prompt = Paste a game (PGN) or a position (FEN) here:
files-load = Load
files-error-title = File error
files-game-kept = The current game was kept.
files-changed-on-disk-title = { $name } changed on disk
files-changed-on-disk-text = Another program changed the file since this game was read from it. Writing the game back at its old place could damage other games.
files-append-as-new-game = Append as a new game
files-save-as = Save as…
files-save-game-to = Save game { $number } to { $file }
files-save-to = Save to { $file }
files-save = Save…
files-cannot-save = Cannot save: { $error }
files-cannot-append = Cannot append: { $error }
files-saved = Saved { $path }
files-appended = Appended the game to { $path }

# The file chooser: titles by what the file is for.
files-title-open-game = Open a game
files-title-save-game-as = Save the game as
files-title-append-game = Append the game to
files-title-book = Choose an opening book
files-title-open-database = Open a game database
files-title-new-database = New game database
files-title-import-pgn = Import PGN games
files-title-export-pgn = Export games to PGN
files-title-copy-to-database = Copy games to the database
files-title-puzzle-set = Open problems (EPD)
files-title-white-repertoire = White repertoire from PGN
files-title-black-repertoire = Black repertoire from PGN
files-title-tournament-openings = Openings for the tournament
files-title-tournament-pgn = The tournament's PGN file
files-title-engine-program = Choose the engine program
files-title-engine-folder = Choose the engine's working folder
files-title-folder = Choose a folder
files-title-file = Choose a file
# Filter names of the system's file dialog.
files-filter-book = Polyglot book
files-filter-database = Game database
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = Chess files
files-cannot-read-folder = Cannot read { $path }: { $error }
files-not-a-folder = { $path } is not a folder
files-no-such-folder = There is no folder { $path }
files-does-not-exist = { $path } does not exist
files-replace-title = Replace the file?
files-replace-text = { $path } already exists. Saving replaces everything in it with this one game.
files-replace = Replace
files-append-to-it = Append the game to it
files-keep-file = Keep the file
files-up = Up
files-up-hint = The folder above
files-home = Home
files-folder-shown = The folder shown
files-recent = Recent:
files-nothing-here = No folders or matching files here.
files-folder-field = Folder:
files-file-field = File:
files-path-hint = a name, or a full path
files-all-listed = All listed files
files-all-listed-hint = Pick every file listed in this folder
files-picked = { $count ->
    [one] { $count } file picked
   *[other] { $count } files picked
}
files-ctrl-click-hint = Ctrl+click picks several files
files-append = Append
files-choose = Choose
files-hidden = Hidden files
