# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = Nuova partita
play-players = Giocatori
play-vs-computer = contro il computer
play-two-players = Due giocatori
play-computer-vs-computer = Computer contro computer
play-no-engine = Questa versione non include ancora alcun motore.
play-you-play = Giochi con
play-random = Casuale
play-opening-book = Libro delle aperture
play-engine-uses-book = Il motore usa il libro
play-tempo-book = Libro di Tempo
play-choose = Scegli…
play-adjudication = Aggiudicazione
play-time-control = Cadenza
play-start-position = Posizione iniziale
play-start-game = Inizia la partita
play-engine = Motore
play-white-engine = Motore del Bianco
play-black-engine = Motore del Nero
play-strength = Forza
play-limit = Limita
play-full-strength = piena forza
play-untimed = Senza orologio
play-custom = Personalizzata
play-suffix-minutes = { " min" }
play-suffix-seconds = { " s" }
play-suffix-moves = { " mosse" }
play-suffix-centipawns = { " cp" }
play-start-standard = Standard
play-start-fen = Da FEN
play-start-960-random = Chess960 casuale
play-start-960-number = Chess960 n.
play-paste-fen = incolla un FEN

# Adjudication of computer games.
play-resign-when = Abbandono quando entrambi i motori vedono
play-resign-tip = Il lato perdente abbandona quando le valutazioni dei due motori concordano
play-for = per
play-draw-from-move = Patta dalla mossa
play-draw-tip = Patta quando entrambi i motori giudicano la partita pari
play-within = entro
play-draw-after-move = Patta dopo la mossa

# The board editor.
play-editor-title = Imposta posizione
play-editor-valid = Posizione valida
play-editor-invalid = Non giocabile: { $error }
play-editor-play-from-here = Gioca da qui
play-editor-play-from-here-tip = Inizia una nuova partita da questa posizione
play-editor-analyse = Analizza la posizione
play-editor-analyse-tip = Carica questa posizione come partita attuale
play-editor-clear = Svuota la scacchiera
play-editor-start-position = Posizione iniziale
play-editor-flip = Capovolgi la scacchiera
play-editor-turn = Tratto
play-editor-white-to-move = Muove il Bianco
play-editor-black-to-move = Muove il Nero
play-editor-castling = Arrocco
play-editor-castling-white = Bianco { $castle }
play-editor-castling-black = Nero { $castle }
play-editor-en-passant = En passant
play-editor-no-en-passant = nessuno
play-editor-move-number = Numero della mossa
play-editor-halfmove-clock = Contatore di semimosse
play-editor-halfmove-clock-tip = Semimosse dall’ultima cattura o mossa di pedone (regola delle cinquanta mosse)
play-editor-help = Fai clic su una casa per mettere il pezzo scelto (Cancella svuota le case), trascina i pezzi sulla scacchiera, fuori o altrove; il clic destro rimuove.
play-editor-erase = Cancella
play-editor-erase-tip = Cancella: le case cliccate si svuotano
play-editor-palette = tavolozza: { $piece }
play-editor-square = casa dell’editor { $square }
