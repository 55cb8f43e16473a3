import Foundation
import Testing

/// PNG output into the working directory (`-o frame_%04d.png`, `-o ./`, `-o .`) or one of its
/// ancestors (`-o ../`): those directories cannot be swapped whole without leaving the user's
/// shell in a deleted directory, so they are filled in place — the user's files stay, the
/// frames are exactly the new render's, and no temporary is left.
@Suite struct InPlaceOutputCLITests {
  static let small = ["--scale", "0.25", "--duration", "0.5"]

  /// `render … -o output` run in `dir/work` twice (4 then 2 frames: a shorter re-render),
  /// with a notes file of the user's in the folder written into.
  func renderTwice(_ output: String, into written: String) throws -> [String] {
    let dir = try RenderProcess.scratch()
    let work = dir + "/work"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
    let folder = written == "work" ? work : dir
    try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    for fps in ["8", "4"] {
      let result = try RenderProcess.run(["-o", output, "--fps", fps] + Self.small, in: work)
      #expect(result.status == 0, "stderr: \(result.stderr)")
    }
    #expect(FileManager.default.contents(atPath: folder + "/notes.txt") == Data("mine".utf8))
    return RenderProcess.listing(folder)
  }

  @Test(arguments: ["frame_%04d.png", "./", ".", "./frame_%04d.png"])
  func theWorkingDirectoryGetsExactlyTheNewFrames(output: String) throws {
    #expect(try renderTwice(output, into: "work") == ["frame_0000.png", "frame_0001.png", "notes.txt"])
  }

  @Test func anAncestorOfTheWorkingDirectoryKeepsItsSubdirectories() throws {
    #expect(try renderTwice("../", into: "parent") == ["frame_0000.png", "frame_0001.png", "notes.txt", "work"])
  }
}
