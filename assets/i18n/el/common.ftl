# Texts shared by several views (see en/common.ftl for the conventions).

piece-letter-king = Ρ
piece-letter-queen = Β
piece-letter-rook = Π
piece-letter-bishop = Α
piece-letter-knight = Ι

count-games = { $count ->
    [one] { $count } παρτίδα
   *[other] { $count } παρτίδες
}
