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
common-cancel = Άκυρο
common-close = Κλείσιμο
common-save = Αποθήκευση
common-open = Άνοιγμα
common-delete = Διαγραφή
common-white = Λευκά
common-black = Μαύρα
common-human = Άνθρωπος
common-browse = Αναζήτηση…
common-add = Προσθήκη
common-remove = Αφαίρεση
common-start = Έναρξη
common-stop = Διακοπή
common-pause = Παύση
common-resume = Συνέχεια
common-name = Όνομα
