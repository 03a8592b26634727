//! One self-play game for training data: a randomised opening, then the engine plays both sides
//! at a fixed node count through the application's game driver, with win/draw adjudication.
//! Positions are kept when they are quiet enough to teach a static evaluation: not in check,
//! the best move not a capture or promotion, and no mate score.

use std::path::PathBuf;

use super::record::{GameResult, PackedRecord};
use crate::{
    app::{
        adjudication::{DrawRule, DrawStart, Judged, MoveLimit, ResignRule, Rules, Unscored},
        game_driver::{GameDriver, GameLimits, GameSettings, Sides},
        game_record::EndReason,
    },
    chess::{Color, Position},
    engine::Score,
    tools::train::data::Rng,
    util::rng::Rng64 as _,
};

/// How games are played and adjudicated.
#[derive(Clone, Debug)]
pub struct GameConfig {
    /// Nodes per move.
    pub nodes: u64,
    /// Random moves played after the opening position.
    pub random_plies: usize,
    /// Adjudicate a win once the score stays beyond this (centipawns)…
    pub win_score: i32,
    /// …for this many consecutive plies.
    pub win_plies: usize,
    /// Adjudicate a draw after this ply when the score stays within ±`draw_score`…
    pub draw_after_ply: usize,
    /// …centipawns…
    pub draw_score: i32,
    /// …for this many consecutive plies.
    pub draw_plies: usize,
    /// A game still running after this many plies is a draw.
    pub max_plies: usize,
}

impl Default for GameConfig {
    fn default() -> GameConfig {
        GameConfig {
            nodes: 5_000,
            random_plies: 8,
            win_score: 1_500,
            win_plies: 6,
            draw_after_ply: 80,
            draw_score: 15,
            draw_plies: 12,
            max_plies: 400,
        }
    }
}

/// The arguments of the self-play tools (`tempo datagen`, `tempo policy-data selfplay`)
/// that say how games are set up.
#[derive(Debug, clap::Args)]
pub struct GameArgs {
    /// Games played in parallel (one engine on one thread each).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Opening positions (EPD); random plies are played after one of them.
    #[arg(long)]
    pub openings: Option<PathBuf>,
    /// Random plies after the opening position.
    #[arg(long, default_value_t = 8)]
    pub random_plies: usize,
}

impl GameArgs {
    /// The games' configuration at `nodes` per move, with the default adjudication.
    pub fn config(&self, nodes: u64) -> GameConfig {
        GameConfig {
            nodes,
            random_plies: self.random_plies,
            ..GameConfig::default()
        }
    }
}

/// What one game produced.
#[derive(Debug, Default)]
pub struct GameRecords {
    /// Kept positions, with the result filled in.
    pub records: Vec<PackedRecord>,
    /// Plies played (after the opening).
    pub plies: usize,
    /// Every searched position (FEN) with the move the search chose, captures and checks
    /// included: policy training data.
    pub searched: Vec<(String, String)>,
}

/// Why a game could not be played.
#[derive(Debug, thiserror::Error)]
pub enum SelfPlayError {
    /// The engine reported an error.
    #[error("engine error: {0}")]
    Engine(String),
    /// The engine returned no move or an illegal one in a position with legal moves.
    #[error("engine returned no legal move in {0}")]
    NoMove(String),
}

/// Picks a starting position: a random opening line (if any) plus `random_plies` random moves;
/// `None` if the random moves ended the game.
fn opening(openings: &[Position], config: &GameConfig, rng: &mut Rng) -> Option<Position> {
    let mut pos = if openings.is_empty() {
        Position::startpos()
    } else {
        openings[rng.index(openings.len())].clone()
    };
    for _ in 0..config.random_plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        pos.play_unchecked(moves[rng.index(moves.len())]);
    }
    if pos.legal_moves().is_empty() {
        None
    } else {
        Some(pos)
    }
}

impl GameConfig {
    /// The driver's settings: `nodes` per move; a win once the score stays beyond
    /// `win_score` for `win_plies` plies, a draw once it stays within `draw_score` for
    /// `draw_plies` plies after `draw_after_ply`, and a draw at `max_plies`. Scores are judged
    /// before each move is played, and a search without a score is left out.
    fn settings(&self) -> GameSettings {
        let plies = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        GameSettings {
            limits: GameLimits {
                nodes: Some(self.nodes),
                ..GameLimits::default()
            },
            adjudication: Rules {
                resign: Some(ResignRule {
                    plies: plies(self.win_plies),
                    score: self.win_score,
                    same_side: true,
                }),
                draw: Some(DrawRule {
                    plies: plies(self.draw_plies),
                    score: self.draw_score,
                    start: DrawStart::Ply(plies(self.draw_after_ply)),
                }),
                max_length: Some(MoveLimit::Plies(plies(self.max_plies))),
                unscored: Unscored::Ignored,
                judged: Judged::BeforeTheMove,
            },
            ..GameSettings::default()
        }
    }
}

/// Plays one game between `sides` (one engine in self-play, two in cross-play, each side's
/// searches labelling the positions it searched) and returns its kept positions.
pub fn play_game(
    mut sides: Sides<'_>,
    openings: &[Position],
    config: &GameConfig,
    rng: &mut Rng,
) -> Result<GameRecords, SelfPlayError> {
    let start = loop {
        if let Some(pos) = opening(openings, config, rng) {
            break pos;
        }
    };
    sides.new_game();
    let mut kept: Vec<(Position, i16)> = Vec::new();
    let mut searched = Vec::new();
    let settings = config.settings();
    let record = GameDriver::new(&settings).play(sides, &start, &[], &mut |search| {
        let pos = search.position;
        searched.push((pos.to_fen(), pos.move_to_uci(search.best)));
        if let Some(Score::Cp(cp)) = search.score
            && !pos.in_check()
            && !pos.is_noisy(search.best)
        {
            let white = if pos.side_to_move() == Color::White {
                cp
            } else {
                -cp
            };
            kept.push((pos.clone(), white.clamp(-10_000, 10_000) as i16));
        }
    });
    // Without an abort flag the driver always finishes the game.
    let Some(record) = record else {
        return Err(SelfPlayError::Engine("the game was given up".into()));
    };
    match record.end.reason {
        EndReason::Crash { message, .. } => return Err(SelfPlayError::Engine(message)),
        EndReason::IllegalMove { .. }
        | EndReason::TimeForfeit { .. }
        | EndReason::Stalled { .. } => {
            return Err(SelfPlayError::NoMove(record.final_position().to_fen()));
        }
        EndReason::Rules(_) | EndReason::Adjudication(_) => {}
    }
    let result = match record.end.winner {
        Some(Color::White) => GameResult::WhiteWin,
        Some(Color::Black) => GameResult::BlackWin,
        None => GameResult::Draw,
    };
    Ok(GameRecords {
        records: kept
            .iter()
            .map(|(p, s)| PackedRecord::pack(p, *s, result))
            .collect(),
        plies: record.moves.len(),
        searched,
    })
}

/// Parses an EPD file of opening positions (the first four FEN fields of each line).
pub fn parse_openings(text: &str) -> Vec<Position> {
    text.lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().take(4).collect();
            if fields.len() < 4 {
                return None;
            }
            Position::from_fen(&format!("{} 0 1", fields.join(" "))).ok()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        app::engine_runner::EngineRunner,
        chess::{Move, Role},
        engine::{
            Engine, EngineError, EngineEvent, EngineOption, EventSink, SearchInfo, SearchLimits,
        },
    };

    /// Plays the legal move that wins the most material (the last one on ties), or with
    /// `first_move` the first legal move, and reports the material balance: enough to exercise
    /// the game loop, filters and adjudication, and to tell two engines apart.
    struct GreedyEngine {
        pos: Position,
        first_move: bool,
    }

    fn material(pos: &Position, color: Color) -> i32 {
        Role::ALL
            .iter()
            .map(|&r| r.value() * pos.pieces(color, r).count() as i32)
            .sum()
    }

    impl Engine for GreedyEngine {
        fn name(&self) -> String {
            "greedy".to_owned()
        }
        fn options(&self) -> Vec<EngineOption> {
            Vec::new()
        }
        fn set_option(&mut self, name: &str, _value: &str) -> Result<(), EngineError> {
            Err(EngineError(format!("no option {name}")))
        }
        fn new_game(&mut self) {}
        fn set_position(&mut self, start: &Position, moves: &[Move]) {
            self.pos = start.clone();
            for &m in moves {
                self.pos.play_unchecked(m);
            }
        }
        fn go(&mut self, _limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
            let us = self.pos.side_to_move();
            let moves = self.pos.legal_moves();
            let best = if self.first_move {
                moves.first().copied()
            } else {
                moves.iter().copied().max_by_key(|&m| {
                    let after = self.pos.after(m);
                    material(&after, us) - material(&after, us.flip())
                })
            };
            let score = material(&self.pos, us) - material(&self.pos, us.flip());
            sink.send(EngineEvent::Info(SearchInfo {
                score: Some(Score::Cp(score)),
                pv: best.into_iter().collect(),
                ..SearchInfo::default()
            }));
            sink.send(EngineEvent::BestMove { best, ponder: None });
            Ok(())
        }
        fn stop(&mut self) {}
        fn wait(&mut self) {}
        fn is_searching(&self) -> bool {
            false
        }
    }

    #[test]
    fn games_produce_filtered_records() {
        let mut engine = EngineRunner::with_engine(
            "greedy",
            Box::new(GreedyEngine {
                pos: Position::startpos(),
                first_move: false,
            }),
        );
        let mut rng = Rng::new(3);
        let config = GameConfig {
            max_plies: 120,
            ..GameConfig::default()
        };
        let mut total = 0;
        for _ in 0..4 {
            let Ok(game) = play_game(Sides::SelfPlay(&mut engine), &[], &config, &mut rng) else {
                panic!("game failed")
            };
            assert!(game.plies > 0);
            for r in &game.records {
                let Ok(tp) = r.unpack() else {
                    panic!("bad record")
                };
                assert!(tp.score_white.abs() < 10_000);
            }
            // Every searched position with its move, captures included, for the policy.
            assert!(game.searched.len() >= game.records.len());
            for (fen, mv) in &game.searched {
                let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert!(pos.parse_uci_move(mv).is_ok(), "{fen}; {mv}");
            }
            total += game.records.len();
        }
        assert!(total > 0);
    }

    #[test]
    fn cross_play_asks_each_side_for_its_own_moves() {
        let engine = |first_move| {
            EngineRunner::with_engine(
                "test",
                Box::new(GreedyEngine {
                    pos: Position::startpos(),
                    first_move,
                }),
            )
        };
        let (mut greedy, mut first) = (engine(false), engine(true));
        let config = GameConfig {
            random_plies: 0,
            max_plies: 40,
            ..GameConfig::default()
        };
        let sides = Sides::Pair {
            white: &mut greedy,
            black: &mut first,
        };
        let Ok(game) = play_game(sides, &[], &config, &mut Rng::new(5)) else {
            panic!("game failed")
        };
        let mut white_not_first = 0;
        for (fen, mv) in &game.searched {
            let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            let first_legal = pos.move_to_uci(pos.legal_moves()[0]);
            match pos.side_to_move() {
                Color::Black => assert_eq!(mv, &first_legal, "{fen}"),
                Color::White => white_not_first += usize::from(mv != &first_legal),
            }
        }
        assert!(white_not_first > 0, "White's engine was not asked");
    }

    #[test]
    fn openings_parse() {
        let text =
            "rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - c0 \"A00 Amar\";\nnot a fen\n";
        assert_eq!(parse_openings(text).len(), 1);
    }
}
