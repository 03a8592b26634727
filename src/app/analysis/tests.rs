#![allow(clippy::unwrap_used)] // A failing test should stop at the failure.

use std::{path::Path, sync::Arc};

use super::*;
use crate::{
    app::engines::{ExternalEngine, builtin_engines, external_entry},
    engine::EngineError,
};

fn start_target() -> Target {
    let start = Position::startpos();
    Target {
        position: start.clone(),
        start,
        moves: Vec::new(),
    }
}

fn no_wake() -> Waker {
    Arc::new(|| {})
}

/// Ours, an engine that cannot start, and an external one that crashes while analysing.
fn catalogue() -> Vec<EngineEntry> {
    let mut engines = builtin_engines();
    engines.push(EngineEntry::new("Broken", || {
        Err(EngineError("cannot load my network".to_owned()))
    }));
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/analysis_crasher.sh");
    engines.push(external_entry(&ExternalEngine {
        name: "Crasher".to_owned(),
        program: script,
        args: Vec::new(),
        working_dir: None,
    }));
    engines
}

/// Steps for at most `secs` seconds until `done`; the notices seen meanwhile.
fn step_until(
    analysis: &mut Analysis,
    catalogue: &[EngineEntry],
    secs: u64,
    mut done: impl FnMut(&Analysis) -> bool,
) -> (bool, Vec<Notice>) {
    let until = Instant::now() + Duration::from_secs(secs);
    let mut notices = Vec::new();
    while Instant::now() < until {
        let report = analysis.step(Instant::now(), start_target(), None, catalogue, &no_wake());
        notices.extend(report.notices);
        if done(analysis) {
            return (true, notices);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    (done(analysis), notices)
}

fn settings_with(engines: &[&str]) -> AnalysisSettings {
    AnalysisSettings {
        engines: engines
            .iter()
            .map(|&engine| EngineChoice {
                engine: engine.to_owned(),
                lines: 2,
                threads: None,
            })
            .collect(),
        ..AnalysisSettings::default()
    }
}

#[test]
fn engines_are_added_and_removed_and_kept_in_the_settings() {
    let catalogue = catalogue();
    let mut analysis = Analysis::new(&AnalysisSettings::default(), &catalogue, 8);
    assert_eq!(analysis.panes().len(), 1, "the first engine by default");
    assert_eq!(analysis.panes()[0].engine(), "Tempo PVS");
    let mcts = analysis.add("Tempo MCTS", 2).unwrap();
    let copy = analysis.add("Tempo PVS", 9).unwrap();
    assert_eq!(analysis.pane(copy).unwrap().lines_wanted(), MAX_LINES);
    analysis.add("Crasher", 1).unwrap();
    assert!(analysis.add("Broken", 1).is_err(), "at most {MAX_ENGINES}");
    let slots: Vec<usize> = analysis.panes().iter().map(Pane::slot).collect();
    assert_eq!(slots, [0, 1, 2, 3], "a colour each");
    analysis.remove(mcts);
    let again = analysis.add("Tempo MCTS", 1).unwrap();
    assert_eq!(analysis.pane(again).unwrap().slot(), 1, "the freed colour");
    analysis.set_threads(copy, Some(3));

    let mut settings = AnalysisSettings {
        engines: analysis.choices(),
        ..AnalysisSettings::default()
    };
    let text = serde_json::to_string(&settings).unwrap();
    settings = serde_json::from_str(&text).unwrap();
    let restored = Analysis::new(&settings, &catalogue, 8);
    assert_eq!(restored.choices(), analysis.choices());
    let names: Vec<&str> = restored.panes().iter().map(Pane::engine).collect();
    assert_eq!(names, ["Tempo PVS", "Tempo PVS", "Crasher", "Tempo MCTS"]);
    assert_eq!(restored.panes()[1].threads_chosen(), Some(3));

    // Settings from before several engines: their one engine and line count.
    let old: AnalysisSettings =
        serde_json::from_str(r#"{"engine": "Tempo MCTS", "lines": 4}"#).unwrap();
    let migrated = Analysis::new(&old, &catalogue, 8);
    assert_eq!(
        migrated.choices(),
        [EngineChoice {
            engine: "Tempo MCTS".to_owned(),
            lines: 4,
            threads: None
        }]
    );
}

#[test]
fn cores_are_shared_among_the_running_engines() {
    let catalogue = catalogue();
    let analysis_of = |cores| {
        Analysis::new(
            &settings_with(&["Tempo PVS", "Tempo MCTS", "Tempo PVS"]),
            &catalogue,
            cores,
        )
    };
    let mut analysis = analysis_of(16);
    let ids: Vec<PaneId> = analysis.panes().iter().map(Pane::id).collect();
    let threads = |a: &Analysis| ids.iter().map(|&id| a.threads_for(id)).collect::<Vec<_>>();
    assert_eq!(threads(&analysis), [6, 5, 5]);
    analysis.pause(ids[1]);
    assert_eq!(
        threads(&analysis),
        [8, 5, 8],
        "a paused engine shows its share to come"
    );
    analysis.set_threads(ids[2], Some(2));
    assert_eq!(threads(&analysis), [14, 7, 2], "a chosen count is kept");
    analysis.resume(ids[1]);
    assert_eq!(threads(&analysis), [7, 7, 2]);
    assert_eq!(threads(&analysis_of(2)), [1, 1, 1], "at least one each");
}

#[test]
fn a_paused_engine_stops_while_the_others_go_on_and_resumes() {
    let catalogue = catalogue();
    let mut analysis = Analysis::new(&settings_with(&["Tempo PVS", "Tempo PVS"]), &catalogue, 2);
    analysis.set_active(true);
    let (ok, _) = step_until(&mut analysis, &catalogue, 30, |a| {
        a.panes()
            .iter()
            .all(|p| p.lines().len() == 2 && p.is_searching())
    });
    assert!(ok, "both engines analyse");
    assert!(analysis.panes().iter().all(|p| p.threads_set() == Some(1)));
    let (first, second) = (analysis.panes()[0].id(), analysis.panes()[1].id());
    analysis.pause(first);
    let (ok, _) = step_until(&mut analysis, &catalogue, 30, |a| {
        let second = a.pane(second).unwrap();
        second.is_searching() && second.threads_set() == Some(2)
    });
    assert!(ok, "the other engine takes both cores");
    let paused = analysis.pane(first).unwrap();
    assert!(!paused.is_searching());
    assert_eq!(analysis.state(paused), PaneState::Paused);
    assert_eq!(paused.lines().len(), 2, "its lines stay shown");
    let nodes = paused.figures().nodes;
    step_until(&mut analysis, &catalogue, 1, |_| false);
    assert_eq!(analysis.pane(first).unwrap().figures().nodes, nodes);

    analysis.resume(first);
    let (ok, _) = step_until(&mut analysis, &catalogue, 30, |a| {
        a.panes()
            .iter()
            .all(|p| p.is_searching() && p.threads_set() == Some(1))
    });
    assert!(ok, "resumed, the cores shared again");
    analysis.set_active(false);
    assert!(!analysis.is_searching());
    assert!(analysis.arrows().is_empty());
}

#[test]
fn an_engine_that_fails_is_reported_in_its_own_pane_while_the_others_go_on() {
    let catalogue = catalogue();
    let mut analysis = Analysis::new(
        &settings_with(&["Tempo PVS", "Broken", "Crasher"]),
        &catalogue,
        2,
    );
    let ids: Vec<PaneId> = analysis.panes().iter().map(Pane::id).collect();
    analysis.set_active(true);
    let (ok, notices) = step_until(&mut analysis, &catalogue, 30, |a| {
        a.panes()[1].error().is_some() && a.panes()[2].error().is_some()
    });
    assert!(ok, "both failures are reported");
    let broken = analysis.pane(ids[1]).unwrap();
    assert!(broken.error().unwrap().contains("cannot load my network"));
    assert!(matches!(analysis.state(broken), PaneState::Failed(_)));
    let crasher = analysis.pane(ids[2]).unwrap().error().unwrap();
    assert!(
        crasher.contains("Crasher") && crasher.contains("exit code 3"),
        "{crasher}"
    );
    assert!(
        notices.iter().any(|n| !n.error
            && n.text
                .contains("Crasher stopped answering and was restarted")),
        "a first crash restarts the engine: {notices:?}"
    );
    assert!(notices.iter().any(|n| n.error && n.text.contains("Broken")));

    let (ok, _) = step_until(&mut analysis, &catalogue, 30, |a| {
        let pvs = &a.panes()[0];
        pvs.lines().len() == 2 && pvs.is_searching() && pvs.threads_set() == Some(2)
    });
    assert!(ok, "ours goes on, with the failed engines' cores");
    assert_eq!(
        analysis.scores().len(),
        1,
        "only the working engine's score"
    );

    // A failed engine can be restarted from its pane (and fails again).
    analysis.resume(ids[1]);
    assert!(analysis.pane(ids[1]).unwrap().error().is_none());
    let (ok, _) = step_until(&mut analysis, &catalogue, 30, |a| {
        a.pane(ids[1]).unwrap().error().is_some()
    });
    assert!(ok);
}

#[test]
fn several_engines_draw_one_arrow_each_in_their_colour() {
    let catalogue = catalogue();
    let mut analysis = Analysis::new(&settings_with(&["Tempo PVS", "Tempo PVS"]), &catalogue, 2);
    analysis.set_active(true);
    let (ok, _) = step_until(&mut analysis, &catalogue, 30, |a| {
        a.panes().iter().all(|p| p.lines().len() == 2)
    });
    assert!(ok);
    let arrows = analysis.arrows();
    assert_eq!(arrows.len(), 2, "one per engine: {arrows:?}");
    let mut slots: Vec<usize> = arrows.iter().map(|a| a.slot).collect();
    slots.sort_unstable();
    assert_eq!(slots, [0, 1]);
    if arrows[0].mv == arrows[1].mv {
        assert_eq!(
            (arrows[0].below, arrows[1].below),
            (1, 0),
            "the top one first"
        );
    }
    let line = LineRef {
        pane: analysis.panes()[1].id(),
        line: 1,
    };
    analysis.hover(Some(line));
    let hovered = analysis.arrows();
    assert!(hovered.iter().all(|a| a.slot == 1));
    assert_eq!(hovered.first().map(|a| a.mv), analysis.line_move(line));
    let remove = analysis.panes()[1].id();
    analysis.remove(remove);
    assert!(analysis.hovered().is_none());
    assert_eq!(analysis.arrows().len(), 2, "one engine: an arrow per line");
}
