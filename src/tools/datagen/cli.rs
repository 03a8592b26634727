//! The `tempo datagen` entry point: builds one PVS engine per thread with the chosen
//! evaluation and runs [`super::generate`].

use std::process::ExitCode;

use super::{DatagenArgs, generate};
use crate::tools::eval_choice;

/// Runs `tempo datagen`.
pub fn run(args: DatagenArgs) -> anyhow::Result<ExitCode> {
    let net = eval_choice::network(&args.eval)?;
    println!("datagen with {}", eval_choice::describe(net.as_ref()));
    let hash = args.hash.to_string();
    generate(&args, || {
        let mut engine = eval_choice::engine(net.as_ref());
        engine
            .set_option("Hash", &hash)
            .map_err(|e| anyhow::anyhow!("setting Hash: {}", e.0))?;
        Ok(engine)
    })?;
    Ok(ExitCode::SUCCESS)
}
