import Foundation
import Testing

@testable import Media
import Raster

/// ProRes 4444 with alpha in MOV: the code values against BT.709 by hand, the pixels decoded
/// back, the stream's structure, and the atomic write.
@Suite struct ProResWriterTests {
  // An odd size on purpose: 4:4:4 needs no padding, so the writer must take it as it is.
  static let (width, height) = (33, 17)

  /// Straight (not premultiplied) colours of the test frame's bands, left to right.
  static let bands: [SIMD4<UInt8>] = [
    [255, 0, 0, 255],  // opaque red: the code values worked out in `codeValuesOfPureColours`
    [200, 100, 50, 255],  // opaque orange
    [40, 160, 220, 128],  // half-transparent blue
    [255, 255, 255, 64],  // quarter-transparent white
    [0, 0, 0, 0],  // clear
  ]
  /// Each band's width in pixels (they add up to `width`): whole 8-pixel DCT blocks, so every
  /// block but the last column's is one flat colour.
  static let bandWidths = [8, 8, 8, 8, 1]

  /// The band of column `x`.
  static func band(ofColumn x: Int) -> Int {
    var left = 0
    for (k, w) in bandWidths.enumerated() {
      if x < left + w { return k }
      left += w
    }
    return bandWidths.count - 1
  }

  /// The test frame: the bands as a renderer would leave them, premultiplied.
  static func frame() -> Pixmap {
    var straight = [UInt8]()
    for _ in 0..<height {
      for x in 0..<width {
        let c = bands[band(ofColumn: x)]
        straight += [c.x, c.y, c.z, c.w]
      }
    }
    return Pixmap(width: width, height: height, straightRGBA: straight)
  }

  static func write(_ frames: [Pixmap], to path: String, fps: Int = 24) throws {
    let writer = try VideoWriter(path: path, width: frames[0].width, height: frames[0].height, fps: fps, codec: .prores4444)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
  }

  /// BT.709 10-bit code values of premultiplied pixel `p`, from the standard's formulas: the
  /// colour un-premultiplied exactly (r / a), Y′ = 64 + 876·E′y, Cb = 512 + 896·E′Pb,
  /// Cr = 512 + 896·E′Pr, alpha = 1023·a/255 (full range). Unrounded.
  static func expectedCodes(_ p: SIMD4<UInt8>) -> SIMD4<Double> {
    guard p.w > 0 else { return [64, 512, 512, 0] }
    let a = Double(p.w)
    let r = Double(p.x) / a, g = Double(p.y) / a, b = Double(p.z) / a
    let e = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return [64 + 876 * e, 512 + 896 * (b - e) / 1.8556, 512 + 896 * (r - e) / 1.5748, 1023 * a / 255]
  }

  @Test func codeValuesOfPureColoursAreTheStandardOnes() {
    // Worked by hand: red has E′y = Kr = 0.2126, so Y′ = 64 + 876·0.2126 = 250.2,
    // Cb = 512 − 896·0.2126/1.8556 = 409.3, Cr = 512 + 896·0.7874/1.5748 = 960; white is
    // 940, 512, 512; alpha 255 is 1023 and 128 is 513.5 → 514 (rounded half up).
    #expect(BT709AlphaConverter.codes(r: 255, g: 0, b: 0, a: 255) == (250, 409, 960, 1023))
    #expect(BT709AlphaConverter.codes(r: 255, g: 255, b: 255, a: 255) == (940, 512, 512, 1023))
    #expect(BT709AlphaConverter.codes(r: 0, g: 0, b: 0, a: 255) == (64, 512, 512, 1023))
    // Half-transparent white, premultiplied to 128: un-premultiplied it is white again.
    #expect(BT709AlphaConverter.codes(r: 128, g: 128, b: 128, a: 128) == (940, 512, 512, 514))
    #expect(BT709AlphaConverter.codes(r: 0, g: 0, b: 0, a: 0) == (64, 512, 512, 0))
  }

  /// The samples ffmpeg decodes, as they come out of the ProRes decoder (yuva444p12le: ProRes
  /// 4444 is decoded at 12 bits), before any conversion.
  static func decodedSamples(_ path: String) throws -> [UInt16] {
    let bytes = try ExternalTool.decodeRaw(path, pixelFormat: "yuva444p12le")
    return stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
  }

  @Test func decodedCodeValuesMatchTheFormulasWithinThreeQuartersOfA10BitStep() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/bands.mov"
    let source = Self.frame()
    try Self.write([source, source], to: path)
    let samples = try Self.decodedSamples(path)
    let plane = Self.width * Self.height
    #expect(samples.count == 2 * 4 * plane)
    // Tolerance: the writer rounds each 10-bit code once (±0.5); the decoder's 12-bit samples
    // are those codes × 4. ProRes is lossy, but a flat 8×8 block codes only its DC
    // coefficient, which the 4444 quantiser keeps to a fraction of a 10-bit step; colour
    // band edges are avoided (2 px margin): a bound of ¾ step allows the rounding and a
    // quarter step of coding error (measured: 0.37). Alpha is coded losslessly: its 12-bit sample is
    // the rounded 10-bit code with two more bits (`>> 2` gives the code back exactly).
    var worstColour = 0.0, alphaMismatches = 0
    for frame in 0..<2 {
      let base = frame * 4 * plane
      for y in 0..<Self.height {
        for x in 0..<Self.width {
          let k = Self.band(ofColumn: x)
          let left = Self.bandWidths[..<k].reduce(0, +)
          guard x >= left + 2, x < left + Self.bandWidths[k] - 2 || k == Self.bands.count - 1 else { continue }
          let expected = Self.expectedCodes(source[x, y])
          let i = y * Self.width + x
          let got = (0..<4).map { Double(samples[base + $0 * plane + i]) / 4 }
          if source[x, y].w > 0 {
            worstColour = max(worstColour, abs(got[0] - expected[0]), abs(got[1] - expected[1]), abs(got[2] - expected[2]))
          }
          if samples[base + 3 * plane + i] >> 2 != UInt16(expected[3].rounded()) { alphaMismatches += 1 }
        }
      }
    }
    #expect(worstColour <= 0.75, "largest Y′CbCr error \(worstColour) 10-bit steps")
    #expect(alphaMismatches == 0, "\(alphaMismatches) alpha samples differ from their 10-bit codes")
  }

  @Test func decodesBackToTheStraightColoursAndAlpha() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/bands.mov"
    let source = Self.frame()
    try Self.write([source, source, source], to: path)
    let reader = try VideoReader(path: path)
    var count = 0
    var worstColour = 0, worstAlpha = 0
    while let decoded = try reader.nextFrame() {
      count += 1
      let got = decoded.straightRGBA()
      for y in 0..<Self.height {
        for x in 0..<Self.width {
          let k = Self.band(ofColumn: x)
          let left = Self.bandWidths[..<k].reduce(0, +)
          guard x >= left + 2, x < left + Self.bandWidths[k] - 2 || k == Self.bands.count - 1 else { continue }
          let want = Self.bands[k], i = 4 * (y * Self.width + x)
          worstAlpha = max(worstAlpha, abs(Int(got[i + 3]) - Int(want.w)))
          guard want.w > 0 else { continue }
          for c in 0..<3 { worstColour = max(worstColour, abs(Int(got[i + c]) - Int(want[c]))) }
        }
      }
    }
    #expect(count == 3)
    // Colour: premultiplying the source rounds to 1/a of a level in straight terms (≤ 2 at
    // alpha 64), the 10-bit codes are 4× finer than 8 bits, and the decoder's conversion back
    // to 8-bit RGB rounds once more: 3 levels. A missing un-premultiply is off by half the
    // colour (≥ 20 levels here), a BT.601 matrix by 5–20.
    #expect(worstColour <= 3, "largest straight colour error \(worstColour) levels")
    #expect(worstAlpha <= 1, "largest alpha error \(worstAlpha) levels")
  }

  @Test func streamIsProRes4444WithAlphaTaggedBT709InAMov() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/bands.mov"
    try Self.write(Array(repeating: Self.frame(), count: 5), to: path, fps: 30)
    let probe = try VideoProbe.probe(path: path)
    #expect(probe.codecName == "prores")
    #expect(probe.width == Self.width && probe.height == Self.height)
    #expect(probe.frameRate == VideoFrameRate(numerator: 30, denominator: 1))
    #expect(probe.frameCount == 5)
    #expect(probe.colorPrimaries == "bt709" && probe.colorTransfer == "bt709" && probe.colorSpace == "bt709")
    #expect(probe.colorRange == "tv")
    #expect(probe.isFastStart)
    let (stream, format) = try ExternalTool.ffprobe(path)
    #expect(stream["profile"] as? String == "4444")
    #expect(stream["codec_tag_string"] as? String == "ap4h")
    // The decoder's format: 4:4:4 with alpha (ProRes 4444 decodes at 12 bits).
    #expect((stream["pix_fmt"] as? String)?.hasPrefix("yuva444p") == true, "\(stream["pix_fmt"] ?? "none")")
    let tags = format["tags"] as? [String: Any]
    #expect(tags?["major_brand"] as? String == "qt  ", "a QuickTime file, not an MP4: \(tags ?? [:])")
  }

  @Test func sameFramesGiveSameBytes() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let frames = (0..<4).map { Scene.movingSquare(index: $0, width: 64, height: 48) }
    try Self.write(frames, to: scratch.path + "/a.mov")
    try Self.write(frames, to: scratch.path + "/b.mov")
    let a = FileManager.default.contents(atPath: scratch.path + "/a.mov")
    let b = FileManager.default.contents(atPath: scratch.path + "/b.mov")
    #expect(a != nil && a == b)
  }

  @Test func aCancelledWriterKeepsTheFileThatWasThere() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/bands.mov"
    let old = Data("an older movie".utf8)
    try old.write(to: URL(fileURLWithPath: path))
    let writer = try VideoWriter(path: path, width: Self.width, height: Self.height, fps: 24, codec: .prores4444)
    try writer.append(Self.frame())
    #expect(scratch.entries().count == 2)  // the old file and the hidden temporary
    writer.cancel()
    #expect(FileManager.default.contents(atPath: path) == old)
    #expect(scratch.entries() == ["bands.mov"])
  }

  @Test func aWrongFrameSizeThrowsAndLeavesNothing() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let writer = try VideoWriter(path: scratch.path + "/bands.mov", width: 32, height: 16, fps: 24, codec: .prores4444)
    #expect(throws: MediaError.self) { try writer.append(Self.frame()) }
    #expect(throws: MediaError.self) { try writer.finish() }
    #expect(scratch.entries().isEmpty)
  }
}
