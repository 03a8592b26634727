# Окно турниров (Движки ▸ Турнир…): настройка, ход турнира, таблица, SPRT.

tournament-window-title = Турнир
tournament-default-event = Турнир Tempo
tournament-event-from-position = Партии движков из позиции

## Настройка
tournament-event = Соревнование
tournament-format = Система
tournament-format-round-robin = Круговой турнир
tournament-format-gauntlet = Гаунтлет
tournament-format-match = Матч двух движков
tournament-engines = Движки
tournament-engine-entry = { $number }. { $name }
tournament-engine-plays-everyone = { $number }. { $name } (играет со всеми)
tournament-engine-results-side = { $number }. { $name } (результаты с его стороны)
tournament-engine-not-listed = нет в списке движков
tournament-add-engine = Добавить движок…
tournament-games = Партии
tournament-games-in-match = в матче (каждый дебют дважды, со сменой цвета)
tournament-games-per-pairing = на пару (каждый дебют дважды, со сменой цвета)
tournament-per-move = На ход
tournament-limit-clock = Часы
tournament-limit-clock-hint = [ходы/]секунды[+добавка], например 10+0.1 или 40/60
tournament-limit-time = Время
tournament-limit-nodes = Узлы
tournament-openings = Дебюты
tournament-openings-start-position = Начальная позиция
tournament-openings-book = Варианты из книги
tournament-openings-file = Файл EPD/PGN
tournament-openings-board-position = Позиция на доске
tournament-book-lines-of = Варианты по
tournament-book-plies = полуходов из встроенной книги, по одному на пару партий
tournament-shuffled = Перемешать
tournament-choose = Выбрать…
tournament-at-once = Одновременно
tournament-at-once-games = партий (каждый экземпляр движка занимает одно ядро)
tournament-adjudication = Присуждение
tournament-sprt = SPRT
tournament-sprt-stop = Остановить, когда решено:
tournament-sprt-hint = Последовательный тест отношения правдоподобия между двумя гипотезами об Elo
tournament-pgn-file = Файл PGN
tournament-write-games-to = Записывать партии в
tournament-seed = Зерно
tournament-seed-hint = перемешивает дебюты и выбирает варианты из книги

## Что не так с настройкой
tournament-problem-pgn-name = Укажите файл PGN или снимите флажок.
tournament-problem-match-engines = Для матча нужно ровно два движка (выбрано: { $count }).
tournament-problem-two-engines = Выберите не меньше двух движков.
tournament-problem-no-games = Сыграйте хотя бы одну партию на пару.
tournament-problem-clock = Часы: { $error }
tournament-problem-zero-time = Время на ход не может быть 0.
tournament-problem-zero-nodes = Число узлов не может быть 0.
tournament-problem-opening-file = Выберите файл дебютов.
tournament-problem-book-plies = Вариантам из книги нужен хотя бы один полуход.
tournament-problem-start-position = Начальная позиция: { $error }
tournament-problem-sprt = SPRT: { $error }

## Список турниров
tournament-list-unreadable = Не удаётся прочитать список турниров: { $error }
tournament-list-unwritable = Не удаётся записать список турниров: { $error }
tournament-cannot-remove = Не удалось удалить турнир: { $error }
tournament-no-data-folder = Для турниров нужна папка данных приложения, а она неизвестна.
tournament-unfinished = Незавершённые турниры
tournament-continue = Продолжить
tournament-forget = Забыть
tournament-forget-hint = Удалить его вместе с записанными партиями

tournament-summary = { $engines } ({ $format }, { $games })
tournament-summary-round-robin = круговой
tournament-summary-gauntlet = гаунтлет
tournament-summary-match = матч
tournament-summary-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}
tournament-summary-games-per-pairing = { $count ->
    [one] { $count } партия на пару
    [few] { $count } партии на пару
    [many] { $count } партий на пару
   *[other] { $count } партии на пару
}

## Идущий турнир
tournament-status-counts = { $finished } из { $scheduled ->
    [one] { $scheduled } партии
   *[other] { $scheduled } партий
}
tournament-status-starting = Запуск движков…
tournament-status-stopping = Остановка… { $counts }
tournament-status-paused = Пауза: { $counts }; идущие партии доигрываются, новые не начинаются
tournament-status-running = Идёт: { $counts }
tournament-status-finished = Завершён: { $counts }
tournament-status-finished-sprt = Завершён: { $counts } (решил SPRT)
tournament-status-stopped = Остановлен: сохранено { $counts }; продолжите его из списка в настройке
tournament-status-failed = Прерван: { $reason }
tournament-stopped-because = Турнир прерван: { $reason }
tournament-games-unreadable = Не удаётся прочитать партии: { $error }
tournament-pause-hint = Идущие партии доигрываются; новые не начинаются
tournament-stop-hint = Прерывает идущие партии; завершённые сохраняются
tournament-new = Новый турнир
tournament-add-as-variations = Добавить партии как варианты
tournament-add-as-variations-hint = После позиции на доске, в показанной партии
tournament-board-result = Партия { $number }: { $result }
tournament-board-move = Партия { $number }, ход { $moves }: { $last }
tournament-board-started = Партия { $number }: начата
tournament-games-log = Партии

## Таблица
tournament-column-engine = Движок
tournament-column-points = Очки
tournament-column-games = Партии
tournament-column-wins = В
tournament-column-draws = Н
tournament-column-losses = П
tournament-score-line = Счёт { $first } против { $second }: { $wins } - { $losses } - { $draws }  [{ $score }] { $games }
tournament-elo-difference = Разница Elo { $elo } (95 %, пар партий: { $pairs })
tournament-sprt-status = SPRT ({ $elo0 }, { $elo1 }): LLR { $llr }, границы { $lower } и { $upper }: { $decision }
tournament-sprt-h1-accepted = H1 принята
tournament-sprt-h0-accepted = H0 принята
tournament-sprt-undecided = решения пока нет
tournament-sprt-games-counted = учтено партий
tournament-sprt-h0-bound = граница H0
tournament-sprt-h1-bound = граница H1
