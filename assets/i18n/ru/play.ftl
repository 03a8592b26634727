# The new-game dialog and the board editor.

# The new-game dialog.
play-new-game = Новая партия
play-players = Игроки
play-vs-computer = против компьютера
play-two-players = Два игрока
play-computer-vs-computer = Компьютер против компьютера
play-no-engine = В эту версию ещё не встроен ни один движок.
play-you-play = Вы играете
play-random = Случайно
play-opening-book = Дебютная книга
play-engine-uses-book = Движок использует книгу
play-tempo-book = Книга Tempo
play-choose = Выбрать…
play-adjudication = Присуждение
play-time-control = Контроль времени
play-start-position = Начальная позиция
play-start-game = Начать партию
play-engine = Движок
play-white-engine = Движок белых
play-black-engine = Движок чёрных
play-strength = Сила
play-limit = Ограничить
play-full-strength = полная сила
play-untimed = Без часов
play-custom = Своё
play-suffix-minutes = { " мин" }
play-suffix-seconds = { " с" }
play-suffix-moves = { " ходов" }
play-suffix-centipawns = { " сп" }
play-start-standard = Стандартная
play-start-fen = Из FEN
play-start-960-random = Chess960 случайная
play-start-960-number = Chess960 №
play-paste-fen = вставьте FEN

# Adjudication of computer games.
play-resign-when = Сдача, когда оба движка видят
play-resign-tip = Проигрывающая сторона сдаётся, когда оценки обоих движков совпадают
play-for = в течение
play-draw-from-move = Ничья с хода
play-draw-tip = Ничья, когда оба движка считают позицию равной
play-within = в пределах
play-draw-after-move = Ничья после хода

# The board editor.
play-editor-title = Расстановка позиции
play-editor-valid = Позиция допустима
play-editor-invalid = Нельзя играть: { $error }
play-editor-play-from-here = Играть отсюда
play-editor-play-from-here-tip = Начать новую партию из этой позиции
play-editor-analyse = Анализировать позицию
play-editor-analyse-tip = Загрузить эту позицию как текущую партию
play-editor-clear = Очистить доску
play-editor-start-position = Начальная позиция
play-editor-flip = Перевернуть доску
play-editor-turn = Очередь хода
play-editor-white-to-move = Ход белых
play-editor-black-to-move = Ход чёрных
play-editor-castling = Рокировка
play-editor-castling-white = Белые { $castle }
play-editor-castling-black = Чёрные { $castle }
play-editor-en-passant = Взятие на проходе
play-editor-no-en-passant = нет
play-editor-move-number = Номер хода
play-editor-halfmove-clock = Счётчик полуходов
play-editor-halfmove-clock-tip = Полуходы после последнего взятия или хода пешкой (правило 50 ходов)
play-editor-help = Щёлкните поле, чтобы поставить выбранную фигуру (Стереть очищает поля), перетаскивайте фигуры на доску, с неё и по ней; правый щелчок убирает.
play-editor-erase = Стереть
play-editor-erase-tip = Стереть: щёлкнутые поля становятся пустыми
play-editor-palette = палитра: { $piece }
play-editor-square = поле редактора { $square }
