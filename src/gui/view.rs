//! Drawing: the menu bar, the board in the centre, the side panel (players, clocks, engine
//! status, move list, controls) and the windows (new game, settings, resume, game over).
//! Nothing here changes the game: it queues [`Action`]s.

use eframe::egui::{self, Color32, RichText, Ui};

use super::{
    actions::{Action, Nav, Speech},
    app::TempoApp,
    board::{BoardInput, CursorInput},
    new_game::DialogAction,
    pieces::figurine,
    settings_window::SettingsView,
    shortcuts::{Command, SHORTCUTS, When, consume_exact},
};
use crate::{
    app::game::describe_outcome,
    chess::{Color, Role},
    t,
};

impl TempoApp {
    /// Draws one frame and applies what the user asked for.
    pub fn draw(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let chosen = egui::Panel::top("menu")
            .show(ui, |ui| self.menu_bar_view().show(ui))
            .inner;
        self.open_menu_bar = false;
        self.actions.extend(chosen);
        // The side panel grows with the window: a third of it, within bounds.
        let width = ctx.content_rect().width();
        // At least a quarter of the window, so it widens with the window (a panel keeps its
        // width otherwise).
        let least = (width * 0.25).clamp(280.0, 460.0);
        egui::Panel::right("side")
            .resizable(true)
            .default_size((width * 0.3).clamp(320.0, 560.0))
            .size_range(least..=(width * 0.45).max(least + 40.0))
            .show(ui, |ui| self.side_panel(ui));
        self.game_list_panel(ui);
        egui::CentralPanel::default_margins().show(ui, |ui| self.board_area(ui));
        self.windows(&ctx);
        self.chooser_window(&ctx);
        self.drop_overlay(&ctx);
        self.file_windows(&ctx);
        self.notices_overlay(&ctx);
        self.keyboard(&ctx);
        self.apply_actions(&ctx);
        if let Some(start) = self.frame_started.take() {
            self.stats.record(start.elapsed());
        }
        if self.startup_to_first_frame.is_none()
            && let Some(start) = self.process_start
        {
            self.startup_to_first_frame = Some(start.elapsed());
        }
    }

    fn board_area(&mut self, ui: &mut Ui) {
        self.resume_bar(ui);
        self.review_section(ui);
        let arrows = self.analysis_view().arrows();
        let game = self.session.game();
        let (comment_arrows, comment_squares) = game
            .tree()
            .node(game.cursor())
            .map(crate::app::share::animation::comment_marks)
            .unwrap_or_default();
        let mut area = ui.available_rect_before_wrap();
        area.min.x += self.eval_bar_space();
        let input = BoardInput {
            pos: self.session.game().viewed(),
            last_move: self.session.game().viewed_last_move(),
            flipped: self.session.flipped(),
            interactive: self.session.human_can_move() || self.session.can_explore(),
            look: self.settings.look(),
            show_legal_moves: self.settings.show_legal_moves,
            animation_secs: self.settings.animation.seconds(),
            hint: self
                .session
                .hint()
                .filter(|_| self.session.game().is_at_end()),
            engine_arrows: &arrows,
            comment_marks: super::board::CommentMarks {
                arrows: &comment_arrows,
                squares: &comment_squares,
            },
        };
        let made = ui
            .scope_builder(egui::UiBuilder::new().max_rect(area), |ui| {
                self.board.show(ui, &input)
            })
            .inner;
        if let Some(mv) = made {
            self.actions.push(Action::MakeMove(mv));
        }
        self.draw_eval_bar(ui);
    }

    fn side_panel(&mut self, ui: &mut Ui) {
        let bottom = if self.session.flipped() {
            Color::Black
        } else {
            Color::White
        };
        egui::Panel::top("side-top").show(ui, |ui| {
            ui.add_space(4.0);
            self.player_row(ui, bottom.flip());
            ui.add_space(4.0);
            self.status_line(ui);
            super::side_panel::announcement_line(ui, self.announcer.text());
            ui.add_space(2.0);
        });
        egui::Panel::top("side-analysis").show(ui, |ui| self.analysis_section(ui));
        egui::Panel::bottom("side-bottom").show(ui, |ui| {
            ui.add_space(6.0);
            self.controls(ui);
            ui.add_space(6.0);
            self.player_row(ui, bottom);
            ui.add_space(4.0);
        });
        egui::Panel::bottom("side-book").show(ui, |ui| self.book_panel(ui));
        if self.database.open.is_some() {
            egui::Panel::bottom("side-explorer")
                .resizable(false)
                .show(ui, |ui| self.explorer_panel(ui));
        }
        egui::CentralPanel::default_margins().show(ui, |ui| self.move_list(ui));
    }

    /// The name shown for a side: the game's own tag when it has one (a loaded game, or tags
    /// edited), else who plays it here.
    pub fn player_name(&self, color: Color) -> String {
        super::side_panel::player_name(&self.session, color)
    }

    fn player_row(&self, ui: &mut Ui, color: Color) {
        super::side_panel::player_row(ui, &self.session, color);
    }

    fn status_line(&self, ui: &mut Ui) {
        super::side_panel::status_line(ui, &self.session, self.settings.show_engine_info);
    }

    fn move_list(&mut self, ui: &mut Ui) {
        self.move_tree(ui);
    }

    fn controls(&mut self, ui: &mut Ui) {
        let actions = super::side_panel::Controls {
            session: &self.session,
            typed: &mut self.typed,
        }
        .show(ui);
        self.actions.extend(actions);
    }

    fn windows(&mut self, ctx: &egui::Context) {
        if let Some(dialog) = &mut self.dialog {
            match dialog.show(
                ctx,
                self.session.catalogue(),
                self.settings.book_path.as_deref(),
            ) {
                Some(DialogAction::Start(setup)) => self.actions.push(Action::StartGame(setup)),
                Some(DialogAction::Cancel) => self.actions.push(Action::CloseNewGame),
                Some(DialogAction::ChooseBook) => self.actions.push(Action::ChooseBook),
                None => {}
            }
        }
        if self.confirm_resign {
            match question(
                ctx,
                "confirm-resign",
                &t!("main-resign-title"),
                &t!("main-resign-text"),
                &[t!("main-resign").as_str(), t!("main-keep-playing").as_str()],
            ) {
                Some(0) => self.actions.push(Action::ResignConfirmed),
                Some(_) => self.actions.push(Action::CancelResign),
                None => {}
            }
        }
        if self.pending_replace.is_some() {
            let text = t!(
                "main-replace-text",
                white = self.player_name(Color::White),
                black = self.player_name(Color::Black),
                count = self.session.game().ply_count().div_ceil(2)
            );
            match question(
                ctx,
                "confirm-replace",
                &t!("main-replace-title"),
                &text,
                &[
                    t!("main-open-other-game").as_str(),
                    t!("main-keep-playing").as_str(),
                ],
            ) {
                Some(0) => self.actions.push(Action::ConfirmReplace),
                Some(_) => self.actions.push(Action::CancelReplace),
                None => {}
            }
        }
        if self.game_over_open
            && self.dialog.is_none()
            && let Some(outcome) = self.session.game().outcome()
        {
            let modal = egui::Modal::new(egui::Id::unique("game-over")).show(ctx, |ui| {
                ui.set_min_width(260.0);
                ui.vertical_centered(|ui| {
                    ui.heading(t!("main-game-over"));
                    ui.label(RichText::new(outcome.pgn_result()).size(30.0).strong());
                    ui.label(RichText::new(describe_outcome(outcome)).size(17.0));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(t!("main-new-game")).clicked() {
                            self.actions.push(Action::DismissGameOver);
                            self.actions.push(Action::OpenNewGame);
                        }
                        if ui.button(t!("common-close")).clicked() {
                            self.actions.push(Action::DismissGameOver);
                        }
                    });
                });
            });
            if modal.should_close() {
                self.actions.push(Action::DismissGameOver);
            }
        }
        if self.settings_open {
            let view = SettingsView {
                settings: &self.settings,
                audio: self.sound.has_device(),
            };
            self.actions.extend(view.show(ctx));
        }
        if self.about_open {
            super::about::about_window(ctx, &mut self.about_open);
        }
        if self.keyboard_help_open {
            super::shortcuts::keyboard_window(ctx, &mut self.keyboard_help_open);
        }
        self.engine_manager_window(ctx);
        let look = self.settings.look();
        if let Some(editor) = &mut self.board_editor
            && let Some(action) = editor.show(ctx, look)
        {
            self.actions.push(Action::Editor(action));
        }
        self.review_dialog(ctx);
        self.print_dialog_window(ctx);
        self.database_windows(ctx);
        self.training_windows(ctx);
        self.tournament_windows(ctx);
    }

    /// The paused last game: continue it (engines and clocks start again) or discard it.
    fn resume_bar(&mut self, ui: &mut Ui) {
        let Some(saved) = &self.resume else {
            return;
        };
        let moves = saved.moves.len().div_ceil(2);
        let text = t!(
            "main-resume-text",
            white = saved.white.shown_name(),
            black = saved.black.shown_name(),
            count = moves
        );
        egui::Frame::new()
            .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.35))
            .corner_radius(6.0)
            .inner_margin(egui::Margin::symmetric(10, 6))
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(text);
                    if ui.button(t!("main-continue-game")).clicked() {
                        self.actions.push(Action::Resume);
                    }
                    if ui
                        .button(t!("main-discard"))
                        .on_hover_text(t!("main-discard-hint"))
                        .clicked()
                    {
                        self.actions.push(Action::DiscardResume);
                    }
                });
            });
        ui.add_space(4.0);
    }

    fn notices_overlay(&mut self, ctx: &egui::Context) {
        if self.notices.is_empty() {
            return;
        }
        egui::Area::new(egui::Id::unique("tempo-notices"))
            // Over the top of the board, below the menu: never over a window's buttons, which
            // sit at the bottom of dialogs.
            .anchor(egui::Align2::LEFT_TOP, egui::vec2(48.0, 40.0))
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(ctx, |ui| {
                for notice in &self.notices {
                    let fill = if notice.error {
                        Color32::from_rgb(150, 40, 40)
                    } else {
                        Color32::from_rgb(40, 90, 140)
                    };
                    // Wide enough for the text on one line, up to a readable measure.
                    let font = egui::TextStyle::Body.resolve(ui.style());
                    let one_line = ui
                        .painter()
                        .layout_no_wrap(notice.text.clone(), font, Color32::WHITE)
                        .size()
                        .x;
                    egui::Frame::new()
                        .fill(fill)
                        .corner_radius(6.0)
                        .inner_margin(egui::Margin::symmetric(12, 6))
                        .show(ui, |ui| {
                            ui.set_width(one_line.min(520.0) + 2.0);
                            ui.label(RichText::new(&notice.text).color(Color32::WHITE));
                        });
                }
            });
    }

    /// Dispatches this frame's keys from the shortcut table (the only list of keys).
    fn keyboard(&mut self, ctx: &egui::Context) {
        let typing = ctx.text_edit_focused();
        let any_focus = ctx.memory(|m| m.focused().is_some());
        let board_focus = self.board.has_keyboard_focus(ctx);
        // A modal dialog owns the keyboard: only the shortcuts that work while typing remain.
        let modal = ctx.memory(|m| m.top_modal_layer().is_some());
        for shortcut in SHORTCUTS {
            let applies = if modal {
                shortcut.when == When::Always
            } else {
                shortcut.when.applies(typing, any_focus, board_focus)
            };
            if !applies {
                continue;
            }
            match shortcut.command {
                // The system turns Ctrl+V into a paste event carrying the text.
                Command::Paste => {
                    let paste = ctx.input(|i| {
                        i.events.iter().find_map(|e| match e {
                            egui::Event::Paste(text) => Some(text.clone()),
                            _ => None,
                        })
                    });
                    if let Some(text) = paste {
                        self.actions.push(Action::Paste(text));
                    }
                }
                // Ctrl+Z stays free for other uses while there is nothing to bring back.
                Command::Undo if self.replaced.is_empty() => {}
                command => {
                    if consume_exact(ctx, shortcut.modifiers, shortcut.key) {
                        self.run_command(ctx, command);
                        ctx.request_repaint();
                    }
                }
            }
        }
    }

    /// What a shortcut does.
    fn run_command(&mut self, ctx: &egui::Context, command: Command) {
        use super::{
            analysis::AnalysisAction, board_editor::EditorAction, database::DatabaseAction,
            engine_manager::EngineAction, files::FileAction,
        };
        use crate::app::tree_edit::TreeAction;
        let action = match command {
            Command::NewGame => Action::OpenNewGame,
            Command::Open => Action::File(FileAction::OpenDialog),
            Command::Save => Action::File(FileAction::Save),
            Command::SetUpPosition => Action::Editor(EditorAction::Toggle),
            Command::TakeBack => Action::TakeBack,
            Command::Quit => Action::Quit,
            Command::Undo => Action::UndoReplace,
            Command::CopyFen => Action::CopyFen,
            Command::Paste => return,
            Command::First => Action::Navigate(Nav::First),
            Command::Prev => Action::Navigate(Nav::Prev),
            Command::Next => Action::Navigate(Nav::Next),
            Command::Last => Action::Navigate(Nav::Last),
            Command::MainLine => Action::Tree(TreeAction::SwitchVariation { towards_main: true }),
            Command::SideLine => Action::Tree(TreeAction::SwitchVariation {
                towards_main: false,
            }),
            Command::FocusBoard => Action::FocusBoard,
            Command::Flip => Action::Flip,
            Command::Cursor(key) => {
                let input = CursorInput {
                    pos: self.session.game().viewed(),
                    flipped: self.session.flipped(),
                    interactive: self.session.human_can_move() || self.session.can_explore(),
                };
                match self.board.cursor_key(ctx, key, &input) {
                    Some(mv) => Action::MakeMove(mv),
                    None => return,
                }
            }
            Command::ToggleAnalysis => Action::Analysis(AnalysisAction::Toggle),
            Command::Hint => Action::Hint,
            Command::Settings => Action::ToggleSettings,
            Command::Engines => Action::Engines(EngineAction::Toggle),
            Command::Database if self.database.open.is_some() => {
                Action::Database(DatabaseAction::ToggleWindow)
            }
            Command::Database => Action::Database(DatabaseAction::OpenDialog),
            Command::MenuBar => {
                self.open_menu_bar = true;
                return;
            }
            Command::Keyboard => Action::ToggleKeyboardHelp,
            Command::DescribePosition => Action::Say(Speech::Position),
            Command::SayClocks => Action::Say(Speech::Clocks),
        };
        self.actions.push(action);
    }
}

/// A question in a modal window: the index of the button pressed, the last one (the "leave
/// things as they are" answer) on Escape; a stray click beside the window answers nothing.
pub(super) fn question(
    ctx: &egui::Context,
    id: &str,
    heading: &str,
    text: &str,
    buttons: &[&str],
) -> Option<usize> {
    let mut answer = None;
    egui::Modal::new(egui::Id::unique(id)).show(ctx, |ui| {
        ui.set_max_width(440.0);
        ui.heading(heading);
        ui.label(text);
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            for (i, button) in buttons.iter().enumerate() {
                if ui.button(*button).clicked() {
                    answer = Some(i);
                }
            }
        });
    });
    if answer.is_none() && ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        answer = buttons.len().checked_sub(1);
    }
    answer
}

/// SAN as the settings write moves: English letters as stored, the interface language's
/// letters, or figurines.
pub fn display_san(san: &str, notation: super::settings::Notation) -> String {
    use super::settings::Notation;
    match notation {
        Notation::EnglishLetters => san.to_owned(),
        Notation::LocalLetters => local_letters_san(san),
        Notation::Figurines => figurine_san(san),
    }
}

/// SAN with the interface language's piece letters; the letters are looked up once per
/// language, not per move.
fn local_letters_san(san: &str) -> String {
    use crate::app::i18n::{Language, PieceLetters, language, localised_san};
    static LETTERS: [std::sync::OnceLock<PieceLetters>; Language::ALL.len()] =
        [const { std::sync::OnceLock::new() }; Language::ALL.len()];
    let language = language();
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    let letters = LETTERS[index].get_or_init(|| PieceLetters::of(language));
    localised_san(san, letters)
}

/// SAN with the piece letter replaced by its figurine (`Nf3` → `♞f3`).
pub fn figurine_san(san: &str) -> String {
    let mut chars = san.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let role = match first {
        'N' => Some(Role::Knight),
        'B' => Some(Role::Bishop),
        'R' => Some(Role::Rook),
        'Q' => Some(Role::Queen),
        'K' => Some(Role::King),
        _ => None,
    };
    let mut out = String::with_capacity(san.len() + 2);
    match role {
        Some(role) => out.push(figurine(role)),
        None => out.push(first),
    }
    // Promotions: `e8=Q` → `e8=♛`.
    for c in chars {
        match c {
            'N' | 'B' | 'R' | 'Q' if out.ends_with('=') => {
                let role = Role::from_char(c).unwrap_or(Role::Queen);
                out.push(figurine(role));
            }
            c => out.push(c),
        }
    }
    out
}

pub use crate::app::move_notes::format_score;

/// `950`, `12.3k`, `4.5M`.
pub fn human_count(n: u64) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => format!("{:.1}k", n as f64 / 1e3),
        _ => format!("{:.1}M", n as f64 / 1e6),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Score;

    #[test]
    fn notation_helpers() {
        assert_eq!(figurine_san("Nf3"), "\u{265E}f3");
        assert_eq!(figurine_san("e8=Q+"), "e8=\u{265B}+");
        assert_eq!(figurine_san("O-O"), "O-O");
        use crate::gui::settings::Notation;
        assert_eq!(display_san("Nf3", Notation::EnglishLetters), "Nf3");
        assert_eq!(display_san("Nf3", Notation::Figurines), "\u{265E}f3");
        assert_eq!(format_score(Score::Cp(35)), "+0.35");
        assert_eq!(format_score(Score::Mate(-2)), "-#2");
        assert_eq!(human_count(12_345), "12.3k");
    }
}
