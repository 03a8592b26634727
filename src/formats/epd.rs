//! EPD (Extended Position Description): a position (the first four FEN fields, optionally
//! followed by the move counters) and `;`-terminated operations such as `bm` (best moves),
//! `am` (avoid moves), `id` and `c0`…`c9` comments. Operands may be quoted; SAN operands may
//! be spaced oddly (`bm Qd1 +`, as in the Bratko-Kopec file).

use crate::chess::{Move, Position};

/// Why an EPD line was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EpdError {
    /// Fewer than four position fields.
    #[error("line {line}: expected board, side, castling and en-passant fields")]
    TooShort {
        /// 1-based line number.
        line: usize,
    },
    /// The position fields are not a valid position.
    #[error("line {line}: invalid position: {message}")]
    BadPosition {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A quoted operand is not closed.
    #[error("line {line}: unterminated quoted operand")]
    UnterminatedQuote {
        /// 1-based line number.
        line: usize,
    },
    /// A move operand is not a legal move in SAN.
    #[error("line {line}: '{opcode}' operand '{text}' is not a legal move: {message}")]
    BadMove {
        /// 1-based line number.
        line: usize,
        /// The operation.
        opcode: String,
        /// The operand.
        text: String,
        /// Why.
        message: String,
    },
}

/// One operation: an opcode and its operands (quotes removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operation {
    /// The opcode (`bm`, `id`, …).
    pub opcode: String,
    /// The operands.
    pub operands: Vec<String>,
}

/// One EPD record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdRecord {
    /// The position.
    pub position: Position,
    /// The operations in file order.
    pub operations: Vec<Operation>,
    /// The 1-based line number in its file.
    pub line: usize,
}

/// Splits operation text into operations, honouring quotes.
fn split_operations(text: &str, line: usize) -> Result<Vec<Operation>, EpdError> {
    let mut operations = Vec::new();
    let mut tokens: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut in_quote = false;
    let mut quoted = false;
    let flush = |current: &mut String, quoted: &mut bool, tokens: &mut Vec<String>| {
        if !current.is_empty() || *quoted {
            tokens.push(std::mem::take(current));
        }
        *quoted = false;
    };
    for c in text.chars() {
        if in_quote {
            if c == '"' {
                in_quote = false;
            } else {
                current.push(c);
            }
            continue;
        }
        match c {
            '"' => {
                in_quote = true;
                quoted = true;
            }
            ';' => {
                flush(&mut current, &mut quoted, &mut tokens);
                push_operation(&mut operations, &mut tokens);
            }
            c if c.is_whitespace() => flush(&mut current, &mut quoted, &mut tokens),
            c => current.push(c),
        }
    }
    if in_quote {
        return Err(EpdError::UnterminatedQuote { line });
    }
    flush(&mut current, &mut quoted, &mut tokens);
    push_operation(&mut operations, &mut tokens);
    Ok(operations)
}

fn push_operation(operations: &mut Vec<Operation>, tokens: &mut Vec<String>) {
    let mut drained = tokens.drain(..);
    let Some(opcode) = drained.next() else { return };
    let mut operands: Vec<String> = Vec::new();
    for token in drained {
        // "Qd1 +" is one SAN move with a detached check mark.
        if matches!(token.as_str(), "+" | "#" | "!" | "?")
            && let Some(last) = operands.last_mut()
        {
            last.push_str(&token);
            continue;
        }
        operands.push(token);
    }
    operations.push(Operation { opcode, operands });
}

impl EpdRecord {
    /// Parses one line (`line` is its number, for messages).
    pub fn parse(text: &str, line: usize) -> Result<EpdRecord, EpdError> {
        let mut rest = text.trim();
        let mut fields = Vec::new();
        for _ in 0..4 {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let field = &rest[..end];
            if field.is_empty() || field.starts_with(';') {
                return Err(EpdError::TooShort { line });
            }
            fields.push(field);
            rest = rest[end..].trim_start();
        }
        // Optional move counters (FEN-style records).
        let mut counters = ["0", "1"];
        for slot in &mut counters {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let word = &rest[..end];
            if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
                break;
            }
            *slot = word;
            rest = rest[end..].trim_start();
        }
        let fen = format!("{} {} {}", fields.join(" "), counters[0], counters[1]);
        let position = Position::from_fen(&fen).map_err(|e| EpdError::BadPosition {
            line,
            message: e.to_string(),
        })?;
        let operations = split_operations(rest, line)?;
        Ok(EpdRecord {
            position,
            operations,
            line,
        })
    }

    /// The first operation with `opcode`.
    pub fn operation(&self, opcode: &str) -> Option<&Operation> {
        self.operations.iter().find(|op| op.opcode == opcode)
    }

    /// The `id` operand, if any.
    pub fn id(&self) -> Option<&str> {
        self.operation("id")
            .and_then(|op| op.operands.first())
            .map(String::as_str)
    }

    /// The SAN moves of operation `opcode` (`bm`, `am`), resolved in the position. Empty if
    /// the operation is absent.
    pub fn moves(&self, opcode: &str) -> Result<Vec<Move>, EpdError> {
        let Some(op) = self.operation(opcode) else {
            return Ok(Vec::new());
        };
        op.operands
            .iter()
            .map(|text| {
                self.position
                    .parse_san(text)
                    .map_err(|e| EpdError::BadMove {
                        line: self.line,
                        opcode: opcode.to_owned(),
                        text: text.clone(),
                        message: e.to_string(),
                    })
            })
            .collect()
    }
}

/// Parses every record of an EPD file, skipping blank lines and `#` comments.
pub fn parse_epd(text: &str) -> Result<Vec<EpdRecord>, EpdError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| EpdRecord::parse(l, i + 1))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wac_and_bratko_kopec_lines() {
        let wac = EpdRecord::parse(
            r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#,
            1,
        )
        .expect("valid");
        assert_eq!(wac.id(), Some("WAC.001"));
        let bm = wac.moves("bm").expect("legal");
        assert_eq!(bm.len(), 1);
        assert_eq!(wac.position.san(bm[0]), "Qg6");
        let bk = EpdRecord::parse(
            "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - ; bm Qd1 + ; id BK.01 ",
            1,
        )
        .expect("valid");
        assert_eq!(bk.id(), Some("BK.01"));
        assert_eq!(bk.moves("bm").expect("legal").len(), 1);
        assert!(bk.moves("am").expect("absent").is_empty());
        let quoted = EpdRecord::parse(r#"8/8/8/8/8/8/8/K6k w - - 0 1 c0 "a; b"; bm Kb2 Kb1;"#, 1)
            .expect("valid");
        assert_eq!(
            quoted.operation("c0").map(|o| o.operands.clone()),
            Some(vec!["a; b".to_owned()])
        );
        assert_eq!(quoted.moves("bm").expect("legal").len(), 2);
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(
            EpdRecord::parse("8/8/8 w", 7),
            Err(EpdError::TooShort { line: 7 })
        );
        assert!(matches!(
            EpdRecord::parse("8/8/8/8/8/8/8/8 w - - bm e4;", 2),
            Err(EpdError::BadPosition { line: 2, .. })
        ));
        let r = EpdRecord::parse("4k3/8/8/8/8/8/8/4K3 w - - bm Qh5;", 3).expect("valid position");
        assert!(matches!(
            r.moves("bm"),
            Err(EpdError::BadMove { line: 3, .. })
        ));
        assert!(matches!(
            EpdRecord::parse(r#"4k3/8/8/8/8/8/8/4K3 w - - c0 "open"#, 4),
            Err(EpdError::UnterminatedQuote { line: 4 })
        ));
        let suite = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/epd/wac.epd"
        ))
        .expect("shared data");
        let records = parse_epd(&suite).expect("parses");
        assert_eq!(records.len(), 300);
        assert!(
            records
                .iter()
                .all(|r| !r.moves("bm").expect("legal").is_empty()
                    || !r.moves("am").expect("legal").is_empty())
        );
    }
}
