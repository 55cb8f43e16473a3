// `render bench --catalog` as a user runs it: each scene once, numbers that parse.
//
// What: the table and the JSON lines name each scene asked for exactly once, in order, with
// positive times; bad counts and unknown scenes are usage errors. Why a few short scenes and
// not the whole catalog: every video frame is evaluated, which takes minutes in a debug build;
// the whole catalog is the same loop over `render list`'s scenes. Why no timing assertions: the
// numbers depend on the machine; the test checks their form only.

import Foundation
import Testing

@Suite struct CatalogBenchCLITests {
  /// The scene names `render list` prints (its lines that do not start with a space).
  func catalogNames(in dir: String) throws -> [String] {
    let list = try RenderProcess.run(["list"], in: dir)
    #expect(list.status == 0, "stderr: \(list.stderr)")
    return list.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.split(separator: " ")[0]) }
  }

  /// Short scenes of the catalog, the first with a variant named.
  static let scenes = ["phases-bell", "keyframes-reaction:scale", "effects-gallery"]

  @Test func jsonHasOneLinePerSceneWithPositiveTimes() throws {
    let dir = try RenderProcess.scratch()
    let names = try catalogNames(in: dir)
    #expect(Self.scenes.allSatisfy { names.contains(String($0.split(separator: ":")[0])) })
    let result = try RenderProcess.run(["bench", "--catalog"] + Self.scenes + ["--scale", "0.25", "--frames", "1", "--json"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    var seen: [String] = []
    for line in lines {
      let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
      seen.append(try #require(json["scene"] as? String))
      #expect(json["raster_frames"] as? Int == 1 && json["rounds"] as? Int == 3 && json["scale"] as? Double == 0.25)
      // Every video frame of its duration is evaluated: 60 per second.
      let duration = try #require(json["duration_s"] as? Double)
      let frames = try #require(json["frames"] as? Int)
      #expect(abs(Double(frames) - duration * 60) <= 1, "\(line)")
      for key in ["raster_ms_per_frame", "raster_ms_per_frame_min", "raster_ms_per_frame_max", "evaluate_ms_per_frame"] {
        #expect((json[key] as? Double ?? -1) > 0, "\(key) of \(line)")
      }
      let rounds = try #require(json["raster_ms_per_frame_rounds"] as? [Double])
      #expect(rounds.count == 3 && rounds.allSatisfy { $0 > 0 })
    }
    #expect(seen == Self.scenes.map { String($0.split(separator: ":")[0]) })
  }

  @Test func tableListsEachSceneOnceWithParseableNumbers() throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(["bench", "--catalog"] + Self.scenes + ["--scale", "0.25", "--frames", "1"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // Rows: "  NAME[:VARIANT]  W×H  E (lo–hi)  R (lo–hi)  summary", after three header lines.
    let rows = result.stdout.split(separator: "\n").dropFirst(3)
    #expect(rows.count == Self.scenes.count)
    for (row, name) in zip(rows, Self.scenes) {
      let words = row.split(separator: " ")
      #expect(words[0] == name || words[0].split(separator: ":")[0] == name, "\(row)")
      let evaluate = Double(words[2]), raster = Double(words[4])
      #expect(evaluate.map { $0 > 0 } == true && raster.map { $0 > 0 } == true, "\(row)")
      #expect(words[5].hasPrefix("(") && words[5].contains("–"), "\(row)")
    }
  }

  @Test(arguments: [["--frames", "0"], ["--frames", "x"], ["--rounds", "2"], ["--scale", "0"], ["no-such-scene"],
                    ["phases-bell:no-such-variant"], ["--frames", "1", "--bogus"]])
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
