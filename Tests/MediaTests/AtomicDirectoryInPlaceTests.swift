import Foundation
import Testing

@testable import Media

/// Directories that cannot be swapped whole (the working directory, a mount point) are
/// committed in place: old entries aside, one rename as the commit point, new entries in. A
/// failure keeps the old entries; what a killed run leaves is finished or undone by the next.
@Suite struct AtomicDirectoryInPlaceTests {
  typealias T = AtomicDirectoryTests
  static func notFrames(_ name: String) -> Bool { !name.hasPrefix("frame_") }

  @Test func aCommitReplacesTheFramesAndKeepsTheRest() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try T.fill(scratch.path, T.old)
    let output = try AtomicDirectory(path: scratch.path, inPlace: true)
    #expect(output.inPlace)
    #expect(PathParts(output.stagingPath).directory == scratch.path, "staged inside the target")
    try T.fill(output.stagingPath, ["frame_0000.png": [9], "notes.txt": [8]])
    try output.commit(keeping: Self.notFrames)
    // The old frames 1 and 2 are gone (a shorter render), the new notes.txt replaced the old.
    #expect(T.contents(scratch.path) == ["frame_0000.png": Data([9]), "notes.txt": Data([8])])
  }

  @Test func theWorkingDirectoryAndTheRootAreFilledInPlace() throws {
    let cwd = FileManager.default.currentDirectoryPath
    #expect(AtomicDirectory.cannotBeSwapped(cwd))
    #expect(AtomicDirectory.cannotBeSwapped("."))
    #expect(AtomicDirectory.cannotBeSwapped("/"))
    #expect(AtomicDirectory.cannotBeSwapped(PathParts(cwd).directory), "an ancestor of the working directory")
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    #expect(!AtomicDirectory.cannotBeSwapped(scratch.path))
    // /proc is a mount point of its own in every Linux mount namespace.
    #expect(AtomicDirectory.cannotBeSwapped("/proc"))
  }

  /// Fails the `n`-th rename of the commit (1: the first old entry set aside; the last: the
  /// commit point) and expects the target exactly as it was, with no temporaries left.
  @Test(arguments: 1...4)
  func aFailedRenameBeforeTheCommitPointKeepsTheOldEntries(failing n: Int) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try T.fill(scratch.path, T.old)
    let before = T.contents(scratch.path)
    let output = try AtomicDirectory(path: scratch.path, inPlace: true)
    try T.fill(output.stagingPath, ["frame_0000.png": [9]])
    var calls = 0
    output.move = { from, to in
      calls += 1
      return calls == n ? EIO : (rename(from, to) == 0 ? 0 : errno)
    }
    // Three old frames go aside (renames 1–3), then the commit point (rename 4).
    #expect(throws: MediaError.self) { try output.commit(keeping: Self.notFrames) }
    #expect(T.contents(scratch.path) == before)
    #expect(scratch.entries() == before.keys.sorted())
  }

  @Test func aKillBeforeTheCommitPointIsUndoneByTheNextRun() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let token = "1f2e3d4c"
    // Frames 1 and 2 were set aside, frame 0 not yet; the new frames are still staged.
    try T.fill(scratch.path, ["frame_0000.png": [1], "notes.txt": [7, 7]])
    try T.fill(scratch.path + "/.flipbook-output.old-\(T.deadPID)-\(token)", ["frame_0001.png": [2], "frame_0002.png": [3]])
    try T.fill(scratch.path + "/.flipbook-output.partial-\(T.deadPID)-\(token)", ["frame_0000.png": [9]])
    let output = try AtomicDirectory(path: scratch.path, inPlace: true)
    output.discard()
    #expect(T.contents(scratch.path) == T.old.mapValues { Data($0) })
    #expect(scratch.entries() == T.old.keys.sorted())
  }

  @Test func aKillAfterTheCommitPointIsFinishedByTheNextRun() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let token = "1f2e3d4c"
    // Past the commit point: every old frame set aside, new frame 0 moved in, frame 1 not yet.
    try T.fill(scratch.path, ["frame_0000.png": [9], "notes.txt": [7, 7]])
    try T.fill(scratch.path + "/.flipbook-output.old-\(T.deadPID)-\(token)", ["frame_0000.png": [1], "frame_0001.png": [2], "frame_0002.png": [3]])
    try T.fill(scratch.path + "/.flipbook-output.committed-\(T.deadPID)-\(token)", ["frame_0001.png": [10]])
    let output = try AtomicDirectory(path: scratch.path, inPlace: true)
    output.discard()
    #expect(T.contents(scratch.path) == ["frame_0000.png": Data([9]), "frame_0001.png": Data([10]), "notes.txt": Data([7, 7])])
    #expect(scratch.entries() == ["frame_0000.png", "frame_0001.png", "notes.txt"])
  }
}
