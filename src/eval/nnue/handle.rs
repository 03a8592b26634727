//! [`NetHandle`]: the network an engine currently uses, shared by all its search threads'
//! evaluators, so `setoption name EvalFile` can switch nets between searches.
//!
//! Evaluators look at the handle's generation counter when a search starts
//! ([`crate::eval::Evaluator::reset`]) and pick up a new network then; during a search
//! nothing is locked.

use std::{
    path::Path,
    sync::{
        Arc, Mutex, PoisonError,
        atomic::{AtomicU64, Ordering},
    },
};

use super::{EmbeddedNet, NetError, Network, load_net};

/// A switchable, shared network.
#[derive(Clone, Debug)]
pub struct NetHandle {
    current: Arc<Mutex<Current>>,
    generation: Arc<AtomicU64>,
}

#[derive(Debug)]
struct Current {
    net: Arc<Network>,
    /// The file name, or [`EMBEDDED_NAME`] for either embedded network.
    name: String,
    /// Which embedded network is in use, when `name` is [`EMBEDDED_NAME`].
    embedded: EmbeddedNet,
}

/// What `EvalFile` shows for the embedded network.
pub const EMBEDDED_NAME: &str = "<embedded>";

impl NetHandle {
    /// A handle holding `net`, shown as `name`.
    pub fn new(net: Arc<Network>, name: &str) -> NetHandle {
        NetHandle {
            current: Arc::new(Mutex::new(Current {
                net,
                name: name.to_owned(),
                embedded: EmbeddedNet::Default,
            })),
            generation: Arc::new(AtomicU64::new(0)),
        }
    }

    /// A handle holding the embedded default network.
    pub fn embedded() -> Result<NetHandle, NetError> {
        Ok(NetHandle::new(
            Arc::new(Network::embedded()?),
            EMBEDDED_NAME,
        ))
    }

    /// The network in use now.
    pub fn current(&self) -> Arc<Network> {
        self.current
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .net
            .clone()
    }

    /// The file name (or [`EMBEDDED_NAME`]) of the network in use.
    pub fn name(&self) -> String {
        self.current
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .name
            .clone()
    }

    /// Changes whenever the network is replaced.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Replaces the network.
    pub fn set(&self, net: Arc<Network>, name: &str) {
        *self.current.lock().unwrap_or_else(PoisonError::into_inner) = Current {
            net,
            name: name.to_owned(),
            embedded: EmbeddedNet::Default,
        };
        self.generation.fetch_add(1, Ordering::AcqRel);
    }

    /// While an embedded network is in use (no `EvalFile` chosen), switches to `which`: the
    /// strength levels play with the networks they were calibrated with, so a new default
    /// network does not move every level's strength. A chosen file is left alone.
    pub fn use_embedded(&self, which: EmbeddedNet) -> Result<(), NetError> {
        let mut current = self.current.lock().unwrap_or_else(PoisonError::into_inner);
        if current.name != EMBEDDED_NAME || current.embedded == which {
            return Ok(());
        }
        current.net = Arc::new(Network::embedded_as(which)?);
        current.embedded = which;
        self.generation.fetch_add(1, Ordering::AcqRel);
        Ok(())
    }

    /// The embedded network in use, or `None` when a file was chosen.
    pub fn embedded_in_use(&self) -> Option<EmbeddedNet> {
        let current = self.current.lock().unwrap_or_else(PoisonError::into_inner);
        (current.name == EMBEDDED_NAME).then_some(current.embedded)
    }

    /// Loads `path` (either format; empty or [`EMBEDDED_NAME`] for the embedded net) and
    /// switches to it, returning its description. On error the current network stays.
    pub fn load(&self, path: &str) -> Result<String, NetError> {
        let trimmed = path.trim();
        let (net, name) = if trimmed.is_empty() || trimmed == EMBEDDED_NAME {
            (Network::embedded()?, EMBEDDED_NAME.to_owned())
        } else {
            (load_net(Path::new(trimmed))?, trimmed.to_owned())
        };
        let description = net.describe();
        self.set(Arc::new(net), &name);
        Ok(description)
    }
}
