# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] Les Blancs gagnent au temps
       *[black] Les Noirs gagnent au temps
    }
outcome-resigns =
    { $side ->
        [white] Les Noirs abandonnent — les Blancs gagnent
       *[black] Les Blancs abandonnent — les Noirs gagnent
    }
outcome-wins =
    { $side ->
        [white] Les Blancs gagnent
       *[black] Les Noirs gagnent
    }
outcome-checkmate-wins =
    { $side ->
        [white] Échec et mat — les Blancs gagnent
       *[black] Échec et mat — les Noirs gagnent
    }
outcome-forfeit-wins =
    { $side ->
        [white] Forfait — les Blancs gagnent
       *[black] Forfait — les Noirs gagnent
    }
outcome-adjudication-wins =
    { $side ->
        [white] Arbitrage — les Blancs gagnent
       *[black] Arbitrage — les Noirs gagnent
    }
outcome-draw = Partie nulle
outcome-draw-time = Nulle — le temps est écoulé, mais l'adversaire ne peut pas mater
outcome-draw-agreement = Nulle par accord mutuel
outcome-draw-stalemate = Nulle — pat
outcome-draw-repetition = Nulle — triple répétition
outcome-draw-fifty-moves = Nulle — règle des cinquante coups
outcome-draw-material = Nulle — matériel insuffisant
outcome-draw-adjudication = Nulle — arbitrage
