# Ο κατάλογος παρτίδων ενός αρχείου PGN με πολλές παρτίδες.

games-title = Παρτίδες
games-title-file = Παρτίδες στο { $file }
games-close-tooltip = Κλείσιμο του καταλόγου (το μενού Παρτίδα τον ανοίγει ξανά)
games-column-event = Διοργάνωση
games-column-date = Ημερομηνία
games-column-result = Αποτέλεσμα
games-column-eco = ECO
games-column-moves = Κινήσεις
games-no-such-game = η παρτίδα { $number } δεν υπάρχει στον κατάλογο
games-game-gone = η παρτίδα { $number } δεν υπάρχει πια στο αρχείο
games-status-broken = , μη αναγνώσιμες: { $count }
games-status-indexing = καταχωρίστηκαν { count-games }…
games-status-checking = { count-games }· έλεγχος κινήσεων…{ $broken }
games-status-stopped = { count-games }· διακόπηκε: { $reason }
games-status-done = { count-games } ({ $seconds } s), εμφανίζονται { $shown }{ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Φίλτρο:
games-filter-hint = παίκτης, διοργάνωση, ημερομηνία, ECO…
games-row-label = Παρτίδα { $number }: { $white } – { $black }, { $result }
games-cannot-read = Δεν διαβάζεται: { $reason }
