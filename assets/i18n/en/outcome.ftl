# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] White wins on time
       *[black] Black wins on time
    }
outcome-resigns =
    { $side ->
        [white] Black resigns — White wins
       *[black] White resigns — Black wins
    }
outcome-wins =
    { $side ->
        [white] White wins
       *[black] Black wins
    }
outcome-checkmate-wins =
    { $side ->
        [white] Checkmate — White wins
       *[black] Checkmate — Black wins
    }
outcome-forfeit-wins =
    { $side ->
        [white] Forfeit — White wins
       *[black] Forfeit — Black wins
    }
outcome-adjudication-wins =
    { $side ->
        [white] Adjudication — White wins
       *[black] Adjudication — Black wins
    }
outcome-draw = Draw
outcome-draw-time = Draw — time ran out, but the opponent cannot mate
outcome-draw-agreement = Draw by agreement
outcome-draw-stalemate = Draw — stalemate
outcome-draw-repetition = Draw — threefold repetition
outcome-draw-fifty-moves = Draw — fifty-move rule
outcome-draw-material = Draw — insufficient material
outcome-draw-adjudication = Draw — adjudication
