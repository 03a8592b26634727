//! The `--eval` argument of the tools that build our PVS engine themselves (`datagen`,
//! `bench`): `hce`, `nnue` for the embedded network, or a network file.

use std::{path::Path, sync::Arc};

use anyhow::Context as _;

use crate::{
    engine::Engine,
    eval::nnue::{Network, NnueEvaluator, load_net},
    search::PvsEngine,
};

/// The evaluation an `--eval` value names: `None` for the handcrafted one.
///
/// # Errors
/// When the network does not load (the message names the file).
pub fn network(arg: &str) -> anyhow::Result<Option<Arc<Network>>> {
    Ok(match arg {
        "hce" => None,
        "nnue" => Some(Arc::new(
            Network::embedded().context("loading the embedded net")?,
        )),
        path => Some(Arc::new(
            load_net(Path::new(path)).with_context(|| format!("loading the network {path}"))?,
        )),
    })
}

/// Our PVS engine with that evaluation, monomorphic (no switch between evaluations).
pub fn engine(net: Option<&Arc<Network>>) -> Box<dyn Engine> {
    match net {
        Some(net) => Box::new(PvsEngine::with_evaluator(NnueEvaluator::new(Arc::clone(
            net,
        )))),
        None => Box::new(PvsEngine::new()),
    }
}

/// How the evaluation is named in tool output.
pub fn describe(net: Option<&Arc<Network>>) -> String {
    net.map_or_else(|| "the handcrafted evaluation".to_owned(), |n| n.describe())
}
