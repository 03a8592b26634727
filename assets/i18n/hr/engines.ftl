# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Motori
engines-add-uci = Dodaj UCI motor…
engines-add-heading = Dodavanje UCI motora
engines-select = Odaberite motor.
engines-save-changes = Spremi promjene
engines-remove = Ukloni motor
engines-built-in = Ugrađen u Tempo
engines-test-launch = Probno pokretanje
engines-reset-options = Vrati opcije
engines-starting = Pokretanje { $name }…
engines-test-failed = Probno pokretanje nije uspjelo: { $error }
engines-test-ok = Probno pokretanje uspjelo: { $name }; odigrao { $mv } iz početne pozicije ({ $seconds } s)
engines-test-ok-author = Probno pokretanje uspjelo: { $name }, autor { $author }; odigrao { $mv } iz početne pozicije ({ $seconds } s)
engines-options = Opcije
engines-options-note = Spremljene vrijednosti vrijede pri svakom pokretanju ovog motora.
engines-program = Program
engines-arguments = Argumenti
engines-working-dir = Radna mapa
engines-working-dir-hint = Tempova vlastita
engines-choose = Odaberi…
engines-range = od { $min } do { $max }
engines-button-tip = Šalje ga pokrenutom motoru
engines-default-name = Motor
engines-added = { $name } dodan
engines-removed = { $name } uklonjen
engines-saved = { $name } spremljen
engines-error-no-name = dajte motoru ime
engines-error-not-a-file = program „{ $program }” nije datoteka
engines-error-no-folder = radna mapa „{ $folder }” ne postoji
engines-error-exists = motor imena { $name } već postoji
