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
