# Άνοιγμα και αποθήκευση αρχείων παρτίδων, ο επιλογέας αρχείων.
files-not-a-text-file = Δεν είναι δυνατό το άνοιγμα του { $path }: δεν είναι αρχείο κειμένου (PGN, FEN ή EPD)
files-cannot-open = Δεν είναι δυνατό το άνοιγμα του { $path }: { $error }
files-not-a-position = Δεν είναι δυνατό το άνοιγμα του { $path }: η γραμμή 1 δεν είναι θέση (FEN: { $error })
files-holds-no-game = δεν περιέχει καμία παρτίδα
files-list-changed-on-disk = Το { $path } άλλαξε στον δίσκο· η λίστα διαβάστηκε ξανά
files-error-in-file = { $path }: { $error }
files-drop-to-import = Αφήστε αρχεία PGN για εισαγωγή στη βάση { $database }
files-drop-to-open = Αφήστε ένα αρχείο PGN, FEN ή EPD για να ανοίξει
files-paste-title = Επικόλληση PGN ή FEN
files-paste-prompt = Επικολλήστε εδώ μια παρτίδα (PGN) ή μια θέση (FEN):
files-load = Φόρτωση
files-error-title = Σφάλμα αρχείου
files-game-kept = Η τρέχουσα παρτίδα διατηρήθηκε.
files-changed-on-disk-title = Το { $name } άλλαξε στον δίσκο
files-changed-on-disk-text = Ένα άλλο πρόγραμμα άλλαξε το αρχείο αφότου διαβάστηκε από αυτό η παρτίδα. Η εγγραφή της παρτίδας στην παλιά της θέση θα μπορούσε να καταστρέψει άλλες παρτίδες.
files-append-as-new-game = Προσθήκη ως νέα παρτίδα
files-save-as = Αποθήκευση ως…
files-save-game-to = Αποθήκευση της παρτίδας { $number } στο { $file }
files-save-to = Αποθήκευση στο { $file }
files-save = Αποθήκευση…
files-cannot-save = Αδύνατη η αποθήκευση: { $error }
files-cannot-append = Αδύνατη η προσθήκη: { $error }
files-saved = Αποθηκεύτηκε: { $path }
files-appended = Η παρτίδα προστέθηκε στο { $path }

# Ο επιλογέας αρχείων: τίτλοι ανάλογα με τη χρήση.
files-title-open-game = Άνοιγμα παρτίδας
files-title-save-game-as = Αποθήκευση της παρτίδας ως
files-title-append-game = Προσθήκη της παρτίδας σε
files-title-book = Επιλογή βιβλίου ανοιγμάτων
files-title-open-database = Άνοιγμα βάσης παρτίδων
files-title-new-database = Νέα βάση παρτίδων
files-title-import-pgn = Εισαγωγή παρτίδων PGN
files-title-export-pgn = Εξαγωγή παρτίδων σε PGN
files-title-copy-to-database = Αντιγραφή παρτίδων στη βάση
files-title-puzzle-set = Άνοιγμα προβλημάτων (EPD)
files-title-white-repertoire = Ρεπερτόριο Λευκών από PGN
files-title-black-repertoire = Ρεπερτόριο Μαύρων από PGN
files-title-tournament-openings = Ανοίγματα για το τουρνουά
files-title-tournament-pgn = Το αρχείο PGN του τουρνουά
files-title-engine-program = Επιλογή του προγράμματος της μηχανής
files-title-engine-folder = Επιλογή του φακέλου εργασίας της μηχανής
files-title-folder = Επιλογή φακέλου
files-title-file = Επιλογή αρχείου
# Ονόματα φίλτρων του διαλόγου αρχείων του συστήματος.
files-filter-book = Βιβλίο Polyglot
files-filter-database = Βάση παρτίδων
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = Αρχεία σκακιού
files-cannot-read-folder = Δεν είναι δυνατή η ανάγνωση του { $path }: { $error }
files-not-a-folder = Το { $path } δεν είναι φάκελος
files-no-such-folder = Δεν υπάρχει ο φάκελος { $path }
files-does-not-exist = Το { $path } δεν υπάρχει
files-replace-title = Αντικατάσταση του αρχείου;
files-replace-text = Το { $path } υπάρχει ήδη. Η αποθήκευση αντικαθιστά όλο το περιεχόμενό του με αυτή τη μία παρτίδα.
files-replace = Αντικατάσταση
files-append-to-it = Προσθήκη της παρτίδας σε αυτό
files-keep-file = Διατήρηση του αρχείου
files-up = Πάνω
files-up-hint = Ο γονικός φάκελος
files-home = Προσωπικός φάκελος
files-folder-shown = Ο φάκελος που φαίνεται
files-recent = Πρόσφατα:
files-nothing-here = Δεν υπάρχουν εδώ φάκελοι ή αρχεία που ταιριάζουν.
files-folder-field = Φάκελος:
files-file-field = Αρχείο:
files-path-hint = ένα όνομα ή μια πλήρης διαδρομή
files-all-listed = Όλα τα αρχεία της λίστας
files-all-listed-hint = Επιλογή κάθε αρχείου της λίστας σε αυτόν τον φάκελο
files-picked = { $count ->
    [one] { $count } αρχείο επιλέχθηκε
   *[other] { $count } αρχεία επιλέχθηκαν
}
files-ctrl-click-hint = Το Ctrl+κλικ επιλέγει πολλά αρχεία
files-append = Προσθήκη
files-choose = Επιλογή
files-hidden = Κρυφά αρχεία
