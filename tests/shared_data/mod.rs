//! The shared test data kept outside the repository, in `../shared/data` (its README.md lists
//! every file and its licence). A test that needs one of its files fails, naming the file and
//! what it is, when the file is missing: it never passes without its data.

use std::path::PathBuf;

/// The path of `relative` under `../shared/data`. Panics when the file is missing, naming it
/// and saying `what` it is.
pub fn require(relative: &str, what: &str) -> PathBuf {
    let path = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data")).join(relative);
    assert!(
        path.is_file(),
        "missing test data ../shared/data/{relative} ({what}), looked for at {}; the shared data \
         directory sits beside the repository, see its README.md",
        path.display()
    );
    path
}
