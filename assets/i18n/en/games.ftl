# The game list of a multi-game PGN file.

games-title = Games
games-title-file = Games in { $file }
games-close-tooltip = Close the list (the Game menu opens it again)
games-column-event = Event
games-column-date = Date
games-column-result = Result
games-column-eco = ECO
games-column-moves = Moves
games-no-such-game = there is no game { $number } in the list
games-game-gone = game { $number } is no longer in the file
# Follows a status below; starts with a comma.
games-status-broken = , { $count } cannot be read
games-status-indexing = indexed { count-games }…
games-status-checking = { count-games }; checking moves…{ $broken }
games-status-stopped = { count-games }; stopped: { $reason }
games-status-done = { count-games } ({ $seconds } s), { $shown } shown{ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Filter:
games-filter-hint = player, event, date, ECO…
games-row-label = Game { $number }: { $white } – { $black }, { $result }
games-cannot-read = Cannot be read: { $reason }
