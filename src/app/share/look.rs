//! How the board looks: colour schemes (high contrast among them), coordinates, the colours
//! of highlights and arrows. Shared by the app's board and the exported pictures, so an export
//! looks like the screen.

use serde::{Deserialize, Deserializer, Serialize};

use super::pieces::PieceSet;

/// A colour, 8 bits per channel, alpha not premultiplied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity.
    pub a: u8,
}

impl Rgba {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }

    /// A translucent colour.
    pub const fn new(r: u8, g: u8, b: u8, a: u8) -> Rgba {
        Rgba { r, g, b, a }
    }

    /// `#rrggbb` for SVG and HTML.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// Opacity 0–1.
    pub fn opacity(self) -> f32 {
        f32::from(self.a) / 255.0
    }

    /// The same colour with its opacity scaled by `factor`.
    pub fn faded(self, factor: f32) -> Rgba {
        let a = (f32::from(self.a) * factor.clamp(0.0, 1.0)).round() as u8;
        Rgba { a, ..self }
    }
}

/// A board colour scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardScheme {
    /// Wood browns (the Lichess default).
    #[default]
    Brown,
    /// Blue-grey.
    Blue,
    /// Green and cream (tournament vinyl).
    Green,
    /// Greys.
    Grey,
    /// Purple.
    Purple,
    /// White and mid blue with black borders and strong highlights, for low vision.
    HighContrast,
}

/// The two square colours of a scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareColors {
    /// Light squares.
    pub light: Rgba,
    /// Dark squares.
    pub dark: Rgba,
}

impl BoardScheme {
    /// The ordinary schemes, for the settings (high contrast is its own switch).
    pub const ALL: [BoardScheme; 5] = [
        BoardScheme::Brown,
        BoardScheme::Blue,
        BoardScheme::Green,
        BoardScheme::Grey,
        BoardScheme::Purple,
    ];

    /// The scheme's name.
    pub fn name(self) -> &'static str {
        match self {
            BoardScheme::Brown => "Brown",
            BoardScheme::Blue => "Blue",
            BoardScheme::Green => "Green",
            BoardScheme::Grey => "Grey",
            BoardScheme::Purple => "Purple",
            BoardScheme::HighContrast => "High contrast",
        }
    }

    /// The square colours.
    pub fn colors(self) -> SquareColors {
        let (light, dark) = match self {
            BoardScheme::Brown => (Rgba::rgb(240, 217, 181), Rgba::rgb(181, 136, 99)),
            BoardScheme::Blue => (Rgba::rgb(222, 227, 230), Rgba::rgb(140, 162, 173)),
            BoardScheme::Green => (Rgba::rgb(235, 236, 208), Rgba::rgb(115, 149, 82)),
            BoardScheme::Grey => (Rgba::rgb(220, 220, 220), Rgba::rgb(150, 150, 150)),
            BoardScheme::Purple => (Rgba::rgb(239, 233, 246), Rgba::rgb(149, 127, 184)),
            BoardScheme::HighContrast => (Rgba::rgb(255, 255, 255), Rgba::rgb(90, 140, 200)),
        };
        SquareColors { light, dark }
    }

    /// The highlight and arrow colours drawn over this scheme.
    pub fn marks(self) -> Marks {
        if self == BoardScheme::HighContrast {
            Marks {
                last_move: Rgba::new(255, 200, 0, 190),
                selected: Rgba::new(255, 120, 0, 200),
                destination: Rgba::new(0, 0, 0, 200),
                check: Rgba::new(255, 0, 0, 255),
                arrow: Rgba::new(220, 0, 120, 220),
                hint: Rgba::new(0, 40, 200, 230),
                frame: Rgba::rgb(0, 0, 0),
            }
        } else {
            Marks {
                last_move: Rgba::new(155, 199, 0, 105),
                selected: Rgba::new(20, 85, 30, 128),
                destination: Rgba::new(20, 85, 30, 128),
                check: Rgba::new(230, 0, 0, 230),
                arrow: Rgba::new(15, 110, 0, 170),
                hint: Rgba::new(0, 60, 160, 170),
                frame: self.colors().dark,
            }
        }
    }
}

/// Highlight colours of a scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks {
    /// The last move's squares.
    pub last_move: Rgba,
    /// The selected square.
    pub selected: Rgba,
    /// Legal destination dots.
    pub destination: Rgba,
    /// The checked king's glow.
    pub check: Rgba,
    /// The user's arrows and circles.
    pub arrow: Rgba,
    /// The hint arrow.
    pub hint: Rgba,
    /// The board's frame.
    pub frame: Rgba,
}

/// Where file letters and rank digits are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub enum Coordinates {
    /// In the corners of the edge squares.
    #[default]
    Inside,
    /// In a margin around the board.
    Outside,
    /// Not drawn.
    Off,
}

impl Coordinates {
    /// Every choice, for the settings.
    pub const ALL: [Coordinates; 3] = [Coordinates::Inside, Coordinates::Outside, Coordinates::Off];

    /// The choice's name.
    pub fn name(self) -> &'static str {
        match self {
            Coordinates::Inside => "Inside",
            Coordinates::Outside => "Outside",
            Coordinates::Off => "Off",
        }
    }
}

/// Also reads the `true`/`false` that settings files held before there were three choices.
impl<'de> Deserialize<'de> for Coordinates {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum Named {
            Inside,
            Outside,
            Off,
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Flag(bool),
            Named(Named),
        }
        Ok(match Stored::deserialize(deserializer)? {
            Stored::Flag(true) | Stored::Named(Named::Inside) => Coordinates::Inside,
            Stored::Named(Named::Outside) => Coordinates::Outside,
            Stored::Flag(false) | Stored::Named(Named::Off) => Coordinates::Off,
        })
    }
}

/// Everything that decides how a board picture looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Look {
    /// Square colours and highlights.
    pub scheme: BoardScheme,
    /// The pieces.
    pub pieces: PieceSet,
    /// Coordinates.
    pub coordinates: Coordinates,
}

/// The colours of `[%cal]`/`[%csl]` marks by their letter (Lichess's four, as translucent
/// as its own).
pub fn mark_color(letter: char) -> Option<Rgba> {
    match letter.to_ascii_uppercase() {
        'G' => Some(Rgba::new(21, 120, 27, 180)),
        'R' => Some(Rgba::new(200, 30, 30, 180)),
        'Y' => Some(Rgba::new(225, 170, 0, 190)),
        'B' => Some(Rgba::new(0, 48, 136, 180)),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn coordinates_read_old_flags_and_names() {
        let read = |s: &str| serde_json::from_str::<Coordinates>(s).unwrap();
        assert_eq!(read("true"), Coordinates::Inside);
        assert_eq!(read("false"), Coordinates::Off);
        assert_eq!(read("\"Outside\""), Coordinates::Outside);
        assert!(serde_json::from_str::<Coordinates>("\"Sideways\"").is_err());
        let text = serde_json::to_string(&Coordinates::Outside).unwrap();
        assert_eq!(read(&text), Coordinates::Outside);
    }
}
