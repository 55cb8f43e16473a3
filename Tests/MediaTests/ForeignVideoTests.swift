import Foundation
import Testing

@testable import Media
import Raster

/// Videos Flipbook did not make, written by the ffmpeg tool from Y′CbCr samples chosen here,
/// read by VideoReader and VideoProbe: frame count, size, rate, and every decoded pixel against
/// the standard's equations for the matrix and range the reader documents.
///
/// The matrix rule under test (VideoReader, docs/RENDERING.md §4): a tagged matrix is obeyed;
/// an untagged stream is BT.709 from 720 lines up and BT.601 below. Players guess from the size
/// in much the same way (mpv: BT.709 from 1280 wide or above 576 lines; the reader looks at
/// the height alone); the ffmpeg tool does not guess and reads every untagged stream as BT.601
/// (swscale's default), the second opinion `untaggedSDReadsAsTheFFmpegToolReadsIt` uses for
/// the SD half of the rule.
@Suite struct ForeignVideoTests {
  /// 8-bit code values of two colours: the BT.709 limited-range Y′CbCr of R′G′B′ (220, 40, 200)
  /// and of (40, 200, 80) (from the equations in ColourFormulas.swift, rounded). Read with the
  /// other matrix they move by 30 and 25 levels, so a swapped rule cannot pass.
  static let colourA = (y: 93, cb: 180, cr: 201)
  static let colourB = (y: 151, cb: 91, cr: 63)

  /// One file to make: its size, pixel format, encoder and colour tags, and what the reader
  /// must make of it.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let width: Int, height: Int
    /// ffmpeg's name of the raw samples given to the encoder (and kept by it).
    let pixelFormat: String
    /// Encoder arguments, after `-c:v`.
    let encoder: [String]
    /// ffmpeg's colour-tag options (`-colorspace bt709` …); empty for an untagged file.
    let tags: [String]
    /// ffprobe's `color_space` of the result: `unknown` for untagged.
    let probedMatrix: String
    /// What the reader must decode with.
    let matrix: LumaCoefficients
    let fullRange: Bool
    let bits: Int
    /// Width in pixels of the stripes alternating colourA and colourB.
    let stripe: Int
    /// How far a decoded channel may be from the equations: lossless files only swscale's
    /// fixed-point rounding, MJPEG also its quantisation.
    let tolerance: Double

    var testDescription: String { name }
  }

  static let x264Lossless = ["libx264", "-qp", "0", "-preset", "ultrafast"]
  static let bt709Tags = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"]

  static let cases: [Case] = [
    Case(name: "untagged 64×48 H.264 (SD: BT.601)", width: 64, height: 48, pixelFormat: "yuv420p",
         encoder: x264Lossless, tags: [], probedMatrix: "unknown", matrix: .bt601, fullRange: false, bits: 8,
         stripe: 16, tolerance: 1.5),
    Case(name: "BT.709-tagged 64×48 H.264", width: 64, height: 48, pixelFormat: "yuv420p",
         encoder: x264Lossless, tags: bt709Tags, probedMatrix: "bt709", matrix: .bt709, fullRange: false, bits: 8,
         stripe: 16, tolerance: 1.5),
    Case(name: "untagged 64×718 H.264 (below 720 lines: BT.601)", width: 64, height: 718, pixelFormat: "yuv420p",
         encoder: x264Lossless, tags: [], probedMatrix: "unknown", matrix: .bt601, fullRange: false, bits: 8,
         stripe: 16, tolerance: 1.5),
    Case(name: "untagged 64×720 H.264 (720 lines: BT.709)", width: 64, height: 720, pixelFormat: "yuv420p",
         encoder: x264Lossless, tags: [], probedMatrix: "unknown", matrix: .bt709, fullRange: false, bits: 8,
         stripe: 16, tolerance: 1.5),
    Case(name: "SMPTE 170M-tagged 64×720 H.264 (the tag wins: BT.601)", width: 64, height: 720, pixelFormat: "yuv420p",
         encoder: x264Lossless, tags: ["-colorspace", "smpte170m", "-color_range", "tv"], probedMatrix: "smpte170m",
         matrix: .bt601, fullRange: false, bits: 8, stripe: 16, tolerance: 1.5),
    Case(name: "untagged 4:4:4 H.264, one-pixel stripes", width: 64, height: 48, pixelFormat: "yuv444p",
         encoder: x264Lossless, tags: [], probedMatrix: "unknown", matrix: .bt601, fullRange: false, bits: 8,
         stripe: 1, tolerance: 1.5),
    Case(name: "BT.709-tagged 10-bit H.264", width: 64, height: 48, pixelFormat: "yuv420p10le",
         encoder: x264Lossless, tags: bt709Tags, probedMatrix: "bt709", matrix: .bt709, fullRange: false, bits: 10,
         stripe: 16, tolerance: 1.5),
    // The MJPEG decoder tags its frames BT.470BG (BT.601) and full range, as JFIF defines them.
    Case(name: "full-range MJPEG", width: 64, height: 48, pixelFormat: "yuvj420p",
         encoder: ["mjpeg", "-q:v", "1"], tags: [], probedMatrix: "bt470bg", matrix: .bt601, fullRange: true, bits: 8,
         stripe: 16, tolerance: 3),
  ]

  static let frameCount = 3

  /// The code values, at `bits`, of pixel column `x`: colourA or colourB by stripe.
  static func sample(_ c: Case, x: Int) -> (y: Int, cb: Int, cr: Int) {
    let colour = (x / c.stripe) % 2 == 0 ? colourA : colourB
    let scale = 1 << (c.bits - 8)
    return (colour.y * scale, colour.cb * scale, colour.cr * scale)
  }

  /// Writes `frameCount` frames of `c`'s stripes as raw planar video and has the ffmpeg tool
  /// encode them at 10 fps into `path`.
  static func make(_ c: Case, at path: String, scratch: ScratchDirectory) throws {
    let chromaWidth = c.pixelFormat.hasPrefix("yuv444") ? c.width : c.width / 2
    let chromaHeight = c.pixelFormat.hasPrefix("yuv444") ? c.height : c.height / 2
    var bytes: [UInt8] = []
    func put(_ value: Int) {
      if c.bits > 8 { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] } else { bytes.append(UInt8(value)) }
    }
    let step = c.width / chromaWidth
    for _ in 0..<frameCount {
      for _ in 0..<c.height { for x in 0..<c.width { put(sample(c, x: x).y) } }
      for _ in 0..<chromaHeight { for x in 0..<chromaWidth { put(sample(c, x: x * step).cb) } }
      for _ in 0..<chromaHeight { for x in 0..<chromaWidth { put(sample(c, x: x * step).cr) } }
    }
    let raw = scratch.path + "/frames.yuv"
    try Data(bytes).write(to: URL(fileURLWithPath: raw))
    try ExternalTool.ffmpeg(
      ["-f", "rawvideo", "-pix_fmt", c.pixelFormat, "-s", "\(c.width)x\(c.height)", "-r", "10", "-i", raw,
       "-c:v"] + c.encoder + ["-pix_fmt", c.pixelFormat] + c.tags + [path])
  }

  @Test(arguments: cases)
  func readerDecodesByTheDocumentedMatrixAndRange(_ c: Case) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/foreign.mp4"
    try Self.make(c, at: path, scratch: scratch)
    // The premise: the file is tagged (or untagged) as the case says.
    let (stream, _) = try ExternalTool.ffprobe(path)
    #expect((stream["color_space"] as? String ?? "unknown") == c.probedMatrix)
    #expect(stream["pix_fmt"] as? String == c.pixelFormat)

    let reader = try VideoReader(path: path)
    #expect(reader.width == c.width && reader.height == c.height)
    #expect(reader.frameRate == 10)
    var frames: [Pixmap] = []
    while let frame = try reader.nextFrame() { frames.append(frame) }
    #expect(frames.count == Self.frameCount)

    let expected = (0..<c.width).map { x in
      let s = Self.sample(c, x: x)
      return referenceRGB(y: Double(s.y), cb: Double(s.cb), cr: Double(s.cr), c.matrix, fullRange: c.fullRange, bits: c.bits)
    }
    var worst = 0.0, worstAt = (0, 0)
    for frame in frames where frame.width == c.width && frame.height == c.height {
      for y in 0..<c.height {
        for x in 0..<c.width {
          let p = frame[x, y]
          let off = largestChannelDifference(SIMD3(Double(p.x), Double(p.y), Double(p.z)), expected[x])
          if off > worst { (worst, worstAt) = (off, (x, y)) }
        }
      }
    }
    #expect(worst <= c.tolerance, "worst pixel \(worstAt) is \(worst) levels from \(c.matrix)\(c.fullRange ? " full range" : "")")
  }

  @Test func probeReadsForeignStructureAsFFprobeDoes() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/testsrc2.mp4"
    // NTSC's 30000/1001 rate, 12 frames, B-frames (x264's default), no colour tags.
    try ExternalTool.ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=96x64:r=30000/1001", "-frames:v", "12",
                             "-c:v", "libx264", "-pix_fmt", "yuv420p", path])
    let probe = try VideoProbe.probe(path: path)
    let (stream, _) = try ExternalTool.ffprobe(path)
    #expect(probe.frameRate == VideoFrameRate(numerator: 30000, denominator: 1001))
    #expect(stream["avg_frame_rate"] as? String == "30000/1001")
    #expect(probe.frameCount == 12 && stream["nb_frames"] as? String == "12")
    #expect(probe.width == 96 && probe.height == 64)
    #expect(probe.colorSpace == "unknown" && probe.colorPrimaries == "unknown")
    let reader = try VideoReader(path: path)
    #expect(abs(reader.frameRate - 30000.0 / 1001) < 1e-9)
  }

  @Test func untaggedSDReadsAsTheFFmpegToolReadsIt() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/testsrc2.mp4"
    try ExternalTool.ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=96x64:r=25", "-frames:v", "12",
                             "-c:v", "libx264", "-crf", "18", "-pix_fmt", "yuv420p", path])
    let reader = try VideoReader(path: path)
    var frames: [Pixmap] = []
    while let frame = try reader.nextFrame() { frames.append(frame) }
    // ffmpeg's own decode: untagged, so its default BT.601, limited range; chroma by nearest
    // neighbour with accurate rounding, as the reader documents for itself. (An explicit scale
    // filter: `-sws_flags` does not reach the conversion ffmpeg inserts for `-pix_fmt`.)
    let rgba = try ExternalTool.decodeRaw(
      path, pixelFormat: "rgba", filter: "scale=flags=neighbor+full_chroma_int+accurate_rnd+bitexact,format=rgba")
    let frameBytes = 96 * 64 * 4
    #expect(frames.count == 12 && rgba.count == 12 * frameBytes)
    var worst = 0
    for (index, frame) in frames.enumerated() where rgba.count >= (index + 1) * frameBytes && frame.data.count == frameBytes {
      for i in 0..<frameBytes {
        worst = max(worst, abs(Int(frame.data[i]) - Int(rgba[index * frameBytes + i])))
      }
    }
    // Both round the same equations once; with the rule swapped the reader was 40 levels off.
    #expect(worst <= 1, "the reader and ffmpeg differ by up to \(worst) levels")
  }
}
