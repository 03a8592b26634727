# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = A
piece-letter-knight = C

count-games = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}
