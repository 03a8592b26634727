# Traka izbornika.
menu-game = Partija
menu-edit = Uređivanje
menu-database = Baza
menu-training = Trening
menu-engines = Motori
menu-view = Prikaz
menu-analysis = Analiza
menu-help = Pomoć
menu-version = Tempo { $version }

menu-manage-engines = Upravljanje motorima…
menu-tournament = Turnir…
menu-engine-games-from-position = Partije motora iz ove pozicije…
menu-engine-games-from-position-hint = Meč dvaju motora iz pozicije na ploči
menu-continue-tournament = Nastavi { $tournament }

menu-flip-board = Okreni ploču
menu-keyboard-cursor = Kursor tipkovnice na ploči
menu-describe-position = Opiši poziciju
menu-say-clocks = Izgovori satove
menu-settings = Postavke…

menu-keyboard = Tipkovnica
menu-about = O programu Tempo

menu-new-game = Nova partija…
menu-take-back = Vrati potez
menu-set-up-position = Postavi poziciju…
menu-open = Otvori…
menu-open-hint = Otvori datoteku PGN, FEN ili EPD
menu-recent-files = Nedavne datoteke
menu-game-list = { $count ->
    [one] Popis partija ({ $count } partija)
    [few] Popis partija ({ $count } partije)
   *[other] Popis partija ({ $count } partija)
}
menu-paste-dialog = Zalijepi PGN/FEN…
menu-paste-hint = Ili pritisnite Ctrl+V iznad ploče
menu-save-as = Spremi kao…
menu-append-to-file = Dodaj u datoteku…
menu-share = Podijeli
menu-edit-tags = Uredi oznake…
menu-copy-fen = Kopiraj FEN
menu-quit = Izlaz

menu-undo-replaced = Poništi: vrati zamijenjenu partiju
menu-undo-previous = Poništi: vrati prethodnu partiju
menu-paste = Zalijepi PGN/FEN

menu-open-database = Otvori bazu…
menu-new-database = Nova baza…
menu-recent-databases = Nedavne baze
menu-import-pgn = Uvezi PGN…
menu-import-pgn-hint = Ili ispustite datoteke .pgn, .pgn.gz ili .pgn.zst na prozor
menu-hide-database = Sakrij { $name }
menu-show-database = Prikaži { $name }
menu-database-window = Prozor baze
menu-player-view = Pregled igrača…
menu-close-database = Zatvori bazu

menu-puzzle-trainer = Trener zadataka
menu-repertoire-drill = Vježba repertoara
menu-deviation-report = Izvještaj o odstupanjima
menu-add-line-white = Dodaj trenutnu varijantu u repertoar bijelih
menu-add-line-black = Dodaj trenutnu varijantu u repertoar crnih
menu-add-line-hint = Potezi od početka do prikazane pozicije
