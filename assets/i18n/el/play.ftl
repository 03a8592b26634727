# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = Νέα παρτίδα
play-players = Παίκτες
play-vs-computer = εναντίον υπολογιστή
play-two-players = Δύο παίκτες
play-computer-vs-computer = Υπολογιστής εναντίον υπολογιστή
play-no-engine = Αυτή η έκδοση δεν περιέχει ακόμη μηχανή.
play-you-play = Παίζετε με
play-random = Τυχαία
play-opening-book = Βιβλίο ανοιγμάτων
play-engine-uses-book = Η μηχανή χρησιμοποιεί το βιβλίο
play-tempo-book = Βιβλίο του Tempo
play-choose = Επιλογή…
play-adjudication = Κρίση αποτελέσματος
play-time-control = Έλεγχος χρόνου
play-start-position = Αρχική θέση
play-start-game = Έναρξη παρτίδας
play-engine = Μηχανή
play-white-engine = Μηχανή των λευκών
play-black-engine = Μηχανή των μαύρων
play-strength = Δύναμη
play-limit = Περιορισμός
play-full-strength = πλήρης δύναμη
play-untimed = Χωρίς ρολόι
play-custom = Προσαρμοσμένο
play-suffix-minutes = { " λεπ." }
play-suffix-seconds = { " δευτ." }
play-suffix-moves = { " κινήσεις" }
play-suffix-centipawns = { " cp" }
play-start-standard = Κανονική
play-start-fen = Από FEN
play-start-960-random = Chess960 τυχαία
play-start-960-number = Chess960 αρ.
play-paste-fen = επικολλήστε ένα FEN

# Adjudication of computer games.
play-resign-when = Εγκατάλειψη όταν και οι δύο μηχανές βλέπουν
play-resign-tip = Η πλευρά που χάνει εγκαταλείπει όταν οι αξιολογήσεις και των δύο μηχανών συμφωνούν
play-for = για
play-draw-from-move = Ισοπαλία από την κίνηση
play-draw-tip = Ισοπαλία όταν και οι δύο μηχανές κρίνουν την παρτίδα ισόπαλη
play-within = εντός
play-draw-after-move = Ισοπαλία μετά την κίνηση

# The board editor.
play-editor-title = Διάταξη θέσης
play-editor-valid = Έγκυρη θέση
play-editor-invalid = Δεν παίζεται: { $error }
play-editor-play-from-here = Παίξτε από εδώ
play-editor-play-from-here-tip = Έναρξη νέας παρτίδας από αυτή τη θέση
play-editor-analyse = Ανάλυση θέσης
play-editor-analyse-tip = Φόρτωση αυτής της θέσης ως τρέχουσα παρτίδα
play-editor-clear = Άδειασμα σκακιέρας
play-editor-start-position = Αρχική θέση
play-editor-flip = Αναστροφή σκακιέρας
play-editor-turn = Σειρά
play-editor-white-to-move = Παίζουν τα λευκά
play-editor-black-to-move = Παίζουν τα μαύρα
play-editor-castling = Ροκέ
play-editor-castling-white = Λευκά { $castle }
play-editor-castling-black = Μαύρα { $castle }
play-editor-en-passant = Αν πασάν
play-editor-no-en-passant = κανένα
play-editor-move-number = Αριθμός κίνησης
play-editor-halfmove-clock = Μετρητής ημικινήσεων
play-editor-halfmove-clock-tip = Ημικινήσεις από την τελευταία αιχμαλωσία ή κίνηση πιονιού (κανόνας των 50 κινήσεων)
play-editor-help = Κάντε κλικ σε τετράγωνο για να βάλετε το επιλεγμένο κομμάτι (η Διαγραφή αδειάζει τετράγωνα), σύρετε κομμάτια μέσα, έξω ή πάνω στη σκακιέρα· το δεξί κλικ αφαιρεί.
play-editor-erase = Διαγραφή
play-editor-erase-tip = Διαγραφή: τα τετράγωνα που πατάτε αδειάζουν
play-editor-palette = παλέτα: { $piece }
play-editor-square = τετράγωνο επεξεργασίας { $square }
