# The analysis section, the game review, the evaluation bar and the opening book.

# The analysis section and menu.
analysis-menu-start = Анализировать позицию (A)
analysis-menu-stop = Остановить анализ (A)
analysis-menu-review = Разбор партии…
analysis-start = Анализ
analysis-start-tip = Анализировать показанную позицию (A)
analysis-stop = Стоп
analysis-stop-tip = Остановить анализ (A)
analysis-no-engine = Нет движка: добавьте его для анализа
analysis-add-engine = Добавить движок
analysis-add-engine-tip = Анализ ещё одним движком (до { $count }), у каждого свои линии, потоки и цвет стрелок
analysis-add-engine-full = Одновременно анализируют не более { $count } движков
analysis-lines =
    { $count ->
        [one] { $count } линия
        [few] { $count } линии
       *[other] { $count } линий
    }
analysis-lines-tip = Сколько лучших линий показывает этот движок (MultiPV)
analysis-remove-tip = Убрать этот движок из анализа
analysis-restart = Перезапустить
analysis-restart-tip = Снова запустить этот движок
analysis-resume-tip = Продолжить анализ этим движком
analysis-pause-tip = Приостановить этот движок (его ядра получат остальные)
analysis-line-label = линия анализа { $line }
analysis-engine-line-label = движок { $engine } линия { $line }
analysis-engine-tip-first = Движок этой панели; первый также разбирает партии
analysis-engine-tip = Движок этой панели
analysis-one-thread = 1 поток
analysis-one-thread-tip = У этого движка нет параметра Threads: он решает сам
analysis-threads = { $count } пот.
analysis-threads-auto = { $count } пот. авто
analysis-fair-share = Поровну
analysis-threads-tip = Потоки этого движка. «Поровну» делит { $cores } ядер этой машины между работающими движками (не меньше одного на каждый)
analysis-off = Выкл.
analysis-starting = Запуск…
analysis-status-starting = запуск…
analysis-checkmate = Мат
analysis-stalemate = Пат
analysis-status-paused = на паузе
analysis-depth = глубина { $depth }
analysis-nps = { $speed } у/с
analysis-nodes = { $nodes } узлов
analysis-hash = хеш { $percent } %
analysis-done = готово
analysis-line-tip = Щёлкните, чтобы сыграть первый ход; линия показана стрелками
analysis-evaluation = оценка { $value }
analysis-paused-for-review = Пауза на время разбора партии
analysis-paused-for-engine = Пауза, пока ходит движок
analysis-play-at-end = Ходы анализа делаются в конце партии (нажмите End)
analysis-not-your-move = Сейчас не ваш ход

# The game review.
analysis-review-title = Разбор партии
analysis-review-explain =
    { $count ->
        [one] Проверяет { $count } позицию партии движком { $engine } (движок выбирается в разделе анализа).
        [few] Проверяет все { $count } позиции партии движком { $engine } (движок выбирается в разделе анализа).
       *[other] Проверяет все { $count } позиций партии движком { $engine } (движок выбирается в разделе анализа).
    }
analysis-review-no-engine-name = нет
analysis-review-time-per-position = Время на позицию
analysis-review-depth = Глубина
analysis-suffix-seconds = { " с" }
analysis-review-about = Всего около { $seconds } с
analysis-review-start = Начать разбор
analysis-review-progress = Разбор движком { $engine }: { $done } из { $count } позиций
analysis-review-finished = Разбор завершён за { $seconds } с
analysis-review-stopped = Разбор прерван: { $error }
analysis-review-cancelled = Разбор отменён
analysis-review-no-moves = В партии нет ходов для разбора
analysis-review-engine-busy = Дождитесь хода движка
analysis-review-no-engine = Нет движка для разбора
analysis-review-graph = график оценки
analysis-review-graph-start = Начало
analysis-review-graph-white = Белые { $percent } %
analysis-review-graph-line = Шансы белых на победу
analysis-review-graph-equal = равенство
analysis-review-graph-shown = показано
analysis-review-accuracy-white = Точность белых
analysis-review-accuracy-black = Точность чёрных
analysis-review-annotate = Записать в партию
analysis-review-annotate-tip = Добавляет ?!, ?, ?? с комментариями, [%eval] и линии движка
analysis-review-close = Закрыть разбор
analysis-review-lost-white = Белые: { $judgement }, потеряно { $points } пунктов шансов на победу
analysis-review-lost-black = Чёрные: { $judgement }, потеряно { $points } пунктов шансов на победу
analysis-review-was-best = лучше было { $better }
analysis-review-click-hint = Щёлкните график или отмеченный ход, чтобы перейти туда
analysis-judgement-best = лучший
analysis-judgement-good = хороший
analysis-judgement-inaccuracy = неточность
analysis-judgement-mistake = ошибка
analysis-judgement-blunder = грубая ошибка
analysis-count-inaccuracies =
    { $count ->
        [one] { $count } неточность
        [few] { $count } неточности
       *[other] { $count } неточностей
    }
analysis-count-mistakes =
    { $count ->
        [one] { $count } ошибка
        [few] { $count } ошибки
       *[other] { $count } ошибок
    }
analysis-count-blunders =
    { $count ->
        [one] { $count } грубая ошибка
        [few] { $count } грубые ошибки
       *[other] { $count } грубых ошибок
    }

# The opening book section.
analysis-book-title = Дебютная книга
analysis-book = Книга
analysis-book-shipped = Книга Tempo (встроенная)
analysis-book-choose = Выбрать файл книги…
analysis-book-reading = Чтение книги…
analysis-book-no-moves = В этой позиции нет ходов из книги
analysis-book-play-move = Сделать этот ход
analysis-book-move = ход из книги { $san }
analysis-book-weight = вес { $weight }
analysis-book-learn = обучение { $learn }

# A line's win/draw/loss chances and, for MCTS, its share of the visits.
analysis-wdl-tip = Победа { $win } %, ничья { $draw } %, поражение { $loss } % (за белых)
analysis-visit-share = { $share } % посещений поиска
