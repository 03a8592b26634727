# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = weiß
spoken-colour-black = schwarz
spoken-pawn = Bauer
spoken-knight = Springer
spoken-bishop = Läufer
spoken-rook = Turm
spoken-queen = Dame
spoken-king = König
spoken-pawns = Bauern
spoken-knights = Springer
spoken-bishops = Läufer
spoken-rooks = Türme
spoken-queens = Damen
spoken-kings = Könige
spoken-white-pawn = weißer Bauer
spoken-white-knight = weißer Springer
spoken-white-bishop = weißer Läufer
spoken-white-rook = weißer Turm
spoken-white-queen = weiße Dame
spoken-white-king = weißer König
spoken-black-pawn = schwarzer Bauer
spoken-black-knight = schwarzer Springer
spoken-black-bishop = schwarzer Läufer
spoken-black-rook = schwarzer Turm
spoken-black-queen = schwarze Dame
spoken-black-king = schwarzer König
spoken-piece = Eine Figur
spoken-nothing = Nichts

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, leer
spoken-white-castles-kingside = Weiß rochiert kurz
spoken-white-castles-queenside = Weiß rochiert lang
spoken-black-castles-kingside = Schwarz rochiert kurz
spoken-black-castles-queenside = Schwarz rochiert lang
spoken-move-to = { $piece } { $from } nach { $to }
spoken-move-takes = { $piece } { $from } schlägt { $taken } { $to }
spoken-move-en-passant = { $piece } { $from } schlägt { $to } en passant
spoken-promotes = Umwandlung in: { $piece }
spoken-checkmate = schachmatt
spoken-check = Schach
spoken-picked = { $piece } { $square } gewählt: { $targets }
spoken-picked-no-move = { $piece } { $square } gewählt: kein legaler Zug
spoken-put-back = Zurückgestellt

# The whole position.
spoken-white-to-move = Weiß am Zug
spoken-black-to-move = Schwarz am Zug
spoken-white-to-move-in-check = Weiß am Zug, im Schach
spoken-black-to-move-in-check = Schwarz am Zug, im Schach
spoken-kingside = kurz
spoken-queenside = lang
spoken-castling = Rochade: { $rights }.
spoken-en-passant-on = En passant auf { $square }.
spoken-and-list = { $rest } und { $last }

# Clocks.
spoken-decimal-point = ,
spoken-seconds-tenths = { $seconds } Sekunden
spoken-hours =
    { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
spoken-minutes =
    { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
spoken-seconds =
    { $count ->
        [one] { $count } Sekunde
       *[other] { $count } Sekunden
    }
spoken-clocks = Weiß { $white }, Schwarz { $black }
spoken-white-time-left = Weiß hat noch { $time }
spoken-black-time-left = Schwarz hat noch { $time }
