import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// File names as the bytes the file system holds, which need not be UTF-8 (a Swift `String`,
/// and so `FileManager`, turns invalid bytes into U+FFFD and cannot name such a file).
public enum RawPaths {
  /// What is at a path: a directory, a regular file with its bytes, or something else.
  public enum Entry: Equatable, Sendable {
    case directory
    case file([UInt8])
    case other
  }

  /// Every entry under `directory`, by its path relative to it (names joined by `/`), hidden
  /// ones included; files with their contents.
  public static func snapshot(_ directory: [UInt8]) -> [[UInt8]: Entry] {
    var entries: [[UInt8]: Entry] = [:]
    /// Adds the entries under `relative` (a path below `directory`, empty for itself).
    func walk(_ relative: [UInt8]) {
      let absolute = relative.isEmpty ? directory : directory + [UInt8(ascii: "/")] + relative
      for name in names(in: absolute) {
        let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
        let entry = self.entry(at: directory + [UInt8(ascii: "/")] + path)
        entries[path] = entry
        if entry == .directory { walk(path) }
      }
    }
    walk([])
    return entries
  }

  /// The names in `directory` but `.` and `..`, sorted; none when it cannot be read.
  public static func names(in directory: [UInt8]) -> [[UInt8]] {
    guard let stream = withCString(directory, { opendir($0) }) else { return [] }
    defer { closedir(stream) }
    var names: [[UInt8]] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// What is at `path` (symbolic links not followed); `nil` when nothing is.
  public static func entry(at path: [UInt8]) -> Entry? {
    var info = stat()
    guard withCString(path, { lstat($0, &info) }) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file(contents(of: path))
    default: return .other
    }
  }

  /// The bytes of the file at `path`, or none.
  static func contents(of path: [UInt8]) -> [UInt8] {
    let fd = withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = chunk.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }), count > 0 {
      bytes += chunk[0..<count]
    }
    return bytes
  }

  /// Writes `bytes` to a new file at `path`; false when it cannot.
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: [UInt8]) -> Bool {
    let fd = withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
  }

  /// Runs `body` with `bytes` as a NUL-terminated C string.
  static func withCString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }
}
