//! Exported pictures decode: PNG through the `png` crate, the GIF's blocks walked and every
//! frame's LZW data decoded by `weezl`, SVG checked for its elements, and the printable page
//! holds the moves and the diagrams asked for. The files are also written to
//! `target/share-samples/` for looking at.

#![allow(clippy::unwrap_used)] // A failing test should stop at the failure.

use std::path::PathBuf;

use tempo::{
    app::share::{
        BoardPicture, BoardScheme, Coordinates, Look, PieceSet,
        animation::{AnimationOptions, line_pictures, pictures_gif},
        print::{Diagrams, PrintOptions, printable_html},
    },
    chess::Position,
    formats::pgn::{Game, read_all},
};

const GAME: &str = r#"[Event "Casual game"]
[White "Anderssen"]
[Black "Kieseritzky"]
[Result "1-0"]

1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ { [%cal Rh4e1] The queen checks. } 4. Kf1 b5?! 5. Bxb5 Nf6
6. Nf3 Qh6 7. d3 Nh5 8. Nh4 $220 { [#] } Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6
13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 (18... Qxa1+ 19. Ke2 Qb2) 19. e5 Qxa1+
20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0"#;

fn samples() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/share-samples");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn game() -> Game {
    read_all(GAME).into_iter().next().unwrap().unwrap()
}

fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

#[test]
fn board_png_decodes_with_the_scheme_and_pieces() {
    let pos =
        Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
            .unwrap();
    let dir = samples();
    for set in PieceSet::ALL {
        for (scheme, coordinates) in [
            (BoardScheme::Brown, Coordinates::Inside),
            (BoardScheme::HighContrast, Coordinates::Outside),
        ] {
            let look = Look {
                scheme,
                pieces: set,
                coordinates,
            };
            let mut picture = BoardPicture::of_position(&pos, look);
            picture.last_move = Some((tempo::chess::Square::G1, tempo::chess::Square::F3));
            picture.arrows.push(tempo::app::share::Arrow {
                from: tempo::chess::Square::F1,
                to: tempo::chess::Square::B5,
                color: scheme.marks().arrow,
            });
            let bytes = picture.to_png(400).unwrap();
            let (w, h, rgba) = decode_png(&bytes);
            assert_eq!((w, h), (400, 400));
            let name = format!("board-{}-{}.png", set.name(), scheme.name()).replace(' ', "-");
            std::fs::write(dir.join(name), &bytes).unwrap();
            // Opaque everywhere; a8's corner (a light square, no coordinate there) has the
            // scheme's light colour, and white and near-black piece pixels are present.
            assert!(rgba.chunks_exact(4).all(|p| p[3] == 255));
            let colors = scheme.colors();
            let layout_origin = if coordinates == Coordinates::Outside {
                17
            } else {
                0
            };
            let at = |x: usize, y: usize| {
                let i = (y * 400 + x) * 4;
                [rgba[i], rgba[i + 1], rgba[i + 2]]
            };
            let corner = at(layout_origin + 2, layout_origin + 2);
            assert_eq!(corner, [colors.light.r, colors.light.g, colors.light.b]);
            let bright = rgba
                .chunks_exact(4)
                .filter(|p| p[0] > 240 && p[1] > 240 && p[2] > 235)
                .count();
            let dark = rgba
                .chunks_exact(4)
                .filter(|p| p[0] < 60 && p[1] < 60 && p[2] < 65)
                .count();
            assert!(
                bright > 2000 && dark > 2000,
                "{set:?}: {bright} bright, {dark} dark"
            );
        }
    }
}

#[test]
fn board_svg_has_squares_pieces_and_arrows() {
    let look = Look {
        pieces: PieceSet::Geometric,
        ..Look::default()
    };
    let mut picture = BoardPicture::of_position(&Position::startpos(), look);
    picture.arrows.push(tempo::app::share::Arrow {
        from: tempo::chess::Square::E2,
        to: tempo::chess::Square::E4,
        color: look.scheme.marks().arrow,
    });
    let svg = picture.to_svg(480);
    std::fs::write(samples().join("board.svg"), &svg).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    // Background + 64 squares.
    assert_eq!(svg.matches("<rect ").count(), 65);
    assert_eq!(svg.matches("<g transform=").count(), 32);
    assert_eq!(svg.matches("<g ").count(), svg.matches("</g>").count());
    // 16 coordinate glyphs, one arrow, and the pieces' paths.
    assert!(svg.matches("<path").count() > 32 * 2 + 16);
    assert!(svg.contains("fill-opacity=\"0.6667\""));
}

/// Walks a GIF's blocks; returns (width, height, frames' decoded pixel counts and rectangles).
fn walk_gif(bytes: &[u8]) -> (u16, u16, Vec<(usize, [u16; 4])>) {
    assert_eq!(&bytes[..6], b"GIF89a");
    let w = u16::from_le_bytes([bytes[6], bytes[7]]);
    let h = u16::from_le_bytes([bytes[8], bytes[9]]);
    let packed = bytes[10];
    let mut at = 13;
    if packed & 0x80 != 0 {
        at += 3 * (1 << ((packed & 7) + 1));
    }
    let mut frames = Vec::new();
    loop {
        match bytes[at] {
            0x21 => {
                at += 2;
                while bytes[at] != 0 {
                    at += 1 + bytes[at] as usize;
                }
                at += 1;
            }
            0x2C => {
                let field = |i: usize| u16::from_le_bytes([bytes[at + i], bytes[at + i + 1]]);
                let rect = [field(1), field(3), field(5), field(7)];
                assert_eq!(bytes[at + 9] & 0x80, 0, "no local palette");
                at += 10;
                let min_code = bytes[at];
                at += 1;
                let mut data = Vec::new();
                while bytes[at] != 0 {
                    let n = bytes[at] as usize;
                    data.extend_from_slice(&bytes[at + 1..at + 1 + n]);
                    at += 1 + n;
                }
                at += 1;
                let mut decoder = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, min_code);
                let pixels = decoder.decode(&data).unwrap();
                frames.push((pixels.len(), rect));
            }
            0x3B => break,
            other => panic!("unexpected block {other:#x} at {at}"),
        }
    }
    (w, h, frames)
}

#[test]
fn game_gif_has_one_frame_per_move() {
    let tree = game();
    let mainline = tree.mainline();
    let look = Look {
        pieces: PieceSet::Classic,
        scheme: BoardScheme::Green,
        coordinates: Coordinates::Inside,
    };
    let pictures = line_pictures(&tree, &mainline, look, false);
    assert_eq!(pictures.len(), mainline.len() + 1);
    // 3...Qh4+ draws its comment's red arrow; 4...b5?! gets a yellow arrow of the move.
    assert_eq!(pictures[6].arrows.len(), 1);
    assert_eq!(pictures[6].arrows[0].to, tempo::chess::Square::E1);
    assert!(pictures[6].check.is_some());
    assert_eq!(pictures[8].arrows[0].to, tempo::chess::Square::B5);
    let options = AnimationOptions {
        size: 320,
        delay_cs: 80,
    };
    let bytes = pictures_gif(&pictures, options).unwrap();
    std::fs::write(samples().join("game.gif"), &bytes).unwrap();
    let (w, h, frames) = walk_gif(&bytes);
    assert_eq!((w, h), (320, 320));
    assert_eq!(frames.len(), pictures.len());
    for (pixels, [_, _, fw, fh]) in &frames {
        assert_eq!(*pixels, usize::from(*fw) * usize::from(*fh));
    }
    assert_eq!(frames[0].1, [0, 0, 320, 320]);
    // Later frames carry only what changed.
    assert!(frames[1].0 < 320 * 320);
    // The first frame's pixels, looked up in the palette, match the rendered picture closely.
    let rendered = pictures[0].render(320).to_rgba8();
    let palette = &bytes[13..13 + 768];
    let mut at = 13 + 768 + 19;
    while bytes[at] == 0x21 {
        at += 2;
        while bytes[at] != 0 {
            at += 1 + bytes[at] as usize;
        }
        at += 1;
    }
    at += 11;
    let mut data = Vec::new();
    while bytes[at] != 0 {
        let n = bytes[at] as usize;
        data.extend_from_slice(&bytes[at + 1..at + 1 + n]);
        at += 1 + n;
    }
    let indices = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, 8)
        .decode(&data)
        .unwrap();
    let mut far = 0;
    for (i, &index) in indices.iter().enumerate() {
        let p = &palette[usize::from(index) * 3..usize::from(index) * 3 + 3];
        let q = &rendered[i * 4..i * 4 + 3];
        let d: i32 = p
            .iter()
            .zip(q)
            .map(|(a, b)| (i32::from(*a) - i32::from(*b)).abs())
            .sum();
        if d > 48 {
            far += 1;
        }
    }
    assert!(
        far < indices.len() / 200,
        "{far} pixels far from their colour"
    );
}

#[test]
fn printable_page_has_moves_comments_and_diagrams() {
    let tree = game();
    let look = Look::default();
    let page = |diagrams| {
        printable_html(
            &tree,
            &PrintOptions {
                diagrams,
                look,
                flipped: false,
                diagram_size: 300,
            },
        )
    };
    let every = page(Diagrams::Every(10));
    std::fs::write(samples().join("game.html"), &every).unwrap();
    assert!(every.starts_with("<!DOCTYPE html>"));
    assert!(every.contains("<title>Anderssen – Kieseritzky</title>"));
    for san in ["e4", "exf4", "Qh4+", "b5?!", "Bxg1", "Qxa1+", "Be7#"] {
        assert!(every.contains(&format!(">{san}</span>")), "{san} missing");
    }
    assert!(every.contains("The queen checks."));
    assert!(
        every.contains("<span class=\"variation\">(18…&#8239;<span class=\"alt\">Qxa1+</span>")
    );
    // 45 plies: after moves 10 and 20, and the final position.
    assert_eq!(every.matches("<svg").count(), 3);
    assert!(every.contains("After 10…&#8239;Nf6"));
    let marked = page(Diagrams::Marked);
    assert_eq!(marked.matches("<svg").count(), 1);
    assert!(marked.contains("After 8.&#8239;Nh4"));
    assert!(!marked.contains("[#]"));
    assert!(!marked.contains("<span class=\"comment\"></span>"));
    let chosen = page(Diagrams::AtPlies(vec![1, 6, 999]));
    assert_eq!(chosen.matches("<svg").count(), 2);
}

#[test]
fn command_line_writes_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("game.pgn");
    std::fs::write(&pgn, GAME).unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_tempo"))
            .arg("picture")
            .args(args)
            .output()
            .unwrap()
    };
    let out = |name: &str| dir.path().join(name).display().to_string();
    let pgn = pgn.display().to_string();
    let png = out("b.png");
    let ok = run(&[
        "--pgn",
        &pgn,
        "--ply",
        "6",
        "--pieces",
        "letters",
        "--board",
        "high-contrast",
        "--out",
        &png,
    ]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let (w, _, _) = decode_png(&std::fs::read(&png).unwrap());
    assert_eq!(w, 480);
    let svg = out("b.svg");
    assert!(
        run(&["--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "--out", &svg])
            .status
            .success()
    );
    assert_eq!(
        std::fs::read_to_string(&svg)
            .unwrap()
            .matches("<g transform=")
            .count(),
        2
    );
    let gif = out("g.gif");
    assert!(
        run(&["--pgn", &pgn, "--size", "160", "--out", &gif])
            .status
            .success()
    );
    assert_eq!(walk_gif(&std::fs::read(&gif).unwrap()).2.len(), 46);
    let html = out("p.html");
    assert!(
        run(&["--pgn", &pgn, "--diagrams", "every:5", "--out", &html])
            .status
            .success()
    );
    assert_eq!(
        std::fs::read_to_string(&html)
            .unwrap()
            .matches("<svg")
            .count(),
        5
    );
    // Bad input: a clear message, no file.
    let bad = run(&["--pieces", "wooden", "--out", &out("x.png")]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown piece set"));
    let bad = run(&["--out", &out("x.gif")]);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("needs a game"));
    let bad = run(&["--out", &out("x.bmp")]);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("cannot tell the format"));
    assert!(!dir.path().join("x.png").exists());
}
