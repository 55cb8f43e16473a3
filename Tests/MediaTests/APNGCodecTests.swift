import Foundation
import Media
import Raster
import Testing

// Animated PNGs: what Flipbook writes, read back by Flipbook and by ffmpeg's own APNG decoder
// (an independent reader), the chunk layout the APNG specification prescribes, and an APNG
// built here by hand with sub-frame regions, blending and disposal, as other tools write them.

/// The chunk types of a PNG file, in order, walked here from the lengths (not with Flipbook's
/// reader).
private func chunkTypes(_ bytes: [UInt8]) -> [String] {
  var types: [String] = []
  var offset = 8
  while offset + 8 <= bytes.count {
    let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
    offset += 12 + length
  }
  return types
}

private func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

/// A chunk with a zero CRC: the reader does not check CRCs of the chunks it rewraps.
private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { be32(data.count) + Array(type.utf8) + data + [0, 0, 0, 0] }

/// The image data of a still PNG of `pixmap`.
private func imageData(_ pixmap: Pixmap) throws -> [UInt8] {
  let bytes = try PNGCodec.encode(pixmap)
  var data: [UInt8] = []
  var offset = 8
  while offset + 8 <= bytes.count {
    let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" { data += bytes[(offset + 8)..<(offset + 8 + length)] }
    offset += 12 + length
  }
  return data
}

private func solid(_ width: Int, _ height: Int, _ colour: SIMD4<UInt8>) -> Pixmap {
  var pixmap = Pixmap(width: width, height: height)
  for y in 0..<height { for x in 0..<width { pixmap[x, y] = colour } }
  return pixmap
}

@Suite struct APNGCodecTests {
  let frames = (0..<3).map { Scene.movingSquare(index: 4 * $0) }

  @Test func roundTripsEveryFrameAndItsDelay() throws {
    let animation = try APNGCodec.decode(APNGCodec.encode(frames, fps: 30))
    #expect(animation.frames.map(\.data) == frames.map(\.data))
    let thirtieth: Double = 1.0 / 30
    #expect(animation.delays == [thirtieth, thirtieth, thirtieth])
    #expect(animation.plays == 0)
  }

  /// IHDR, acTL, the colour chunk, then for each frame an fcTL and its data: IDAT for the
  /// first (the image a still viewer shows), fdAT after.
  @Test func theChunksAreLaidOutAsTheSpecificationSays() throws {
    let types = chunkTypes(try APNGCodec.encode(frames, fps: 30))
    #expect(types == ["IHDR", "acTL", "sRGB", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
  }

  /// ffmpeg reads the file as an animation of three 128 × 96 frames at 30 fps and decodes each
  /// to the very pixels written.
  @Test func ffmpegPlaysItFrameByFrame() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/flight.png"
    try Data(APNGCodec.encode(frames, fps: 30)).write(to: URL(fileURLWithPath: path))
    let probe = String(decoding: try ExternalTool.run("ffprobe", [
      "-v", "error", "-f", "apng", "-count_frames", "-select_streams", "v:0",
      "-show_entries", "stream=width,height,nb_read_frames,r_frame_rate", "-of", "csv=p=0", path,
    ]), as: UTF8.self)
    #expect(probe.trimmingCharacters(in: .whitespacesAndNewlines) == "128,96,30/1,3")
    try ExternalTool.run("ffmpeg", ["-v", "error", "-f", "apng", "-i", path, scratch.path + "/frame_%d.png"])
    for (index, frame) in frames.enumerated() {
      let decoded = try PNGCodec.read(contentsOf: scratch.path + "/frame_\(index + 1).png")
      #expect(decoded.data == frame.data, "frame \(index)")
    }
  }

  /// An APNG as other tools write it: a red 4 × 4 canvas; a blue 2 × 2 square at (1, 1)
  /// blended `source` and disposed to the background (transparent); then a half-transparent
  /// white 1 × 1 pixel at (1, 1) blended `over`, disposed to the previous canvas; then nothing
  /// new, a 1 × 1 frame of clear `over` at (3, 3).
  @Test func subFramesBlendAndDisposeAsTheyPlay() throws {
    let red: SIMD4<UInt8> = [255, 0, 0, 255], blue: SIMD4<UInt8> = [0, 0, 255, 255]
    let halfWhite: SIMD4<UInt8> = [128, 128, 128, 128]  // premultiplied 50 % white
    let header = be32(4) + be32(4) + [8, 6, 0, 0, 0]
    var file = PNGCodec.signature + chunk("IHDR", header) + chunk("acTL", be32(4) + be32(1))
    func control(_ sequence: Int, _ w: Int, _ h: Int, _ x: Int, _ y: Int, dispose: UInt8, blend: UInt8) -> [UInt8] {
      chunk("fcTL", be32(sequence) + be32(w) + be32(h) + be32(x) + be32(y) + [0, 1, 0, 10] + [dispose, blend])
    }
    file += control(0, 4, 4, 0, 0, dispose: 0, blend: 0) + chunk("IDAT", try imageData(solid(4, 4, red)))
    file += control(1, 2, 2, 1, 1, dispose: 1, blend: 0) + chunk("fdAT", be32(2) + (try imageData(solid(2, 2, blue))))
    file += control(3, 1, 1, 1, 1, dispose: 2, blend: 1) + chunk("fdAT", be32(4) + (try imageData(solid(1, 1, halfWhite))))
    file += control(5, 1, 1, 3, 3, dispose: 0, blend: 1) + chunk("fdAT", be32(6) + (try imageData(solid(1, 1, .zero))))
    file += chunk("IEND", [])
    let animation = try APNGCodec.decode(file)
    #expect(animation.frames.count == 4)
    #expect(animation.plays == 1)
    let tenth: Double = 0.1
    #expect(animation.delays == [tenth, tenth, tenth, tenth])
    let frame = animation.frames
    func at(_ index: Int, _ x: Int, _ y: Int) -> SIMD4<UInt8> { frame[index][x, y] }
    #expect(at(0, 0, 0) == red)
    #expect(at(0, 2, 2) == red)
    #expect(at(1, 1, 1) == blue)
    #expect(at(1, 2, 2) == blue)
    #expect(at(1, 0, 0) == red)
    #expect(at(1, 3, 3) == red)
    // Frame 1's square was disposed to transparent; frame 2 blends half white over it.
    #expect(at(2, 2, 2) == .zero)
    #expect(at(2, 0, 0) == red)
    let blended: SIMD4<UInt8> = at(2, 1, 1)
    #expect(abs(Int(blended[3]) - 128) <= 1)
    #expect(abs(Int(blended[0]) - 128) <= 1)
    // Frame 2 was disposed to the canvas before it: the pixel is transparent again.
    #expect(at(3, 1, 1) == .zero)
    #expect(at(3, 3, 3) == red)
  }

  @Test func refusesWhatIsNotAnAnimation() throws {
    let still = try PNGCodec.encode(frames[0])
    #expect(throws: MediaError.self) { try APNGCodec.decode(still) }
    #expect(throws: MediaError.self) { try APNGCodec.encode([], fps: 30) }
    #expect(throws: MediaError.self) { try APNGCodec.encode([frames[0], solid(2, 2, .zero)], fps: 30) }
    #expect(throws: MediaError.self) { try APNGCodec.encode(frames, fps: 0) }
  }
}
