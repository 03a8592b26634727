# Открытие и сохранение файлов партий, выбор файлов.
files-not-a-text-file = Не удалось открыть { $path }: это не текстовый файл (PGN, FEN или EPD)
files-cannot-open = Не удалось открыть { $path }: { $error }
files-not-a-position = Не удалось открыть { $path }: строка 1 не является позицией (FEN: { $error })
files-holds-no-game = в нём нет ни одной партии
files-list-changed-on-disk = { $path } изменён на диске; список прочитан заново
files-error-in-file = { $path }: { $error }
files-drop-to-import = Перетащите файлы PGN, чтобы импортировать их в { $database }
files-drop-to-open = Перетащите файл PGN, FEN или EPD, чтобы открыть его
files-paste-title = Вставить PGN или FEN
files-paste-prompt = Вставьте сюда партию (PGN) или позицию (FEN):
files-load = Загрузить
files-error-title = Ошибка файла
files-game-kept = Текущая партия сохранена.
files-changed-on-disk-title = { $name } изменён на диске
files-changed-on-disk-text = Другая программа изменила файл после того, как из него была прочитана эта партия. Запись партии на её прежнее место может повредить другие партии.
files-append-as-new-game = Добавить как новую партию
files-save-as = Сохранить как…
files-save-game-to = Сохранить партию { $number } в { $file }
files-save-to = Сохранить в { $file }
files-save = Сохранить…
files-cannot-save = Не удалось сохранить: { $error }
files-cannot-append = Не удалось добавить: { $error }
files-saved = Сохранено: { $path }
files-appended = Партия добавлена в { $path }

# Выбор файлов: заголовки по назначению.
files-title-open-game = Открыть партию
files-title-save-game-as = Сохранить партию как
files-title-append-game = Добавить партию в
files-title-book = Выбрать дебютную книгу
files-title-open-database = Открыть базу партий
files-title-new-database = Новая база партий
files-title-import-pgn = Импорт партий PGN
files-title-export-pgn = Экспорт партий в PGN
files-title-copy-to-database = Копировать партии в базу
files-title-puzzle-set = Открыть задачи (EPD)
files-title-white-repertoire = Репертуар белых из PGN
files-title-black-repertoire = Репертуар чёрных из PGN
files-title-tournament-openings = Дебюты для турнира
files-title-tournament-pgn = Файл PGN турнира
files-title-engine-program = Выбрать программу движка
files-title-engine-folder = Выбрать рабочую папку движка
files-title-folder = Выбрать папку
files-title-file = Выбрать файл
# Названия фильтров системного диалога выбора файлов.
files-filter-book = Книга Polyglot
files-filter-database = База партий
files-filter-pgn = PGN (.pgn, .pgn.gz, .pgn.zst)
files-filter-chess = Шахматные файлы
files-cannot-read-folder = Не удалось прочитать { $path }: { $error }
files-not-a-folder = { $path } — не папка
files-no-such-folder = Папки { $path } не существует
files-does-not-exist = { $path } не существует
files-replace-title = Заменить файл?
files-replace-text = { $path } уже существует. При сохранении всё его содержимое заменится этой одной партией.
files-replace = Заменить
files-append-to-it = Добавить партию в него
files-keep-file = Оставить файл
files-up = Вверх
files-up-hint = Папка уровнем выше
files-home = Домой
files-folder-shown = Показанная папка
files-recent = Недавние:
files-nothing-here = Здесь нет папок и подходящих файлов.
files-folder-field = Папка:
files-file-field = Файл:
files-path-hint = имя или полный путь
files-all-listed = Все файлы в списке
files-all-listed-hint = Выбрать все файлы, показанные в этой папке
files-picked = { $count ->
    [one] Выбран { $count } файл
    [few] Выбрано { $count } файла
    [many] Выбрано { $count } файлов
   *[other] Выбрано { $count } файла
}
files-ctrl-click-hint = Ctrl+щелчок выбирает несколько файлов
files-append = Добавить
files-choose = Выбрать
files-hidden = Скрытые файлы
