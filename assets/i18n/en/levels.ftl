# Playing levels: what each is like, and the player's rating against them (app::levels).

level-beginner = Beginner: knows the moves, often leaves pieces unguarded
level-casual = Casual player: sees direct threats, misses most combinations
level-club = Club player: sound in quiet positions, misses tactics two moves deep
level-strong-club = Strong club player: punishes loose pieces, finds short combinations
level-expert = Expert: precise, rarely misses a tactic
level-master = Master: deep calculation and few inaccuracies
level-grandmaster = Grandmaster: deep, precise calculation; punishes small inaccuracies
level-your-rating = Your rating against the levels: { $rating } ± { $deviation } ({ $games } games)
level-play-suggested = Play at { $level }
level-suggested-hint = The level that should give you an even game, from your results against the levels (Glicko-2)
level-rated-after = Games against a level are rated; a rating is suggested after 3 games
