# Playing levels: what each is like, and the player's rating against them (app::levels).

level-beginner = Débutant : connaît la marche des pièces, laisse souvent des pièces en prise
level-casual = Joueur occasionnel : voit les menaces directes, manque la plupart des combinaisons
level-club = Joueur de club : solide dans les positions calmes, manque la tactique à deux coups
level-strong-club = Bon joueur de club : punit les pièces mal protégées, trouve les combinaisons courtes
level-expert = Expert : précis, manque rarement un coup tactique
level-master = Maître : calcul profond et peu d'imprécisions
level-grandmaster = Grand maître : calcul profond et précis ; punit les petites imprécisions
level-your-rating = Votre classement contre les niveaux : { $rating } ± { $deviation } ({ $games } parties)
level-play-suggested = Jouer à { $level }
level-suggested-hint = Le niveau qui devrait vous donner une partie égale, d'après vos résultats contre les niveaux (Glicko-2)
level-rated-after = Les parties contre un niveau sont classées ; un niveau est proposé après 3 parties
