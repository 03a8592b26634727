//! The training screens of the screenshot script (`gui/script.rs`, feature `script`): the
//! puzzle trainer at start, after a wrong move, on the way and solved; a repertoire drill
//! after a wrong answer; the deviation report. They run over a sample database made afresh
//! (a few games of "Ann" and the Opera game with one stored puzzle) and a small EPD file.

use std::path::PathBuf;

use super::TrainingAction;
use crate::{
    app::training::{pool::SetSource, puzzle_trainer::Solving, trainer::AttemptState},
    chess::{Color, Move, Position},
    db::{Database, puzzles::StoredPuzzle},
    formats::pgn::read_all,
    gui::{actions::Action, app::TempoApp, database::DatabaseAction, script::Shot},
};

/// The training screens, after the general ones.
pub(crate) const SHOTS: [Shot; 6] = [
    Shot {
        name: "22-puzzle-trainer",
        prepare: open_trainer,
        later: show_database_puzzle,
        ready: trainer_ready,
    },
    Shot {
        name: "23-trainer-wrong-move",
        prepare: wrong_move,
        later: |_| {},
        ready: wrong_shown,
    },
    Shot {
        name: "24-trainer-right-move",
        prepare: first_move,
        later: |_| {},
        ready: first_reply_shown,
    },
    Shot {
        name: "25-trainer-solved",
        prepare: second_move,
        later: mate,
        ready: second_reply_shown,
    },
    Shot {
        name: "26-repertoire-drill",
        prepare: open_drill,
        later: drill_wrong_answer,
        ready: drill_counted,
    },
    Shot {
        name: "27-deviation-report",
        prepare: open_report,
        later: |_| {},
        ready: report_done,
    },
];

/// The Opera game (Morphy, Paris 1858); its finish from move 15 is the stored puzzle.
const OPERA_GAME: &str = "[Event \"Paris\"]\n[Date \"1858.??.??\"]\n[White \"Paul Morphy\"]\n\
[Black \"Duke Karl / Count Isouard\"]\n[Result \"1-0\"]\n\n\
1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 \
9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 \
15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";

/// The puzzle's ply in the Opera game and its solution.
const PUZZLE_PLY: usize = 28;
const PUZZLE_LINE: [&str; 5] = ["Bxd7+", "Nxd7", "Qb8+", "Nxb8", "Rd8#"];

/// Games of Ann for the deviation report.
const ANN_GAMES: [&str; 4] = [
    "[White \"Ann\"]\n[Black \"Ben\"]\n[Date \"2026.03.01\"]\n[Result \"1-0\"]\n\n\
     1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 1-0",
    "[White \"Ann\"]\n[Black \"Cleo\"]\n[Date \"2026.03.08\"]\n[Result \"1/2-1/2\"]\n\n\
     1. e4 e6 2. d4 d5 3. Nc3 Bb4 1/2-1/2",
    "[White \"Ann\"]\n[Black \"Dan\"]\n[Date \"2026.04.12\"]\n[Result \"0-1\"]\n\n\
     1. e4 c5 2. Nc3 Nc6 3. g3 g6 0-1",
    "[White \"Ann\"]\n[Black \"Eve\"]\n[Date \"2026.05.02\"]\n[Result \"1-0\"]\n\n\
     1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5+ 1-0",
];

/// The White repertoire of the drill and the report.
const WHITE_REPERTOIRE: &str = "1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6 3. d4) 3. d4) \
    (1... e6 2. d4 d5 3. Nc3) 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *";

/// Problems of the EPD set: a back-rank mate and Morphy's mate in two.
const SAMPLE_EPD: &str = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"back rank\";\n\
    kbK5/pp6/1P6/8/8/8/8/R7 w - - bm Ra6; dm 2; id \"Morphy 1858\";\n";

fn push(app: &mut TempoApp, action: TrainingAction) {
    app.push_action(Action::Training(action));
}

fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(name)
}

/// The sample database: Ann's games, the Opera game and its stored puzzle.
fn sample_database() -> Result<PathBuf, String> {
    let path = scratch("tempo-screenshot-training.db");
    for suffix in ["", "-wal", "-shm"] {
        let mut name = path.clone().into_os_string();
        name.push(suffix);
        // Best effort: a leftover from an earlier run.
        let _ = std::fs::remove_file(PathBuf::from(name));
    }
    let mut db = Database::create_or_open(&path).map_err(|e| e.to_string())?;
    for text in ANN_GAMES {
        for game in read_all(text) {
            db.add_game(&game.map_err(|e| e.to_string())?)
                .map_err(|e| e.to_string())?;
        }
    }
    let opera = read_all(OPERA_GAME)
        .into_iter()
        .next()
        .ok_or("no Opera game")?
        .map_err(|e| e.to_string())?;
    let id = db
        .add_game(&opera)
        .map_err(|e| e.to_string())?
        .ok_or("the Opera game was not added")?;
    let mut pos = Position::startpos();
    for m in opera.mainline_moves().take(PUZZLE_PLY) {
        pos.play_unchecked(m);
    }
    let fen = pos.to_fen();
    let mut solution = Vec::new();
    for san in PUZZLE_LINE {
        let m = pos.parse_san(san).map_err(|e| e.to_string())?;
        solution.push(pos.move_to_uci(m));
        pos.play_unchecked(m);
    }
    let puzzle = StoredPuzzle {
        id: 0,
        game: Some(id),
        ply: PUZZLE_PLY as i64,
        fen,
        solution: solution.join(" "),
        themes: "mateIn3 sacrifice".into(),
        rating: 1600,
        kind: "punish".into(),
        player: "Duke Karl / Count Isouard".into(),
        mistake: "Qe6".into(),
    };
    db.record_puzzle_scan(id, "screenshots", &[puzzle])
        .map_err(|e| e.to_string())?;
    Ok(path)
}

/// Opens the sample database (window hidden) and its puzzles and the EPD set in the trainer.
pub fn open_trainer(app: &mut TempoApp) {
    let (db, epd) = match sample_database().and_then(|db| {
        let epd = scratch("tempo-screenshot-problems.epd");
        std::fs::write(&epd, SAMPLE_EPD).map_err(|e| e.to_string())?;
        Ok((db, epd))
    }) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("tempo: cannot make the training samples: {e}");
            return;
        }
    };
    app.push_action(Action::Database(DatabaseAction::Open(db.clone())));
    app.push_action(Action::Database(DatabaseAction::ToggleWindow));
    push(app, TrainingAction::LoadSet(SetSource::Database(db)));
    push(app, TrainingAction::LoadSet(SetSource::Epd(epd)));
}

/// Both sets are read and a puzzle is on the board.
pub fn trainer_ready(app: &TempoApp) -> bool {
    let t = &app.training;
    t.loading_sets().is_empty() && t.trainer.pool.sets().len() == 2 && t.trainer.current.is_some()
}

/// The database's puzzle on the board.
pub fn show_database_puzzle(app: &mut TempoApp) {
    let Some(set) = app.training.trainer.pool.sets().first().cloned() else {
        return;
    };
    push(
        app,
        TrainingAction::SetFilter(crate::app::training::pool::PuzzleFilter {
            set: Some(set),
            theme: None,
        }),
    );
    push(app, TrainingAction::NextPuzzle);
}

fn solving(app: &TempoApp) -> Option<&Solving> {
    app.training.trainer.current.as_ref()
}

/// The move `san` in the trainer's position.
fn trainer_move(app: &TempoApp, san: &str) -> Option<Move> {
    solving(app)?.attempt().position().parse_san(san).ok()
}

fn play(app: &mut TempoApp, san: &str) {
    match trainer_move(app, san) {
        Some(m) => push(app, TrainingAction::TrainerMove(m)),
        None => eprintln!("tempo: {san} does not fit the trainer's position"),
    }
}

/// A wrong move.
pub fn wrong_move(app: &mut TempoApp) {
    play(app, "h3");
}

/// The wrong move is shown.
pub fn wrong_shown(app: &TempoApp) -> bool {
    solving(app).is_some_and(|s| s.wrong_move().is_some())
}

/// Retry, then the first solution move.
pub fn first_move(app: &mut TempoApp) {
    push(app, TrainingAction::Retry);
    if let Some(m) = solving(app).and_then(|s| {
        // The retry is not applied yet: read the move from the puzzle's own position.
        s.puzzle().position.parse_san(PUZZLE_LINE[0]).ok()
    }) {
        push(app, TrainingAction::TrainerMove(m));
    }
}

/// The opponent's reply is on the board after `plies` moves.
fn replied(app: &TempoApp, plies: usize) -> bool {
    solving(app).is_some_and(|s| s.accepts_moves() && s.attempt().played().len() == plies)
}

/// After the first move and its reply.
pub fn first_reply_shown(app: &TempoApp) -> bool {
    replied(app, 2)
}

/// The second solution move.
pub fn second_move(app: &mut TempoApp) {
    play(app, PUZZLE_LINE[2]);
}

/// After the second move and its reply.
pub fn second_reply_shown(app: &TempoApp) -> bool {
    replied(app, 4)
}

/// The mate.
pub fn mate(app: &mut TempoApp) {
    play(app, PUZZLE_LINE[4]);
}

/// The puzzle is solved.
pub fn solved(app: &TempoApp) -> bool {
    solving(app).is_some_and(|s| s.attempt().state() == AttemptState::Solved)
}

/// The drill window with the White repertoire, its first question on the board.
pub fn open_drill(app: &mut TempoApp) {
    push(app, TrainingAction::ToggleTrainer);
    let path = scratch("tempo-screenshot-repertoire.pgn");
    if let Err(e) = std::fs::write(&path, WHITE_REPERTOIRE) {
        eprintln!("tempo: cannot write {}: {e}", path.display());
        return;
    }
    push(app, TrainingAction::ClearRepertoire(Color::White));
    push(app, TrainingAction::LoadRepertoire(Color::White, path));
    push(app, TrainingAction::DrillColor(Color::White));
    push(app, TrainingAction::ToggleDrill);
}

/// The database's counts are read.
pub fn drill_counted(app: &TempoApp) -> bool {
    let database = app.database.open.as_ref().map(|db| db.path().to_owned());
    app.training
        .counts(Color::White, database.as_deref())
        .is_some()
}

/// A drill line, answered wrongly at once.
pub fn drill_wrong_answer(app: &mut TempoApp) {
    push(app, TrainingAction::StartDrill);
    if let Ok(m) = Position::startpos().parse_san("d4") {
        push(app, TrainingAction::DrillMove(m));
    }
}

/// The report window over Ann's games.
pub fn open_report(app: &mut TempoApp) {
    push(app, TrainingAction::ToggleDrill);
    push(app, TrainingAction::ToggleReport);
    app.training.report.player = "Ann".into();
    push(app, TrainingAction::StartReport);
}

/// The report has ended with lines.
pub fn report_done(app: &TempoApp) -> bool {
    let report = &app.training.report;
    !report.running() && !report.lines.is_empty()
}
