// Animated PNG (APNG), written and read by Flipbook itself around libpng's still images.
//
// What: an APNG is a PNG whose first frame is its ordinary image data (IDAT), with an `acTL`
// chunk saying how many frames and plays there are, an `fcTL` chunk before each frame giving
// its region, delay and how it is composited, and the later frames' image data in `fdAT`
// chunks (a sequence number, then what an IDAT would hold). Sequence numbers run across fcTL
// and fdAT from 0. Every frame here is written whole (the full canvas at offset 0, blended
// `source`, disposed `none`), so each video frame stands alone and a viewer that ignores the
// animation shows the first.
// How: each frame is encoded as a still PNG by `PNGCodec` (so filters and compression are the
// stills'), and its image data is moved into the animation. Reading does the reverse: each
// frame's data becomes a still PNG with the frame's size, decoded by `PNGCodec`, and is
// composited onto the canvas as its fcTL says (regions, `over` blending and the three dispose
// operations), so APNGs made elsewhere read as they play.
// Why not libpng: Debian's libpng has no APNG support (the APNG patch is not applied).
// Refuses: files without `acTL`, frames outside the canvas, frame counts that disagree with
// `acTL`, sequence numbers out of order, and delays with a zero numerator and denominator
// treated as 1/100 s, as the specification says.

import Raster

/// An animation read from an APNG: every frame composited to the full canvas, with its delay.
public struct APNGAnimation: Sendable {
  /// The frames, in order, each the full canvas as it looks while the frame shows.
  public var frames: [Pixmap]
  /// How long each frame shows, in seconds.
  public var delays: [Double]
  /// How many times the animation plays; 0 for without end.
  public var plays: Int
}

/// Writes and reads animated PNGs.
public enum APNGCodec {
  /// The most pixels the frames of one decoded animation hold together: 2²⁸ (1 GiB of RGBA).
  public static let maximumPixels = 1 << 28

  /// Encodes `frames` (all of one size) as an APNG showing each for `1 / fps` seconds,
  /// looping without end.
  ///
  /// `fps` must be a whole number of frames per second from 1 to 1000, so the delay is exact:
  /// `1/fps` as the fraction fcTL stores.
  public static func encode(_ frames: [Pixmap], fps: Int, compressionLevel: Int = 9) throws(MediaError) -> [UInt8] {
    guard let first = frames.first else { throw .invalidInput(path: MediaError.memoryPath, reason: "an APNG needs at least one frame") }
    var writer = try APNGWriter(frameCount: frames.count, fps: fps, width: first.width, height: first.height)
    var out: [UInt8] = []
    for frame in frames {
      out += try writer.chunks(forEncoded: PNGCodec.encode(frame, compressionLevel: compressionLevel), width: frame.width, height: frame.height)
    }
    return out + writer.trailer
  }

  /// Whether `bytes` are a PNG with an animation control chunk (an APNG, not a still).
  public static func isAnimated(_ bytes: [UInt8]) -> Bool {
    (try? PNGChunks(bytes))?.list.contains { $0.type == "acTL" } ?? false
  }

  /// Decodes an APNG into its frames, each composited to the full canvas.
  ///
  /// - Throws: `.invalidInput` for a file that is not an APNG or whose animation chunks
  ///   contradict each other; what `PNGCodec.decode` throws for a frame's image data.
  public static func decode(_ bytes: [UInt8], path: String = MediaError.memoryPath) throws(MediaError) -> APNGAnimation {
    func refuse(_ reason: String) -> MediaError { .invalidInput(path: path, reason: reason) }
    let chunks: PNGChunks
    do { chunks = try PNGChunks(bytes) } catch { throw refuse("not a PNG: \(error)") }
    guard let header = chunks.list.first, header.type == "IHDR", header.data.count == 13 else {
      throw refuse("no IHDR chunk first")
    }
    guard let control = chunks.list.first(where: { $0.type == "acTL" }), control.data.count == 8 else {
      throw refuse("no acTL chunk: a still PNG, not an animation")
    }
    let (width, height) = (Int(readBE32(header.data, 0)), Int(readBE32(header.data, 4)))
    let frameCount = Int(readBE32(control.data, 0)), plays = Int(readBE32(control.data, 4))
    // The chunks every frame's still image needs besides its header: colour information.
    let shared = chunks.list.filter { ["PLTE", "tRNS", "sRGB", "gAMA", "cHRM", "iCCP", "sBIT"].contains($0.type) }

    struct Frame {
      var control: [UInt8]
      var data: [UInt8] = []
    }
    var frames: [Frame] = []
    var expectedSequence: UInt32 = 0
    for chunk in chunks.list {
      switch chunk.type {
      case "fcTL":
        guard chunk.data.count == 26 else { throw refuse("fcTL chunk of \(chunk.data.count) bytes, not 26") }
        guard readBE32(chunk.data, 0) == expectedSequence else { throw refuse("sequence numbers out of order") }
        expectedSequence += 1
        frames.append(Frame(control: chunk.data))
      case "IDAT":
        // The default image is the first frame only when an fcTL comes before it.
        if !frames.isEmpty { frames[frames.count - 1].data += chunk.data }
      case "fdAT":
        guard chunk.data.count >= 4, !frames.isEmpty else { throw refuse("fdAT chunk before any fcTL") }
        guard readBE32(chunk.data, 0) == expectedSequence else { throw refuse("sequence numbers out of order") }
        expectedSequence += 1
        frames[frames.count - 1].data += chunk.data[4...]
      default:
        continue
      }
    }
    guard frames.count == frameCount, frameCount > 0 else {
      throw refuse("acTL says \(frameCount) frames, the file holds \(frames.count)")
    }
    // Every frame is kept as a full canvas: a small file of many tiny frames on a large canvas
    // must not claim gigabytes.
    guard width > 0, height > 0, frameCount <= APNGCodec.maximumPixels / (width * height) else {
      throw refuse("\(frameCount) frames of \(width)×\(height) are more than 2²⁸ pixels in all")
    }

    var canvas = Pixmap(width: width, height: height)
    var result: [Pixmap] = []
    var delays: [Double] = []
    for frame in frames {
      let c = frame.control
      let (w, h) = (Int(readBE32(c, 4)), Int(readBE32(c, 8)))
      let (x, y) = (Int(readBE32(c, 12)), Int(readBE32(c, 16)))
      let (numerator, denominator) = (Double(readBE16(c, 20)), Double(readBE16(c, 22)))
      let (dispose, blend) = (c[24], c[25])
      guard w > 0, h > 0, x + w <= width, y + h <= height else {
        throw refuse("a \(w)×\(h) frame at (\(x), \(y)) lies outside the \(width)×\(height) canvas")
      }
      var still = header.data
      still.replaceSubrange(0..<8, with: be32(UInt32(w)) + be32(UInt32(h)))
      var image = PNGCodec.signature + PNGChunk(type: "IHDR", data: still).encoded
      for chunk in shared { image += chunk.encoded }
      image += PNGChunk(type: "IDAT", data: frame.data).encoded + PNGChunk(type: "IEND", data: []).encoded
      let pixels = try PNGCodec.decode(image)
      let before = dispose == 2 ? canvas : nil
      for row in 0..<h {
        for column in 0..<w {
          let source = pixels[column, row]
          if blend == 0 {
            canvas[x + column, y + row] = source
          } else {
            // Source over, premultiplied: s + d·(1 − αs).
            let d = SIMD4<UInt32>(truncatingIfNeeded: canvas[x + column, y + row])
            let s = SIMD4<UInt32>(truncatingIfNeeded: source)
            let keep = 255 - s[3]
            canvas[x + column, y + row] = SIMD4<UInt8>(truncatingIfNeeded: s &+ (d &* keep &+ 127) / 255)
          }
        }
      }
      result.append(canvas)
      delays.append(denominator == 0 ? numerator / 100 : numerator / denominator)
      switch dispose {
      case 1:
        for row in 0..<h { for column in 0..<w { canvas[x + column, y + row] = .zero } }
      case 2:
        canvas = before!
      default:
        break
      }
    }
    return APNGAnimation(frames: result, delays: delays, plays: plays)
  }
}

/// Builds an APNG a frame at a time, for files written as they are rendered: the bytes of
/// each frame (the file's header before the first) from the frame's still PNG, then the
/// trailer. The frame count is fixed up front, as `acTL` comes before the frames.
public struct APNGWriter: Sendable {
  public let frameCount: Int
  public let fps: Int
  public let width: Int, height: Int
  private var written = 0
  private var sequence: UInt32 = 0

  /// A writer of `frameCount` frames of `width` × `height` pixels, each shown `1 / fps` s.
  public init(frameCount: Int, fps: Int, width: Int, height: Int) throws(MediaError) {
    guard frameCount >= 1 else { throw .invalidInput(path: MediaError.memoryPath, reason: "an APNG needs at least one frame") }
    guard (1...1000).contains(fps) else {
      throw .invalidInput(path: MediaError.memoryPath, reason: "APNG frame rate \(fps) is outside 1…1000")
    }
    (self.frameCount, self.fps, self.width, self.height) = (frameCount, fps, width, height)
  }

  /// The bytes that put the next frame, given as a still PNG (`PNGCodec.encode`), in the file.
  public mutating func chunks(forEncoded png: [UInt8], width: Int, height: Int) throws(MediaError) -> [UInt8] {
    guard width == self.width, height == self.height else {
      throw .invalidInput(path: MediaError.memoryPath, reason: "APNG frames differ in size")
    }
    guard written < frameCount else {
      throw .invalidInput(path: MediaError.memoryPath, reason: "more APNG frames than the \(frameCount) announced")
    }
    let chunks: PNGChunks
    do { chunks = try PNGChunks(png) } catch {
      throw .invalidInput(path: MediaError.memoryPath, reason: "not a PNG frame: \(error)")
    }
    var out: [UInt8] = []
    if written == 0 {
      out = PNGCodec.signature
      for chunk in chunks.list where chunk.type == "IHDR" { out += chunk.encoded }
      out += PNGChunk(type: "acTL", data: be32(UInt32(frameCount)) + be32(0)).encoded
      for chunk in chunks.list where chunk.type != "IHDR" && chunk.type != "IDAT" && chunk.type != "IEND" {
        out += chunk.encoded
      }
    }
    let control =
      be32(sequence) + be32(UInt32(width)) + be32(UInt32(height)) + be32(0) + be32(0)
      + be16(1) + be16(UInt16(fps)) + [0, 0]  // dispose none, blend source
    out += PNGChunk(type: "fcTL", data: control).encoded
    sequence += 1
    for chunk in chunks.list where chunk.type == "IDAT" {
      if written == 0 {
        out += chunk.encoded
      } else {
        out += PNGChunk(type: "fdAT", data: be32(sequence) + chunk.data).encoded
        sequence += 1
      }
    }
    written += 1
    return out
  }

  /// The end of the file.
  public var trailer: [UInt8] { PNGChunk(type: "IEND", data: []).encoded }

  /// Whether every announced frame has been given.
  public var isComplete: Bool { written == frameCount }
}

/// One chunk: its type and data.
struct PNGChunk {
  let type: String
  let data: [UInt8]

  /// Length, type, data and CRC, as the file holds them.
  var encoded: [UInt8] {
    let typeBytes = Array(type.utf8)
    return be32(UInt32(data.count)) + typeBytes + data + be32(crc32(typeBytes + data))
  }
}

/// The chunks of a PNG, in order, after the signature.
struct PNGChunks {
  var list: [PNGChunk] = []

  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  init(_ bytes: [UInt8]) throws(Malformed) {
    guard bytes.count >= 8, Array(bytes[0..<8]) == PNGCodec.signature else { throw Malformed(description: "no PNG signature") }
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(readBE32(bytes, offset))
      guard length <= bytes.count - offset - 12 else { throw Malformed(description: "a chunk runs past the end of the data") }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      list.append(PNGChunk(type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
      if type == "IEND" { return }
    }
    throw Malformed(description: "no IEND chunk")
  }
}

private func be32(_ value: UInt32) -> [UInt8] {
  [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

private func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

private func readBE32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
  UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
}

private func readBE16(_ bytes: [UInt8], _ offset: Int) -> UInt16 { UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, reflected).
private let crcTable: [UInt32] = (0..<256).map { n in
  (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
  ~bytes.reduce(UInt32.max) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
}
