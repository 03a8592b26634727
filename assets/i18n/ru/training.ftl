# Тренировка: решение задач, отработка репертуара и отчёт об отклонениях.
# $side — "white" или "black": нужную форму слова выбирает селектор.

training-or = или
training-continue = Продолжить

## Файл тренировки
training-not-saved = Прогресс тренировки не сохранён: { $error }
training-file-unreadable = Не удалось прочитать файл тренировки ({ $error }); прогресс не сохраняется.
training-repertoire-unreadable = репертуар за { $side ->
    [white] белых
   *[black] чёрных
} в файле тренировки: { $error }
training-set-aside = Отложить его и начать новый
training-file-set-aside = Старый файл тренировки сохранён как { $path }
training-cannot-rename = Не удаётся переименовать { $path }: { $error }
training-database-gone = { $path } больше нет

## Решение задач
training-trainer-title = Тренажёр задач
training-open-a-set = Откройте сборник задач, чтобы начать
training-rating = Рейтинг { $rating }
training-provisional = предварительный
training-solved-missed = решено: { $solved }, не решено: { $missed }
training-no-puzzle = На доске нет задачи.
training-next-puzzle = Следующая задача
training-no-puzzle-fits = Ни одна задача не подходит под фильтр
training-task-mate = Ход { $side ->
    [white] белых
   *[black] чёрных
}, мат в { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}
training-task-avoid = Ход { $side ->
    [white] белых
   *[black] чёрных
}: найдите хороший ход, кроме { $moves }
training-task-best = Ход { $side ->
    [white] белых
   *[black] чёрных
}: найдите лучший ход
training-puzzle-rated = { $source } · рейтинг { $rating }
training-due-again = пора повторить
training-early-repeat = раннее повторение
training-not-it = { $san } — не то.
training-retry = Ещё раз
training-show-solution = Показать решение
training-prover-working = Решатель считает…
training-play-your-move = Сделайте ход на доске.
training-right = { $line } Верно.
training-right-keep-going = { $line } Верно, продолжайте.
training-hint = Подсказка
training-hint-tooltip = Сначала фигура, потом ход; решение после подсказки ценится ниже
training-hint-piece = Подсказка: ходите фигурой с { $square }
training-hint-move = Подсказка: { $san }
training-no-hint-problem = Для этой задачи подсказки нет
training-no-hint-position = Для этой позиции подсказки нет
training-skip = Пропустить
training-skip-tooltip = Не засчитывается
training-solved = Решено!
training-solved-after-wrong = Решено после { $count ->
    [one] { $count } неверного хода
   *[other] { $count } неверных ходов
}: засчитывается как промах, задача скоро вернётся
training-solved-with-hint = Решено с показанным ходом: засчитывается как промах, задача скоро вернётся
training-any-but-solution = Любой ход, кроме названных, удерживает позицию.
training-solution = Решение: { $line }
training-open-game = Открыть партию
training-show-on-board = Показать на основной доске
training-source-tooltip = На основной доске, на ходу задачи
training-open-epd = Открыть EPD…
training-open-epd-tooltip = Задачи с bm, am или dm: WAC, Bratko-Kopec, ваши собственные
training-puzzles-of = Задачи из { $name }
training-database-puzzles = Задачи из базы
training-database-puzzles-tooltip = Задачи, которые `tempo puzzles extract` сохранил в открытой базе
training-reading = Чтение { $name }…
training-cannot-open-puzzles = Не удаётся открыть задачи: { $error }
training-records-left-out = { $name }: пропущено записей: { $count } ({ $reasons })
training-set = Сборник
training-all-sets = Все сборники
training-theme = Тема
training-all-themes = Все темы
training-puzzle-counts = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
    [many] { $count } задач
   *[other] { $count } задачи
}: пора повторить { $due }, новых { $new }
training-set-size = { $set } · { $count ->
    [one] { $count } задача
    [few] { $count } задачи
    [many] { $count } задач
   *[other] { $count } задачи
}
training-remove-set-tooltip = Убрать сборник из тренажёра (прогресс сохранится)

## Отработка репертуара
training-drill-title = Отработка репертуара
training-drill-not-saved = Не удалось прочитать файл тренировки: прогресс отработки не сохраняется (см. тренажёр задач).
training-opponent-weighted = Соперник играет так же часто, как в партиях { $name }.
training-opponent-counting = Подсчёт ходов соперника в базе…
training-opponent-evenly = Ходы соперника выбираются равновероятно (откройте базу, чтобы взвесить их по её партиям).
training-drill = Отработка
training-repertoire-empty = пусто
training-cards-due-learned = к повторению { $due } · выучено { $learned }/{ $total }
training-load-pgn = Загрузить PGN…
training-load-pgn-tooltip = Добавить партии и варианты из файла PGN в репертуар за { $side ->
    [white] белых
   *[black] чёрных
}
training-add-current-line = Добавить текущий вариант
training-add-current-line-tooltip = Ходы основной доски от начала до показанной позиции
training-empty = Очистить…
training-empty-title = Очистить репертуар?
training-empty-question = Все варианты репертуара за { $side ->
    [white] белых
   *[black] чёрных
} и прогресс их отработки будут удалены. Это нельзя отменить.
training-empty-it = Очистить
training-keep-it = Оставить
training-drill-repertoire = Отрабатывать репертуар за { $side ->
    [white] белых
   *[black] чёрных
}
training-opponent-replies = Соперник отвечает…
training-your-move = Ваш ход: сыграйте ход из репертуара
training-drill-wrong = Не { $played }: по репертуару { $expected }
training-line-nothing-due = В этом варианте нечего повторять.
training-line-done = Вариант пройден: верно { $right } из { $asked }
training-next-line = Следующий вариант
training-cannot-read = Не удаётся прочитать { $path }: { $error }
training-repertoire-pgn-error = { $path }: { $error }
training-games-added = В репертуар за { $side ->
    [white] белых
   *[black] чёрных
} добавлено партий из { $file }: { $count }
training-line-not-from-start = Варианты репертуара начинаются с начальной позиции, а эта партия — нет
training-line-empty = Сначала сыграйте вариант на доске
training-moves-added = В репертуар за { $side ->
    [white] белых
   *[black] чёрных
} добавлено ходов: { $count }
training-cannot-add-line = Не удаётся добавить вариант: { $error }
training-repertoire-is-empty = Репертуар за { $side ->
    [white] белых
   *[black] чёрных
} пуст: сначала загрузите PGN или добавьте варианты
training-cannot-count = Не удаётся подсчитать ходы соперников: { $error }

## Отчёт об отклонениях
training-report-title = Отчёт об отклонениях
training-player = Игрок
training-player-hint = имя или его начало
training-check-games = Проверить партии
training-check-games-tooltip = Каждая партия сравнивается с репертуаром за цвет игрока
training-in-database = в { $name }
training-open-database-first = сначала откройте базу
training-report-progress = { $done } из { $total ->
    [one] { $total } партии
   *[other] { $total } партий
}
training-report-empty = Здесь будут партии, отклонившиеся от репертуара; щёлкните по партии, чтобы открыть её на этом ходу.
training-column-game = Партия
training-column-move = Ход
training-column-left-by = Отклонился
training-column-played = Сыграно
training-column-repertoire = Репертуар
training-column-judgement = Оценка
training-open-at-move = Открыть партию на этом ходу
training-left-by-player = игрок ({ $side ->
    [white] белые
   *[black] чёрные
})
training-left-by-opponent = соперник
training-judgement-mistake = Ошибка (−{ $drop } %)
training-judgement-playable = Играбельно ({ $change } %): стоит добавить
training-judgement-hole = Не подготовлено: ответ { $reply }
training-judgement-opponent-mistake = Ошибка соперника (−{ $drop } %): наказать ходом { $reply }
training-report-needs-database = Сначала откройте базу с партиями игрока
training-report-needs-player = Введите имя игрока (или его начало)
training-report-needs-repertoire = Оба репертуара пусты: составьте один в окне отработки
training-report-needs-engine = Нет движка, чтобы оценить ходы
training-report-cancelled = Отменено после { $done } из { $total ->
    [one] { $total } партии
   *[other] { $total } партий
}
training-report-no-games = В базе нет партий «{ $player }»
training-report-finished = Проверено партий: { $total }; отклонились от репертуара: { $left }
training-report-failed = Отчёт прерван: { $error }

## Where a puzzle comes from
training-source-game = партия { $game }, ход { $number }
training-source-puzzle = задача { $id }
training-source-line = строка { $line }
