import Foundation
import Testing

@testable import Media
import Raster

@Suite struct AtomicFileTests {
  @Test func writeIntoMissingDirectoryThrowsAndCreatesNothing() {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let missing = scratch.path + "/missing"
    #expect(throws: MediaError.self) {
      try PNGCodec.write(Scene.movingSquare(index: 0), to: missing + "/frame.png")
    }
    #expect(!FileManager.default.fileExists(atPath: missing))
    #expect(scratch.entries().isEmpty)
  }

  @Test func commitReplacesOldFileAndLeavesNoTemporary() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/out.bin"
    try AtomicFile.write([1, 2, 3], to: target)
    try AtomicFile.write([4, 5], to: target)
    #expect(FileManager.default.contents(atPath: target) == Data([4, 5]))
    #expect(scratch.entries() == ["out.bin"])
  }

  @Test func temporaryIsHiddenBesideTarget() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let file = try AtomicFile(path: scratch.path + "/clip.mp4")
    let name = (file.temporaryPath as NSString).lastPathComponent
    #expect(name.hasPrefix(".clip.mp4.partial-\(getpid())-"))
    #expect((file.temporaryPath as NSString).deletingLastPathComponent == scratch.path)
    file.discard()
  }

  @Test func discardedWriteKeepsOldFileByteIdentical() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frame.png"
    let old = Data((0..<1000).map { UInt8($0 % 251) })
    #expect(FileManager.default.createFile(atPath: target, contents: old))
    let file = try AtomicFile(path: target)
    try file.write([9, 9, 9])
    file.discard()
    #expect(FileManager.default.contents(atPath: target) == old)
    #expect(scratch.entries() == ["frame.png"])
  }

  @Test func deinitWithoutCommitRemovesTemporary() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    do {
      let file = try AtomicFile(path: scratch.path + "/frame.png")
      try file.write([1, 2, 3])
      #expect(scratch.entries().count == 1)
    }
    #expect(scratch.entries().isEmpty)
  }

  @Test func failedEncodeKeepsOldFileByteIdentical() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frame.png"
    try PNGCodec.write(Scene.movingSquare(index: 1), to: target)
    let old = try #require(FileManager.default.contents(atPath: target))
    // libpng refuses a zero-width image.
    #expect(throws: MediaError.self) { try PNGCodec.write(Pixmap(width: 0, height: 4), to: target) }
    #expect(FileManager.default.contents(atPath: target) == old)
    #expect(scratch.entries() == ["frame.png"])
  }

  @Test func failedRenameRemovesTemporaryAndKeepsTarget() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // A non-empty directory cannot be replaced by a file (EISDIR), even as root: one that
    // appears while the file is written makes the final rename fail.
    let target = scratch.path + "/frame.png"
    let file = try AtomicFile(path: target)
    try file.write(Array("bytes".utf8))
    try FileManager.default.createDirectory(atPath: target + "/inner", withIntermediateDirectories: true)
    let error = #expect(throws: MediaError.self) { try file.commit() }
    #expect(error?.description.contains("rename failed for \(target)") == true)
    #expect(scratch.entries() == ["frame.png"])
    #expect(FileManager.default.fileExists(atPath: target + "/inner"))
  }

  @Test func aDirectoryAtTheTargetIsRefusedBeforeAnythingIsWritten() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let target = scratch.path + "/frame.png"
    try FileManager.default.createDirectory(atPath: target + "/inner", withIntermediateDirectories: true)
    let error = #expect(throws: MediaError.self) { try AtomicFile(path: target) }
    #expect(error?.description.contains("is a directory") == true, "\(String(describing: error))")
    #expect(scratch.entries() == ["frame.png"])
  }

  @Test func aTemporaryLeftByADeadProcessIsRemovedByTheNextWrite() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let stale = scratch.path + "/.clip.mp4.partial-\(AtomicDirectoryTests.deadPID)-c0ffee"
    #expect(FileManager.default.createFile(atPath: stale, contents: Data([1])))
    try AtomicFile.write([4, 5], to: scratch.path + "/clip.mp4")
    #expect(scratch.entries() == ["clip.mp4"])
  }
}
