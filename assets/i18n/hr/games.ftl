# Popis partija PGN datoteke s više partija.

games-title = Partije
games-title-file = Partije u { $file }
games-close-tooltip = Zatvori popis (izbornik Partija ga ponovno otvara)
games-column-event = Turnir
games-column-date = Datum
games-column-result = Rezultat
games-column-eco = ECO
games-column-moves = Potezi
games-no-such-game = partije { $number } nema na popisu
games-game-gone = partije { $number } više nema u datoteci
games-status-broken = , nečitljivih: { $count }
games-status-indexing = indeksirano: { count-games }…
games-status-checking = { count-games }; provjera poteza…{ $broken }
games-status-stopped = { count-games }; zaustavljeno: { $reason }
games-status-done = { count-games } ({ $seconds } s), prikazano: { $shown }{ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Filtar:
games-filter-hint = igrač, turnir, datum, ECO…
games-row-label = Partija { $number }: { $white } – { $black }, { $result }
games-cannot-read = Nečitljivo: { $reason }
