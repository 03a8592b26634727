# La finestra principale: domande, fine partita, partita in pausa, avvisi, pannello laterale,
# elenco delle mosse, scacchiera, editor dei tag e «Informazioni».
main-resign-title = Abbandonare la partita?
main-resign-text = La partita finisce e vince il tuo avversario.
main-resign = Abbandona
main-keep-playing = Continua a giocare
main-replace-title = Lasciare la partita in corso?
main-replace-text = { $count ->
    [one] { $white } – { $black } non è finita ({ $count } mossa). Viene conservata: Modifica, Annulla (Ctrl+Z) la recupera.
   *[other] { $white } – { $black } non è finita ({ $count } mosse). Viene conservata: Modifica, Annulla (Ctrl+Z) la recupera.
}
main-open-other-game = Apri l'altra partita
main-game-over = Partita finita
main-new-game = Nuova partita
main-resume-text = { $count ->
    [one] La tua partita { $white } – { $black } non era finita ({ $count } mossa). È in pausa; nessun orologio scorre.
   *[other] La tua partita { $white } – { $black } non era finita ({ $count } mosse). È in pausa; nessun orologio scorre.
}
main-continue-game = Continua la partita
main-discard = Scarta
main-discard-hint = Ctrl+Z la recupera

# Avvisi.
main-tournaments-unreadable = Impossibile leggere l'elenco dei tornei: { $error }
main-unfinished-tournament = Un torneo non finito può essere continuato (menu Motori): { $tournament }
main-training-unreadable = Impossibile leggere i progressi dell'allenamento, che non vengono salvati: { $error }
main-last-game-unreadable = Impossibile leggere l'ultima partita: { $error }
main-no-such-file = Impossibile aprire { $path }: il file non esiste
main-argument-not-fen = "{ $argument }" non è una FEN valida: { $error }
main-position-set-up = Posizione impostata (due giocatori; analizzala o giocala)
main-cannot-set-up = Impossibile impostare la posizione: { $error }
main-fen-copied = FEN copiata
main-not-your-move = Non è il tuo turno
main-not-a-fen = FEN non valida: { $error }
main-paste-not-understood = Il testo incollato non contiene né una FEN né una partita PGN
main-cannot-read-pgn = Impossibile leggere il PGN: { $error }
main-nothing-to-undo = Nessuna partita sostituita da recuperare
main-cannot-undo = Impossibile recuperare la partita: { $error }
main-game-back = La partita precedente è tornata (Ctrl+Z di nuovo per tornare indietro)
main-game-resumed = Partita ripresa
main-no-clocks = Questa partita non ha orologi

# Il pannello laterale.
main-material-difference = Differenza di materiale
main-white-clock = Orologio del Bianco
main-black-clock = Orologio del Nero
main-engine-starting = Avvio di { $engine }…
main-engine-thinking = { $engine } sta pensando…
main-engine-eval = valutazione { $score }
main-engine-depth = profondità { $depth }
main-engine-nodes = { $nodes } nodi
main-viewing-move = Mossa { $number } di { $total } mostrata — premi End per tornare
main-white-to-move = Muove il Bianco
main-black-to-move = Muove il Nero
main-type-move-hint = Scrivi una mossa: e4, Nf3, e2e4
main-play = Gioca
main-new-game-hint = Inizia una nuova partita
main-take-back = Ritira
main-take-back-hint = Ritira la tua ultima mossa
main-hint = Suggerimento
main-hint-hint = Mostra il suggerimento del motore con una freccia
main-agree-draw = Concorda la patta
main-offer-draw = Offri patta
main-offer-draw-hint = Offri la patta
main-resign-button = Abbandona…
main-resign-hint = Abbandona la partita (chiede conferma)
main-first-move-hint = Prima mossa (Home)
main-previous-move-hint = Mossa precedente (←)
main-next-move-hint = Mossa successiva (→)
main-last-move-hint = Ultima mossa (End)
main-flip = Ruota
main-flip-hint = Ruota la scacchiera
main-copy-fen = Copia FEN
main-copy-fen-hint = Copia la posizione come FEN

# L'elenco delle mosse.
main-opening-hint = Apertura della posizione mostrata (la più profonda nota sulla sua linea)
main-no-moves = Ancora nessuna mossa
main-comment-after = Commento dopo { $san }
main-comment-before-first = Commento prima della prima mossa
main-comment-hint = Commento
main-save-comment = Salva il commento
main-promote-variation = Promuovi la variante
main-make-main-line = Rendi linea principale
main-delete-variation = Elimina la variante
main-delete-from-here = Elimina da qui
main-edit-comment = Modifica il commento…

# L'editor dei tag.
main-tags-title = Tag della partita
main-tags-remove-hint = Rimuovi il tag { $tag }
main-tags-new-tag = Nuovo tag
main-tags-value = Valore
main-tags-add = Aggiungi tag
main-tags-saved-with-game = I tag vengono salvati con la partita (menu Partita, Salva).

# Informazioni.
main-about-title = Informazioni su Tempo
main-about-summary = Gioca a scacchi contro il computer, analizza posizioni, rivedi partite PGN.
main-about-build = Build
main-about-build-text = { $target } ({ $profile }), commit { $commit }
main-about-licence = Licenza
main-about-bundled = Materiale incluso
main-about-dejavu-text = Testo della licenza dei font DejaVu
main-about-piece-glyphs = Glifi dei pezzi: DejaVu Sans (sottoinsieme in assets/fonts)
main-about-piece-glyphs-licence = Licenza dei font Bitstream Vera / DejaVu (permissiva)
main-about-font-ubuntu = Font dell'interfaccia: Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Font dell'interfaccia: Hack
main-about-font-hack-licence = MIT / licenza Bitstream Vera
main-about-font-emoji = Font dell'interfaccia: Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Font dell'interfaccia: emoji-icon-font, icone di egui
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Nomi delle aperture (assets/eco) e libro di aperture (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (pubblico dominio)
main-about-own-work = Icona, suoni (sintetizzati all'avvio), rete neurale
main-about-own-work-licence = Lavoro originale di Tempo, MIT OR Apache-2.0

# Nomi accessibili della scacchiera (letti dagli screen reader).
main-square-picked = { $square }, preso
main-square-legal-target = { $square }, destinazione legale
main-board-cursor = scacchiera: { $square }
main-promote-to-queen = promuovi a donna
main-promote-to-rook = promuovi a torre
main-promote-to-bishop = promuovi ad alfiere
main-promote-to-knight = promuovi a cavallo
