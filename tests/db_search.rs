//! Header search, position search (transpositions, en passant, arrivals past the index) and
//! the opening explorer, against counts computed independently with python-chess
//! (`tests/fixtures/db/reference.py` wrote `reference.tsv`); and the list and edit functions
//! a GUI uses.

use std::path::{Path, PathBuf};

use tempo::{
    chess::Position,
    db::{
        Database, DbError, GameFilter, ImportOptions, SortKey,
        filter::{parse_date, parse_eco_range, parse_result},
    },
    formats::pgn::{GameResult, read_all},
};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/db");

fn fixture(name: &str) -> PathBuf {
    Path::new(FIXTURES).join(name)
}

/// Both fixture files imported into a fresh database.
fn fixture_db() -> (tempfile::TempDir, Database) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let mut db =
        Database::create_or_open(&dir.path().join("games.db")).unwrap_or_else(|e| panic!("{e}"));
    for name in ["corpus.pgn", "transpositions.pgn"] {
        let summary = db
            .import_file(&fixture(name), &ImportOptions::default(), &mut |_| {})
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(summary.progress.skipped, 0, "{name}");
    }
    (dir, db)
}

/// A reference filter spec: `name=value` items joined by `|`.
fn parse_spec(spec: &str) -> GameFilter {
    let mut filter = GameFilter::default();
    for item in spec.split('|').filter(|s| !s.is_empty()) {
        let (name, value) = item
            .split_once('=')
            .unwrap_or_else(|| panic!("bad spec item {item}"));
        let value = value.to_owned();
        match name {
            "white" => filter.white = Some(value),
            "black" => filter.black = Some(value),
            "player" => filter.player = Some(value),
            "event" => filter.event = Some(value),
            "result" => {
                filter.result = Some(parse_result(&value).unwrap_or_else(|e| panic!("{e}")))
            }
            "eco" => filter.eco = Some(parse_eco_range(&value).unwrap_or_else(|e| panic!("{e}"))),
            "min_elo" => filter.min_elo = value.parse().ok(),
            "from" => {
                filter.from = Some(parse_date(&value, false).unwrap_or_else(|e| panic!("{e}")))
            }
            "to" => filter.to = Some(parse_date(&value, true).unwrap_or_else(|e| panic!("{e}"))),
            other => panic!("unknown spec item {other}"),
        }
    }
    filter
}

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn counts_and_explorer_agree_with_python_chess() {
    let reference = std::fs::read_to_string(fixture("reference.tsv"))
        .unwrap_or_else(|e| panic!("reference.tsv: {e}"));
    let (_dir, db) = fixture_db();
    let mut checked = 0;
    for line in reference.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [kind, fen, spec, expected] = fields[..] else {
            panic!("bad reference line {line}");
        };
        let filter = parse_spec(spec);
        let pos = (fen != "-").then(|| position(fen));
        match kind {
            "count" => {
                let n = db
                    .count_games(&filter, pos.as_ref())
                    .unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(n.to_string(), expected, "{line}");
                let listed = db
                    .list_games(&filter, pos.as_ref(), SortKey::Id, false, 0, u64::MAX)
                    .unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(listed.len() as u64, n, "{line}");
            }
            "explore" => {
                let Some(pos) = pos else {
                    panic!("explore without a position: {line}");
                };
                let moves = db.explore(&pos, &filter).unwrap_or_else(|e| panic!("{e}"));
                let text: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        format!(
                            "{} {} {} {} {}",
                            m.san, m.games, m.white_wins, m.draws, m.black_wins
                        )
                    })
                    .collect();
                assert_eq!(text.join(";"), expected, "{line}");
            }
            other => panic!("unknown reference kind {other}"),
        }
        checked += 1;
    }
    assert!(checked > 400, "only {checked} reference lines");
}

/// The fixture's named games, by White's name.
fn found(db: &Database, fen: &str) -> Vec<String> {
    db.list_games(
        &GameFilter::default(),
        Some(&position(fen)),
        SortKey::Id,
        false,
        0,
        u64::MAX,
    )
    .unwrap_or_else(|e| panic!("{e}"))
    .into_iter()
    .filter(|row| row.event.contains("Test"))
    .map(|row| row.white)
    .collect()
}

#[test]
fn transpositions_en_passant_and_deep_arrivals() {
    let (_dir, db) = fixture_db();
    // The Nimzo-Indian by 1. d4 and by 1. c4, and by a game that reaches it at ply 30,
    // past the index.
    assert_eq!(
        found(
            &db,
            "rnbqk2r/pppp1ppp/4pn2/8/1bPP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4"
        ),
        ["Nimzo, Aron", "English, Carl", "Dancer, Hugo"]
    );
    assert_eq!(
        found(
            &db,
            "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"
        ),
        ["Reti, Dora", "Queen, Emil"]
    );
    // The same placement: with an en-passant capture possible, and without.
    assert_eq!(
        found(
            &db,
            "rnbqkbnr/ppp1pppp/8/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq d6 0 4"
        ),
        ["Passant, Finn"]
    );
    assert_eq!(
        found(
            &db,
            "rnbqkbnr/ppp1pppp/8/3pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 5"
        ),
        ["Slow, Gina"]
    );
    // The deep game's move at its first arrival counts in the explorer.
    let moves = db
        .explore(
            &position("rnbqk2r/pppp1ppp/4pn2/8/1bPP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4"),
            &GameFilter {
                event: Some("deep trans".into()),
                ..GameFilter::default()
            },
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(moves.len(), 1);
    assert_eq!(
        (moves[0].san.as_str(), moves[0].games, moves[0].draws),
        ("Bd2", 1, 1)
    );
    assert_eq!(moves[0].average_elo, Some(2100.0));
}

#[test]
fn lists_sort_page_and_filter() {
    let (_dir, db) = fixture_db();
    let all = GameFilter::default();
    let total = db.count_games(&all, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(total, 307);
    let by_elo = db
        .list_games(&all, None, SortKey::WhiteElo, true, 0, 10)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(by_elo.len(), 10);
    assert!(by_elo.windows(2).all(|w| w[0].white_elo >= w[1].white_elo));
    let page = db
        .list_games(&all, None, SortKey::WhiteElo, true, 5, 5)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(page, by_elo[5..]);
    let by_white = db
        .list_games(&all, None, SortKey::White, false, 0, u64::MAX)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        by_white
            .windows(2)
            .all(|w| w[0].white.to_lowercase() <= w[1].white.to_lowercase())
    );
    let draws = GameFilter {
        result: Some(GameResult::Draw),
        player: Some("NIMZO".into()),
        ..GameFilter::default()
    };
    let rows = db
        .list_games(&draws, None, SortKey::Date, false, 0, u64::MAX)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0].white.as_str(), rows[0].date_text().as_str()),
        ("English, Carl", "2020.01.02")
    );
}

#[test]
fn games_are_replaced_deleted_and_copied() {
    let (dir, mut db) = fixture_db();
    let id = 301; // the first transposition game
    let mut game = db.load_game(id).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.tags.get("White"), Some("Nimzo, Aron"));
    game.tags.set("White", "Renamed, Player");
    let replacement = read_all("[White \"Renamed, Player\"]\n\n1. e4 e5 2. Nf3 *\n");
    let Some(Ok(replacement)) = replacement.into_iter().next() else {
        panic!("replacement game");
    };
    db.replace_game(id, &replacement)
        .unwrap_or_else(|e| panic!("{e}"));
    let loaded = db.load_game(id).unwrap_or_else(|e| panic!("{e}"));
    assert!(loaded.same_as(&replacement));
    // The old moves are gone from the position index, the new ones are in.
    let nimzo = position("rnbqk2r/pppp1ppp/4pn2/8/1bPP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4");
    let renamed = GameFilter {
        white: Some("renamed".into()),
        ..GameFilter::default()
    };
    assert_eq!(db.count_games(&renamed, Some(&nimzo)).unwrap_or(99), 0);
    let open_game = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    assert_eq!(db.count_games(&renamed, Some(&open_game)).unwrap_or(0), 1);
    // Replacing a game by a copy of another is refused and changes nothing.
    let other = db.load_game(302).unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(
        db.replace_game(id, &other),
        Err(DbError::Duplicate { id: 302, .. })
    ));
    // Copy two games to a new database, then delete them here.
    let mut target =
        Database::create_or_open(&dir.path().join("copy.db")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(db.copy_games(&[id, 302], &mut target).ok(), Some((2, 0)));
    assert_eq!(db.copy_games(&[id], &mut target).ok(), Some((0, 1)));
    assert_eq!(db.delete_games(&[id, 302, 99_999]).ok(), Some(2));
    assert!(matches!(db.load_game(id), Err(DbError::NoSuchGame { .. })));
    assert_eq!(db.count_games(&renamed, Some(&open_game)).unwrap_or(9), 0);
    assert_eq!(
        db.count_games(&GameFilter::default(), None).unwrap_or(0),
        305
    );
    assert_eq!(
        target.count_games(&renamed, Some(&open_game)).unwrap_or(0),
        1
    );
}

#[test]
fn an_import_stops_when_cancelled() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let mut db =
        Database::create_or_open(&dir.path().join("games.db")).unwrap_or_else(|e| panic!("{e}"));
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let options = ImportOptions {
        batch_games: 50,
        cancel: Some(cancel.clone()),
    };
    let summary = db
        .import_file(&fixture("corpus.pgn"), &options, &mut |event| {
            if let tempo::db::ImportEvent::Progress(p) = event
                && p.imported >= 100
            {
                cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        })
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(summary.cancelled);
    let stored = db.game_count().unwrap_or(0);
    assert!((100..300).contains(&stored), "{stored} games stored");
    assert_eq!(stored, summary.progress.imported);
}

/// The games a filter keeps in an order, as SQL's `ORDER BY` over the games table gives them
/// (absent fields first, ties by id, the whole order reversed when descending): the
/// reference for the header slots, which filter and sort in memory.
fn sql_order(db: &Database, conditions: &str, column: &str, descending: bool) -> Vec<i64> {
    let direction = if descending { "DESC" } else { "ASC" };
    let sql = format!(
        "SELECT g.id FROM games g LEFT JOIN players w ON w.id = g.white \
         LEFT JOIN players b ON b.id = g.black LEFT JOIN events e ON e.id = g.event \
         WHERE 1{conditions} ORDER BY {column} {direction}, g.id {direction}"
    );
    let conn = db.connection();
    let mut st = conn.prepare(&sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    st.query_map([], |r| r.get(0))
        .and_then(|rows| rows.collect::<Result<Vec<i64>, _>>())
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// Every order, both ways, under filters of every kind, agrees with SQL over the games
/// table, before and after games are replaced and deleted (which rewrite their slots).
#[test]
fn header_slots_filter_and_sort_as_sql_does() {
    let (_dir, mut db) = fixture_db();
    let orders = [
        (SortKey::Id, "g.id"),
        (SortKey::Date, "g.date"),
        (SortKey::White, "w.name_key"),
        (SortKey::Black, "b.name_key"),
        (SortKey::Event, "e.name_key"),
        (SortKey::Result, "g.result"),
        (SortKey::WhiteElo, "g.white_elo"),
        (SortKey::BlackElo, "g.black_elo"),
        (SortKey::Eco, "g.eco"),
        (SortKey::Plies, "g.plies"),
    ];
    let players = |prefix: &str| {
        format!(
            "(SELECT id FROM players WHERE name_key >= '{prefix}' AND name_key < '{prefix}\u{10FFFF}')"
        )
    };
    let filters = [
        (GameFilter::default(), String::new()),
        (
            GameFilter {
                player: Some("Ca".into()),
                ..GameFilter::default()
            },
            format!(" AND (g.white IN {0} OR g.black IN {0})", players("ca")),
        ),
        (
            GameFilter {
                white: Some("n".into()),
                result: Some(GameResult::WhiteWins),
                ..GameFilter::default()
            },
            format!(" AND g.white IN {} AND g.result = 1", players("n")),
        ),
        (
            GameFilter {
                min_elo: Some(2000),
                max_elo: Some(2600),
                eco: Some((100, 299)),
                ..GameFilter::default()
            },
            " AND g.white_elo >= 2000 AND g.black_elo >= 2000 AND g.white_elo <= 2600 \
             AND g.black_elo <= 2600 AND g.eco >= 100 AND g.eco <= 299"
                .to_owned(),
        ),
        (
            GameFilter {
                from: Some(19_900_000),
                to: Some(20_159_999),
                min_plies: Some(40),
                max_plies: Some(120),
                ..GameFilter::default()
            },
            " AND g.date >= 19900000 AND g.date <= 20159999 AND g.plies >= 40 \
             AND g.plies <= 120"
                .to_owned(),
        ),
    ];
    let check = |db: &Database, stage: &str| {
        let mut nonempty = 0;
        for (filter, conditions) in &filters {
            let all = sql_order(db, conditions, "g.id", false);
            nonempty += usize::from(!all.is_empty());
            let counted = db
                .count_games(filter, None)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(counted, all.len() as u64, "{stage}: {filter:?}");
            for (sort, column) in orders {
                for descending in [false, true] {
                    let ids = db
                        .sorted_ids(filter, None, sort, descending)
                        .unwrap_or_else(|e| panic!("{e}"));
                    let expected = sql_order(db, conditions, column, descending);
                    assert_eq!(
                        ids, expected,
                        "{stage}: {filter:?} by {sort:?} {descending}"
                    );
                }
            }
        }
        assert_eq!(
            nonempty,
            filters.len(),
            "{stage}: every filter keeps some games"
        );
    };
    check(&db, "imported");
    let replacement = read_all(
        "[White \"Aardvark, Abe\"]\n[Black \"Carlsen, Magnus\"]\n[Date \"1999.??.??\"]\n\
         [WhiteElo \"2100\"]\n[BlackElo \"2500\"]\n[ECO \"B01\"]\n\n1. e4 d5 2. exd5 1-0\n",
    );
    let Some(Ok(replacement)) = replacement.into_iter().next() else {
        panic!("replacement game");
    };
    db.replace_game(12, &replacement)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(db.delete_games(&[1, 5, 307]).ok(), Some(3));
    check(&db, "edited");
}

/// A file whose games another program added or deleted (SQLite's shell, say), or whose header
/// slots are damaged (a block far out of range), has its slots remade from the games table
/// when it is next opened.
#[test]
fn header_slots_are_remade_after_changes_by_another_program() {
    let (dir, db) = fixture_db();
    db.connection()
        .execute_batch(
            "DELETE FROM games WHERE id IN (3, 4); UPDATE games SET id = 1000 WHERE id = 10; \
             INSERT INTO game_headers(block, slots) VALUES(1099511627776, x'00');",
        )
        .unwrap_or_else(|e| panic!("{e}"));
    drop(db);
    let db = Database::open(&dir.path().join("games.db")).unwrap_or_else(|e| panic!("{e}"));
    let all = GameFilter::default();
    assert_eq!(db.count_games(&all, None).ok(), Some(305));
    for descending in [false, true] {
        let ids = db
            .sorted_ids(&all, None, SortKey::Date, descending)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(ids, sql_order(&db, "", "g.date", descending));
        assert!(ids.contains(&1000) && !ids.contains(&10) && !ids.contains(&3));
    }
}
