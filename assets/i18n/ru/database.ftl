# Базы партий: окно базы, панель фильтра, страница игрока, дерево дебютов.

database-title = База: { $name }
database-open-first = Сначала откройте или создайте базу
database-nothing-to-export = Нет партий для экспорта
database-cannot-open-file = Не удаётся открыть { $file }: { $error }
database-cannot-open = Не удаётся открыть базу: { $error }
database-cannot-load = Не удаётся загрузить партию: { $error }
database-cannot-save-pgn = Сохранить нельзя: партию не удалось перевести в PGN
database-closed-save = { $file } закрыта: откройте её снова, чтобы сохранить туда эту партию, или выберите «Сохранить как…»
database-not-pgn = { $file } — не PGN-файл (.pgn, .pgn.gz, .pgn.zst)
database-copy-elsewhere = Выберите другую базу, куда копировать партии
database-opened = Открыта { $file } ({ count-games })
database-saved-game = Партия { $id } сохранена в { $file }
database-deleted = Удалено: { count-games }
database-deleted-some = Удалено партий: { $count } из { $requested } (остальных уже не было)
database-copied = Скопировано в { $file }: { count-games }
database-copied-duplicates = Скопировано в { $file }: { count-games } (уже были там: { $duplicates })
database-exported = Записано в { $file }: { count-games }
database-import-summary = импортировано: { $imported }, пропущено: { $skipped }, дубликатов: { $duplicates }
database-import-cancelled-kept = Импорт отменён; прочитанные партии сохранены ({ $count })
database-import-cancelled = Импорт отменён: { $summary }
database-import-finished = Импорт завершён: { $summary }
database-import-failed = Импорт остановлен ({ $summary }): { $error }
database-offer-new-title = Импортировать в новую базу?
database-offer-new-text = Перетащено PGN-файлов: { $count }, а открытой базы нет. Создать новую базу и импортировать их в неё?
database-offer-new-button = Новая база…
database-delete-title = Удалить выбранные партии?
database-delete-text = Из базы будет удалено: { count-games }. Это нельзя отменить.
database-delete-keep = Оставить

database-column-elo = Elo
database-column-result = Результат
database-column-date = Дата
database-column-event = Турнир
database-column-eco = ECO
database-column-plies = Полуходы
database-skipped-title = Пропущенные партии
database-skipped-text = Не прочитаны и пропущены партии ({ $count }) — файл, номер партии, строка, причина:
database-skipped-button = Пропущенные партии…
database-import-pgn = Импорт PGN…
database-import-pgn-tooltip = Или перетащите файлы .pgn, .pgn.gz или .pgn.zst в окно
database-export-list = Экспорт списка…
database-export-list-tooltip = Записать все партии списка, в его порядке, в PGN-файл
database-player-view-button = Страница игрока…
database-working = Выполняется…
database-import-stopped-in = Импорт остановлен: { $summary } за { $time }
database-import-cancelled-in = Импорт отменён: { $summary } за { $time }
database-last-import-in = Последний импорт: { $summary } за { $time }
database-importing = Импорт { $file }
database-importing-of = Импорт { $file } (файл { $number } из { $total })
database-import-progress = партий: { $games } · { $rate } партий/с · осталось { $left }
database-cancel-import-tooltip = Остановиться после текущей партии; прочитанные партии сохранятся
database-searching = Поиск…
database-searching-lower = поиск…
database-empty = Партий пока нет: импортируйте PGN-файлы («Импорт PGN…» или перетащите их в окно)
database-no-match = Ни одна партия не подходит под фильтр
database-sort-label = сортировать по столбцу { $column }
database-sort-label-black = сортировать по столбцу { $column } (чёрные)
database-sort-tooltip = Сортировать по столбцу { $column }; повторный щелчок меняет порядок
database-row-label = партия { $number }: { $white } — { $black }
database-row-label-loading = партия { $number }
database-load = Загрузить
database-delete-games = { $count ->
    [one] Удалить партию…
   *[other] Удалить партии ({ $count })…
}
database-copy-games = { $count ->
    [one] Копировать партию в базу…
   *[other] Копировать партии ({ $count }) в базу…
}
database-export-games = { $count ->
    [one] Экспортировать партию в PGN…
   *[other] Экспортировать партии ({ $count }) в PGN…
}
database-player-view-name = Страница игрока: { $name }
database-listed = в списке: { $count }
database-listed-searching = в списке: { $count } (поиск…)
database-status = { count-games } · { $listed }
database-status-selected = { count-games } · { $listed } · выбрано: { $selected }
database-status-counting = … партий · { $listed }
database-timing = запрос { $query } · строки { $rows }

database-filter-player = Игрок
database-filter-position = Позиция
database-filter-to = до
database-hint-name-starts = имя начинается с
database-hint-either-colour = любой цвет
database-hint-starts = начинается с
database-hint-eco = B20 или B20-B99
database-hint-min = мин
database-hint-max = макс
database-hint-from = с
database-hint-to = по
database-filter-any-result = Любой
database-filter-board-position-set = позиция на доске
database-filter-reaching = Партии, дошедшие до { $fen }
database-filter-clear = Убрать
database-filter-board-position = Позиция на доске
database-filter-board-position-tooltip = Только партии, главная линия которых приходит к позиции на доске, при любом порядке ходов
database-filter-search = Найти
database-filter-search-tooltip = Или нажмите Enter в поле
database-filter-reset = Сбросить
database-filter-not-number = { $field } «{ $value }»: нужно целое число
database-filter-lowest-elo = Наименьший Elo
database-filter-highest-elo = Наибольший Elo
database-filter-fewest-plies = Наименьшее число полуходов
database-filter-most-plies = Наибольшее число полуходов
database-filter-bad-date = Дата: { $error }
database-filter-bad-eco = ECO: { $error }
database-filter-elo-reversed = Диапазон Elo: нижняя граница выше верхней
database-filter-dates-reversed = Диапазон дат: нижняя граница выше верхней
database-filter-plies-reversed = Диапазон полуходов: нижняя граница выше верхней

database-player-title = Страница игрока
database-player-show = Показать
database-player-none = Нет игроков, чьё имя начинается с «{ $prefix }»
database-player-reading = Чтение партий игрока { $name }…
database-player-prompt = Введите начало имени игрока (регистр не важен) и нажмите Enter
database-player-names-more = { $names } и ещё { $count }
database-player-with-white = Белыми
database-player-with-black = Чёрными
database-player-over-time = Результаты во времени
database-player-by-opening = Результаты по дебютам
database-player-wins = Победы
database-player-draws = Ничьи
database-player-losses = Поражения
database-player-axis-games = партии
database-player-opening = Дебют
database-player-no-eco = (без кода ECO)
database-player-no-eco-games = Партии без кода ECO

database-explorer-title = Дерево дебютов: { $name }
database-explorer-use-filter = Применять фильтр списка
database-explorer-use-filter-tooltip = Считать только партии, которые пропускает фильтр окна базы
database-explorer-no-game = Ни одна партия базы не приходит к этой позиции
database-explorer-opening = Открытие базы…
database-explorer-move = Ход
database-explorer-games = Партии
database-explorer-results = 1-0 / ½ / 0-1 %
database-explorer-latest = Последняя
database-explorer-total = партий: { $count } · { $ms } мс
database-explorer-play = Сделать этот ход
database-explorer-move-label = ход дерева { $san }
database-explorer-share = { $share }% партий в этой позиции
database-explorer-latest-game = Последняя партия: { $white } – { $black }, { $event }, { $date }
database-explorer-results-tooltip = Победы белых: { $white }, ничьи: { $draws }, победы чёрных: { $black }
database-explorer-results-unfinished = Победы белых: { $white }, ничьи: { $draws }, победы чёрных: { $black }, не закончено: { $unfinished }

database-stopped-answering = { $file }: база перестала отвечать
database-import-running = импорт уже идёт; дождитесь его или отмените
database-import-cannot-start = не удаётся начать импорт: { $error }
database-job-failed = Ошибка ({ $job }): { $error }
database-job-list = чтение списка партий
database-job-explorer = дерево дебютов
database-job-player = страница игрока
database-job-load = загрузка партии
database-job-save = сохранение партии
database-job-delete = удаление партий
database-job-copy = копирование партий
database-job-export = экспорт партий
database-job-count = подсчёт партий
