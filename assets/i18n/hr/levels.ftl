# Playing levels: what each is like, and the player's rating against them (app::levels).

level-beginner = Početnik: zna poteze, često ostavlja figure nebranjene
level-casual = Povremeni igrač: vidi izravne prijetnje, propušta većinu kombinacija
level-club = Klupski igrač: solidan u mirnim pozicijama, propušta taktiku od dva poteza
level-strong-club = Jak klupski igrač: kažnjava nebranjene figure, nalazi kratke kombinacije
level-expert = Stručnjak: precizan, rijetko propušta taktiku
level-master = Majstor: duboko računanje i malo netočnosti
level-grandmaster = Velemajstor: duboko i precizno računanje; kažnjava male netočnosti
level-your-rating = Vaš rejting protiv razina: { $rating } ± { $deviation } (partija: { $games })
level-play-suggested = Igraj na { $level }
level-suggested-hint = Razina koja bi vam trebala dati izjednačenu partiju, prema vašim rezultatima protiv razina (Glicko-2)
level-rated-after = Partije protiv razine se boduju; razina se predlaže nakon 3 partije
