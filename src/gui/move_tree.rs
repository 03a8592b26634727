//! The move list as a tree: the mainline in numbered pairs, each variation indented below the
//! move it replaces with its own nested variations in parentheses, comments in italics, NAG
//! glyphs after the moves. Click a move to show it; right-click for promote, delete, comment
//! and NAG edits. The layout is rebuilt only when the tree changes.

use eframe::egui::{self, Color32, RichText, Ui};

use super::{actions::Action, app::TempoApp, settings::Notation, view::display_san};
use crate::{
    app::{
        game::Game,
        tree_edit::{OFFERED_NAGS, TreeAction, nag_glyph},
    },
    chess::{Color, Position},
    formats::pgn::{Game as PgnGame, Nag, NodeId, NodeMove},
    t,
};

/// One move as shown: its node, SAN and glyphs.
#[derive(Clone, Debug, PartialEq)]
struct MoveCell {
    id: NodeId,
    san: String,
    glyphs: String,
    nags: Vec<Nag>,
    /// An engine's note on a mainline move (`+0.35/12 1.2s`, `book`), shown small beside
    /// it rather than as a comment row that would split the move pair.
    note: Option<String>,
}

/// Whether a comment is just an engine's note as Tempo writes them (score/depth, thinking
/// time, `book`).
fn is_engine_note(comment: &str) -> bool {
    let score = |w: &str| {
        let (value, depth) = w.split_once('/').unwrap_or((w, "0"));
        let value = value.trim_start_matches(['+', '-']);
        let value_ok = match value.strip_prefix('#') {
            Some(mate) => mate.parse::<u32>().is_ok(),
            None => value.parse::<f64>().is_ok() && value.contains('.'),
        };
        value_ok && depth.parse::<u32>().is_ok()
    };
    let time = |w: &str| {
        w.strip_suffix('s')
            .is_some_and(|t| t.parse::<f64>().is_ok())
    };
    let words: Vec<&str> = comment.split_whitespace().collect();
    !words.is_empty()
        && words.len() <= 3
        && words.iter().all(|w| *w == "book" || score(w) || time(w))
}

/// A piece of a variation written inline.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    /// A move, with the move number in front when one is due (`5.`, `5...`).
    Move {
        number: Option<String>,
        cell: MoveCell,
    },
    /// A comment after (or, at the start of a variation, before) a move.
    Comment(String),
    /// `(` opening a nested variation.
    Open,
    /// `)` closing it.
    Close,
}

/// One block of the move list.
#[derive(Clone, Debug, PartialEq)]
enum Block {
    /// A mainline move pair; `None` where the row starts with Black or stops after White.
    Row {
        number: u16,
        white: Option<MoveCell>,
        black: Option<MoveCell>,
    },
    /// A comment on the mainline (or before the first move).
    Comment(String),
    /// A variation of the mainline, written inline.
    Variation(Vec<Token>),
}

/// The move list's cached layout and its open comment editor.
#[derive(Default)]
pub struct MoveTreeView {
    revision: Option<u64>,
    blocks: Vec<Block>,
    /// The node whose comment is being edited, with the text so far.
    editing: Option<(NodeId, String)>,
    /// The cursor last drawn, to scroll to it once when it changes.
    last_cursor: Option<NodeId>,
}

/// The SAN of a node's move from `pos`, and the position after it.
fn step(pos: &Position, mv: NodeMove) -> Option<(String, Position)> {
    match mv {
        NodeMove::Move(m) => Some((pos.san(m), pos.after(m))),
        NodeMove::Null => {
            let mut after = pos.clone();
            after.play_null();
            Some(("--".to_owned(), after))
        }
        NodeMove::Root => None,
    }
}

fn glyphs(tree: &PgnGame, id: NodeId) -> String {
    tree.node(id)
        .map(|n| n.nags.iter().map(|&nag| nag_glyph(nag)).collect::<String>())
        .unwrap_or_default()
}

/// Lays out the whole tree.
fn layout(tree: &PgnGame) -> Vec<Block> {
    let mut blocks = Vec::new();
    if let Some(root) = tree.node(NodeId::ROOT)
        && !root.comment.is_empty()
    {
        blocks.push(Block::Comment(root.comment.clone()));
    }
    let mut pos = tree.start_position().clone();
    let mut at = NodeId::ROOT;
    let mut row: Option<Block> = None;
    while let Some(main) = tree.main_child(at) {
        let Some(node) = tree.node(main) else { break };
        let Some((san, after)) = step(&pos, node.mv) else {
            break;
        };
        let note = is_engine_note(&node.comment).then(|| node.comment.trim().to_owned());
        let comment = if note.is_some() {
            ""
        } else {
            node.comment.as_str()
        };
        let cell = MoveCell {
            id: main,
            san,
            glyphs: glyphs(tree, main),
            nags: node.nags.clone(),
            note,
        };
        let number = pos.fullmove_number();
        if pos.side_to_move() == Color::White {
            blocks.extend(row.take());
            row = Some(Block::Row {
                number,
                white: Some(cell),
                black: None,
            });
        } else {
            match &mut row {
                Some(Block::Row { black, .. }) => *black = Some(cell),
                _ => {
                    row = Some(Block::Row {
                        number,
                        white: None,
                        black: Some(cell),
                    });
                }
            }
            blocks.extend(row.take());
        }
        let variations: Vec<NodeId> = tree.children(at).skip(1).collect();
        if !comment.is_empty() || !variations.is_empty() {
            blocks.extend(row.take());
            if !comment.is_empty() {
                blocks.push(Block::Comment(comment.to_owned()));
            }
            for variation in variations {
                let mut tokens = Vec::new();
                line_tokens(tree, variation, &pos, &mut tokens);
                blocks.push(Block::Variation(tokens));
            }
        }
        pos = after;
        at = main;
    }
    blocks.extend(row);
    blocks
}

/// The tokens of the line starting at `first` (played from `pos`), with nested variations.
fn line_tokens(tree: &PgnGame, first: NodeId, pos: &Position, tokens: &mut Vec<Token>) {
    let mut pos = pos.clone();
    let mut at = first;
    let mut number_due = true;
    loop {
        let Some(node) = tree.node(at) else { return };
        if !node.starting_comment.is_empty() {
            tokens.push(Token::Comment(node.starting_comment.clone()));
        }
        let Some((san, after)) = step(&pos, node.mv) else {
            return;
        };
        let white = pos.side_to_move() == Color::White;
        let number = (white || number_due).then(|| {
            let dots = if white { "." } else { "..." };
            format!("{}{dots}", pos.fullmove_number())
        });
        tokens.push(Token::Move {
            number,
            cell: MoveCell {
                id: at,
                san,
                glyphs: glyphs(tree, at),
                nags: node.nags.clone(),
                note: None,
            },
        });
        number_due = false;
        if !node.comment.is_empty() {
            tokens.push(Token::Comment(node.comment.clone()));
            number_due = true;
        }
        // The alternatives to this move, unless it is the variation's own first move (its
        // siblings are written by the caller).
        if at != first
            && let Some(parent) = tree.parent(at)
        {
            for alternative in tree.children(parent).skip(1) {
                tokens.push(Token::Open);
                line_tokens(tree, alternative, &pos, tokens);
                tokens.push(Token::Close);
                number_due = true;
            }
        }
        pos = after;
        match tree.main_child(at) {
            Some(next) => at = next,
            None => return,
        }
    }
}

impl TempoApp {
    /// The move list: the tree with the shown move highlighted.
    pub(super) fn move_tree(&mut self, ui: &mut Ui) {
        let actions = self
            .move_view
            .show(ui, self.session.game(), self.settings.notation);
        self.actions.extend(actions);
    }
}

impl MoveTreeView {
    /// Draws `game`'s tree (its layout is kept until the game changes) and the comment
    /// editor; returns what the user asked for.
    #[must_use]
    pub fn show(&mut self, ui: &mut Ui, game: &Game, notation: Notation) -> Vec<Action> {
        let tree = game.tree();
        if self.revision != Some(game.revision()) {
            self.blocks = layout(tree);
            self.revision = Some(game.revision());
            if let Some((id, _)) = &self.editing
                && tree.node(*id).is_none()
            {
                self.editing = None;
            }
        }
        let cursor = game.cursor();
        let scroll_to_cursor = self.last_cursor != Some(cursor);
        self.last_cursor = Some(cursor);
        let style = CellStyle {
            cursor,
            notation,
            scroll_to_cursor,
        };
        let mut actions = Vec::new();
        let opening = crate::formats::eco::EcoTable::builtin().classify(tree, cursor);
        if let Some(opening) = opening {
            ui.label(RichText::new(format!("{} {}", opening.eco, opening.name)).strong())
                .on_hover_text(t!("main-opening-hint"));
            ui.separator();
        }
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if self.blocks.is_empty() {
                    ui.weak(t!("main-no-moves"));
                }
                for (i, block) in self.blocks.iter().enumerate() {
                    match block {
                        Block::Row {
                            number,
                            white,
                            black,
                        } => {
                            ui.horizontal(|ui| {
                                ui.add_sized(
                                    [36.0, 20.0],
                                    egui::Label::new(RichText::new(format!("{number}.")).weak()),
                                );
                                // Two equal columns, wider when the panel is.
                                let width = ((ui.available_width() - 12.0) / 2.0).max(92.0);
                                for cell in [white, black] {
                                    ui.allocate_ui(egui::vec2(width, 20.0), |ui| {
                                        ui.set_min_width(width);
                                        match cell {
                                            Some(cell) => {
                                                move_button(ui, cell, None, &style, &mut actions);
                                                if let Some(note) = &cell.note {
                                                    ui.label(RichText::new(note).small().weak());
                                                }
                                            }
                                            None => {
                                                ui.weak("…");
                                            }
                                        }
                                    });
                                }
                            });
                        }
                        Block::Comment(text) => {
                            ui.indent(("comment", i), |ui| {
                                ui.label(RichText::new(text).italics().color(comment_color(ui)));
                            });
                        }
                        Block::Variation(tokens) => {
                            ui.indent(("variation", i), |ui| {
                                variation_ui(ui, tokens, &style, &mut actions);
                            });
                        }
                    }
                }
            });
        self.comment_editor(ui.ctx(), tree, &mut actions);
        let mut out = Vec::new();
        for action in actions {
            match action {
                MoveListAction::Tree(tree_action) => out.push(Action::Tree(tree_action)),
                // Opening the editor is the list's own state, not a change to the game.
                MoveListAction::EditComment(id) => {
                    let text = tree.node(id).map(|n| n.comment.clone()).unwrap_or_default();
                    self.editing = Some((id, text));
                }
            }
        }
        out
    }

    fn comment_editor(
        &mut self,
        ctx: &egui::Context,
        tree: &PgnGame,
        actions: &mut Vec<MoveListAction>,
    ) {
        let Some((id, text)) = &mut self.editing else {
            return;
        };
        let id = *id;
        let title = match tree.san(id) {
            Some(san) => t!("main-comment-after", san = san),
            None => t!("main-comment-before-first"),
        };
        let mut close = false;
        egui::Window::new(title)
            .id(egui::Id::unique("comment-editor"))
            .collapsible(false)
            .resizable(true)
            .default_width(320.0)
            .show(ctx, |ui| {
                ui.add(
                    egui::TextEdit::multiline(text)
                        .desired_rows(4)
                        .desired_width(f32::INFINITY)
                        .hint_text(t!("main-comment-hint")),
                );
                ui.horizontal(|ui| {
                    if ui.button(t!("main-save-comment")).clicked() {
                        actions.push(MoveListAction::Tree(TreeAction::SetComment(
                            id,
                            text.clone(),
                        )));
                        close = true;
                    }
                    if ui.button(t!("common-cancel")).clicked() {
                        close = true;
                    }
                });
            });
        if close {
            self.editing = None;
        }
    }
}

/// What a click in the move list asks for.
enum MoveListAction {
    Tree(TreeAction),
    EditComment(NodeId),
}

struct CellStyle {
    cursor: NodeId,
    notation: Notation,
    scroll_to_cursor: bool,
}

fn comment_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(140, 190, 140)
    } else {
        Color32::from_rgb(40, 110, 40)
    }
}

/// A variation's tokens, wrapped.
fn variation_ui(
    ui: &mut Ui,
    tokens: &[Token],
    style: &CellStyle,
    actions: &mut Vec<MoveListAction>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for token in tokens {
            match token {
                Token::Move { number, cell } => {
                    move_button(ui, cell, number.as_deref(), style, actions);
                }
                Token::Comment(text) => {
                    ui.label(RichText::new(text).italics().color(comment_color(ui)));
                }
                Token::Open => {
                    ui.weak("(");
                }
                Token::Close => {
                    ui.weak(")");
                }
            }
        }
    });
}

/// A clickable move with its context menu.
fn move_button(
    ui: &mut Ui,
    cell: &MoveCell,
    number: Option<&str>,
    style: &CellStyle,
    actions: &mut Vec<MoveListAction>,
) {
    let san = display_san(&cell.san, style.notation);
    let text = match number {
        Some(number) => format!("{number} {san}{}", cell.glyphs), // a move: not interface text
        None => format!("{san}{}", cell.glyphs),
    };
    let current = cell.id == style.cursor;
    let size = if number.is_some() { 14.0 } else { 15.0 };
    let response = ui.selectable_label(current, RichText::new(text).size(size));
    if current && style.scroll_to_cursor {
        response.scroll_to_me(None);
    }
    if response.clicked() {
        actions.push(MoveListAction::Tree(TreeAction::GoTo(cell.id)));
    }
    response.context_menu(|ui| {
        let id = cell.id;
        let mut chosen = None;
        if ui.button(t!("main-promote-variation")).clicked() {
            chosen = Some(MoveListAction::Tree(TreeAction::Promote(id)));
        }
        if ui.button(t!("main-make-main-line")).clicked() {
            chosen = Some(MoveListAction::Tree(TreeAction::MakeMainLine(id)));
        }
        if ui.button(t!("main-delete-variation")).clicked() {
            chosen = Some(MoveListAction::Tree(TreeAction::DeleteVariation(id)));
        }
        if ui.button(t!("main-delete-from-here")).clicked() {
            chosen = Some(MoveListAction::Tree(TreeAction::DeleteFrom(id)));
        }
        ui.separator();
        if ui.button(t!("main-edit-comment")).clicked() {
            chosen = Some(MoveListAction::EditComment(id));
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            for (nag, glyph, meaning) in OFFERED_NAGS {
                let has = cell.nags.contains(&nag);
                if ui
                    .selectable_label(has, glyph)
                    .on_hover_text(meaning)
                    .clicked()
                {
                    chosen = Some(MoveListAction::Tree(TreeAction::ToggleNag(id, nag)));
                }
            }
        });
        if let Some(action) = chosen {
            actions.push(action);
            ui.close();
        }
    });
}

#[cfg(test)]
mod note_tests {
    use super::is_engine_note;

    #[test]
    fn engine_notes_are_told_from_comments() {
        for note in [
            "+0.35/12 1.2s",
            "-1.20/8",
            "#3/20 0.4s",
            "-#2/9",
            "book",
            "0.0s",
        ] {
            assert!(is_engine_note(note), "{note}");
        }
        for comment in ["Best by test", "+0.35 is fine here", "", "1/2", "12"] {
            assert!(!is_engine_note(comment), "{comment}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(pgn: &str) -> PgnGame {
        match crate::formats::pgn::read_all(pgn).into_iter().next() {
            Some(Ok(game)) => game,
            other => panic!("{other:?}"),
        }
    }

    fn text(blocks: &[Block]) -> String {
        let cell = |c: &Option<MoveCell>| {
            c.as_ref()
                .map_or("…".to_owned(), |c| format!("{}{}", c.san, c.glyphs))
        };
        blocks
            .iter()
            .map(|b| match b {
                Block::Row {
                    number,
                    white,
                    black,
                } => format!("{number}. {} {}", cell(white), cell(black)),
                Block::Comment(c) => format!("{{{c}}}"),
                Block::Variation(tokens) => tokens
                    .iter()
                    .map(|t| match t {
                        Token::Move { number, cell } => match number {
                            Some(n) => format!("{n} {}{}", cell.san, cell.glyphs),
                            None => format!("{}{}", cell.san, cell.glyphs),
                        },
                        Token::Comment(c) => format!("{{{c}}}"),
                        Token::Open => "(".to_owned(),
                        Token::Close => ")".to_owned(),
                    })
                    .collect::<Vec<_>>()
                    .join(" "),
            })
            .collect::<Vec<_>>()
            .join(" | ")
    }

    #[test]
    fn variations_break_the_pairs() {
        let game = tree(
            "{Start} 1. e4 $1 {King's pawn} e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6 $6) (1... e6) 2. Nf3 $14 *",
        );
        assert_eq!(
            text(&layout(&game)),
            "{Start} | 1. e4! … | {King's pawn} | 1. … e5 | 1... c5 2. Nf3 ( 2. Nc3 Nc6 ) 2... d6?! \
             | 1... e6 | 2. Nf3+= …"
        );
    }

    #[test]
    fn a_game_from_black_starts_with_an_ellipsis() {
        let game =
            tree("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n\n7... Kd7 8. e4 *");
        assert_eq!(text(&layout(&game)), "7. … Kd7 | 8. e4 …");
    }
}
