# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] Il Bianco vince per tempo
       *[black] Il Nero vince per tempo
    }
outcome-resigns =
    { $side ->
        [white] Il Nero abbandona — vince il Bianco
       *[black] Il Bianco abbandona — vince il Nero
    }
outcome-wins =
    { $side ->
        [white] Vince il Bianco
       *[black] Vince il Nero
    }
outcome-checkmate-wins =
    { $side ->
        [white] Scacco matto — vince il Bianco
       *[black] Scacco matto — vince il Nero
    }
outcome-forfeit-wins =
    { $side ->
        [white] Forfait — vince il Bianco
       *[black] Forfait — vince il Nero
    }
outcome-adjudication-wins =
    { $side ->
        [white] Aggiudicazione — vince il Bianco
       *[black] Aggiudicazione — vince il Nero
    }
outcome-draw = Patta
outcome-draw-time = Patta — il tempo è scaduto, ma l'avversario non può dare matto
outcome-draw-agreement = Patta d'accordo
outcome-draw-stalemate = Patta — stallo
outcome-draw-repetition = Patta — triplice ripetizione
outcome-draw-fifty-moves = Patta — regola delle cinquanta mosse
outcome-draw-material = Patta — materiale insufficiente
outcome-draw-adjudication = Patta — aggiudicazione
