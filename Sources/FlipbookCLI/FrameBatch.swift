import Raster

/// How many decoded video frames an input hands over at once.
///
/// Frames arrive in batches so decoding and measuring use every core, but a batch of large
/// frames multiplies: four 4096 × 4096 PNGs of 33 KB each took 440 MB decoded side by side
/// on 2 cores, and the batch grows with the cores. A batch therefore also stops at
/// ``maximumBytes`` of pixels (and holds at least one frame).
enum FrameBatch {
  /// The most bytes of decoded frames one batch holds: 96 MiB, one frame at the video or PNG
  /// pixel budget (64 and 128 MiB), 8 of Flipbook's own 1179 × 2556 frames (12 MB). With
  /// the decoder's own budget this keeps `render inspect` of any video under 400 MB: about
  /// 50 MB of process, 112 MiB of decoder frames (and the decoder's tables beside them), a
  /// 64 MiB conversion frame, the batch and the segmentation masks (1 byte per pixel); the
  /// costliest video of the fuzz corpus peaks at 352 MB.
  static let maximumBytes = 96 << 20

  /// How many of the frames whose pixel counts are `pixels`, taken in order, one batch holds:
  /// as many as fit in ``maximumBytes``, at least one.
  static func count(ofFramesOf pixels: [Int]) -> Int {
    var bytes = 0
    for (k, count) in pixels.enumerated() {
      let (frame, overflow) = count.multipliedReportingOverflow(by: 4)
      bytes = overflow ? Int.max : bytes.addingReportingOverflow(frame).overflow ? Int.max : bytes + frame
      if bytes > maximumBytes { return max(1, k) }
    }
    return pixels.count
  }

  /// Whether a batch holding `frames` has room for another frame like its last one.
  static func hasRoom(after frames: [Pixmap]) -> Bool {
    let bytes = frames.reduce(0) { $0 + $1.data.count }
    return bytes + (frames.last?.data.count ?? 0) <= maximumBytes
  }
}
