# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = blanc
spoken-colour-black = noir
spoken-pawn = pion
spoken-knight = cavalier
spoken-bishop = fou
spoken-rook = tour
spoken-queen = dame
spoken-king = roi
spoken-pawns = pions
spoken-knights = cavaliers
spoken-bishops = fous
spoken-rooks = tours
spoken-queens = dames
spoken-kings = rois
spoken-white-pawn = pion blanc
spoken-white-knight = cavalier blanc
spoken-white-bishop = fou blanc
spoken-white-rook = tour blanche
spoken-white-queen = dame blanche
spoken-white-king = roi blanc
spoken-black-pawn = pion noir
spoken-black-knight = cavalier noir
spoken-black-bishop = fou noir
spoken-black-rook = tour noire
spoken-black-queen = dame noire
spoken-black-king = roi noir
spoken-piece = Une pièce
spoken-nothing = Rien

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, vide
spoken-white-castles-kingside = Les Blancs roquent côté roi
spoken-white-castles-queenside = Les Blancs roquent côté dame
spoken-black-castles-kingside = Les Noirs roquent côté roi
spoken-black-castles-queenside = Les Noirs roquent côté dame
spoken-move-to = { $piece } { $from } en { $to }
spoken-move-takes = { $piece } { $from } prend { $taken } { $to }
spoken-move-en-passant = { $piece } { $from } prend { $to } en passant
spoken-promotes = promotion en { $piece }
spoken-checkmate = échec et mat
spoken-check = échec
spoken-picked = { $piece } { $square } choisi : { $targets }
spoken-picked-no-move = { $piece } { $square } choisi : aucun coup légal
spoken-put-back = Reposé

# The whole position.
spoken-white-to-move = Trait aux Blancs
spoken-black-to-move = Trait aux Noirs
spoken-white-to-move-in-check = Trait aux Blancs, en échec
spoken-black-to-move-in-check = Trait aux Noirs, en échec
spoken-kingside = côté roi
spoken-queenside = côté dame
spoken-castling = Roque : { $rights }.
spoken-en-passant-on = En passant en { $square }.
spoken-and-list = { $rest } et { $last }

# Clocks.
spoken-decimal-point = ,
spoken-seconds-tenths = { $seconds } secondes
spoken-hours =
    { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
spoken-minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
spoken-seconds =
    { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    }
spoken-clocks = Blancs { $white }, Noirs { $black }
spoken-white-time-left = Il reste { $time } aux Blancs
spoken-black-time-left = Il reste { $time } aux Noirs
