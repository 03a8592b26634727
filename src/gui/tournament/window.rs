//! The tournament window: the set-up (format, engines from the catalogue, games, limits,
//! openings, adjudication, SPRT, PGN file) with the tournaments that can be continued, or
//! the live view of a run (small boards of the games being played, the standings with the
//! crosstable and Elo ± error, a match's SPRT graph, pause, resume, stop). Views only: they
//! read the state and return [`TournamentAction`]s.

use eframe::egui::{self, Color32, RichText, Ui};
use egui_plot::{HLine, Line, Plot, PlotPoints};

use super::{TournamentAction, TournamentUi, engines_and_format};
use crate::t;
use crate::{
    app::tournament::{
        live::{LiveState, Phase, TournamentRun},
        runner::MatchReport,
        schedule::Format,
        setup::{FormatChoice, LimitChoice, OpeningSource, SprtBounds, TournamentSetup},
        stats::SprtDecision,
    },
    gui::{
        app::TempoApp,
        board::{BoardInput, BoardView},
        settings::Settings,
    },
};

const BAD: Color32 = Color32::from_rgb(200, 60, 60);
/// The side of a live board.
const SMALL_BOARD: f32 = 190.0;

impl TempoApp {
    /// Draws the window; returns what the user asked for.
    pub(super) fn tournament_window(&mut self, ctx: &egui::Context) -> Vec<TournamentAction> {
        let mut actions = Vec::new();
        let names: Vec<String> = self
            .session
            .catalogue()
            .iter()
            .map(|e| e.name.clone())
            .collect();
        let settings = &self.settings;
        let t = &mut self.tournament;
        let mut open = true;
        egui::Window::new(t!("tournament-window-title"))
            .id(egui::Id::unique("tournament-window"))
            .open(&mut open)
            .default_pos([40.0, 60.0])
            .default_size([860.0, 640.0])
            .resizable(true)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| match &t.run {
                    Some((_, run)) => {
                        live_view(ui, run, &mut t.boards, &t.setup, settings, &mut actions)
                    }
                    None => {
                        setup_view(ui, &t.setup, &names, t.start_error.as_deref(), &mut actions);
                        continue_list(ui, t, &mut actions);
                    }
                });
            });
        if !open {
            actions.push(TournamentAction::Toggle);
        }
        actions
    }
}

/// The set-up form: edits a copy and returns it when anything changed.
fn setup_view(
    ui: &mut Ui,
    setup: &TournamentSetup,
    catalogue: &[String],
    start_error: Option<&str>,
    actions: &mut Vec<TournamentAction>,
) {
    let mut edited = setup.clone();
    egui::Grid::new("tournament-setup")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            ui.label(t!("tournament-event"));
            ui.add(egui::TextEdit::singleline(&mut edited.event).desired_width(320.0));
            ui.end_row();

            ui.label(t!("tournament-format"));
            ui.horizontal(|ui| {
                for format in [
                    FormatChoice::RoundRobin,
                    FormatChoice::Gauntlet,
                    FormatChoice::Match,
                ] {
                    ui.radio_value(&mut edited.format, format, format.label());
                }
            });
            ui.end_row();

            ui.label(t!("tournament-engines"));
            engines_rows(ui, &mut edited, catalogue);
            ui.end_row();

            ui.label(t!("tournament-games"));
            ui.horizontal(|ui| {
                ui.add(egui::DragValue::new(&mut edited.games).range(1..=10_000));
                ui.label(if edited.format == FormatChoice::Match {
                    t!("tournament-games-in-match")
                } else {
                    t!("tournament-games-per-pairing")
                });
            });
            ui.end_row();

            ui.label(t!("tournament-per-move"));
            limit_row(ui, &mut edited.limit);
            ui.end_row();

            ui.label(t!("tournament-openings"));
            openings_rows(ui, &mut edited.openings, actions);
            ui.end_row();

            ui.label(t!("tournament-at-once"));
            ui.horizontal(|ui| {
                ui.add(egui::DragValue::new(&mut edited.concurrency).range(1..=16));
                ui.label(t!("tournament-at-once-games"));
            });
            ui.end_row();

            ui.label(t!("tournament-adjudication"));
            crate::gui::new_game::adjudication_rows(ui, &mut edited.adjudication);
            ui.end_row();

            if edited.format == FormatChoice::Match {
                ui.label(t!("tournament-sprt"));
                sprt_row(ui, &mut edited.sprt);
                ui.end_row();
            }

            ui.label(t!("tournament-pgn-file"));
            ui.horizontal(|ui| {
                let mut to_file = edited.pgn.is_some();
                ui.checkbox(&mut to_file, t!("tournament-write-games-to"));
                let mut text = edited
                    .pgn
                    .as_ref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default();
                ui.add_enabled(
                    to_file,
                    egui::TextEdit::singleline(&mut text).desired_width(280.0),
                );
                if ui
                    .add_enabled(to_file, egui::Button::new(t!("tournament-choose")))
                    .clicked()
                {
                    actions.push(TournamentAction::ChoosePgn);
                }
                edited.pgn = to_file.then(|| text.into());
            });
            ui.end_row();

            ui.label(t!("tournament-seed"));
            ui.horizontal(|ui| {
                ui.add(egui::DragValue::new(&mut edited.seed));
                ui.weak(t!("tournament-seed-hint"));
            });
            ui.end_row();
        });
    if edited != *setup {
        actions.push(TournamentAction::Edit(edited));
    }
    ui.add_space(6.0);
    let problem = setup
        .problem()
        .or_else(|| text_is_empty(&setup.pgn).then(|| t!("tournament-problem-pgn-name")));
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                problem.is_none(),
                egui::Button::new(RichText::new(t!("common-start")).strong()),
            )
            .clicked()
        {
            actions.push(TournamentAction::Start);
        }
        if let Some(problem) = &problem {
            ui.colored_label(BAD, problem);
        }
    });
    if let Some(error) = start_error {
        ui.colored_label(BAD, error);
    }
}

fn text_is_empty(pgn: &Option<std::path::PathBuf>) -> bool {
    pgn.as_ref().is_some_and(|p| p.as_os_str().is_empty())
}

/// The chosen engines (remove, in order) and a list to add from.
fn engines_rows(ui: &mut Ui, setup: &mut TournamentSetup, catalogue: &[String]) {
    ui.vertical(|ui| {
        let mut remove = None;
        for (i, name) in setup.engines.iter().enumerate() {
            ui.horizontal(|ui| {
                let number = i + 1;
                ui.label(match (setup.format, i) {
                    (FormatChoice::Gauntlet, 0) => {
                        t!(
                            "tournament-engine-plays-everyone",
                            number = number,
                            name = name
                        )
                    }
                    (FormatChoice::Match, 0) => {
                        t!(
                            "tournament-engine-results-side",
                            number = number,
                            name = name
                        )
                    }
                    _ => t!("tournament-engine-entry", number = number, name = name),
                });
                if !catalogue.contains(name) {
                    ui.colored_label(BAD, t!("tournament-engine-not-listed"));
                }
                if ui.small_button(t!("common-remove")).clicked() {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            setup.engines.remove(i);
        }
        let full = setup.format == FormatChoice::Match && setup.engines.len() >= 2;
        ui.add_enabled_ui(!full, |ui| {
            egui::ComboBox::from_id_salt("tournament-add-engine")
                .selected_text(t!("tournament-add-engine"))
                .show_ui(ui, |ui| {
                    for name in catalogue {
                        if ui.selectable_label(false, name).clicked() {
                            setup.engines.push(name.clone());
                        }
                    }
                });
        });
    });
}

fn limit_row(ui: &mut Ui, limit: &mut LimitChoice) {
    ui.horizontal(|ui| {
        let (mut clock, mut movetime, mut nodes) = ("10+0.1".to_owned(), 100u64, 20_000u64);
        match limit {
            LimitChoice::Clock(text) => clock.clone_from(text),
            LimitChoice::MoveTime(ms) => movetime = *ms,
            LimitChoice::Nodes(n) => nodes = *n,
        }
        let mut kind = match limit {
            LimitChoice::Clock(_) => 0,
            LimitChoice::MoveTime(_) => 1,
            LimitChoice::Nodes(_) => 2,
        };
        ui.radio_value(&mut kind, 0, t!("tournament-limit-clock"));
        ui.add_enabled(
            kind == 0,
            egui::TextEdit::singleline(&mut clock)
                .desired_width(70.0)
                .hint_text("10+0.1"),
        )
        .on_hover_text(t!("tournament-limit-clock-hint"));
        ui.radio_value(&mut kind, 1, t!("tournament-limit-time"));
        ui.add_enabled(
            kind == 1,
            egui::DragValue::new(&mut movetime)
                .range(1..=600_000)
                .suffix(" ms"), // unit symbol: not interface text,
        );
        ui.radio_value(&mut kind, 2, t!("tournament-limit-nodes"));
        ui.add_enabled(
            kind == 2,
            egui::DragValue::new(&mut nodes)
                .range(1..=1_000_000_000)
                .speed(100),
        );
        *limit = match kind {
            0 => LimitChoice::Clock(clock),
            1 => LimitChoice::MoveTime(movetime),
            _ => LimitChoice::Nodes(nodes),
        };
    });
}

fn openings_rows(ui: &mut Ui, openings: &mut OpeningSource, actions: &mut Vec<TournamentAction>) {
    ui.vertical(|ui| {
        let mut kind = match openings {
            OpeningSource::StartPosition => 0,
            OpeningSource::Book { .. } => 1,
            OpeningSource::File { .. } => 2,
            OpeningSource::Position { .. } => 3,
        };
        let before = kind;
        ui.horizontal(|ui| {
            ui.radio_value(&mut kind, 0, t!("tournament-openings-start-position"));
            ui.radio_value(&mut kind, 1, t!("tournament-openings-book"));
            ui.radio_value(&mut kind, 2, t!("tournament-openings-file"));
            if matches!(openings, OpeningSource::Position { .. }) {
                ui.radio_value(&mut kind, 3, t!("tournament-openings-board-position"));
            }
        });
        if kind != before {
            *openings = match kind {
                0 => OpeningSource::StartPosition,
                1 => OpeningSource::Book { plies: 8 },
                _ => OpeningSource::File {
                    path: std::path::PathBuf::new(),
                    shuffled: true,
                },
            };
        }
        match openings {
            OpeningSource::StartPosition => {}
            OpeningSource::Book { plies } => {
                ui.horizontal(|ui| {
                    ui.label(t!("tournament-book-lines-of"));
                    ui.add(egui::DragValue::new(plies).range(1..=30));
                    ui.label(t!("tournament-book-plies"));
                });
            }
            OpeningSource::File { path, shuffled } => {
                ui.horizontal(|ui| {
                    let mut text = path.display().to_string();
                    if ui
                        .add(egui::TextEdit::singleline(&mut text).desired_width(280.0))
                        .changed()
                    {
                        *path = text.into();
                    }
                    if ui.button(t!("tournament-choose")).clicked() {
                        actions.push(TournamentAction::ChooseOpenings);
                    }
                    ui.checkbox(shuffled, t!("tournament-shuffled"));
                });
            }
            OpeningSource::Position { fen } => {
                ui.weak(fen.as_str());
            }
        }
    });
}

fn sprt_row(ui: &mut Ui, sprt: &mut Option<SprtBounds>) {
    ui.horizontal(|ui| {
        let mut on = sprt.is_some();
        ui.checkbox(&mut on, t!("tournament-sprt-stop"))
            .on_hover_text(t!("tournament-sprt-hint"));
        let mut bounds = sprt.unwrap_or_default();
        ui.add_enabled_ui(on, |ui| {
            ui.label("Elo0"); // the SPRT's hypothesis symbol: not interface text
            ui.add(egui::DragValue::new(&mut bounds.elo0).speed(0.5));
            ui.label("Elo1"); // the SPRT's hypothesis symbol: not interface text
            ui.add(egui::DragValue::new(&mut bounds.elo1).speed(0.5));
            ui.label("α");
            ui.add(
                egui::DragValue::new(&mut bounds.alpha)
                    .range(0.001..=0.5)
                    .speed(0.005),
            );
            ui.label("β");
            ui.add(
                egui::DragValue::new(&mut bounds.beta)
                    .range(0.001..=0.5)
                    .speed(0.005),
            );
        });
        *sprt = on.then_some(bounds);
    });
}

/// The tournaments that were not finished (the app closed, a crash, a stop).
fn continue_list(ui: &mut Ui, t: &TournamentUi, actions: &mut Vec<TournamentAction>) {
    if let Some(error) = &t.list_error {
        ui.separator();
        ui.colored_label(BAD, t!("tournament-list-unreadable", error = error));
    }
    let unfinished = t.unfinished();
    if unfinished.is_empty() {
        return;
    }
    ui.separator();
    ui.strong(t!("tournament-unfinished"));
    for (id, text) in unfinished {
        ui.horizontal(|ui| {
            if ui.button(t!("tournament-continue")).clicked() {
                actions.push(TournamentAction::Continue(id));
            }
            if ui
                .button(t!("tournament-forget"))
                .on_hover_text(t!("tournament-forget-hint"))
                .clicked()
            {
                actions.push(TournamentAction::Forget(id));
            }
            ui.label(text);
        });
    }
}

/// The status line of a run.
fn status(live: &LiveState, run: &TournamentRun) -> (String, bool) {
    let counts = live
        .report
        .as_ref()
        .map(|r| {
            t!(
                "tournament-status-counts",
                finished = r.finished,
                scheduled = r.scheduled
            )
        })
        .unwrap_or_default();
    match &live.phase {
        Phase::Starting => (t!("tournament-status-starting"), false),
        Phase::Running if run.is_stopping() => {
            (t!("tournament-status-stopping", counts = counts), false)
        }
        Phase::Running if run.is_paused() => {
            (t!("tournament-status-paused", counts = counts), false)
        }
        Phase::Running => (t!("tournament-status-running", counts = counts), false),
        Phase::Finished => {
            let early = live.report.as_ref().is_some_and(|r| r.stopped_early);
            let text = if early {
                t!("tournament-status-finished-sprt", counts = counts)
            } else {
                t!("tournament-status-finished", counts = counts)
            };
            (text, false)
        }
        Phase::Stopped => (t!("tournament-status-stopped", counts = counts), false),
        Phase::Failed(reason) => (t!("tournament-status-failed", reason = reason), true),
    }
}

fn live_view(
    ui: &mut Ui,
    run: &TournamentRun,
    boards: &mut Vec<BoardView>,
    setup: &TournamentSetup,
    settings: &Settings,
    actions: &mut Vec<TournamentAction>,
) {
    let live = &run.live;
    ui.horizontal(|ui| {
        ui.heading(&setup.event);
        ui.weak(engines_and_format(setup));
    });
    ui.horizontal(|ui| {
        if run.is_running() && !run.is_stopping() {
            if run.is_paused() {
                if ui.button(t!("common-resume")).clicked() {
                    actions.push(TournamentAction::Resume);
                }
            } else if ui
                .button(t!("common-pause"))
                .on_hover_text(t!("tournament-pause-hint"))
                .clicked()
            {
                actions.push(TournamentAction::Pause);
            }
            if ui
                .button(t!("common-stop"))
                .on_hover_text(t!("tournament-stop-hint"))
                .clicked()
            {
                actions.push(TournamentAction::Stop);
            }
        } else if !run.is_running() {
            if ui.button(t!("tournament-new")).clicked() {
                actions.push(TournamentAction::BackToSetup);
            }
            if matches!(setup.openings, OpeningSource::Position { .. })
                && ui
                    .button(t!("tournament-add-as-variations"))
                    .on_hover_text(t!("tournament-add-as-variations-hint"))
                    .clicked()
            {
                actions.push(TournamentAction::AddAsVariations);
            }
        }
        let (text, bad) = status(live, run);
        if bad {
            ui.colored_label(BAD, text);
        } else {
            ui.label(text);
        }
    });
    ui.separator();
    if !live.boards.is_empty() {
        if boards.len() < live.boards.len() {
            boards.resize_with(live.boards.len(), BoardView::default);
        }
        ui.horizontal_wrapped(|ui| {
            for (game, view) in live.boards.iter().zip(boards.iter_mut()) {
                ui.vertical(|ui| {
                    ui.set_width(SMALL_BOARD);
                    ui.label(RichText::new(format!("{} – {}", game.white, game.black)).strong());
                    ui.allocate_ui(egui::vec2(SMALL_BOARD, SMALL_BOARD), |ui| {
                        let input = BoardInput {
                            pos: &game.position,
                            last_move: None,
                            flipped: false,
                            interactive: false,
                            look: crate::app::share::look::Look {
                                coordinates: crate::app::share::look::Coordinates::Off,
                                ..settings.look()
                            },
                            show_legal_moves: false,
                            animation_secs: 0.0,
                            hint: None,
                            engine_arrows: &[],
                            comment_marks: Default::default(),
                        };
                        let _ = view.show(ui, &input);
                    });
                    let moves = game.position.fullmove_number();
                    let number = game.index + 1;
                    let text = match (&game.result, &game.last_move) {
                        (Some(result), _) => {
                            t!("tournament-board-result", number = number, result = result)
                        }
                        (None, Some(last)) => t!(
                            "tournament-board-move",
                            number = number,
                            moves = moves,
                            last = last
                        ),
                        (None, None) => t!("tournament-board-started", number = number),
                    };
                    ui.label(text);
                });
            }
        });
        ui.separator();
    }
    if let Some(report) = &live.report {
        standings_view(ui, report);
        if report.format == Format::Match {
            match_view(ui, report, &live.llr);
        }
    }
    egui::CollapsingHeader::new(t!("tournament-games-log"))
        .id_salt("tournament-lines")
        .show(ui, |ui| {
            for line in live.lines.iter().rev().take(40) {
                ui.monospace(line);
            }
        });
}

/// The standings with the crosstable: rank, engine, points, games, W/D/L, Elo ± error
/// against the field, then the score against each engine in rank order.
fn standings_view(ui: &mut Ui, report: &MatchReport) {
    let standings = &report.standings;
    let order = standings.ranking();
    let name = |e: usize| report.names.get(e).cloned().unwrap_or_default();
    egui::Grid::new("tournament-standings")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            ui.strong("#");
            for title in [
                t!("tournament-column-engine"),
                t!("tournament-column-points"),
                t!("tournament-column-games"),
                t!("tournament-column-wins"),
                t!("tournament-column-draws"),
                t!("tournament-column-losses"),
            ] {
                ui.strong(title);
            }
            ui.strong("Elo"); // a rating's name: not interface text
            for rank in 1..=order.len() {
                ui.strong(rank.to_string());
            }
            ui.end_row();
            for (rank, &engine) in order.iter().enumerate() {
                let results = standings.engine(engine);
                let t = results.games;
                ui.label((rank + 1).to_string());
                ui.label(name(engine));
                ui.label(half_points(results.points()));
                ui.label(t.games().to_string());
                ui.label(t.wins.to_string());
                ui.label(t.draws.to_string());
                ui.label(t.losses.to_string());
                ui.label(
                    results
                        .elo()
                        .map_or_else(|| "-".to_owned(), |e| elo_text(&e)),
                );
                for &opponent in &order {
                    let cell = if opponent == engine {
                        "–".to_owned()
                    } else {
                        match standings.head_to_head(engine, opponent) {
                            Some(h) if h.games() > 0 => format!(
                                "{}/{}",
                                half_points(f64::from(h.wins) + f64::from(h.draws) / 2.0),
                                h.games()
                            ),
                            Some(_) => "0/0".to_owned(),
                            None => "·".to_owned(),
                        }
                    };
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
}

/// `Score of A vs B: W - L - D [score] N`, the first pairing's score as cutechess prints it
/// (the CLI prints [`MatchReport::score_line`], in English).
fn score_line(report: &MatchReport) -> String {
    let t = &report.trinomial;
    let name = |i: usize| report.names.get(i).map_or("?", String::as_str);
    t!(
        "tournament-score-line",
        first = name(0),
        second = name(1),
        wins = t.wins,
        losses = t.losses,
        draws = t.draws,
        score = format!("{:.3}", t.score()),
        games = t.games()
    )
}

/// `+35 ± 60`; `-` while every game was won or lost (no finite estimate yet).
fn elo_text(e: &crate::app::tournament::stats::EloEstimate) -> String {
    let error = e.error();
    if e.elo.is_finite() && error.is_finite() {
        format!("{:+.0} ± {:.0}", e.elo + 0.0, error)
    } else {
        "-".to_owned()
    }
}

fn half_points(points: f64) -> String {
    if points.fract() == 0.0 {
        format!("{points:.0}")
    } else {
        format!("{points:.1}")
    }
}

/// A match's score, Elo and SPRT with its LLR graph between the bounds.
fn match_view(ui: &mut Ui, report: &MatchReport, llr: &[f64]) {
    ui.add_space(6.0);
    ui.label(score_line(report));
    if let Some(elo) = report.pentanomial.elo() {
        ui.label(t!(
            "tournament-elo-difference",
            elo = elo_text(&elo),
            pairs = report.pentanomial.pairs()
        ));
    }
    let Some(status) = report.sprt else {
        return;
    };
    let (lower, upper) = status.sprt.bounds();
    let decision = match status.decision {
        Some(SprtDecision::AcceptH1) => t!("tournament-sprt-h1-accepted"),
        Some(SprtDecision::AcceptH0) => t!("tournament-sprt-h0-accepted"),
        None => t!("tournament-sprt-undecided"),
    };
    ui.label(t!(
        "tournament-sprt-status",
        elo0 = format!("{:.1}", status.sprt.elo0),
        elo1 = format!("{:.1}", status.sprt.elo1),
        llr = format!("{:.2}", status.llr),
        lower = format!("{lower:.2}"),
        upper = format!("{upper:.2}"),
        decision = decision
    ));
    let points: PlotPoints<'_> = llr
        .iter()
        .enumerate()
        .map(|(i, &v)| [i as f64, v])
        .collect();
    Plot::new("tournament-sprt")
        .height(160.0)
        .allow_scroll(false)
        .allow_zoom(false)
        .allow_drag(false)
        .include_y(lower * 1.1)
        .include_y(upper * 1.1)
        .x_axis_label(t!("tournament-sprt-games-counted"))
        .y_axis_label("LLR")
        .show(ui, |plot| {
            plot.hline(HLine::new(t!("tournament-sprt-h0-bound"), lower).color(BAD));
            plot.hline(
                HLine::new(t!("tournament-sprt-h1-bound"), upper)
                    .color(Color32::from_rgb(60, 160, 80)),
            );
            plot.line(Line::new("LLR", points));
        });
}
