# The Settings window: language, looks, notation, sound.

# The Settings window.
settings-title = Ρυθμίσεις
settings-language = Γλώσσα
settings-language-system = Συστήματος ({ $language })
settings-theme = Θέμα
settings-theme-dark = Σκούρο
settings-theme-light = Φωτεινό
settings-high-contrast = Υψηλή αντίθεση
settings-high-contrast-tip = Λευκό σε μαύρο, λευκή και μπλε σκακιέρα, έντονες επισημάνσεις
settings-scale = Κλίμακα διεπαφής
settings-board = Σκακιέρα
settings-pieces = Κομμάτια
settings-coordinates = Συντεταγμένες
settings-animation = Κίνηση κομματιών
settings-animation-off = Ανενεργή
settings-animation-fast = Γρήγορη
settings-animation-normal = Κανονική
settings-animation-slow = Αργή
settings-board-display = Προβολή σκακιέρας
settings-legal-moves = Κουκκίδες νόμιμων κινήσεων
settings-notation = Σημειογραφία
settings-notation-english = Αγγλικά γράμματα (Nf3)
settings-notation-local = Ελληνικά γράμματα ({ $example })
settings-notation-figurines = Εικονίδια (♘f3)
settings-engine = Μηχανή
settings-engine-info = Εμφάνιση αξιολόγησης, βάθους και κόμβων
settings-sound = Ήχος
settings-sound-on = Ήχος ενεργός
settings-no-audio = Δεν βρέθηκε έξοδος ήχου· ο ήχος παραμένει σιωπηλός.
settings-engines = Μηχανές και οι επιλογές τους
settings-manage-engines = Διαχείριση μηχανών…

# Names of the looks shown in Settings.
settings-pieces-classic = Κλασικό
settings-pieces-tokens = Μάρκες
settings-pieces-letters = Γράμματα
settings-pieces-geometric = Γεωμετρικό
settings-scheme-brown = Καφέ
settings-scheme-blue = Μπλε
settings-scheme-green = Πράσινο
settings-scheme-grey = Γκρι
settings-scheme-purple = Μωβ
settings-scheme-high-contrast = Υψηλή αντίθεση
settings-coordinates-inside = Μέσα
settings-coordinates-outside = Έξω
settings-coordinates-off = Όχι
