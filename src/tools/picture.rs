//! `tempo picture`: a board as PNG or SVG, a game as an animated GIF or a printable HTML page,
//! through the app's own renderer (`app::share`); the format follows the output's extension.

use std::path::PathBuf;

use anyhow::{Context as _, bail};

use crate::{
    app::share::{
        BoardPicture, BoardScheme, Coordinates, Look, PieceSet,
        animation::{AnimationOptions, line_pictures, pictures_gif},
        print::{Diagrams, PrintOptions, parse_move_list, printable_html},
    },
    chess::Position,
    formats::pgn::{Game, NodeId, read_all},
};

/// Arguments of `tempo picture`.
#[derive(Debug, clap::Args)]
pub struct PictureArgs {
    /// The file to write: `.png` or `.svg` (a board), `.gif` (the game, a frame per move),
    /// `.html` (a printable page of the game).
    #[arg(long)]
    pub out: PathBuf,
    /// The position, in FEN (boards only; default: the start position or the PGN's).
    #[arg(long, conflicts_with = "pgn")]
    pub fen: Option<String>,
    /// A PGN file; its first game unless `--game` says otherwise.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Which game of the PGN file (1 is the first).
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// For a board from a PGN: the position after this many plies of the mainline (default:
    /// the last).
    #[arg(long)]
    pub ply: Option<usize>,
    /// Side of the picture (of each diagram for `.html`), in pixels.
    #[arg(long, default_value_t = 480)]
    pub size: u32,
    /// Piece set: classic, tokens, letters, geometric.
    #[arg(long, default_value = "classic")]
    pub pieces: String,
    /// Board colours: brown, blue, green, grey, purple, high-contrast.
    #[arg(long, default_value = "brown")]
    pub board: String,
    /// Coordinates: inside, outside, off.
    #[arg(long, default_value = "inside")]
    pub coordinates: String,
    /// Black at the bottom.
    #[arg(long)]
    pub flip: bool,
    /// GIF: hundredths of a second per move.
    #[arg(long, default_value_t = 100)]
    pub delay: u16,
    /// HTML: diagrams at `marked` moves ($220 or [#]), `every:N` moves, or after listed moves
    /// (`12,20...`).
    #[arg(long, default_value = "marked")]
    pub diagrams: String,
}

fn named<T: Copy>(
    all: &[T],
    name: impl Fn(T) -> &'static str,
    asked: &str,
    what: &str,
) -> anyhow::Result<T> {
    let wanted = asked.trim().to_ascii_lowercase().replace(['-', '_'], " ");
    all.iter()
        .copied()
        .find(|item| name(*item).to_ascii_lowercase() == wanted)
        .with_context(|| {
            let names: Vec<String> = all
                .iter()
                .map(|item| name(*item).to_ascii_lowercase().replace(' ', "-"))
                .collect();
            format!(
                "unknown {what} “{asked}”; choose one of {}",
                names.join(", ")
            )
        })
}

fn look(args: &PictureArgs) -> anyhow::Result<Look> {
    let mut schemes = BoardScheme::ALL.to_vec();
    schemes.push(BoardScheme::HighContrast);
    Ok(Look {
        pieces: named(&PieceSet::ALL, PieceSet::name, &args.pieces, "piece set")?,
        scheme: named(&schemes, BoardScheme::name, &args.board, "board")?,
        coordinates: named(
            &Coordinates::ALL,
            Coordinates::name,
            &args.coordinates,
            "coordinates",
        )?,
    })
}

fn read_game(args: &PictureArgs) -> anyhow::Result<Option<Game>> {
    let Some(path) = &args.pgn else {
        return Ok(None);
    };
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let index = args.game.max(1) - 1;
    let game = read_all(&text)
        .into_iter()
        .nth(index)
        .with_context(|| format!("{} has no game {}", path.display(), args.game))?
        .with_context(|| format!("game {} of {}", args.game, path.display()))?;
    Ok(Some(game))
}

fn parse_diagrams(text: &str) -> anyhow::Result<Diagrams> {
    if text.eq_ignore_ascii_case("marked") {
        return Ok(Diagrams::Marked);
    }
    if let Some(n) = text.strip_prefix("every:") {
        let n: u32 = n
            .trim()
            .parse()
            .with_context(|| format!("--diagrams every:N needs a number, not “{n}”"))?;
        return Ok(Diagrams::Every(n.max(1)));
    }
    Ok(Diagrams::AtPlies(parse_move_list(text)?))
}

/// Runs `tempo picture`.
pub fn run(args: PictureArgs) -> anyhow::Result<std::process::ExitCode> {
    let look = look(&args)?;
    let game = read_game(&args)?;
    let extension = args
        .out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    let size = args.size.clamp(64, 4096);
    let bytes = match extension.as_str() {
        "png" | "svg" => {
            let (pos, last_move, node) = match (&args.fen, &game) {
                (Some(fen), _) => (
                    Position::from_fen(fen).with_context(|| format!("--fen {fen}"))?,
                    None,
                    None,
                ),
                (None, Some(game)) => {
                    let line = game.mainline();
                    let plies = args.ply.unwrap_or(line.len()).min(line.len());
                    let id = plies.checked_sub(1).and_then(|i| line.get(i)).copied();
                    let id = id.unwrap_or(NodeId::ROOT);
                    let pos = game
                        .position_at(id)
                        .context("the game's moves cannot be replayed")?;
                    let last = game.node(id).and_then(|n| n.chess_move());
                    (pos, last, Some(id))
                }
                (None, None) => (Position::startpos(), None, None),
            };
            let mut picture = BoardPicture::of_position(&pos, look).with_last_move(last_move);
            picture.flipped = args.flip;
            if let (Some(game), Some(id)) = (&game, node)
                && let Some(node) = game.node(id)
            {
                (picture.arrows, picture.circles) =
                    crate::app::share::animation::comment_marks(node);
            }
            if extension == "png" {
                picture.to_png(size).context("encoding the PNG")?
            } else {
                picture.to_svg(size).into_bytes()
            }
        }
        "gif" => {
            let Some(game) = &game else {
                bail!("a GIF needs a game: give --pgn FILE");
            };
            let pictures = line_pictures(game, &game.mainline(), look, args.flip);
            let options = AnimationOptions {
                size: size.min(2048),
                delay_cs: args.delay,
            };
            pictures_gif(&pictures, options)?
        }
        "html" | "htm" => {
            let Some(game) = &game else {
                bail!("a printable page needs a game: give --pgn FILE");
            };
            let options = PrintOptions {
                diagrams: parse_diagrams(&args.diagrams)?,
                look,
                flipped: args.flip,
                diagram_size: size.min(1200),
            };
            printable_html(game, &options).into_bytes()
        }
        other => bail!(
            "cannot tell the format of {} from “.{other}”: use .png, .svg, .gif or .html",
            args.out.display()
        ),
    };
    crate::app::pgn_file::write_atomically(&args.out, &bytes)
        .with_context(|| format!("writing {}", args.out.display()))?;
    println!("wrote {} ({} bytes)", args.out.display(), bytes.len());
    Ok(std::process::ExitCode::SUCCESS)
}
