//! The app's side of tree editing ([`crate::app::tree_edit`] does the editing): whether the
//! board may explore variations now, playing a move off the line, and the notices, sounds and
//! autosave that follow an edit.

use super::{app::TempoApp, sound::SoundKind};
use crate::{
    app::tree_edit::{TreeAction, TreeEdited},
    chess::Move,
};

impl TempoApp {
    /// Whether moves on the board may explore the tree (create variations): never while a
    /// game against an engine or on the clock is running, where moves go at the end as they
    /// always did.
    pub fn can_explore(&self) -> bool {
        self.resume.is_none()
            && (self.game.is_over()
                || (self.players.white.is_human()
                    && self.players.black.is_human()
                    && self.clock.is_none()))
    }

    /// Plays a move after the shown position: along the line, into an existing variation or
    /// as a new one.
    pub(super) fn explore_move(&mut self, mv: Move) {
        match self.game.play_here(mv) {
            Ok(played) => {
                // A legal move makes earlier complaints stale.
                self.notices.retain(|n| !n.error);
                if self.settings.sound {
                    let kind = if played.check {
                        SoundKind::Check
                    } else if played.capture {
                        SoundKind::Capture
                    } else {
                        SoundKind::Move
                    };
                    self.sound.play(kind);
                }
                self.hint = None;
                self.autosave();
            }
            Err(e) => self.notify(e.to_string(), true),
        }
    }

    /// Applies one tree action.
    pub(super) fn apply_tree(&mut self, action: TreeAction) {
        let live = !self.can_explore();
        match self.game.apply_tree_action(action, live) {
            Ok(TreeEdited::Changed) => self.autosave(),
            Ok(TreeEdited::Moved) => {}
            Err(e) => self.notify(e.to_string(), true),
        }
    }
}
