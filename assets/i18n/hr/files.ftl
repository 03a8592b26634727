# Otvaranje i spremanje datoteka partija, odabir datoteka.
files-not-a-text-file = Nije moguće otvoriti { $path }: to nije tekstna datoteka (PGN, FEN ili EPD)
files-cannot-open = Nije moguće otvoriti { $path }: { $error }
files-not-a-position = Nije moguće otvoriti { $path }: redak 1 nije pozicija (FEN: { $error })
files-holds-no-game = ne sadrži nijednu partiju
files-list-changed-on-disk = { $path } promijenjen je na disku; popis je ponovno pročitan
files-error-in-file = { $path }: { $error }
files-drop-to-import = Ispustite datoteke PGN da biste ih uvezli u { $database }
files-drop-to-open = Ispustite datoteku PGN, FEN ili EPD da biste je otvorili
files-paste-title = Zalijepi PGN ili FEN
files-paste-prompt = Ovdje zalijepite partiju (PGN) ili poziciju (FEN):
files-load = Učitaj
files-error-title = Pogreška datoteke
files-game-kept = Trenutna partija je zadržana.
files-changed-on-disk-title = { $name } promijenjen je na disku
files-changed-on-disk-text = Drugi je program promijenio datoteku otkad je iz nje pročitana ova partija. Zapisivanje partije na njezino staro mjesto moglo bi oštetiti druge partije.
files-append-as-new-game = Dodaj kao novu partiju
files-save-as = Spremi kao…
files-save-game-to = Spremi partiju { $number } u { $file }
files-save-to = Spremi u { $file }
files-save = Spremi…
files-cannot-save = Spremanje nije moguće: { $error }
files-cannot-append = Dodavanje nije moguće: { $error }
files-saved = Spremljeno: { $path }
files-appended = Partija dodana u { $path }

# Odabir datoteka: naslovi prema namjeni.
files-title-open-game = Otvori partiju
files-title-save-game-as = Spremi partiju kao
files-title-append-game = Dodaj partiju u
files-title-book = Odaberi knjigu otvaranja
files-title-open-database = Otvori bazu partija
files-title-new-database = Nova baza partija
files-title-import-pgn = Uvezi partije PGN
files-title-export-pgn = Izvezi partije u PGN
files-title-copy-to-database = Kopiraj partije u bazu
files-title-puzzle-set = Otvori zadatke (EPD)
files-title-white-repertoire = Repertoar bijelih iz PGN-a
files-title-black-repertoire = Repertoar crnih iz PGN-a
files-title-tournament-openings = Otvaranja za turnir
files-title-tournament-pgn = Datoteka PGN turnira
files-title-engine-program = Odaberi program motora
files-title-engine-folder = Odaberi radnu mapu motora
files-title-folder = Odaberi mapu
files-title-file = Odaberi datoteku
# Nazivi filtara sustavskog dijaloga za datoteke.
files-filter-book = Knjiga Polyglot
files-filter-database = Baza partija
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = Šahovske datoteke
files-cannot-read-folder = Nije moguće pročitati { $path }: { $error }
files-not-a-folder = { $path } nije mapa
files-no-such-folder = Mapa { $path } ne postoji
files-does-not-exist = { $path } ne postoji
files-replace-title = Zamijeniti datoteku?
files-replace-text = { $path } već postoji. Spremanje zamjenjuje sav njezin sadržaj ovom jednom partijom.
files-replace = Zamijeni
files-append-to-it = Dodaj partiju u nju
files-keep-file = Zadrži datoteku
files-up = Gore
files-up-hint = Nadređena mapa
files-home = Osobna mapa
files-folder-shown = Prikazana mapa
files-recent = Nedavno:
files-nothing-here = Ovdje nema mapa ni odgovarajućih datoteka.
files-folder-field = Mapa:
files-file-field = Datoteka:
files-path-hint = ime ili puna putanja
files-all-listed = Sve navedene datoteke
files-all-listed-hint = Odaberi svaku datoteku navedenu u ovoj mapi
files-picked = { $count ->
    [one] Odabrana je { $count } datoteka
    [few] Odabrane su { $count } datoteke
   *[other] Odabrano je { $count } datoteka
}
files-ctrl-click-hint = Ctrl+klik odabire više datoteka
files-append = Dodaj
files-choose = Odaberi
files-hidden = Skrivene datoteke
