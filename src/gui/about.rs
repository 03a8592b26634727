//! The About window: version, build facts, and the licences of everything Tempo bundles.

use eframe::egui;

use crate::{app::i18n::text, t};

/// Third-party material bundled in the binary, with its licence (catalogue keys of both).
const BUNDLED: &[(&str, &str)] = &[
    ("main-about-piece-glyphs", "main-about-piece-glyphs-licence"),
    ("main-about-font-ubuntu", "main-about-font-ubuntu-licence"),
    ("main-about-font-hack", "main-about-font-hack-licence"),
    ("main-about-font-emoji", "main-about-font-emoji-licence"),
    ("main-about-font-icons", "main-about-font-icons-licence"),
    ("main-about-openings", "main-about-openings-licence"),
    ("main-about-own-work", "main-about-own-work-licence"),
];

const DEJAVU_LICENCE: &str = include_str!("../../assets/fonts/LICENSE-DejaVu.txt");

/// Draws the About window while `open` is true.
pub(super) fn about_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new(t!("main-about-title"))
        .id(egui::Id::unique("about-window"))
        .open(open)
        .collapsible(false)
        .resizable(true)
        .default_width(460.0)
        .show(ctx, |ui| {
            ui.heading(t!("menu-version", version = env!("CARGO_PKG_VERSION")));
            ui.label(t!("main-about-summary"));
            ui.add_space(6.0);
            egui::Grid::new("build-info").num_columns(2).show(ui, |ui| {
                ui.weak(t!("main-about-build"));
                ui.label(t!(
                    "main-about-build-text",
                    target = env!("TEMPO_BUILD_TARGET"),
                    profile = env!("TEMPO_BUILD_PROFILE"),
                    commit = env!("TEMPO_GIT_COMMIT")
                ));
                ui.end_row();
                ui.weak(t!("main-about-licence"));
                ui.label(env!("CARGO_PKG_LICENSE"));
                ui.end_row();
            });
            ui.separator();
            ui.strong(t!("main-about-bundled"));
            egui::Grid::new("bundled")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for &(what, licence) in BUNDLED {
                        ui.label(text(what));
                        ui.weak(text(licence));
                        ui.end_row();
                    }
                });
            ui.collapsing(t!("main-about-dejavu-text"), |ui| {
                egui::ScrollArea::vertical()
                    .max_height(200.0)
                    .show(ui, |ui| {
                        ui.monospace(DEJAVU_LICENCE);
                    });
            });
        });
}
