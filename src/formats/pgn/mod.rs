//! PGN: the game tree with variations, a tolerant streaming reader, a fast indexer for game
//! lists and an export-format writer.
//!
//! ```
//! use tempo::formats::pgn::{read_all, write_game};
//!
//! let games = read_all("[White \"A\"]\n\n1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 $1 *\n");
//! let Some(Ok(game)) = games.first() else { panic!("no game") };
//! assert_eq!(game.mainline().len(), 3);
//! let text = write_game(game);
//! assert!(text.contains("1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 $1 *"));
//! ```

pub mod annotation;
pub mod flat;
pub mod index;
mod lexer;
pub mod reader;
mod resolve;
pub mod split;
pub mod tags;
pub mod tree;
pub mod writer;

pub use annotation::{Clock, Command, Commands, Eval, EvalScore, Nag, OtherCommand};
pub use flat::{FlatGame, FlatSink};
pub use index::{GameIndexer, IndexEntry};
pub use lexer::TextPosition;
pub use reader::{
    MoveObserver, PgnError, PgnErrorKind, PgnReader, read_all, reader_from, start_position_of,
};
pub use split::{Block, GameSplitter};
pub use tags::{GameResult, SEVEN_TAG_ROSTER, Tags};
pub use tree::{EditError, Game, Node, NodeId, NodeMove};
pub use writer::{write_game, write_game_to};
