//! What one analysis engine shows: its MultiPV lines with white-relative scores and SAN, and
//! its search figures, merged from the engine's info reports.

use crate::{
    chess::{Color, Move, Position},
    engine::{Score, ScoreBound, SearchInfo, Wdl},
    mcts::report::VISITS_PREFIX,
};

/// How many plies of a line are written out.
const LINE_PLIES: usize = 12;

/// One MultiPV line as the panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// 1-based rank.
    pub multipv: u32,
    /// Iteration depth.
    pub depth: u32,
    /// Score from White's point of view.
    pub score: Score,
    /// Whether the score is only a bound (aspiration fail).
    pub bound: ScoreBound,
    /// The legal prefix of the engine's line.
    pub pv: Vec<Move>,
    /// The line in SAN with move numbers (`12. Nf3 Nc6 13. d4`).
    pub san: String,
    /// Win/draw/loss per mille from White's point of view, when the engine reports them
    /// (`UCI_ShowWDL`).
    pub wdl: Option<Wdl>,
    /// The share of the root's visits the line's first move got, in percent (the MCTS
    /// engine's MultiPV lines, `info … string visits 12.5%`).
    pub visit_share: Option<f32>,
}

/// Search figures of one engine's running analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Figures {
    /// Deepest iteration reported.
    pub depth: Option<u32>,
    /// Nodes searched.
    pub nodes: Option<u64>,
    /// Nodes per second.
    pub nps: Option<u64>,
    /// Hash fill in per mille.
    pub hashfull: Option<u32>,
}

/// Merges one info report into the lines and figures.
pub(super) fn absorb_info(
    lines: &mut Vec<Line>,
    figures: &mut Figures,
    position: &Position,
    wanted: u32,
    info: SearchInfo,
) {
    figures.nodes = info.nodes.or(figures.nodes);
    figures.nps = info.nps.or(figures.nps);
    figures.hashfull = info.hashfull.or(figures.hashfull);
    let Some(score) = info.score else { return };
    if info.pv.is_empty() {
        return;
    }
    let multipv = info.multipv.unwrap_or(1);
    if multipv == 0 || multipv > wanted {
        return;
    }
    let depth = info.depth.unwrap_or(0);
    if multipv == 1 {
        figures.depth = Some(depth);
    }
    let (pv, san) = san_line(position, &info.pv, LINE_PLIES);
    if pv.is_empty() {
        return;
    }
    let line = Line {
        multipv,
        depth,
        score: score.white_relative(position.side_to_move()),
        bound: info.bound,
        pv,
        san,
        wdl: info
            .wdl
            .map(|wdl| white_relative_wdl(wdl, position.side_to_move())),
        visit_share: info.string.as_deref().and_then(visit_share),
    };
    match lines.iter_mut().find(|l| l.multipv == multipv) {
        Some(slot) => *slot = line,
        None => {
            lines.push(line);
            lines.sort_by_key(|l| l.multipv);
        }
    }
}

/// `wdl` of the side to move seen from White.
fn white_relative_wdl(wdl: Wdl, side_to_move: Color) -> Wdl {
    match side_to_move {
        Color::White => wdl,
        Color::Black => Wdl {
            win: wdl.loss,
            draw: wdl.draw,
            loss: wdl.win,
        },
    }
}

/// The visit share of an info string `visits 12.5%`.
fn visit_share(text: &str) -> Option<f32> {
    let share = text.strip_prefix(VISITS_PREFIX)?.strip_suffix('%')?;
    share.parse().ok().filter(|s: &f32| s.is_finite())
}

/// The legal prefix of `pv` and its SAN with move numbers, at most `plies` moves written.
pub fn san_line(position: &Position, pv: &[Move], plies: usize) -> (Vec<Move>, String) {
    let mut pos = position.clone();
    let mut legal = Vec::new();
    let mut text = String::new();
    for &mv in pv {
        if !pos.is_legal(mv) {
            break;
        }
        if legal.len() < plies {
            let number = pos.fullmove_number();
            if pos.side_to_move() == Color::White {
                text.push_str(&format!("{number}. "));
            } else if legal.is_empty() {
                text.push_str(&format!("{number}… "));
            }
            text.push_str(&pos.san(mv));
            text.push(' ');
        }
        legal.push(mv);
        pos = pos.after(mv);
    }
    if legal.len() > plies {
        text.push('…');
    }
    (legal, text.trim_end().to_owned())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn san_line_numbers_moves_and_stops_at_illegal_ones() {
        let pos = Position::startpos();
        let e4 = pos.parse_san("e4").unwrap();
        let after = pos.after(e4);
        let e5 = after.parse_san("e5").unwrap();
        let (pv, text) = san_line(&pos, &[e4, e5, e4], 12);
        assert_eq!(pv, vec![e4, e5]);
        assert_eq!(text, "1. e4 e5");
        let (_, text) = san_line(&after, &[e5], 12);
        assert_eq!(text, "1… e5");
    }

    #[test]
    fn info_lines_are_white_relative_and_ranked() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        let moves = pos.legal_moves();
        let mut lines = Vec::new();
        let mut figures = Figures::default();
        for (k, cp) in [(2, -30), (1, -20), (4, 0)] {
            let info = SearchInfo {
                multipv: Some(k),
                depth: Some(5),
                score: Some(Score::Cp(cp)),
                wdl: (k == 1).then_some(Wdl {
                    win: 10,
                    draw: 700,
                    loss: 290,
                }),
                pv: vec![moves[k as usize]],
                nodes: Some(100),
                string: (k == 2).then(|| "visits 12.5%".to_owned()),
                ..SearchInfo::default()
            };
            absorb_info(&mut lines, &mut figures, &pos, 3, info);
        }
        assert_eq!(lines.len(), 2, "line 4 is beyond the 3 wanted");
        assert_eq!(lines[0].multipv, 1);
        assert_eq!(
            lines[0].score,
            Score::Cp(20),
            "Black's -0.20 is White's +0.20"
        );
        assert_eq!(figures.depth, Some(5));
        assert_eq!(figures.nodes, Some(100));
        assert_eq!(
            lines[0].wdl,
            Some(Wdl {
                win: 290,
                draw: 700,
                loss: 10
            }),
            "Black's 1% wins are White's 1% losses"
        );
        assert_eq!(
            (lines[0].visit_share, lines[1].visit_share),
            (None, Some(12.5))
        );
        assert_eq!(visit_share("visits 0.4%"), Some(0.4));
        assert_eq!(visit_share("visits many"), None);
        assert_eq!(visit_share("nothing"), None);
    }
}
