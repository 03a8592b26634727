# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] Bijeli pobjeđuje na vrijeme
       *[black] Crni pobjeđuje na vrijeme
    }
outcome-resigns =
    { $side ->
        [white] Crni predaje — bijeli pobjeđuje
       *[black] Bijeli predaje — crni pobjeđuje
    }
outcome-wins =
    { $side ->
        [white] Bijeli pobjeđuje
       *[black] Crni pobjeđuje
    }
outcome-checkmate-wins =
    { $side ->
        [white] Šah-mat — bijeli pobjeđuje
       *[black] Šah-mat — crni pobjeđuje
    }
outcome-forfeit-wins =
    { $side ->
        [white] Predaja bez borbe — bijeli pobjeđuje
       *[black] Predaja bez borbe — crni pobjeđuje
    }
outcome-adjudication-wins =
    { $side ->
        [white] Presuda — bijeli pobjeđuje
       *[black] Presuda — crni pobjeđuje
    }
outcome-draw = Remi
outcome-draw-time = Remi — vrijeme je isteklo, ali protivnik ne može matirati
outcome-draw-agreement = Remi dogovorom
outcome-draw-stalemate = Remi — pat
outcome-draw-repetition = Remi — trostruko ponavljanje
outcome-draw-fifty-moves = Remi — pravilo pedeset poteza
outcome-draw-material = Remi — nedovoljno materijala
outcome-draw-adjudication = Remi — presuda
