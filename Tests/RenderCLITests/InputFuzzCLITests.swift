import Foundation
import FuzzSupport
import Media
import Raster
import Testing

/// Hostile PNG and video files through the real `render inspect`, as a child process whose
/// peak memory and time are measured: each must end with `render`'s exit codes, an
/// `error: …` line when it fails, under ``InputFuzz/memoryLimit``, within
/// ``FuzzTally/hangSeconds``, leave its input as it was and nothing beside it. Every hostile
/// file is tried (those at the budgets are the ones that cost the most); mutated ones are a
/// seeded subset, bounded by count, of what MediaTests' PNGFuzzTests and VideoFuzzTests
/// decode in-process.
@Suite struct InputFuzzCLITests {
  /// Runs `render inspect` on `bytes` saved as `name` in a fresh directory and records in
  /// `tally` what is wrong.
  static func inspect(_ bytes: [UInt8], as name: String, _ what: String, case index: Int, into tally: inout FuzzTally) throws {
    let dir = try RenderProcess.scratch()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let result = try InputFuzz.render([Array("inspect".utf8), Array(name.utf8)], in: dir)
    InputFuzz.check(result, "render inspect \(what)", case: index, into: &tally)
    if result.status != 0, !result.errorText.hasPrefix("error: ") {
      tally.record(.failed, case: index, "\(what): failed without an error line: \(result.errorText.prefix(200))")
    }
    if FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) != bytes {
      tally.record(.destroyed, case: index, "\(what): the input changed")
    }
    if RenderProcess.listing(dir) != [name] {
      tally.record(.failed, case: index, "\(what): left \(RenderProcess.listing(dir))")
    }
  }

  @Test func hostileAndMutatedPNGs() throws {
    var generator = SplitMix64(seed: 0x5EED_0096)
    let seeds = [("PNGCodec 9x6", try PNGCodec.encode(Pixmap(width: 9, height: 6)))] + PNGImage.seeds(using: &generator)
    // The 16-bit RGBA file at the pixel budget is the costliest PNG (8-bit grey is cheaper).
    let hostile = PNGHostile.cases + PNGHostile.atBudget().filter { $0.name.hasSuffix("depth 16") }
    let mutated = try FuzzRun(family: "png-cli", seed: 0x5EED_0003, count: 12)
    let run = try FuzzRun(family: mutated.family, seed: mutated.seed, count: hostile.count + mutated.count, environment: [:])
    let tally = try run.forEachCase { index, _, tally in
      if index < hostile.count {
        try Self.inspect(hostile[index].bytes, as: "in.png", hostile[index].name, case: index, into: &tally)
      } else {
        var generator = mutated.generator(forCase: index - hostile.count)
        let seed = generator.pick(seeds)
        let mutation = generator.pick(PNGMutation.allCases)
        let bytes = mutation.apply(to: seed.1, using: &generator)
        try Self.inspect(bytes, as: "in.png", "\(seed.0) + \(mutation) (case \(index - hostile.count))", case: index, into: &tally)
      }
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }

  @Test func hostileAndMutatedVideos() throws {
    let seeds = try FuzzCorpus.videoSeeds()
    // Every regression of the corpus, and the H.264 stream that trapped the MP4 box walk.
    var hostile = try FuzzCorpus.videoRegressions.sorted().map { name in
      (name, [UInt8](try Data(contentsOf: URL(fileURLWithPath: FuzzCorpus.path("video/" + name)))))
    }
    let annexB = try #require(seeds.first { $0.name == "h264-annexb.h264" })
    hostile.append(("overflow.h264", VideoHostile.boxSizeOverflow(before: annexB.bytes)))
    let mutated = try FuzzRun(family: "video-cli", seed: 0x5EED_0004, count: 12)
    let run = try FuzzRun(family: mutated.family, seed: mutated.seed, count: hostile.count + mutated.count, environment: [:])
    let tally = try run.forEachCase { index, _, tally in
      if index < hostile.count {
        try Self.inspect(hostile[index].1, as: hostile[index].0, hostile[index].0, case: index, into: &tally)
      } else {
        var generator = mutated.generator(forCase: index - hostile.count)
        let seed = generator.pick(seeds)
        let mutation = generator.pick(VideoMutation.allCases)
        let bytes = mutation.apply(to: seed.bytes, using: &generator)
        let ext = seed.name.split(separator: ".").last.map(String.init) ?? "bin"
        try Self.inspect(bytes, as: "in." + ext, "\(seed.name) + \(mutation) (case \(index - hostile.count))", case: index, into: &tally)
      }
    }
    print(tally.summary)
    #expect(tally.isClean, "\(tally.report())")
  }
}
