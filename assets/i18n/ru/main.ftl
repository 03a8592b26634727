# Главное окно: вопросы, конец партии, партия на паузе, уведомления, боковая панель,
# список ходов, доска, редактор тегов и «О программе».
main-resign-title = Сдать партию?
main-resign-text = Партия закончится, и ваш соперник победит.
main-resign = Сдаться
main-keep-playing = Продолжить игру
main-replace-title = Покинуть текущую партию?
main-replace-text = { $count ->
    [one] Партия { $white } — { $black } не окончена ({ $count } ход). Она сохранена: Правка, Отменить (Ctrl+Z) вернёт её.
    [few] Партия { $white } — { $black } не окончена ({ $count } хода). Она сохранена: Правка, Отменить (Ctrl+Z) вернёт её.
    [many] Партия { $white } — { $black } не окончена ({ $count } ходов). Она сохранена: Правка, Отменить (Ctrl+Z) вернёт её.
   *[other] Партия { $white } — { $black } не окончена ({ $count } хода). Она сохранена: Правка, Отменить (Ctrl+Z) вернёт её.
}
main-open-other-game = Открыть другую партию
main-game-over = Партия окончена
main-new-game = Новая партия
main-resume-text = { $count ->
    [one] Ваша партия { $white } — { $black } не была окончена ({ $count } ход). Она на паузе; часы стоят.
    [few] Ваша партия { $white } — { $black } не была окончена ({ $count } хода). Она на паузе; часы стоят.
    [many] Ваша партия { $white } — { $black } не была окончена ({ $count } ходов). Она на паузе; часы стоят.
   *[other] Ваша партия { $white } — { $black } не была окончена ({ $count } хода). Она на паузе; часы стоят.
}
main-continue-game = Продолжить партию
main-discard = Отбросить
main-discard-hint = Ctrl+Z вернёт её

# Уведомления.
main-tournaments-unreadable = Не удалось прочитать список турниров: { $error }
main-unfinished-tournament = Незавершённый турнир можно продолжить (меню «Движки»): { $tournament }
main-training-unreadable = Не удалось прочитать прогресс тренировки, он не сохраняется: { $error }
main-last-game-unreadable = Не удалось прочитать последнюю партию: { $error }
main-no-such-file = Не удалось открыть { $path }: такого файла нет
main-argument-not-fen = «{ $argument }» — недопустимая FEN: { $error }
main-position-set-up = Позиция расставлена (два игрока; анализируйте или доиграйте её)
main-cannot-set-up = Не удалось расставить позицию: { $error }
main-fen-copied = FEN скопирована
main-not-your-move = Сейчас не ваш ход
main-not-a-fen = Недопустимая FEN: { $error }
main-paste-not-understood = Вставленный текст не содержит ни FEN, ни партии PGN
main-cannot-read-pgn = Не удалось прочитать PGN: { $error }
main-nothing-to-undo = Нет заменённой партии, которую можно вернуть
main-cannot-undo = Не удалось вернуть партию: { $error }
main-game-back = Предыдущая партия возвращена (ещё раз Ctrl+Z, чтобы вернуться)
main-game-resumed = Партия продолжена
main-no-clocks = В этой партии нет часов

# Боковая панель.
main-material-difference = Разница в материале
main-white-clock = Часы белых
main-black-clock = Часы чёрных
main-engine-starting = Запуск { $engine }…
main-engine-thinking = { $engine } думает…
main-engine-eval = оценка { $score }
main-engine-depth = глубина { $depth }
main-engine-nodes = узлов: { $nodes }
main-viewing-move = Показан ход { $number } из { $total } — нажмите End, чтобы вернуться
main-white-to-move = Ход белых
main-black-to-move = Ход чёрных
main-type-move-hint = Введите ход: e4, Nf3, e2e4
main-play = Ходить
main-new-game-hint = Начать новую партию
main-take-back = Взять назад
main-take-back-hint = Взять назад свой последний ход
main-hint = Подсказка
main-hint-hint = Показать предложение движка стрелкой
main-agree-draw = Согласиться на ничью
main-offer-draw = Предложить ничью
main-offer-draw-hint = Предложить сопернику ничью
main-resign-button = Сдаться…
main-resign-hint = Сдать партию (с подтверждением)
main-first-move-hint = Первый ход (Home)
main-previous-move-hint = Предыдущий ход (←)
main-next-move-hint = Следующий ход (→)
main-last-move-hint = Последний ход (End)
main-flip = Перевернуть
main-flip-hint = Перевернуть доску
main-copy-fen = Копировать FEN
main-copy-fen-hint = Копировать позицию в виде FEN

# Список ходов.
main-opening-hint = Дебют показанной позиции (самый глубокий известный на её линии)
main-no-moves = Ходов пока нет
main-comment-after = Комментарий после { $san }
main-comment-before-first = Комментарий перед первым ходом
main-comment-hint = Комментарий
main-save-comment = Сохранить комментарий
main-promote-variation = Поднять вариант
main-make-main-line = Сделать главной линией
main-delete-variation = Удалить вариант
main-delete-from-here = Удалить отсюда
main-edit-comment = Изменить комментарий…

# Редактор тегов.
main-tags-title = Теги партии
main-tags-remove-hint = Удалить тег { $tag }
main-tags-new-tag = Новый тег
main-tags-value = Значение
main-tags-add = Добавить тег
main-tags-saved-with-game = Теги сохраняются вместе с партией (меню «Партия», «Сохранить»).

# О программе.
main-about-title = О программе Tempo
main-about-summary = Играйте в шахматы с компьютером, анализируйте позиции, просматривайте партии PGN.
main-about-build = Сборка
main-about-build-text = { $target } ({ $profile }), коммит { $commit }
main-about-licence = Лицензия
main-about-bundled = Включённые материалы
main-about-dejavu-text = Текст лицензии шрифтов DejaVu
main-about-piece-glyphs = Значки фигур: DejaVu Sans (подмножество в assets/fonts)
main-about-piece-glyphs-licence = Лицензия шрифтов Bitstream Vera / DejaVu (свободная)
main-about-font-ubuntu = Шрифты интерфейса: Ubuntu Light
main-about-font-ubuntu-licence = Ubuntu Font Licence 1.0
main-about-font-hack = Шрифты интерфейса: Hack
main-about-font-hack-licence = MIT / лицензия Bitstream Vera
main-about-font-emoji = Шрифты интерфейса: Noto Emoji
main-about-font-emoji-licence = SIL Open Font Licence 1.1
main-about-font-icons = Шрифты интерфейса: emoji-icon-font, значки egui
main-about-font-icons-licence = MIT / SIL OFL 1.1
main-about-openings = Названия дебютов (assets/eco) и дебютная книга (books/tempo.bin)
main-about-openings-licence = lichess chess-openings, CC0 1.0 (общественное достояние)
main-about-own-work = Значок программы, звуки (синтезируются при запуске), нейросеть
main-about-own-work-licence = Собственная работа Tempo, MIT OR Apache-2.0

# Доступные имена доски (их читают программы экранного доступа).
main-square-picked = { $square }, взята
main-square-legal-target = { $square }, возможный ход
main-board-cursor = доска: { $square }
main-promote-to-queen = превратить в ферзя
main-promote-to-rook = превратить в ладью
main-promote-to-bishop = превратить в слона
main-promote-to-knight = превратить в коня
