//! The board editor (menu Game → Set up position…): pieces dragged from a palette onto the
//! board or placed by clicking, removed by dragging them off or with the right button; side
//! to move, castling rights, en-passant square and move numbers; a FEN field kept in sync
//! both ways. The rules core validates the result (`Position::from_fen`), and its precise
//! error is shown while Play and Analyse stay disabled.

use eframe::egui::{self, Color32, CornerRadius, Pos2, Rect, RichText, Sense, Ui, Vec2};

use super::{
    pieces::draw_piece,
    theme::{Look, square_colors},
};
use crate::{
    app::{
        board_setup::{CASTLING, EditorBoard},
        spoken::piece_name,
    },
    chess::{CastleSide, Color, File, Piece, Position, Role, STARTPOS_FEN, Square},
    t,
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
    pub fn name() -> String {
        t!("play-editor-title")
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
    pub fn show(&mut self, ctx: &egui::Context, look: Look) -> Option<EditorAction> {
        // Modal, closed only by its buttons or Escape: a stray click beside it must not
        // throw the set-up away.
        let modal =
            egui::Modal::new(egui::Id::unique("board-editor")).show(ctx, |ui| self.ui(ui, look));
        let escape = ctx.input(|i| i.key_pressed(egui::Key::Escape));
        if modal.inner.is_none() && escape && self.drag.is_none() {
            return Some(EditorAction::Toggle);
        }
        modal.inner
    }

    fn ui(&mut self, ui: &mut Ui, look: Look) -> Option<EditorAction> {
        let mut action = None;
        ui.label(RichText::new(Self::name()).heading());
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                self.palette(ui, Color::Black, look);
                self.board_ui(ui, look);
                self.palette(ui, Color::White, look);
            });
            ui.add_space(12.0);
            ui.vertical(|ui| {
                ui.set_width(300.0);
                self.controls(ui);
            });
        });
        ui.add_space(6.0);
        let label = ui.label("FEN"); // Format name: not interface text
        let response = ui
            .add(egui::TextEdit::singleline(&mut self.fen_text).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        if response.changed() {
            self.text_changed();
        }
        let valid = self.validation();
        match &valid {
            Ok(_) => ui.colored_label(Color32::from_rgb(90, 170, 90), t!("play-editor-valid")),
            Err(e) => ui.colored_label(
                ui.visuals().error_fg_color,
                t!("play-editor-invalid", error = e),
            ),
        };
        ui.separator();
        ui.horizontal(|ui| {
            let ok = valid.is_ok();
            let fen = self.board.fen();
            if ui
                .add_enabled(ok, egui::Button::new(t!("play-editor-play-from-here")))
                .on_hover_text(t!("play-editor-play-from-here-tip"))
                .clicked()
            {
                action = Some(EditorAction::PlayFrom(fen.clone()));
            }
            if ui
                .add_enabled(ok, egui::Button::new(t!("play-editor-analyse")))
                .on_hover_text(t!("play-editor-analyse-tip"))
                .clicked()
            {
                action = Some(EditorAction::Analyse(fen));
            }
            if ui.button(t!("common-cancel")).clicked() {
                action = Some(EditorAction::Toggle);
            }
        });
        action
    }

    fn controls(&mut self, ui: &mut Ui) {
        let before = self.board.clone();
        ui.horizontal(|ui| {
            if ui.button(t!("play-editor-clear")).clicked() {
                let side = self.board.side;
                self.board = EditorBoard::empty();
                self.board.side = side;
            }
            if ui.button(t!("play-editor-start-position")).clicked()
                && let Ok(pos) = Position::from_fen(STARTPOS_FEN)
            {
                self.board = EditorBoard::from_position(&pos);
            }
            if ui.button(t!("play-editor-flip")).clicked() {
                self.flipped = !self.flipped;
            }
        });
        ui.add_space(6.0);
        egui::Grid::new("editor-controls")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                ui.label(t!("play-editor-turn"));
                ui.horizontal(|ui| {
                    // Full names: "White"/"Black" alone also label other widgets on screen.
                    ui.selectable_value(
                        &mut self.board.side,
                        Color::White,
                        t!("play-editor-white-to-move"),
                    );
                    ui.selectable_value(
                        &mut self.board.side,
                        Color::Black,
                        t!("play-editor-black-to-move"),
                    );
                });
                ui.end_row();
                ui.label(t!("play-editor-castling"));
                ui.vertical(|ui| {
                    for (i, (color, side, _, _)) in CASTLING.iter().enumerate() {
                        ui.checkbox(&mut self.board.castling[i], castling_label(*color, *side));
                    }
                });
                ui.end_row();
                ui.label(t!("play-editor-en-passant"));
                let current = self
                    .board
                    .ep_square()
                    .map_or_else(|| t!("play-editor-no-en-passant"), |sq| sq.to_string());
                egui::ComboBox::from_id_salt("editor-ep")
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(
                            &mut self.board.ep_file,
                            None,
                            t!("play-editor-no-en-passant"),
                        );
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
                ui.label(t!("play-editor-move-number"));
                ui.add(egui::DragValue::new(&mut self.board.fullmove).range(1..=999));
                ui.end_row();
                ui.label(t!("play-editor-halfmove-clock"));
                ui.add(egui::DragValue::new(&mut self.board.halfmove).range(0..=150))
                    .on_hover_text(t!("play-editor-halfmove-clock-tip"));
                ui.end_row();
            });
        ui.add_space(6.0);
        ui.weak(t!("play-editor-help"));
        if self.board != before {
            self.board_changed();
        }
    }

    /// One row of palette pieces, each on a square of the board's colours, so white and black
    /// pieces read as they do on the board whatever the window's theme.
    fn palette(&mut self, ui: &mut Ui, color: Color, look: Look) {
        let size = 40.0;
        let colors = square_colors(look.scheme);
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
                let name = t!("play-editor-palette", piece = piece_name(piece));
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
                draw_piece(ui.painter(), look.pieces, piece, rect.center(), size, 1.0);
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
                        egui::Button::selectable(self.brush.is_none(), t!("play-editor-erase"))
                            .min_size(Vec2::splat(size)),
                    )
                    .on_hover_text(t!("play-editor-erase-tip"));
                if eraser.clicked() {
                    self.brush = None;
                }
            }
        });
    }

    fn board_ui(&mut self, ui: &mut Ui, look: Look) {
        let square = 48.0;
        let (board_rect, _) = ui.allocate_exact_size(Vec2::splat(square * 8.0), Sense::hover());
        let colors = square_colors(look.scheme);
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
                egui::WidgetInfo::labeled(
                    egui::Role::Button,
                    true,
                    t!("play-editor-square", square = sq.to_string()),
                )
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
                draw_piece(ui.painter(), look.pieces, piece, rect.center(), square, 1.0);
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
                draw_piece(&top, look.pieces, drag.piece, at, square, 1.0);
                ui.ctx().request_repaint();
            }
        }
        if changed {
            self.board_changed();
        }
    }
}

/// The label of one castling right's check box (`White O-O`).
fn castling_label(color: Color, side: CastleSide) -> String {
    let castle = match side {
        CastleSide::King => "O-O",    // Castling notation: not interface text
        CastleSide::Queen => "O-O-O", // Castling notation: not interface text
    };
    match color {
        Color::White => t!("play-editor-castling-white", castle = castle),
        Color::Black => t!("play-editor-castling-black", castle = castle),
    }
}
