//! A cache prefetch hint, kept here so that the search itself stays free of `unsafe`.

/// Asks the CPU to start loading the cache line of `value` without waiting for it: a later
/// read then finds it in the cache. On x86-64 this is `prefetcht0`; elsewhere nothing (a plain
/// read would stall until the line arrives, which is what the hint avoids).
#[inline]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let address = std::ptr::from_ref(value).cast::<i8>();
        // SAFETY: a prefetch is only a hint: it never faults and changes no memory, and the
        // address comes from a live reference anyway. SSE is part of every x86-64 CPU.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(address) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}
