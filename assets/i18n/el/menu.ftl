# Η γραμμή μενού.
menu-game = Παρτίδα
menu-edit = Επεξεργασία
menu-database = Βάση δεδομένων
menu-training = Εξάσκηση
menu-engines = Μηχανές
menu-view = Προβολή
menu-analysis = Ανάλυση
menu-help = Βοήθεια
menu-version = Tempo { $version }

menu-manage-engines = Διαχείριση μηχανών…
menu-tournament = Τουρνουά…
menu-engine-games-from-position = Παρτίδες μηχανών από αυτή τη θέση…
menu-engine-games-from-position-hint = Ένας αγώνας δύο μηχανών από τη θέση της σκακιέρας
menu-continue-tournament = Συνέχεια: { $tournament }

menu-flip-board = Αναστροφή σκακιέρας
menu-keyboard-cursor = Δρομέας πληκτρολογίου στη σκακιέρα
menu-describe-position = Περιγραφή της θέσης
menu-say-clocks = Εκφώνηση των ρολογιών
menu-settings = Ρυθμίσεις…

menu-keyboard = Πληκτρολόγιο
menu-about = Σχετικά με το Tempo

menu-new-game = Νέα παρτίδα…
menu-take-back = Αναίρεση κίνησης
menu-set-up-position = Στήσιμο θέσης…
menu-open = Άνοιγμα…
menu-open-hint = Άνοιγμα αρχείου PGN, FEN ή EPD
menu-recent-files = Πρόσφατα αρχεία
menu-game-list = { $count ->
    [one] Λίστα παρτίδων ({ $count } παρτίδα)
   *[other] Λίστα παρτίδων ({ $count } παρτίδες)
}
menu-paste-dialog = Επικόλληση PGN/FEN…
menu-paste-hint = Ή πατήστε Ctrl+V πάνω από τη σκακιέρα
menu-save-as = Αποθήκευση ως…
menu-append-to-file = Προσθήκη σε αρχείο…
menu-share = Κοινοποίηση
menu-edit-tags = Επεξεργασία ετικετών…
menu-copy-fen = Αντιγραφή FEN
menu-quit = Έξοδος

menu-undo-replaced = Αναίρεση: επαναφορά μιας παρτίδας που αντικαταστάθηκε
menu-undo-previous = Αναίρεση: επαναφορά της προηγούμενης παρτίδας
menu-paste = Επικόλληση PGN/FEN

menu-open-database = Άνοιγμα βάσης…
menu-new-database = Νέα βάση…
menu-recent-databases = Πρόσφατες βάσεις
menu-import-pgn = Εισαγωγή PGN…
menu-import-pgn-hint = Ή αφήστε αρχεία .pgn, .pgn.gz ή .pgn.zst πάνω στο παράθυρο
menu-hide-database = Απόκρυψη: { $name }
menu-show-database = Εμφάνιση: { $name }
menu-database-window = Παράθυρο βάσης
menu-player-view = Προβολή παίκτη…
menu-close-database = Κλείσιμο βάσης

menu-puzzle-trainer = Εξάσκηση σε γρίφους
menu-repertoire-drill = Εξάσκηση ρεπερτορίου
menu-deviation-report = Αναφορά αποκλίσεων
menu-add-line-white = Προσθήκη της τρέχουσας γραμμής στο ρεπερτόριο των Λευκών
menu-add-line-black = Προσθήκη της τρέχουσας γραμμής στο ρεπερτόριο των Μαύρων
menu-add-line-hint = Οι κινήσεις από την αρχή ως τη θέση που φαίνεται
