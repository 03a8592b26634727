//! The `tempo datagen` entry point: builds one [`PvsEngine`] per thread with the chosen
//! evaluation and runs [`super::generate`].

use std::{path::Path, process::ExitCode, sync::Arc};

use anyhow::Context as _;

use super::{DatagenArgs, generate};
use crate::{
    engine::Engine,
    eval::nnue::{Network, NnueEvaluator, load_net},
    search::PvsEngine,
};

/// Runs `tempo datagen`.
pub fn run(args: DatagenArgs) -> anyhow::Result<ExitCode> {
    let net: Option<Arc<Network>> = match args.eval.as_str() {
        "hce" => None,
        "nnue" => Some(Arc::new(
            Network::embedded().context("loading the embedded net")?,
        )),
        path => Some(Arc::new(
            load_net(Path::new(path)).with_context(|| format!("loading --eval {path}"))?,
        )),
    };
    if let Some(net) = &net {
        println!("datagen with {}", net.describe());
    } else {
        println!("datagen with the handcrafted evaluation");
    }
    let hash = args.hash.to_string();
    generate(&args, || {
        let mut engine: Box<dyn Engine> = match &net {
            Some(net) => Box::new(PvsEngine::with_evaluator(NnueEvaluator::new(net.clone()))),
            None => Box::new(PvsEngine::new()),
        };
        engine
            .set_option("Hash", &hash)
            .map_err(|e| anyhow::anyhow!("setting Hash: {}", e.0))?;
        Ok(engine)
    })?;
    Ok(ExitCode::SUCCESS)
}
