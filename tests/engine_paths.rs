//! The app's engine path and the command line's give the same moves: "Tempo PVS" from the
//! engine catalogue run by an `EngineRunner` in-process (what the desktop app plays), and
//! `tempo uci` as a separate process through the UCI client (what `tempo match` and other
//! GUIs play). At a fixed node count both searches are deterministic, so over a whole game,
//! each searching every position in the same order, every move must be the same.
#![allow(clippy::unwrap_used)]

use tempo::{
    app::{engine_runner::EngineRunner, engines::builtin_engines},
    chess::{Move, Position},
    engine::{Engine, SearchLimits},
    uci::client::{EngineCommand, Timeouts, UciEngine},
};

/// Plies compared (the game stops earlier if it ends).
const PLIES: usize = 60;
/// Nodes per search: enough for real positional choices, quick enough for `make test`.
const NODES: u64 = 20_000;

#[test]
fn catalogue_runner_and_uci_process_play_the_same_moves() {
    let entry = builtin_engines()
        .into_iter()
        .find(|e| e.name == "Tempo PVS")
        .expect("the catalogue offers Tempo PVS");
    let mut app_path = EngineRunner::start(&entry, None);
    app_path
        .wait_until_started()
        .expect("the app's engine starts");

    let command = EngineCommand {
        program: env!("CARGO_BIN_EXE_tempo").into(),
        args: vec!["uci".to_owned()],
        working_dir: None,
    };
    let process = UciEngine::start(&command, Timeouts::default()).expect("tempo uci starts");
    let mut cli_path = EngineRunner::with_engine("tempo uci", Box::new(process) as Box<dyn Engine>);
    cli_path.wait_until_started().expect("tempo uci is up");

    // A non-trivial opening so the game is not the book's.
    let start =
        Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
            .unwrap();
    let mut moves: Vec<Move> = Vec::new();
    let mut position = start.clone();
    for ply in 0..PLIES {
        if !position.has_legal_moves() {
            break;
        }
        let limits = SearchLimits::nodes(NODES);
        let app_move = app_path
            .search_to_end(&start, &moves, limits.clone())
            .unwrap()
            .best;
        let cli_move = cli_path.search_to_end(&start, &moves, limits).unwrap().best;
        assert_eq!(
            app_move,
            cli_move,
            "ply {ply} of the game, {}: the app's engine and tempo uci chose differently",
            position.to_fen()
        );
        let Some(mv) = app_move else {
            break;
        };
        position = position.after(mv);
        moves.push(mv);
    }
    assert!(moves.len() >= 20, "only {} plies compared", moves.len());
}
