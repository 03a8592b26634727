//! The app's side of tree editing (the session does the editing, [`crate::app::tree_edit`]
//! says how): playing a move off the line, and the notices and sounds that follow an edit.

use super::app::TempoApp;
use crate::{
    app::{session::SessionAction, tree_edit::TreeAction},
    chess::Move,
};

impl TempoApp {
    /// Plays a move after the shown position: along the line, into an existing variation or
    /// as a new one.
    pub(super) fn explore_move(&mut self, mv: Move) {
        self.apply_session(SessionAction::ExploreMove(mv));
    }

    /// Applies one tree action.
    pub(super) fn apply_tree(&mut self, action: TreeAction) {
        self.apply_session(SessionAction::Tree(action));
    }
}
