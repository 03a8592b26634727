# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Ανάλυση θέσης (A)
analysis-menu-stop = Διακοπή ανάλυσης (A)
analysis-menu-review = Αξιολόγηση παρτίδας…
analysis-start = Ανάλυση
analysis-start-tip = Ανάλυση της εμφανιζόμενης θέσης (A)
analysis-stop = Διακοπή
analysis-stop-tip = Διακοπή της ανάλυσης (A)
analysis-no-engine = Καμία μηχανή: προσθέστε μία για ανάλυση
analysis-add-engine = Προσθήκη μηχανής
analysis-add-engine-tip = Ανάλυση με ακόμη μία μηχανή (έως { $count }), καθεμία με δικές της γραμμές, νήματα και χρώμα βελών
analysis-add-engine-full = Το πολύ { $count } μηχανές αναλύουν μαζί
analysis-lines =
    { $count ->
        [one] { $count } γραμμή
       *[other] { $count } γραμμές
    }
analysis-lines-tip = Πόσες καλύτερες γραμμές δείχνει αυτή η μηχανή (MultiPV)
analysis-remove-tip = Αφαίρεση αυτής της μηχανής από την ανάλυση
analysis-restart = Επανεκκίνηση
analysis-restart-tip = Νέα εκκίνηση αυτής της μηχανής
analysis-resume-tip = Συνέχεια ανάλυσης με αυτή τη μηχανή
analysis-pause-tip = Παύση αυτής της μηχανής (οι πυρήνες της πάνε στις άλλες)
analysis-line-label = γραμμή ανάλυσης { $line }
analysis-engine-line-label = μηχανή { $engine } γραμμή { $line }
analysis-engine-tip-first = Η μηχανή αυτού του πλαισίου· η πρώτη αξιολογεί και τις παρτίδες
analysis-engine-tip = Η μηχανή αυτού του πλαισίου
analysis-one-thread = 1 νήμα
analysis-one-thread-tip = Αυτή η μηχανή δεν έχει επιλογή Threads: αποφασίζει μόνη της
analysis-threads = { $count } νήμ.
analysis-threads-auto = { $count } νήμ. αυτ.
analysis-fair-share = Δίκαιο μερίδιο
analysis-threads-tip = Νήματα αυτής της μηχανής. Το δίκαιο μερίδιο μοιράζει εξίσου τους { $cores } πυρήνες αυτού του υπολογιστή στις μηχανές που τρέχουν (τουλάχιστον έναν στην καθεμία)
analysis-off = Ανενεργή
analysis-starting = Εκκίνηση…
analysis-status-starting = εκκίνηση…
analysis-checkmate = Ματ
analysis-stalemate = Πατ
analysis-status-paused = σε παύση
analysis-depth = βάθος { $depth }
analysis-nps = { $speed } κ/δ
analysis-nodes = { $nodes } κόμβοι
analysis-hash = hash { $percent } %
analysis-done = τέλος
analysis-line-tip = Κάντε κλικ για να παίξετε την πρώτη κίνηση· η γραμμή φαίνεται με βέλη
analysis-evaluation = αξιολόγηση { $value }
analysis-paused-for-review = Σε παύση όσο γίνεται η αξιολόγηση της παρτίδας
analysis-paused-for-engine = Σε παύση όσο παίζει η μηχανή
analysis-play-at-end = Οι κινήσεις ανάλυσης παίζονται στο τέλος της παρτίδας (πατήστε End)
analysis-not-your-move = Δεν είναι η σειρά σας

# The game review.
analysis-review-title = Αξιολόγηση παρτίδας
analysis-review-explain =
    { $count ->
        [one] Εξετάζει τη { $count } θέση της παρτίδας με τη μηχανή { $engine } (η μηχανή επιλέγεται στην ενότητα ανάλυσης).
       *[other] Εξετάζει και τις { $count } θέσεις της παρτίδας με τη μηχανή { $engine } (η μηχανή επιλέγεται στην ενότητα ανάλυσης).
    }
analysis-review-no-engine-name = καμία
analysis-review-time-per-position = Χρόνος ανά θέση
analysis-review-depth = Βάθος
analysis-suffix-seconds = { " δευτ." }
analysis-review-about = Περίπου { $seconds } δευτ. συνολικά
analysis-review-start = Έναρξη αξιολόγησης
analysis-review-progress = Αξιολόγηση με { $engine }: { $done } από { $count } θέσεις
analysis-review-finished = Η αξιολόγηση ολοκληρώθηκε σε { $seconds } δευτ.
analysis-review-stopped = Η αξιολόγηση διακόπηκε: { $error }
analysis-review-cancelled = Η αξιολόγηση ακυρώθηκε
analysis-review-no-moves = Η παρτίδα δεν έχει κινήσεις για αξιολόγηση
analysis-review-engine-busy = Περιμένετε να παίξει η μηχανή
analysis-review-no-engine = Δεν υπάρχει διαθέσιμη μηχανή για την αξιολόγηση
analysis-review-graph = γράφημα αξιολόγησης
analysis-review-graph-start = Αρχή
analysis-review-graph-white = Λευκά { $percent } %
analysis-review-graph-line = Πιθανότητα νίκης των λευκών
analysis-review-graph-equal = ισορροπία
analysis-review-graph-shown = εμφανιζόμενη
analysis-review-accuracy-white = Ακρίβεια των λευκών
analysis-review-accuracy-black = Ακρίβεια των μαύρων
analysis-review-annotate = Εγγραφή στην παρτίδα
analysis-review-annotate-tip = Προσθέτει ?!, ?, ?? με σχόλια, [%eval] και τις γραμμές της μηχανής
analysis-review-close = Κλείσιμο αξιολόγησης
analysis-review-lost-white = Λευκά: { $judgement }, χάθηκαν { $points } μονάδες πιθανότητας νίκης
analysis-review-lost-black = Μαύρα: { $judgement }, χάθηκαν { $points } μονάδες πιθανότητας νίκης
analysis-review-was-best = η { $better } ήταν η καλύτερη
analysis-review-click-hint = Κάντε κλικ στο γράφημα ή σε σημειωμένη κίνηση για να πάτε εκεί
analysis-judgement-best = καλύτερη
analysis-judgement-good = καλή
analysis-judgement-inaccuracy = ανακρίβεια
analysis-judgement-mistake = λάθος
analysis-judgement-blunder = χοντρό λάθος
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } ανακρίβεια
       *[other] { $count } ανακρίβειες
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } λάθος
       *[other] { $count } λάθη
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } χοντρό λάθος
       *[other] { $count } χοντρά λάθη
    }

# The opening book section.
analysis-book-title = Βιβλίο ανοιγμάτων
analysis-book = Βιβλίο
analysis-book-shipped = Βιβλίο του Tempo (ενσωματωμένο)
analysis-book-choose = Επιλογή αρχείου βιβλίου…
analysis-book-reading = Ανάγνωση βιβλίου…
analysis-book-no-moves = Καμία κίνηση βιβλίου σε αυτή τη θέση
analysis-book-play-move = Παίξτε αυτή την κίνηση
analysis-book-move = κίνηση βιβλίου { $san }
analysis-book-weight = βάρος { $weight }
analysis-book-learn = μάθηση { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Νίκη { $win } %, ισοπαλία { $draw } %, ήττα { $loss } % (για τα λευκά)
analysis-visit-share = { $share } % των επισκέψεων της αναζήτησης
