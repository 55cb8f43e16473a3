// Keeping freed frame memory in the process while frames stream through.
//
// What: tells glibc's malloc to serve blocks up to 32 MiB from its heap and not to hand freed
// memory back to the kernel until 512 MiB of it are free. Why: `render inspect` allocates and frees
// a pixmap, a mask and conversion buffers for every video frame (about 12 MB each at @3x); by
// default each large block is a fresh mapping or the heap is trimmed after it, so every page
// of every frame faults in anew: 178 000 minor faults for the 150 frames of the hero MP4,
// 0.3 s of system time. Reused, 52 000 faults and 0.13 s; the peak stays where the batch
// budget puts it (FrameBatch), as the freed blocks are the next frame's.

@_implementationOnly import CLibcExtras

enum FreedPages {
  /// Keeps freed blocks for reuse (see the file's header); once per process.
  static func keepForReuse() {
    // glibc takes at most 32 MiB here (half its per-thread heap) and ignores larger values; a
    // frame's blocks are well below it.
    _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
    _ = mallopt(M_TOP_PAD, 64 << 20)
  }
}
