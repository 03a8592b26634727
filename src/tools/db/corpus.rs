//! `tempo db gen-corpus`: a reproducible PGN corpus for database measurements.
//!
//! Each game starts with a line from the lichess opening tables (`{a..e}.tsv`, chosen
//! uniformly) and goes on with moves drawn from a softmax over a one-ply score: material
//! won, a penalty when static exchange says the moved piece is lost, a bonus for promotions,
//! centralising minor pieces and advancing pawns. Games end by the rules (mate, stalemate,
//! repetition, fifty moves, insufficient material), by resignation once a side is a queen's
//! worth behind, or at 240 plies by adjudication on material. Players come from a pool of
//! 4,000 names, each with a fixed rating; events, sites, dates and rounds from small pools;
//! one game in twenty carries `[%clk]` comments. The same seed gives the same file.

use std::{
    io::{BufWriter, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

use anyhow::{Context as _, Result, bail};
use clap::Args;

use crate::{
    chess::{Color, GameHistory, Move, Position, Role},
    formats::pgn::{
        Clock, Command, Game, GameResult, NodeId, NodeMove, Tags, read_all, write_game,
    },
    util::rng::{Rng64 as _, SplitMix64},
};

/// `tempo db gen-corpus` arguments.
#[derive(Args, Debug)]
pub struct CorpusArgs {
    /// The PGN file to write (`.gz` or `.zst` compresses it).
    out: PathBuf,
    /// How many games.
    #[arg(long)]
    games: u64,
    /// The random seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The folder with the opening tables a.tsv … e.tsv.
    #[arg(long, default_value = "../shared/data/openings")]
    openings: PathBuf,
}

/// One opening line: ECO, name, moves.
struct Opening {
    eco: String,
    name: String,
    moves: Vec<Move>,
}

fn load_openings(dir: &Path) -> Result<Vec<Opening>> {
    let mut openings = Vec::new();
    for letter in ["a", "b", "c", "d", "e"] {
        let path = dir.join(format!("{letter}.tsv"));
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("{}: cannot read the opening table", path.display()))?;
        for (n, line) in text.lines().enumerate().skip(1) {
            let mut fields = line.split('\t');
            let (Some(eco), Some(name), Some(pgn)) = (fields.next(), fields.next(), fields.next())
            else {
                bail!("{}:{}: expected eco, name and pgn", path.display(), n + 1);
            };
            let games = read_all(&format!("{pgn} *"));
            let Some(Ok(game)) = games.first() else {
                bail!("{}:{}: unreadable line '{pgn}'", path.display(), n + 1);
            };
            openings.push(Opening {
                eco: eco.to_owned(),
                name: name.to_owned(),
                moves: game.mainline_moves().collect(),
            });
        }
    }
    if openings.is_empty() {
        bail!("{}: no opening lines", dir.display());
    }
    Ok(openings)
}

const FIRST_NAMES: [&str; 40] = [
    "Anna", "Boris", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hikaru", "Ines", "Jonas",
    "Kira", "Lars", "Maya", "Nikolai", "Olga", "Pavel", "Quinn", "Rosa", "Sergei", "Tara", "Umar",
    "Vera", "Wei", "Ximena", "Yusuf", "Zoe", "Arjun", "Bea", "Chen", "Dario", "Emil", "Fatima",
    "Gustav", "Hana", "Ivan", "Julia", "Kofi", "Lena", "Mateo", "Nadia",
];
const LAST_NAMES: [&str; 100] = [
    "Adams",
    "Berg",
    "Costa",
    "Dubois",
    "Eriksen",
    "Fischer",
    "Garcia",
    "Horvath",
    "Ivanov",
    "Jensen",
    "Kowalski",
    "Larsen",
    "Meyer",
    "Novak",
    "Olsen",
    "Petrov",
    "Quispe",
    "Rossi",
    "Schmidt",
    "Tanaka",
    "Ulrich",
    "Varga",
    "Weber",
    "Xu",
    "Yilmaz",
    "Zhang",
    "Andersen",
    "Bianchi",
    "Carlsen",
    "Dvorak",
    "Engel",
    "Ferrari",
    "Gomez",
    "Hansen",
    "Ito",
    "Jovanovic",
    "Kim",
    "Lopez",
    "Moreau",
    "Nielsen",
    "Ortega",
    "Popov",
    "Quinn",
    "Ramos",
    "Sato",
    "Torres",
    "Urban",
    "Volkov",
    "Wagner",
    "Young",
    "Zeller",
    "Alves",
    "Bauer",
    "Chavez",
    "Dimitrov",
    "Eder",
    "Fuchs",
    "Gruber",
    "Huber",
    "Ibrahim",
    "Janssen",
    "Keller",
    "Lang",
    "Martin",
    "Nagy",
    "Oliveira",
    "Pereira",
    "Reyes",
    "Silva",
    "Takahashi",
    "Vogel",
    "Wolf",
    "Yamamoto",
    "Ziegler",
    "Abbas",
    "Brandt",
    "Castro",
    "Diaz",
    "Esposito",
    "Fernandes",
    "Gallo",
    "Hoffmann",
    "Ionescu",
    "Jung",
    "Koch",
    "Lehmann",
    "Mendes",
    "Nowak",
    "Otto",
    "Park",
    "Richter",
    "Santos",
    "Thomas",
    "Ueda",
    "Vasquez",
    "Walter",
    "Yang",
    "Zimmer",
    "Kaya",
    "Lindqvist",
];
const CITIES: [&str; 20] = [
    "Amsterdam",
    "Berlin",
    "Chennai",
    "Dubai",
    "Edinburgh",
    "Florence",
    "Geneva",
    "Hamburg",
    "Istanbul",
    "Jakarta",
    "Kyiv",
    "Lisbon",
    "Madrid",
    "Nairobi",
    "Oslo",
    "Prague",
    "Quito",
    "Reykjavik",
    "Seoul",
    "Toronto",
];
const EVENT_KINDS: [&str; 6] = [
    "Open",
    "Rapid",
    "Club Championship",
    "Blitz Arena",
    "Masters",
    "Team League",
];

/// Deterministic player `i`: a name and a rating.
fn player(i: u64) -> (String, u32) {
    let first = FIRST_NAMES[(i % FIRST_NAMES.len() as u64) as usize];
    let last = LAST_NAMES[(i / FIRST_NAMES.len() as u64 % LAST_NAMES.len() as u64) as usize];
    let rating = 1200 + (SplitMix64::new(i ^ 0xE10).next_u64() % 1500) as u32;
    (format!("{last}, {first}"), rating)
}

const PLAYERS: u64 = (FIRST_NAMES.len() * LAST_NAMES.len()) as u64;
const MAX_PLIES: usize = 240;

fn material(pos: &Position, color: Color) -> i32 {
    Role::ALL
        .iter()
        .map(|&r| r.value() * pos.pieces(color, r).count() as i32)
        .sum()
}

/// The one-ply score of `m` in centipawns for the side to move.
fn score(pos: &Position, m: Move) -> i32 {
    let Some(moving) = pos.role_at(m.from()) else {
        return 0;
    };
    let mut s = pos.captured_role(m).map_or(0, Role::value);
    if !pos.see_ge(m, 0) {
        s -= moving.value() * 3 / 4;
    }
    if let Some(role) = m.promotion_role() {
        s += role.value() - 100;
    }
    let to = m.to();
    let (file, rank) = (to.file().index() as i32, to.rank().index() as i32);
    match moving {
        Role::Knight | Role::Bishop => {
            s += 12 - 4 * ((2 * file - 7).abs() + (2 * rank - 7).abs()) / 4
        }
        Role::Pawn => s += 6,
        Role::King => s -= 15,
        _ => {}
    }
    s
}

/// Draws a move by softmax over the scores (temperature 60 cp).
fn choose(pos: &Position, moves: &[Move], rng: &mut SplitMix64) -> Option<Move> {
    let scores: Vec<i32> = moves.iter().map(|&m| score(pos, m)).collect();
    let best = *scores.iter().max()?;
    let weights: Vec<f64> = scores
        .iter()
        .map(|&s| (f64::from(s - best) / 60.0).exp())
        .collect();
    let mut pick = rng.unit_f64() * weights.iter().sum::<f64>();
    for (&m, w) in moves.iter().zip(&weights) {
        pick -= w;
        if pick <= 0.0 {
            return Some(m);
        }
    }
    moves.last().copied()
}

/// One game: the opening, then generated moves until it ends.
fn generate(openings: &[Opening], number: u64, rng: &mut SplitMix64) -> Game {
    let opening = &openings[rng.index(openings.len())];
    let white = rng.below(PLAYERS);
    let black = (white + 1 + rng.below(PLAYERS - 1)) % PLAYERS;
    let (white_name, white_elo) = player(white);
    let (black_name, black_elo) = player(black);
    let city = CITIES[rng.index(CITIES.len())];
    let year = 1990 + rng.below(36);
    let mut tags = Tags::new();
    tags.set(
        "Event",
        &format!(
            "{city} {} {year}",
            EVENT_KINDS[rng.index(EVENT_KINDS.len())]
        ),
    );
    tags.set("Site", city);
    tags.set(
        "Date",
        &format!("{year}.{:02}.{:02}", 1 + rng.below(12), 1 + rng.below(28)),
    );
    tags.set("Round", &(1 + rng.below(9)).to_string());
    tags.set("White", &white_name);
    tags.set("Black", &black_name);
    tags.set("WhiteElo", &white_elo.to_string());
    tags.set("BlackElo", &black_elo.to_string());
    tags.set("ECO", &opening.eco);
    tags.set("Opening", &opening.name);
    let mut game = Game::with_tags(tags, Position::startpos());
    let mut pos = Position::startpos();
    let mut history = GameHistory::new();
    history.push(pos.key());
    let mut node = NodeId::ROOT;
    let clocks = number % 20 == 7;
    let mut clock = [600_000u64; 2];
    let mut result = GameResult::Draw;
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = history.outcome(&pos) {
            result = match outcome.winner {
                Some(Color::White) => GameResult::WhiteWins,
                Some(Color::Black) => GameResult::BlackWins,
                None => GameResult::Draw,
            };
            break;
        }
        let us = pos.side_to_move();
        let behind = material(&pos, us.flip()) - material(&pos, us);
        if ply > 40 && behind >= 900 && rng.below(4) == 0 {
            result = if us == Color::White {
                GameResult::BlackWins
            } else {
                GameResult::WhiteWins
            };
            break;
        }
        let legal = pos.legal_moves();
        let book = opening
            .moves
            .get(ply)
            .copied()
            .filter(|&m| legal.contains(m));
        let Some(m) = book.or_else(|| choose(&pos, legal.as_slice(), rng)) else {
            break;
        };
        node = game.push_child(node, NodeMove::Move(m));
        if clocks {
            let side = usize::from(us == Color::Black);
            clock[side] = clock[side].saturating_sub(1000 * (1 + rng.below(30)));
            if let Some(n) = game.node_mut(node) {
                n.commands.push(Command::Clock(Clock(clock[side])));
            }
        }
        pos.play_unchecked(m);
        history.push(pos.key());
        if ply + 1 == MAX_PLIES {
            let lead = material(&pos, Color::White) - material(&pos, Color::Black);
            result = match lead {
                300.. => GameResult::WhiteWins,
                ..=-300 => GameResult::BlackWins,
                _ => GameResult::Draw,
            };
        }
    }
    game.set_result(result);
    game
}

/// Runs `tempo db gen-corpus`.
pub fn run(args: &CorpusArgs) -> Result<ExitCode> {
    let openings = load_openings(&args.openings)?;
    let file = std::fs::File::create(&args.out)
        .with_context(|| format!("{}: cannot create", args.out.display()))?;
    let name = args.out.to_string_lossy();
    let mut out: Box<dyn Write> = if name.ends_with(".gz") {
        Box::new(flate2::write::GzEncoder::new(
            BufWriter::new(file),
            flate2::Compression::fast(),
        ))
    } else if name.ends_with(".zst") {
        Box::new(zstd::stream::write::Encoder::new(BufWriter::new(file), 3)?.auto_finish())
    } else {
        Box::new(BufWriter::with_capacity(1 << 20, file))
    };
    let mut rng = SplitMix64::new(args.seed);
    for number in 0..args.games {
        let game = generate(&openings, number, &mut rng);
        out.write_all(write_game(&game).as_bytes())
            .with_context(|| format!("{}: cannot write", args.out.display()))?;
    }
    out.flush()
        .with_context(|| format!("{}: cannot write", args.out.display()))?;
    drop(out);
    eprintln!("{} games written to {}", args.games, args.out.display());
    Ok(ExitCode::SUCCESS)
}
