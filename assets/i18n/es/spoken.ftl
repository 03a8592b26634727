# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = blanco
spoken-colour-black = negro
spoken-pawn = peón
spoken-knight = caballo
spoken-bishop = alfil
spoken-rook = torre
spoken-queen = dama
spoken-king = rey
spoken-pawns = peones
spoken-knights = caballos
spoken-bishops = alfiles
spoken-rooks = torres
spoken-queens = damas
spoken-kings = reyes
spoken-white-pawn = peón blanco
spoken-white-knight = caballo blanco
spoken-white-bishop = alfil blanco
spoken-white-rook = torre blanca
spoken-white-queen = dama blanca
spoken-white-king = rey blanco
spoken-black-pawn = peón negro
spoken-black-knight = caballo negro
spoken-black-bishop = alfil negro
spoken-black-rook = torre negra
spoken-black-queen = dama negra
spoken-black-king = rey negro
spoken-piece = Una pieza
spoken-nothing = Nada

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, vacía
spoken-white-castles-kingside = Las blancas enrocan corto
spoken-white-castles-queenside = Las blancas enrocan largo
spoken-black-castles-kingside = Las negras enrocan corto
spoken-black-castles-queenside = Las negras enrocan largo
spoken-move-to = { $piece } { $from } a { $to }
spoken-move-takes = { $piece } { $from } captura { $taken } { $to }
spoken-move-en-passant = { $piece } { $from } captura { $to } al paso
spoken-promotes = corona: { $piece }
spoken-checkmate = jaque mate
spoken-check = jaque
spoken-picked = { $piece } { $square } elegido: { $targets }
spoken-picked-no-move = { $piece } { $square } elegido: ninguna jugada legal
spoken-put-back = Devuelta

# The whole position.
spoken-white-to-move = Juegan las blancas
spoken-black-to-move = Juegan las negras
spoken-white-to-move-in-check = Juegan las blancas, en jaque
spoken-black-to-move-in-check = Juegan las negras, en jaque
spoken-kingside = corto
spoken-queenside = largo
spoken-castling = Enroque: { $rights }.
spoken-en-passant-on = Captura al paso en { $square }.
spoken-and-list = { $rest } y { $last }

# Clocks.
spoken-decimal-point = ,
spoken-seconds-tenths = { $seconds } segundos
spoken-hours =
    { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
spoken-minutes =
    { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
spoken-seconds =
    { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }
spoken-clocks = Blancas { $white }, negras { $black }
spoken-white-time-left = A las blancas les quedan { $time }
spoken-black-time-left = A las negras les quedan { $time }
