//! Memory hints for large, randomly accessed tables (the transposition table), kept here so
//! that the search itself stays free of `unsafe`.

use std::mem::MaybeUninit;

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

/// Asks Linux to back `memory` with 2 MiB pages (transparent huge pages) when it is first
/// touched: one TLB entry then covers 512 times more of a table probed at random, which
/// saves a page walk on most probes. Call it before writing to the memory. Only a hint:
/// ignored where the system does not offer it.
pub fn advise_huge_pages<T>(memory: &[MaybeUninit<T>]) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = memory.as_ptr() as usize;
        let end = start + std::mem::size_of_val(memory);
        // madvise wants a page-aligned start; the kernel uses huge pages for every whole,
        // aligned 2 MiB inside the range.
        let aligned = start.next_multiple_of(PAGE);
        if end > aligned {
            // SAFETY: the range lies inside `memory`, which this process owns; MADV_HUGEPAGE
            // changes neither the contents nor the validity of the pages, only how they are
            // backed. A failure (no THP support) leaves everything as it was.
            unsafe {
                libc::madvise(
                    aligned as *mut libc::c_void,
                    end - aligned,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = memory;
}
