# Список партий PGN-файла с несколькими партиями.

games-title = Партии
games-title-file = Партии в { $file }
games-close-tooltip = Закрыть список (меню «Партия» откроет его снова)
games-column-event = Турнир
games-column-date = Дата
games-column-result = Результат
games-column-eco = ECO
games-column-moves = Ходы
games-no-such-game = партии { $number } нет в списке
games-game-gone = партии { $number } больше нет в файле
games-status-broken = , не читаются: { $count }
games-status-indexing = проиндексировано: { count-games }…
games-status-checking = { count-games }; проверка ходов…{ $broken }
games-status-stopped = { count-games }; остановлено: { $reason }
games-status-done = { count-games } ({ $seconds } с), показано: { $shown }{ $broken }
games-status-count = { count-games }{ $broken }
games-filter = Фильтр:
games-filter-hint = игрок, турнир, дата, ECO…
games-row-label = Партия { $number }: { $white } – { $black }, { $result }
games-cannot-read = Не читается: { $reason }
