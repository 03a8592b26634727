//! [`ArrayVec`]: a fixed-capacity list on the stack whose unused slots are never written.
//!
//! The search makes move lists and their sort keys at every node; filling 256 slots that are
//! then overwritten cost more than the moves themselves. Only the first `len` slots are ever
//! read, and each was written by `push` first, which is the invariant the `unsafe` below
//! relies on.

use std::mem::MaybeUninit;

/// Up to `N` values of a `Copy` type, stored inline.
pub struct ArrayVec<T: Copy, const N: usize> {
    items: [MaybeUninit<T>; N],
    len: usize,
}

impl<T: Copy, const N: usize> ArrayVec<T, N> {
    /// An empty list (nothing is written).
    #[inline]
    pub const fn new() -> ArrayVec<T, N> {
        ArrayVec {
            items: [MaybeUninit::uninit(); N],
            len: 0,
        }
    }

    /// Appends `value`; returns `false` (and drops it) when the list is full.
    #[inline]
    pub fn push(&mut self, value: T) -> bool {
        match self.items.get_mut(self.len) {
            Some(slot) => {
                slot.write(value);
                self.len += 1;
                true
            }
            None => false,
        }
    }

    /// The number of values.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Removes every value.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The values as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        let items = &self.items[..self.len];
        // SAFETY: the first `len` slots were each written by `push` (`len` only grows there,
        // one slot at a time), and `MaybeUninit<T>` has the layout of `T`.
        unsafe { &*(std::ptr::from_ref(items) as *const [T]) }
    }

    /// The values as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let items = &mut self.items[..self.len];
        // SAFETY: as in `as_slice`; writes through the slice keep the slots initialised.
        unsafe { &mut *(std::ptr::from_mut(items) as *mut [T]) }
    }
}

impl<T: Copy, const N: usize> Default for ArrayVec<T, N> {
    fn default() -> ArrayVec<T, N> {
        ArrayVec::new()
    }
}

impl<T: Copy, const N: usize> Clone for ArrayVec<T, N> {
    fn clone(&self) -> ArrayVec<T, N> {
        // `MaybeUninit<T>` is `Copy` for `T: Copy`: the unwritten slots are copied as they are.
        ArrayVec {
            items: self.items,
            len: self.len,
        }
    }
}

impl<T: Copy + std::fmt::Debug, const N: usize> std::fmt::Debug for ArrayVec<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::ArrayVec;

    #[test]
    fn push_read_and_overflow() {
        let mut list: ArrayVec<u16, 3> = ArrayVec::new();
        assert!(list.is_empty());
        assert!(list.push(1) && list.push(2) && list.push(3));
        assert!(!list.push(4), "a full list refuses more");
        assert_eq!(list.as_slice(), &[1, 2, 3]);
        list.as_mut_slice().swap(0, 2);
        let copy = list.clone();
        assert_eq!(copy.as_slice(), &[3, 2, 1]);
        list.clear();
        assert_eq!(list.len(), 0);
        assert_eq!(list.as_slice(), &[] as &[u16]);
    }
}
