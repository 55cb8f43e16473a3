import Foundation
import Testing

@testable import Media
import Raster

@Suite struct PNGCodecTests {
  /// Every valid premultiplied (value, alpha) pair: value ≤ alpha, 32 896 pixels in all.
  static func everyPremultipliedPair() -> Pixmap {
    var pixels: [UInt8] = []
    for alpha in 0...255 {
      for value in 0...alpha {
        pixels += [UInt8(value), UInt8(alpha - value), UInt8(value / 2), UInt8(alpha)]
      }
    }
    return Pixmap(width: 128, height: pixels.count / 4 / 128, premultipliedRGBA: pixels)
  }

  /// Walks the chunk list (length, type, data, CRC) after the signature; returns the types.
  static func chunkTypes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  @Test func opaquePixelsRoundTripExactly() throws {
    var pixmap = Pixmap(width: 37, height: 23)
    for y in 0..<23 {
      for x in 0..<37 { pixmap[x, y] = [UInt8(x * 7 % 256), UInt8(y * 11), UInt8((x ^ y) * 5 % 256), 255] }
    }
    let decoded = try PNGCodec.decode(PNGCodec.encode(pixmap))
    #expect(decoded == pixmap)
  }

  @Test func translucentPixelsRoundTripWithinUnpremultiplyRounding() throws {
    let pixmap = Self.everyPremultipliedPair()
    let decoded = try PNGCodec.decode(PNGCodec.encode(pixmap))
    #expect(decoded.width == pixmap.width && decoded.height == pixmap.height)
    var worst = 0, allowed = 0
    for i in 0..<pixmap.data.count where i % 4 != 3 {
      let alpha = Double(pixmap.data[i - i % 4 + 3])
      let value = Double(pixmap.data[i])
      // The model: the file holds round(v·255/a) (straight), decoding multiplies back by a/255.
      let stored = alpha == 0 ? 0 : min(255, (value * 255 / alpha).rounded())
      let modelled = (stored * alpha / 255).rounded()
      allowed = max(allowed, Int(abs(modelled - value)))
      worst = max(worst, abs(Int(decoded.data[i]) - Int(pixmap.data[i])))
      #expect(decoded.data[i - i % 4 + 3] == pixmap.data[i - i % 4 + 3])
    }
    #expect(worst <= allowed, "max |Δ| \(worst), the rounding model allows \(allowed)")
  }

  @Test func fileStartsWithSignatureAndHasSRGBChunkBeforeData() throws {
    let bytes = try PNGCodec.encode(Scene.movingSquare(index: 0))
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let types = Self.chunkTypes(bytes)
    #expect(types.first == "IHDR" && types.last == "IEND")
    let sRGB = try #require(types.firstIndex(of: "sRGB"))
    #expect(sRGB < types.firstIndex(of: "IDAT")!)
  }

  @Test func headerSaysEightBitRGBA() throws {
    let bytes = try PNGCodec.encode(Pixmap(width: 3, height: 2))
    // IHDR data starts at 16: width, height (4 bytes each), bit depth, colour type (6 = RGBA).
    #expect(bytes[16..<24].elementsEqual([0, 0, 0, 3, 0, 0, 0, 2]))
    #expect(bytes[24] == 8 && bytes[25] == 6)
  }

  @Test func decodingGarbageThrows() {
    #expect(throws: MediaError.self) { try PNGCodec.decode(Array("not a png at all".utf8)) }
  }

  @Test func decodingTruncatedFileThrows() throws {
    let bytes = try PNGCodec.encode(Scene.movingSquare(index: 3))
    #expect(throws: MediaError.self) { try PNGCodec.decode(Array(bytes.prefix(bytes.count / 2))) }
  }

  @Test func writeThenReadGivesSamePixels() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let pixmap = Scene.movingSquare(index: 5)
    try PNGCodec.write(pixmap, to: scratch.path + "/frame.png")
    #expect(try PNGCodec.read(contentsOf: scratch.path + "/frame.png") == pixmap)
    #expect(scratch.entries() == ["frame.png"])
  }

  @Test func encodingInParallelMatchesSerialEncoding() throws {
    let frames = (0..<8).map { Scene.movingSquare(index: $0) }
    let serial = try frames.map { try PNGCodec.encode($0) }
    nonisolated(unsafe) var parallel = [[UInt8]](repeating: [], count: frames.count)
    parallel.withUnsafeMutableBufferPointer { out in
      nonisolated(unsafe) let out = out
      DispatchQueue.concurrentPerform(iterations: frames.count) { i in
        out[i] = (try? PNGCodec.encode(frames[i])) ?? []
      }
    }
    #expect(parallel == serial)
  }

  @Test func readingMissingFileNamesTheFile() {
    let error = #expect(throws: MediaError.self) { try PNGCodec.read(contentsOf: "/nonexistent/x.png") }
    #expect(error?.description.contains("/nonexistent/x.png") == true)
    #expect(error?.description.contains("open failed") == true)
  }
}
