//! Pictures of the board and of games, with no GUI in them, so the app, the command line and
//! the tests share one renderer:
//!
//! - [`look`]: board colour schemes (high contrast among them), coordinates, highlight colours.
//! - [`pieces`]: the piece sets as vector layers (sources and licences in
//!   `assets/pieces/LICENSES.md`).
//! - [`picture`]: [`picture::BoardPicture`] (position, last move, check, arrows, circles) as SVG,
//!   rendered to pixels or PNG from one list of drawing operations; single piece images for the
//!   app's board.
//! - [`animation`]: a line of a game as pictures with its comments' drawings, and as a GIF.
//! - [`print`]: a printable HTML page of an annotated game with SVG diagrams at chosen moves.
//! - [`path`], [`raster`], [`png`], [`gif`]: the path reader, the anti-aliased rasteriser and
//!   the two image encoders underneath.

pub mod animation;
pub mod gif;
mod glyph_data;
pub mod look;
pub mod path;
pub mod picture;
pub mod pieces;
pub mod png;
pub mod print;
pub mod raster;

pub use look::{BoardScheme, Coordinates, Look, Rgba};
pub use picture::{Arrow, BoardPicture};
pub use pieces::PieceSet;
