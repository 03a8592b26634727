//! The side panel's rows, drawn from a read-only session: each player's name, rating,
//! material and clock, the status line, and the controls (which return their actions).

use eframe::egui::{self, Color32, RichText, Ui};

use super::{
    actions::{Action, Nav},
    pieces::figurine,
    theme,
    view::{format_score, human_count},
};
use crate::{
    app::{clock::format_clock, game::describe_outcome, session::Session},
    chess::Color,
    t,
};

/// "White" or "Black" in the interface's language.
fn side_word(color: Color) -> String {
    match color {
        Color::White => t!("common-white"),
        Color::Black => t!("common-black"),
    }
}

/// The name shown for a side: the game's own tag when it has one (a loaded game, or tags
/// edited), else who plays it here.
pub fn player_name(session: &Session, color: Color) -> String {
    let tag = match color {
        Color::White => "White", // PGN tag: not interface text
        Color::Black => "Black", // PGN tag: not interface text
    };
    match session.game().tree().tags.get(tag) {
        Some(name) if !name.trim().is_empty() && name != "?" => name.to_owned(),
        _ => session.players().get(color).shown_name(),
    }
}

/// One side's row: colour, name, rating, material, clock.
pub fn player_row(ui: &mut Ui, session: &Session, color: Color) {
    let now = session.now();
    let name = player_name(session, color);
    let elo_tag = match color {
        Color::White => "WhiteElo", // PGN tag: not interface text
        Color::Black => "BlackElo", // PGN tag: not interface text
    };
    let rating = session
        .game()
        .tree()
        .tags
        .get(elo_tag)
        .filter(|e| e.parse::<u32>().is_ok_and(|e| e > 0))
        .map(str::to_owned);
    let surplus = crate::app::material::surplus(session.game().viewed(), color);
    ui.horizontal(|ui| {
        let (dot, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
        let fill = match color {
            Color::White => Color32::from_gray(240),
            Color::Black => Color32::from_gray(20),
        };
        // A contrasting ring keeps the dot visible on a panel of its own colour.
        let ring = match color {
            Color::White => Color32::from_gray(90),
            Color::Black => Color32::from_gray(170),
        };
        ui.painter().circle(dot.center(), 6.0, fill, (1.5, ring));
        ui.vertical(|ui| {
            ui.add(egui::Label::new(RichText::new(&name).strong()).truncate())
                .on_hover_text(&name);
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                let side = match &rating {
                    Some(elo) => format!("{} · {elo}", side_word(color)),
                    None => side_word(color),
                };
                ui.weak(side);
                if !surplus.pieces.is_empty() {
                    let pieces: String = surplus
                        .pieces
                        .iter()
                        .flat_map(|&(role, n)| std::iter::repeat_n(figurine(role), n as usize))
                        .collect();
                    let lead = if surplus.points > 0 {
                        format!(" +{}", surplus.points)
                    } else {
                        String::new()
                    };
                    ui.label(RichText::new(format!("{pieces}{lead}")).weak())
                        .on_hover_text(t!("main-material-difference"));
                }
            });
        });
        let Some(clock) = session.clock() else {
            return;
        };
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let remaining = clock.remaining(color, now);
            let running = clock.running_side() == Some(color) && !session.game().is_over();
            let low = clock.is_low(color, now);
            let fill = if low && running {
                theme::LOW_TIME
            } else if running {
                theme::CLOCK_RUNNING
            } else {
                ui.visuals().extreme_bg_color
            };
            let text_color = if running {
                Color32::WHITE
            } else {
                ui.visuals().text_color()
            };
            egui::Frame::new()
                .fill(fill)
                .corner_radius(6.0)
                .inner_margin(egui::Margin::symmetric(12, 4))
                .show(ui, |ui| {
                    let text = RichText::new(format_clock(remaining))
                        .monospace()
                        .size(28.0)
                        .color(text_color);
                    ui.label(text).on_hover_text(match color {
                        Color::White => t!("main-white-clock"),
                        Color::Black => t!("main-black-clock"),
                    });
                });
        });
    });
}

/// What is happening: the result, an engine starting or thinking (with its figures when
/// `show_engine_info`), a move shown from the past, whose move it is.
pub fn status_line(ui: &mut Ui, session: &Session, show_engine_info: bool) {
    if let Some(outcome) = session.game().outcome() {
        egui::Frame::new()
            .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.5))
            .corner_radius(4.0)
            .inner_margin(6.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(
                    RichText::new(format!(
                        "{}  {}",
                        outcome.pgn_result(),
                        describe_outcome(outcome)
                    ))
                    .strong(),
                );
            });
        return;
    }
    if let Some(name) = session.starting_engine() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!("main-engine-starting", engine = name));
        });
    } else if let Some(handle) = session.engine_thinking() {
        let name = handle.name().to_owned();
        let info = handle.progress().cloned();
        let score = handle.white_score();
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(t!("main-engine-thinking", engine = &name));
        });
        if show_engine_info && let Some(info) = info {
            let eval = score.map_or("…".to_owned(), format_score);
            let mut figures = t!("main-engine-eval", score = eval);
            if let Some(depth) = info.depth {
                figures.push_str(" · ");
                figures.push_str(&t!("main-engine-depth", depth = depth));
            }
            if let Some(nodes) = info.nodes {
                figures.push_str(" · ");
                figures.push_str(&t!("main-engine-nodes", nodes = human_count(nodes)));
            }
            ui.weak(figures);
        }
    } else if !session.game().is_at_end() {
        ui.weak(t!(
            "main-viewing-move",
            number = session.game().view(),
            total = session.game().ply_count()
        ));
    } else if session.human_can_move() {
        ui.label(match session.game().side_to_move() {
            Color::White => t!("main-white-to-move"),
            Color::Black => t!("main-black-to-move"),
        });
    } else {
        ui.label(" ");
    }
}

/// The latest announcement (the move shown in words, the result, a pick and its targets, low
/// time, a description asked for) on one line, and in full as a polite live region: screen
/// readers read it whenever it changes.
pub fn announcement_line(ui: &mut Ui, text: &str) {
    let response = ui.add(
        egui::Label::new(RichText::new(text).small().weak())
            .truncate()
            .show_tooltip_when_elided(true),
    );
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_label(text);
        node.set_live(egui::accesskit::Live::Polite);
    });
}

/// The typed-move field and the game's buttons.
pub struct Controls<'a> {
    /// The game.
    pub session: &'a Session,
    /// The typed move so far (the field's own text).
    pub typed: &'a mut String,
}

impl Controls<'_> {
    /// Draws the controls; returns what the user asked for.
    #[must_use]
    pub fn show(self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let session = self.session;
        let can_move = session.human_can_move();
        let over = session.game().is_over();
        let has_human = session.human_color().is_some();
        let two_humans = session.players().white.is_human() && session.players().black.is_human();
        ui.horizontal(|ui| {
            let field = egui::TextEdit::singleline(self.typed)
                .hint_text(t!("main-type-move-hint"))
                .desired_width(ui.available_width() - 60.0);
            let response = ui.add_enabled(can_move, field);
            let enter = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui
                .add_enabled(can_move, egui::Button::new(t!("main-play")))
                .clicked()
                || enter)
                && !self.typed.trim().is_empty()
            {
                actions.push(Action::TypedMove(self.typed.clone()));
                if enter {
                    response.request_focus();
                }
            }
        });
        let button = |ui: &mut Ui, enabled: bool, text: &str, tip: &str| {
            ui.add_enabled(
                enabled,
                egui::Button::new(text).min_size(egui::vec2(0.0, 26.0)),
            )
            .on_hover_text(tip)
            .on_disabled_hover_text(tip)
            .clicked()
        };
        ui.horizontal_wrapped(|ui| {
            if button(ui, true, &t!("main-new-game"), &t!("main-new-game-hint")) {
                actions.push(Action::OpenNewGame);
            }
            let can_take_back = has_human && session.game().ply_count() > 0;
            if button(
                ui,
                can_take_back,
                &t!("main-take-back"),
                &t!("main-take-back-hint"),
            ) {
                actions.push(Action::TakeBack);
            }
            let hint_ok = can_move && !session.catalogue().is_empty();
            if button(ui, hint_ok, &t!("main-hint"), &t!("main-hint-hint")) {
                actions.push(Action::Hint);
            }
        });
        ui.horizontal_wrapped(|ui| {
            let draw_text = if two_humans {
                t!("main-agree-draw")
            } else {
                t!("main-offer-draw")
            };
            if button(
                ui,
                has_human && !over,
                &draw_text,
                &t!("main-offer-draw-hint"),
            ) {
                actions.push(Action::OfferDraw);
            }
            if button(
                ui,
                has_human && !over,
                &t!("main-resign-button"),
                &t!("main-resign-hint"),
            ) {
                actions.push(Action::Resign);
            }
        });
        ui.horizontal_wrapped(|ui| {
            let nav = |ui: &mut Ui, text: &str, tip: &str| {
                ui.add(
                    egui::Button::new(RichText::new(text).size(16.0))
                        .min_size(egui::vec2(34.0, 26.0)),
                )
                .on_hover_text(tip)
                .clicked()
            };
            if nav(ui, "«", &t!("main-first-move-hint")) {
                actions.push(Action::Navigate(Nav::First));
            }
            if nav(ui, "‹", &t!("main-previous-move-hint")) {
                actions.push(Action::Navigate(Nav::Prev));
            }
            if nav(ui, "›", &t!("main-next-move-hint")) {
                actions.push(Action::Navigate(Nav::Next));
            }
            if nav(ui, "»", &t!("main-last-move-hint")) {
                actions.push(Action::Navigate(Nav::Last));
            }
            ui.separator();
            if button(ui, true, &t!("main-flip"), &t!("main-flip-hint")) {
                actions.push(Action::Flip);
            }
            if button(ui, true, &t!("main-copy-fen"), &t!("main-copy-fen-hint")) {
                actions.push(Action::CopyFen);
            }
        });
        actions
    }
}
