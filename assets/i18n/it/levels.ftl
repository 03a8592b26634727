# Playing levels: what each is like, and the player's rating against them (app::levels).

level-beginner = Principiante: conosce le mosse, lascia spesso pezzi indifesi
level-casual = Giocatore occasionale: vede le minacce dirette, non vede la maggior parte delle combinazioni
level-club = Giocatore di circolo: solido nelle posizioni tranquille, non vede la tattica a due mosse
level-strong-club = Giocatore di circolo forte: punisce i pezzi scoperti, trova le combinazioni brevi
level-expert = Esperto: preciso, raramente si lascia sfuggire una tattica
level-master = Maestro: calcolo profondo e poche imprecisioni
level-grandmaster = Grande maestro: calcolo profondo e preciso; punisce le piccole imprecisioni
level-your-rating = Il tuo punteggio contro i livelli: { $rating } ± { $deviation } ({ $games } partite)
level-play-suggested = Gioca a { $level }
level-suggested-hint = Il livello che dovrebbe darti una partita equilibrata, dai tuoi risultati contro i livelli (Glicko-2)
level-rated-after = Le partite contro un livello sono valutate; dopo 3 partite viene suggerito un livello
