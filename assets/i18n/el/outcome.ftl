# The end of a game, as the board, the side panel and the screen reader say it ($side: the winner).

outcome-wins-on-time =
    { $side ->
        [white] Τα λευκά κερδίζουν στον χρόνο
       *[black] Τα μαύρα κερδίζουν στον χρόνο
    }
outcome-resigns =
    { $side ->
        [white] Τα μαύρα εγκαταλείπουν — κερδίζουν τα λευκά
       *[black] Τα λευκά εγκαταλείπουν — κερδίζουν τα μαύρα
    }
outcome-wins =
    { $side ->
        [white] Κερδίζουν τα λευκά
       *[black] Κερδίζουν τα μαύρα
    }
outcome-checkmate-wins =
    { $side ->
        [white] Ματ — κερδίζουν τα λευκά
       *[black] Ματ — κερδίζουν τα μαύρα
    }
outcome-forfeit-wins =
    { $side ->
        [white] Μη εμφάνιση — κερδίζουν τα λευκά
       *[black] Μη εμφάνιση — κερδίζουν τα μαύρα
    }
outcome-adjudication-wins =
    { $side ->
        [white] Κρίση διαιτησίας — κερδίζουν τα λευκά
       *[black] Κρίση διαιτησίας — κερδίζουν τα μαύρα
    }
outcome-draw = Ισοπαλία
outcome-draw-time = Ισοπαλία — ο χρόνος τελείωσε, αλλά ο αντίπαλος δεν μπορεί να κάνει ματ
outcome-draw-agreement = Ισοπαλία με συμφωνία
outcome-draw-stalemate = Ισοπαλία — πατ
outcome-draw-repetition = Ισοπαλία — τριπλή επανάληψη
outcome-draw-fifty-moves = Ισοπαλία — κανόνας των πενήντα κινήσεων
outcome-draw-material = Ισοπαλία — ανεπαρκές υλικό
outcome-draw-adjudication = Ισοπαλία — κρίση διαιτησίας
