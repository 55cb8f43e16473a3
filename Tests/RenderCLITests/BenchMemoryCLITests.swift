// `render bench`'s peak memory as a user reads it: the children's peaks and x264 alone.
//
// What: the JSON fields and the table's section exist and hold positive numbers, x264 alone
// among them; --no-memory leaves them out; without ffmpeg the bench still runs and says so.
// Why no size assertions: peaks depend on the machine; the test checks their form only, at a
// scale and frame count that run fast.

import Foundation
import Testing

@Suite struct BenchMemoryCLITests {
  let keys = ["peak_rss_mp4_mb", "peak_rss_mp4_long_mb", "peak_rss_png_mb", "peak_rss_x264_alone_mb"]

  func bench(_ extra: [String], environment: [String: String] = [:]) throws -> RenderProcess.Result {
    let dir = try RenderProcess.scratch()
    let tmp = dir + "/tmp"
    try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
    let result = try RenderProcess.run(
      ["bench", "--scale", "0.25", "--frames", "2"] + extra, in: dir, environment: environment.merging(["TMPDIR": tmp]) { $1 })
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(RenderProcess.listing(tmp).isEmpty, "the children's files are gone")
    return result
  }

  @Test func jsonHasEveryPeakAndTheRatioToX264Alone() throws {
    let result = try bench(["--json"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    for key in keys { #expect((json[key] as? Double ?? -1) > 0, "\(key) = \(json[key] ?? "missing")") }
    let ratio = (json["peak_rss_mp4_mb"] as? Double ?? 0) / (json["peak_rss_x264_alone_mb"] as? Double ?? 1)
    #expect(abs((json["mp4_to_x264_memory"] as? Double ?? -1) - ratio) <= 1e-4 * ratio)
  }

  @Test func tableHasAPeakMemorySectionWithX264AloneAndItsSettings() throws {
    let lines = try bench([]).stdout.split(separator: "\n").map(String.init)
    let section = lines.drop { !$0.contains("peak memory in MB (10^6 bytes)") }.dropFirst()
    let rows = section.prefix(4).map { $0.split(separator: " ").map(String.init) }
    let names = rows.map { $0.prefix { Double($0) == nil }.joined(separator: " ") }
    #expect(names == ["render to MP4", "render to MP4", "render to PNGs", "x264 alone"], "\(lines)")
    for row in rows { #expect(row.first { Double($0) != nil }.flatMap { Double($0) }.map { $0 > 0 } == true, "\(row)") }
    #expect(section.dropFirst(4).first?.contains("-preset medium -crf 18 -tune animation -threads 2") == true, "\(lines)")
  }

  @Test func noMemoryLeavesThePeaksOut() throws {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(try bench(["--no-memory", "--json"]).stdout.utf8)) as? [String: Any])
    #expect(json["video_frames_per_second"] != nil)
    for key in keys + ["mp4_to_x264_memory"] { #expect(json[key] == nil, "\(key)") }
  }

  @Test func withoutFFmpegTheRestIsMeasuredAndTheTableSaysWhy() throws {
    let result = try bench([], environment: ["PATH": "/nonexistent"])
    #expect(result.stdout.contains("x264 alone          not measured: ffmpeg is not on PATH"), "\(result.stdout)")
    #expect(result.stdout.contains("render to PNGs"))
  }
}
