//! The MCTS engine through the `Engine` interface: mates, determinism, limits, reuse, threads
//! and a full arena. Uses a plain material evaluator so the tests do not depend on the HCE.

use std::{sync::mpsc::Receiver, time::Duration};

use tempo::{
    chess::{Move, Position, Role},
    engine::{Engine, EngineEvent, EventSink, Score, SearchInfo, SearchLimits},
    eval::{Eval, Evaluator},
    mcts::MctsEngine,
};

/// Material only, from the side to move.
#[derive(Clone, Debug, Default)]
struct Material;

impl Evaluator for Material {
    fn reset(&mut self, _: &Position) {}
    fn push(&mut self, _: &Position, _: Move, _: &Position) {}
    fn push_null(&mut self, _: &Position) {}
    fn pop(&mut self) {}
    fn evaluate(&mut self, pos: &Position) -> Eval {
        let us = pos.side_to_move();
        Role::ALL
            .iter()
            .map(|&r| {
                r.value()
                    * (pos.pieces(us, r).count() as i32 - pos.pieces(us.flip(), r).count() as i32)
            })
            .sum()
    }
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A material-only MCTS engine with `options` set (each must be accepted).
fn engine_with(options: &[(&str, &str)]) -> MctsEngine<Material> {
    let mut engine = MctsEngine::new(Material);
    for &(name, value) in options {
        engine
            .set_option(name, value)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    engine
}

/// Runs one search to the end; returns the infos and the best move.
fn search(
    engine: &mut dyn Engine,
    limits: SearchLimits,
) -> (Vec<SearchInfo>, Option<Move>, Option<Move>) {
    let (sink, rx) = EventSink::channel();
    engine
        .go(limits, sink)
        .unwrap_or_else(|e| panic!("go failed: {e}"));
    engine.wait();
    collect(&rx)
}

fn collect(rx: &Receiver<EngineEvent>) -> (Vec<SearchInfo>, Option<Move>, Option<Move>) {
    let mut infos = Vec::new();
    let mut bestmoves = Vec::new();
    while let Ok(event) = rx.try_recv() {
        match event {
            EngineEvent::Info(info) => infos.push(info),
            EngineEvent::BestMove { best, ponder } => bestmoves.push((best, ponder)),
            EngineEvent::Error(e) => panic!("engine error: {e}"),
        }
    }
    assert_eq!(bestmoves.len(), 1, "exactly one bestmove per go");
    let (best, ponder) = bestmoves[0];
    (infos, best, ponder)
}

fn last_score(infos: &[SearchInfo]) -> Option<Score> {
    infos.iter().rev().find_map(|i| i.score)
}

#[test]
fn finds_mate_in_two_with_few_playouts() {
    let mut engine = MctsEngine::new(Material);
    let p = pos("r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1");
    engine.set_position(&p, &[]);
    let (infos, best, _) = search(&mut engine, SearchLimits::nodes(20_000));
    let best = best.map(|m| p.san(m));
    assert_eq!(best.as_deref(), Some("Nf6+"));
    assert_eq!(last_score(&infos), Some(Score::Mate(2)));
}

#[test]
fn mated_side_reports_the_loss_and_stalemate_has_no_move() {
    let mut engine = MctsEngine::new(Material);
    // Black to move is mated in one whatever it does (back-rank).
    let p = pos("6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1");
    engine.set_position(&p, &[]);
    let (_, best, _) = search(&mut engine, SearchLimits::nodes(3_000));
    assert!(best.is_some());
    let stale = pos("7k/8/6QK/8/8/8/8/8 b - - 0 1");
    engine.set_position(&stale, &[]);
    let (infos, best, _) = search(&mut engine, SearchLimits::nodes(100));
    assert_eq!(best, None);
    assert_eq!(last_score(&infos), Some(Score::Cp(0)));
}

#[test]
fn single_thread_fixed_playouts_is_deterministic() {
    let p = pos("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    let mut runs = Vec::new();
    for _ in 0..2 {
        let mut engine = MctsEngine::new(Material);
        engine.set_position(&p, &[]);
        let (infos, best, ponder) = search(&mut engine, SearchLimits::nodes(5_000));
        let last = infos.last().cloned().unwrap_or_default();
        runs.push((best, ponder, last.nodes, last.score, last.pv, last.seldepth));
    }
    assert_eq!(runs[0], runs[1]);
    assert_eq!(runs[0].2, Some(5_000));
}

#[test]
fn an_engine_after_a_new_game_searches_as_a_new_engine() {
    // The search threads keep their leaf searchers between searches, with their histories
    // under `LeafKeepHistory`; a new game must leave nothing of the old one in them or
    // anywhere else.
    let p = pos("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    let other = pos("r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 b - - 0 10");
    let mut runs = Vec::new();
    for played_before in [false, true] {
        let mut engine = engine_with(&[("LeafKeepHistory", "1"), ("LeafDepth", "3")]);
        if played_before {
            engine.set_position(&other, &[]);
            search(&mut engine, SearchLimits::nodes(3_000));
            engine.new_game();
        }
        engine.set_position(&p, &[]);
        let (infos, best, ponder) = search(&mut engine, SearchLimits::nodes(5_000));
        let last = infos.last().cloned().unwrap_or_default();
        runs.push((best, ponder, last.nodes, last.score, last.pv, last.seldepth));
    }
    assert_eq!(runs[0], runs[1]);
}

#[test]
fn infinite_search_waits_for_stop_and_movetime_is_kept() {
    let mut engine = MctsEngine::new(Material);
    engine.set_position(&Position::startpos(), &[]);
    let (sink, rx) = EventSink::channel();
    let started = std::time::Instant::now();
    engine
        .go(SearchLimits::infinite(), sink)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        started.elapsed() < Duration::from_millis(200),
        "go returns at once"
    );
    std::thread::sleep(Duration::from_millis(150));
    assert!(engine.is_searching());
    engine.stop();
    engine.wait();
    let (_, best, _) = collect(&rx);
    assert!(best.is_some());

    let started = std::time::Instant::now();
    let (_, best, _) = search(
        &mut engine,
        SearchLimits::movetime(Duration::from_millis(200)),
    );
    assert!(best.is_some());
    assert!(started.elapsed() < Duration::from_millis(600));
}

#[test]
fn clock_search_never_overruns() {
    let mut engine = MctsEngine::new(Material);
    engine.set_position(&Position::startpos(), &[]);
    let limits = SearchLimits {
        wtime: Some(Duration::from_millis(300)),
        btime: Some(Duration::from_millis(300)),
        winc: Some(Duration::from_millis(10)),
        binc: Some(Duration::from_millis(10)),
        ..SearchLimits::default()
    };
    let started = std::time::Instant::now();
    let (_, best, _) = search(&mut engine, limits);
    assert!(best.is_some());
    assert!(started.elapsed() < Duration::from_millis(250));
}

#[test]
fn tree_is_reused_two_plies_later() {
    let mut engine = MctsEngine::new(Material);
    let start = Position::startpos();
    engine.set_position(&start, &[]);
    let (_, best, ponder) = search(&mut engine, SearchLimits::nodes(4_000));
    let (Some(best), Some(ponder)) = (best, ponder) else {
        panic!("no best move or ponder move");
    };
    engine.set_position(&start, &[best, ponder]);
    // The grandchild's subtree is kept: the root starts with its visits.
    let kept = engine.root_visits();
    let (_, best2, _) = search(&mut engine, SearchLimits::nodes(50));
    assert!(best2.is_some());
    assert!(kept > 10, "kept {kept} visits");
    assert_eq!(engine.root_visits(), kept + 50);
    // A position not reachable from the tree starts afresh.
    engine.set_position(&start, &[ponder]);
    assert_eq!(engine.root_visits(), 0);
}

#[test]
fn root_move_visits_sum_to_the_playouts_and_belong_to_the_searched_position() {
    let mut engine = MctsEngine::new(Material);
    let start = Position::startpos();
    engine.set_position(&start, &[]);
    assert!(engine.root_move_visits().is_empty(), "no search yet");
    let (_, best, _) = search(&mut engine, SearchLimits::nodes(300));
    let Some(best) = best else {
        panic!("no best move")
    };
    let visits = engine.root_move_visits();
    assert_eq!(visits.len(), 20, "every root move, visited or not");
    let sum: u32 = visits.iter().map(|&(_, v)| v).sum();
    assert_eq!(sum, 300);
    let most = visits.iter().map(|&(_, v)| v).max();
    assert_eq!(
        visits.iter().find(|&&(m, _)| m == best).map(|&(_, v)| v),
        most
    );
    // The next position has no search of its own yet; once searched, the reused visits count.
    engine.set_position(&start, &[best]);
    assert!(engine.root_move_visits().is_empty());
    let kept = engine.root_visits();
    search(&mut engine, SearchLimits::nodes(100));
    let sum: u32 = engine.root_move_visits().iter().map(|&(_, v)| v).sum();
    assert_eq!(sum, kept.saturating_sub(1) + 100);
}

#[test]
fn full_arena_is_recycled_and_the_search_goes_on() {
    // Hash 1: about 21 k nodes per half, full after a few thousand playouts.
    let mut runs = Vec::new();
    for _ in 0..2 {
        let mut engine = engine_with(&[("Hash", "1"), ("VerboseMoveStats", "true")]);
        engine.set_position(&Position::startpos(), &[]);
        let (infos, best, _) = search(&mut engine, SearchLimits::nodes(60_000));
        assert!(best.is_some());
        let recycles = infos
            .iter()
            .filter(|i| i.string.as_deref().is_some_and(|s| s.contains("recycled")))
            .count();
        assert!(recycles >= 2, "{recycles} recycles");
        let last = infos
            .iter()
            .rfind(|i| i.nodes.is_some())
            .cloned()
            .unwrap_or_default();
        assert_eq!(last.nodes, Some(60_000));
        assert!(last.hashfull.unwrap_or(1000) < 1000, "{:?}", last.hashfull);
        // Every playout is still counted at the root.
        assert!(engine.root_visits() >= 60_000, "{}", engine.root_visits());
        runs.push((best, last.score, last.pv, recycles));
    }
    assert_eq!(
        runs[0], runs[1],
        "recycling keeps a single thread deterministic"
    );

    // A timed search on a full arena keeps thinking rather than moving at once: with a minute
    // to think and 40,000 playouts it plays them all, several arenas' worth (a count, not a
    // rate, so that the check holds on a loaded machine too).
    let mut engine = engine_with(&[("Hash", "1")]);
    engine.set_position(&Position::startpos(), &[]);
    let limits = SearchLimits {
        nodes: Some(40_000),
        ..SearchLimits::movetime(Duration::from_secs(60))
    };
    let (infos, best, _) = search(&mut engine, limits);
    assert!(best.is_some());
    let nodes = infos.iter().filter_map(|i| i.nodes).max().unwrap_or(0);
    assert_eq!(nodes, 40_000, "{nodes} playouts");
}

#[test]
fn threads_multipv_and_verbose() {
    let mut engine = engine_with(&[
        ("Threads", "2"),
        ("MultiPV", "3"),
        ("VerboseMoveStats", "true"),
    ]);
    assert!(engine.set_option("Threads", "0").is_err());
    assert!(engine.set_option("NoSuchOption", "1").is_err());
    engine.set_position(&Position::startpos(), &[]);
    let (infos, best, _) = search(&mut engine, SearchLimits::nodes(20_000));
    assert!(best.is_some());
    let lines: Vec<u32> = infos.iter().filter_map(|i| i.multipv).collect();
    assert!(lines.contains(&3));
    // MultiPV lines carry their visit share; the verbose lines come without a line number,
    // the last one of a report counting expansions.
    assert!(infos.iter().filter(|i| i.multipv.is_some()).all(|i| {
        i.string
            .as_deref()
            .is_some_and(|s| s.starts_with("visits "))
    }));
    let strings = infos
        .iter()
        .filter(|i| i.multipv.is_none())
        .filter_map(|i| i.string.as_deref())
        .filter(|s| !s.starts_with("expansions "))
        .count();
    // One verbose line per root move in every report (a slow machine reports more than once).
    assert!(
        strings > 0 && strings % 20 == 0,
        "{strings}: one verbose line per root move"
    );
    let nodes = infos.iter().rev().find_map(|i| i.nodes).unwrap_or(0);
    assert!((20_000..20_000 + 64).contains(&nodes), "{nodes}");
}

#[test]
fn ponder_waits_until_ponderhit_then_keeps_the_clock() {
    let mut engine = MctsEngine::new(Material);
    engine.set_position(&Position::startpos(), &[]);
    let (sink, rx) = EventSink::channel();
    let limits = SearchLimits {
        ponder: true,
        wtime: Some(Duration::from_millis(1_000)),
        btime: Some(Duration::from_millis(1_000)),
        ..SearchLimits::default()
    };
    engine.go(limits, sink).unwrap_or_else(|e| panic!("{e}"));
    std::thread::sleep(Duration::from_millis(300));
    assert!(engine.is_searching(), "pondering ignores the clock");
    let hit = std::time::Instant::now();
    engine.ponderhit();
    engine.wait();
    assert!(hit.elapsed() < Duration::from_millis(500));
    let (_, best, _) = collect(&rx);
    assert!(best.is_some());
}

#[test]
fn losing_side_takes_the_threefold_repetition_from_the_game_history() {
    let mut engine = MctsEngine::new(Material);
    let start = pos("1n2k3/8/8/8/8/8/8/1N1QK3 w - - 0 1");
    let mut p = start.clone();
    let mut moves = Vec::new();
    for san in ["Na3", "Na6", "Nb1", "Nb8", "Na3", "Na6", "Nb1"] {
        let m = p.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
        p.play_unchecked(m);
        moves.push(m);
    }
    engine.set_position(&start, &moves);
    let (infos, best, _) = search(&mut engine, SearchLimits::nodes(3_000));
    assert_eq!(best.map(|m| p.san(m)).as_deref(), Some("Nb8"));
    assert_eq!(last_score(&infos), Some(Score::Cp(0)));
}

#[test]
fn search_option_switches_engines_and_keeps_settings() {
    use tempo::engine::switch::{EngineConstructor, EngineSwitch};
    let factories: Vec<(String, EngineConstructor)> = vec![
        (
            "PVS".to_owned(),
            Box::new(|| Box::new(MctsEngine::new(Material)) as Box<dyn Engine>),
        ),
        (
            "MCTS".to_owned(),
            Box::new(|| Box::new(MctsEngine::new(Material)) as Box<dyn Engine>),
        ),
    ];
    let mut switch = EngineSwitch::new(factories).unwrap_or_else(|e| panic!("{e}"));
    let search_option = switch.options().into_iter().next();
    assert_eq!(
        search_option.map(|o| o.uci_line()).as_deref(),
        Some("option name Search type combo default PVS var PVS var MCTS")
    );
    switch
        .set_option("MultiPV", "2")
        .unwrap_or_else(|e| panic!("{e}"));
    switch.set_position(&Position::startpos(), &[]);
    assert!(switch.set_option("Search", "Alphazero").is_err());
    switch
        .set_option("search", "mcts")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(switch.active_name(), "MCTS");
    let multipv = switch
        .options()
        .into_iter()
        .find(|o| o.name == "MultiPV")
        .map(|o| o.value.to_string());
    assert_eq!(multipv.as_deref(), Some("2"), "settings follow the switch");
    let (infos, best, _) = search(&mut switch, SearchLimits::nodes(500));
    assert!(best.is_some());
    assert!(infos.iter().any(|i| i.multipv == Some(2)));
}

#[test]
fn mcts_as_served_evaluates_with_the_network_and_can_switch_to_the_hce() {
    let mut engine = tempo::app::engines::tempo_mcts().unwrap_or_else(|e| panic!("{e}"));
    let option = |engine: &dyn Engine, name: &str| {
        engine
            .options()
            .into_iter()
            .find(|o| o.name == name)
            .map(|o| o.uci_line())
    };
    assert_eq!(
        option(engine.as_ref(), "Use NNUE").as_deref(),
        Some("option name Use NNUE type check default true")
    );
    assert!(option(engine.as_ref(), "EvalFile").is_some());
    // A file that is not there: a clear error, and the engine keeps its network and works.
    let missing = engine.set_option("EvalFile", "/nonexistent/net.nnue");
    assert!(
        missing.as_ref().is_err_and(|e| e.0.contains("EvalFile")),
        "{missing:?}"
    );
    let mut views = Vec::new();
    for use_nnue in ["true", "false"] {
        engine
            .set_option("Use NNUE", use_nnue)
            .unwrap_or_else(|e| panic!("{e}"));
        engine.set_position(&Position::startpos(), &[]);
        let (infos, best, _) = search(engine.as_mut(), SearchLimits::nodes(300));
        assert!(best.is_some());
        let last = infos.iter().rev().find(|i| i.score.is_some());
        // The score in centipawns is rounded (both once gave cp 31); the expectation in
        // per mille and the line are not.
        views.push(last.map(|i| format!("{:?} {:?} {:?}", i.score, i.wdl, i.pv)));
    }
    // Same playouts, different evaluations: the two searches see the start differently.
    assert_ne!(views[0], views[1], "{views:?}");
}

#[test]
fn the_learned_policy_changes_the_priors_and_can_be_turned_off() {
    let priors = |weight: &str| {
        let mut engine = engine_with(&[("VerboseMoveStats", "true"), ("PolicyNet", weight)]);
        engine.set_position(&Position::startpos(), &[]);
        let (infos, best, _) = search(&mut engine, SearchLimits::nodes(1));
        assert!(best.is_some());
        let mut lines: Vec<String> = infos
            .into_iter()
            .filter_map(|i| i.string)
            .filter_map(|s| {
                let (mv, rest) = s.split_once(' ')?;
                let prior = rest.split("prior").nth(1)?.split('%').next()?.trim();
                Some(format!("{mv} {prior}"))
            })
            .collect();
        lines.sort();
        assert_eq!(lines.len(), 20, "{lines:?}");
        lines
    };
    // The shipped network has an opinion about the opening moves that the hand-made scores
    // alone do not.
    assert_ne!(priors("100"), priors("0"));
}

#[test]
fn policy_file_loads_a_network_and_refuses_a_broken_one() {
    let p = pos("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/nets/tempo-policy.tpol");
    let dir = std::env::temp_dir().join(format!("tempo-policy-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let broken = dir.join("broken.tpol");
    std::fs::write(&broken, b"TPOLICY2 but nothing after").unwrap_or_else(|e| panic!("{e}"));
    let shown = |engine: &MctsEngine<Material>| {
        engine
            .options()
            .into_iter()
            .find(|o| o.name == "PolicyFile")
            .map(|o| o.value)
    };
    let visits = |engine: &mut MctsEngine<Material>| {
        engine.set_position(&p, &[]);
        search(engine, SearchLimits::nodes(3_000));
        engine.root_move_visits()
    };

    let mut engine = MctsEngine::new(Material);
    let embedded = visits(&mut engine);
    let before = shown(&engine);
    for bad in [dir.join("missing.tpol"), broken] {
        let path = bad.to_string_lossy().into_owned();
        let error = engine
            .set_option("PolicyFile", &path)
            .expect_err("a broken policy file must be refused");
        assert!(error.0.contains(&path), "{}", error.0);
        assert!(error.0.contains("still using <embedded>"), "{}", error.0);
        assert_eq!(shown(&engine), before);
    }
    // The shipped file read from disk is the network the engine embeds: the same search.
    engine
        .set_option("PolicyFile", shipped)
        .unwrap_or_else(|e| panic!("{shipped}: {e}"));
    assert_eq!(
        shown(&engine),
        Some(tempo::engine::OptionValue::Text(shipped.to_owned()))
    );
    assert_eq!(visits(&mut engine), embedded);
    engine
        .set_option("PolicyFile", "<embedded>")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(shown(&engine), before);
    let _ = std::fs::remove_dir_all(&dir);
}
