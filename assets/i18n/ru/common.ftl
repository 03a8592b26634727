# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = Кр
piece-letter-queen = Ф
piece-letter-rook = Л
piece-letter-bishop = С
piece-letter-knight = К

count-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}

# Words used by several views.
common-cancel = Отмена
common-close = Закрыть
common-save = Сохранить
common-open = Открыть
common-delete = Удалить
common-white = Белые
common-black = Чёрные
common-human = Человек
common-browse = Обзор…
common-add = Добавить
common-remove = Убрать
common-start = Начать
common-stop = Стоп
common-pause = Пауза
common-resume = Продолжить
common-name = Имя
