# Sentences a screen reader says: squares, moves, the position, the clocks.

# Colours and pieces as a screen reader says them.
spoken-colour-white = белый
spoken-colour-black = чёрный
spoken-pawn = пешка
spoken-knight = конь
spoken-bishop = слон
spoken-rook = ладья
spoken-queen = ферзь
spoken-king = король
spoken-pawns = пешки
spoken-knights = кони
spoken-bishops = слоны
spoken-rooks = ладьи
spoken-queens = ферзи
spoken-kings = короли
spoken-white-pawn = белая пешка
spoken-white-knight = белый конь
spoken-white-bishop = белый слон
spoken-white-rook = белая ладья
spoken-white-queen = белый ферзь
spoken-white-king = белый король
spoken-black-pawn = чёрная пешка
spoken-black-knight = чёрный конь
spoken-black-bishop = чёрный слон
spoken-black-rook = чёрная ладья
spoken-black-queen = чёрный ферзь
spoken-black-king = чёрный король
spoken-piece = Фигура
spoken-nothing = Ничего

# Squares and moves.
spoken-square-piece = { $square }, { $piece }
spoken-square-empty = { $square }, пусто
spoken-white-castles-kingside = Белые делают короткую рокировку
spoken-white-castles-queenside = Белые делают длинную рокировку
spoken-black-castles-kingside = Чёрные делают короткую рокировку
spoken-black-castles-queenside = Чёрные делают длинную рокировку
spoken-move-to = { $piece } { $from } на { $to }
spoken-move-takes = { $piece } { $from } бьёт на { $to }: { $taken }
spoken-move-en-passant = { $piece } { $from } бьёт на { $to } на проходе
spoken-promotes = превращение: { $piece }
spoken-checkmate = мат
spoken-check = шах
spoken-picked = { $piece } { $square } выбран: { $targets }
spoken-picked-no-move = { $piece } { $square } выбран: ходов нет
spoken-put-back = Возвращено

# The whole position.
spoken-white-to-move = Ход белых
spoken-black-to-move = Ход чёрных
spoken-white-to-move-in-check = Ход белых, шах
spoken-black-to-move-in-check = Ход чёрных, шах
spoken-kingside = короткая
spoken-queenside = длинная
spoken-castling = Рокировка: { $rights }.
spoken-en-passant-on = Взятие на проходе на { $square }.
spoken-and-list = { $rest } и { $last }

# Clocks.
spoken-decimal-point = ,
spoken-seconds-tenths = { $seconds } секунды
spoken-hours =
    { $count ->
        [one] { $count } час
        [few] { $count } часа
       *[other] { $count } часов
    }
spoken-minutes =
    { $count ->
        [one] { $count } минута
        [few] { $count } минуты
       *[other] { $count } минут
    }
spoken-seconds =
    { $count ->
        [one] { $count } секунда
        [few] { $count } секунды
       *[other] { $count } секунд
    }
spoken-clocks = Белые { $white }, чёрные { $black }
spoken-white-time-left = У белых осталось { $time }
spoken-black-time-left = У чёрных осталось { $time }
