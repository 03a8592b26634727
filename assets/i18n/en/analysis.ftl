# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Analyse position (A)
analysis-menu-stop = Stop analysis (A)
analysis-menu-review = Review game…
analysis-start = Analyse
analysis-start-tip = Analyse the shown position (A)
analysis-stop = Stop
analysis-stop-tip = Stop the analysis (A)
analysis-no-engine = No engine: add one to analyse
analysis-add-engine = Add engine
analysis-add-engine-tip = Analyse with one more engine (up to { $count }), each with its own lines, threads and arrow colour
analysis-add-engine-full = At most { $count } engines analyse together
analysis-lines =
    { $count ->
        [one] { $count } line
       *[other] { $count } lines
    }
analysis-lines-tip = How many best lines this engine shows (MultiPV)
analysis-remove-tip = Take this engine out of the analysis
analysis-restart = Restart
analysis-restart-tip = Start this engine again
analysis-resume-tip = Go on analysing with this engine
analysis-pause-tip = Pause this engine (its cores go to the others)
analysis-line-label = analysis line { $line }
analysis-engine-line-label = engine { $engine } line { $line }
analysis-engine-tip-first = The engine of this pane; the first one also reviews games
analysis-engine-tip = The engine of this pane
analysis-one-thread = 1 thread
analysis-one-thread-tip = This engine has no Threads option: it decides by itself
analysis-threads = { $count } thr
analysis-threads-auto = { $count } thr auto
analysis-fair-share = Fair share
analysis-threads-tip = Threads of this engine. The fair share splits this machine's { $cores } cores evenly among the running engines (at least one each)
analysis-off = Off
analysis-starting = Starting…
analysis-status-starting = starting…
analysis-checkmate = Checkmate
analysis-stalemate = Stalemate
analysis-status-paused = paused
analysis-depth = depth { $depth }
analysis-nps = { $speed } n/s
analysis-nodes = { $nodes } nodes
analysis-hash = hash { $percent } %
analysis-done = done
analysis-line-tip = Click to play the first move; the line shows as arrows
analysis-evaluation = evaluation { $value }
analysis-paused-for-review = Paused while the game review runs
analysis-paused-for-engine = Paused while the engine plays
analysis-play-at-end = Analysis moves are played at the end of the game (press End)
analysis-not-your-move = It is not your move

# The game review.
analysis-review-title = Review game
analysis-review-explain =
    { $count ->
        [one] Searches the { $count } position of the game with { $engine } (choose the engine in the analysis section).
       *[other] Searches all { $count } positions of the game with { $engine } (choose the engine in the analysis section).
    }
analysis-review-no-engine-name = none
analysis-review-time-per-position = Time per position
analysis-review-depth = Depth
analysis-suffix-seconds = { " s" }
analysis-review-about = About { $seconds } s in all
analysis-review-start = Start review
analysis-review-progress = Reviewing with { $engine }: { $done } of { $count } positions
analysis-review-finished = Review finished in { $seconds } s
analysis-review-stopped = Review stopped: { $error }
analysis-review-cancelled = Review cancelled
analysis-review-no-moves = The game has no moves to review
analysis-review-engine-busy = Wait until the engine has moved
analysis-review-no-engine = No engine is available for the review
analysis-review-graph = evaluation graph
analysis-review-graph-start = Start
analysis-review-graph-white = White { $percent } %
analysis-review-graph-line = White's winning chance
analysis-review-graph-equal = equal
analysis-review-graph-shown = shown
analysis-review-accuracy-white = White's accuracy
analysis-review-accuracy-black = Black's accuracy
analysis-review-annotate = Write into the game
analysis-review-annotate-tip = Adds ?!, ?, ?? with comments, [%eval] and the engine's lines
analysis-review-close = Close review
analysis-review-lost-white = White: { $judgement } lost { $points } points of winning chance
analysis-review-lost-black = Black: { $judgement } lost { $points } points of winning chance
analysis-review-was-best = { $better } was best
analysis-review-click-hint = Click the graph or a marked move to go there
analysis-judgement-best = best
analysis-judgement-good = good
analysis-judgement-inaccuracy = inaccuracy
analysis-judgement-mistake = mistake
analysis-judgement-blunder = blunder
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } inaccuracy
       *[other] { $count } inaccuracies
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }

# The opening book section.
analysis-book-title = Opening book
analysis-book = Book
analysis-book-shipped = Tempo book (shipped)
analysis-book-choose = Choose a book file…
analysis-book-reading = Reading the book…
analysis-book-no-moves = No book moves in this position
analysis-book-play-move = Play this move
analysis-book-move = book move { $san }
analysis-book-weight = weight { $weight }
analysis-book-learn = learn { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Win { $win } %, draw { $draw } %, loss { $loss } % (for White)
analysis-visit-share = { $share } % of the search's visits
