# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = white
spoken-colour-black = black
spoken-pawn = pawn
spoken-knight = knight
spoken-bishop = bishop
spoken-rook = rook
spoken-queen = queen
spoken-king = king
spoken-pawns = pawns
spoken-knights = knights
spoken-bishops = bishops
spoken-rooks = rooks
spoken-queens = queens
spoken-kings = kings
spoken-white-pawn = white pawn
spoken-white-knight = white knight
spoken-white-bishop = white bishop
spoken-white-rook = white rook
spoken-white-queen = white queen
spoken-white-king = white king
spoken-black-pawn = black pawn
spoken-black-knight = black knight
spoken-black-bishop = black bishop
spoken-black-rook = black rook
spoken-black-queen = black queen
spoken-black-king = black king
spoken-piece = A piece
spoken-nothing = Nothing

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, empty
spoken-white-castles-kingside = White castles kingside
spoken-white-castles-queenside = White castles queenside
spoken-black-castles-kingside = Black castles kingside
spoken-black-castles-queenside = Black castles queenside
spoken-move-to = { $piece } { $from } to { $to }
spoken-move-takes = { $piece } { $from } takes { $taken } { $to }
spoken-move-en-passant = { $piece } { $from } takes { $to } en passant
spoken-promotes = promotes to { $piece }
spoken-checkmate = checkmate
spoken-check = check
spoken-picked = { $piece } { $square } picked: { $targets }
spoken-picked-no-move = { $piece } { $square } picked: no legal move
spoken-put-back = Put back

# The whole position.
spoken-white-to-move = White to move
spoken-black-to-move = Black to move
spoken-white-to-move-in-check = White to move, in check
spoken-black-to-move-in-check = Black to move, in check
spoken-kingside = kingside
spoken-queenside = queenside
spoken-castling = Castling: { $rights }.
spoken-en-passant-on = En passant on { $square }.
spoken-and-list = { $rest } and { $last }

# Clocks.
spoken-decimal-point = .
spoken-seconds-tenths = { $seconds } seconds
spoken-hours =
    { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
spoken-minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
spoken-seconds =
    { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
spoken-clocks = White { $white }, Black { $black }
spoken-white-time-left = White has { $time } left
spoken-black-time-left = Black has { $time } left
