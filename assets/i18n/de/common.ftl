# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = K
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = L
piece-letter-knight = S

count-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
