// `render bench --catalog` as a user runs it: every scene once, numbers that parse.
//
// What: the table and the JSON lines name each scene of `render list` exactly once, with
// positive times; bad counts are usage errors. Why no timing assertions: the numbers depend on
// the machine; the test checks their form only, at a scale and frame count that run fast.

import Foundation
import Testing

@Suite struct CatalogBenchCLITests {
  /// The scene names `render list` prints (its lines that do not start with a space).
  func catalogNames(in dir: String) throws -> [String] {
    let list = try RenderProcess.run(["list"], in: dir)
    #expect(list.status == 0, "stderr: \(list.stderr)")
    return list.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.split(separator: " ")[0]) }
  }

  @Test func jsonHasOneLinePerCatalogSceneWithPositiveTimes() throws {
    let dir = try RenderProcess.scratch()
    let names = try catalogNames(in: dir)
    #expect(!names.isEmpty)
    let result = try RenderProcess.run(["bench", "--catalog", "--scale", "0.25", "--frames", "1", "--json"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    var seen: [String] = []
    for line in lines {
      let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
      seen.append(try #require(json["scene"] as? String))
      #expect(json["frames"] as? Int == 1 && json["rounds"] as? Int == 3 && json["scale"] as? Double == 0.25)
      for key in ["raster_ms_per_frame", "raster_ms_per_frame_min", "raster_ms_per_frame_max", "evaluate_ms_per_frame"] {
        #expect((json[key] as? Double ?? -1) > 0, "\(key) of \(line)")
      }
      let rounds = try #require(json["raster_ms_per_frame_rounds"] as? [Double])
      #expect(rounds.count == 3 && rounds.allSatisfy { $0 > 0 })
    }
    #expect(seen == names)
  }

  @Test func tableListsEverySceneOnceWithParseableNumbers() throws {
    let dir = try RenderProcess.scratch()
    let names = try catalogNames(in: dir)
    let result = try RenderProcess.run(["bench", "--catalog", "--scale", "0.25", "--frames", "1"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // Rows: "  NAME[:VARIANT]  W×H  E (lo–hi)  R (lo–hi)  summary", after three header lines.
    let rows = result.stdout.split(separator: "\n").dropFirst(3)
    #expect(rows.count == names.count)
    for (row, name) in zip(rows, names) {
      let words = row.split(separator: " ")
      #expect(words[0].split(separator: ":")[0] == name, "\(row)")
      let evaluate = Double(words[2]), raster = Double(words[4])
      #expect(evaluate.map { $0 > 0 } == true && raster.map { $0 > 0 } == true, "\(row)")
      #expect(words[5].hasPrefix("(") && words[5].contains("–"), "\(row)")
    }
  }

  @Test(arguments: [["--frames", "0"], ["--frames", "x"], ["--rounds", "2"], ["--scale", "0"], ["--frames", "1", "extra"]])
  func badCountsAreUsageErrors(_ extra: [String]) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["bench", "--catalog"] + extra, in: dir)
    #expect(result.status == 64, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}

/// `render inspect` of a video measures the same with one decoder thread as with one per core
/// (the default), and `render bench --inspect` reports its speed.
@Suite struct InspectDecodeThreadsCLITests {
  @Test func threadedDecodeGivesTheSameJSONAsSingleThreaded() throws {
    let dir = try RenderProcess.scratch()
    let made = try RenderProcess.run(["--mode", "fixed", "--scale", "0.5", "-o", "hero.mp4"], in: dir)
    #expect(made.status == 0, "stderr: \(made.stderr)")
    let inspect = ["inspect", "hero.mp4", "--scale", "0.5", "--key", "#32ADE6", "--json", "-"]
    let single = try RenderProcess.run(inspect + ["--decode-threads", "1"], in: dir)
    let threaded = try RenderProcess.run(inspect, in: dir)
    let two = try RenderProcess.run(inspect + ["--decode-threads", "2"], in: dir)
    #expect(single.status == 0 && threaded.status == 0 && two.status == 0, "stderr: \(single.stderr)")
    #expect(single.stdout.contains("\"frames\""))
    #expect(threaded.stdout == single.stdout)
    #expect(two.stdout == single.stdout)
    #expect(threaded.stderr.contains("video frames/s"))

    let bench = try RenderProcess.run(["bench", "--inspect", "hero.mp4", "--scale", "0.5", "--key", "#32ADE6", "--json"], in: dir)
    #expect(bench.status == 0, "stderr: \(bench.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(bench.stdout.utf8)) as? [String: Any])
    #expect((json["inspect_frames_per_second"] as? Double ?? -1) > 0)
    #expect((json["inspect_frames_per_second_rounds"] as? [Double])?.count == 3)
  }

  @Test(arguments: [["--decode-threads", "0"], ["--decode-threads", "17"]])
  func badDecodeThreadsAreUsageErrors(_ extra: [String]) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["inspect", "nothing.mp4"] + extra, in: dir)
    #expect(result.status == 64, "stderr: \(result.stderr)")
  }
}
