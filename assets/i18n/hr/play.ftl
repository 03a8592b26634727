# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = Nova partija
play-players = Igrači
play-vs-computer = protiv računala
play-two-players = Dva igrača
play-computer-vs-computer = Računalo protiv računala
play-no-engine = Ova verzija još nema ugrađen motor.
play-you-play = Igrate
play-random = Nasumično
play-opening-book = Knjiga otvaranja
play-engine-uses-book = Motor koristi knjigu
play-tempo-book = Knjiga Tempo
play-choose = Odaberi…
play-adjudication = Presuđivanje
play-time-control = Tempo igre
play-start-position = Početna pozicija
play-start-game = Započni partiju
play-engine = Motor
play-white-engine = Motor bijelih
play-black-engine = Motor crnih
play-strength = Jakost
play-limit = Ograniči
play-full-strength = puna jakost
play-untimed = Bez sata
play-custom = Prilagođeno
play-suffix-minutes = { " min" }
play-suffix-seconds = { " s" }
play-suffix-moves = { " poteza" }
play-suffix-centipawns = { " cp" }
play-start-standard = Standardna
play-start-fen = Iz FEN-a
play-start-960-random = Chess960 nasumično
play-start-960-number = Chess960 br.
play-paste-fen = zalijepite FEN

# Adjudication of computer games.
play-resign-when = Predaja kad oba motora vide
play-resign-tip = Strana koja gubi predaje se kad se ocjene obaju motora slože
play-for = tijekom
play-draw-from-move = Remi od poteza
play-draw-tip = Remi kad oba motora ocijene partiju izjednačenom
play-within = unutar
play-draw-after-move = Remi nakon poteza

# The board editor.
play-editor-title = Postavi poziciju
play-editor-valid = Pozicija je valjana
play-editor-invalid = Nije igrivo: { $error }
play-editor-play-from-here = Igraj odavde
play-editor-play-from-here-tip = Započni novu partiju iz ove pozicije
play-editor-analyse = Analiziraj poziciju
play-editor-analyse-tip = Učitaj ovu poziciju kao trenutnu partiju
play-editor-clear = Isprazni ploču
play-editor-start-position = Početna pozicija
play-editor-flip = Okreni ploču
play-editor-turn = Na potezu
play-editor-white-to-move = Bijeli na potezu
play-editor-black-to-move = Crni na potezu
play-editor-castling = Rokada
play-editor-castling-white = Bijeli { $castle }
play-editor-castling-black = Crni { $castle }
play-editor-en-passant = En passant
play-editor-no-en-passant = nema
play-editor-move-number = Broj poteza
play-editor-halfmove-clock = Brojač polupoteza
play-editor-halfmove-clock-tip = Polupotezi od posljednjeg uzimanja ili poteza pješakom (pravilo 50 poteza)
play-editor-help = Kliknite polje da postavite odabranu figuru (Obriši prazni polja), povlačite figure na ploču, s nje ili po njoj; desni klik uklanja.
play-editor-erase = Obriši
play-editor-erase-tip = Obriši: kliknuta polja postaju prazna
play-editor-palette = paleta: { $piece }
play-editor-square = polje uređivača { $square }
