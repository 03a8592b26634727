//! Fair CPU sharing between the engines analysing together: the machine's cores split evenly
//! among the running engines, at least one thread each.

/// The threads each of `running` engines gets from `cores` cores: an even split, the first
/// engines taking one more when the cores do not divide evenly, and never fewer than one
/// (more engines than cores oversubscribe rather than leave an engine without a thread).
pub fn fair_threads(cores: u32, running: usize) -> Vec<u32> {
    let Ok(count) = u32::try_from(running) else {
        return vec![1; running];
    };
    if count == 0 {
        return Vec::new();
    }
    let base = (cores / count).max(1);
    let extra = if cores > count { cores % count } else { 0 };
    (0..count).map(|i| base + u32::from(i < extra)).collect()
}

/// The cores this machine offers (1 when it cannot tell).
pub fn machine_cores() -> u32 {
    std::thread::available_parallelism()
        .ok()
        .and_then(|n| u32::try_from(n.get()).ok())
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cores_split_evenly_at_least_one_each() {
        assert_eq!(fair_threads(16, 3), [6, 5, 5]);
        assert_eq!(fair_threads(8, 2), [4, 4]);
        assert_eq!(fair_threads(2, 1), [2]);
        assert_eq!(fair_threads(2, 3), [1, 1, 1], "at least one each");
        assert_eq!(fair_threads(1, 2), [1, 1]);
        assert!(fair_threads(4, 0).is_empty());
        for cores in 1..=32 {
            for running in 1..=8 {
                let split = fair_threads(cores, running);
                assert_eq!(split.len(), running);
                let total: u32 = split.iter().sum();
                assert_eq!(total, cores.max(running as u32), "{cores} cores, {running}");
                let (min, max) = (split.iter().min(), split.iter().max());
                assert!(max.zip(min).is_some_and(|(a, b)| a - b <= 1));
            }
        }
    }
}
