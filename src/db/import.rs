//! Importing PGN: streaming from a file of any size (plain, `.gz` or `.zst`, told by the
//! magic bytes), cut into blocks of whole games on one thread, the blocks read and the games
//! prepared (moves encoded, index rows, tags) on one worker a core, written on this thread,
//! committed in batches, cancellable between games, broken games reported (with their number
//! and line in the file) and skipped.
//!
//! Games that are one line of moves with glyphs and comments (nearly all of a big collection)
//! are read flat: the record is written as each move is resolved, with no game tree built and
//! walked again, which took a third of a worker's time. The rest (variations, a comment
//! before the first move, broken games) are read again into trees from their own text.
//!
//! Each batch is one transaction: a killed import keeps every batch committed before, and
//! importing the same file again stores only the rest (the others are duplicates).
//!
//! The position index rows are held in memory over many batches (up to [`INDEX_ROWS`]) and
//! written sorted in one transaction: written batch by batch, their random keys made every
//! commit rewrite most pages of the index, and a 100,000-game import slowed from 12,000 to
//! 8,000 games/s as the index grew. The games a killed import committed but had not indexed
//! yet are indexed from their records when the file is next opened (`indexed_through` in
//! `meta`).
//!
//! Into an empty database the import runs without the index of the duplicate hash (the games
//! table's only index; the searched fields are header slots, see `db::headers`): duplicates
//! are found in memory, and the index is made once from the finished table at the end,
//! several times cheaper than keeping it up to date game by game. A killed import leaves
//! `indexes_deferred` in `meta`, and the next opening of the file makes it.
//!
//! An import that has the file to itself (no other connection open, as for the command
//! line) writes through a rollback journal instead of the write-ahead log: the pages it adds
//! past the file's end are written once, where the log wrote every page twice (into the log,
//! then into the file at the checkpoint), and a tenth of an import's CPU went to the kernel's
//! copies of them. A killed import leaves a hot journal, which the next opening rolls back to
//! the last commit. When another connection has the file open (the app's queries), the mode
//! cannot change and the import keeps the log, which lets them read as it goes.
//!
//! With the log, a second connection checkpoints it into the file and syncs it every
//! [`SYNC_EVERY`], on a thread of its own that mostly waits for the disk. Why: the import
//! itself does not sync, and its end waited for the disk to take the whole file (1.0 s for a
//! million games, a twelfth of the import); synced as it goes, the end has only the last part
//! left.

use std::{
    fs::File,
    io::{self, BufRead, BufReader, Read},
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc::{Receiver, RecvTimeoutError, sync_channel},
    },
    time::{Duration, Instant},
};

use rusqlite::{Connection, OpenFlags};
use rustc_hash::FxHashSet;

use super::{
    Database, DbError,
    headers::HeaderWriter,
    move_code::MoveCode,
    position_index::PendingEntries,
    prepare::{PreparedGame, prepare_parts, prepare_with},
    record::{FlatRecord, MoveFacts},
    store::{NameIds, flush_index, insert_game},
};
use crate::formats::pgn::{
    Block, FlatGame, GameSplitter, PgnError, PgnErrorKind, PgnReader, TextPosition,
};

/// How an import runs.
#[derive(Clone, Debug)]
pub struct ImportOptions {
    /// Games per transaction.
    pub batch_games: usize,
    /// Set to stop the import between two games; what was read is committed.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for ImportOptions {
    fn default() -> ImportOptions {
        ImportOptions {
            batch_games: 5000,
            cancel: None,
        }
    }
}

/// Where an import stands.
#[derive(Clone, Debug, Default)]
pub struct ImportProgress {
    /// Games stored.
    pub imported: u64,
    /// Broken games skipped.
    pub skipped: u64,
    /// Games already stored.
    pub duplicates: u64,
    /// Bytes of the input file read so far (compressed bytes for a compressed file).
    pub bytes_read: u64,
    /// The input file's size, when known.
    pub bytes_total: Option<u64>,
    /// Time since the import began.
    pub elapsed: Duration,
}

impl ImportProgress {
    /// Games read (stored, duplicate or skipped) per second.
    pub fn games_per_second(&self) -> f64 {
        let games = (self.imported + self.skipped + self.duplicates) as f64;
        games / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Input bytes per second.
    pub fn bytes_per_second(&self) -> f64 {
        self.bytes_read as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The time left at the speed so far, from the bytes still to read.
    pub fn time_left(&self) -> Option<Duration> {
        let total = self.bytes_total?;
        let speed = self.bytes_per_second();
        (speed > 0.0)
            .then(|| Duration::from_secs_f64(total.saturating_sub(self.bytes_read) as f64 / speed))
    }
}

/// What an import tells its caller as it goes.
pub enum ImportEvent<'a> {
    /// A batch was committed.
    Progress(&'a ImportProgress),
    /// A game could not be read and was skipped.
    Skipped(&'a PgnError),
}

/// How an import ended.
#[derive(Clone, Debug, Default)]
pub struct ImportSummary {
    /// The final counts.
    pub progress: ImportProgress,
    /// Whether the cancel flag stopped it.
    pub cancelled: bool,
}

/// Counts the bytes read from the file (before decompression), for progress.
struct CountingReader<R> {
    inner: R,
    count: Arc<AtomicU64>,
}

impl<R: Read> Read for CountingReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// A PGN input: the text stream, the file size and the counter of bytes read.
pub struct PgnInput {
    /// The decompressed text.
    pub text: Box<dyn Read + Send>,
    /// The file's size.
    pub bytes_total: Option<u64>,
    /// Bytes of the file read so far.
    pub bytes_read: Arc<AtomicU64>,
}

/// Opens a PGN file, decompressing gzip or zstd when its first bytes say so.
pub fn open_pgn(path: &Path) -> Result<PgnInput, DbError> {
    let input = |source| DbError::Input {
        path: path.to_owned(),
        source,
    };
    let file = File::open(path).map_err(input)?;
    let bytes_total = file.metadata().ok().map(|m| m.len());
    let bytes_read = Arc::new(AtomicU64::new(0));
    let mut buffered = BufReader::with_capacity(
        1 << 16,
        CountingReader {
            inner: file,
            count: Arc::clone(&bytes_read),
        },
    );
    let magic = buffered.fill_buf().map_err(input)?;
    let text: Box<dyn Read + Send> = if magic.starts_with(&[0x1F, 0x8B]) {
        Box::new(flate2::read::MultiGzDecoder::new(buffered))
    } else if magic.starts_with(&[0x28, 0xB5, 0x2F, 0xFD]) {
        Box::new(zstd::stream::read::Decoder::with_buffer(buffered).map_err(input)?)
    } else {
        Box::new(buffered)
    };
    Ok(PgnInput {
        text,
        bytes_total,
        bytes_read,
    })
}

/// Bytes of PGN text a worker reads at a time (about a thousand games).
const BLOCK_BYTES: usize = 1 << 20;

/// Threads reading and preparing games: one a core (the splitter's scan and the writer
/// share them), at least two.
fn parse_workers() -> usize {
    std::thread::available_parallelism()
        .map_or(2, std::num::NonZero::get)
        .clamp(2, 8)
}

/// Reads and prepares the games of one block; a read error of the stream becomes an
/// [`PgnErrorKind::Io`] item, which ends the import.
fn read_block(block: io::Result<Block>, index_plies: usize, code: MoveCode) -> Vec<Item> {
    let block = match block {
        Ok(block) => block,
        Err(e) => {
            return vec![Item::Broken(PgnError {
                game: 0,
                at: TextPosition::default(),
                text: String::new(),
                kind: PgnErrorKind::Io(e.to_string()),
            })];
        }
    };
    // Game numbers count from the block's first game; the writer makes them the file's.
    let mut reader = PgnReader::starting_at(&block.bytes[..], block.offset, block.line, 0);
    // Most games are read flat, their records written as the moves are resolved; the rest
    // (variations, odd comments, errors) are read again into a tree. Move codes and index
    // keys are taken as the reader resolves each move either way.
    let mut record = FlatRecord::new(index_plies, code);
    let mut facts = MoveFacts::new(index_plies, code);
    let mut items = Vec::new();
    loop {
        let Some(read) = reader.read_flat_game(&mut record) else {
            return items;
        };
        let item = match read {
            Ok(FlatGame::Read { tags, result }) => {
                Item::Game(Box::new(prepare_parts(&tags, result, record.take())))
            }
            Ok(FlatGame::Other { start, end }) => {
                let games_before = reader.games_begun().saturating_sub(1);
                match read_tree(&block, start, end, games_before, &mut facts) {
                    Some(item) => item,
                    None => continue,
                }
            }
            Err(e) => Item::Broken(e),
        };
        items.push(item);
    }
}

/// Reads the game of `block` that runs from `start` to the byte offset `end` into a tree and
/// prepares it (`None` if the text holds no game, which the flat reader never leaves).
fn read_tree(
    block: &Block,
    start: TextPosition,
    end: u64,
    games_before: usize,
    facts: &mut MoveFacts,
) -> Option<Item> {
    let local = |offset: u64| usize::try_from(offset.saturating_sub(block.offset)).ok();
    let text = block.bytes.get(local(start.offset)?..local(end)?)?;
    let mut reader = PgnReader::resuming_at(text, start, games_before);
    facts.clear();
    Some(match reader.read_game_observed(facts)? {
        Ok(game) => Item::Game(Box::new(prepare_with(&game, facts))),
        Err(e) => Item::Broken(e),
    })
}

/// Reads and prepares the games of one block as an import's workers do, and says how many
/// games (broken ones included) it held: the reading half of an import alone, for
/// benchmarks.
pub fn prepare_block(block: Block, index_plies: usize, code: MoveCode) -> usize {
    read_block(Ok(block), index_plies, code).len()
}

/// Prepared blocks a worker may hold for the writer: enough to keep reading through an index
/// flush (the writer's pause of 0.5-0.8 s, when a core would otherwise idle; a worker
/// prepares a block in 10-20 ms), at about 1.5 MB a block.
const PREPARED_BLOCKS_QUEUED: usize = 64;

/// What a preparing worker hands the writer.
enum Item {
    Game(Box<PreparedGame>),
    Broken(PgnError),
}

/// How often the import's log is checkpointed into the file and synced, in the background.
const SYNC_EVERY: Duration = Duration::from_secs(2);

/// Checkpoints `path`'s write-ahead log into the file and syncs both (SQLite's `NORMAL`
/// checkpoint), every [`SYNC_EVERY`] and once more when `done` is dropped; a `PASSIVE`
/// checkpoint waits for nobody and copies what no reader still needs. A failure only
/// leaves the work to the next checkpoint (the import's own, at the latest).
fn keep_synced(path: &Path, done: &Receiver<()>) {
    let Ok(conn) = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    ) else {
        return;
    };
    if conn.execute_batch("PRAGMA synchronous = NORMAL").is_err() {
        return;
    }
    loop {
        let finished = match done.recv_timeout(SYNC_EVERY) {
            Ok(()) | Err(RecvTimeoutError::Timeout) => false,
            Err(RecvTimeoutError::Disconnected) => true,
        };
        let _ = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
        if finished {
            return;
        }
    }
}

/// Index entries held before they are written (16 bytes each): about 120,000 games.
const INDEX_ROWS: usize = 3_000_000;

/// Game hashes held in memory while the hash index is deferred (16 bytes or so each);
/// past this the unique hash index is made and checks the rest.
const MAX_HASHES: usize = 20_000_000;

impl Database {
    /// Imports one PGN file (plain, gzip or zstd).
    pub fn import_file(
        &mut self,
        path: &Path,
        options: &ImportOptions,
        on_event: &mut dyn FnMut(ImportEvent<'_>),
    ) -> Result<ImportSummary, DbError> {
        let input = open_pgn(path)?;
        self.import(input, options, on_event).map_err(|e| match e {
            DbError::Input { source, .. } => DbError::Input {
                path: path.to_owned(),
                source,
            },
            e => e,
        })
    }

    /// Imports the games of `input`.
    ///
    /// SQLite does not sync the file while an import runs (`synchronous = OFF`): a killed
    /// process loses nothing it had handed the operating system, so every committed batch
    /// survives it (through the log, or through the hot journal the next opening rolls
    /// back); only a crash of the machine itself could lose, or damage, what was written
    /// since the last sync. `NORMAL` is set back at the end.
    pub fn import(
        &mut self,
        input: PgnInput,
        options: &ImportOptions,
        on_event: &mut dyn FnMut(ImportEvent<'_>),
    ) -> Result<ImportSummary, DbError> {
        self.conn
            .execute_batch("PRAGMA synchronous = OFF")
            .map_err(|e| self.sqlite(e))?;
        let rollback = self.leave_wal();
        let imported = self.import_unsynced(input, !rollback, options, on_event);
        if rollback {
            // Another connection opened meanwhile would keep the file from changing mode;
            // then the next opening sets the log back.
            let _ = self
                .conn
                .query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0));
        }
        let restored = self
            .conn
            .execute_batch("PRAGMA synchronous = NORMAL")
            .map_err(|e| self.sqlite(e));
        let summary = imported?;
        restored?;
        Ok(summary)
    }

    /// Switches the file to a rollback journal when no other connection has it open (see
    /// the module's documentation); whether it did. Never waits: a busy file keeps its log.
    fn leave_wal(&self) -> bool {
        let conn = &self.conn;
        if conn.busy_timeout(Duration::ZERO).is_err() {
            return false;
        }
        let mode = conn.query_row("PRAGMA journal_mode = DELETE", [], |r| {
            r.get::<_, String>(0)
        });
        let _ = conn.busy_timeout(super::BUSY_TIMEOUT);
        mode.is_ok_and(|mode| mode.eq_ignore_ascii_case("delete"))
    }

    fn import_unsynced(
        &mut self,
        input: PgnInput,
        wal: bool,
        options: &ImportOptions,
        on_event: &mut dyn FnMut(ImportEvent<'_>),
    ) -> Result<ImportSummary, DbError> {
        let started = Instant::now();
        let index_plies = self.index_plies;
        let code = self.move_code;
        let cancel = options.cancel.clone().unwrap_or_default();
        let PgnInput {
            text,
            bytes_total,
            bytes_read,
        } = input;
        // The text is cut into blocks of whole games on one thread (a cheap scan), the
        // blocks are read and prepared (moves encoded, index rows, tags) round-robin on the
        // workers, and the writer takes their results round-robin too, so the games keep the
        // file's order.
        let workers = parse_workers();
        let mut block_senders = Vec::with_capacity(workers);
        let mut block_receivers = Vec::with_capacity(workers);
        let mut item_senders = Vec::with_capacity(workers);
        let mut item_receivers = Vec::with_capacity(workers);
        for _ in 0..workers {
            let (sender, receiver) = sync_channel::<io::Result<Block>>(2);
            block_senders.push(sender);
            block_receivers.push(receiver);
            let (sender, receiver) = sync_channel::<Vec<Item>>(PREPARED_BLOCKS_QUEUED);
            item_senders.push(sender);
            item_receivers.push(receiver);
        }
        let deferred = self.defer_games_indexes().map_err(|e| self.sqlite(e))?;
        let (writing, sync_done) = sync_channel::<()>(0);
        let path = self.path.clone();
        std::thread::scope(|scope| {
            if wal {
                scope.spawn(move || keep_synced(&path, &sync_done));
            }
            for (blocks, items) in block_receivers.into_iter().zip(item_senders) {
                scope.spawn(move || {
                    for block in blocks {
                        if items.send(read_block(block, index_plies, code)).is_err() {
                            return;
                        }
                    }
                });
            }
            let splitter_cancel = Arc::clone(&cancel);
            scope.spawn(move || {
                let mut splitter = GameSplitter::new(text, BLOCK_BYTES);
                let mut sent = 0usize;
                while !splitter_cancel.load(Ordering::Relaxed) {
                    let Some(block) = splitter.next_block() else {
                        break;
                    };
                    // The writer may have stopped (error or cancel): then nobody needs the rest.
                    if block_senders[sent % workers].send(block).is_err() {
                        return;
                    }
                    sent += 1;
                }
            });
            let mut writer = Writer {
                db: self,
                names: NameIds::default(),
                headers: HeaderWriter::default(),
                // Room for a flush's rows and the batch that passes the mark, so the list is
                // never copied to grow (the pages are touched only as rows arrive).
                pending: PendingEntries::with_capacity(
                    INDEX_ROWS + options.batch_games.max(1) * (index_plies + 1),
                ),
                hashes: deferred.then(FxHashSet::default),
                first_unindexed: None,
                last_stored: None,
                in_batch: 0,
                games_read: 0,
                progress: ImportProgress {
                    bytes_total,
                    ..ImportProgress::default()
                },
            };
            let chunks = (0..).map_while(|i| item_receivers[i % workers].recv().ok());
            let outcome = writer.run(
                chunks,
                options.batch_games.max(1),
                &cancel,
                &bytes_read,
                started,
                on_event,
            );
            // Unblocks the workers (and through them the reader) if the writer stopped early.
            drop(item_receivers);
            drop(writing);
            outcome
        })
    }
}

struct Writer<'a> {
    db: &'a Database,
    names: NameIds,
    /// The header slots of the batch, written before its commit.
    headers: HeaderWriter,
    /// Index entries of the games committed since the last flush.
    pending: PendingEntries,
    /// The hashes of the games stored, while the unique hash index is deferred: duplicates
    /// are found here instead.
    hashes: Option<FxHashSet<i64>>,
    first_unindexed: Option<i64>,
    last_stored: Option<i64>,
    in_batch: usize,
    /// Games read so far (stored, duplicate or broken): a broken game's number in the file.
    games_read: usize,
    progress: ImportProgress,
}

impl Writer<'_> {
    fn run(
        &mut self,
        chunks: impl Iterator<Item = Vec<Item>>,
        batch_games: usize,
        cancel: &AtomicBool,
        bytes_read: &AtomicU64,
        started: Instant,
        on_event: &mut dyn FnMut(ImportEvent<'_>),
    ) -> Result<ImportSummary, DbError> {
        let mut input_error = None;
        'chunks: for chunk in chunks {
            for item in chunk {
                if cancel.load(Ordering::Relaxed) {
                    break 'chunks;
                }
                self.games_read += 1;
                match item {
                    Item::Game(game) => self.store(&game)?,
                    Item::Broken(mut e) => {
                        e.game = self.games_read;
                        if let PgnErrorKind::Io(message) = &e.kind {
                            input_error = Some(message.clone());
                            break 'chunks;
                        }
                        self.progress.skipped += 1;
                        on_event(ImportEvent::Skipped(&e));
                    }
                }
                if self.in_batch >= batch_games {
                    self.commit()?;
                    self.report(bytes_read, started, on_event);
                }
            }
        }
        self.commit()?;
        self.flush_index()?;
        self.db
            .make_deferred_indexes()
            .map_err(|e| self.db.sqlite(e))?;
        self.report(bytes_read, started, on_event);
        if let Some(message) = input_error {
            return Err(DbError::Input {
                path: self.db.path.clone(),
                source: std::io::Error::other(message),
            });
        }
        Ok(ImportSummary {
            progress: self.progress.clone(),
            cancelled: cancel.load(Ordering::Relaxed),
        })
    }

    fn store(&mut self, game: &PreparedGame) -> Result<(), DbError> {
        let conn = &self.db.conn;
        if self.in_batch == 0 {
            conn.execute_batch("BEGIN").map_err(|e| self.db.sqlite(e))?;
        }
        self.in_batch += 1;
        if let Some(hashes) = &mut self.hashes
            && !hashes.insert(game.hash)
        {
            self.progress.duplicates += 1;
            return Ok(());
        }
        match insert_game(conn, &mut self.names, &mut self.headers, game)
            .map_err(|e| self.db.sqlite(e))?
        {
            Some(id) => {
                self.progress.imported += 1;
                self.pending.push(id, game.positions.iter().copied());
                self.first_unindexed.get_or_insert(id);
                self.last_stored = Some(id);
            }
            None => self.progress.duplicates += 1,
        }
        Ok(())
    }

    fn commit(&mut self) -> Result<(), DbError> {
        if self.in_batch == 0 {
            return Ok(());
        }
        let conn = &self.db.conn;
        self.db.forget_headers();
        self.headers
            .write(conn)
            .and_then(|()| conn.execute_batch("COMMIT"))
            .map_err(|e| {
                let _ = conn.execute_batch("ROLLBACK");
                self.db.sqlite(e)
            })?;
        self.in_batch = 0;
        if self
            .hashes
            .as_ref()
            .is_some_and(|hashes| hashes.len() >= MAX_HASHES)
        {
            // Memory stays bounded: the unique index takes over from here.
            self.hashes = None;
            self.db
                .conn
                .execute_batch(super::schema::GAMES_HASH_INDEX)
                .map_err(|e| self.db.sqlite(e))?;
        }
        if self.pending.len() >= INDEX_ROWS {
            self.flush_index()?;
        }
        Ok(())
    }

    /// Writes the index rows held so far (of the games committed since the last flush).
    fn flush_index(&mut self) -> Result<(), DbError> {
        let (Some(first), Some(last)) = (self.first_unindexed, self.last_stored) else {
            return Ok(());
        };
        flush_index(&self.db.conn, &mut self.pending, first, last)
            .map_err(|e| self.db.sqlite(e))?;
        self.first_unindexed = None;
        Ok(())
    }

    fn report(
        &mut self,
        bytes_read: &AtomicU64,
        started: Instant,
        on_event: &mut dyn FnMut(ImportEvent<'_>),
    ) {
        self.progress.bytes_read = bytes_read.load(Ordering::Relaxed);
        self.progress.elapsed = started.elapsed();
        on_event(ImportEvent::Progress(&self.progress));
    }
}

#[cfg(test)]
#[path = "import_tests.rs"]
mod tests;
