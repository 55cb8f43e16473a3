import Foundation
import Media
import Raster
import Rendering
import SceneGraph
import Scenes
import Testing

/// The side-by-side review video: structure from the container, pixels from decoding.
@Suite struct ReviewVideoTests {
  func sideBySide(fps: Int, duration: Double) -> SideBySideSource {
    let script = RestTimerHero.collapseScript(tapAt: 0.2, hold: duration - 0.2)
    func runtime(_ mode: RestTimerHero.Mode) -> SceneRuntime {
      SceneRuntime(RestTimerHero(mode: mode), canvasSize: RestTimerHero.canvasSize, script: script)
    }
    return SideBySideSource(
      left: .init(title: "naive", runtime: runtime(.naive)), right: .init(title: "fixed", runtime: runtime(.fixed)),
      fps: fps, duration: duration)
  }

  @Test func mp4HasTheRequestedStructureAndDecodesCloseToThePNGs() throws {
    let (fps, duration, scale) = (24, 0.75, 1.0)
    let renderer = VideoRenderer(scale: scale)
    let (w, h) = renderer.pixelSize(of: sideBySide(fps: fps, duration: duration))
    let path = NSTemporaryDirectory() + "flipbook-review-\(getpid()).mp4"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try renderer.render(sideBySide(fps: fps, duration: duration), to: MP4Sink(path: path, width: w, height: h, fps: fps, preset: .veryfast))
    let reference = MemorySink()
    try renderer.render(sideBySide(fps: fps, duration: duration), to: reference)

    let probe = try VideoProbe.probe(path: path)
    #expect(probe.codecName == "h264")
    #expect(probe.pixelFormat == "yuv420p")
    #expect(probe.width == w && probe.height == h && w % 2 == 0 && h % 2 == 0)
    #expect(probe.frameRate == VideoFrameRate(numerator: fps, denominator: 1))
    #expect(probe.frameCount == Int((duration * Double(fps)).rounded()))
    #expect(probe.colorPrimaries == "bt709" && probe.colorTransfer == "iec61966-2-1" && probe.colorRange == "tv")
    #expect(probe.isFastStart)

    let reader = try VideoReader(path: path)
    var index = 0
    while let frame = try reader.nextFrame() {
      let psnr = peakSignalToNoise(frame, reference.frames[index])
      #expect(psnr >= 40, "video frame \(index): PSNR \(psnr) dB")
      index += 1
    }
    #expect(index == reference.frames.count)
  }
}

/// PSNR over the RGB channels of two opaque images, in dB.
func peakSignalToNoise(_ a: Pixmap, _ b: Pixmap) -> Double {
  precondition(a.width == b.width && a.height == b.height)
  var sum = 0.0
  for i in stride(from: 0, to: a.data.count, by: 4) {
    for c in 0..<3 {
      let d = Double(a.data[i + c]) - Double(b.data[i + c])
      sum += d * d
    }
  }
  let mse = sum / Double(a.width * a.height * 3)
  return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}
