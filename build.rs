//! Computes the slider attack tables at build time with our own magic generator
//! (`src/chess/magic_gen.rs`) and writes them as Rust source into `OUT_DIR`.

#![allow(dead_code)]

use std::{env, fmt::Write as _, fs, path::PathBuf};

include!("src/chess/magic_gen.rs");

fn main() {
    println!("cargo:rerun-if-changed=src/chess/magic_gen.rs");
    println!("cargo:rerun-if-changed=build.rs");
    let mut table = Vec::new();
    let rook = find_magics(&ROOK_DIRECTIONS, ROOK_SEED, 0, &mut table);
    let bishop_base = table.len() as u32;
    let bishop = find_magics(&BISHOP_DIRECTIONS, BISHOP_SEED, bishop_base, &mut table);

    let mut out = String::with_capacity(table.len() * 22 + 20_000);
    for (name, params) in [("ROOK_MAGICS", &rook), ("BISHOP_MAGICS", &bishop)] {
        writeln!(
            out,
            "/// Magic parameters per square.\npub static {name}: [Magic; 64] = ["
        )
        .ok();
        for p in params.iter() {
            writeln!(
                out,
                "    Magic {{ mask: {:#x}, magic: {:#x}, shift: {}, offset: {} }},",
                p.mask, p.magic, p.shift, p.offset
            )
            .ok();
        }
        out.push_str("];\n");
    }
    writeln!(
        out,
        "/// Rook and bishop attacks for every relevant occupancy."
    )
    .ok();
    writeln!(out, "pub static SLIDER_ATTACKS: [u64; {}] = [", table.len()).ok();
    for chunk in table.chunks(8) {
        out.push_str("    ");
        for value in chunk {
            write!(out, "{value:#x},").ok();
        }
        out.push('\n');
    }
    out.push_str("];\n");
    embed_windows_icon();
    build_info();
    embed_translations();
    let path =
        PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("slider_tables.rs");
    fs::write(path, out).expect("OUT_DIR is writable");
}

/// The Windows executable carries the app icon (Explorer, taskbar, file associations).
#[cfg(windows)]
fn embed_windows_icon() {
    println!("cargo:rerun-if-changed=packaging/windows/tempo.ico");
    let mut resource = winresource::WindowsResource::new();
    resource.set_icon("packaging/windows/tempo.ico");
    if let Err(e) = resource.compile() {
        println!("cargo:warning=the Windows icon was not embedded: {e}");
    }
}

#[cfg(not(windows))]
fn embed_windows_icon() {}

/// Build facts shown in the About dialog: target, profile and the git commit if known.
fn build_info() {
    let target = env::var("TARGET").unwrap_or_else(|_| "unknown".to_owned());
    let profile = env::var("PROFILE").unwrap_or_else(|_| "unknown".to_owned());
    let commit = std::process::Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown".to_owned());
    println!("cargo:rustc-env=TEMPO_BUILD_TARGET={target}");
    println!("cargo:rustc-env=TEMPO_BUILD_PROFILE={profile}");
    println!("cargo:rustc-env=TEMPO_GIT_COMMIT={commit}");
}

/// Every `assets/i18n/<language>/<area>.ftl` is compiled in, so a new area or language needs
/// no list kept by hand (`src/app/i18n/`).
fn embed_translations() {
    println!("cargo:rerun-if-changed=assets/i18n");
    let root =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join("assets/i18n");
    let mut files = Vec::new();
    if let Ok(languages) = fs::read_dir(&root) {
        for language in languages.flatten() {
            let Ok(areas) = fs::read_dir(language.path()) else {
                continue;
            };
            for area in areas.flatten() {
                let path = area.path();
                if path.extension().is_some_and(|e| e == "ftl") {
                    files.push(path);
                }
            }
        }
    }
    files.sort();
    let mut out = String::from(
        "/// (language code, area, Fluent source) of every catalogue file.\npub static FILES: &[(&str, &str, &str)] = &[\n",
    );
    for path in &files {
        let language = path
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let area = path
            .file_stem()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        writeln!(
            out,
            "    ({language:?}, {area:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .ok();
    }
    out.push_str("];\n");
    let path =
        PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("i18n_files.rs");
    fs::write(path, out).expect("OUT_DIR is writable");
}
