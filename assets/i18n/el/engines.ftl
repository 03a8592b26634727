# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Μηχανές
engines-add-uci = Προσθήκη μηχανής UCI…
engines-add-heading = Προσθήκη μηχανής UCI
engines-select = Επιλέξτε μια μηχανή.
engines-save-changes = Αποθήκευση αλλαγών
engines-remove = Αφαίρεση μηχανής
engines-built-in = Ενσωματωμένη στο Tempo
engines-test-launch = Δοκιμαστική εκκίνηση
engines-reset-options = Επαναφορά επιλογών
engines-starting = Εκκίνηση { $name }…
engines-test-failed = Η δοκιμαστική εκκίνηση απέτυχε: { $error }
engines-test-ok = Επιτυχής δοκιμαστική εκκίνηση: { $name }· έπαιξε { $mv } από την αρχική θέση ({ $seconds } δευτ.)
engines-test-ok-author = Επιτυχής δοκιμαστική εκκίνηση: { $name } από { $author }· έπαιξε { $mv } από την αρχική θέση ({ $seconds } δευτ.)
engines-options = Επιλογές
engines-options-note = Οι αποθηκευμένες τιμές ισχύουν σε κάθε εκκίνηση αυτής της μηχανής.
engines-program = Πρόγραμμα
engines-arguments = Ορίσματα
engines-working-dir = Φάκελος εργασίας
engines-working-dir-hint = Του Tempo
engines-choose = Επιλογή…
engines-range = από { $min } έως { $max }
engines-button-tip = Το στέλνει στη μηχανή που τρέχει
engines-default-name = Μηχανή
engines-added = Προστέθηκε το { $name }
engines-removed = Αφαιρέθηκε το { $name }
engines-saved = Αποθηκεύτηκε το { $name }
engines-error-no-name = δώστε όνομα στη μηχανή
engines-error-not-a-file = το πρόγραμμα «{ $program }» δεν είναι αρχείο
engines-error-no-folder = ο φάκελος εργασίας «{ $folder }» δεν υπάρχει
engines-error-exists = υπάρχει ήδη μηχανή με όνομα { $name }
