//! The About window: version, build facts, and the licences of everything Tempo bundles.

use eframe::egui;

/// Third-party material bundled in the binary, with its licence.
const BUNDLED: &[(&str, &str)] = &[
    (
        "Piece glyphs: DejaVu Sans (subset in assets/fonts)",
        "Bitstream Vera / DejaVu fonts licence (permissive)",
    ),
    ("Interface fonts: Ubuntu Light", "Ubuntu Font Licence 1.0"),
    ("Interface fonts: Hack", "MIT / Bitstream Vera licence"),
    ("Interface fonts: Noto Emoji", "SIL Open Font Licence 1.1"),
    (
        "Interface fonts: emoji-icon-font, egui icons",
        "MIT / SIL OFL 1.1",
    ),
    (
        "Opening names (assets/eco) and the opening book (books/tempo.bin)",
        "lichess chess-openings, CC0 1.0 (public domain)",
    ),
    (
        "App icon, sounds (synthesised at start-up), neural network",
        "Tempo's own work, MIT OR Apache-2.0",
    ),
];

const DEJAVU_LICENCE: &str = include_str!("../../assets/fonts/LICENSE-DejaVu.txt");

/// Draws the About window while `open` is true.
pub(super) fn about_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("About Tempo")
        .open(open)
        .collapsible(false)
        .resizable(true)
        .default_width(460.0)
        .show(ctx, |ui| {
            ui.heading(format!("Tempo {}", env!("CARGO_PKG_VERSION")));
            ui.label("Play chess against the computer, analyse positions, review PGN games.");
            ui.add_space(6.0);
            egui::Grid::new("build-info").num_columns(2).show(ui, |ui| {
                ui.weak("Build");
                ui.label(format!(
                    "{} ({}), commit {}",
                    env!("TEMPO_BUILD_TARGET"),
                    env!("TEMPO_BUILD_PROFILE"),
                    env!("TEMPO_GIT_COMMIT")
                ));
                ui.end_row();
                ui.weak("Licence");
                ui.label(env!("CARGO_PKG_LICENSE"));
                ui.end_row();
            });
            ui.separator();
            ui.strong("Bundled material");
            egui::Grid::new("bundled")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for (what, licence) in BUNDLED {
                        ui.label(*what);
                        ui.weak(*licence);
                        ui.end_row();
                    }
                });
            ui.collapsing("DejaVu fonts licence text", |ui| {
                egui::ScrollArea::vertical()
                    .max_height(200.0)
                    .show(ui, |ui| {
                        ui.monospace(DEJAVU_LICENCE);
                    });
            });
        });
}
