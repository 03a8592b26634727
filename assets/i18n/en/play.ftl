# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = New game
play-players = Players
play-vs-computer = vs computer
play-two-players = Two players
play-computer-vs-computer = Computer vs computer
play-no-engine = No engine is built into this version yet.
play-you-play = You play
play-random = Random
play-opening-book = Opening book
play-engine-uses-book = Engine uses the book
play-tempo-book = Tempo book
play-choose = Choose…
play-adjudication = Adjudication
play-time-control = Time control
play-start-position = Start position
play-start-game = Start game
play-engine = Engine
play-white-engine = White engine
play-black-engine = Black engine
play-strength = Strength
play-limit = Limit
play-full-strength = full strength
play-untimed = Untimed
play-custom = Custom
play-suffix-minutes = { " min" }
play-suffix-seconds = { " s" }
play-suffix-moves = { " moves" }
play-suffix-centipawns = { " cp" }
play-start-standard = Standard
play-start-fen = From FEN
play-start-960-random = Chess960 random
play-start-960-number = Chess960 #
play-paste-fen = paste a FEN

# Adjudication of computer games.
play-resign-when = Resign when both engines see
play-resign-tip = The losing side resigns once both engines' scores agree
play-for = for
play-draw-from-move = Draw from move
play-draw-tip = A draw once both engines call the game level
play-within = within
play-draw-after-move = Draw after move

# The board editor.
play-editor-title = Set up position
play-editor-valid = Valid position
play-editor-invalid = Not playable: { $error }
play-editor-play-from-here = Play from here
play-editor-play-from-here-tip = Start a new game from this position
play-editor-analyse = Analyse position
play-editor-analyse-tip = Load this position as the current game
play-editor-clear = Clear board
play-editor-start-position = Start position
play-editor-flip = Flip board
play-editor-turn = Turn
play-editor-white-to-move = White to move
play-editor-black-to-move = Black to move
play-editor-castling = Castling
play-editor-castling-white = White { $castle }
play-editor-castling-black = Black { $castle }
play-editor-en-passant = En passant
play-editor-no-en-passant = none
play-editor-move-number = Move number
play-editor-halfmove-clock = Halfmove clock
play-editor-halfmove-clock-tip = Moves since the last capture or pawn move (fifty-move rule)
play-editor-help = Click a square to place the palette piece (Erase empties squares), drag pieces on, off or around; right-click removes.
play-editor-erase = Erase
play-editor-erase-tip = Erase: clicked squares become empty
play-editor-palette = palette { $piece }
play-editor-square = editor square { $square }
