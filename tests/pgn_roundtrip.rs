//! Property test: random games (random legal playouts with random variations, comments,
//! commands, NAGs, null moves, tags and results) survive write → read unchanged.

use proptest::prelude::*;
use tempo::{
    chess::{Move, Position},
    formats::pgn::{
        Clock, Command, Eval, EvalScore, Game, GameResult, Nag, NodeId, read_all, write_game,
    },
};

// xorshift64*: a small deterministic generator driven by proptest's seed.
use tempo::util::rng::{Rng64, XorShift64Star as Rng};

fn chance(rng: &mut Rng, percent: u64) -> bool {
    rng.below(100) < percent
}

const WORDS: [&str; 12] = [
    "good",
    "bad",
    "{odd}",
    "(x)",
    "\"quoted\"",
    "back\\slash",
    "%percent",
    ";semi",
    "[%notcmd",
    "1-0",
    "é",
    "*",
];

fn text(rng: &mut Rng) -> String {
    let n = 1 + rng.below(12);
    (0..n)
        .map(|_| WORDS[rng.below(WORDS.len() as u64) as usize])
        .collect::<Vec<_>>()
        .join(if chance(rng, 20) { "\n  " } else { " " })
}

fn random_move(rng: &mut Rng, pos: &Position) -> Option<Move> {
    let moves = pos.legal_moves();
    let list: Vec<Move> = moves.iter().copied().collect();
    list.get(rng.below(list.len() as u64) as usize).copied()
}

fn annotate(rng: &mut Rng, game: &mut Game, id: NodeId) {
    if chance(rng, 20) {
        let comment = text(rng);
        game.set_comment(id, &comment)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    if chance(rng, 15) {
        let nags = (0..1 + rng.below(3))
            .map(|_| Nag(rng.below(256) as u8))
            .collect();
        game.set_nags(id, nags).unwrap_or_else(|e| panic!("{e}"));
    }
    if chance(rng, 15) {
        let mut commands = vec![Command::Clock(Clock(rng.below(10_000_000)))];
        if chance(rng, 50) {
            let score = if chance(rng, 20) {
                EvalScore::Mate(rng.below(40) as i32 - 20)
            } else {
                EvalScore::Centipawns(rng.below(4000) as i32 - 2000)
            };
            let depth = chance(rng, 50).then(|| rng.below(60) as u32);
            commands.push(Command::Eval(Eval { score, depth }));
        }
        if chance(rng, 20) {
            commands.push(Command::other("csl", "Ra1,Gb2"));
        }
        if let Some(node) = game.node_mut(id) {
            node.commands = commands.into();
        }
    }
}

/// Plays `plies` random moves after `from`, branching into variations now and then.
fn grow(rng: &mut Rng, game: &mut Game, from: NodeId, plies: u64, depth: u32) {
    let mut at = from;
    for _ in 0..plies {
        let Some(pos) = game.position_at(at) else {
            return;
        };
        let child = if chance(rng, 2) && !pos.in_check() {
            game.add_null_move(at)
        } else {
            let Some(m) = random_move(rng, &pos) else {
                return;
            };
            game.add_move(at, m)
        };
        let child = child.unwrap_or_else(|e| panic!("{e}"));
        annotate(rng, game, child);
        if depth < 3 && chance(rng, 12) {
            // An alternative to `child`.
            if let Some(m) = random_move(rng, &pos)
                && let Ok(variation) = game.add_move(at, m)
                && variation != child
            {
                if chance(rng, 30) {
                    let comment = text(rng);
                    game.set_starting_comment(variation, &comment)
                        .unwrap_or_else(|e| panic!("{e}"));
                }
                annotate(rng, game, variation);
                let len = rng.below(8);
                grow(rng, game, variation, len, depth + 1);
            }
        }
        at = child;
    }
}

fn random_game(seed: u64) -> Game {
    let mut rng = Rng::from_state(seed | 1);
    let start = if chance(&mut rng, 15) {
        let n = rng.below(960) as u16;
        Position::chess960(n).unwrap_or_else(|e| panic!("{e}"))
    } else {
        Position::startpos()
    };
    let mut game = Game::new(start);
    game.tags.set("White", &text(&mut rng).replace('\n', " "));
    if chance(&mut rng, 50) {
        game.tags.set("Annotator", "Tempo \"q\" \\ ]");
    }
    let result = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::Unknown,
    ][rng.below(4) as usize];
    game.set_result(result);
    if chance(&mut rng, 20) {
        let comment = text(&mut rng);
        game.set_comment(game.root(), &comment)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let plies = rng.below(120);
    grow(&mut rng, &mut game, NodeId::ROOT, plies, 0);
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn write_then_read_gives_the_same_tree(seed in any::<u64>()) {
        let game = random_game(seed);
        let text = write_game(&game);
        let read = read_all(&text);
        prop_assert_eq!(read.len(), 1, "{}", text);
        let again = match read.into_iter().next() {
            Some(Ok(g)) => g,
            other => panic!("{other:?}\n{text}"),
        };
        prop_assert!(again == game, "tree changed:\n{}", text);
        prop_assert_eq!(write_game(&again), text);
    }
}

#[test]
#[ignore = "debugging aid"]
fn debug_seed() {
    let seed: u64 = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let game = random_game(seed);
    let text = write_game(&game);
    let again = read_all(&text).into_iter().next();
    let Some(Ok(again)) = again else {
        panic!("{again:?}")
    };
    std::fs::write("/tmp/a.pgn", &text).ok();
    std::fs::write("/tmp/b.pgn", write_game(&again)).ok();
    println!("{:?}\n{:?}", game.tags, again.tags);
}
