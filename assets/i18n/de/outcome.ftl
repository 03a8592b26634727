# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] Weiß gewinnt auf Zeit
       *[black] Schwarz gewinnt auf Zeit
    }
outcome-resigns =
    { $side ->
        [white] Schwarz gibt auf — Weiß gewinnt
       *[black] Weiß gibt auf — Schwarz gewinnt
    }
outcome-wins =
    { $side ->
        [white] Weiß gewinnt
       *[black] Schwarz gewinnt
    }
outcome-checkmate-wins =
    { $side ->
        [white] Schachmatt — Weiß gewinnt
       *[black] Schachmatt — Schwarz gewinnt
    }
outcome-forfeit-wins =
    { $side ->
        [white] Kampflos — Weiß gewinnt
       *[black] Kampflos — Schwarz gewinnt
    }
outcome-adjudication-wins =
    { $side ->
        [white] Schiedsspruch — Weiß gewinnt
       *[black] Schiedsspruch — Schwarz gewinnt
    }
outcome-draw = Remis
outcome-draw-time = Remis — die Zeit ist abgelaufen, aber der Gegner kann nicht mattsetzen
outcome-draw-agreement = Remis nach Vereinbarung
outcome-draw-stalemate = Remis — Patt
outcome-draw-repetition = Remis — dreifache Stellungswiederholung
outcome-draw-fifty-moves = Remis — 50-Züge-Regel
outcome-draw-material = Remis — ungenügendes Material
outcome-draw-adjudication = Remis — Schiedsspruch
