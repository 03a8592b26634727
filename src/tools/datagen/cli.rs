//! The `tempo datagen` entry point: builds one PVS engine per thread with the chosen
//! evaluation and runs [`super::generate`].

use std::{process::ExitCode, sync::Arc};

use super::{DatagenArgs, EngineFactory, generate};
use crate::{eval::nnue::Network, tools::eval_choice};

/// Runs `tempo datagen`.
pub fn run(args: DatagenArgs) -> anyhow::Result<ExitCode> {
    let net = eval_choice::network(&args.eval)?;
    let opponent_net = args
        .opponent_eval
        .as_deref()
        .map(eval_choice::network)
        .transpose()?;
    match &opponent_net {
        None => println!("datagen with {}", eval_choice::describe(net.as_ref())),
        Some(opponent) => println!(
            "datagen with {} against {}",
            eval_choice::describe(net.as_ref()),
            eval_choice::describe(opponent.as_ref())
        ),
    }
    let hash = args.hash.to_string();
    let make = |net: Option<&Arc<Network>>| {
        let mut engine = eval_choice::engine(net);
        engine
            .set_option("Hash", &hash)
            .map_err(|e| anyhow::anyhow!("setting Hash: {}", e.0))?;
        Ok(engine)
    };
    let make_engine = || make(net.as_ref());
    let make_opponent = opponent_net
        .as_ref()
        .map(|opponent| move || make(opponent.as_ref()));
    generate(
        &args,
        &make_engine,
        make_opponent.as_ref().map(|f| f as &EngineFactory<'_>),
    )?;
    Ok(ExitCode::SUCCESS)
}
