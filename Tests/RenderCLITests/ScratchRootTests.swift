import Foundation
import Media
import Testing

/// Scratch directories go with their test process; a dead process's go with the next one.
@Suite struct ScratchRootTests {
  @Test func scratchDirectoriesAreInThisProcesssRoot() throws {
    let dir = try RenderProcess.scratch()
    #expect(PathParts(dir).directory == ScratchRoot.path)
    #expect(PathParts(ScratchRoot.path).name == "flipbook-cli-\(getpid())")
  }

  @Test func theSweepRemovesTheRootsOfDeadProcessesOnly() throws {
    let folder = try RenderProcess.scratch()
    // pid_max is the first pid Linux never hands out; pid 1 is always running.
    let pidMax = (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? "4194304"
    let names = ["flipbook-cli-\(pidMax)", "flipbook-cli-1", "flipbook-cli-\(getpid())", "flipbook-cli-1f2e-uuid", "other-\(pidMax)"]
    for name in names {
      try FileManager.default.createDirectory(atPath: folder + "/" + name + "/inner", withIntermediateDirectories: true)
    }
    ScratchRoot.sweep(folder)
    #expect(RenderProcess.listing(folder) == names.dropFirst().sorted())
  }
}
