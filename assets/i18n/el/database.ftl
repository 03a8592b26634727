# Βάσεις παρτίδων: το παράθυρο της βάσης, η γραμμή φίλτρου, η προβολή παίκτη, το δέντρο ανοιγμάτων.

database-title = Βάση: { $name }
database-open-first = Ανοίξτε ή δημιουργήστε πρώτα μια βάση
database-nothing-to-export = Δεν υπάρχουν παρτίδες για εξαγωγή
database-cannot-open-file = Δεν ανοίγει το { $file }: { $error }
database-cannot-open = Δεν ανοίγει η βάση: { $error }
database-cannot-load = Δεν φορτώνεται η παρτίδα: { $error }
database-cannot-save-pgn = Δεν είναι δυνατή η αποθήκευση: η παρτίδα δεν μετατράπηκε σε PGN
database-closed-save = Το { $file } είναι κλειστό: ανοίξτε το ξανά για να αποθηκεύσετε εκεί την παρτίδα ή χρησιμοποιήστε την Αποθήκευση ως…
database-not-pgn = Το { $file } δεν είναι αρχείο PGN (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Επιλέξτε άλλη βάση για να αντιγράψετε τις παρτίδες
database-opened = Άνοιξε το { $file } ({ count-games })
database-saved-game = Η παρτίδα { $id } αποθηκεύτηκε στο { $file }
database-deleted = Διαγράφηκαν: { count-games }
database-deleted-some = Διαγράφηκαν { $count } από { $requested } παρτίδες (οι υπόλοιπες δεν υπήρχαν πια)
database-copied = Αντιγράφηκαν στο { $file }: { count-games }
database-copied-duplicates = Αντιγράφηκαν στο { $file }: { count-games } ({ $duplicates } υπήρχαν ήδη)
database-exported = Γράφτηκαν στο { $file }: { count-games }
database-import-summary = εισήχθησαν { $imported }, παραλείφθηκαν { $skipped }, διπλότυπα { $duplicates }
database-import-cancelled-kept = Η εισαγωγή ακυρώθηκε· οι { $count } παρτίδες που διαβάστηκαν ως τώρα διατηρούνται
database-import-cancelled = Η εισαγωγή ακυρώθηκε: { $summary }
database-import-finished = Η εισαγωγή ολοκληρώθηκε: { $summary }
database-import-failed = Η εισαγωγή σταμάτησε ({ $summary }): { $error }
database-offer-new-title = Εισαγωγή σε νέα βάση;
database-offer-new-text = Αφέθηκαν { $count } αρχεία PGN και δεν είναι ανοιχτή καμία βάση. Να δημιουργηθεί νέα βάση και να εισαχθούν σε αυτήν;
database-offer-new-button = Νέα βάση…
database-delete-title = Διαγραφή των επιλεγμένων παρτίδων;
database-delete-text = Θα αφαιρεθούν από τη βάση: { count-games }. Αυτό δεν αναιρείται.
database-delete-keep = Να μείνουν

database-column-elo = Elo
database-column-result = Αποτέλεσμα
database-column-date = Ημερομηνία
database-column-event = Διοργάνωση
database-column-eco = ECO
database-column-plies = Ημικινήσεις
database-skipped-title = Παρτίδες που παραλείφθηκαν
database-skipped-text = { $count } παρτίδες δεν διαβάστηκαν και παραλείφθηκαν (αρχείο, αριθμός παρτίδας, γραμμή, αιτία):
database-skipped-button = Παρτίδες που παραλείφθηκαν…
database-import-pgn = Εισαγωγή PGN…
database-import-pgn-tooltip = Ή αφήστε αρχεία .pgn, .pgn.gz ή .pgn.zst πάνω στο παράθυρο
database-export-list = Εξαγωγή λίστας…
database-export-list-tooltip = Εγγραφή όλων των παρτίδων της λίστας, με τη σειρά της, σε αρχείο PGN
database-player-view-button = Προβολή παίκτη…
database-working = Σε εξέλιξη…
database-import-stopped-in = Η εισαγωγή σταμάτησε: { $summary } σε { $time }
database-import-cancelled-in = Η εισαγωγή ακυρώθηκε: { $summary } σε { $time }
database-last-import-in = Τελευταία εισαγωγή: { $summary } σε { $time }
database-importing = Εισαγωγή του { $file }
database-importing-of = Εισαγωγή του { $file } (αρχείο { $number } από { $total })
database-import-progress = { $games } παρτίδες · { $rate } παρτίδες/s · απομένουν { $left }
database-cancel-import-tooltip = Διακοπή μετά την τρέχουσα παρτίδα· οι παρτίδες που διαβάστηκαν διατηρούνται
database-searching = Αναζήτηση…
database-searching-lower = αναζήτηση…
database-empty = Δεν υπάρχουν ακόμη παρτίδες: εισαγάγετε αρχεία PGN (Εισαγωγή PGN… ή αφήστε τα πάνω στο παράθυρο)
database-no-match = Καμία παρτίδα δεν ταιριάζει στο φίλτρο
database-sort-label = ταξινόμηση κατά { $column }
database-sort-label-black = ταξινόμηση κατά { $column } (Μαύρα)
database-sort-tooltip = Ταξινόμηση κατά { $column }· ξανά για αντίστροφη σειρά
database-row-label = παρτίδα { $number }: { $white } – { $black }
database-row-label-loading = παρτίδα { $number }
database-load = Φόρτωση
database-delete-games = { $count ->
    [one] Διαγραφή παρτίδας…
   *[other] Διαγραφή { $count } παρτίδων…
}
database-copy-games = { $count ->
    [one] Αντιγραφή παρτίδας σε βάση…
   *[other] Αντιγραφή { $count } παρτίδων σε βάση…
}
database-export-games = { $count ->
    [one] Εξαγωγή παρτίδας σε PGN…
   *[other] Εξαγωγή { $count } παρτίδων σε PGN…
}
database-player-view-name = Προβολή παίκτη: { $name }
database-listed = { $count } στη λίστα
database-listed-searching = { $count } στη λίστα (αναζήτηση…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · επιλεγμένες { $selected }
database-status-counting = … παρτίδες · { $listed }
database-timing = ερώτημα { $query } · γραμμές { $rows }

database-filter-player = Παίκτης
database-filter-position = Θέση
database-filter-to = έως
database-hint-name-starts = το όνομα αρχίζει από
database-hint-either-colour = οποιοδήποτε χρώμα
database-hint-starts = αρχίζει από
database-hint-eco = B20 ή B20-B99
database-hint-min = ελάχ.
database-hint-max = μέγ.
database-hint-from = από
database-hint-to = έως
database-filter-any-result = Οποιοδήποτε
database-filter-board-position-set = θέση της σκακιέρας
database-filter-reaching = Παρτίδες που φτάνουν στη θέση { $fen }
database-filter-clear = Αφαίρεση
database-filter-board-position = Θέση της σκακιέρας
database-filter-board-position-tooltip = Μόνο παρτίδες των οποίων η κύρια γραμμή φτάνει στη θέση της σκακιέρας, με οποιαδήποτε σειρά κινήσεων
database-filter-search = Αναζήτηση
database-filter-search-tooltip = Ή πατήστε Enter σε ένα πεδίο
database-filter-reset = Επαναφορά
database-filter-not-number = { $field } «{ $value }»: αναμένεται ακέραιος αριθμός
database-filter-lowest-elo = Ελάχιστο Elo
database-filter-highest-elo = Μέγιστο Elo
database-filter-fewest-plies = Ελάχιστες ημικινήσεις
database-filter-most-plies = Μέγιστες ημικινήσεις
database-filter-bad-date = Ημερομηνία: { $error }
database-filter-bad-eco = ECO: { $error }
database-filter-elo-reversed = Εύρος Elo: το κάτω όριο είναι πάνω από το άνω
database-filter-dates-reversed = Εύρος ημερομηνιών: το κάτω όριο είναι πάνω από το άνω
database-filter-plies-reversed = Εύρος ημικινήσεων: το κάτω όριο είναι πάνω από το άνω

database-player-title = Προβολή παίκτη
database-player-show = Εμφάνιση
database-player-none = Κανένα όνομα παίκτη δεν αρχίζει από «{ $prefix }»
database-player-reading = Ανάγνωση των παρτίδων του/της { $name }…
database-player-prompt = Πληκτρολογήστε την αρχή του ονόματος ενός παίκτη (πεζά ή κεφαλαία) και πατήστε Enter
database-player-names-more = { $names } και { $count } ακόμη
database-player-with-white = Με τα Λευκά
database-player-with-black = Με τα Μαύρα
database-player-over-time = Αποτελέσματα ανά έτος
database-player-by-opening = Αποτελέσματα ανά άνοιγμα
database-player-wins = Νίκες
database-player-draws = Ισοπαλίες
database-player-losses = Ήττες
database-player-axis-games = παρτίδες
database-player-opening = Άνοιγμα
database-player-no-eco = (χωρίς κωδικό ECO)
database-player-no-eco-games = Παρτίδες χωρίς κωδικό ECO

database-explorer-title = Δέντρο ανοιγμάτων: { $name }
database-explorer-use-filter = Εφαρμογή του φίλτρου της λίστας
database-explorer-use-filter-tooltip = Να μετρώνται μόνο οι παρτίδες που κρατά το φίλτρο του παραθύρου της βάσης
database-explorer-no-game = Καμία παρτίδα της βάσης δεν φτάνει σε αυτή τη θέση
database-explorer-opening = Άνοιγμα της βάσης…
database-explorer-move = Κίνηση
database-explorer-games = Παρτίδες
database-explorer-results = 1-0 / ½ / 0-1 %
database-explorer-latest = Πιο πρόσφατη
database-explorer-total = { $count } παρτίδες · { $ms } ms
database-explorer-play = Παίξτε αυτή την κίνηση
database-explorer-move-label = κίνηση δέντρου { $san }
database-explorer-share = { $share }% των παρτίδων σε αυτή τη θέση
database-explorer-latest-game = Πιο πρόσφατη παρτίδα: { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = Νίκες Λευκών { $white }, ισοπαλίες { $draws }, νίκες Μαύρων { $black }
database-explorer-results-unfinished = Νίκες Λευκών { $white }, ισοπαλίες { $draws }, νίκες Μαύρων { $black }, ημιτελείς { $unfinished }

database-stopped-answering = { $file }: η βάση σταμάτησε να απαντά
database-import-running = μια εισαγωγή εκτελείται ήδη· περιμένετε ή ακυρώστε την
database-import-cannot-start = δεν ξεκινά η εισαγωγή: { $error }
database-job-failed = Απέτυχε ({ $job }): { $error }
database-job-list = ανάγνωση της λίστας παρτίδων
database-job-explorer = δέντρο ανοιγμάτων
database-job-player = προβολή παίκτη
database-job-load = φόρτωση της παρτίδας
database-job-save = αποθήκευση της παρτίδας
database-job-delete = διαγραφή παρτίδων
database-job-copy = αντιγραφή παρτίδων
database-job-export = εξαγωγή παρτίδων
database-job-count = καταμέτρηση παρτίδων
