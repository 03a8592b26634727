# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = bijeli
spoken-colour-black = crni
spoken-pawn = pješak
spoken-knight = skakač
spoken-bishop = lovac
spoken-rook = top
spoken-queen = dama
spoken-king = kralj
spoken-pawns = pješaci
spoken-knights = skakači
spoken-bishops = lovci
spoken-rooks = topovi
spoken-queens = dame
spoken-kings = kraljevi
spoken-white-pawn = bijeli pješak
spoken-white-knight = bijeli skakač
spoken-white-bishop = bijeli lovac
spoken-white-rook = bijeli top
spoken-white-queen = bijela dama
spoken-white-king = bijeli kralj
spoken-black-pawn = crni pješak
spoken-black-knight = crni skakač
spoken-black-bishop = crni lovac
spoken-black-rook = crni top
spoken-black-queen = crna dama
spoken-black-king = crni kralj
spoken-piece = Figura
spoken-nothing = Ništa

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, prazno
spoken-white-castles-kingside = Bijeli rokira kratko
spoken-white-castles-queenside = Bijeli rokira dugo
spoken-black-castles-kingside = Crni rokira kratko
spoken-black-castles-queenside = Crni rokira dugo
spoken-move-to = { $piece } { $from } na { $to }
spoken-move-takes = { $piece } { $from } uzima na { $to }: { $taken }
spoken-move-en-passant = { $piece } { $from } uzima na { $to } en passant
spoken-promotes = promocija: { $piece }
spoken-checkmate = šah-mat
spoken-check = šah
spoken-picked = { $piece } { $square } odabran: { $targets }
spoken-picked-no-move = { $piece } { $square } odabran: nema dopuštenog poteza
spoken-put-back = Vraćeno

# The whole position.
spoken-white-to-move = Bijeli na potezu
spoken-black-to-move = Crni na potezu
spoken-white-to-move-in-check = Bijeli na potezu, u šahu
spoken-black-to-move-in-check = Crni na potezu, u šahu
spoken-kingside = kratka
spoken-queenside = duga
spoken-castling = Rokada: { $rights }.
spoken-en-passant-on = En passant na { $square }.
spoken-and-list = { $rest } i { $last }

# Clocks.
spoken-decimal-point = ,
spoken-seconds-tenths = { $seconds } sekundi
spoken-hours =
    { $count ->
        [one] { $count } sat
        [few] { $count } sata
       *[other] { $count } sati
    }
spoken-minutes =
    { $count ->
        [one] { $count } minuta
        [few] { $count } minute
       *[other] { $count } minuta
    }
spoken-seconds =
    { $count ->
        [one] { $count } sekunda
        [few] { $count } sekunde
       *[other] { $count } sekundi
    }
spoken-clocks = Bijeli { $white }, crni { $black }
spoken-white-time-left = Bijelom je ostalo { $time }
spoken-black-time-left = Crnom je ostalo { $time }
