//! Share: the shown board as PNG or SVG (to the clipboard or a file), the game or the shown
//! line as an animated GIF, and a printable page with diagrams. The pictures are made by
//! `app::share`; this holds the menu, the actions, the print dialog and the GIF job, which
//! runs on its own thread.

use std::{
    path::{Path, PathBuf},
    sync::mpsc,
};

use eframe::egui::{self, Ui};

use super::{actions::Action, app::TempoApp, file_chooser::FileChoice};
use crate::{
    app::share::{
        BoardPicture,
        animation::{AnimationOptions, comment_marks, line_pictures, pictures_gif},
        print::{Diagrams, PrintOptions, parse_move_list, printable_html},
    },
    t,
};

/// Side of exported board images in pixels.
const IMAGE_SIZE: u32 = 640;
/// Side of GIF frames in pixels.
const GIF_SIZE: u32 = 400;

/// What is exported to a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// The shown board as PNG.
    BoardPng,
    /// The shown board as SVG.
    BoardSvg,
    /// The mainline as an animated GIF.
    GameGif,
    /// The line shown (mainline or the variation followed) as an animated GIF.
    LineGif,
    /// The printable HTML page.
    PrintPage,
}

impl ExportKind {
    /// The file chooser's title.
    pub fn title(self) -> String {
        match self {
            ExportKind::BoardPng => t!("share-title-png"),
            ExportKind::BoardSvg => t!("share-title-svg"),
            ExportKind::GameGif => t!("share-title-game-gif"),
            ExportKind::LineGif => t!("share-title-line-gif"),
            ExportKind::PrintPage => t!("share-title-page"),
        }
    }

    /// File extensions, the default first.
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            ExportKind::BoardPng => &["png"],
            ExportKind::BoardSvg => &["svg"],
            ExportKind::GameGif | ExportKind::LineGif => &["gif"],
            ExportKind::PrintPage => &["html", "htm"],
        }
    }

    /// The file dialog's filter name.
    pub fn filter_name(self) -> String {
        match self {
            ExportKind::BoardPng => t!("share-filter-png"),
            ExportKind::BoardSvg => t!("share-filter-svg"),
            ExportKind::GameGif | ExportKind::LineGif => t!("share-filter-gif"),
            ExportKind::PrintPage => t!("share-filter-page"),
        }
    }

    fn file_name(self) -> &'static str {
        match self {
            ExportKind::BoardPng => "board.png",
            ExportKind::BoardSvg => "board.svg",
            ExportKind::GameGif => "game.gif",
            ExportKind::LineGif => "line.gif",
            ExportKind::PrintPage => "game.html",
        }
    }
}

/// A request of the Share menu or the print dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum ShareAction {
    /// Copy the shown board to the clipboard as an image.
    CopyImage,
    /// Copy the shown board to the clipboard as SVG text.
    CopySvg,
    /// Ask where to export.
    Choose(ExportKind),
    /// Export to this file.
    Write(ExportKind, PathBuf),
    /// Open the printable page's dialog.
    OpenPrintDialog,
    /// Close it.
    ClosePrintDialog,
    /// Use these diagram choices and ask where to save the page.
    Print(Diagrams),
}

/// Where the print dialog puts diagrams.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DiagramMode {
    Marked,
    Every,
    AtMoves,
}

/// The print dialog's fields.
#[derive(Clone, Debug)]
pub struct PrintDialog {
    mode: DiagramMode,
    every: u32,
    moves: String,
    error: Option<String>,
}

impl Default for PrintDialog {
    fn default() -> Self {
        PrintDialog {
            mode: DiagramMode::Every,
            every: 10,
            moves: String::new(),
            error: None,
        }
    }
}

/// The Share menu's state: the print dialog, the page's diagram choices while its file is
/// chosen, GIFs being made.
#[derive(Default)]
pub struct ShareState {
    print_dialog: Option<PrintDialog>,
    diagrams: Option<Diagrams>,
    jobs: Vec<mpsc::Receiver<Result<String, String>>>,
    /// A window size in points the screenshot script asked for.
    #[cfg(feature = "script")]
    window_size: Option<[f32; 2]>,
}

#[cfg(feature = "script")]
pub mod script_shots;

/// The Share submenu's entries.
pub fn share_menu(ui: &mut Ui, actions: &mut Vec<Action>) {
    let entries = [
        (t!("share-copy-image"), ShareAction::CopyImage),
        (t!("share-copy-svg"), ShareAction::CopySvg),
        (
            t!("share-save-png"),
            ShareAction::Choose(ExportKind::BoardPng),
        ),
        (
            t!("share-save-svg"),
            ShareAction::Choose(ExportKind::BoardSvg),
        ),
        (
            t!("share-save-game-gif"),
            ShareAction::Choose(ExportKind::GameGif),
        ),
        (
            t!("share-save-line-gif"),
            ShareAction::Choose(ExportKind::LineGif),
        ),
        (t!("share-print"), ShareAction::OpenPrintDialog),
    ];
    for (label, action) in entries {
        if ui.button(label).clicked() {
            actions.push(Action::Share(action));
        }
    }
}

impl PrintDialog {
    /// Draws the dialog; returns what the user asked for.
    #[must_use]
    pub fn show(&mut self, ctx: &egui::Context, plies: usize) -> Vec<ShareAction> {
        let mut actions = Vec::new();
        let modal = egui::Modal::new(egui::Id::unique("print-dialog")).show(ctx, |ui| {
            ui.heading(t!("share-print-title"));
            ui.label(t!("share-print-intro"));
            ui.radio_value(
                &mut self.mode,
                DiagramMode::Marked,
                t!("share-print-marked"),
            );
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.mode, DiagramMode::Every, t!("share-print-every"));
                ui.add(egui::DragValue::new(&mut self.every).range(1..=50));
                ui.label(t!("share-print-every-end"));
            });
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut self.mode,
                    DiagramMode::AtMoves,
                    t!("share-print-after-moves"),
                );
                let field = ui.add(
                    egui::TextEdit::singleline(&mut self.moves)
                        .hint_text("12, 20...")
                        .desired_width(120.0),
                );
                if field.changed() {
                    self.mode = DiagramMode::AtMoves;
                }
            });
            ui.weak(t!("share-print-help", count = plies.div_ceil(2)));
            if let Some(error) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button(t!("share-print-save")).clicked() {
                    match self.diagrams() {
                        Ok(diagrams) => actions.push(ShareAction::Print(diagrams)),
                        Err(error) => self.error = Some(error),
                    }
                }
                if ui.button(t!("common-cancel")).clicked() {
                    actions.push(ShareAction::ClosePrintDialog);
                }
            });
        });
        if modal.should_close() && actions.is_empty() {
            actions.push(ShareAction::ClosePrintDialog);
        }
        actions
    }

    fn diagrams(&self) -> Result<Diagrams, String> {
        Ok(match self.mode {
            DiagramMode::Marked => Diagrams::Marked,
            DiagramMode::Every => Diagrams::Every(self.every.max(1)),
            DiagramMode::AtMoves => {
                let plies = parse_move_list(&self.moves)
                    .map_err(|e| t!("share-print-bad-move", token = e.token))?;
                if plies.is_empty() {
                    return Err(t!("share-print-need-move"));
                }
                Diagrams::AtPlies(plies)
            }
        })
    }
}

impl TempoApp {
    /// The shown board as a picture: position, last move, check, the user's arrows and
    /// circles and the drawings of the shown move's comment, in the chosen look.
    fn board_picture(&self) -> BoardPicture {
        let game = self.session.game();
        let look = self.settings.look();
        let mut picture =
            BoardPicture::of_position(game.viewed(), look).with_last_move(game.viewed_last_move());
        picture.flipped = self.session.flipped();
        if let Some(node) = game.tree().node(game.cursor()) {
            (picture.arrows, picture.circles) = comment_marks(node);
        }
        let (arrows, circles) = self.board.annotations();
        let color = look.scheme.marks().arrow;
        for &(from, to) in arrows {
            picture
                .arrows
                .push(crate::app::share::Arrow { from, to, color });
        }
        picture
            .circles
            .extend(circles.iter().map(|&sq| (sq, color)));
        picture
    }

    /// Applies a Share request.
    pub(super) fn apply_share_action(&mut self, ctx: &egui::Context, action: ShareAction) {
        match action {
            ShareAction::CopyImage => {
                let canvas = self.board_picture().render(IMAGE_SIZE);
                let size = [canvas.width() as usize, canvas.height() as usize];
                let image = egui::ColorImage::from_rgba_unmultiplied(size, &canvas.to_rgba8());
                ctx.copy_image(image);
                self.notify(t!("share-copied-image"), false);
            }
            ShareAction::CopySvg => {
                ctx.copy_text(self.board_picture().to_svg(IMAGE_SIZE));
                self.notify(t!("share-copied-svg"), false);
            }
            ShareAction::Choose(kind) => {
                self.choose_file(FileChoice::Export {
                    kind,
                    name: kind.file_name().to_owned(),
                });
            }
            ShareAction::Write(kind, path) => self.export(kind, path),
            ShareAction::OpenPrintDialog => {
                self.share.print_dialog = Some(PrintDialog::default());
            }
            ShareAction::ClosePrintDialog => self.share.print_dialog = None,
            ShareAction::Print(diagrams) => {
                self.share.diagrams = Some(diagrams);
                self.share.print_dialog = None;
                self.apply_share_action(ctx, ShareAction::Choose(ExportKind::PrintPage));
            }
        }
    }

    fn export(&mut self, kind: ExportKind, path: PathBuf) {
        let look = self.settings.look();
        let flipped = self.session.flipped();
        let bytes = match kind {
            ExportKind::BoardPng => self.board_picture().to_png(IMAGE_SIZE),
            ExportKind::BoardSvg => Some(self.board_picture().to_svg(IMAGE_SIZE).into_bytes()),
            ExportKind::PrintPage => {
                let diagrams = self.share.diagrams.take().unwrap_or(Diagrams::Every(10));
                let options = PrintOptions {
                    diagrams,
                    look,
                    flipped,
                    diagram_size: 320,
                };
                Some(printable_html(self.session.game().tree(), &options).into_bytes())
            }
            ExportKind::GameGif | ExportKind::LineGif => {
                let game = self.session.game();
                let tree = game.tree().clone();
                let line = if kind == ExportKind::GameGif {
                    game.mainline()
                } else {
                    game.line().to_vec()
                };
                let (tx, rx) = mpsc::channel();
                self.share.jobs.push(rx);
                std::thread::spawn(move || {
                    let pictures = line_pictures(&tree, &line, look, flipped);
                    let options = AnimationOptions {
                        size: GIF_SIZE,
                        ..AnimationOptions::default()
                    };
                    let result = pictures_gif(&pictures, options)
                        .map_err(|e| e.to_string())
                        .and_then(|bytes| write_file(&path, &bytes))
                        .map(|()| {
                            t!(
                                "share-saved-frames",
                                path = path.display().to_string(),
                                count = pictures.len()
                            )
                        });
                    // The app may have closed meanwhile; then nobody needs the answer.
                    let _ = tx.send(result);
                });
                self.notify(t!("share-making-gif"), false);
                return;
            }
        };
        let result = bytes
            .ok_or_else(|| t!("share-encode-failed"))
            .and_then(|bytes| write_file(&path, &bytes));
        match result {
            Ok(()) => self.notify(t!("share-saved", path = path.display().to_string()), false),
            Err(e) => self.notify(e, true),
        }
    }

    /// Draws the print dialog when open.
    pub(super) fn print_dialog_window(&mut self, ctx: &egui::Context) {
        let plies = self.session.game().mainline().len();
        if let Some(dialog) = &mut self.share.print_dialog {
            for action in dialog.show(ctx, plies) {
                self.actions.push(Action::Share(action));
            }
        }
    }

    /// Asks for a window size in points (screenshot script), sent once the interface scale
    /// in the settings is in force, so the size is in its points.
    #[cfg(feature = "script")]
    pub(crate) fn request_window_size(&mut self, size: [f32; 2]) {
        self.share.window_size = Some(size);
    }

    /// Takes in finished GIFs.
    pub(super) fn share_logic(&mut self, ctx: &egui::Context) {
        #[cfg(feature = "script")]
        if let Some([w, h]) = self.share.window_size
            && (ctx.zoom_factor() - self.settings.zoom()).abs() < 1e-3
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(egui::vec2(w, h)));
            self.share.window_size = None;
        }
        let mut finished = Vec::new();
        self.share.jobs.retain(|rx| match rx.try_recv() {
            Ok(result) => {
                finished.push(result);
                false
            }
            Err(mpsc::TryRecvError::Empty) => true,
            Err(mpsc::TryRecvError::Disconnected) => false,
        });
        if !self.share.jobs.is_empty() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        for result in finished {
            match result {
                Ok(text) => self.notify(text, false),
                Err(e) => self.notify(e, true),
            }
        }
    }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    super::settings::write_atomically(path, bytes).map_err(|e| {
        t!(
            "share-cannot-write",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })
}
