import Flipbook
import Scenes
import Testing

/// A PNG directory is all or nothing, also when the very last step fails.
@Suite struct PNGSequenceSinkTests {
  static func render(frames: Int, into directory: String, failingTheSwap: Bool = false) throws {
    let timeline = Timeline(fps: 4, frameCount: frames)
    let source = SceneFrameSource(BuiltInScenes.restTimer, variant: "fixed", timeline: timeline, scale: 0.25)
    let sink = try PNGSequenceSink(directory: directory)
    if failingTheSwap { sink.output.exchange = { _, _ in EIO } }
    try VideoRenderer().render(source, to: sink)
  }

  /// Every file in `directory` with its bytes.
  static func contents(_ directory: String) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: directory + "/" + $0) ?? Data()) })
  }

  @Test func aRenderThatFailsAtFinishKeepsTheOldFramesByteIdentical() throws {
    let scratch = NSTemporaryDirectory() + "flipbook-pngdir-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try Self.render(frames: 3, into: scratch + "/frames")
    let before = Self.contents(scratch + "/frames")
    #expect(before.count == 3)
    #expect(throws: RenderError.self) { try Self.render(frames: 2, into: scratch + "/frames", failingTheSwap: true) }
    #expect(Self.contents(scratch + "/frames") == before)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch)) == ["frames"])
    // The control: without the injected failure the same render replaces the frames.
    try Self.render(frames: 2, into: scratch + "/frames")
    #expect(Self.contents(scratch + "/frames").keys.sorted() == ["frame_0000.png", "frame_0001.png"])
  }
}
