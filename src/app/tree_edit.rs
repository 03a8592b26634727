//! Moving through and editing a game's tree: go to a move, switch variations, promote, make
//! main line, delete, comments, NAGs and tags. Front ends describe what the user asked for as
//! a [`TreeAction`] and apply it with [`Game::apply_tree_action`].

use super::game::Game;
use crate::formats::pgn::{Nag, NodeId, SEVEN_TAG_ROSTER};

/// A change to the game tree or the place shown in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeAction {
    /// Show this node.
    GoTo(NodeId),
    /// Show the previous or next variation at the shown move's branch point (up/down keys).
    SwitchVariation {
        /// Towards the main line (up) or away from it (down).
        towards_main: bool,
    },
    /// Move the variation holding this node one place up (to the main continuation when it is
    /// the first variation).
    Promote(NodeId),
    /// Make the line through this node the main line.
    MakeMainLine(NodeId),
    /// Delete the whole variation holding this node.
    DeleteVariation(NodeId),
    /// Delete this node and everything after it.
    DeleteFrom(NodeId),
    /// Set the comment after this node's move.
    SetComment(NodeId, String),
    /// Add the NAG when the node lacks it, remove it when it has it. Move-quality glyphs
    /// (1–9) replace each other, and so do position glyphs (10–19).
    ToggleNag(NodeId, Nag),
    /// Set a tag (added when new).
    SetTag(String, String),
    /// Remove a tag that is not in the Seven Tag Roster.
    RemoveTag(String),
}

/// The NAGs the move list offers, with their glyphs and meaning.
pub const OFFERED_NAGS: [(Nag, &str, &str); 14] = [
    (Nag(1), "!", "good move"),
    (Nag(2), "?", "mistake"),
    (Nag(3), "!!", "brilliant move"),
    (Nag(4), "??", "blunder"),
    (Nag(5), "!?", "interesting move"),
    (Nag(6), "?!", "dubious move"),
    (Nag(10), "=", "equal position"),
    (Nag(13), "∞", "unclear position"),
    (Nag(14), "+=", "White is slightly better"),
    (Nag(15), "=+", "Black is slightly better"),
    (Nag(16), "+/-", "White is better"),
    (Nag(17), "-/+", "Black is better"),
    (Nag(18), "+−", "White is winning"),
    (Nag(19), "−+", "Black is winning"),
];

/// How a NAG is shown: its glyph when it has one, `$n` otherwise.
pub fn nag_glyph(nag: Nag) -> String {
    match OFFERED_NAGS.iter().find(|(n, _, _)| *n == nag) {
        Some((_, glyph, _)) => (*glyph).to_owned(),
        // Glyphs the bundled fonts can draw; other NAGs show as `$n`.
        None => match nag.0 {
            11 | 12 => "=".to_owned(),
            146 => "N".to_owned(),
            // The printable page puts a diagram at these moves.
            220 | 221 => " (diagram)".to_owned(),
            _ => nag.to_string(),
        },
    }
}

/// Which group of glyphs a NAG belongs to: move quality, position, or anything else.
fn nag_group(nag: Nag) -> u8 {
    match nag.0 {
        1..=9 => 1,
        10..=19 => 2,
        _ => 0,
    }
}

/// `nags` with `nag` toggled: removed when present; otherwise added, replacing a NAG of the
/// same group.
pub fn toggled_nags(nags: &[Nag], nag: Nag) -> Vec<Nag> {
    if nags.contains(&nag) {
        return nags.iter().copied().filter(|&n| n != nag).collect();
    }
    let group = nag_group(nag);
    let mut out: Vec<Nag> = nags
        .iter()
        .copied()
        .filter(|&n| group == 0 || nag_group(n) != group)
        .collect();
    out.push(nag);
    out.sort_by_key(|&n| (nag_group(n) == 0, n));
    out
}

/// Why a tree action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeEditError {
    /// Only the main line may be shown while a game is being played.
    #[error("Variations can be explored once the game is over")]
    VariationsWhilePlaying,
    /// The tree may not be reshaped while a game is being played.
    #[error("The game tree can be edited once the game is over")]
    EditWhilePlaying,
    /// The node is not in the tree (any more).
    #[error("That move cannot be shown")]
    NoSuchMove,
    /// A tag name with characters PGN does not allow.
    #[error("'{0}' is not a tag name (letters, digits and _ only)")]
    BadTagName(String),
    /// The tree refused the change.
    #[error("{0}")]
    Tree(String),
}

/// What an applied tree action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub enum TreeEdited {
    /// Only the shown move changed.
    Moved,
    /// The game record changed (worth an autosave).
    Changed,
}

impl Game {
    /// Applies one tree action. `live`: a game is being played (against an engine or on the
    /// clock), where the line must stay the main line because moves are added at its end, so
    /// only main-line moves can be shown and the tree is not reshaped.
    ///
    /// # Errors
    /// When the action is not allowed now or names a move that is not in the tree.
    pub fn apply_tree_action(
        &mut self,
        action: TreeAction,
        live: bool,
    ) -> Result<TreeEdited, TreeEditError> {
        let result = match action {
            TreeAction::GoTo(id) => {
                if live && !self.tree().is_mainline(id) {
                    return Err(TreeEditError::VariationsWhilePlaying);
                }
                return if self.go_to(id) {
                    Ok(TreeEdited::Moved)
                } else {
                    Err(TreeEditError::NoSuchMove)
                };
            }
            TreeAction::SwitchVariation { towards_main } => {
                if !live {
                    self.switch_variation(towards_main);
                }
                return Ok(TreeEdited::Moved);
            }
            TreeAction::SetComment(id, text) => self.tree_mut().set_comment(id, &text),
            TreeAction::ToggleNag(id, nag) => {
                let nags = self
                    .tree()
                    .node(id)
                    .map(|n| toggled_nags(&n.nags, nag))
                    .unwrap_or_default();
                self.tree_mut().set_nags(id, nags)
            }
            TreeAction::SetTag(name, value) => {
                let name = name.trim();
                if name.is_empty()
                    || name.contains(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                {
                    return Err(TreeEditError::BadTagName(name.to_owned()));
                }
                self.tree_mut().tags.set(name, &value);
                Ok(())
            }
            TreeAction::RemoveTag(name) => {
                if !SEVEN_TAG_ROSTER.contains(&name.as_str()) {
                    self.tree_mut().tags.remove(&name);
                }
                Ok(())
            }
            _ if live => return Err(TreeEditError::EditWhilePlaying),
            TreeAction::Promote(id) => self.tree_mut().promote_variation(id).map(|_| ()),
            TreeAction::MakeMainLine(id) => self.tree_mut().promote_to_mainline(id),
            TreeAction::DeleteVariation(id) => self.tree_mut().delete_variation(id).map(|_| ()),
            TreeAction::DeleteFrom(id) => self.tree_mut().delete_from(id).map(|_| ()),
        };
        result
            .map(|()| TreeEdited::Changed)
            .map_err(|e| TreeEditError::Tree(e.to_string()))
    }

    /// Shows the sibling variation of the shown move (up: towards the main continuation).
    fn switch_variation(&mut self, towards_main: bool) {
        let tree = self.tree();
        let at = self.cursor();
        let Some(parent) = tree.parent(at) else {
            return;
        };
        let siblings: Vec<NodeId> = tree.children(parent).collect();
        let Some(i) = siblings.iter().position(|&s| s == at) else {
            return;
        };
        let target = if towards_main {
            i.checked_sub(1).and_then(|j| siblings.get(j))
        } else {
            siblings.get(i + 1)
        };
        if let Some(&target) = target {
            self.go_to(target);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nags_of_one_group_replace_each_other() {
        let nags = toggled_nags(&[], Nag::GOOD);
        assert_eq!(nags, [Nag::GOOD]);
        let nags = toggled_nags(&nags, Nag(16));
        assert_eq!(nags, [Nag::GOOD, Nag(16)]);
        let nags = toggled_nags(&nags, Nag::BLUNDER);
        assert_eq!(nags, [Nag::BLUNDER, Nag(16)]);
        let nags = toggled_nags(&nags, Nag(146));
        assert_eq!(nags, [Nag::BLUNDER, Nag(16), Nag(146)]);
        assert_eq!(toggled_nags(&nags, Nag(16)), [Nag::BLUNDER, Nag(146)]);
        assert_eq!(nag_glyph(Nag(18)), "+−");
        assert_eq!(nag_glyph(Nag(200)), "$200");
        assert_eq!(nag_glyph(Nag(220)), " (diagram)");
    }
}
