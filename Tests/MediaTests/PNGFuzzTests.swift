import Foundation
import FuzzSupport
import Media
import Raster
import Testing

/// Hostile PNG files fed to `PNGCodec.read` in this process: every one must either decode to
/// the size its header declares (within the pixel budget) or throw an error naming the file,
/// never trap, and never hang (``FuzzTally/hangSeconds``). Seeded and bounded by count
/// (FuzzRun); the in-process half of the PNG fuzz (RenderCLITests' InputFuzzCLITests runs a
/// subset through `render inspect` and measures its memory).
@Suite struct PNGFuzzTests {
  /// The starting points: Flipbook's own files (8-bit RGBA, both row filters, stored and
  /// compressed) and hand-built ones of every colour type, depth and interlace method.
  static func seeds() throws -> [(name: String, bytes: [UInt8])] {
    var generator = SplitMix64(seed: 0x5EED_0096)
    var pixmap = Pixmap(width: 9, height: 6)
    for i in pixmap.data.indices { pixmap.data[i] = UInt8(truncatingIfNeeded: generator.next()) }
    for i in stride(from: 0, to: pixmap.data.count, by: 4) {  // keep it premultiplied
      for c in 0..<3 { pixmap.data[i + c] = min(pixmap.data[i + c], pixmap.data[i + 3]) }
    }
    return [
      ("PNGCodec level 0 up", try PNGCodec.encode(pixmap, compressionLevel: 0, filter: .up)),
      ("PNGCodec level 9 none", try PNGCodec.encode(pixmap, compressionLevel: 9, filter: .none)),
      ("PNGCodec 1x1", try PNGCodec.encode(Pixmap(width: 1, height: 1))),
    ] + PNGImage.seeds(using: &generator)
  }

  /// Reads `bytes` from a file in `scratch` and records in `tally` what is wrong: a decode
  /// whose size differs from what its IHDR says, one over the budget, a slow one, or an
  /// error that does not name the file.
  static func read(_ bytes: [UInt8], _ what: String, case index: Int, in scratch: ScratchDirectory, into tally: inout FuzzTally) {
    let path = scratch.path + "/case.png"
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let start = Date()
    do {
      let pixmap = try PNGCodec.read(contentsOf: path)
      let declared = PNGChunks.chunks(of: bytes)?.first { $0.name == "IHDR" && $0.data.count == 13 }.map {
        (Int(readBigEndian($0.data, at: 0)), Int(readBigEndian($0.data, at: 4)))
      }
      if let declared, declared != (pixmap.width, pixmap.height) {
        tally.record(.failed, case: index, "\(what): decoded \(pixmap.width)×\(pixmap.height), IHDR says \(declared)")
      }
      if pixmap.width * pixmap.height > PNGCodec.maximumPixels {
        tally.record(.overMemory, case: index, "\(what): decoded \(pixmap.width)×\(pixmap.height), over the budget")
      }
    } catch {
      if !error.description.contains(path) {
        tally.record(.failed, case: index, "\(what): the error does not name the file: \(error)")
      }
    }
    let seconds = Date().timeIntervalSince(start)
    if seconds > FuzzTally.hangSeconds { tally.record(.hung, case: index, "\(what): took \(seconds) s") }
  }

  @Test func everySeedDecodesAtItsDeclaredSize() throws {
    for (name, bytes) in try Self.seeds() {
      let header = try #require(PNGChunks.chunks(of: bytes)?.first)
      let pixmap = try PNGCodec.decode(bytes)
      #expect(pixmap.width == Int(readBigEndian(header.data, at: 0)), "\(name)")
      #expect(pixmap.height == Int(readBigEndian(header.data, at: 4)), "\(name)")
    }
  }

  @Test func handBuiltPixelsDecodeToWhatTheyEncode() throws {
    // 1-bit grey, one row of 8 pixels 1 0 1 1 0 0 0 1: white where the bit is set.
    let grey = PNGChunks.file([
      PNGChunk("IHDR", PNGChunks.header(width: 8, height: 1, bitDepth: 1, colorType: 0)),
      PNGChunk("IDAT", Zlib.stored([0, 0b1011_0001])), PNGChunk("IEND", []),
    ])
    #expect(try PNGCodec.decode(grey).data.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [255, 0, 255, 255, 0, 0, 0, 255])
    // 2-bit palette of red, green, blue, white; indices 3 2 1 0 packed in one byte.
    let palette = PNGChunks.file([
      PNGChunk("IHDR", PNGChunks.header(width: 4, height: 1, bitDepth: 2, colorType: 3)),
      PNGChunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]),
      PNGChunk("IDAT", Zlib.stored([0, 0b11_10_01_00])), PNGChunk("IEND", []),
    ])
    #expect(try PNGCodec.decode(palette).data == [255, 255, 255, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255])
  }

  @Test func aZeroRunStreamInflatesToZeros() throws {
    // 1023 × 1024 grey: 1 MiB of zero filter bytes and samples through the fixed-Huffman
    // path (groups of eight 258-byte matches), which must be valid deflate: all black.
    let image = PNGImage(width: 1023, height: 1024, colorType: 0, bitDepth: 8)
    #expect(image.rawSize == 1 << 20)
    let zeros = Zlib.zeros(image.rawSize)
    #expect(zeros.count < image.rawSize / 150)
    let pixmap = try PNGCodec.decode(PNGChunks.file([image.header, PNGChunk("IDAT", zeros), PNGChunk("IEND", [])]))
    #expect(pixmap.width == 1023 && pixmap.height == 1024)
    #expect(pixmap.data.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 0 })
  }

  @Test func mutatedPNGsDecodeOrThrowNamingTheFile() throws {
    let seeds = try Self.seeds()
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let run = try FuzzRun(family: "png-decode", seed: 0x5EED_0001, count: 1500)
    let tally = run.forEachCase { index, generator, tally in
      let seed = generator.pick(seeds)
      let (bytes, applied) = PNGMutation.mutate(seed.bytes, using: &generator)
      Self.read(bytes, "\(seed.name) + \(applied)", case: index, in: scratch, into: &tally)
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  @Test func everyCutAtAChunkBoundaryDecodesOrThrows() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    var cuts: [(String, [UInt8])] = []
    for (name, bytes) in try Self.seeds() {
      for boundary in PNGChunks.boundaries(of: bytes) {
        for delta in [-5, -4, -1, 0, 1, 4, 8] where (0..<bytes.count).contains(boundary + delta) {
          cuts.append(("\(name) cut at \(boundary + delta)", Array(bytes.prefix(boundary + delta))))
        }
      }
    }
    let run = try FuzzRun(family: "png-truncate", seed: 0, count: cuts.count, environment: [:])
    let tally = run.forEachCase { index, _, tally in Self.read(cuts[index].1, cuts[index].0, case: index, in: scratch, into: &tally) }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  @Test func hostilePNGsDecodeOrThrowNamingTheFile() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let cases = PNGHostile.cases
    let run = try FuzzRun(family: "png-hostile", seed: 0, count: cases.count, environment: [:])
    let tally = run.forEachCase { index, _, tally in Self.read(cases[index].bytes, cases[index].name, case: index, in: scratch, into: &tally) }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  @Test(arguments: ["23000×23000", "5793×5793"])
  func claimsOverTheBudgetAreRefusedNamingTheSize(size: String) throws {
    let hostile = try #require(PNGHostile.cases.first { $0.name == "claims " + size.replacingOccurrences(of: "×", with: "x") })
    let error = #expect(throws: MediaError.self) { try PNGCodec.decode(hostile.bytes) }
    #expect(error?.description.contains(size) == true, "\(String(describing: error))")
  }
}
