# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = Ρ
piece-letter-queen = Β
piece-letter-rook = Π
piece-letter-bishop = Α
piece-letter-knight = Ι

count-games = { $count ->
    [one] { $count } παρτίδα
   *[other] { $count } παρτίδες
}

# Words used by several views.
common-ok = OK
common-cancel = Άκυρο
common-close = Κλείσιμο
common-save = Αποθήκευση
common-open = Άνοιγμα
common-delete = Διαγραφή
common-apply = Εφαρμογή
common-yes = Ναι
common-no = Όχι
common-white = Λευκά
common-black = Μαύρα
common-browse = Αναζήτηση…
common-add = Προσθήκη
common-remove = Αφαίρεση
common-start = Έναρξη
common-stop = Διακοπή
common-pause = Παύση
common-resume = Συνέχεια
common-back = Πίσω
common-next = Επόμενο
common-new = Νέο
common-edit = Επεξεργασία
common-name = Όνομα
common-error = Σφάλμα
common-draw = Ισοπαλία
common-none = Κανένα
