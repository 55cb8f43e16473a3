// VideoReader's fast path gives the pixels of its plain one.
//
// What: every seed video of the fuzz corpus (H.264 in 4:2:0, 4:4:4 and 10 bit, HEVC, VP9,
// ProRes and PNG with alpha, MJPEG, …) decoded frame by frame on one thread and in batches
// with decoder threads and conversion on all cores: the same frames, byte for byte. Why: the
// batch path is what `render inspect` reads videos with, and its measurements must not depend
// on the thread count.

import Foundation
import FuzzSupport
import Media
import Raster
import Testing

@Suite struct VideoReaderBatchTests {
  @Test func batchesWithThreadsDecodeTheSamePixelsAsOneFrameAtATime() throws {
    for (name, bytes) in try FuzzCorpus.videoSeeds() {
      let scratch = ScratchDirectory()
      defer { scratch.remove() }
      let path = scratch.path + "/" + name
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let plain = try VideoReader(path: path)
      var expected: [Pixmap] = []
      while let frame = try plain.nextFrame() { expected.append(frame) }
      let threaded = try VideoReader(path: path, threads: 2)
      var actual: [Pixmap] = []
      while true {
        let batch = try threaded.nextFrames(limit: 3, maximumBytes: 96 << 20)
        if batch.isEmpty { break }
        actual += batch
      }
      #expect(!expected.isEmpty, "\(name)")
      #expect(actual == expected, "\(name): \(actual.count) frames in batches, \(expected.count) one at a time")
    }
  }
}
