# The tournament window (Engines ▸ Tournament…): set-up, live view, standings, SPRT.

tournament-window-title = Tournament
tournament-default-event = Tempo tournament
tournament-event-from-position = Engine games from a position

## Set-up
tournament-event = Event
tournament-format = Format
tournament-format-round-robin = Round robin
tournament-format-gauntlet = Gauntlet
tournament-format-match = Match of two
tournament-engines = Engines
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (plays everyone)
tournament-engine-results-side = { $number }. { $name } (results from its side)
tournament-engine-not-listed = not in the engine list
tournament-add-engine = Add an engine…
tournament-games = Games
tournament-games-in-match = in the match (each opening twice, colours reversed)
tournament-games-per-pairing = per pairing (each opening twice, colours reversed)
tournament-per-move = Per move
tournament-limit-clock = Clock
tournament-limit-clock-hint = [moves/]seconds[+increment], like 10+0.1 or 40/60
tournament-limit-time = Time
tournament-limit-nodes = Nodes
tournament-openings = Openings
tournament-openings-start-position = Start position
tournament-openings-book = Book lines
tournament-openings-file = EPD/PGN file
tournament-openings-board-position = The board's position
tournament-book-lines-of = Lines of
tournament-book-plies = plies from the shipped book, one per game pair
tournament-shuffled = Shuffled
tournament-choose = Choose…
tournament-at-once = At once
tournament-at-once-games = games (each engine instance uses one core)
tournament-adjudication = Adjudication
tournament-sprt = SPRT
tournament-sprt-stop = Stop when decided:
tournament-sprt-hint = Sequential probability ratio test between two Elo hypotheses
tournament-pgn-file = PGN file
tournament-write-games-to = Write the games to
tournament-seed = Seed
tournament-seed-hint = shuffles the openings and draws the book lines

## What is wrong with the set-up
tournament-problem-pgn-name = Name the PGN file, or untick it.
tournament-problem-match-engines = A match needs exactly two engines (chosen: { $count }).
tournament-problem-two-engines = Choose at least two engines.
tournament-problem-no-games = Play at least one game per pairing.
tournament-problem-clock = The clock: { $error }
tournament-problem-zero-time = The time per move must not be 0.
tournament-problem-zero-nodes = The node count must not be 0.
tournament-problem-opening-file = Choose an opening file.
tournament-problem-book-plies = Book lines need at least one ply.
tournament-problem-start-position = The start position: { $error }
tournament-problem-sprt = SPRT: { $error }

## The tournaments list
tournament-list-unreadable = The tournaments list cannot be read: { $error }
tournament-list-unwritable = The tournaments list cannot be written: { $error }
tournament-cannot-remove = The tournament could not be removed: { $error }
tournament-no-data-folder = Tournaments need the app's data folder, which is unknown.
tournament-unfinished = Unfinished tournaments
tournament-continue = Continue
tournament-forget = Forget
tournament-forget-hint = Remove it and its recorded games

# "Randoms: A, B, C (round robin, 4 games per pairing)"
tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = round robin
tournament-summary-gauntlet = gauntlet
tournament-summary-match = match
tournament-summary-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } game per pairing
   *[other] { $count } games per pairing
}

## A run
tournament-status-counts = { $finished } of { $scheduled ->
    [one] { $scheduled } game
   *[other] { $scheduled } games
}
tournament-status-starting = Starting the engines…
tournament-status-stopping = Stopping… { $counts }
tournament-status-paused = Paused: { $counts }; the games being played finish, no new one starts
tournament-status-running = Running: { $counts }
tournament-status-finished = Finished: { $counts }
tournament-status-finished-sprt = Finished: { $counts } (the SPRT decided)
tournament-status-stopped = Stopped: { $counts } kept; continue it from the set-up's list
tournament-status-failed = Ended: { $reason }
tournament-stopped-because = The tournament stopped: { $reason }
tournament-games-unreadable = The games cannot be read: { $error }
tournament-pause-hint = The games being played finish; no new one starts
tournament-stop-hint = Abandons the games being played; the finished ones are kept
tournament-new = New tournament
tournament-add-as-variations = Add the games as variations
tournament-add-as-variations-hint = After the board's position, in the game shown
tournament-board-result = Game { $number }: { $result }
tournament-board-move = Game { $number }, move { $moves }: { $last }
tournament-board-started = Game { $number }: started
tournament-games-log = Games

## Standings
tournament-column-engine = Engine
tournament-column-points = Points
tournament-column-games = Games
# Wins, draws, losses: one letter each.
tournament-column-wins = W
tournament-column-draws = D
tournament-column-losses = L
tournament-score-line = Score of { $first } vs { $second }: { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Elo difference { $elo } (95%, { $pairs ->
    [one] { $pairs } game pair
   *[other] { $pairs } game pairs
})
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }): LLR { $llr }, bounds { $lower } and { $upper }: { $decision }
tournament-sprt-h1-accepted = H1 accepted
tournament-sprt-h0-accepted = H0 accepted
tournament-sprt-undecided = no decision yet
tournament-sprt-games-counted = games counted
tournament-sprt-h0-bound = H0 bound
tournament-sprt-h1-bound = H1 bound
