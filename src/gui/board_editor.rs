//! The board editor (menu Game → Set up position…): pieces dragged from a palette onto the
//! board or placed by clicking, removed by dragging them off or with the right button; side
//! to move, castling rights, en-passant square and move numbers; a FEN field kept in sync
//! both ways. The rules core validates the result (`Position::from_fen`), and its precise
//! error is shown while Play and Analyse stay disabled.

use eframe::egui::{self, Color32, CornerRadius, Pos2, Rect, RichText, Sense, Ui, Vec2};

use super::{
    actions::Action, app::TempoApp, new_game::NewGameDialog, pieces::draw_piece, theme::BoardScheme,
};
use crate::chess::{
    ByColor, CastleSide, Color, File, Piece, Position, Rank, Role, STARTPOS_FEN, Square,
};
use crate::{
    app::game::Game,
    app::setup::{GameSetup, Player, StartChoice},
};

/// What the editor asks the app to do.
#[derive(Debug)]
#[must_use]
pub enum EditorAction {
    /// Open the editor on the shown position, or close it.
    Toggle,
    /// Open the new-game dialog starting from this FEN.
    PlayFrom(String),
    /// Load this FEN as the current game (two players, no clock) to analyse or edit.
    Analyse(String),
}

/// The four castling rights, as the editor's check boxes.
const CASTLING: [(Color, CastleSide, char, &str); 4] = [
    (Color::White, CastleSide::King, 'K', "White O-O"),
    (Color::White, CastleSide::Queen, 'Q', "White O-O-O"),
    (Color::Black, CastleSide::King, 'k', "Black O-O"),
    (Color::Black, CastleSide::Queen, 'q', "Black O-O-O"),
];

/// The position being set up: any arrangement, valid or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorBoard {
    squares: [Option<Piece>; 64],
    /// Side to move.
    pub side: Color,
    /// K, Q, k, q.
    pub castling: [bool; 4],
    /// The file of the en-passant square, if any.
    pub ep_file: Option<File>,
    /// Halfmove clock.
    pub halfmove: u16,
    /// Fullmove number.
    pub fullmove: u16,
}

impl EditorBoard {
    /// An empty board, White to move.
    pub fn empty() -> EditorBoard {
        EditorBoard {
            squares: [None; 64],
            side: Color::White,
            castling: [false; 4],
            ep_file: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The editor showing `pos`.
    pub fn from_position(pos: &Position) -> EditorBoard {
        let mut board = EditorBoard::empty();
        for sq in Square::ALL {
            board.squares[sq.index()] = pos.piece_at(sq);
        }
        board.side = pos.side_to_move();
        for (i, (color, side, _, _)) in CASTLING.iter().enumerate() {
            board.castling[i] = pos.castling().rook(*color, *side).is_some();
        }
        board.ep_file = pos.ep_square().map(Square::file);
        board.halfmove = pos.halfmove_clock();
        board.fullmove = pos.fullmove_number();
        board
    }

    /// The piece on `sq`.
    pub fn piece(&self, sq: Square) -> Option<Piece> {
        self.squares[sq]
    }

    /// Puts `piece` on `sq` (or empties it).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.squares[sq.index()] = piece;
    }

    /// The en-passant square the side to move could capture on.
    pub fn ep_square(&self) -> Option<Square> {
        let rank = match self.side {
            Color::White => Rank::R6,
            Color::Black => Rank::R3,
        };
        self.ep_file.map(|file| Square::from_coords(file, rank))
    }

    /// The FEN of the arrangement (valid or not).
    pub fn fen(&self) -> String {
        let mut fen = String::with_capacity(90);
        crate::chess::fen::write_placement(&mut fen, |sq| self.piece(sq));
        fen.push(' ');
        fen.push(self.side.char());
        fen.push(' ');
        let rights: String = CASTLING
            .iter()
            .zip(self.castling)
            .filter(|(_, on)| *on)
            .map(|((_, _, c, _), _)| *c)
            .collect();
        fen.push_str(if rights.is_empty() { "-" } else { &rights });
        fen.push(' ');
        match self.ep_square() {
            Some(sq) => fen.push_str(&sq.to_string()),
            None => fen.push('-'),
        }
        fen.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        fen
    }

    /// The arrangement as a playable position, or the rules core's reason why not.
    pub fn validate(&self) -> Result<Position, String> {
        let pos = Position::from_fen(&self.fen()).map_err(|e| e.to_string())?;
        if !pos.has_legal_moves() {
            return Err("the side to move has no legal move (checkmate or stalemate)".into());
        }
        Ok(pos)
    }

    /// Reads a FEN loosely: any arrangement of pieces, so the board follows the text even
    /// while the position is not legal (the validation then says why). Only syntax fails.
    pub fn parse_loose(fen: &str) -> Result<EditorBoard, String> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let Some(placement) = fields.first() else {
            return Err("FEN is empty".into());
        };
        let mut board = EditorBoard::empty();
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 8 {
            return Err(format!(
                "board field has {} ranks separated by '/'; expected 8",
                ranks.len()
            ));
        }
        for (text, rank) in ranks.iter().zip(Rank::ALL.iter().rev()) {
            let mut file = 0u32;
            for c in text.chars() {
                if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += skip;
                    continue;
                }
                let Some(piece) = Piece::from_char(c) else {
                    return Err(format!("board field: '{c}' is not a piece letter or 1-8"));
                };
                let Some(f) = File::new(file) else {
                    return Err(format!("board field: rank '{text}' is longer than 8"));
                };
                board.set(Square::from_coords(f, *rank), Some(piece));
                file += 1;
            }
            if file != 8 {
                return Err(format!(
                    "board field: rank '{text}' describes {file} squares; expected 8"
                ));
            }
        }
        board.side = match fields.get(1).copied() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => return Err(format!("side to move '{other}'; expected w or b")),
        };
        if let Some(rights) = fields.get(2).filter(|r| **r != "-") {
            for c in rights.chars() {
                match CASTLING.iter().position(|(_, _, letter, _)| *letter == c) {
                    Some(i) => board.castling[i] = true,
                    None => return Err(format!("castling: '{c}' is not K, Q, k or q")),
                }
            }
        }
        if let Some(ep) = fields.get(3).filter(|e| **e != "-") {
            let sq: Square = ep
                .parse()
                .map_err(|_| format!("en passant: '{ep}' is not a square"))?;
            board.ep_file = Some(sq.file());
        }
        if let Some(n) = fields.get(4) {
            board.halfmove = n
                .parse()
                .map_err(|_| format!("halfmove clock '{n}' is not a number"))?;
        }
        if let Some(n) = fields.get(5) {
            board.fullmove = n
                .parse::<u16>()
                .map_err(|_| format!("move number '{n}' is not a number"))?
                .max(1);
        }
        Ok(board)
    }
}

/// A piece being dragged: from the palette (`from` is `None`) or from a square.
#[derive(Clone, Copy, Debug)]
struct Drag {
    piece: Piece,
    from: Option<Square>,
}

/// The editor window's state.
#[derive(Debug)]
pub struct BoardEditor {
    /// The arrangement.
    pub board: EditorBoard,
    /// Black at the bottom.
    pub flipped: bool,
    /// The palette piece placed by clicking a square; `None` erases.
    pub brush: Option<Piece>,
    drag: Option<Drag>,
    /// The FEN text field.
    pub fen_text: String,
    /// Why the FEN text cannot be read (its syntax), while it cannot.
    text_error: Option<String>,
}

impl BoardEditor {
    /// An editor showing `pos`.
    pub fn new(pos: &Position) -> BoardEditor {
        let board = EditorBoard::from_position(pos);
        BoardEditor {
            fen_text: board.fen(),
            board,
            flipped: false,
            brush: Some(Piece::new(Color::White, Role::Pawn)),
            drag: None,
            text_error: None,
        }
    }

    /// The window title.
    pub fn name() -> &'static str {
        "Set up position"
    }

    /// The position, or the precise reason it cannot be played.
    pub fn validation(&self) -> Result<Position, String> {
        if let Some(e) = &self.text_error {
            return Err(e.clone());
        }
        self.board.validate()
    }

    /// Types `text` into the FEN field (as the user would): the board follows when it reads.
    pub fn set_fen_text(&mut self, text: &str) {
        self.fen_text = text.to_owned();
        self.text_changed();
    }

    fn text_changed(&mut self) {
        match EditorBoard::parse_loose(&self.fen_text) {
            Ok(board) => {
                self.board = board;
                self.text_error = None;
            }
            Err(e) => self.text_error = Some(e),
        }
    }

    /// After a change made on the board or the controls: the text follows.
    fn board_changed(&mut self) {
        self.fen_text = self.board.fen();
        self.text_error = None;
    }

    /// Draws the editor; returns what the user asked for.
    pub fn show(&mut self, ctx: &egui::Context, scheme: BoardScheme) -> Option<EditorAction> {
        // Modal, closed only by its buttons or Escape: a stray click beside it must not
        // throw the set-up away.
        let modal =
            egui::Modal::new(egui::Id::unique("board-editor")).show(ctx, |ui| self.ui(ui, scheme));
        let escape = ctx.input(|i| i.key_pressed(egui::Key::Escape));
        if modal.inner.is_none() && escape && self.drag.is_none() {
            return Some(EditorAction::Toggle);
        }
        modal.inner
    }

    fn ui(&mut self, ui: &mut Ui, scheme: BoardScheme) -> Option<EditorAction> {
        let mut action = None;
        ui.label(RichText::new(Self::name()).heading());
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                self.palette(ui, Color::Black, scheme);
                self.board_ui(ui, scheme);
                self.palette(ui, Color::White, scheme);
            });
            ui.add_space(12.0);
            ui.vertical(|ui| {
                ui.set_width(300.0);
                self.controls(ui);
            });
        });
        ui.add_space(6.0);
        let label = ui.label("FEN");
        let response = ui
            .add(egui::TextEdit::singleline(&mut self.fen_text).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        if response.changed() {
            self.text_changed();
        }
        let valid = self.validation();
        match &valid {
            Ok(_) => ui.colored_label(Color32::from_rgb(90, 170, 90), "Valid position"),
            Err(e) => ui.colored_label(ui.visuals().error_fg_color, e),
        };
        ui.separator();
        ui.horizontal(|ui| {
            let ok = valid.is_ok();
            let fen = self.board.fen();
            if ui
                .add_enabled(ok, egui::Button::new("Play from here"))
                .on_hover_text("Start a new game from this position")
                .clicked()
            {
                action = Some(EditorAction::PlayFrom(fen.clone()));
            }
            if ui
                .add_enabled(ok, egui::Button::new("Analyse position"))
                .on_hover_text("Load this position as the current game")
                .clicked()
            {
                action = Some(EditorAction::Analyse(fen));
            }
            if ui.button("Cancel").clicked() {
                action = Some(EditorAction::Toggle);
            }
        });
        action
    }

    fn controls(&mut self, ui: &mut Ui) {
        let before = self.board.clone();
        ui.horizontal(|ui| {
            if ui.button("Clear board").clicked() {
                let side = self.board.side;
                self.board = EditorBoard::empty();
                self.board.side = side;
            }
            if ui.button("Start position").clicked()
                && let Ok(pos) = Position::from_fen(STARTPOS_FEN)
            {
                self.board = EditorBoard::from_position(&pos);
            }
            if ui.button("Flip board").clicked() {
                self.flipped = !self.flipped;
            }
        });
        ui.add_space(6.0);
        egui::Grid::new("editor-controls")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                ui.label("Turn");
                ui.horizontal(|ui| {
                    // Full names: "White"/"Black" alone also label other widgets on screen.
                    ui.selectable_value(&mut self.board.side, Color::White, "White to move");
                    ui.selectable_value(&mut self.board.side, Color::Black, "Black to move");
                });
                ui.end_row();
                ui.label("Castling");
                ui.vertical(|ui| {
                    for (i, (_, _, _, text)) in CASTLING.iter().enumerate() {
                        ui.checkbox(&mut self.board.castling[i], *text);
                    }
                });
                ui.end_row();
                ui.label("En passant");
                let current = self
                    .board
                    .ep_square()
                    .map_or("none".to_owned(), |sq| sq.to_string());
                egui::ComboBox::from_id_salt("editor-ep")
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut self.board.ep_file, None, "none");
                        for file in File::ALL {
                            let rank = if self.board.side == Color::White {
                                6
                            } else {
                                3
                            };
                            let text = format!("{}{rank}", file.char());
                            ui.selectable_value(&mut self.board.ep_file, Some(file), text);
                        }
                    });
                ui.end_row();
                ui.label("Move number");
                ui.add(egui::DragValue::new(&mut self.board.fullmove).range(1..=999));
                ui.end_row();
                ui.label("Halfmove clock");
                ui.add(egui::DragValue::new(&mut self.board.halfmove).range(0..=150))
                    .on_hover_text("Moves since the last capture or pawn move (fifty-move rule)");
                ui.end_row();
            });
        ui.add_space(6.0);
        ui.weak("Click a square to place the palette piece (Erase empties squares), drag pieces on, off or around; right-click removes.");
        if self.board != before {
            self.board_changed();
        }
    }

    /// One row of palette pieces, each on a square of the board's colours, so white and black
    /// pieces read as they do on the board whatever the window's theme.
    fn palette(&mut self, ui: &mut Ui, color: Color, scheme: BoardScheme) {
        let size = 40.0;
        let colors = scheme.colors();
        ui.horizontal(|ui| {
            for role in [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::Pawn,
            ] {
                let piece = Piece::new(color, role);
                let (rect, response) =
                    ui.allocate_exact_size(Vec2::splat(size), Sense::click_and_drag());
                let name = format!("palette {} {}", color.name(), role_name(role));
                response.widget_info(|| {
                    egui::WidgetInfo::selected(
                        egui::Role::Button,
                        true,
                        self.brush == Some(piece),
                        &name,
                    )
                });
                let (square, ring) = if self.brush == Some(piece) {
                    (colors.dark, ui.visuals().selection.bg_fill)
                } else {
                    (colors.light, Color32::TRANSPARENT)
                };
                ui.painter()
                    .rect_filled(rect, CornerRadius::same(4), square);
                ui.painter().rect_stroke(
                    rect.shrink(1.0),
                    CornerRadius::same(4),
                    egui::Stroke::new(3.0, ring),
                    egui::StrokeKind::Inside,
                );
                draw_piece(ui.painter(), piece, rect.center(), size, 1.0);
                if response.clicked() {
                    self.brush = Some(piece);
                }
                if response.drag_started() {
                    self.drag = Some(Drag { piece, from: None });
                }
            }
            if color == Color::White {
                let eraser = ui
                    .add(
                        egui::Button::selectable(self.brush.is_none(), "Erase")
                            .min_size(Vec2::splat(size)),
                    )
                    .on_hover_text("Erase: clicked squares become empty");
                if eraser.clicked() {
                    self.brush = None;
                }
            }
        });
    }

    fn board_ui(&mut self, ui: &mut Ui, scheme: BoardScheme) {
        let square = 48.0;
        let (board_rect, _) = ui.allocate_exact_size(Vec2::splat(square * 8.0), Sense::hover());
        let colors = scheme.colors();
        let flipped = self.flipped;
        let rect_of = |sq: Square| {
            let (file, rank) = (sq.file().index() as f32, sq.rank().index() as f32);
            let (col, row) = if flipped {
                (7.0 - file, rank)
            } else {
                (file, 7.0 - rank)
            };
            Rect::from_min_size(
                board_rect.min + Vec2::new(col * square, row * square),
                Vec2::splat(square),
            )
        };
        let square_at = |pos: Pos2| {
            Square::ALL
                .into_iter()
                .find(|sq| rect_of(*sq).contains(pos))
        };
        let mut changed = false;
        for sq in Square::ALL {
            let rect = rect_of(sq);
            let response = ui.interact(
                rect,
                ui.scope_id().with(("editor-square", sq as u8)),
                Sense::click_and_drag(),
            );
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("editor square {sq}"))
            });
            let fill = if sq.is_light() {
                colors.light
            } else {
                colors.dark
            };
            ui.painter().rect_filled(rect, CornerRadius::ZERO, fill);
            let piece = self.board.piece(sq);
            let dragged_away = self.drag.is_some_and(|d| d.from == Some(sq));
            if let Some(piece) = piece.filter(|_| !dragged_away) {
                draw_piece(ui.painter(), piece, rect.center(), square, 1.0);
            }
            if response.drag_started()
                && let Some(piece) = piece
            {
                self.drag = Some(Drag {
                    piece,
                    from: Some(sq),
                });
            } else if response.clicked() {
                let placed = match self.brush {
                    // Clicking the same piece again removes it, so a mis-click undoes itself.
                    Some(brush) if piece == Some(brush) => None,
                    brush => brush,
                };
                self.board.set(sq, placed);
                changed = true;
            } else if response.secondary_clicked() {
                self.board.set(sq, None);
                changed = true;
            }
        }
        // Drops: on a square places the piece there; anywhere else removes a board piece.
        let (released, pointer) = ui.input(|i| (i.pointer.any_released(), i.pointer.latest_pos()));
        if let Some(drag) = self.drag {
            if released {
                self.drag = None;
                let target = pointer.and_then(square_at);
                if let Some(from) = drag.from
                    && target != Some(from)
                {
                    self.board.set(from, None);
                }
                if let Some(to) = target {
                    self.board.set(to, Some(drag.piece));
                }
                changed = true;
            } else if let Some(at) = pointer {
                let top = ui.ctx().layer_painter(egui::LayerId::new(
                    egui::Order::Tooltip,
                    ui.scope_id().with("editor-drag"),
                ));
                draw_piece(&top, drag.piece, at, square, 1.0);
                ui.ctx().request_repaint();
            }
        }
        if changed {
            self.board_changed();
        }
    }
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

impl TempoApp {
    /// The board editor, when open.
    pub fn board_editor(&self) -> Option<&BoardEditor> {
        self.board_editor.as_ref()
    }

    /// The board editor, when open (tests type into it).
    pub fn board_editor_mut(&mut self) -> Option<&mut BoardEditor> {
        self.board_editor.as_mut()
    }

    /// Applies one of the editor's requests.
    pub(super) fn apply_editor_action(&mut self, action: EditorAction) {
        match action {
            EditorAction::Toggle => {
                self.board_editor = match self.board_editor.take() {
                    Some(_) => None,
                    None => {
                        let mut editor = BoardEditor::new(self.session.game().viewed());
                        editor.flipped = self.session.flipped();
                        Some(editor)
                    }
                };
            }
            EditorAction::PlayFrom(fen) => {
                self.board_editor = None;
                self.dialog = Some(NewGameDialog::new(GameSetup {
                    start: StartChoice::Fen(fen),
                    ..self.settings.last_setup.clone()
                }));
            }
            EditorAction::Analyse(fen) => match Position::from_fen(&fen) {
                Ok(pos) => {
                    self.board_editor = None;
                    self.resume = None;
                    self.apply_session(crate::app::session::SessionAction::SetPaused(false));
                    let humans = ByColor {
                        white: Player::Human,
                        black: Player::Human,
                    };
                    self.load_game(Game::new(pos), humans);
                    self.game_over_open = false;
                    self.notify(
                        "Position set up (two players; analyse or play it out)",
                        false,
                    );
                }
                Err(e) => self.notify(format!("Cannot set up the position: {e}"), true),
            },
        }
    }

    /// Draws the editor when it is open.
    pub(super) fn board_editor_window(&mut self, ctx: &egui::Context) {
        let scheme = self.settings.board;
        if let Some(editor) = &mut self.board_editor
            && let Some(action) = editor.show(ctx, scheme)
        {
            self.actions.push(Action::Editor(action));
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_validation() {
        let start = Position::startpos();
        let board = EditorBoard::from_position(&start);
        assert_eq!(board.fen(), STARTPOS_FEN);
        assert!(board.validate().is_ok());
        assert_eq!(EditorBoard::parse_loose(STARTPOS_FEN).unwrap(), board);

        let mut empty = EditorBoard::empty();
        assert!(empty.validate().unwrap_err().contains("kings"));
        empty.set(Square::E1, Some(Piece::new(Color::White, Role::King)));
        empty.set(Square::E8, Some(Piece::new(Color::Black, Role::King)));
        assert!(empty.validate().is_ok());
        empty.set(Square::A1, Some(Piece::new(Color::White, Role::Pawn)));
        assert!(empty.validate().unwrap_err().contains("a1"));
        empty.set(Square::A1, None);
        // Black, not to move, in check by a rook.
        empty.set(Square::E4, Some(Piece::new(Color::White, Role::Rook)));
        assert!(empty.validate().unwrap_err().contains("not to move"));
        // A castling right without its rook.
        empty.set(Square::E4, None);
        empty.castling[0] = true;
        assert!(empty.validate().unwrap_err().contains("castle"));
    }

    #[test]
    fn loose_parsing_keeps_illegal_arrangements() {
        let board = EditorBoard::parse_loose("8/8/8/8/8/8/8/8 w - - 0 1").unwrap();
        assert_eq!(board, EditorBoard::empty());
        assert!(EditorBoard::parse_loose("8/8/8 w").is_err());
        assert!(EditorBoard::parse_loose("9/8/8/8/8/8/8/8 w").is_err());
        let ep = EditorBoard::parse_loose("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3").unwrap();
        assert_eq!(ep.ep_square(), Some(Square::D6));
        assert_eq!(ep.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3");
        assert!(ep.validate().is_ok());
    }
}
