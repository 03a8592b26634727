# Texts shared by several views. Keys: lower-case words joined by hyphens, the first word naming
# the area (menu-, play-, analysis-, db-, ...); "common-" for texts used in several areas.

# Piece letters of move notation (SAN) in this language.
piece-letter-king = K
piece-letter-queen = Q
piece-letter-rook = R
piece-letter-bishop = B
piece-letter-knight = N

count-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

# Words used by several views.
common-cancel = Cancel
common-close = Close
common-save = Save
common-open = Open
common-delete = Delete
common-white = White
common-black = Black
common-human = Human
common-browse = Browse…
common-add = Add
common-remove = Remove
common-start = Start
common-stop = Stop
common-pause = Pause
common-resume = Resume
common-name = Name
