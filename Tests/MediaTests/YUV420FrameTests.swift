import Foundation
import Media
import Raster
import Testing

/// Frames converted ahead of the encoder (in parallel, by the renderer) make the same video as
/// frames the writer converts itself.
@Suite struct YUV420FrameTests {
  @Test func convertedFramesMakeTheSameBytesAsPixmaps() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let frames = (0..<8).map { Scene.movingSquare(index: $0) }
    let a = scratch.path + "/pixmaps.mp4", b = scratch.path + "/converted.mp4"
    let direct = try VideoWriter(path: a, width: 128, height: 96, fps: 24, preset: .veryfast)
    for frame in frames { try direct.append(frame) }
    try direct.finish()
    let ahead = try VideoWriter(path: b, width: 128, height: 96, fps: 24, preset: .veryfast)
    for frame in frames { try ahead.append(YUV420Frame(converting: frame)) }
    try ahead.finish()
    let (bytesA, bytesB) = (try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
    #expect(!bytesA.isEmpty && bytesA == bytesB)
  }

  /// Planes of the documented sizes, and the luma of the background by BT.709's limited-range
  /// formula: 16 + 219 · (0.2126 R + 0.7152 G + 0.0722 B) / 255 for (242, 242, 247) = 223.4.
  @Test func planesHoldLimitedRangeBT709Values() {
    let frame = YUV420Frame(converting: Scene.movingSquare(index: 0))
    #expect(frame.y.count == 128 * 96 && frame.cb.count == 64 * 48 && frame.cr.count == 64 * 48)
    let expected = 16 + 219 * (0.2126 * 242 + 0.7152 * 242 + 0.0722 * 247) / 255
    #expect(abs(Double(frame.y[127]) - expected) <= 0.5 + 1e-9, "\(frame.y[127]) vs \(expected)")
  }

  @Test func aFrameOfTheWrongSizeIsRefused() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let writer = try VideoWriter(path: scratch.path + "/x.mp4", width: 128, height: 96, fps: 24, preset: .veryfast)
    #expect(throws: MediaError.self) { try writer.append(YUV420Frame(converting: Pixmap(width: 64, height: 48))) }
  }
}
