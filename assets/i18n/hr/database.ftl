# Baze partija: prozor baze, traka filtra, prikaz igrača, stablo otvaranja.

database-title = Baza: { $name }
database-open-first = Najprije otvorite ili stvorite bazu
database-nothing-to-export = Nema partija za izvoz
database-cannot-open-file = Nije moguće otvoriti { $file }: { $error }
database-cannot-open = Nije moguće otvoriti bazu: { $error }
database-cannot-load = Nije moguće učitati partiju: { $error }
database-cannot-save-pgn = Spremanje nije moguće: partija se nije dala pretvoriti u PGN
database-closed-save = { $file } je zatvorena: ponovno je otvorite da biste spremili partiju u nju ili upotrijebite Spremi kao…
database-not-pgn = { $file } nije PGN datoteka (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Odaberite drugu bazu u koju ćete kopirati partije
database-opened = Otvorena { $file } ({ count-games })
database-saved-game = Partija { $id } spremljena u { $file }
database-deleted = Izbrisano: { count-games }
database-deleted-some = Izbrisano partija: { $count } od { $requested } (ostalih više nije bilo)
database-copied = Kopirano u { $file }: { count-games }
database-copied-duplicates = Kopirano u { $file }: { count-games } (već ih je bilo: { $duplicates })
database-exported = Zapisano u { $file }: { count-games }
database-import-summary = uvezeno: { $imported }, preskočeno: { $skipped }, duplikata: { $duplicates }
database-import-cancelled-kept = Uvoz otkazan; dosad pročitane partije ostaju ({ $count })
database-import-cancelled = Uvoz otkazan: { $summary }
database-import-finished = Uvoz završen: { $summary }
database-import-failed = Uvoz je zaustavljen ({ $summary }): { $error }
database-offer-new-title = Uvesti u novu bazu?
database-offer-new-text = Ispušteno PGN datoteka: { $count }, a nijedna baza nije otvorena. Stvoriti novu bazu i uvesti ih u nju?
database-offer-new-button = Nova baza…
database-delete-title = Izbrisati odabrane partije?
database-delete-text = Iz baze će se ukloniti: { count-games }. To se ne može poništiti.
database-delete-keep = Zadrži ih

database-column-elo = Elo
database-column-result = Rezultat
database-column-date = Datum
database-column-event = Turnir
database-column-eco = ECO
database-column-plies = Polupotezi
database-skipped-title = Preskočene partije
database-skipped-text = Nečitljive partije su preskočene ({ $count }) — datoteka, broj partije, redak, razlog:
database-skipped-button = Preskočene partije…
database-import-pgn = Uvezi PGN…
database-import-pgn-tooltip = Ili ispustite datoteke .pgn, .pgn.gz ili .pgn.zst na prozor
database-export-list = Izvezi popis…
database-export-list-tooltip = Zapiši sve partije s popisa, njegovim redom, u PGN datoteku
database-player-view-button = Prikaz igrača…
database-working = Radim…
database-import-stopped-in = Uvoz zaustavljen: { $summary } za { $time }
database-import-cancelled-in = Uvoz otkazan: { $summary } za { $time }
database-last-import-in = Zadnji uvoz: { $summary } za { $time }
database-importing = Uvoz { $file }
database-importing-of = Uvoz { $file } (datoteka { $number } od { $total })
database-import-progress = partija: { $games } · { $rate } partija/s · još { $left }
database-cancel-import-tooltip = Zaustavi nakon trenutne partije; pročitane partije ostaju
database-searching = Traženje…
database-searching-lower = traženje…
database-empty = Još nema partija: uvezite PGN datoteke (Uvezi PGN… ili ih ispustite na prozor)
database-no-match = Nijedna partija ne odgovara filtru
database-sort-label = poredaj po stupcu { $column }
database-sort-label-black = poredaj po stupcu { $column } (crni)
database-sort-tooltip = Poredaj po stupcu { $column }; ponovni klik obrće redoslijed
database-row-label = partija { $number }: { $white } – { $black }
database-row-label-loading = partija { $number }
database-load = Učitaj
database-delete-games = { $count ->
    [one] Izbriši partiju…
   *[other] Izbriši partije ({ $count })…
}
database-copy-games = { $count ->
    [one] Kopiraj partiju u bazu…
   *[other] Kopiraj partije ({ $count }) u bazu…
}
database-export-games = { $count ->
    [one] Izvezi partiju u PGN…
   *[other] Izvezi partije ({ $count }) u PGN…
}
database-player-view-name = Prikaz igrača: { $name }
database-listed = na popisu: { $count }
database-listed-searching = na popisu: { $count } (traženje…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · odabrano: { $selected }
database-status-counting = … partija · { $listed }
database-timing = upit { $query } · retci { $rows }

database-filter-player = Igrač
database-filter-position = Pozicija
database-filter-to = do
database-hint-name-starts = ime počinje s
database-hint-either-colour = bilo koja boja
database-hint-starts = počinje s
database-hint-eco = B20 ili B20-B99
database-hint-min = min
database-hint-max = maks
database-hint-from = od
database-hint-to = do
database-filter-any-result = Bilo koji
database-filter-board-position-set = pozicija na ploči
database-filter-reaching = Partije koje dolaze do { $fen }
database-filter-clear = Ukloni
database-filter-board-position = Pozicija na ploči
database-filter-board-position-tooltip = Samo partije čija glavna varijanta dolazi do pozicije na ploči, bilo kojim redom poteza
database-filter-search = Traži
database-filter-search-tooltip = Ili pritisnite Enter u polju
database-filter-reset = Poništi
database-filter-not-number = { $field } „{ $value }”: očekuje se cijeli broj
database-filter-lowest-elo = Najniži Elo
database-filter-highest-elo = Najviši Elo
database-filter-fewest-plies = Najmanje polupoteza
database-filter-most-plies = Najviše polupoteza
database-filter-bad-date = Datum: { $error }
database-filter-bad-eco = ECO: { $error }
database-filter-elo-reversed = Raspon Elo: donja granica je iznad gornje
database-filter-dates-reversed = Raspon datuma: donja granica je iznad gornje
database-filter-plies-reversed = Raspon polupoteza: donja granica je iznad gornje

database-player-title = Prikaz igrača
database-player-show = Prikaži
database-player-none = Nijedno ime igrača ne počinje s „{ $prefix }”
database-player-reading = Čitanje partija igrača { $name }…
database-player-prompt = Upišite početak imena igrača (velika i mala slova svejedno) i pritisnite Enter
database-player-names-more = { $names } i još { $count }
database-player-with-white = Bijelima
database-player-with-black = Crnima
database-player-over-time = Rezultati kroz vrijeme
database-player-by-opening = Rezultati po otvaranjima
database-player-wins = Pobjede
database-player-draws = Remiji
database-player-losses = Porazi
database-player-axis-games = partije
database-player-opening = Otvaranje
database-player-no-eco = (bez ECO koda)
database-player-no-eco-games = Partije bez ECO koda

database-explorer-title = Stablo otvaranja: { $name }
database-explorer-use-filter = Primijeni filtar popisa
database-explorer-use-filter-tooltip = Broji samo partije koje propušta filtar prozora baze
database-explorer-no-game = Nijedna partija iz baze ne dolazi do ove pozicije
database-explorer-opening = Otvaranje baze…
database-explorer-move = Potez
database-explorer-games = Partije
database-explorer-results = 1-0 / ½ / 0-1 %
database-explorer-latest = Najnovija
database-explorer-total = partija: { $count } · { $ms } ms
database-explorer-play = Odigraj ovaj potez
database-explorer-move-label = potez stabla { $san }
database-explorer-share = { $share } % partija u ovoj poziciji
database-explorer-latest-game = Najnovija partija: { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = Pobjede bijelih: { $white }, remiji: { $draws }, pobjede crnih: { $black }
database-explorer-results-unfinished = Pobjede bijelih: { $white }, remiji: { $draws }, pobjede crnih: { $black }, nedovršene: { $unfinished }

database-stopped-answering = { $file }: baza je prestala odgovarati
database-import-running = uvoz je već u tijeku; pričekajte ga ili ga otkažite
database-import-cannot-start = uvoz nije moguće pokrenuti: { $error }
database-job-failed = Nije uspjelo ({ $job }): { $error }
database-job-list = čitanje popisa partija
database-job-explorer = stablo otvaranja
database-job-player = prikaz igrača
database-job-load = učitavanje partije
database-job-save = spremanje partije
database-job-delete = brisanje partija
database-job-copy = kopiranje partija
database-job-export = izvoz partija
database-job-count = brojanje partija
