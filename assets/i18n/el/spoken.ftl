# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = λευκό
spoken-colour-black = μαύρο
spoken-pawn = πιόνι
spoken-knight = ίππος
spoken-bishop = αξιωματικός
spoken-rook = πύργος
spoken-queen = βασίλισσα
spoken-king = βασιλιάς
spoken-pawns = πιόνια
spoken-knights = ίπποι
spoken-bishops = αξιωματικοί
spoken-rooks = πύργοι
spoken-queens = βασίλισσες
spoken-kings = βασιλιάδες
spoken-white-pawn = λευκό πιόνι
spoken-white-knight = λευκός ίππος
spoken-white-bishop = λευκός αξιωματικός
spoken-white-rook = λευκός πύργος
spoken-white-queen = λευκή βασίλισσα
spoken-white-king = λευκός βασιλιάς
spoken-black-pawn = μαύρο πιόνι
spoken-black-knight = μαύρος ίππος
spoken-black-bishop = μαύρος αξιωματικός
spoken-black-rook = μαύρος πύργος
spoken-black-queen = μαύρη βασίλισσα
spoken-black-king = μαύρος βασιλιάς
spoken-piece = Ένα κομμάτι
spoken-nothing = Τίποτα

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, κενό
spoken-white-castles-kingside = Τα λευκά κάνουν μικρό ροκέ
spoken-white-castles-queenside = Τα λευκά κάνουν μεγάλο ροκέ
spoken-black-castles-kingside = Τα μαύρα κάνουν μικρό ροκέ
spoken-black-castles-queenside = Τα μαύρα κάνουν μεγάλο ροκέ
spoken-move-to = { $piece } { $from } στο { $to }
spoken-move-takes = { $piece } { $from } παίρνει στο { $to }: { $taken }
spoken-move-en-passant = { $piece } { $from } παίρνει στο { $to } αν πασάν
spoken-promotes = προαγωγή: { $piece }
spoken-checkmate = ματ
spoken-check = σαχ
spoken-picked = { $piece } { $square } επιλέχθηκε: { $targets }
spoken-picked-no-move = { $piece } { $square } επιλέχθηκε: καμία νόμιμη κίνηση
spoken-put-back = Επιστράφηκε

# The whole position.
spoken-white-to-move = Παίζουν τα λευκά
spoken-black-to-move = Παίζουν τα μαύρα
spoken-white-to-move-in-check = Παίζουν τα λευκά, σε σαχ
spoken-black-to-move-in-check = Παίζουν τα μαύρα, σε σαχ
spoken-kingside = μικρό
spoken-queenside = μεγάλο
spoken-castling = Ροκέ: { $rights }.
spoken-en-passant-on = Αν πασάν στο { $square }.
spoken-and-list = { $rest } και { $last }

# Clocks.
spoken-decimal-point = ,
spoken-seconds-tenths = { $seconds } δευτερόλεπτα
spoken-hours =
    { $count ->
        [one] { $count } ώρα
       *[other] { $count } ώρες
    }
spoken-minutes =
    { $count ->
        [one] { $count } λεπτό
       *[other] { $count } λεπτά
    }
spoken-seconds =
    { $count ->
        [one] { $count } δευτερόλεπτο
       *[other] { $count } δευτερόλεπτα
    }
spoken-clocks = Λευκά { $white }, μαύρα { $black }
spoken-white-time-left = Στα λευκά απομένουν { $time }
spoken-black-time-left = Στα μαύρα απομένουν { $time }
