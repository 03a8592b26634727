//! The game tree: an arena of nodes addressed by [`NodeId`], with the mainline and nested
//! variations, comments, NAGs and commands.
//!
//! Node 0 is the root (the start position, no move). Each node's children are its
//! continuations: the first child is the main continuation, the others are variations, in
//! order. Deleting a subtree unlinks it and marks its nodes dead, so the ids a GUI holds stay
//! valid (a dead id simply answers `None`).

use super::{
    annotation::{Command, Commands, Nag},
    tags::{GameResult, Tags},
};
use crate::chess::{Move, Position};

/// A node's index in its game's arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The root node of every game.
    pub const ROOT: NodeId = NodeId(0);

    fn index(self) -> usize {
        self.0 as usize
    }
}

/// A node's link to another node, or none: a `u32` with a sentinel rather than an
/// `Option<NodeId>`, which would take twice the room in every node of every game read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Link(u32);

impl Link {
    const NONE: Link = Link(u32::MAX);

    fn from(id: Option<NodeId>) -> Link {
        id.map_or(Link::NONE, |id| Link(id.0))
    }

    fn get(self) -> Option<NodeId> {
        (self != Link::NONE).then_some(NodeId(self.0))
    }
}

/// What leads to a node from its parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeMove {
    /// The root: no move.
    Root,
    /// A legal move.
    Move(Move),
    /// A null move (`--` or `Z0`), as analysis files contain.
    Null,
}

/// One position in the tree and the move that led to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    parent: Link,
    first_child: Link,
    next_sibling: Link,
    alive: bool,
    /// The move from the parent's position.
    pub mv: NodeMove,
    /// Comment written before the move; only kept on the first move of a variation (before the
    /// first move of the game, the root's [`Node::comment`] is used).
    pub starting_comment: String,
    /// Comment after the move, without its commands (normalised white space).
    pub comment: String,
    /// Commands from the comment after the move (`[%clk]`, `[%eval]`, others).
    pub commands: Commands,
    /// Annotation glyphs in order.
    pub nags: Vec<Nag>,
}

impl Node {
    fn new(parent: Option<NodeId>, mv: NodeMove) -> Node {
        Node {
            parent: Link::from(parent),
            first_child: Link::NONE,
            next_sibling: Link::NONE,
            alive: true,
            mv,
            starting_comment: String::new(),
            comment: String::new(),
            commands: Commands::new(),
            nags: Vec::new(),
        }
    }

    /// The node this one continues (`None` for the root).
    pub fn parent(&self) -> Option<NodeId> {
        self.parent.get()
    }

    /// The move, when this is neither the root nor a null move.
    pub fn chess_move(&self) -> Option<Move> {
        match self.mv {
            NodeMove::Move(m) => Some(m),
            _ => None,
        }
    }

    /// The `[%clk]` reading, if any.
    pub fn clock(&self) -> Option<super::annotation::Clock> {
        self.commands.iter().find_map(|c| match c {
            Command::Clock(clock) => Some(*clock),
            _ => None,
        })
    }

    /// The `[%eval]` command, if any.
    pub fn eval(&self) -> Option<super::annotation::Eval> {
        self.commands.iter().find_map(|c| match c {
            Command::Eval(eval) => Some(*eval),
            _ => None,
        })
    }
}

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The id is not a live node of this game.
    #[error("node {0:?} does not exist in this game (deleted or from another game)")]
    NoSuchNode(NodeId),
    /// The move is not legal after the node.
    #[error("{mv:?} is not a legal move in {fen}")]
    IllegalMove {
        /// The move.
        mv: Move,
        /// The position after the node.
        fen: String,
    },
    /// A null move while in check.
    #[error("a null move is not allowed in check ({fen})")]
    NullInCheck {
        /// The position.
        fen: String,
    },
    /// The root cannot be deleted or promoted.
    #[error("the root of the game cannot be deleted or promoted")]
    Root,
}

/// A game: tags, start position, result and the move tree.
#[derive(Clone, Debug)]
pub struct Game {
    /// The tag pairs.
    pub tags: Tags,
    start: Position,
    nodes: Vec<Node>,
    result: GameResult,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::startpos())
    }
}

impl Game {
    /// An empty game from `start` with the Seven Tag Roster (and `SetUp`/`FEN` when `start` is
    /// not the standard start position).
    pub fn new(start: Position) -> Game {
        let mut tags = Tags::with_roster();
        if start != Position::startpos() {
            tags.set("SetUp", "1");
            tags.set("FEN", &start.to_fen());
            if start.is_chess960() {
                tags.set("Variant", "Chess960");
            }
        }
        Game::with_tags(tags, start)
    }

    /// An empty game with the given tags and start position (tags are taken as they are).
    pub fn with_tags(tags: Tags, start: Position) -> Game {
        // Room for a typical game, so that adding moves does not reallocate.
        Game::with_capacity(tags, start, 128)
    }

    /// [`Game::with_tags`] with room for `nodes` nodes (the reader's guess from earlier games).
    pub(crate) fn with_capacity(tags: Tags, start: Position, nodes: usize) -> Game {
        let mut arena = Vec::with_capacity(nodes.max(1));
        arena.push(Node::new(None, NodeMove::Root));
        Game {
            tags,
            start,
            nodes: arena,
            result: GameResult::Unknown,
        }
    }

    /// Frees the node room a finished game does not use, when that is much.
    pub(crate) fn shrink_to_fit(&mut self) {
        if self.nodes.capacity() > 2 * self.nodes.len() + 64 {
            self.nodes.shrink_to_fit();
        }
    }

    /// The size of the node arena, deleted nodes included.
    pub(crate) fn arena_len(&self) -> usize {
        self.nodes.len()
    }

    /// The start position.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The game termination marker.
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Sets the termination marker and the `Result` tag.
    pub fn set_result(&mut self, result: GameResult) {
        self.result = result;
        self.tags.set("Result", result.as_str());
    }

    /// Sets only the termination marker (the reader keeps the tag as written).
    pub(crate) fn set_result_marker(&mut self, result: GameResult) {
        self.result = result;
    }

    /// The root id.
    pub fn root(&self) -> NodeId {
        NodeId::ROOT
    }

    /// A live node.
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index()).filter(|n| n.alive)
    }

    /// A live node, for editing its comments, NAGs and commands.
    pub fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id.index()).filter(|n| n.alive)
    }

    fn live(&self, id: NodeId) -> Result<&Node, EditError> {
        self.node(id).ok_or(EditError::NoSuchNode(id))
    }

    /// The parent of a node.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id)?.parent.get()
    }

    /// The children of a node: the main continuation first, then the variations.
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children {
            game: self,
            next: self.node(id).and_then(|n| n.first_child.get()),
        }
    }

    /// The main continuation of a node.
    pub fn main_child(&self, id: NodeId) -> Option<NodeId> {
        self.node(id)?.first_child.get()
    }

    /// The ids of the mainline from the root's first child to the end.
    pub fn mainline(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = NodeId::ROOT;
        while let Some(next) = self.main_child(at) {
            out.push(next);
            at = next;
        }
        out
    }

    /// The mainline moves up to the first null move.
    pub fn mainline_moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.mainline()
            .into_iter()
            .map_while(|id| self.node(id).and_then(Node::chess_move))
    }

    /// The last node of the mainline (the root when there are no moves).
    pub fn mainline_end(&self) -> NodeId {
        self.mainline().last().copied().unwrap_or(NodeId::ROOT)
    }

    /// The ids from the root's child down to `id` (empty for the root or a dead id).
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(node) = self.node(at) {
            let Some(parent) = node.parent.get() else {
                break;
            };
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// How many plies `id` is from the start.
    pub fn ply(&self, id: NodeId) -> usize {
        self.path(id).len()
    }

    /// Whether `id` lies on the mainline (the root does).
    pub fn is_mainline(&self, id: NodeId) -> bool {
        self.path(id)
            .iter()
            .all(|&n| self.parent(n).and_then(|p| self.main_child(p)) == Some(n))
    }

    /// The position after the move of `id` (replayed from the start).
    pub fn position_at(&self, id: NodeId) -> Option<Position> {
        self.node(id)?;
        let mut pos = self.start.clone();
        for at in self.path(id) {
            match self.node(at)?.mv {
                NodeMove::Move(m) => pos.play_unchecked(m),
                NodeMove::Null => pos.play_null(),
                NodeMove::Root => {}
            }
        }
        Some(pos)
    }

    /// The SAN of the move leading to `id` (`--` for a null move).
    pub fn san(&self, id: NodeId) -> Option<String> {
        let node = self.node(id)?;
        match node.mv {
            NodeMove::Root => None,
            NodeMove::Null => Some("--".into()),
            NodeMove::Move(m) => Some(self.position_at(node.parent.get()?)?.san(m)),
        }
    }

    /// Adds `mv` after `parent` and returns its node; an existing child with that move is
    /// returned instead of a duplicate. A new move becomes the last variation (the main
    /// continuation when `parent` had none).
    pub fn add_move(&mut self, parent: NodeId, mv: Move) -> Result<NodeId, EditError> {
        self.live(parent)?;
        if let Some(existing) = self
            .children(parent)
            .find(|&c| self.node(c).is_some_and(|n| n.mv == NodeMove::Move(mv)))
        {
            return Ok(existing);
        }
        let pos = self
            .position_at(parent)
            .ok_or(EditError::NoSuchNode(parent))?;
        if !pos.is_legal(mv) {
            return Err(EditError::IllegalMove {
                mv,
                fen: pos.to_fen(),
            });
        }
        Ok(self.push_child(parent, NodeMove::Move(mv)))
    }

    /// Adds a null move after `parent` (refused in check).
    pub fn add_null_move(&mut self, parent: NodeId) -> Result<NodeId, EditError> {
        self.live(parent)?;
        if let Some(existing) = self
            .children(parent)
            .find(|&c| self.node(c).is_some_and(|n| n.mv == NodeMove::Null))
        {
            return Ok(existing);
        }
        let pos = self
            .position_at(parent)
            .ok_or(EditError::NoSuchNode(parent))?;
        if pos.in_check() {
            return Err(EditError::NullInCheck { fen: pos.to_fen() });
        }
        Ok(self.push_child(parent, NodeMove::Null))
    }

    /// Appends a child without checks (the reader has already validated the move).
    pub(crate) fn push_child(&mut self, parent: NodeId, mv: NodeMove) -> NodeId {
        let id = NodeId(u32::try_from(self.nodes.len()).unwrap_or(u32::MAX));
        self.nodes.push(Node::new(Some(parent), mv));
        match self.last_child(parent) {
            Some(last) => {
                if let Some(n) = self.nodes.get_mut(last.index()) {
                    n.next_sibling = Link::from(Some(id));
                }
            }
            None => {
                if let Some(n) = self.nodes.get_mut(parent.index()) {
                    n.first_child = Link::from(Some(id));
                }
            }
        }
        id
    }

    fn last_child(&self, parent: NodeId) -> Option<NodeId> {
        self.children(parent).last()
    }

    fn set_children(&mut self, parent: NodeId, children: &[NodeId]) {
        if let Some(p) = self.nodes.get_mut(parent.index()) {
            p.first_child = Link::from(children.first().copied());
        }
        for (i, &c) in children.iter().enumerate() {
            if let Some(n) = self.nodes.get_mut(c.index()) {
                n.next_sibling = Link::from(children.get(i + 1).copied());
            }
        }
    }

    /// The first node of the variation that `id` lies in: the nearest ancestor (or `id`
    /// itself) that is not its parent's main continuation. `None` on the mainline.
    pub fn variation_start(&self, id: NodeId) -> Option<NodeId> {
        let mut at = id;
        loop {
            let parent = self.parent(at)?;
            if self.main_child(parent) != Some(at) {
                return Some(at);
            }
            at = parent;
        }
    }

    /// Moves the variation containing `id` one place up among its siblings (to the main
    /// continuation when it was the first variation). Returns the variation's first node.
    pub fn promote_variation(&mut self, id: NodeId) -> Result<NodeId, EditError> {
        self.live(id)?;
        let Some(start) = self.variation_start(id) else {
            return Ok(id); // already on the mainline
        };
        let parent = self.parent(start).ok_or(EditError::Root)?;
        let mut siblings: Vec<NodeId> = self.children(parent).collect();
        if let Some(i) = siblings.iter().position(|&c| c == start)
            && i > 0
        {
            siblings.swap(i, i - 1);
        }
        self.set_children(parent, &siblings);
        Ok(start)
    }

    /// Makes the line through `id` the main continuation at every branch point above it, so
    /// it becomes the mainline.
    pub fn promote_to_mainline(&mut self, id: NodeId) -> Result<(), EditError> {
        self.live(id)?;
        for at in self.path(id) {
            let Some(parent) = self.parent(at) else {
                continue;
            };
            let mut siblings: Vec<NodeId> = self.children(parent).collect();
            if siblings.first() != Some(&at) {
                siblings.retain(|&c| c != at);
                siblings.insert(0, at);
                self.set_children(parent, &siblings);
            }
        }
        Ok(())
    }

    /// Deletes `id` and everything after it ("delete from here"). Returns the parent.
    pub fn delete_from(&mut self, id: NodeId) -> Result<NodeId, EditError> {
        self.live(id)?;
        let parent = self.parent(id).ok_or(EditError::Root)?;
        let siblings: Vec<NodeId> = self.children(parent).filter(|&c| c != id).collect();
        self.set_children(parent, &siblings);
        let mut stack = vec![id];
        while let Some(at) = stack.pop() {
            stack.extend(self.children(at));
            if let Some(n) = self.nodes.get_mut(at.index()) {
                n.alive = false;
            }
        }
        Ok(parent)
    }

    /// Deletes the whole variation containing `id` (from its first move). On the mainline
    /// this is [`Game::delete_from`]. Returns the branch point.
    pub fn delete_variation(&mut self, id: NodeId) -> Result<NodeId, EditError> {
        self.live(id)?;
        let start = self.variation_start(id).unwrap_or(id);
        self.delete_from(start)
    }

    /// Sets the comment after a node's move (the root's comment comes before the first move).
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> Result<(), EditError> {
        let node = self.node_mut(id).ok_or(EditError::NoSuchNode(id))?;
        node.comment = super::annotation::normalize_text(text);
        Ok(())
    }

    /// Sets the comment before the first move of a variation.
    pub fn set_starting_comment(&mut self, id: NodeId, text: &str) -> Result<(), EditError> {
        let node = self.node_mut(id).ok_or(EditError::NoSuchNode(id))?;
        node.starting_comment = super::annotation::normalize_text(text);
        Ok(())
    }

    /// Replaces a node's NAGs.
    pub fn set_nags(&mut self, id: NodeId, nags: Vec<Nag>) -> Result<(), EditError> {
        let node = self.node_mut(id).ok_or(EditError::NoSuchNode(id))?;
        node.nags = nags;
        Ok(())
    }

    /// The number of live nodes (the root included).
    pub fn node_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.alive).count()
    }

    /// Whether two games have the same tags, start, result and tree, whatever the arena
    /// layout (ids may differ after edits).
    pub fn same_as(&self, other: &Game) -> bool {
        if self.tags != other.tags || self.start != other.start || self.result != other.result {
            return false;
        }
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (Some(na), Some(nb)) = (self.node(a), other.node(b)) else {
                return false;
            };
            if na.mv != nb.mv
                || na.starting_comment != nb.starting_comment
                || na.comment != nb.comment
                || na.commands != nb.commands
                || na.nags != nb.nags
            {
                return false;
            }
            let ca: Vec<NodeId> = self.children(a).collect();
            let cb: Vec<NodeId> = other.children(b).collect();
            if ca.len() != cb.len() {
                return false;
            }
            stack.extend(ca.into_iter().zip(cb));
        }
        true
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.same_as(other)
    }
}

/// Iterator over a node's children.
pub struct Children<'a> {
    game: &'a Game,
    next: Option<NodeId>,
}

impl Iterator for Children<'_> {
    type Item = NodeId;

    fn next(&mut self) -> Option<NodeId> {
        let id = self.next?;
        self.next = self
            .game
            .nodes
            .get(id.index())
            .and_then(|n| n.next_sibling.get());
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(pos: &Position, san: &str) -> Move {
        pos.parse_san(san).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn variations_promote_and_delete() {
        let mut game = Game::default();
        let start = Position::startpos();
        let e4 = game
            .add_move(NodeId::ROOT, mv(&start, "e4"))
            .unwrap_or_else(|e| panic!("{e}"));
        let d4 = game
            .add_move(NodeId::ROOT, mv(&start, "d4"))
            .unwrap_or_else(|e| panic!("{e}"));
        let c4 = game
            .add_move(NodeId::ROOT, mv(&start, "c4"))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(game.add_move(NodeId::ROOT, mv(&start, "d4")), Ok(d4));
        let after_d4 = game.position_at(d4).unwrap_or_else(|| panic!("d4"));
        let d5 = game
            .add_move(d4, mv(&after_d4, "d5"))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(game.mainline(), vec![e4]);
        assert_eq!(game.variation_start(d5), Some(d4));
        assert_eq!(game.promote_variation(d5), Ok(d4));
        assert_eq!(game.mainline(), vec![d4, d5]);
        assert_eq!(
            game.children(NodeId::ROOT).collect::<Vec<_>>(),
            vec![d4, e4, c4]
        );
        game.promote_to_mainline(c4)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            game.children(NodeId::ROOT).collect::<Vec<_>>(),
            vec![c4, d4, e4]
        );
        assert_eq!(game.delete_variation(d5), Ok(NodeId::ROOT));
        assert_eq!(game.node(d5), None);
        assert_eq!(
            game.children(NodeId::ROOT).collect::<Vec<_>>(),
            vec![c4, e4]
        );
        assert_eq!(game.san(e4).as_deref(), Some("e4"));
        assert!(game.add_move(e4, mv(&start, "e4")).is_err());
        assert_eq!(game.delete_from(NodeId::ROOT), Err(EditError::Root));
    }
}
