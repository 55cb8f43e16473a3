import Foundation
import Testing

/// `--draft` reaches the encoder: the video `render --draft` writes was made with x264's
/// veryfast preset and the one without it with medium, as README.md and `render --help` say.
///
/// Why read the encoder's own record: libx264 writes its settings as text ("x264 - core …
/// options: … subme=7 … ref=6 …") into an SEI message of the first frame, so the file itself
/// says which preset made it; a flag that is parsed and then dropped leaves the same video as
/// no flag, and nothing else in the file would show it.
@Suite struct DraftPresetCLITests {
  /// The `options:` of the x264 text in the file at `path`, as key → value.
  static func x264Options(_ path: String) throws -> [String: String] {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let marker = Array("x264 - core ".utf8)
    guard bytes.count >= marker.count,
      let start = (0...(bytes.count - marker.count)).first(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
    else { throw DraftPresetError(description: "no x264 SEI in \(path)") }
    let text = String(decoding: bytes[start...].prefix(while: { $0 != 0 }), as: UTF8.self)
    var options: [String: String] = [:]
    for pair in text.components(separatedBy: " options: ").last!.split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { options[String(parts[0])] = String(parts[1]) }
    }
    return options
  }

  struct DraftPresetError: Error, CustomStringConvertible { let description: String }

  /// From x264's preset table (`x264 --fullhelp`): medium keeps the defaults subme 7, trellis 1,
  /// weightp 2, ref 3 (6 under `--tune animation`, which doubles it); veryfast sets "--subme 2
  /// --trellis 0 --weightp 1 --ref 1". (Not rc-lookahead: x264 caps it at the GOP, 8 frames at
  /// 4 fps.)
  @Test(arguments: [([String](), ["subme": "7", "trellis": "1", "weightp": "2", "ref": "6"]),
                    (["--draft"], ["subme": "2", "trellis": "0", "weightp": "1", "ref": "1"])])
  func draftSelectsVeryfastAndItsAbsenceMedium(flags: [String], expected: [String: String]) throws {
    let dir = try RenderProcess.scratch()
    let result = try RenderProcess.run(
      ["--mode", "fixed", "--scale", "0.25", "--fps", "4", "--duration", "0.5", "-o", "out.mp4"] + flags, in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let options = try Self.x264Options(dir + "/out.mp4")
    let recorded = Dictionary(uniqueKeysWithValues: expected.keys.map { ($0, options[$0] ?? "absent") })
    #expect(recorded == expected)
    #expect(options["crf"] == "18.0")
  }
}
