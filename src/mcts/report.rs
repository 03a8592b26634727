//! What the search tells the outside: UCI-style info for the top root moves (MultiPV lines
//! along the most visited paths, score and WDL from the mean value or the proof), and the
//! per-move statistics of the verbose mode.

use std::time::Duration;

use super::{
    node::{Node, Proof},
    select,
    tree::Tree,
    value::WdlModel,
};
use crate::{
    chess::{Move, Position},
    engine::{Score, SearchInfo, Wdl},
};

/// Longest PV reported.
const MAX_PV: usize = 64;

/// Search-wide numbers for an info line.
#[derive(Clone, Copy, Debug, Default)]
pub struct Progress {
    /// Playouts finished in this search.
    pub playouts: u64,
    /// Sum of their leaf plies.
    pub depth_sum: u64,
    /// Deepest leaf.
    pub seldepth: u32,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// The score and WDL of the move into `child`, for the player making it.
pub fn move_score(child: &Node, model: &WdlModel) -> (Score, Wdl) {
    match child.proof() {
        // The opponent is mated in p plies after this move: mate in (p + 2) / 2 moves.
        Proof::Loss(p) => (
            Score::Mate(i32::from(p) / 2 + 1),
            Wdl {
                win: 1000,
                draw: 0,
                loss: 0,
            },
        ),
        Proof::Win(p) => (
            Score::Mate(-(i32::from(p) + 1) / 2),
            Wdl {
                win: 0,
                draw: 0,
                loss: 1000,
            },
        ),
        Proof::Draw => (
            Score::Cp(0),
            Wdl {
                win: 0,
                draw: 1000,
                loss: 0,
            },
        ),
        Proof::Unknown => {
            let q = child.q().unwrap_or(0.5);
            (
                Score::Cp(model.cp_from_expected(q).round() as i32),
                model.wdl_from_expected(q),
            )
        }
    }
}

/// Root children, best first (the order of [`select::best_child`]), except that the move
/// to play by [`select::move_to_play`] with `lcb_z` comes first.
pub fn ranked_root_moves(tree: &Tree, lcb_z: f64) -> Vec<u32> {
    let Some(children) = tree.root().children() else {
        return Vec::new();
    };
    let mut ranked: Vec<u32> = children.collect();
    ranked.sort_by_key(|&i| std::cmp::Reverse(select::rank_key(tree.node(i))));
    if let Some(chosen) = select::move_to_play(tree, lcb_z)
        && let Some(at) = ranked.iter().position(|&i| i == chosen)
    {
        ranked[..=at].rotate_right(1);
    }
    ranked
}

/// What the info lines carry besides the tree: the value model, the lines wanted, whether
/// WDL is reported (`UCI_ShowWDL`), and the move choice.
#[derive(Clone, Copy, Debug)]
pub struct ReportSettings<'a> {
    /// Turns mean values into scores and WDL.
    pub model: &'a WdlModel,
    /// MultiPV lines.
    pub multipv: usize,
    /// Whether the lines carry win/draw/loss estimates.
    pub show_wdl: bool,
    /// `MoveChoiceLcb` as a multiple of the standard error (0: the most visited move).
    pub lcb_z: f64,
}

/// The principal variation starting with the move into `start`.
pub fn pv_from(tree: &Tree, start: u32) -> Vec<Move> {
    let mut pv = Vec::new();
    let mut index = start;
    while let Some(mv) = tree.node(index).mv() {
        pv.push(mv);
        if pv.len() >= MAX_PV || tree.node(index).visits() == 0 {
            break;
        }
        match select::best_child(tree, index) {
            Some(next)
                if tree.node(next).visits() > 0 || tree.node(next).proof() != Proof::Unknown =>
            {
                index = next
            }
            _ => break,
        }
    }
    pv
}

/// One info per MultiPV line (at most `multipv`, best first). With more than one line, each
/// says which share of the root's visits its move got (`string visits 12.5%`), the
/// MCTS counterpart of a line's depth.
pub fn infos(tree: &Tree, settings: &ReportSettings, progress: Progress) -> Vec<SearchInfo> {
    let (model, multipv) = (settings.model, settings.multipv);
    let ranked = ranked_root_moves(tree, settings.lcb_z);
    let root_visits: u64 = ranked
        .iter()
        .map(|&i| u64::from(tree.node(i).visits()))
        .sum();
    let nps = (progress.playouts as f64 / progress.elapsed.as_secs_f64().max(1e-3)) as u64;
    let depth = if progress.playouts > 0 {
        (progress.depth_sum as f64 / progress.playouts as f64).round() as u32
    } else {
        0
    };
    let lines = multipv.clamp(1, ranked.len().max(1));
    ranked
        .iter()
        .take(lines)
        .enumerate()
        .map(|(k, &i)| {
            let (score, wdl) = move_score(tree.node(i), model);
            SearchInfo {
                depth: Some(depth.max(1)),
                seldepth: Some(progress.seldepth.max(1)),
                multipv: (multipv > 1).then_some(k as u32 + 1),
                score: Some(score),
                wdl: settings.show_wdl.then_some(wdl),
                nodes: Some(progress.playouts),
                nps: Some(nps),
                hashfull: Some(tree.permille_full()),
                time: Some(progress.elapsed),
                pv: pv_from(tree, i),
                string: (multipv > 1).then(|| {
                    let visits = u64::from(tree.node(i).visits());
                    format!("{VISITS_PREFIX}{:.1}%", share_percent(visits, root_visits))
                }),
                ..SearchInfo::default()
            }
        })
        .collect()
}

/// How a MultiPV line's `info string` starts when it gives the line's share of the visits.
pub const VISITS_PREFIX: &str = "visits ";

/// `part` as a percentage of `whole` (0 when there is nothing).
fn share_percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 * 100.0 / whole as f64
    }
}

/// One `info string` per root move: visits, in-flight, mean value, prior and proof.
pub fn verbose_lines(tree: &Tree, root: &Position, model: &WdlModel) -> Vec<SearchInfo> {
    ranked_root_moves(tree, 0.0)
        .into_iter()
        .filter_map(|i| {
            let child = tree.node(i);
            let mv = child.mv()?;
            let (score, _) = move_score(child, model);
            let q = child
                .q()
                .map_or_else(|| "-".to_owned(), |q| format!("{q:.4}"));
            Some(SearchInfo {
                string: Some(format!(
                    "{:<6} visits {:>8} prior {:>6.2}% q {} ({}) proof {:?}",
                    root.san(mv),
                    child.visits(),
                    child.prior() * 100.0,
                    q,
                    score,
                    child.proof()
                )),
                ..SearchInfo::default()
            })
        })
        .collect()
}

/// The move to play (see [`select::move_to_play`]) and the expected reply.
pub fn best_and_ponder(tree: &Tree, lcb_z: f64) -> (Option<Move>, Option<Move>) {
    let Some(best) = select::move_to_play(tree, lcb_z) else {
        return (None, None);
    };
    let ponder = select::best_child(tree, best)
        .filter(|&i| tree.node(i).visits() > 0)
        .and_then(|i| tree.node(i).mv());
    (tree.node(best).mv(), ponder)
}
