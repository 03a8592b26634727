//! The board's keyboard cursor: one focusable widget over the board whose accessible name
//! says the cursor square and its piece; arrows move the cursor (as the user sees the board,
//! flipped or not), Enter/Space pick and drop like two clicks, Escape puts the piece back,
//! Q/R/B/N answer the promotion choice. The keys come from the shortcut table.

use eframe::egui::{self, CornerRadius, Rect, Sense, Stroke, Ui};

use super::{BoardInput, BoardView, Geometry};
use crate::{
    chess::{Move, Position, Square},
    gui::shortcuts::CursorKey,
};

/// The cursor's outline.
const CURSOR_COLOR: egui::Color32 = egui::Color32::from_rgb(30, 110, 235);

/// What the keyboard cursor needs of the game.
#[derive(Clone, Copy, Debug)]
pub struct CursorInput<'a> {
    /// The position shown.
    pub pos: &'a Position,
    /// Black at the bottom.
    pub flipped: bool,
    /// Whether the user may move pieces.
    pub interactive: bool,
}

impl BoardView {
    /// The board's keyboard stop (Tab reaches it); true while it has the focus.
    pub(super) fn focus_widget(&mut self, ui: &Ui, rect: Rect, input: &BoardInput<'_>) -> bool {
        let id = ui.scope_id().with("board-keyboard");
        self.focus_id = Some(id);
        let response = ui.interact(rect, id, Sense::focusable_noninteractive());
        let cursor = self.cursor_square(input.flipped);
        let label = describe(input.pos, cursor);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, true, &label));
        // The app's focus, not the window's (`Response::has_focus` also asks whether the
        // window has the system's focus): the cursor stays put while another window is in front.
        let focused = ui.memory(|m| m.has_focus(id));
        if focused {
            // The board keeps its arrows and Escape (egui would move or drop the focus).
            ui.memory_mut(|m| {
                m.set_focus_lock_filter(
                    id,
                    egui::EventFilter {
                        tab: false,
                        horizontal_arrows: true,
                        vertical_arrows: true,
                        escape: true,
                    },
                );
            });
        }
        focused
    }

    /// Whether the board has the keyboard focus.
    pub fn has_keyboard_focus(&self, ctx: &egui::Context) -> bool {
        self.focus_id
            .is_some_and(|id| ctx.memory(|m| m.has_focus(id)))
    }

    /// Gives the board the keyboard focus (it must have been drawn once).
    pub fn request_keyboard_focus(&self, ctx: &egui::Context) {
        if let Some(id) = self.focus_id {
            ctx.memory_mut(|m| m.request_focus(id));
        }
    }

    /// The cursor square: where it was left, else the king's pawn of the side at the bottom.
    pub fn cursor_square(&self, flipped: bool) -> Square {
        self.cursor
            .unwrap_or(if flipped { Square::E7 } else { Square::E2 })
    }

    /// Sets the cursor and the pick directly (scripted screenshots).
    pub fn cursor_script(&mut self, cursor: Square, picked: Option<Square>) {
        self.cursor = Some(cursor);
        self.selected = picked;
    }

    /// The square picked with the keyboard or the mouse.
    pub fn picked(&self) -> Option<Square> {
        self.selected
    }

    /// Applies one cursor key; returns the move made, if any.
    #[must_use]
    pub fn cursor_key(
        &mut self,
        ctx: &egui::Context,
        key: CursorKey,
        input: &CursorInput<'_>,
    ) -> Option<Move> {
        let at = self.cursor_square(input.flipped);
        // "Up" is towards the top of the screen: towards rank 8 unless Black is at the bottom.
        let toward = |files: i32, ranks: i32| {
            let sign = if input.flipped { -1 } else { 1 };
            let file = at.file() as i32 + sign * files;
            let rank = at.rank() as i32 + sign * ranks;
            if (0..8).contains(&file) && (0..8).contains(&rank) {
                Square::new((rank * 8 + file) as u32)
            } else {
                None
            }
        };
        let moved = match key {
            CursorKey::Up => toward(0, 1),
            CursorKey::Down => toward(0, -1),
            CursorKey::Left => toward(-1, 0),
            CursorKey::Right => toward(1, 0),
            CursorKey::Pick => return self.pick_or_drop(at, input),
            CursorKey::Cancel => {
                if self.promotion.is_some() || self.selected.is_some() {
                    self.promotion = None;
                    self.selected = None;
                } else if let Some(id) = self.focus_id {
                    ctx.memory_mut(|m| m.surrender_focus(id));
                }
                return None;
            }
            CursorKey::Promote(role) => {
                let (from, to) = self.promotion?;
                let made = input.pos.find_move(from, to, Some(role));
                if made.is_some() {
                    self.promotion = None;
                    self.selected = None;
                }
                return made;
            }
        };
        self.cursor = Some(moved.unwrap_or(at));
        None
    }

    /// Enter or Space on `at`: picks an own piece, or drops the picked one there.
    fn pick_or_drop(&mut self, at: Square, input: &CursorInput<'_>) -> Option<Move> {
        if !input.interactive || self.promotion.is_some() {
            return None;
        }
        let pos = input.pos;
        let own_piece = pos
            .piece_at(at)
            .is_some_and(|p| p.color == pos.side_to_move());
        match self.selected {
            Some(from) if from == at => self.selected = None,
            Some(from) => {
                if let Some(mv) = self.try_move(pos, from, at) {
                    self.selected = None;
                    return Some(mv);
                }
                if self.promotion.is_none() && own_piece {
                    self.selected = Some(at);
                }
            }
            None if own_piece => self.selected = Some(at),
            None => {}
        }
        None
    }

    /// The cursor's outline, over everything but the promotion choice.
    pub(super) fn paint_cursor(
        &self,
        painter: &egui::Painter,
        geo: &Geometry,
        input: &BoardInput<'_>,
    ) {
        let r = geo.square_rect(self.cursor_square(input.flipped));
        let stroke = Stroke::new((geo.square * 0.07).max(2.0), CURSOR_COLOR);
        painter.rect_stroke(
            r.shrink(geo.square * 0.04),
            CornerRadius::same(3),
            stroke,
            egui::StrokeKind::Inside,
        );
    }
}

/// "board: e4, white knight" or "board: e5, empty".
pub fn describe(pos: &Position, sq: Square) -> String {
    crate::t!(
        "main-board-cursor",
        square = crate::app::spoken::square_text(pos, sq)
    )
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn cursor_moves_as_seen_and_stops_at_the_edge() {
        let ctx = egui::Context::default();
        let pos = Position::startpos();
        let mut board = BoardView::default();
        let white = CursorInput {
            pos: &pos,
            flipped: false,
            interactive: true,
        };
        assert!(board.cursor_key(&ctx, CursorKey::Up, &white).is_none());
        assert_eq!(board.cursor_square(false), Square::E3);
        let black = CursorInput {
            flipped: true,
            ..white
        };
        // Flipped, Up goes towards rank 1 and Right towards the a-file.
        let _ = board.cursor_key(&ctx, CursorKey::Up, &black);
        let _ = board.cursor_key(&ctx, CursorKey::Right, &black);
        assert_eq!(board.cursor_square(true), Square::D2);
        for _ in 0..10 {
            let _ = board.cursor_key(&ctx, CursorKey::Up, &black);
        }
        assert_eq!(board.cursor_square(true), Square::D1);
        assert_eq!(describe(&pos, Square::D1), "board: d1, white queen");
        assert_eq!(describe(&pos, Square::D4), "board: d4, empty");
    }

    #[test]
    fn pick_drop_and_cancel() {
        let ctx = egui::Context::default();
        let pos = Position::startpos();
        let mut board = BoardView::default();
        let input = CursorInput {
            pos: &pos,
            flipped: false,
            interactive: true,
        };
        let _ = board.cursor_key(&ctx, CursorKey::Pick, &input);
        assert_eq!(board.picked(), Some(Square::E2));
        let _ = board.cursor_key(&ctx, CursorKey::Cancel, &input);
        assert_eq!(board.picked(), None);
        let _ = board.cursor_key(&ctx, CursorKey::Pick, &input);
        let _ = board.cursor_key(&ctx, CursorKey::Up, &input);
        let _ = board.cursor_key(&ctx, CursorKey::Up, &input);
        let made = board.cursor_key(&ctx, CursorKey::Pick, &input);
        assert_eq!(made, Some(pos.parse_uci_move("e2e4").unwrap()));
        assert_eq!(board.picked(), None);
    }

    #[test]
    fn promotion_by_letter() {
        let ctx = egui::Context::default();
        let pos = Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
        let mut board = BoardView {
            cursor: Some(Square::E7),
            ..BoardView::default()
        };
        let input = CursorInput {
            pos: &pos,
            flipped: false,
            interactive: true,
        };
        let _ = board.cursor_key(&ctx, CursorKey::Pick, &input);
        let _ = board.cursor_key(&ctx, CursorKey::Up, &input);
        assert!(board.cursor_key(&ctx, CursorKey::Pick, &input).is_none());
        assert!(board.promotion_pending());
        let made = board.cursor_key(&ctx, CursorKey::Promote(crate::chess::Role::Knight), &input);
        assert_eq!(made, Some(pos.parse_uci_move("e7e8n").unwrap()));
    }
}
