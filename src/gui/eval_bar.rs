//! The evaluation bar beside the board: White's share grows from the bottom (from the top when
//! the board is flipped) with White's winning chance, and moves smoothly between evaluations.
//! The number is White's view: `+0.35`, `-1.20`, `M3` (White mates), `-M2` (Black mates).
//! With several analysis engines the bar is the first one's, and each other engine marks its
//! own evaluation across the bar in its colour.

use eframe::egui::{self, Color32, FontId, Rect, Sense, Ui};

use crate::{app::review::win_percent_from_cp, engine::Score};

/// How long the bar takes to slide to a new evaluation, in seconds.
const SLIDE_SECS: f32 = 0.35;

/// What the bar shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BarValue {
    /// A White-relative engine score.
    Score(Score),
    /// The game is decided on the board: White's share (1 won, 0 lost, 0.5 drawn) and a label.
    Final(f32, &'static str),
    /// Nothing known yet.
    Unknown,
}

/// Another engine's evaluation, marked across the bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BarMarker {
    /// White-relative score.
    pub score: Score,
    /// The engine's colour.
    pub color: Color32,
}

/// `+0.35`, `-1.20`, `M3`, `-M2`.
pub fn bar_text(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("{:+.1}", f64::from(cp) / 100.0),
        Score::Mate(n) if n > 0 => format!("M{n}"),
        Score::Mate(n) => format!("-M{}", n.unsigned_abs()),
    }
}

/// White's share of the bar, 0 to 1.
fn white_share(value: BarValue) -> f32 {
    match value {
        BarValue::Score(Score::Cp(cp)) => (win_percent_from_cp(cp) / 100.0) as f32,
        BarValue::Score(Score::Mate(n)) => {
            if n > 0 {
                1.0
            } else {
                0.0
            }
        }
        BarValue::Final(share, _) => share,
        BarValue::Unknown => 0.5,
    }
}

/// Draws the bar into `rect`, with `markers` across it; returns its response (for a tooltip).
pub fn eval_bar(
    ui: &mut Ui,
    rect: Rect,
    value: BarValue,
    markers: &[BarMarker],
    flipped: bool,
) -> egui::Response {
    let id = ui.scope_id().with("eval-bar");
    let target = white_share(value);
    let share = ui.ctx().animate_value_with_time(id, target, SLIDE_SECS);
    let response = ui.interact(rect, id, Sense::hover());
    let text = match value {
        BarValue::Score(score) => bar_text(score),
        BarValue::Final(_, label) => label.to_owned(),
        BarValue::Unknown => "…".to_owned(),
    };
    let name = crate::t!("analysis-evaluation", value = text.as_str());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
    let painter = ui.painter_at(rect);
    let black = Color32::from_gray(45);
    let white = Color32::from_gray(235);
    painter.rect_filled(rect, 3.0, black);
    let white_height = rect.height() * share.clamp(0.0, 1.0);
    let white_rect = if flipped {
        Rect::from_min_max(rect.min, egui::pos2(rect.max.x, rect.min.y + white_height))
    } else {
        Rect::from_min_max(egui::pos2(rect.min.x, rect.max.y - white_height), rect.max)
    };
    painter.rect_filled(white_rect, 3.0, white);
    // The middle line marks equality.
    painter.hline(
        rect.x_range(),
        rect.center().y,
        egui::Stroke::new(1.0, Color32::from_rgb(200, 80, 60)),
    );
    // The number sits on the side that is ahead, in the colour that contrasts with it.
    let white_ahead = target >= 0.5;
    let at_bottom = white_ahead != flipped;
    let (pos, anchor) = if at_bottom {
        (
            rect.center_bottom() - egui::vec2(0.0, 4.0),
            egui::Align2::CENTER_BOTTOM,
        )
    } else {
        (
            rect.center_top() + egui::vec2(0.0, 4.0),
            egui::Align2::CENTER_TOP,
        )
    };
    let color = if white_ahead { black } else { white };
    painter.text(pos, anchor, text, FontId::proportional(11.0), color);
    for (index, marker) in markers.iter().enumerate() {
        let id = id.with(("marker", index));
        let share = ui
            .ctx()
            .animate_value_with_time(id, white_share(BarValue::Score(marker.score)), SLIDE_SECS)
            .clamp(0.0, 1.0);
        let from_top = if flipped { share } else { 1.0 - share };
        let y = (rect.min.y + rect.height() * from_top).clamp(rect.min.y + 2.0, rect.max.y - 2.0);
        let mark = Rect::from_center_size(
            egui::pos2(rect.center().x, y),
            egui::vec2(rect.width(), 4.0),
        );
        painter.rect_filled(mark.expand(1.0), 1.0, Color32::from_black_alpha(160));
        painter.rect_filled(mark, 1.0, marker.color.to_opaque());
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_and_shares() {
        assert_eq!(bar_text(Score::Cp(36)), "+0.4");
        assert_eq!(bar_text(Score::Cp(-120)), "-1.2");
        assert_eq!(bar_text(Score::Mate(3)), "M3");
        assert_eq!(bar_text(Score::Mate(-2)), "-M2");
        assert!((white_share(BarValue::Score(Score::Cp(0))) - 0.5).abs() < 1e-6);
        assert!(white_share(BarValue::Score(Score::Cp(300))) > 0.7);
        assert_eq!(white_share(BarValue::Score(Score::Mate(-1))), 0.0);
    }
}
