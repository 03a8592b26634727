# Το κύριο παράθυρο: ερωτήσεις, τέλος παρτίδας, παρτίδα σε παύση, ειδοποιήσεις, πλαϊνό πάνελ,
# λίστα κινήσεων, σκακιέρα, επεξεργαστής ετικετών και «Σχετικά».
main-resign-title = Εγκατάλειψη της παρτίδας;
main-resign-text = Η παρτίδα τελειώνει και ο αντίπαλός σας κερδίζει.
main-resign = Εγκατάλειψη
main-keep-playing = Συνέχεια παιχνιδιού
main-replace-title = Έξοδος από την παρτίδα σε εξέλιξη;
main-replace-text = { $count ->
    [one] Η παρτίδα { $white } – { $black } δεν έχει τελειώσει ({ $count } κίνηση). Διατηρείται: Επεξεργασία, Αναίρεση (Ctrl+Z) τη φέρνει πίσω.
   *[other] Η παρτίδα { $white } – { $black } δεν έχει τελειώσει ({ $count } κινήσεις). Διατηρείται: Επεξεργασία, Αναίρεση (Ctrl+Z) τη φέρνει πίσω.
}
main-open-other-game = Άνοιγμα της άλλης παρτίδας
main-game-over = Τέλος παρτίδας
main-new-game = Νέα παρτίδα
main-resume-text = { $count ->
    [one] Η παρτίδα σας { $white } – { $black } δεν είχε τελειώσει ({ $count } κίνηση). Είναι σε παύση· κανένα ρολόι δεν τρέχει.
   *[other] Η παρτίδα σας { $white } – { $black } δεν είχε τελειώσει ({ $count } κινήσεις). Είναι σε παύση· κανένα ρολόι δεν τρέχει.
}
main-continue-game = Συνέχεια της παρτίδας
main-discard = Απόρριψη
main-discard-hint = Το Ctrl+Z τη φέρνει πίσω

# Ειδοποιήσεις.
main-tournaments-unreadable = Δεν ήταν δυνατή η ανάγνωση της λίστας τουρνουά: { $error }
main-unfinished-tournament = Ένα ημιτελές τουρνουά μπορεί να συνεχιστεί (μενού Μηχανές): { $tournament }
main-training-unreadable = Η πρόοδος της εξάσκησης δεν διαβάστηκε και δεν αποθηκεύεται: { $error }
main-last-game-unreadable = Δεν ήταν δυνατή η ανάγνωση της τελευταίας παρτίδας: { $error }
main-no-such-file = Δεν είναι δυνατό το άνοιγμα του { $path }: δεν υπάρχει τέτοιο αρχείο
main-argument-not-fen = Το «{ $argument }» δεν είναι έγκυρο FEN: { $error }
main-position-set-up = Η θέση στήθηκε (δύο παίκτες· αναλύστε την ή παίξτε την)
main-cannot-set-up = Δεν είναι δυνατό το στήσιμο της θέσης: { $error }
main-fen-copied = Το FEN αντιγράφηκε
main-not-your-move = Δεν είναι η σειρά σας
main-not-a-fen = Μη έγκυρο FEN: { $error }
main-paste-not-understood = Το κείμενο που επικολλήθηκε δεν περιέχει ούτε FEN ούτε παρτίδα PGN
main-cannot-read-pgn = Δεν είναι δυνατή η ανάγνωση του PGN: { $error }
main-nothing-to-undo = Δεν υπάρχει παρτίδα που αντικαταστάθηκε για επαναφορά
main-cannot-undo = Δεν είναι δυνατή η επαναφορά της παρτίδας: { $error }
main-game-back = Η προηγούμενη παρτίδα επανήλθε (ξανά Ctrl+Z για επιστροφή)
main-game-resumed = Η παρτίδα συνεχίζεται
main-no-clocks = Αυτή η παρτίδα δεν έχει ρολόγια

# Το πλαϊνό πάνελ.
main-material-difference = Διαφορά υλικού
main-white-clock = Ρολόι των Λευκών
main-black-clock = Ρολόι των Μαύρων
main-engine-starting = Εκκίνηση του { $engine }…
main-engine-thinking = Το { $engine } σκέφτεται…
main-engine-eval = αξιολόγηση { $score }
main-engine-depth = βάθος { $depth }
main-engine-nodes = { $nodes } κόμβοι
main-viewing-move = Προβολή της κίνησης { $number } από { $total } — πατήστε End για επιστροφή
main-white-to-move = Παίζουν τα Λευκά
main-black-to-move = Παίζουν τα Μαύρα
main-type-move-hint = Πληκτρολογήστε κίνηση: e4, Nf3, e2e4
main-play = Παίξε
main-new-game-hint = Έναρξη νέας παρτίδας
main-take-back = Αναίρεση
main-take-back-hint = Αναίρεση της τελευταίας σας κίνησης
main-hint = Υπόδειξη
main-hint-hint = Εμφάνιση της πρότασης της μηχανής ως βέλους
main-agree-draw = Συμφωνία ισοπαλίας
main-offer-draw = Πρόταση ισοπαλίας
main-offer-draw-hint = Προτείνετε ισοπαλία
main-resign-button = Εγκατάλειψη…
main-resign-hint = Εγκατάλειψη της παρτίδας (με επιβεβαίωση)
main-first-move-hint = Πρώτη κίνηση (Home)
main-previous-move-hint = Προηγούμενη κίνηση (←)
main-next-move-hint = Επόμενη κίνηση (→)
main-last-move-hint = Τελευταία κίνηση (End)
main-flip = Αναστροφή
main-flip-hint = Αναστροφή σκακιέρας
main-copy-fen = Αντιγραφή FEN
main-copy-fen-hint = Αντιγραφή της θέσης ως FEN

# Η λίστα κινήσεων.
main-opening-hint = Άνοιγμα της θέσης που φαίνεται (το βαθύτερο γνωστό στη γραμμή της)
main-no-moves = Καμία κίνηση ακόμη
main-comment-after = Σχόλιο μετά το { $san }
main-comment-before-first = Σχόλιο πριν από την πρώτη κίνηση
main-comment-hint = Σχόλιο
main-save-comment = Αποθήκευση σχολίου
main-promote-variation = Ανέβασμα παραλλαγής
main-make-main-line = Ορισμός ως κύρια γραμμή
main-delete-variation = Διαγραφή παραλλαγής
main-delete-from-here = Διαγραφή από εδώ
main-edit-comment = Επεξεργασία σχολίου…

# Ο επεξεργαστής ετικετών.
main-tags-title = Ετικέτες παρτίδας
main-tags-remove-hint = Αφαίρεση της ετικέτας { $tag }
main-tags-new-tag = Νέα ετικέτα
main-tags-value = Τιμή
main-tags-add = Προσθήκη ετικέτας
main-tags-saved-with-game = Οι ετικέτες αποθηκεύονται μαζί με την παρτίδα (μενού Παρτίδα, Αποθήκευση).

# Σχετικά.
main-about-title = Σχετικά με το Tempo
main-about-summary = Παίξτε σκάκι με τον υπολογιστή, αναλύστε θέσεις, μελετήστε παρτίδες PGN.
main-about-build = Έκδοση
main-about-build-text = { $target } ({ $profile }), commit { $commit }
main-about-licence = Άδεια
main-about-bundled = Ενσωματωμένο υλικό
main-about-dejavu-text = Κείμενο της άδειας των γραμματοσειρών DejaVu
main-about-piece-glyphs = Σύμβολα κομματιών: DejaVu Sans (υποσύνολο στο assets/fonts)
main-about-piece-glyphs-licence = Άδεια γραμματοσειρών Bitstream Vera / DejaVu (ελαστική)
main-about-font-ubuntu = Γραμματοσειρές διεπαφής: Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Γραμματοσειρές διεπαφής: Hack
main-about-font-hack-licence = MIT / άδεια Bitstream Vera
main-about-font-emoji = Γραμματοσειρές διεπαφής: Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Γραμματοσειρές διεπαφής: emoji-icon-font, εικονίδια egui
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Ονόματα ανοιγμάτων (assets/eco) και το βιβλίο ανοιγμάτων (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (κοινό κτήμα)
main-about-own-work = Εικονίδιο, ήχοι (συντίθενται κατά την εκκίνηση), νευρωνικό δίκτυο
main-about-own-work-licence = Δική του δουλειά του Tempo, MIT OR Apache-2.0

# Προσβάσιμα ονόματα της σκακιέρας (τα διαβάζουν οι αναγνώστες οθόνης).
main-square-picked = { $square }, σηκωμένο
main-square-legal-target = { $square }, νόμιμος προορισμός
main-board-cursor = σκακιέρα: { $square }
main-promote-to-queen = προαγωγή σε βασίλισσα
main-promote-to-rook = προαγωγή σε πύργο
main-promote-to-bishop = προαγωγή σε αξιωματικό
main-promote-to-knight = προαγωγή σε ίππο
