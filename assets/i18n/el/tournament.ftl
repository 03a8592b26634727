# Το παράθυρο τουρνουά (Μηχανές ▸ Τουρνουά…): ρύθμιση, ζωντανή προβολή, βαθμολογία, SPRT.

tournament-window-title = Τουρνουά
tournament-default-event = Τουρνουά Tempo
tournament-event-from-position = Παρτίδες μηχανών από μια θέση

## Ρύθμιση
tournament-event = Διοργάνωση
tournament-format = Σύστημα
tournament-format-round-robin = Πουλ (όλοι με όλους)
tournament-format-gauntlet = Gauntlet
tournament-format-match = Αγώνας δύο
tournament-engines = Μηχανές
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (παίζει με όλους)
tournament-engine-results-side = { $number }. { $name } (αποτελέσματα από τη δική της πλευρά)
tournament-engine-not-listed = δεν είναι στη λίστα μηχανών
tournament-add-engine = Προσθήκη μηχανής…
tournament-games = Παρτίδες
tournament-games-in-match = στον αγώνα (κάθε άνοιγμα δύο φορές, με αντεστραμμένα χρώματα)
tournament-games-per-pairing = ανά ζεύγος (κάθε άνοιγμα δύο φορές, με αντεστραμμένα χρώματα)
tournament-per-move = Ανά κίνηση
tournament-limit-clock = Ρολόι
tournament-limit-clock-hint = [κινήσεις/]δευτερόλεπτα[+προσαύξηση], π.χ. 10+0.1 ή 40/60
tournament-limit-time = Χρόνος
tournament-limit-nodes = Κόμβοι
tournament-openings = Ανοίγματα
tournament-openings-start-position = Αρχική θέση
tournament-openings-book = Γραμμές βιβλίου
tournament-openings-file = Αρχείο EPD/PGN
tournament-openings-board-position = Η θέση της σκακιέρας
tournament-book-lines-of = Γραμμές των
tournament-book-plies = ημικινήσεων από το ενσωματωμένο βιβλίο, μία ανά ζεύγος παρτίδων
tournament-shuffled = Ανακατεμένα
tournament-choose = Επιλογή…
tournament-at-once = Ταυτόχρονα
tournament-at-once-games = παρτίδες (κάθε στιγμιότυπο μηχανής χρησιμοποιεί έναν πυρήνα)
tournament-adjudication = Κατακύρωση
tournament-sprt = SPRT
tournament-sprt-stop = Διακοπή όταν κριθεί:
tournament-sprt-hint = Διαδοχικός έλεγχος λόγου πιθανοφανειών ανάμεσα σε δύο υποθέσεις Elo
tournament-pgn-file = Αρχείο PGN
tournament-write-games-to = Εγγραφή των παρτίδων στο
tournament-seed = Σπόρος
tournament-seed-hint = ανακατεύει τα ανοίγματα και διαλέγει τις γραμμές του βιβλίου

## Τι λείπει από τη ρύθμιση
tournament-problem-pgn-name = Δώστε όνομα στο αρχείο PGN ή καταργήστε την επιλογή.
tournament-problem-match-engines = Ένας αγώνας θέλει ακριβώς δύο μηχανές (επιλεγμένες: { $count }).
tournament-problem-two-engines = Επιλέξτε τουλάχιστον δύο μηχανές.
tournament-problem-no-games = Παίξτε τουλάχιστον μία παρτίδα ανά ζεύγος.
tournament-problem-clock = Το ρολόι: { $error }
tournament-problem-zero-time = Ο χρόνος ανά κίνηση δεν μπορεί να είναι 0.
tournament-problem-zero-nodes = Ο αριθμός κόμβων δεν μπορεί να είναι 0.
tournament-problem-opening-file = Επιλέξτε ένα αρχείο ανοιγμάτων.
tournament-problem-book-plies = Οι γραμμές του βιβλίου θέλουν τουλάχιστον μία ημικίνηση.
tournament-problem-start-position = Η αρχική θέση: { $error }
tournament-problem-sprt = SPRT: { $error }

## Η λίστα τουρνουά
tournament-list-unreadable = Η λίστα τουρνουά δεν διαβάζεται: { $error }
tournament-list-unwritable = Η λίστα τουρνουά δεν μπορεί να γραφτεί: { $error }
tournament-cannot-remove = Το τουρνουά δεν αφαιρέθηκε: { $error }
tournament-no-data-folder = Τα τουρνουά χρειάζονται τον φάκελο δεδομένων της εφαρμογής, που είναι άγνωστος.
tournament-unfinished = Ημιτελή τουρνουά
tournament-continue = Συνέχεια
tournament-forget = Αφαίρεση
tournament-forget-hint = Αφαίρεση μαζί με τις καταγεγραμμένες παρτίδες του

tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = πουλ
tournament-summary-gauntlet = gauntlet
tournament-summary-match = αγώνας
tournament-summary-games = { $count ->
    [one] { $count } παρτίδα
   *[other] { $count } παρτίδες
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } παρτίδα ανά ζεύγος
   *[other] { $count } παρτίδες ανά ζεύγος
}

## Τουρνουά σε εξέλιξη
tournament-status-counts = { $finished } από { $scheduled ->
    [one] { $scheduled } παρτίδα
   *[other] { $scheduled } παρτίδες
}
tournament-status-starting = Εκκίνηση των μηχανών…
tournament-status-stopping = Διακοπή… { $counts }
tournament-status-paused = Σε παύση: { $counts }· οι παρτίδες σε εξέλιξη ολοκληρώνονται, καμία νέα δεν ξεκινά
tournament-status-running = Σε εξέλιξη: { $counts }
tournament-status-finished = Ολοκληρώθηκε: { $counts }
tournament-status-finished-sprt = Ολοκληρώθηκε: { $counts } (αποφάσισε το SPRT)
tournament-status-stopped = Διακόπηκε: κρατήθηκαν { $counts }· συνεχίστε το από τη λίστα της ρύθμισης
tournament-status-failed = Τερματίστηκε: { $reason }
tournament-stopped-because = Το τουρνουά σταμάτησε: { $reason }
tournament-games-unreadable = Οι παρτίδες δεν διαβάζονται: { $error }
tournament-pause-hint = Οι παρτίδες σε εξέλιξη ολοκληρώνονται· καμία νέα δεν ξεκινά
tournament-stop-hint = Εγκαταλείπει τις παρτίδες σε εξέλιξη· οι ολοκληρωμένες κρατιούνται
tournament-new = Νέο τουρνουά
tournament-add-as-variations = Προσθήκη των παρτίδων ως παραλλαγών
tournament-add-as-variations-hint = Μετά τη θέση της σκακιέρας, στην παρτίδα που φαίνεται
tournament-board-result = Παρτίδα { $number }: { $result }
tournament-board-move = Παρτίδα { $number }, κίνηση { $moves }: { $last }
tournament-board-started = Παρτίδα { $number }: ξεκίνησε
tournament-games-log = Παρτίδες

## Βαθμολογία
tournament-column-engine = Μηχανή
tournament-column-points = Βαθμοί
tournament-column-games = Παρτίδες
tournament-column-wins = Ν
tournament-column-draws = Ι
tournament-column-losses = Η
tournament-score-line = Σκορ { $first } εναντίον { $second }: { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Διαφορά Elo { $elo } (95%, { $pairs ->
    [one] { $pairs } ζεύγος παρτίδων
   *[other] { $pairs } ζεύγη παρτίδων
})
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }): LLR { $llr }, όρια { $lower } και { $upper }: { $decision }
tournament-sprt-h1-accepted = η H1 έγινε δεκτή
tournament-sprt-h0-accepted = η H0 έγινε δεκτή
tournament-sprt-undecided = καμία απόφαση ακόμη
tournament-sprt-games-counted = παρτίδες που μετρήθηκαν
tournament-sprt-h0-bound = όριο H0
tournament-sprt-h1-bound = όριο H1
