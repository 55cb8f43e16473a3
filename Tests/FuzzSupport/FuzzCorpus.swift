import Foundation

/// The files kept in Tests/FuzzCorpus (made by `scripts/make-fuzz-corpus`), found next to this
/// source file so that no test depends on where it is run from.
public enum FuzzCorpus {
  /// Tests/FuzzCorpus.
  public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FuzzCorpus").path

  /// The path of corpus file `name` (e.g. `video/vp9.webm`).
  public static func path(_ name: String) -> String { directory + "/" + name }

  /// The seed videos: every file of video/ but the regressions, as name and bytes, in name
  /// order.
  public static func videoSeeds() throws -> [(name: String, bytes: [UInt8])] {
    let names = try FileManager.default.contentsOfDirectory(atPath: path("video")).sorted()
    return try names.filter { !videoRegressions.contains($0) }.map { name in
      (name, [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("video/" + name)))))
    }
  }

  /// The video/ files that are regressions rather than seeds: each decodes to far more than
  /// its size suggests, so mutating them would only make slow cases.
  public static let videoRegressions: Set<String> = ["at-pixel-budget.mp4", "over-pixel-budget.mp4", "many-reference-frames.mp4"]
}
