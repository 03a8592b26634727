# Playing levels: what each is like, and the player's rating against them (app::levels).

level-beginner = Principiante: conoce los movimientos, a menudo deja piezas sin defender
level-casual = Jugador ocasional: ve las amenazas directas, no ve la mayoría de las combinaciones
level-club = Jugador de club: sólido en posiciones tranquilas, no ve táctica a dos jugadas
level-strong-club = Jugador de club fuerte: castiga las piezas sueltas, encuentra combinaciones cortas
level-expert = Experto: preciso, rara vez pasa por alto una táctica
level-master = Maestro: cálculo profundo y pocas imprecisiones
level-grandmaster = Gran maestro: cálculo profundo y preciso; castiga las pequeñas imprecisiones
level-your-rating = Su puntuación contra los niveles: { $rating } ± { $deviation } ({ $games } partidas)
level-play-suggested = Jugar a { $level }
level-suggested-hint = El nivel que debería darle una partida igualada, según sus resultados contra los niveles (Glicko-2)
level-rated-after = Las partidas contra un nivel puntúan; tras 3 partidas se sugiere un nivel
