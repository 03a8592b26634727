//! PGN reading speed: Tempo's reader against the `pgn-reader` crate on the same generated
//! file, both counting games and validating every move (variations included).
//!
//! `cargo bench --bench pgn_reader` generates `target/bench-data/games-<MB>.pgn` once (random
//! legal games written by our writer, some with clock comments and variations, plus real
//! games from the shared data) and reads it three times with each reader.
//!
//! Readers: `tempo` builds each game (tags, tree, comments, commands, NAGs); `tempo-check`
//! (`PgnReader::check_game`) resolves and plays every move, variations included, without
//! building trees; `pgn-reader` only plays every move on shakmaty's `Chess` (the issue's
//! "count games and validate every move", like `tempo-check`); `pgn-reader-tree` also keeps
//! the tags, the move tree, comments and NAGs, the like-for-like with `tempo`.
//!
//! Environment: `PGN_BENCH_MB` (file size, default 30), `PGN_BENCH_READER` (`tempo`,
//! `tempo-check`, `pgn-reader`, `pgn-reader-tree` or `all`, the default; one reader alone is for peak-memory
//! measurements with `/usr/bin/time -v`), `PGN_BENCH_RUNS` (default 3).

use std::{
    fs::File,
    io::{BufReader, BufWriter, Write as _},
    ops::ControlFlow,
    path::{Path, PathBuf},
    time::Instant,
};

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};
use tempo::{
    chess::{Move, Position},
    formats::pgn::{Clock, Command, Game, GameResult, NodeId, PgnReader, write_game},
    util::rng::{Rng64 as _, XorShift64Star as Rng},
};

fn random_move(rng: &mut Rng, pos: &Position) -> Option<Move> {
    let list = pos.legal_moves();
    let moves: Vec<Move> = list.iter().copied().collect();
    moves.get(rng.below(moves.len() as u64) as usize).copied()
}

fn random_game(rng: &mut Rng, number: u64) -> Game {
    let mut game = Game::default();
    game.tags.set("Event", "Tempo bench");
    game.tags.set("Site", "generated");
    game.tags.set("Date", "2026.11.22");
    game.tags.set("Round", &number.to_string());
    game.tags
        .set("White", &format!("Player {}", rng.below(1000)));
    game.tags
        .set("Black", &format!("Player {}", rng.below(1000)));
    game.tags
        .set("WhiteElo", &(1500 + rng.below(1200)).to_string());
    game.tags
        .set("BlackElo", &(1500 + rng.below(1200)).to_string());
    game.tags.set("TimeControl", "180+2");
    let clocks = rng.below(3) == 0;
    let plies = 20 + rng.below(140);
    let mut at = NodeId::ROOT;
    let mut time = [180_000u64, 180_000];
    for ply in 0..plies {
        let Some(pos) = game.position_at(at) else {
            break;
        };
        let Some(m) = random_move(rng, &pos) else {
            break;
        };
        let Ok(next) = game.add_move(at, m) else {
            break;
        };
        if clocks && let Some(node) = game.node_mut(next) {
            let side = (ply % 2) as usize;
            time[side] = time[side].saturating_sub(rng.below(8000)) + 2000;
            node.commands
                .push(Command::Clock(Clock(time[side] / 1000 * 1000)));
        }
        if rng.below(60) == 0
            && let Some(alt) = random_move(rng, &pos)
            && let Ok(variation) = game.add_move(at, alt)
        {
            let mut v = variation;
            for _ in 0..rng.below(6) {
                let Some(p) = game.position_at(v) else { break };
                let Some(m) = random_move(rng, &p) else { break };
                let Ok(n) = game.add_move(v, m) else { break };
                v = n;
            }
        }
        at = next;
    }
    let result = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ][rng.below(3) as usize];
    game.set_result(result);
    game
}

fn ensure_file(mb: u64) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-data");
    let path = dir.join(format!("games-{mb}.pgn"));
    if path.exists() {
        return path;
    }
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let real: String = [
        "kasparov-deep-blue-1997",
        "nepomniachtchi-liren-game1",
        "stockfish-learning",
        "chessbase-empty-line",
    ]
    .iter()
    .map(|name| {
        let p = format!(
            "{}/../shared/data/pgn/{name}.pgn",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}")) + "\n"
    })
    .collect();
    let tmp = path.with_extension("tmp");
    let file = File::create(&tmp).unwrap_or_else(|e| panic!("{}: {e}", tmp.display()));
    let mut out = BufWriter::new(file);
    let mut rng = Rng::from_state(0x1234_5678_9abc_def1);
    let (mut written, mut n) = (0u64, 0u64);
    while written < mb << 20 {
        n += 1;
        let text = if n % 50 == 0 {
            real.clone()
        } else {
            write_game(&random_game(&mut rng, n))
        };
        out.write_all(text.as_bytes())
            .unwrap_or_else(|e| panic!("{e}"));
        written += text.len() as u64;
    }
    out.flush().unwrap_or_else(|e| panic!("{e}"));
    drop(out);
    std::fs::rename(&tmp, &path).unwrap_or_else(|e| panic!("{e}"));
    path
}

/// Games, moves and errors a reader saw.
#[derive(Default)]
struct Counts {
    games: u64,
    moves: u64,
    errors: u64,
}

/// Counts games and moves, playing every move (variations too) on shakmaty's `Chess`.
#[derive(Default)]
struct Validator(Counts);

struct Line {
    pos: Chess,
    before: Chess,
    stack: Vec<(Chess, Chess)>,
}

impl Visitor for Validator {
    type Tags = Option<Chess>;
    type Movetext = Line;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Option<Chess>> {
        ControlFlow::Continue(None)
    }

    fn tag(&mut self, tags: &mut Option<Chess>, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        if name == b"FEN" {
            let pos = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|f| f.into_position(CastlingMode::Chess960).ok());
            *tags = pos;
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Option<Chess>) -> ControlFlow<(), Line> {
        let pos = tags.unwrap_or_default();
        ControlFlow::Continue(Line {
            before: pos.clone(),
            pos,
            stack: Vec::new(),
        })
    }

    fn san(&mut self, line: &mut Line, san_plus: SanPlus) -> ControlFlow<()> {
        match san_plus.san.to_move(&line.pos) {
            Ok(m) => {
                line.before = line.pos.clone();
                line.pos.play_unchecked(m);
                self.0.moves += 1;
                ControlFlow::Continue(())
            }
            Err(_) => {
                self.0.errors += 1;
                ControlFlow::Break(())
            }
        }
    }

    fn begin_variation(&mut self, line: &mut Line) -> ControlFlow<(), Skip> {
        line.stack.push((line.pos.clone(), line.before.clone()));
        line.pos = line.before.clone();
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, line: &mut Line) -> ControlFlow<()> {
        if let Some((pos, before)) = line.stack.pop() {
            line.pos = pos;
            line.before = before;
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _line: Line) {
        self.0.games += 1;
    }
}

/// Reads every game of `path` with a `pgn-reader` visitor.
fn read_with<V: Visitor<Output = ()>>(path: &Path, mut visitor: V) -> V {
    let file = File::open(path).unwrap_or_else(|e| panic!("{e}"));
    let mut reader = Reader::new(file);
    while let Ok(Some(())) = reader.read_game(&mut visitor) {}
    visitor
}

fn run_pgn_reader(path: &Path) -> (u64, u64, u64) {
    let Validator(c) = read_with(path, Validator::default());
    (c.games, c.moves, c.errors)
}

fn run_pgn_reader_tree(path: &Path) -> (u64, u64, u64) {
    let TreeBuilder(c) = read_with(path, TreeBuilder::default());
    (c.games, c.moves, c.errors)
}

/// Does what `Validator` does and also keeps what Tempo's reader keeps, for the
/// same-output comparison: the tags, the move tree with its variations, comments and NAGs.
#[derive(Default)]
struct TreeBuilder(Counts);

struct TreeNode {
    parent: u32,
    mv: Option<shakmaty::Move>,
    comment: String,
    nags: Vec<u8>,
}

struct TreeGame {
    tags: Vec<(String, String)>,
    nodes: Vec<TreeNode>,
    pos: Chess,
    before: Chess,
    node: u32,
    stack: Vec<(Chess, Chess, u32)>,
}

impl TreeGame {
    fn current(&mut self) -> Option<&mut TreeNode> {
        self.nodes.get_mut(self.node as usize)
    }
}

impl Visitor for TreeBuilder {
    type Tags = (Vec<(String, String)>, Option<Chess>);
    type Movetext = TreeGame;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Self::Tags> {
        ControlFlow::Continue((Vec::with_capacity(12), None))
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        if name == b"FEN" {
            tags.1 = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|f| f.into_position(CastlingMode::Chess960).ok());
        }
        tags.0.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, (tags, start): Self::Tags) -> ControlFlow<(), TreeGame> {
        let pos = start.unwrap_or_default();
        let mut nodes = Vec::with_capacity(128);
        nodes.push(TreeNode {
            parent: 0,
            mv: None,
            comment: String::new(),
            nags: Vec::new(),
        });
        ControlFlow::Continue(TreeGame {
            tags,
            nodes,
            before: pos.clone(),
            pos,
            node: 0,
            stack: Vec::new(),
        })
    }

    fn san(&mut self, game: &mut TreeGame, san_plus: SanPlus) -> ControlFlow<()> {
        match san_plus.san.to_move(&game.pos) {
            Ok(m) => {
                game.before = game.pos.clone();
                game.pos.play_unchecked(m);
                game.nodes.push(TreeNode {
                    parent: game.node,
                    mv: Some(m),
                    comment: String::new(),
                    nags: Vec::new(),
                });
                game.node = game.nodes.len() as u32 - 1;
                ControlFlow::Continue(())
            }
            Err(_) => {
                self.0.errors += 1;
                ControlFlow::Break(())
            }
        }
    }

    fn nag(&mut self, game: &mut TreeGame, nag: pgn_reader::Nag) -> ControlFlow<()> {
        if let Some(node) = game.current() {
            node.nags.push(nag.0);
        }
        ControlFlow::Continue(())
    }

    fn comment(&mut self, game: &mut TreeGame, comment: RawComment<'_>) -> ControlFlow<()> {
        let text = String::from_utf8_lossy(comment.as_bytes());
        if let Some(node) = game.current() {
            if !node.comment.is_empty() {
                node.comment.push(' ');
            }
            node.comment.push_str(text.trim());
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, game: &mut TreeGame) -> ControlFlow<(), Skip> {
        let parent = game.current().map_or(0, |n| n.parent);
        game.stack
            .push((game.pos.clone(), game.before.clone(), game.node));
        game.pos = game.before.clone();
        game.node = parent;
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, game: &mut TreeGame) -> ControlFlow<()> {
        if let Some((pos, before, node)) = game.stack.pop() {
            game.pos = pos;
            game.before = before;
            game.node = node;
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: TreeGame) {
        self.0.games += 1;
        self.0.moves += game.nodes.iter().filter(|n| n.mv.is_some()).count() as u64;
        std::hint::black_box((&game.tags, &game.nodes));
    }
}

/// Tempo's reader checking every game without building trees (`PgnReader::check_game`): the
/// same work as `pgn-reader`'s validator.
fn run_tempo_check(path: &Path) -> (u64, u64, u64) {
    let file = File::open(path).unwrap_or_else(|e| panic!("{e}"));
    let (mut games, mut moves, mut errors) = (0, 0, 0);
    let mut reader = PgnReader::new(BufReader::with_capacity(1 << 16, file));
    while let Some(game) = reader.check_game() {
        match game {
            Ok(n) => {
                games += 1;
                moves += n as u64;
            }
            Err(_) => errors += 1,
        }
    }
    (games, moves, errors)
}

fn run_tempo(path: &Path) -> (u64, u64, u64) {
    let file = File::open(path).unwrap_or_else(|e| panic!("{e}"));
    let (mut games, mut moves, mut errors) = (0, 0, 0);
    for game in PgnReader::new(BufReader::with_capacity(1 << 16, file)) {
        match game {
            Ok(g) => {
                games += 1;
                moves += g.node_count() as u64 - 1;
            }
            Err(_) => errors += 1,
        }
    }
    (games, moves, errors)
}

/// A reader under test: games, moves and errors in a file.
type ReadFn = fn(&Path) -> (u64, u64, u64);

/// CPU time of this thread in seconds (Linux `/proc/thread-self/schedstat`), so that the
/// comparison holds on a busy machine; wall time where it is unavailable.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

fn main() {
    let mb: u64 = std::env::var("PGN_BENCH_MB")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(30);
    let runs: u32 = std::env::var("PGN_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let which = std::env::var("PGN_BENCH_READER").unwrap_or_else(|_| "all".into());
    let path = ensure_file(mb);
    let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!("file: {} ({:.1} MB)", path.display(), bytes as f64 / 1e6);
    // Runs interleaved (tempo, pgn-reader, pgn-reader-tree, tempo, …) so that a change in
    // the machine's load hits every reader alike; the best run of each is compared.
    let readers: Vec<(&str, ReadFn)> = [
        ("tempo", run_tempo as ReadFn),
        ("tempo-check", run_tempo_check),
        ("pgn-reader", run_pgn_reader),
        ("pgn-reader-tree", run_pgn_reader_tree),
    ]
    .into_iter()
    .filter(|(name, _)| which == "all" || which == "both" || which == *name)
    .collect();
    let mut best: Vec<(&str, f64)> = readers.iter().map(|&(n, _)| (n, f64::INFINITY)).collect();
    for _ in 0..runs {
        for (&(name, run), (_, fastest)) in readers.iter().zip(best.iter_mut()) {
            let t = Instant::now();
            let cpu = cpu_seconds();
            let (games, moves, errors) = run(&path);
            let wall = t.elapsed().as_secs_f64();
            let s = match (cpu, cpu_seconds()) {
                (Some(a), Some(b)) => b - a,
                _ => wall,
            };
            *fastest = fastest.min(s);
            println!(
                "{name:>10}: {games} games, {moves} moves, {errors} errors in {s:.3} s CPU ({wall:.3} s wall): {:.1} MB/s, {:.0} games/s",
                bytes as f64 / 1e6 / s,
                games as f64 / s
            );
        }
    }
    for &(name, s) in &best {
        println!(
            "best {name}: {s:.3} s CPU, {:.1} MB/s",
            bytes as f64 / 1e6 / s
        );
    }
    let time = |reader: &str| best.iter().find(|(n, _)| *n == reader).map(|&(_, s)| s);
    // Like for like: checking against validating, trees against trees; and our tree
    // building against their validation alone.
    for (ours, theirs) in [
        ("tempo-check", "pgn-reader"),
        ("tempo", "pgn-reader-tree"),
        ("tempo", "pgn-reader"),
    ] {
        if let (Some(a), Some(b)) = (time(ours), time(theirs)) {
            println!("speed ratio {ours} / {theirs} (best runs): {:.2}", b / a);
        }
    }
}
