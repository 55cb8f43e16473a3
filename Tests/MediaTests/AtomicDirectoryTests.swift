import Foundation
import Testing

@testable import Media

@Suite struct AtomicDirectoryTests {
  /// A pid no process can have: Linux hands out pids below pid_max only.
  static var deadPID: Int {
    let text = (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)) ?? "4194304"
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 4_194_304
  }

  /// Creates `directory` holding `files` (name → bytes).
  static func fill(_ directory: String, _ files: [String: [UInt8]]) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, bytes) in files {
      #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes)))
    }
  }

  /// Every file in `directory` with its bytes.
  static func contents(_ directory: String) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: directory + "/" + $0) ?? Data()) })
  }

  static let old: [String: [UInt8]] = ["frame_0000.png": [1], "frame_0001.png": [2], "frame_0002.png": [3], "notes.txt": [7, 7]]

  @Test func commitLeavesExactlyTheNewEntries() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frames"
    try Self.fill(target, Self.old)
    let output = try AtomicDirectory(path: target)
    try Self.fill(output.stagingPath, ["frame_0000.png": [9]])
    try output.commit()
    #expect(Self.contents(target) == ["frame_0000.png": Data([9])])
    #expect(scratch.entries() == ["frames"])
  }

  @Test func keptEntriesOfTheOldDirectoryAreCarriedOver() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frames"
    try Self.fill(target, Self.old)
    let output = try AtomicDirectory(path: target)
    try Self.fill(output.stagingPath, ["frame_0000.png": [9]])
    try output.commit { !$0.hasPrefix("frame_") }
    #expect(Self.contents(target) == ["frame_0000.png": Data([9]), "notes.txt": Data([7, 7])])
  }

  @Test func aFailedSwapKeepsTheOldDirectoryByteIdentical() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frames"
    try Self.fill(target, Self.old)
    let before = Self.contents(target)
    let output = try AtomicDirectory(path: target)
    try Self.fill(output.stagingPath, ["frame_0000.png": [9]])
    output.exchange = { _, _ in EIO }
    let error = #expect(throws: MediaError.self) { try output.commit { !$0.hasPrefix("frame_") } }
    #expect(error?.description.contains("renameat2") == true, "\(String(describing: error))")
    #expect(Self.contents(target) == before)
    #expect(scratch.entries() == ["frames"])
  }

  @Test func withoutExchangeTheRenamingFallbackSwapsWhole() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frames"
    try Self.fill(target, Self.old)
    let output = try AtomicDirectory(path: target)
    try Self.fill(output.stagingPath, ["frame_0000.png": [9]])
    output.exchange = { _, _ in EINVAL }
    try output.commit()
    #expect(Self.contents(target) == ["frame_0000.png": Data([9])])
    #expect(scratch.entries() == ["frames"])
  }

  @Test func aFallbackWhoseSecondRenameFailsPutsTheOldDirectoryBack() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frames"
    try Self.fill(target, Self.old)
    let before = Self.contents(target)
    let output = try AtomicDirectory(path: target)
    try Self.fill(output.stagingPath, ["frame_0000.png": [9]])
    output.exchange = { _, _ in EINVAL }
    var calls = 0
    output.move = { from, to in
      calls += 1
      return calls == 2 ? EXDEV : (rename(from, to) == 0 ? 0 : errno)
    }
    #expect(throws: MediaError.self) { try output.commit() }
    #expect(Self.contents(target) == before)
    #expect(scratch.entries() == ["frames"])
  }

  @Test func aKillBetweenTheFallbacksRenamesIsUndoneByTheNextRun() throws {
    // What the kill leaves: no target, the old directory aside, the new one staged.
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let pid = Self.deadPID
    try Self.fill(scratch.path + "/.frames.old-\(pid)-1a2b", Self.old)
    try Self.fill(scratch.path + "/.frames.partial-\(pid)-3c4d", ["frame_0000.png": [9]])
    let output = try AtomicDirectory(path: scratch.path + "/frames")
    output.discard()
    #expect(Self.contents(scratch.path + "/frames") == Self.old.mapValues { Data($0) })
    #expect(scratch.entries() == ["frames"])
  }

  @Test func temporariesOfDeadRunsAreRemovedAndThoseOfLiveOnesKept() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try Self.fill(scratch.path + "/frames", [:])
    try Self.fill(scratch.path + "/.frames.partial-\(Self.deadPID)-beef", ["frame_0000.png": [1]])
    try Self.fill(scratch.path + "/.frames.old-\(Self.deadPID)-cafe", ["frame_0000.png": [2]])
    // pid 1 is always running: a concurrent render's staging must survive.
    try Self.fill(scratch.path + "/.frames.partial-1-f00d", ["frame_0000.png": [3]])
    try Self.fill(scratch.path + "/.other.partial-\(Self.deadPID)-beef", [:])
    let output = try AtomicDirectory(path: scratch.path + "/frames")
    output.discard()
    #expect(scratch.entries() == [".frames.partial-1-f00d", ".other.partial-\(Self.deadPID)-beef", "frames"])
  }

  @Test func aTemporaryOfALongNameStaysWithinNameMax() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // 250 bytes: legal, but `.NAME.partial-PID-HEX` would not be.
    let name = String(repeating: "é", count: 120) + "0123456789"
    #expect(name.utf8.count == 250)
    try AtomicFile.write([1, 2, 3], to: scratch.path + "/" + name)
    let output = try AtomicDirectory(path: scratch.path + "/" + String(name.dropLast(4)))
    #expect(PathParts(output.stagingPath).name.utf8.count <= 255)
    try output.commit()
    #expect(scratch.entries() == [name, String(name.dropLast(4))].sorted())
  }

  @Test func shortenedTemporaryNamesOfDifferentLongNamesDiffer() {
    let head = String(repeating: "a", count: 240)
    let one = TemporaryName(target: head + "-one"), two = TemporaryName(target: head + "-two")
    #expect(one.visible != two.visible)
    #expect(one.make(.partial).utf8.count <= 255)
    #expect(TemporaryName(target: "frames").visible == "frames")
  }

  @Test func aLinkToADirectoryStaysALink() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try Self.fill(scratch.path + "/real", Self.old)
    try FileManager.default.createSymbolicLink(atPath: scratch.path + "/frames", withDestinationPath: "real")
    let output = try AtomicDirectory(path: scratch.path + "/frames")
    try Self.fill(output.stagingPath, ["frame_0000.png": [9]])
    try output.commit()
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path + "/frames") == "real")
    #expect(Self.contents(scratch.path + "/real") == ["frame_0000.png": Data([9])])
    #expect(scratch.entries() == ["frames", "real"])
  }

  @Test func theOldDirectorysPermissionBitsGoOverToTheNewOne() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frames"
    try Self.fill(target, Self.old)
    chmod(target, 0o555)
    let output = try AtomicDirectory(path: target)
    try Self.fill(output.stagingPath, ["frame_0000.png": [9]])
    try output.commit()
    var info = stat()
    #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o555)
    chmod(target, 0o755)
    #expect(Self.contents(target) == ["frame_0000.png": Data([9])])
    #expect(scratch.entries() == ["frames"])
  }
}
