# Glavni prozor: pitanja, kraj partije, pauzirana partija, obavijesti, bočna ploča,
# popis poteza, ploča, uređivač oznaka i „O programu”.
main-resign-title = Predati partiju?
main-resign-text = Partija završava i vaš protivnik pobjeđuje.
main-resign = Predaj
main-keep-playing = Nastavi igrati
main-replace-title = Napustiti partiju u tijeku?
main-replace-text = { $count ->
    [one] { $white } – { $black } nije završena ({ $count } potez). Čuva se: Uređivanje, Poništi (Ctrl+Z) je vraća.
    [few] { $white } – { $black } nije završena ({ $count } poteza). Čuva se: Uređivanje, Poništi (Ctrl+Z) je vraća.
   *[other] { $white } – { $black } nije završena ({ $count } poteza). Čuva se: Uređivanje, Poništi (Ctrl+Z) je vraća.
}
main-open-other-game = Otvori drugu partiju
main-game-over = Kraj partije
main-new-game = Nova partija
main-resume-text = { $count ->
    [one] Vaša partija { $white } – { $black } nije završena ({ $count } potez). Pauzirana je; nijedan sat ne teče.
    [few] Vaša partija { $white } – { $black } nije završena ({ $count } poteza). Pauzirana je; nijedan sat ne teče.
   *[other] Vaša partija { $white } – { $black } nije završena ({ $count } poteza). Pauzirana je; nijedan sat ne teče.
}
main-continue-game = Nastavi partiju
main-discard = Odbaci
main-discard-hint = Ctrl+Z je vraća

# Obavijesti.
main-tournaments-unreadable = Popis turnira nije moguće pročitati: { $error }
main-unfinished-tournament = Nedovršeni turnir može se nastaviti (izbornik Motori): { $tournament }
main-training-unreadable = Napredak treninga nije moguće pročitati i ne sprema se: { $error }
main-last-game-unreadable = Posljednju partiju nije moguće pročitati: { $error }
main-no-such-file = Nije moguće otvoriti { $path }: ta datoteka ne postoji
main-argument-not-fen = „{ $argument }” nije valjan FEN: { $error }
main-position-set-up = Pozicija postavljena (dva igrača; analizirajte je ili odigrajte)
main-cannot-set-up = Poziciju nije moguće postaviti: { $error }
main-fen-copied = FEN kopiran
main-not-your-move = Niste na potezu
main-not-a-fen = Nije valjan FEN: { $error }
main-paste-not-understood = Zalijepljeni tekst ne sadrži ni FEN ni partiju PGN
main-cannot-read-pgn = PGN nije moguće pročitati: { $error }
main-nothing-to-undo = Nema zamijenjene partije za vraćanje
main-cannot-undo = Partiju nije moguće vratiti: { $error }
main-game-back = Prethodna partija je vraćena (ponovno Ctrl+Z za povratak)
main-game-resumed = Partija nastavljena
main-no-clocks = Ova partija nema satove

# Bočna ploča.
main-material-difference = Razlika u materijalu
main-white-clock = Sat bijelih
main-black-clock = Sat crnih
main-engine-starting = Pokretanje motora { $engine }…
main-engine-thinking = { $engine } razmišlja…
main-engine-eval = ocjena { $score }
main-engine-depth = dubina { $depth }
main-engine-nodes = čvorova: { $nodes }
main-viewing-move = Prikazan je potez { $number } od { $total } — pritisnite End za povratak
main-white-to-move = Bijeli na potezu
main-black-to-move = Crni na potezu
main-type-move-hint = Upišite potez: e4, Nf3, e2e4
main-play = Igraj
main-new-game-hint = Započni novu partiju
main-take-back = Vrati
main-take-back-hint = Vrati svoj zadnji potez
main-hint = Savjet
main-hint-hint = Prikaži prijedlog motora strelicom
main-agree-draw = Dogovori remi
main-offer-draw = Ponudi remi
main-offer-draw-hint = Ponudi protivniku remi
main-resign-button = Predaj…
main-resign-hint = Predaj partiju (uz potvrdu)
main-first-move-hint = Prvi potez (Home)
main-previous-move-hint = Prethodni potez (←)
main-next-move-hint = Sljedeći potez (→)
main-last-move-hint = Zadnji potez (End)
main-flip = Okreni
main-flip-hint = Okreni ploču
main-copy-fen = Kopiraj FEN
main-copy-fen-hint = Kopiraj poziciju kao FEN

# Popis poteza.
main-opening-hint = Otvaranje prikazane pozicije (najdublje poznato na njezinoj liniji)
main-no-moves = Još nema poteza
main-comment-after = Komentar nakon { $san }
main-comment-before-first = Komentar prije prvog poteza
main-comment-hint = Komentar
main-save-comment = Spremi komentar
main-promote-variation = Unaprijedi varijantu
main-make-main-line = Učini glavnom linijom
main-delete-variation = Izbriši varijantu
main-delete-from-here = Izbriši odavde
main-edit-comment = Uredi komentar…

# Uređivač oznaka.
main-tags-title = Oznake partije
main-tags-remove-hint = Ukloni oznaku { $tag }
main-tags-new-tag = Nova oznaka
main-tags-value = Vrijednost
main-tags-add = Dodaj oznaku
main-tags-saved-with-game = Oznake se spremaju s partijom (izbornik Partija, Spremi).

# O programu.
main-about-title = O programu Tempo
main-about-summary = Igrajte šah protiv računala, analizirajte pozicije, pregledavajte partije PGN.
main-about-build = Izgradnja
main-about-build-text = { $target } ({ $profile }), commit { $commit }
main-about-licence = Licenca
main-about-bundled = Priloženi materijali
main-about-dejavu-text = Tekst licence fontova DejaVu
main-about-piece-glyphs = Znakovi figura: DejaVu Sans (podskup u assets/fonts)
main-about-piece-glyphs-licence = Licenca fontova Bitstream Vera / DejaVu (permisivna)
main-about-font-ubuntu = Fontovi sučelja: Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Fontovi sučelja: Hack
main-about-font-hack-licence = MIT / licenca Bitstream Vera
main-about-font-emoji = Fontovi sučelja: Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Fontovi sučelja: emoji-icon-font, ikone egui
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Nazivi otvaranja (assets/eco) i knjiga otvaranja (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (javno dobro)
main-about-own-work = Ikona, zvukovi (sintetiziraju se pri pokretanju), neuronska mreža
main-about-own-work-licence = Vlastiti rad Tempa, MIT OR Apache-2.0

# Pristupačni nazivi ploče (čitaju ih čitači zaslona).
main-square-picked = { $square }, uzeta
main-square-legal-target = { $square }, dopušteno odredište
main-board-cursor = ploča: { $square }
main-promote-to-queen = promoviraj u damu
main-promote-to-rook = promoviraj u topa
main-promote-to-bishop = promoviraj u lovca
main-promote-to-knight = promoviraj u skakača
