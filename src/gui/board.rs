//! The board view: squares, coordinates, highlights, pieces, drag-and-drop and click-click
//! moves, the promotion picker, move animation, and arrows/circles drawn with the right mouse
//! button. It never changes the game: it returns the move the user made.
//!
//! Every square is an accessible grid cell named by what stands on it ("e4, white knight",
//! "e5, empty"; "picked" and "legal target" while a piece is picked), a child of the board's
//! one keyboard stop, whose active cell is the cursor's: screen readers read the square as the
//! cursor moves and can click any square. Promotion choices are labelled `promote to queen`
//! and so on.

use eframe::egui::{
    self, Color32, CornerRadius, FontId, PointerButton, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2,
};

use super::{
    pieces::draw_piece,
    theme::{self, Coordinates, Look, c32, square_colors},
};
use crate::{
    chess::{Color, Move, Piece, Position, Role, Square},
    t,
};

mod cursor;
#[cfg(feature = "script")]
pub mod script_shots;
pub use cursor::CursorInput;

/// What the board shows and allows this frame.
#[derive(Clone, Copy, Debug)]
pub struct BoardInput<'a> {
    /// The position shown.
    pub pos: &'a Position,
    /// The move that led to it (highlighted, animated).
    pub last_move: Option<Move>,
    /// Black at the bottom.
    pub flipped: bool,
    /// Whether the user may move pieces (a human to move, latest position, game not over).
    pub interactive: bool,
    /// Colours, pieces and coordinates.
    pub look: Look,
    /// Mark the legal destinations of the selected piece.
    pub show_legal_moves: bool,
    /// How long a move glides to its square, in seconds (0: no animation).
    pub animation_secs: f32,
    /// The engine's suggestion, drawn as an arrow.
    pub hint: Option<Move>,
    /// The drawings of the shown move's comment (`[%cal]` arrows, `[%csl]` squares), as
    /// annotated games from Lichess, ChessBase and Tempo's own exports carry them.
    pub comment_marks: CommentMarks<'a>,
    /// Analysis suggestions, drawn as arrows in their engine's colour (the strongest widest
    /// and most opaque).
    pub engine_arrows: &'a [EngineArrow],
}

/// The arrows and coloured squares of a comment.
#[derive(Clone, Copy, Debug, Default)]
pub struct CommentMarks<'a> {
    /// `[%cal]`: arrows in their colours.
    pub arrows: &'a [crate::app::share::Arrow],
    /// `[%csl]`: squares in their colours.
    pub squares: &'a [(Square, crate::app::share::look::Rgba)],
}

/// An analysis move drawn on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EngineArrow {
    /// The move.
    pub mv: Move,
    /// 0 to 1: the best line's arrow is 1.
    pub strength: f32,
    /// Width factor (1 normally; less for an arrow drawn over another engine's same move).
    pub width: f32,
    /// The analysing engine's colour.
    pub color: Color32,
}

/// A move in flight: the moving piece, and for castling the rook as well.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Animation {
    piece: Piece,
    from: Square,
    to: Square,
    /// The castling rook: piece, origin, destination.
    rook: Option<(Piece, Square, Square)>,
    start: f64,
    /// Seconds from start to end.
    duration: f32,
}

impl Animation {
    /// The animation of `mv`, read from the position after it (`None` when the moved piece
    /// is not where it should be, which only a bug could cause).
    fn of_move(after: &Position, mv: Move, start: f64) -> Option<Animation> {
        let to = landing_square(mv);
        let piece = after.piece_at(to)?;
        // Castling is encoded king-takes-rook: `to()` is the rook's origin (also in Chess960).
        let rook = mv
            .is_castle()
            .then(|| {
                let rook_to = mv.castle_rook_destination();
                after.piece_at(rook_to).map(|rook| (rook, mv.to(), rook_to))
            })
            .flatten();
        Some(Animation {
            piece,
            from: mv.from(),
            to,
            rook,
            start,
            duration: 0.2,
        })
    }

    /// Whether the piece on `sq` is drawn by the animation rather than in place.
    fn covers(&self, sq: Square) -> bool {
        self.to == sq || self.rook.is_some_and(|(_, _, to)| to == sq)
    }
}

/// The board's own interaction state (not persisted).
#[derive(Debug, Default)]
pub struct BoardView {
    selected: Option<Square>,
    dragging: Option<Square>,
    promotion: Option<(Square, Square)>,
    arrows: Vec<(Square, Square)>,
    circles: Vec<Square>,
    right_from: Option<Square>,
    animation: Option<Animation>,
    /// The key of the position drawn last frame, to notice changes.
    shown_key: Option<u64>,
    /// The user dropped this move: it needs no animation.
    dropped: Option<Move>,
    /// Where the board was drawn last frame (the eval bar sits beside it).
    drawn_rect: Option<Rect>,
    /// The keyboard cursor's square (shown while the board has the keyboard focus).
    cursor: Option<Square>,
    /// The id of the board's keyboard-focus widget (known once drawn).
    focus_id: Option<egui::Id>,
}

/// Geometry of the board on screen.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    rect: Rect,
    square: f32,
    flipped: bool,
}

impl Geometry {
    fn square_rect(&self, sq: Square) -> Rect {
        let (file, rank) = (sq.file() as usize, sq.rank() as usize);
        let (col, row) = if self.flipped {
            (7 - file, rank)
        } else {
            (file, 7 - rank)
        };
        let min = self.rect.min + Vec2::new(col as f32, row as f32) * self.square;
        Rect::from_min_size(min, Vec2::splat(self.square))
    }

    fn square_at(&self, pos: Pos2) -> Option<Square> {
        if !self.rect.contains(pos) {
            return None;
        }
        let rel = (pos - self.rect.min) / self.square;
        let (col, row) = ((rel.x as u32).min(7), (rel.y as u32).min(7));
        let (file, rank) = if self.flipped {
            (7 - col, row)
        } else {
            (col, 7 - row)
        };
        Square::new(rank * 8 + file)
    }
}

/// The square a move's piece visibly lands on (the king's square for castling).
fn landing_square(mv: Move) -> Square {
    if mv.is_castle() {
        mv.castle_king_destination()
    } else {
        mv.to()
    }
}

impl BoardView {
    /// Clears selection, arrows and any pending promotion (new game, navigation).
    pub fn reset(&mut self) {
        let (shown_key, cursor, focus_id) = (self.shown_key, self.cursor, self.focus_id);
        *self = BoardView::default();
        self.shown_key = shown_key;
        self.cursor = cursor;
        self.focus_id = focus_id;
    }

    /// Sets selection, an open promotion choice and arrows directly (scripted screenshots).
    pub fn script(
        &mut self,
        selected: Option<Square>,
        promotion: Option<(Square, Square)>,
        arrows: &[(Square, Square)],
    ) {
        self.selected = selected.or(promotion.map(|(from, _)| from));
        self.promotion = promotion;
        self.arrows = arrows.to_vec();
    }

    /// The selected square.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// Whether a promotion choice is open.
    pub fn promotion_pending(&self) -> bool {
        self.promotion.is_some()
    }

    /// The arrows and circles drawn by the user.
    pub fn annotations(&self) -> (&[(Square, Square)], &[Square]) {
        (&self.arrows, &self.circles)
    }

    /// Where the board was drawn last frame.
    pub fn drawn_rect(&self) -> Option<Rect> {
        self.drawn_rect
    }

    /// Draws the board into the largest square that fits and returns the user's move, if any.
    #[must_use]
    pub fn show(&mut self, ui: &mut Ui, input: &BoardInput<'_>) -> Option<Move> {
        let available = ui.available_size();
        let side = (available.x.min(available.y)).max(64.0).floor();
        // Outside coordinates take a margin of 0.35 squares on each side.
        let outside = input.look.coordinates == Coordinates::Outside;
        let square = (side / if outside { 8.7 } else { 8.0 }).floor();
        let (outer, _) = ui.allocate_exact_size(available, Sense::hover());
        let rect = Rect::from_center_size(outer.center(), Vec2::splat(square * 8.0));
        self.drawn_rect = Some(rect);
        let geo = Geometry {
            rect,
            square,
            flipped: input.flipped,
        };
        if !input.interactive {
            self.selected = None;
            self.dragging = None;
            self.promotion = None;
        }
        self.track_position_change(ui, input);
        let mut made = None;
        let painter = ui.painter_at(rect.expand(if outside { square * 0.35 } else { 2.0 }));
        self.paint_squares(&painter, &geo, input);
        let focused = self.focus_widget(ui, rect, input);

        // The squares are the board widget's children in the accessibility tree.
        let squares_ui = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .accessibility_parent(self.focus_id.unwrap_or(ui.scope_id())),
        );
        let targets = self.selected.map(|from| {
            input
                .pos
                .legal_moves()
                .iter()
                .filter(|m| m.from() == from)
                .map(|m| landing_square(*m))
                .collect::<Vec<_>>()
        });
        let cursor = self.cursor_square(input.flipped);
        for sq in Square::ALL {
            let r = geo.square_rect(sq);
            let id = ui.scope_id().with(("square", sq as u8));
            // Clicks and drags only: the board is one keyboard stop (its cursor), not 64.
            let response = squares_ui.interact(r, id, Sense::CLICK | Sense::DRAG);
            response.widget_info(|| {
                let square = crate::app::spoken::square_text(input.pos, sq);
                let name = if self.selected == Some(sq) {
                    t!("main-square-picked", square = square)
                } else if targets.as_ref().is_some_and(|t| t.contains(&sq)) {
                    t!("main-square-legal-target", square = square)
                } else {
                    square
                };
                egui::WidgetInfo::labeled(egui::Role::GridCell, true, name)
            });
            if sq == cursor
                && let Some(board) = self.focus_id
            {
                ui.ctx().accesskit_node_builder(board, |node| {
                    node.set_active_descendant(id.accesskit_id());
                });
            }
            if let Some(mv) = self.handle_square(ui, &geo, input, sq, &response) {
                made = Some(mv);
            }
        }

        self.paint_pieces(ui, &painter, &geo, input);
        self.paint_annotations(&painter, &geo, input);
        if focused {
            self.paint_cursor(&painter, &geo, input);
        }
        if let Some(mv) = self.promotion_picker(ui, &geo, input) {
            made = Some(mv);
        }
        if made.is_some() {
            self.selected = None;
            self.dragging = None;
            self.promotion = None;
        }
        made
    }

    /// Starts an animation when the shown position changed by the last move.
    fn track_position_change(&mut self, ui: &Ui, input: &BoardInput<'_>) {
        let key = input.pos.key();
        if self.shown_key == Some(key) {
            return;
        }
        let first = self.shown_key.is_none();
        self.shown_key = Some(key);
        self.selected = None;
        self.promotion = None;
        self.animation = None;
        let dropped = self.dropped.take();
        let Some(mv) = input.last_move else { return };
        if first || input.animation_secs <= 0.0 || dropped == Some(mv) {
            return;
        }
        self.animation = Animation::of_move(input.pos, mv, ui.input(|i| i.time));
        if let Some(animation) = &mut self.animation {
            animation.duration = input.animation_secs;
        }
    }

    fn paint_squares(&self, painter: &egui::Painter, geo: &Geometry, input: &BoardInput<'_>) {
        let colors = square_colors(input.look.scheme);
        let marks = input.look.scheme.marks();
        painter.rect_filled(
            geo.rect.expand(1.0),
            CornerRadius::same(2),
            c32(marks.frame),
        );
        for sq in Square::ALL {
            let r = geo.square_rect(sq);
            let base = if sq.is_light() {
                colors.light
            } else {
                colors.dark
            };
            painter.rect_filled(r, CornerRadius::ZERO, base);
            if let Some(mv) = input.last_move
                && (sq == mv.from() || sq == landing_square(mv) || sq == mv.to())
            {
                painter.rect_filled(r, CornerRadius::ZERO, c32(marks.last_move));
            }
            if self.selected == Some(sq) {
                painter.rect_filled(r, CornerRadius::ZERO, c32(marks.selected));
            }
        }
        // The checked king glows red, brightest at its centre.
        if input.pos.in_check() {
            let king = input.pos.king(input.pos.side_to_move());
            let r = geo.square_rect(king);
            let clipped = painter.with_clip_rect(r);
            for i in 0..10 {
                let t = i as f32 / 10.0;
                let radius = geo.square * (0.72 - 0.5 * t);
                let alpha = 0.10 + 0.05 * t;
                clipped.circle_filled(r.center(), radius, c32(marks.check).gamma_multiply(alpha));
            }
        }
        match input.look.coordinates {
            Coordinates::Inside => self.paint_coordinates(painter, geo, input),
            Coordinates::Outside => paint_outside_coordinates(painter, geo),
            Coordinates::Off => {}
        }
    }

    fn paint_coordinates(&self, painter: &egui::Painter, geo: &Geometry, input: &BoardInput<'_>) {
        let colors = square_colors(input.look.scheme);
        let font = FontId::proportional((geo.square * 0.19).max(9.0));
        let pad = geo.square * 0.05;
        let bottom_rank = if geo.flipped { 7 } else { 0 };
        let left_file = if geo.flipped { 7 } else { 0 };
        for sq in Square::ALL {
            let r = geo.square_rect(sq);
            let ink = if sq.is_light() {
                colors.dark
            } else {
                colors.light
            };
            if sq.rank() as usize == bottom_rank {
                let text = sq.file().char().to_string();
                let at = r.right_bottom() + Vec2::new(-pad, -pad * 0.6);
                painter.text(at, egui::Align2::RIGHT_BOTTOM, text, font.clone(), ink);
            }
            if sq.file() as usize == left_file {
                let text = sq.rank().char().to_string();
                let at = r.left_top() + Vec2::new(pad, pad * 0.6);
                painter.text(at, egui::Align2::LEFT_TOP, text, font.clone(), ink);
            }
        }
    }

    /// Clicks, drags and right-button annotations on one square.
    fn handle_square(
        &mut self,
        ui: &Ui,
        geo: &Geometry,
        input: &BoardInput<'_>,
        sq: Square,
        response: &egui::Response,
    ) -> Option<Move> {
        let pos = input.pos;
        let own_piece = pos
            .piece_at(sq)
            .is_some_and(|p| p.color == pos.side_to_move());
        // Right button: circles and arrows.
        if response.drag_started_by(PointerButton::Secondary) {
            self.right_from = Some(sq);
        }
        if response.drag_stopped_by(PointerButton::Secondary)
            && let Some(from) = self.right_from.take()
        {
            let target = ui
                .input(|i| i.pointer.interact_pos())
                .and_then(|p| geo.square_at(p));
            match target {
                Some(to) if to != from => toggle(&mut self.arrows, (from, to)),
                Some(_) => toggle(&mut self.circles, from),
                None => {}
            }
        }
        if response.secondary_clicked() {
            toggle(&mut self.circles, sq);
        }
        if response.clicked() {
            self.arrows.clear();
            self.circles.clear();
        }
        if !input.interactive || self.promotion.is_some() {
            return None;
        }
        if response.drag_started_by(PointerButton::Primary) && own_piece {
            self.dragging = Some(sq);
            self.selected = Some(sq);
            self.arrows.clear();
            self.circles.clear();
        }
        if response.drag_stopped_by(PointerButton::Primary)
            && let Some(from) = self.dragging.take()
        {
            let target = ui
                .input(|i| i.pointer.interact_pos().or(i.pointer.latest_pos()))
                .and_then(|p| geo.square_at(p));
            if let Some(to) = target
                && to != from
            {
                let made = self.try_move(pos, from, to);
                if made.is_none() && self.promotion.is_none() {
                    self.selected = None;
                }
                self.dropped = made;
                return made;
            }
            return None;
        }
        if response.clicked() {
            match self.selected {
                Some(from) if from == sq => self.selected = None,
                Some(from) => {
                    if let Some(mv) = self.try_move(pos, from, sq) {
                        return Some(mv);
                    }
                    if self.promotion.is_none() {
                        self.selected = own_piece.then_some(sq);
                    }
                }
                None if own_piece => self.selected = Some(sq),
                None => {}
            }
        }
        None
    }

    /// The legal move `from`→`to`, or `None` (opening the promotion picker when needed).
    fn try_move(&mut self, pos: &Position, from: Square, to: Square) -> Option<Move> {
        if pos.find_move(from, to, Some(Role::Queen)).is_some() {
            self.promotion = Some((from, to));
            return None;
        }
        pos.find_move(from, to, None)
    }

    fn paint_pieces(
        &mut self,
        ui: &Ui,
        painter: &egui::Painter,
        geo: &Geometry,
        input: &BoardInput<'_>,
    ) {
        let now = ui.input(|i| i.time);
        let set = input.look.pieces;
        let destination = c32(input.look.scheme.marks().destination);
        let anim = self
            .animation
            .filter(|a| ((now - a.start) as f32) < a.duration);
        if anim.is_some() {
            ui.ctx().request_repaint();
        } else {
            self.animation = None;
        }
        let pointer = ui.input(|i| i.pointer.latest_pos());
        for sq in Square::ALL {
            let Some(piece) = input.pos.piece_at(sq) else {
                continue;
            };
            if anim.is_some_and(|a| a.covers(sq)) {
                continue;
            }
            let center = geo.square_rect(sq).center();
            let alpha = if self.dragging == Some(sq) { 0.35 } else { 1.0 };
            draw_piece(painter, set, piece, center, geo.square, alpha);
        }
        // Legal destinations of the selected piece.
        if let (Some(from), true) = (self.selected, input.show_legal_moves) {
            for mv in input.pos.legal_moves().iter().filter(|m| m.from() == from) {
                let to = landing_square(*mv);
                let r = geo.square_rect(to);
                let occupied = input.pos.piece_at(mv.to()).is_some() && !mv.is_castle();
                if occupied || mv.is_en_passant() {
                    let stroke = Stroke::new(geo.square * 0.08, destination);
                    painter.circle_stroke(r.center(), geo.square * 0.46, stroke);
                } else {
                    painter.circle_filled(r.center(), geo.square * 0.16, destination);
                }
            }
        }
        if let Some(a) = anim {
            let t = (((now - a.start) as f32) / a.duration.max(0.01)).clamp(0.0, 1.0);
            let ease = 1.0 - (1.0 - t) * (1.0 - t);
            let from = geo.square_rect(a.from).center();
            let to = geo.square_rect(a.to).center();
            draw_piece(painter, set, a.piece, from.lerp(to, ease), geo.square, 1.0);
            if let Some((rook, rook_from, rook_to)) = a.rook {
                let from = geo.square_rect(rook_from).center();
                let to = geo.square_rect(rook_to).center();
                draw_piece(painter, set, rook, from.lerp(to, ease), geo.square, 1.0);
            }
        }
        // The dragged piece follows the pointer, above everything.
        if let (Some(from), Some(at)) = (self.dragging, pointer)
            && let Some(piece) = input.pos.piece_at(from)
        {
            if let Some(over) = geo.square_at(at) {
                painter.rect_filled(
                    geo.square_rect(over),
                    CornerRadius::ZERO,
                    theme::DROP_TARGET,
                );
            }
            let top = ui.ctx().layer_painter(egui::LayerId::new(
                egui::Order::Tooltip,
                ui.scope_id().with("dragged-piece"),
            ));
            draw_piece(&top, set, piece, at, geo.square * 1.05, 1.0);
            ui.ctx().request_repaint();
        }
    }

    fn paint_annotations(&self, painter: &egui::Painter, geo: &Geometry, input: &BoardInput<'_>) {
        let marks = input.look.scheme.marks();
        for &(sq, color) in input.comment_marks.squares {
            let r = geo.square_rect(sq);
            let stroke = Stroke::new(geo.square * 0.07, c32(color));
            painter.circle_stroke(r.center(), geo.square * 0.44, stroke);
        }
        for mark in input.comment_marks.arrows {
            arrow(painter, geo, mark.from, mark.to, c32(mark.color));
        }
        for &sq in &self.circles {
            let r = geo.square_rect(sq);
            let stroke = Stroke::new(geo.square * 0.07, c32(marks.arrow));
            painter.circle_stroke(r.center(), geo.square * 0.44, stroke);
        }
        for suggestion in input.engine_arrows.iter().rev() {
            let strength = suggestion.strength.clamp(0.1, 1.0);
            let color = suggestion.color.gamma_multiply(0.35 + 0.5 * strength);
            let mv = suggestion.mv;
            let scale = (0.6 + 0.4 * strength) * suggestion.width.clamp(0.2, 1.0);
            arrow_scaled(painter, geo, mv.from(), landing_square(mv), color, scale);
        }
        for &(from, to) in &self.arrows {
            arrow(painter, geo, from, to, c32(marks.arrow));
        }
        if let Some(hint) = input.hint {
            arrow(
                painter,
                geo,
                hint.from(),
                landing_square(hint),
                c32(marks.hint),
            );
        }
    }

    /// The four promotion choices over the target file; returns the chosen move.
    fn promotion_picker(
        &mut self,
        ui: &Ui,
        geo: &Geometry,
        input: &BoardInput<'_>,
    ) -> Option<Move> {
        let (from, to) = self.promotion?;
        let color = input.pos.side_to_move();
        let painter = ui.ctx().layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            ui.scope_id().with("promotion"),
        ));
        painter.rect_filled(geo.rect, CornerRadius::ZERO, Color32::from_black_alpha(110));
        let roles = [Role::Queen, Role::Knight, Role::Rook, Role::Bishop];
        let mut chosen = None;
        for (i, role) in roles.into_iter().enumerate() {
            // Choices run from the promotion square towards the board's centre.
            let rank_step = if color == Color::White {
                -(i as i32)
            } else {
                i as i32
            };
            let Some(sq) = to.offset(rank_step * 8) else {
                continue;
            };
            let r = geo.square_rect(sq);
            let response = ui.interact(r, ui.scope_id().with(("promote", i)), Sense::click());
            let label = match role {
                Role::Knight => t!("main-promote-to-knight"),
                Role::Rook => t!("main-promote-to-rook"),
                Role::Bishop => t!("main-promote-to-bishop"),
                _ => t!("main-promote-to-queen"),
            };
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            let fill = if response.hovered() {
                Color32::from_rgb(235, 140, 60)
            } else {
                Color32::from_gray(225)
            };
            painter.circle_filled(r.center(), geo.square * 0.48, fill);
            draw_piece(
                &painter,
                input.look.pieces,
                Piece::new(color, role),
                r.center(),
                geo.square * 0.95,
                1.0,
            );
            if response.clicked() {
                chosen = input.pos.find_move(from, to, Some(role));
            }
        }
        // A click anywhere else on the board cancels.
        let cancelled = chosen.is_none()
            && ui.input(|i| i.pointer.primary_clicked())
            && ui
                .input(|i| i.pointer.interact_pos())
                .is_some_and(|p| geo.rect.contains(p))
            && !roles.iter().enumerate().any(|(i, _)| {
                let step = if color == Color::White {
                    -(i as i32)
                } else {
                    i as i32
                };
                to.offset(step * 8).is_some_and(|sq| {
                    ui.input(|inp| inp.pointer.interact_pos())
                        .is_some_and(|p| geo.square_rect(sq).contains(p))
                })
            });
        if cancelled {
            self.promotion = None;
            self.selected = None;
        }
        chosen
    }
}

/// File letters under the board and rank digits left of it, in the margin.
fn paint_outside_coordinates(painter: &egui::Painter, geo: &Geometry) {
    let margin = geo.square * 0.35;
    let font = FontId::proportional((geo.square * 0.2).max(9.0));
    let ink = painter.ctx().global_style().visuals.text_color();
    for i in 0..8u32 {
        let (file, rank) = if geo.flipped { (7 - i, i) } else { (i, 7 - i) };
        let offset = (i as f32 + 0.5) * geo.square;
        let Some(file_sq) = Square::new(file) else {
            continue;
        };
        let below = egui::pos2(geo.rect.left() + offset, geo.rect.bottom() + margin * 0.5);
        let text = file_sq.file().char().to_string();
        painter.text(below, egui::Align2::CENTER_CENTER, text, font.clone(), ink);
        let Some(rank_sq) = Square::new(rank * 8) else {
            continue;
        };
        let left = egui::pos2(geo.rect.left() - margin * 0.5, geo.rect.top() + offset);
        let text = rank_sq.rank().char().to_string();
        painter.text(left, egui::Align2::CENTER_CENTER, text, font.clone(), ink);
    }
}

pub use crate::app::spoken::role_name;

fn toggle<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if let Some(i) = list.iter().position(|x| *x == item) {
        list.remove(i);
    } else {
        list.push(item);
    }
}

/// An arrow from square centre to square centre with a triangular head.
fn arrow(painter: &egui::Painter, geo: &Geometry, from: Square, to: Square, color: Color32) {
    arrow_scaled(painter, geo, from, to, color, 1.0);
}

/// An arrow `scale` times as wide as the standard one.
fn arrow_scaled(
    painter: &egui::Painter,
    geo: &Geometry,
    from: Square,
    to: Square,
    color: Color32,
    scale: f32,
) {
    let a = geo.square_rect(from).center();
    let b = geo.square_rect(to).center();
    let dir = (b - a).normalized();
    let width = geo.square * 0.16 * scale;
    let head_len = geo.square * 0.42 * scale.max(0.8);
    let head_half = geo.square * 0.26 * scale;
    let start = a + dir * geo.square * 0.2;
    let neck = b - dir * head_len;
    painter.line_segment([start, neck], Stroke::new(width, color));
    let normal = Vec2::new(-dir.y, dir.x);
    painter.add(Shape::convex_polygon(
        vec![b, neck + normal * head_half, neck - normal * head_half],
        color,
        Stroke::NONE,
    ));
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    fn castle(fen: &str, king_to: Square) -> (Position, Move) {
        let pos = Position::from_fen(fen).unwrap();
        let mv = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.is_castle() && m.castle_king_destination() == king_to)
            .unwrap();
        (pos.after(mv), mv)
    }

    #[test]
    fn castling_animates_king_and_rook() {
        let (after, mv) = castle("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Square::G1);
        let anim = Animation::of_move(&after, mv, 0.0).unwrap();
        assert_eq!((anim.from, anim.to), (Square::E1, Square::G1));
        assert_eq!(anim.piece, Piece::new(Color::White, Role::King));
        assert_eq!(
            anim.rook,
            Some((Piece::new(Color::White, Role::Rook), Square::H1, Square::F1))
        );
        assert!(anim.covers(Square::F1) && anim.covers(Square::G1));

        let (after, mv) = castle("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", Square::C8);
        let anim = Animation::of_move(&after, mv, 0.0).unwrap();
        assert_eq!(
            anim.rook,
            Some((Piece::new(Color::Black, Role::Rook), Square::A8, Square::D8))
        );

        // Chess960: king on b1, rook on a1, long castling (the king lands on c1, the rook d1).
        let (after, mv) = castle("r5kr/8/8/8/8/8/8/RK5R w AHah - 0 1", Square::C1);
        let anim = Animation::of_move(&after, mv, 0.0).unwrap();
        assert_eq!((anim.from, anim.to), (Square::B1, Square::C1));
        assert_eq!(
            anim.rook,
            Some((Piece::new(Color::White, Role::Rook), Square::A1, Square::D1))
        );

        // An ordinary move has no rook.
        let pos = Position::startpos();
        let mv = pos.parse_uci_move("e2e4").unwrap();
        let anim = Animation::of_move(&pos.after(mv), mv, 0.0).unwrap();
        assert!(anim.rook.is_none());
    }
}
