# Playing levels: what each is like, and the player's rating against them (app::levels).

level-beginner = Anfänger: kennt die Züge, lässt oft Figuren ungedeckt
level-casual = Gelegenheitsspieler: sieht direkte Drohungen, übersieht die meisten Kombinationen
level-club = Vereinsspieler: solide in ruhigen Stellungen, übersieht Taktik zwei Züge tief
level-strong-club = Starker Vereinsspieler: bestraft ungedeckte Figuren, findet kurze Kombinationen
level-expert = Experte: präzise, übersieht selten eine Taktik
level-master = Meister: tiefe Berechnung und wenige Ungenauigkeiten
level-grandmaster = Großmeister: tiefe, präzise Berechnung; bestraft kleine Ungenauigkeiten
level-your-rating = Ihre Wertung gegen die Stufen: { $rating } ± { $deviation } ({ $games } Partien)
level-play-suggested = Auf { $level } spielen
level-suggested-hint = Die Stufe, die eine ausgeglichene Partie verspricht, nach Ihren Ergebnissen gegen die Stufen (Glicko-2)
level-rated-after = Partien gegen eine Stufe werden gewertet; nach 3 Partien wird eine Stufe vorgeschlagen
