# Строка меню.
menu-game = Партия
menu-edit = Правка
menu-database = База
menu-training = Тренировка
menu-engines = Движки
menu-view = Вид
menu-analysis = Анализ
menu-help = Справка
menu-version = Tempo { $version }

menu-manage-engines = Управление движками…
menu-tournament = Турнир…
menu-engine-games-from-position = Партии движков из этой позиции…
menu-engine-games-from-position-hint = Матч двух движков из позиции на доске
menu-continue-tournament = Продолжить { $tournament }

menu-flip-board = Перевернуть доску
menu-keyboard-cursor = Курсор клавиатуры на доске
menu-describe-position = Описать позицию
menu-say-clocks = Озвучить часы
menu-settings = Настройки…

menu-keyboard = Клавиатура
menu-about = О программе Tempo

menu-new-game = Новая партия…
menu-take-back = Взять ход назад
menu-set-up-position = Расставить позицию…
menu-open = Открыть…
menu-open-hint = Открыть файл PGN, FEN или EPD
menu-recent-files = Недавние файлы
menu-game-list = { $count ->
    [one] Список партий ({ $count } партия)
    [few] Список партий ({ $count } партии)
    [many] Список партий ({ $count } партий)
   *[other] Список партий ({ $count } партии)
}
menu-paste-dialog = Вставить PGN/FEN…
menu-paste-hint = Или нажмите Ctrl+V над доской
menu-save-as = Сохранить как…
menu-append-to-file = Добавить в файл…
menu-share = Поделиться
menu-edit-tags = Изменить теги…
menu-copy-fen = Копировать FEN
menu-quit = Выход

menu-undo-replaced = Отменить: вернуть заменённую партию
menu-undo-previous = Отменить: вернуть предыдущую партию
menu-paste = Вставить PGN/FEN

menu-open-database = Открыть базу…
menu-new-database = Новая база…
menu-recent-databases = Недавние базы
menu-import-pgn = Импорт PGN…
menu-import-pgn-hint = Или перетащите файлы .pgn, .pgn.gz или .pgn.zst в окно
menu-hide-database = Скрыть { $name }
menu-show-database = Показать { $name }
menu-database-window = Окно базы
menu-player-view = Профиль игрока…
menu-close-database = Закрыть базу

menu-puzzle-trainer = Тренажёр задач
menu-repertoire-drill = Тренировка репертуара
menu-deviation-report = Отчёт об отклонениях
menu-add-line-white = Добавить текущий вариант в репертуар белых
menu-add-line-black = Добавить текущий вариант в репертуар чёрных
menu-add-line-hint = Ходы от начала до показанной позиции
