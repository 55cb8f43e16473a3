// Atomic file output.
//
// What: a file is written under a hidden temporary name in the target's own directory
// (`.name.partial-<pid>-<random>`) and renamed over the target only when complete.
// Why: rename(2) within one file system replaces the target atomically, so a reader (or a
// golden comparison, or a video player) sees either the old file or the whole new one, never a
// truncated file that looks valid. Same directory, because rename cannot cross file systems.
// Refuses: to fsync (an interrupted *process* is the case we guard against; surviving power
// loss mid-render is not worth a flush per frame), and to preserve the old file's permissions
// (the new file gets the usual 0666 & ~umask). A process killed by a signal cannot run
// `deinit`, so its temporaries stay behind; their names carry the pid, and the next
// `AtomicFile` for the same path removes those whose process is gone (`TemporaryName`). A
// name too long for its temporary to fit NAME_MAX is shortened in the temporary only.

#if canImport(Glibc)
import Glibc
#endif

/// A file being written under a temporary name, renamed into place by `commit()`.
///
/// ```swift
/// let file = try AtomicFile(path: "out/frame-0001.png")
/// try file.write(bytes)
/// try file.commit()        // without this, deinit removes the temporary
/// ```
///
/// On any failure (a throwing `write`, a failed `commit`), on `discard()` and on `deinit`
/// without `commit()`, the temporary file is removed and whatever was at `path` before is left
/// untouched. Not thread-safe: one writer owns one instance.
public final class AtomicFile {
  /// The destination, as given.
  public let path: String
  /// The hidden temporary beside `path` that receives the bytes until `commit()`.
  public let temporaryPath: String

  private enum State { case open, committed, discarded }
  private var state = State.open
  private var descriptor: Int32

  /// Creates an empty temporary file beside `path`.
  ///
  /// Throws `.system(call: "open", …)` when the directory does not exist or is not writable;
  /// nothing is created then.
  public init(path: String) throws(MediaError) {
    let (directory, name) = AtomicFile.split(path)
    guard !name.isEmpty, name != ".", name != ".." else {
      throw .invalidInput(path: path, reason: "not a file path")
    }
    // The final rename would fail only after all the work: say so now.
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      throw .invalidInput(path: path, reason: "is a directory")
    }
    self.path = path
    let temporary = TemporaryName(target: name)
    temporary.sweepPartials(in: directory)
    var lastError: Int32 = 0
    for _ in 0..<8 {
      let candidate = directory + "/" + temporary.make(.partial)
      let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 {
        temporaryPath = candidate
        descriptor = fd
        return
      }
      lastError = errno
      if lastError != EEXIST { break }
    }
    throw .system(call: "open", path: path, errno: lastError)
  }

  deinit { discard() }

  /// Appends `bytes` to the temporary file.
  ///
  /// On failure the temporary is removed and the file is discarded.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(MediaError) {
    guard state == .open, descriptor >= 0 else {
      throw .invalidInput(path: path, reason: "write after commit, discard or close")
    }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let code = errno
        discard()
        throw .system(call: "write", path: path, errno: code)
      }
      offset += written
    }
  }

  /// Appends `bytes` to the temporary file.
  public func write(_ bytes: [UInt8]) throws(MediaError) {
    // Array.withUnsafeBytes rethrows untyped errors; carry the typed one out by hand.
    let failure: MediaError? = bytes.withUnsafeBytes { (buffer) -> MediaError? in
      do throws(MediaError) { try write(buffer); return nil } catch { return error }
    }
    if let failure { throw failure }
  }

  /// Closes the descriptor but keeps the temporary, for a library (libavformat) that opens
  /// and writes `temporaryPath` itself. `commit()` and `discard()` still apply.
  package func closeForExternalWriter() {
    closeDescriptor()
  }

  /// Renames the temporary over `path`, replacing any file there atomically.
  ///
  /// If the rename fails (e.g. `path` is a directory) the temporary is removed, the old file
  /// stays, and this throws `.system(call: "rename", …)`.
  public func commit() throws(MediaError) {
    guard state == .open else {
      throw .invalidInput(path: path, reason: "commit after commit or discard")
    }
    if descriptor >= 0 {
      let result = close(descriptor)
      descriptor = -1
      if result != 0 {
        let code = errno
        discard()
        throw .system(call: "close", path: path, errno: code)
      }
    }
    if rename(temporaryPath, path) != 0 {
      let code = errno
      discard()
      throw .system(call: "rename", path: path, errno: code)
    }
    state = .committed
  }

  /// Abandons the write: closes and removes the temporary. Idempotent; a no-op after `commit()`.
  public func discard() {
    guard state == .open else { return }
    closeDescriptor()
    unlink(temporaryPath)
    state = .discarded
  }

  /// Writes `bytes` to `path` atomically: all or nothing.
  public static func write(_ bytes: [UInt8], to path: String) throws(MediaError) {
    let file = try AtomicFile(path: path)
    try file.write(bytes)
    try file.commit()
  }

  private func closeDescriptor() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
  }

  /// Splits a path into (directory, last component); the directory is "." for a bare name.
  private static func split(_ path: String) -> (String, String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }
}
