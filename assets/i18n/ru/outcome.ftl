# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] Белые выиграли по времени
       *[black] Чёрные выиграли по времени
    }
outcome-resigns =
    { $side ->
        [white] Чёрные сдались — белые выиграли
       *[black] Белые сдались — чёрные выиграли
    }
outcome-wins =
    { $side ->
        [white] Белые выиграли
       *[black] Чёрные выиграли
    }
outcome-checkmate-wins =
    { $side ->
        [white] Мат — белые выиграли
       *[black] Мат — чёрные выиграли
    }
outcome-forfeit-wins =
    { $side ->
        [white] Техническое поражение — белые выиграли
       *[black] Техническое поражение — чёрные выиграли
    }
outcome-adjudication-wins =
    { $side ->
        [white] Присуждение — белые выиграли
       *[black] Присуждение — чёрные выиграли
    }
outcome-draw = Ничья
outcome-draw-time = Ничья — время истекло, но соперник не может поставить мат
outcome-draw-agreement = Ничья по соглашению
outcome-draw-stalemate = Ничья — пат
outcome-draw-repetition = Ничья — троекратное повторение
outcome-draw-fifty-moves = Ничья — правило пятидесяти ходов
outcome-draw-material = Ничья — недостаточно материала
outcome-draw-adjudication = Ничья — присуждение
