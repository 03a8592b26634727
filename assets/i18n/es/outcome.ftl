# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] Las blancas ganan por tiempo
       *[black] Las negras ganan por tiempo
    }
outcome-resigns =
    { $side ->
        [white] Las negras abandonan — ganan las blancas
       *[black] Las blancas abandonan — ganan las negras
    }
outcome-wins =
    { $side ->
        [white] Ganan las blancas
       *[black] Ganan las negras
    }
outcome-checkmate-wins =
    { $side ->
        [white] Jaque mate — ganan las blancas
       *[black] Jaque mate — ganan las negras
    }
outcome-forfeit-wins =
    { $side ->
        [white] Incomparecencia — ganan las blancas
       *[black] Incomparecencia — ganan las negras
    }
outcome-adjudication-wins =
    { $side ->
        [white] Adjudicación — ganan las blancas
       *[black] Adjudicación — ganan las negras
    }
outcome-draw = Tablas
outcome-draw-time = Tablas — se acabó el tiempo, pero el rival no puede dar mate
outcome-draw-agreement = Tablas por acuerdo
outcome-draw-stalemate = Tablas — rey ahogado
outcome-draw-repetition = Tablas — triple repetición
outcome-draw-fifty-moves = Tablas — regla de los cincuenta movimientos
outcome-draw-material = Tablas — material insuficiente
outcome-draw-adjudication = Tablas — adjudicación
