# Εξάσκηση: λύτης προβλημάτων, εξάσκηση ρεπερτορίου και αναφορά αποκλίσεων.
# Το $side είναι "white" ή "black": η μορφή της λέξης επιλέγεται με επιλογέα.

training-or = ή
training-continue = Συνέχεια

## Το αρχείο εξάσκησης
training-not-saved = Η πρόοδος της εξάσκησης δεν αποθηκεύτηκε: { $error }
training-file-unreadable = Το αρχείο εξάσκησης δεν διαβάστηκε ({ $error })· η πρόοδος δεν αποθηκεύεται.
training-repertoire-unreadable = το ρεπερτόριο των { $side ->
    [white] Λευκών
   *[black] Μαύρων
} στο αρχείο εξάσκησης: { $error }
training-set-aside = Να μπει στην άκρη και να ξεκινήσει νέο
training-file-set-aside = Το παλιό αρχείο εξάσκησης φυλάσσεται ως { $path }
training-cannot-rename = Δεν είναι δυνατή η μετονομασία του { $path }: { $error }
training-database-gone = Το { $path } δεν υπάρχει πια

## Λύτης προβλημάτων
training-trainer-title = Εξάσκηση σε προβλήματα
training-open-a-set = Ανοίξτε μια συλλογή προβλημάτων για να ξεκινήσετε
training-rating = Βαθμολογία { $rating }
training-provisional = προσωρινή
training-solved-missed = { $solved } λυμένα, { $missed } χαμένα
training-no-puzzle = Δεν υπάρχει πρόβλημα στη σκακιέρα.
training-next-puzzle = Επόμενο πρόβλημα
training-no-puzzle-fits = Κανένα πρόβλημα δεν ταιριάζει στο φίλτρο
training-task-mate = Παίζουν τα { $side ->
    [white] Λευκά
   *[black] Μαύρα
} και κάνουν ματ σε { $count }
training-task-avoid = Παίζουν τα { $side ->
    [white] Λευκά
   *[black] Μαύρα
}: βρείτε μια καλή κίνηση εκτός από { $moves }
training-task-best = Παίζουν τα { $side ->
    [white] Λευκά
   *[black] Μαύρα
}: βρείτε την καλύτερη κίνηση
training-puzzle-rated = { $source } · βαθμολογία { $rating }
training-due-again = για επανάληψη
training-early-repeat = πρόωρη επανάληψη
training-not-it = Η { $san } δεν είναι η σωστή.
training-retry = Ξανά
training-show-solution = Εμφάνιση λύσης
training-prover-working = Ο αποδείκτης υπολογίζει…
training-play-your-move = Παίξτε την κίνησή σας στη σκακιέρα.
training-right = { $line } Σωστά.
training-right-keep-going = { $line } Σωστά, συνεχίστε.
training-hint = Βοήθεια
training-hint-tooltip = Πρώτα το κομμάτι, μετά η κίνηση· μια λύση μετά από βοήθεια μετράει λιγότερο
training-hint-piece = Βοήθεια: κινήστε το κομμάτι στο { $square }
training-hint-move = Βοήθεια: { $san }
training-no-hint-problem = Δεν υπάρχει βοήθεια για αυτό το πρόβλημα
training-no-hint-position = Δεν υπάρχει βοήθεια για αυτή τη θέση
training-skip = Παράλειψη
training-skip-tooltip = Δεν καταγράφεται
training-solved = Λύθηκε!
training-solved-after-wrong = Λύθηκε μετά από { $count ->
    [one] { $count } λάθος κίνηση
   *[other] { $count } λάθος κινήσεις
}: μετράει ως αποτυχία και θα επιστρέψει σύντομα
training-solved-with-hint = Λύθηκε με την κίνηση που δείχτηκε: μετράει ως αποτυχία και θα επιστρέψει σύντομα
training-any-but-solution = Οποιαδήποτε κίνηση εκτός από όσες αναφέρθηκαν κρατά τη θέση.
training-solution = Λύση: { $line }
training-open-game = Άνοιγμα της παρτίδας
training-show-on-board = Εμφάνιση στην κύρια σκακιέρα
training-source-tooltip = Στην κύρια σκακιέρα, στην κίνηση του προβλήματος
training-open-epd = Άνοιγμα EPD…
training-open-epd-tooltip = Προβλήματα με bm, am ή dm: WAC, Bratko-Kopec, δικά σας
training-puzzles-of = Προβλήματα του { $name }
training-database-puzzles = Προβλήματα της βάσης
training-database-puzzles-tooltip = Τα προβλήματα που αποθήκευσε το `tempo puzzles extract` στην ανοιχτή βάση
training-reading = Ανάγνωση του { $name }…
training-cannot-open-puzzles = Τα προβλήματα δεν ανοίγουν: { $error }
training-records-left-out = { $name }: { $count ->
    [one] { $count } εγγραφή παραλείφθηκε
   *[other] { $count } εγγραφές παραλείφθηκαν
} ({ $reasons })
training-set = Συλλογή
training-all-sets = Όλες οι συλλογές
training-theme = Θέμα
training-all-themes = Όλα τα θέματα
training-puzzle-counts = { $count ->
    [one] { $count } πρόβλημα
   *[other] { $count } προβλήματα
}: { $due } για επανάληψη, { $new } νέα
training-set-size = { $set } · { $count ->
    [one] { $count } πρόβλημα
   *[other] { $count } προβλήματα
}
training-remove-set-tooltip = Αφαίρεση της συλλογής από την εξάσκηση (η πρόοδος μένει)

## Εξάσκηση ρεπερτορίου
training-drill-title = Εξάσκηση ρεπερτορίου
training-drill-not-saved = Το αρχείο εξάσκησης δεν διαβάστηκε: η πρόοδος της εξάσκησης ρεπερτορίου δεν αποθηκεύεται (δείτε την εξάσκηση σε προβλήματα).
training-opponent-weighted = Ο αντίπαλος παίζει τόσο συχνά όσο στις παρτίδες του { $name }.
training-opponent-counting = Καταμέτρηση των κινήσεων του αντιπάλου στη βάση…
training-opponent-evenly = Οι κινήσεις του αντιπάλου επιλέγονται ισόποσα (ανοίξτε μια βάση για να σταθμιστούν με τις παρτίδες της).
training-drill = Εξάσκηση
training-repertoire-empty = κενό
training-cards-due-learned = { $due } για επανάληψη · { $learned }/{ $total } μαθημένες
training-load-pgn = Φόρτωση PGN…
training-load-pgn-tooltip = Προσθήκη των παρτίδων και παραλλαγών ενός αρχείου PGN στο ρεπερτόριο των { $side ->
    [white] Λευκών
   *[black] Μαύρων
}
training-add-current-line = Προσθήκη τρέχουσας γραμμής
training-add-current-line-tooltip = Οι κινήσεις της κύριας σκακιέρας από την αρχή ως τη θέση που φαίνεται
training-empty = Άδειασμα…
training-empty-title = Να αδειάσει το ρεπερτόριο;
training-empty-question = Όλες οι γραμμές του ρεπερτορίου των { $side ->
    [white] Λευκών
   *[black] Μαύρων
} και η πρόοδος της εξάσκησής τους χάνονται. Δεν αναιρείται.
training-empty-it = Άδειασμα
training-keep-it = Διατήρηση
training-drill-repertoire = Εξάσκηση στο ρεπερτόριο των { $side ->
    [white] Λευκών
   *[black] Μαύρων
}
training-opponent-replies = Ο αντίπαλος απαντά…
training-your-move = Σειρά σας: παίξτε την κίνηση του ρεπερτορίου
training-drill-wrong = Όχι { $played }: το ρεπερτόριο παίζει { $expected }
training-line-nothing-due = Τίποτα για επανάληψη σε αυτή τη γραμμή.
training-line-done = Η γραμμή τελείωσε: { $right } σωστές από { $asked }
training-next-line = Επόμενη γραμμή
training-cannot-read = Δεν διαβάζεται το { $path }: { $error }
training-repertoire-pgn-error = { $path }: { $error }
training-games-added = { $count ->
    [one] { $count } παρτίδα
   *[other] { $count } παρτίδες
} από το { $file } προστέθηκαν στο ρεπερτόριο των { $side ->
    [white] Λευκών
   *[black] Μαύρων
}
training-line-not-from-start = Οι γραμμές του ρεπερτορίου ξεκινούν από την αρχική θέση· αυτή η παρτίδα όχι
training-line-empty = Παίξτε πρώτα τη γραμμή στη σκακιέρα
training-moves-added = { $count ->
    [one] Προστέθηκε { $count } κίνηση
   *[other] Προστέθηκαν { $count } κινήσεις
} στο ρεπερτόριο των { $side ->
    [white] Λευκών
   *[black] Μαύρων
}
training-cannot-add-line = Η γραμμή δεν προστίθεται: { $error }
training-repertoire-is-empty = Το ρεπερτόριο των { $side ->
    [white] Λευκών
   *[black] Μαύρων
} είναι κενό: φορτώστε πρώτα ένα PGN ή προσθέστε γραμμές
training-cannot-count = Δεν μετρώνται οι κινήσεις των αντιπάλων: { $error }

## Αναφορά αποκλίσεων
training-report-title = Αναφορά αποκλίσεων
training-player = Παίκτης
training-player-hint = όνομα ή η αρχή του
training-check-games = Έλεγχος παρτίδων
training-check-games-tooltip = Κάθε παρτίδα απέναντι στο ρεπερτόριο του χρώματος του παίκτη
training-in-database = στο { $name }
training-open-database-first = ανοίξτε πρώτα μια βάση
training-report-progress = { $done } από { $total ->
    [one] { $total } παρτίδα
   *[other] { $total } παρτίδες
}
training-report-empty = Εδώ εμφανίζονται οι παρτίδες που βγήκαν από το ρεπερτόριο· πατήστε σε μία για να ανοίξει σε εκείνη την κίνηση.
training-column-game = Παρτίδα
training-column-move = Κίνηση
training-column-left-by = Βγήκε ο
training-column-played = Παίχτηκε
training-column-repertoire = Ρεπερτόριο
training-column-judgement = Κρίση
training-open-at-move = Άνοιγμα της παρτίδας σε αυτή την κίνηση
training-left-by-player = παίκτης ({ $side ->
    [white] Λευκά
   *[black] Μαύρα
})
training-left-by-opponent = αντίπαλος
training-judgement-mistake = Λάθος (−{ $drop }%)
training-judgement-playable = Παίζεται ({ $change }%): αξίζει να προστεθεί
training-judgement-hole = Απροετοίμαστο: απάντηση { $reply }
training-judgement-opponent-mistake = Λάθος του αντιπάλου (−{ $drop }%): τιμωρήστε το με { $reply }
training-report-needs-database = Ανοίξτε πρώτα τη βάση με τις παρτίδες του παίκτη
training-report-needs-player = Γράψτε το όνομα του παίκτη (ή την αρχή του)
training-report-needs-repertoire = Και τα δύο ρεπερτόρια είναι κενά: φτιάξτε ένα στο παράθυρο εξάσκησης ρεπερτορίου
training-report-needs-engine = Δεν υπάρχει μηχανή για να κρίνει τις κινήσεις
training-report-cancelled = Ακυρώθηκε μετά από { $done } από { $total ->
    [one] { $total } παρτίδα
   *[other] { $total } παρτίδες
}
training-report-no-games = Καμία παρτίδα του «{ $player }» στη βάση
training-report-finished = { $total ->
    [one] Ελέγχθηκε { $total } παρτίδα
   *[other] Ελέγχθηκαν { $total } παρτίδες
}: { $left } βγήκαν από το ρεπερτόριο
training-report-failed = Η αναφορά σταμάτησε: { $error }

## Where a puzzle comes from
training-source-game = παρτίδα { $game }, κίνηση { $number }
training-source-puzzle = πρόβλημα { $id }
training-source-line = γραμμή { $line }
