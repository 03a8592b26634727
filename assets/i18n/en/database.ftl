# Game databases: the database window, its filter bar, the player view, the opening explorer.

database-title = Database: { $name }
database-open-first = Open or create a database first
database-nothing-to-export = No games to export
database-cannot-open-file = Cannot open { $file }: { $error }
database-cannot-open = Cannot open the database: { $error }
database-cannot-load = Cannot load the game: { $error }
database-cannot-save-pgn = Cannot save: the game did not turn into PGN
database-closed-save = { $file } is closed: open it again to save this game there, or use Save as…
database-not-pgn = { $file } is not a PGN file (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Choose another database to copy the games into
database-opened = Opened { $file } ({ count-games })
database-saved-game = Saved game { $id } to { $file }
database-deleted = Deleted { count-games }
database-deleted-some = Deleted { $count } of { $requested } games (the others were gone)
database-copied = Copied { count-games } to { $file }
database-copied-duplicates = Copied { count-games } to { $file } ({ $duplicates } were there already)
database-exported = Wrote { count-games } to { $file }
database-import-summary = { $imported } imported, { $skipped } skipped, { $duplicates } duplicates
database-import-cancelled-kept = Import cancelled; the { $count } games read so far are kept
database-import-cancelled = Import cancelled: { $summary }
database-import-finished = Import finished: { $summary }
database-import-failed = The import stopped ({ $summary }): { $error }
database-offer-new-title = Import into a new database?
database-offer-new-text = { $count } PGN files were dropped and no database is open. Make a new database and import them into it?
database-offer-new-button = New database…
database-delete-title = Delete the selected games?
database-delete-text = { count-games } will be removed from the database. This cannot be undone.
database-delete-keep = Keep them

# The database window.
database-column-elo = Elo
database-column-result = Result
database-column-date = Date
database-column-event = Event
database-column-eco = ECO
database-column-plies = Plies
database-skipped-title = Skipped games
database-skipped-text = { $count } games could not be read and were skipped (file, game number, line, why):
database-skipped-button = Skipped games…
database-import-pgn = Import PGN…
database-import-pgn-tooltip = Or drop .pgn, .pgn.gz or .pgn.zst files on the window
database-export-list = Export list…
database-export-list-tooltip = Write every game of the list, in its order, to a PGN file
database-player-view-button = Player view…
database-working = Working…
database-import-stopped-in = Import stopped: { $summary } in { $time }
database-import-cancelled-in = Import cancelled: { $summary } in { $time }
database-last-import-in = Last import: { $summary } in { $time }
database-importing = Importing { $file }
database-importing-of = Importing { $file } (file { $number } of { $total })
database-import-progress = { $games } games · { $rate } games/s · { $left } left
database-cancel-import-tooltip = Stop after the current game; the games read are kept
database-searching = Searching…
database-searching-lower = searching…
database-empty = No games yet: import PGN files (Import PGN… or drop them on the window)
database-no-match = No game matches the filter
# Screen readers' name of a column header.
database-sort-label = sort by { $column }
database-sort-label-black = sort by { $column } (Black)
database-sort-tooltip = Sort by { $column }; again to reverse
database-row-label = game { $number }: { $white } vs { $black }
database-row-label-loading = game { $number }
database-load = Load
database-delete-games = { $count ->
    [one] Delete game…
   *[other] Delete { $count } games…
}
database-copy-games = { $count ->
    [one] Copy game to database…
   *[other] Copy { $count } games to database…
}
database-export-games = { $count ->
    [one] Export game to PGN…
   *[other] Export { $count } games to PGN…
}
database-player-view-name = Player view: { $name }
database-listed = { $count } listed
database-listed-searching = { $count } listed (searching…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · { $selected } selected
database-status-counting = … games · { $listed }
database-timing = query { $query } · rows { $rows }

# The filter bar.
database-filter-player = Player
database-filter-position = Position
database-filter-to = to
database-hint-name-starts = name starts with
database-hint-either-colour = either colour
database-hint-starts = starts with
database-hint-eco = B20 or B20-B99
database-hint-min = min
database-hint-max = max
database-hint-from = from
database-hint-to = to
database-filter-any-result = Any
database-filter-board-position-set = board position
database-filter-reaching = Games reaching { $fen }
database-filter-clear = Clear
database-filter-board-position = Board position
database-filter-board-position-tooltip = Only games whose main line reaches the position shown on the board, in any move order
database-filter-search = Search
database-filter-search-tooltip = Or press Enter in a field
database-filter-reset = Reset
database-filter-not-number = { $field } '{ $value }': expected a whole number
database-filter-lowest-elo = Lowest Elo
database-filter-highest-elo = Highest Elo
database-filter-fewest-plies = Fewest plies
database-filter-most-plies = Most plies
database-filter-bad-date = Date: { $error }
database-filter-bad-eco = ECO: { $error }
database-filter-elo-reversed = Elo range: the low end is above the high end
database-filter-dates-reversed = date range: the low end is above the high end
database-filter-plies-reversed = ply range: the low end is above the high end

# The player view.
database-player-title = Player view
database-player-show = Show
database-player-none = No player's name starts with "{ $prefix }"
database-player-reading = Reading the games of { $name }…
database-player-prompt = Type the start of a player's name (any case) and press Enter
database-player-names-more = { $names } and { $count } more
database-player-with-white = With White
database-player-with-black = With Black
database-player-over-time = Results over time
database-player-by-opening = Results by opening
database-player-wins = Wins
database-player-draws = Draws
database-player-losses = Losses
database-player-axis-games = games
database-player-opening = Opening
database-player-no-eco = (no ECO code)
database-player-no-eco-games = Games without an ECO code

# The opening explorer.
database-explorer-title = Explorer: { $name }
database-explorer-use-filter = Use the list's filter
database-explorer-use-filter-tooltip = Count only the games the database window's filter keeps
database-explorer-no-game = No game of the database reaches this position
database-explorer-opening = Opening the database…
database-explorer-move = Move
database-explorer-games = Games
# White wins / draws / Black wins, in percent.
database-explorer-results = W / D / B %
database-explorer-latest = Latest
database-explorer-total = { $count } games · { $ms } ms
database-explorer-play = Play this move
database-explorer-move-label = explorer move { $san }
database-explorer-share = { $share }% of the games in this position
database-explorer-latest-game = Latest game: { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = White wins { $white }, draws { $draws }, Black wins { $black }
database-explorer-results-unfinished = White wins { $white }, draws { $draws }, Black wins { $black }, unfinished { $unfinished }

# Failures the database reports.
database-stopped-answering = { $file }: the database stopped answering
database-import-running = an import is already running; wait for it or cancel it
database-import-cannot-start = cannot start the import: { $error }
database-job-failed = { $job } failed: { $error }
database-job-list = Reading the game list
database-job-explorer = The explorer
database-job-player = The player view
database-job-load = Loading the game
database-job-save = Saving the game
database-job-delete = Deleting games
database-job-copy = Copying games
database-job-export = Exporting games
database-job-count = Counting games
