import Flipbook
import Media
import Scenes
import Testing

/// The side-by-side review video: structure from the container, pixels from decoding.
@Suite struct ReviewVideoTests {
  func sideBySide(fps: Int, duration: Double, scale: Double) -> SideBySideSource {
    var scene = BuiltInScenes.restTimer
    scene.script = RestTimerHero.collapseScript(tapAt: 0.2, hold: duration - 0.2)
    let timeline = Timeline(fps: fps, duration: duration)
    func panel(_ variant: String) -> SideBySideSource.Panel {
      .init(title: variant, source: SceneFrameSource(scene, variant: variant, timeline: timeline, scale: scale))
    }
    return SideBySideSource(left: panel("naive"), right: panel("fixed"), scale: scale, evenDimensions: true)
  }

  @Test func mp4HasTheRequestedStructureAndDecodesCloseToThePNGs() throws {
    let (fps, duration, scale) = (24, 0.75, 1.0)
    let renderer = VideoRenderer()
    let size = sideBySide(fps: fps, duration: duration, scale: scale).pixelSize
    let (w, h) = (size.width, size.height)
    let path = NSTemporaryDirectory() + "flipbook-review-\(getpid()).mp4"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try renderer.render(
      sideBySide(fps: fps, duration: duration, scale: scale), to: MP4Sink(path: path, size: size, fps: fps, preset: .veryfast))
    let reference = MemorySink()
    try renderer.render(sideBySide(fps: fps, duration: duration, scale: scale), to: reference)

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
