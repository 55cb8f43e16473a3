import Foundation
import Inspect
import Media
import Raster
import Testing

/// Measurements of videos Flipbook did not draw: discs drawn with plain loops, encoded to
/// H.264 by the Media layer and decoded back, measured against the geometry they were drawn from.
@Suite struct SyntheticVideoTests {
  static let (width, height, count) = (160, 120, 12)

  /// A disc shrinking from radius 40 to 18 px at the centre.
  static func shrinking(_ k: Int) -> (cx: Double, cy: Double, r: Double) {
    (80, 60, 40 - 2 * Double(k))
  }

  /// A disc of radius 16 px sliding right by 6 px per video frame.
  ///
  /// Every disc here starts on an even pixel row and column and spans an even number of
  /// pixels, so its edges fall on 4:2:0 chroma-block boundaries. An edge that does not gets
  /// one more pixel of colour from the shared chroma sample (H.264 stores colour at half
  /// resolution), which any pixel-colour segmentation measures: about ±1 px per edge.
  static func sliding(_ k: Int) -> (cx: Double, cy: Double, r: Double) {
    (26 + 6 * Double(k), 60, 16)
  }

  func frames(_ disc: (Int) -> (cx: Double, cy: Double, r: Double)) -> [Pixmap] {
    (0..<Self.count).map { k in
      let d = disc(k)
      return SyntheticFrames.discs(
        width: Self.width, height: Self.height, background: SyntheticFrames.background,
        [(d.cx, d.cy, d.r, SyntheticFrames.blue)])
    }
  }

  /// Writes `frames` as an MP4 and decodes it again.
  func roundTrip(_ frames: [Pixmap]) throws -> [Pixmap] {
    let path = NSTemporaryDirectory() + "flipbook-inspect-\(UUID().uuidString).mp4"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try VideoWriter(path: path, width: Self.width, height: Self.height, fps: 30, preset: .veryfast)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
    let reader = try VideoReader(path: path)
    var decoded: [Pixmap] = []
    while let frame = try reader.nextFrame() { decoded.append(frame) }
    return decoded
  }

  func track(_ frames: [Pixmap]) -> Track {
    let segmenter = Segmenter(minimumArea: 4)
    return Track(
      name: "synthetic", scale: 1, fps: 30, pixelWidth: Self.width, pixelHeight: Self.height,
      frames: frames.enumerated().map { k, frame in
        FrameMeasurement(index: k, time: Double(k) / 30, blobs: segmenter.blobs(in: frame).map { MeasuredBlob($0, scale: 1) })
      })
  }

  @Test func shrinkingDiscDiametersMatchTheDrawnGeometryFromRawFrames() {
    let measured = track(frames(Self.shrinking))
    for (k, frame) in measured.frames.enumerated() {
      let d = Self.shrinking(k)
      #expect(frame.blobs.count == 1)
      #expect(frame.principal?.diameter == Double(SyntheticFrames.drawnDiameter(cx: d.cx, cy: d.cy, r: d.r)))
    }
  }

  @Test func shrinkingDiscDiametersSurviveH264WithinOnePixel() throws {
    let measured = track(try roundTrip(frames(Self.shrinking)))
    #expect(measured.frames.count == Self.count)
    for (k, frame) in measured.frames.enumerated() {
      let r = Self.shrinking(k).r
      #expect(frame.blobs.count == 1, "frame \(k): \(frame.blobs.count) blobs")
      #expect(abs((frame.principal?.diameter ?? 0) - 2 * r) <= 1, "frame \(k): \(frame.principal?.diameter ?? 0) vs \(2 * r)")
    }
    let report = measured.check([.oneBlob, .monotonicSize], options: CheckOptions(from: 80, to: 36, tolerance: 1))
    #expect(report.passed, "\(report.firstFailure?.description ?? "")")
  }

  @Test func slidingDiscCentresSurviveH264WithinOnePixel() throws {
    let measured = track(try roundTrip(frames(Self.sliding)))
    #expect(measured.frames.count == Self.count)
    for (k, frame) in measured.frames.enumerated() {
      let d = Self.sliding(k)
      let c = frame.principal?.centre ?? (x: -1, y: -1)
      #expect(abs(c.x - d.cx) <= 1 && abs(c.y - d.cy) <= 1, "frame \(k): centre \(c) vs (\(d.cx), \(d.cy))")
      #expect(abs((frame.principal?.diameter ?? 0) - 2 * d.r) <= 1)
    }
    let end = Self.sliding(Self.count - 1)
    let report = measured.check([.centrePath, .monotonicSize], options: CheckOptions(tolerance: 1, toCentre: (end.cx, end.cy)))
    #expect(report.passed, "\(report.firstFailure?.description ?? "")")
  }

  @Test func aDiscThatTeleportsFailsTheCentrePathAtTheJump() {
    let measured = track(frames { k in k < 6 ? Self.sliding(k) : (Self.sliding(k).cx + 50, 60, 16) })
    let failure = measured.check([.centrePath]).firstFailure
    #expect(failure?.frame == 6, "\(String(describing: failure))")
  }

  @Test func aDiscThatGrowsFailsMonotonicShrinkAtTheFirstGrowth() {
    let measured = track(frames { k in (80, 60, k < 7 ? 40 - 3 * Double(k) : 30) })
    // Radii 40, 37, …, 22 then 30: the diameter grows from 44 to 60 at frame 7.
    let failure = measured.check([.monotonicSize]).firstFailure
    #expect(failure?.frame == 7, "\(String(describing: failure))")
  }

  @Test func twoDiscsAtOnceFailOneBlobAndNoDouble() {
    let two = (0..<Self.count).map { k in
      SyntheticFrames.discs(
        width: Self.width, height: Self.height, background: SyntheticFrames.background,
        [(40, 60, 15, SyntheticFrames.blue)] + (k >= 4 ? [(120, 60, 10, SyntheticFrames.blue)] : []))
    }
    let report = track(two).check([.oneBlob, .noDouble])
    #expect(report.results.map { $0.failure?.frame } == [4, 4])
  }
}
