# Κοινοποίηση: εικόνες της σκακιέρας, κινούμενα GIF και η σελίδα εκτύπωσης.

share-title-png = Αποθήκευση της σκακιέρας ως PNG
share-title-svg = Αποθήκευση της σκακιέρας ως SVG
share-title-game-gif = Αποθήκευση της παρτίδας ως κινούμενο GIF
share-title-line-gif = Αποθήκευση της εμφανιζόμενης γραμμής ως κινούμενο GIF
share-title-page = Αποθήκευση της σελίδας εκτύπωσης
share-filter-png = Εικόνα PNG
share-filter-svg = Εικόνα SVG
share-filter-gif = Κινούμενη εικόνα GIF
share-filter-page = Ιστοσελίδα
share-copy-image = Αντιγραφή εικόνας σκακιέρας
share-copy-svg = Αντιγραφή σκακιέρας ως SVG
share-save-png = Αποθήκευση σκακιέρας ως PNG…
share-save-svg = Αποθήκευση σκακιέρας ως SVG…
share-save-game-gif = Αποθήκευση παρτίδας ως GIF…
share-save-line-gif = Αποθήκευση εμφανιζόμενης γραμμής ως GIF…
share-print = Σελίδα εκτύπωσης…
share-print-title = Σελίδα εκτύπωσης
share-print-intro = Οι κινήσεις, τα σχόλια και οι παραλλαγές, με διαγράμματα:
share-print-marked = Στις κινήσεις που έχουν σημειωθεί για διάγραμμα ($220 ή [#] στο σχόλιο)
share-print-every = Κάθε
share-print-every-end = κινήσεις, και στο τέλος
share-print-after-moves = Μετά τις κινήσεις
share-print-help = { $count ->
    [one] 12 είναι η 12η κίνηση των Λευκών, 20... η 20ή των Μαύρων. Η παρτίδα έχει { $count } κίνηση.
   *[other] 12 είναι η 12η κίνηση των Λευκών, 20... η 20ή των Μαύρων. Η παρτίδα έχει { $count } κινήσεις.
}
share-print-save = Αποθήκευση σελίδας…
share-print-bad-move = το «{ $token }» δεν διαβάζεται ως κίνηση: γράψτε 12 για την 12η κίνηση των Λευκών, 12... για των Μαύρων
share-print-need-move = Δώστε τουλάχιστον μία κίνηση, π.χ. 12 ή 20...
share-copied-image = Η εικόνα της σκακιέρας αντιγράφηκε
share-copied-svg = Η σκακιέρα αντιγράφηκε ως SVG
share-making-gif = Δημιουργία της κινούμενης εικόνας…
share-saved = Αποθηκεύτηκε το { $path }
share-saved-frames = Αποθηκεύτηκε το { $path } ({ $count } καρέ)
share-encode-failed = η εικόνα δεν κωδικοποιήθηκε
share-cannot-write = Δεν γράφεται το { $path }: { $error }

share-page-event = Διοργάνωση
share-page-site = Τόπος
share-page-date = Ημερομηνία
share-page-round = Γύρος
share-page-eco = ECO
share-page-result = Αποτέλεσμα
share-page-after = Μετά το { $number }
