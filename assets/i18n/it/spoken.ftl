# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = bianco
spoken-colour-black = nero
spoken-pawn = pedone
spoken-knight = cavallo
spoken-bishop = alfiere
spoken-rook = torre
spoken-queen = donna
spoken-king = re
spoken-pawns = pedoni
spoken-knights = cavalli
spoken-bishops = alfieri
spoken-rooks = torri
spoken-queens = donne
spoken-kings = re
spoken-white-pawn = pedone bianco
spoken-white-knight = cavallo bianco
spoken-white-bishop = alfiere bianco
spoken-white-rook = torre bianca
spoken-white-queen = donna bianca
spoken-white-king = re bianco
spoken-black-pawn = pedone nero
spoken-black-knight = cavallo nero
spoken-black-bishop = alfiere nero
spoken-black-rook = torre nera
spoken-black-queen = donna nera
spoken-black-king = re nero
spoken-piece = Un pezzo
spoken-nothing = Niente

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, vuota
spoken-white-castles-kingside = Il Bianco arrocca corto
spoken-white-castles-queenside = Il Bianco arrocca lungo
spoken-black-castles-kingside = Il Nero arrocca corto
spoken-black-castles-queenside = Il Nero arrocca lungo
spoken-move-to = { $piece } { $from } in { $to }
spoken-move-takes = { $piece } { $from } cattura { $taken } { $to }
spoken-move-en-passant = { $piece } { $from } cattura { $to } en passant
spoken-promotes = promozione a { $piece }
spoken-checkmate = scacco matto
spoken-check = scacco
spoken-picked = { $piece } { $square } scelto: { $targets }
spoken-picked-no-move = { $piece } { $square } scelto: nessuna mossa legale
spoken-put-back = Rimesso

# The whole position.
spoken-white-to-move = Muove il Bianco
spoken-black-to-move = Muove il Nero
spoken-white-to-move-in-check = Muove il Bianco, sotto scacco
spoken-black-to-move-in-check = Muove il Nero, sotto scacco
spoken-kingside = corto
spoken-queenside = lungo
spoken-castling = Arrocco: { $rights }.
spoken-en-passant-on = En passant in { $square }.
spoken-and-list = { $rest } e { $last }

# Clocks.
spoken-decimal-point = ,
spoken-seconds-tenths = { $seconds } secondi
spoken-hours =
    { $count ->
        [one] { $count } ora
       *[other] { $count } ore
    }
spoken-minutes =
    { $count ->
        [one] { $count } minuto
       *[other] { $count } minuti
    }
spoken-seconds =
    { $count ->
        [one] { $count } secondo
       *[other] { $count } secondi
    }
spoken-clocks = Bianco { $white }, Nero { $black }
spoken-white-time-left = Al Bianco restano { $time }
spoken-black-time-left = Al Nero restano { $time }
