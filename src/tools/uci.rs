//! `tempo uci [--tunables] [--search PVS|MCTS]`: the UCI front end. It assembles what the
//! protocol server ([`crate::uci::server::UciServer`]) drives: the product's PVS/MCTS switch
//! from the engine catalogue, the `eval` describer (the handcrafted evaluation's terms and
//! the embedded network's output) and the `bench` command ([`super::bench`]).

use std::process::ExitCode;

use crate::{
    app::engines::pvs_or_mcts,
    chess::{Color, Position},
    eval::{
        Evaluator as _,
        hce::Hce,
        nnue::{Network, NnueEvaluator},
    },
    uci::server::UciServer,
};

/// Runs `tempo uci`: our PVS engine (the embedded network by default, `Use NNUE` false for the
/// handcrafted evaluation) on stdin/stdout (`setoption name Search value MCTS` switches to the
/// MCTS engine; `search` picks the one to start with). `eval` shows both evaluations: the
/// handcrafted one's terms and the embedded network's output.
///
/// # Errors
/// When the embedded network does not load (a broken build) or `search` names no engine.
pub fn run(list_tunables: bool, search: &str) -> anyhow::Result<ExitCode> {
    let mut engine = pvs_or_mcts(list_tunables).map_err(|e| anyhow::anyhow!("{e}"))?;
    engine
        .start_with(search)
        .map_err(|e| anyhow::anyhow!("--search: {e}"))?;
    let mut describe = eval_describer();
    UciServer::stdout(Box::new(engine))
        .with_eval(Box::new(move |pos| describe(pos)))
        .with_bench(Box::new(|depth, out| {
            let depth = depth.unwrap_or(super::bench::DEFAULT_DEPTH);
            super::bench::run_bench(depth, 1, out)
                .map(|_| ())
                .map_err(std::io::Error::other)
        }))
        .run(std::io::BufReader::new(std::io::stdin()));
    Ok(ExitCode::SUCCESS)
}

/// The `eval` command's text: the handcrafted evaluation's terms, then the embedded network's
/// score from White's view (the network loads at the first `eval`, not at start-up).
fn eval_describer() -> impl FnMut(&Position) -> String {
    let mut hce = Hce::new();
    let mut net: Option<NnueEvaluator> = None;
    move |pos| {
        let network = match &mut net {
            Some(net) => Ok(net),
            None => Network::embedded().map(|n| net.insert(NnueEvaluator::new(n.into()))),
        };
        let network = match network {
            Ok(net) => {
                net.reset(pos);
                let stm = net.evaluate(pos);
                let white = if pos.side_to_move() == Color::White {
                    stm
                } else {
                    -stm
                };
                format!("{white} cp (White's view)")
            }
            Err(e) => format!("not available ({e})"),
        };
        format!(
            "{}\ninfo string embedded network: {network}",
            hce.describe(pos)
        )
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn eval_shows_both_evaluations() {
        let mut describe = eval_describer();
        let text = describe(&Position::startpos());
        assert!(text.contains("info string embedded network: "), "{text}");
        assert!(text.contains("cp (White's view)"), "{text}");
    }
}
