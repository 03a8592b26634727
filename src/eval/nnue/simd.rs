//! The vector kernels of inference: accumulator updates and the output layer's activated dot
//! products. Each has a portable version and an AVX2 version chosen at run time; both use
//! wrapping integer arithmetic in the same association-free way, so results are bit-identical
//! (tested below and in `tests/nnue_ours.rs`).

/// Which implementation runs the kernels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// Plain Rust, any CPU.
    Portable,
    /// AVX2 intrinsics (only constructed when the CPU has AVX2).
    Avx2,
}

impl Backend {
    /// The fastest backend this CPU supports.
    pub fn detect() -> Backend {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2") {
                return Backend::Avx2;
            }
        }
        Backend::Portable
    }

    /// Every backend this CPU can run (for differential tests).
    pub fn available() -> Vec<Backend> {
        let mut all = vec![Backend::Portable];
        if Backend::detect() == Backend::Avx2 {
            all.push(Backend::Avx2);
        }
        all
    }
}

/// `acc += row`, element-wise with i16 wrap-around.
#[inline]
pub fn add_assign(backend: Backend, acc: &mut [i16], row: &[i16]) {
    #[cfg(target_arch = "x86_64")]
    if backend == Backend::Avx2 {
        // SAFETY: `Backend::Avx2` is only produced by `detect` when the CPU has AVX2.
        unsafe { avx2::add_assign(acc, row) };
        return;
    }
    let _ = backend;
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*r);
    }
}

/// `acc -= row`, element-wise with i16 wrap-around.
#[inline]
pub fn sub_assign(backend: Backend, acc: &mut [i16], row: &[i16]) {
    #[cfg(target_arch = "x86_64")]
    if backend == Backend::Avx2 {
        // SAFETY: `Backend::Avx2` is only produced by `detect` when the CPU has AVX2.
        unsafe { avx2::sub_assign(acc, row) };
        return;
    }
    let _ = backend;
    for (a, r) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*r);
    }
}

/// Σ clamp(acc, 0, qa)² · w, computed as `(v·w as i16)·v` like the trainer's quantisation
/// assumes (|w| · qa must fit in an i16).
#[inline]
pub fn screlu_dot(backend: Backend, acc: &[i16], w: &[i16], qa: i16) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if backend == Backend::Avx2 {
        // SAFETY: `Backend::Avx2` is only produced by `detect` when the CPU has AVX2.
        return unsafe { avx2::screlu_dot(acc, w, qa) };
    }
    let _ = backend;
    screlu_dot_portable(acc, w, qa)
}

fn screlu_dot_portable(acc: &[i16], w: &[i16], qa: i16) -> i32 {
    let mut sum = 0i32;
    for (&a, &w) in acc.iter().zip(w) {
        let v = a.clamp(0, qa);
        let vw = v.wrapping_mul(w);
        sum = sum.wrapping_add(i32::from(vw) * i32::from(v));
    }
    sum
}

/// Σ clamp(acc, 0, qa) · w.
#[inline]
pub fn crelu_dot(backend: Backend, acc: &[i16], w: &[i16], qa: i16) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if backend == Backend::Avx2 {
        // SAFETY: `Backend::Avx2` is only produced by `detect` when the CPU has AVX2.
        return unsafe { avx2::crelu_dot(acc, w, qa) };
    }
    let _ = backend;
    crelu_dot_portable(acc, w, qa)
}

fn crelu_dot_portable(acc: &[i16], w: &[i16], qa: i16) -> i32 {
    let mut sum = 0i32;
    for (&a, &w) in acc.iter().zip(w) {
        sum = sum.wrapping_add(i32::from(a.clamp(0, qa)) * i32::from(w));
    }
    sum
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use std::arch::x86_64::*;

    const LANES: usize = 16;

    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn add_assign(acc: &mut [i16], row: &[i16]) {
        let n = acc.len().min(row.len());
        let chunks = n / LANES;
        for i in 0..chunks {
            // SAFETY: i * LANES + LANES <= n, within both slices; unaligned loads/stores.
            unsafe {
                let pa = acc.as_mut_ptr().add(i * LANES) as *mut __m256i;
                let pr = row.as_ptr().add(i * LANES) as *const __m256i;
                let sum = _mm256_add_epi16(_mm256_loadu_si256(pa), _mm256_loadu_si256(pr));
                _mm256_storeu_si256(pa, sum);
            }
        }
        for i in chunks * LANES..n {
            acc[i] = acc[i].wrapping_add(row[i]);
        }
    }

    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn sub_assign(acc: &mut [i16], row: &[i16]) {
        let n = acc.len().min(row.len());
        let chunks = n / LANES;
        for i in 0..chunks {
            // SAFETY: i * LANES + LANES <= n, within both slices; unaligned loads/stores.
            unsafe {
                let pa = acc.as_mut_ptr().add(i * LANES) as *mut __m256i;
                let pr = row.as_ptr().add(i * LANES) as *const __m256i;
                let diff = _mm256_sub_epi16(_mm256_loadu_si256(pa), _mm256_loadu_si256(pr));
                _mm256_storeu_si256(pa, diff);
            }
        }
        for i in chunks * LANES..n {
            acc[i] = acc[i].wrapping_sub(row[i]);
        }
    }

    #[target_feature(enable = "avx2")]
    fn horizontal_sum(v: __m256i) -> i32 {
        let lo = _mm256_castsi256_si128(v);
        let hi = _mm256_extracti128_si256::<1>(v);
        let s = _mm_add_epi32(lo, hi);
        let s = _mm_add_epi32(s, _mm_shuffle_epi32::<0b01_00_11_10>(s));
        let s = _mm_add_epi32(s, _mm_shuffle_epi32::<0b10_11_00_01>(s));
        _mm_cvtsi128_si32(s)
    }

    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn screlu_dot(acc: &[i16], w: &[i16], qa: i16) -> i32 {
        let n = acc.len().min(w.len());
        let chunks = n / LANES;
        let zero = _mm256_setzero_si256();
        let max = _mm256_set1_epi16(qa);
        let mut sum = _mm256_setzero_si256();
        for i in 0..chunks {
            // SAFETY: i * LANES + LANES <= n, within both slices; unaligned loads.
            let (a, b) = unsafe {
                (
                    _mm256_loadu_si256(acc.as_ptr().add(i * LANES) as *const __m256i),
                    _mm256_loadu_si256(w.as_ptr().add(i * LANES) as *const __m256i),
                )
            };
            let v = _mm256_min_epi16(_mm256_max_epi16(a, zero), max);
            let vw = _mm256_mullo_epi16(v, b);
            sum = _mm256_add_epi32(sum, _mm256_madd_epi16(vw, v));
        }
        let mut total = horizontal_sum(sum);
        for i in chunks * LANES..n {
            let v = acc[i].clamp(0, qa);
            total = total.wrapping_add(i32::from(v.wrapping_mul(w[i])) * i32::from(v));
        }
        total
    }

    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn crelu_dot(acc: &[i16], w: &[i16], qa: i16) -> i32 {
        let n = acc.len().min(w.len());
        let chunks = n / LANES;
        let zero = _mm256_setzero_si256();
        let max = _mm256_set1_epi16(qa);
        let mut sum = _mm256_setzero_si256();
        for i in 0..chunks {
            // SAFETY: i * LANES + LANES <= n, within both slices; unaligned loads.
            let (a, b) = unsafe {
                (
                    _mm256_loadu_si256(acc.as_ptr().add(i * LANES) as *const __m256i),
                    _mm256_loadu_si256(w.as_ptr().add(i * LANES) as *const __m256i),
                )
            };
            let v = _mm256_min_epi16(_mm256_max_epi16(a, zero), max);
            sum = _mm256_add_epi32(sum, _mm256_madd_epi16(v, b));
        }
        let mut total = horizontal_sum(sum);
        for i in chunks * LANES..n {
            total = total.wrapping_add(i32::from(acc[i].clamp(0, qa)) * i32::from(w[i]));
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pseudo_random(n: usize, seed: u64, range: i16) -> Vec<i16> {
        let mut s = seed;
        (0..n)
            .map(|_| {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((s >> 33) as i64 % (2 * i64::from(range) + 1) - i64::from(range)) as i16
            })
            .collect()
    }

    #[test]
    fn backends_are_bit_identical() {
        for n in [1, 15, 16, 17, 64, 256, 300] {
            let acc = pseudo_random(n, 1 + n as u64, 400);
            let w = pseudo_random(n, 99 + n as u64, 127);
            let reference = (
                screlu_dot(Backend::Portable, &acc, &w, 255),
                crelu_dot(Backend::Portable, &acc, &w, 255),
            );
            for backend in Backend::available() {
                assert_eq!(
                    screlu_dot(backend, &acc, &w, 255),
                    reference.0,
                    "{backend:?} n={n}"
                );
                assert_eq!(
                    crelu_dot(backend, &acc, &w, 255),
                    reference.1,
                    "{backend:?} n={n}"
                );
                let mut a = acc.clone();
                add_assign(backend, &mut a, &w);
                sub_assign(backend, &mut a, &w);
                sub_assign(backend, &mut a, &w);
                let mut b = acc.clone();
                sub_assign(Backend::Portable, &mut b, &w);
                assert_eq!(a, b);
            }
        }
    }
}
