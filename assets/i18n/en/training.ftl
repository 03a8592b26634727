# Training: the puzzle trainer, the repertoire drill and the deviation report.
# $side is "white" or "black": choose the word's form with a selector.

training-or = or
training-continue = Continue

## The training file
training-not-saved = Training progress not saved: { $error }
training-file-unreadable = The training file could not be read ({ $error }); progress is not saved.
training-repertoire-unreadable = the { $side ->
    [white] White
   *[black] Black
} repertoire in the training file: { $error }
training-set-aside = Keep it aside and start a new one
training-file-set-aside = The old training file is kept as { $path }
training-cannot-rename = Cannot rename { $path }: { $error }
training-database-gone = { $path } is not there any more

## Puzzle trainer
training-trainer-title = Puzzle trainer
training-open-a-set = Open a puzzle set to begin
training-rating = Rating { $rating }
training-provisional = provisional
training-solved-missed = { $solved } solved, { $missed } missed
training-no-puzzle = No puzzle on the board.
training-next-puzzle = Next puzzle
training-no-puzzle-fits = No puzzle fits the filter
training-task-mate = { $side ->
    [white] White
   *[black] Black
} to move and mate in { $count }
training-task-avoid = { $side ->
    [white] White
   *[black] Black
} to move: find a good move that is not { $moves }
training-task-best = { $side ->
    [white] White
   *[black] Black
} to move: find the best move
training-puzzle-rated = { $source } · rated { $rating }
training-due-again = due again
training-early-repeat = early repeat
training-not-it = { $san } is not it.
training-retry = Retry
training-show-solution = Show solution
training-prover-working = The prover is working it out…
training-play-your-move = Play your move on the board.
training-right = { $line } Right.
training-right-keep-going = { $line } Right, keep going.
training-hint = Hint
training-hint-tooltip = First the piece, then the move; a solve after a hint counts less
training-hint-piece = Hint: move the piece on { $square }
training-hint-move = Hint: { $san }
training-no-hint-problem = No hint for this problem
training-no-hint-position = No hint for this position
training-skip = Skip
training-skip-tooltip = Not recorded
training-solved = Solved!
training-solved-after-wrong = Solved after { $count ->
    [one] { $count } wrong move
   *[other] { $count } wrong moves
}: it counts as a miss and comes back soon
training-solved-with-hint = Solved with the move shown: it counts as a miss and comes back soon
training-any-but-solution = Any move but the ones named keeps the position.
training-solution = Solution: { $line }
training-open-game = Open the game
training-show-on-board = Show on the main board
training-source-tooltip = On the main board, at the puzzle's move
training-open-epd = Open EPD…
training-open-epd-tooltip = Problems with bm, am or dm: WAC, Bratko-Kopec, your own
training-puzzles-of = Puzzles of { $name }
training-database-puzzles = Database puzzles
training-database-puzzles-tooltip = The puzzles `tempo puzzles extract` stored in the open database
training-reading = Reading { $name }…
training-cannot-open-puzzles = Cannot open the puzzles: { $error }
training-records-left-out = { $name }: { $count ->
    [one] { $count } record
   *[other] { $count } records
} left out ({ $reasons })
training-set = Set
training-all-sets = All sets
training-theme = Theme
training-all-themes = All themes
training-puzzle-counts = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}: { $due } due again, { $new } new
training-set-size = { $set } · { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}
training-remove-set-tooltip = Take this set out of the trainer (its progress stays)

## Repertoire drill
training-drill-title = Repertoire drill
training-drill-not-saved = The training file could not be read: drill progress is not saved (see the puzzle trainer).
training-opponent-weighted = The opponent plays as often as in { $name }'s games.
training-opponent-counting = Counting the opponent's moves in the database…
training-opponent-evenly = The opponent's moves are chosen evenly (open a database to weight them by its games).
training-drill = Drill
training-repertoire-empty = empty
training-cards-due-learned = { $due } due · { $learned }/{ $total } learned
training-load-pgn = Load PGN…
training-load-pgn-tooltip = Add the games and variations of a PGN file to the { $side ->
    [white] White
   *[black] Black
} repertoire
training-add-current-line = Add current line
training-add-current-line-tooltip = The main board's moves from the start to the position shown
training-empty = Empty…
training-empty-title = Empty the repertoire?
training-empty-question = Every line of the { $side ->
    [white] White
   *[black] Black
} repertoire and its drill progress go. This cannot be undone.
training-empty-it = Empty it
training-keep-it = Keep it
training-drill-repertoire = Drill the { $side ->
    [white] White
   *[black] Black
} repertoire
training-opponent-replies = The opponent replies…
training-your-move = Your move: play the repertoire's move
training-drill-wrong = Not { $played }: the repertoire plays { $expected }
training-line-nothing-due = Nothing is due on this line.
training-line-done = Line done: { $right } of { $asked } right
training-next-line = Next line
training-cannot-read = Cannot read { $path }: { $error }
training-repertoire-pgn-error = { $path }: { $error }
training-games-added = { $count ->
    [one] { $count } game
   *[other] { $count } games
} of { $file } added to the { $side ->
    [white] White
   *[black] Black
} repertoire
training-line-not-from-start = Repertoire lines start from the standard position; this game does not
training-line-empty = Play the line on the board first
training-moves-added = Added { $count ->
    [one] { $count } move
   *[other] { $count } moves
} to the { $side ->
    [white] White
   *[black] Black
} repertoire
training-cannot-add-line = Cannot add the line: { $error }
training-repertoire-is-empty = The { $side ->
    [white] White
   *[black] Black
} repertoire is empty: load a PGN or add lines first
training-cannot-count = Cannot count the opponents' moves: { $error }

## Deviation report
training-report-title = Deviation report
training-player = Player
training-player-hint = name or its start
training-check-games = Check games
training-check-games-tooltip = Each game against the repertoire of the player's colour
training-in-database = in { $name }
training-open-database-first = open a database first
training-report-progress = { $done } of { $total ->
    [one] { $total } game
   *[other] { $total } games
}
training-report-empty = Games that left the repertoire are listed here; click one to open it at that move.
training-column-game = Game
training-column-move = Move
training-column-left-by = Left by
training-column-played = Played
training-column-repertoire = Repertoire
training-column-judgement = Judgement
training-open-at-move = Open the game at this move
training-left-by-player = player ({ $side ->
    [white] White
   *[black] Black
})
training-left-by-opponent = opponent
training-judgement-mistake = Mistake (−{ $drop }%)
training-judgement-playable = Playable ({ $change }%): worth adding
training-judgement-hole = Not prepared: answer { $reply }
training-judgement-opponent-mistake = Opponent's mistake (−{ $drop }%): punish with { $reply }
training-report-needs-database = Open the database of the player's games first
training-report-needs-player = Type the player's name (or its start)
training-report-needs-repertoire = Both repertoires are empty: build one in the drill window
training-report-needs-engine = No engine to judge the moves
training-report-cancelled = Cancelled after { $done } of { $total ->
    [one] { $total } game
   *[other] { $total } games
}
training-report-no-games = No games of "{ $player }" in the database
training-report-finished = { $total ->
    [one] { $total } game
   *[other] { $total } games
} checked: { $left } left the repertoire
training-report-failed = The report stopped: { $error }

## Where a puzzle comes from
training-source-game = game { $game }, move { $number }
training-source-puzzle = puzzle { $id }
training-source-line = line { $line }
