// Atomic directory output.
//
// What: the new contents are written into a hidden staging directory beside the target
// (`.NAME.partial-<pid>-<hex>`, same parent, so one file system), and `commit()` swaps the
// whole directory in with `renameat2(RENAME_EXCHANGE)`: at every moment the target's name
// points at either the complete old directory or the complete new one. The old one, now under
// the staging name, is then removed. Entries of the old directory that the caller wants kept
// (files that are not part of the output, e.g. notes beside PNG frames) are hard-linked (or,
// across devices or for directories, copied) into the staging directory before the swap.
//
// Why: moving files into an existing directory one by one mixes old and new when it fails
// half-way, and leaves the old run's extra files behind after a shorter new run.
//
// Fallback: where RENAME_EXCHANGE is missing (glibc < 2.28, kernels < 3.15, some network and
// FUSE file systems answer EINVAL), the old directory is renamed aside to `.NAME.old-<pid>-<hex>`,
// the new one renamed in, and the aside removed. A kill between those two renames leaves no
// target, the old directory under its `.old` name and the new one under its `.partial` name;
// the next `AtomicDirectory` for the same path (its owner's pid being dead) renames the `.old`
// back into place — the old output, complete — and removes the `.partial`. A kill after the
// second rename leaves the new target and an `.old` aside, which the next run simply removes.
// An `.old` is never emptied under that name: it is renamed to a `.partial` name first, so an
// `.old` always holds a whole old directory, the only kind recovery may put back.
//
// In place: a target that cannot be renamed (the working directory or an ancestor of it, a
// mount point, `/`) keeps its temporaries inside itself and commits by moving entries, with
// one rename as the commit point; see AtomicDirectory+InPlace.swift.
//
// Refuses: to fsync (the guard is against a dying process, not power loss), to lock out a
// concurrent render into the same target (the last commit wins, each one whole), and to
// preserve anything of the old directory but its permission bits and the kept entries.

#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A directory being filled under a temporary name, swapped in whole by `commit(keeping:)`.
///
/// ```swift
/// let output = try AtomicDirectory(path: "frames")
/// try bytes.write(to: URL(fileURLWithPath: output.stagingPath + "/frame_0000.png"))
/// try output.commit { name in !name.hasPrefix("frame_") }  // keep the user's other files
/// ```
///
/// When `path` is a symbolic link to a directory, the link stays and the directory it names is
/// swapped. Creating one first tidies up after dead runs into the same path (see the file's note). On
/// failure, `discard()` or `deinit` without commit, the staging directory is removed and the
/// target is left exactly as it was. Not thread-safe: one writer owns one instance.
public final class AtomicDirectory {
  /// The target directory, as given.
  public let path: String
  /// The hidden directory beside `path` that receives the new contents until `commit`.
  public let stagingPath: String

  /// `path`, or the directory it links to when it is a symbolic link (or when `path` is `.`,
  /// `..` or ends in them: the directory it names).
  let target: String
  /// Where the temporaries go: beside the target, or inside it when it is filled in place.
  let parent: String
  let temporary: TemporaryName
  /// Whether the target cannot be swapped whole (the working directory or one of its
  /// ancestors, a mount point, `/`) and the commit moves entries in and out of it instead.
  let inPlace: Bool
  /// The hex shared by this commit's temporaries (in place, they are found by it).
  let token: UInt32
  /// Told after each change this makes to the file system (see `OutputStep`).
  let step: (OutputStep) -> Void
  private var isOpen = true

  /// Swaps two paths atomically; returns 0 or an errno. Tests replace it to see the fallback.
  package var exchange: (String, String) -> Int32 = AtomicDirectory.renameExchange
  /// Renames a path; returns 0 or an errno. Tests replace it to fail a step.
  package var move: (String, String) -> Int32 = { rename($0, $1) == 0 ? 0 : errno }

  /// Recovers from dead runs into `path`, then creates an empty staging directory beside it.
  ///
  /// Throws `.invalidInput` when `path` exists and is not a directory, `.system(call: "mkdir", …)`
  /// when its folder does not exist or is not writable; nothing is created then.
  public convenience init(path: String) throws(MediaError) {
    try self.init(path: path, inPlace: false, step: { _ in })
  }

  /// `init(path:)` with two things for tests.
  ///
  /// - Parameters:
  ///   - inPlace: fill an existing target in place even when it could be swapped (to see the
  ///     in-place commit without a mount point).
  ///   - step: told after each change this, `commit` and `discard` make to the file system,
  ///     in order: how a test stops a process at every moment of a commit.
  package init(path: String, inPlace forced: Bool = false, step: @escaping (OutputStep) -> Void = { _ in }) throws(MediaError) {
    guard !path.isEmpty else { throw .invalidInput(path: path, reason: "not a directory path") }
    self.path = path
    self.step = step
    let name = PathParts(path).name
    var info = stat()
    if name == "." || name == ".." || name.isEmpty || (lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK) {
      // A link to a directory stays a link: the directory it names is the one swapped.
      guard let real = realpath(path, nil) else { throw .system(call: "realpath", path: path, errno: errno) }
      target = String(cString: real)
      free(real)
    } else {
      target = path
    }
    if lstat(target, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
      throw .invalidInput(path: path, reason: "exists and is not a directory")
    }
    inPlace = (forced && access(target, F_OK) == 0) || AtomicDirectory.cannotBeSwapped(target)
    if inPlace {
      parent = target
      temporary = AtomicDirectory.inPlaceName
      AtomicDirectory.recoverInPlace(target, step: step)
    } else {
      let resolved = PathParts(target)
      parent = resolved.directory
      temporary = TemporaryName(target: resolved.name)
      AtomicDirectory.recover(target, parent: parent, temporary, step: step)
    }
    var lastError: Int32 = 0
    for _ in 0..<8 {
      let token = UInt32.random(in: .min ... .max)
      let candidate = parent + "/" + temporary.make(.partial, token: token)
      if mkdir(candidate, 0o777) == 0 {
        stagingPath = candidate
        self.token = token
        step(OutputStep("mkdir", candidate))
        return
      }
      lastError = errno
      if lastError != EEXIST { break }
    }
    throw .system(call: "mkdir", path: path, errno: lastError)
  }

  deinit { discard() }

  /// Puts the staging directory in place of `path`, whole.
  ///
  /// - Parameter isKept: called with each entry name of the old directory; those it accepts
  ///   (and the staging directory lacks) are carried over into the new one. Default: none.
  ///
  /// On failure the staging directory is removed, `path` is as it was, and this throws
  /// `.system(call:…)` naming the failing call.
  public func commit(keeping isKept: (String) -> Bool = { _ in false }) throws(MediaError) {
    guard isOpen else { throw .invalidInput(path: path, reason: "commit after commit or discard") }
    if inPlace {
      try commitInPlace(keeping: isKept)
      return
    }
    var info = stat()
    guard lstat(target, &info) == 0 else {
      try finally(move(stagingPath, target), call: "rename")
      step(OutputStep("rename", target))
      return
    }
    do throws(MediaError) {
      try carryOver(keeping: isKept)
      if chmod(stagingPath, info.st_mode & 0o7777) == 0 { step(OutputStep("chmod", stagingPath)) }
    } catch {
      discard()
      throw error
    }
    let code = exchange(stagingPath, target)
    if code == EINVAL || code == ENOSYS || code == ENOTSUP {
      try swapByRenaming()
      return
    }
    try finally(code, call: "renameat2")
    step(OutputStep("renameat2", target))
    // The staging name now holds the old directory.
    removeTree(stagingPath, step: step)
  }

  /// Abandons the new contents: removes the staging directory. Idempotent; a no-op after commit.
  public func discard() {
    guard isOpen else { return }
    isOpen = false
    removeTree(stagingPath, step: step)
  }

  /// Ends the commit after its last rename: done on 0, else discards and throws.
  func finally(_ code: Int32, call: String) throws(MediaError) {
    guard code == 0 else {
      discard()
      throw .system(call: call, path: path, errno: code)
    }
    isOpen = false
  }

  /// The fallback swap: old aside, new in, old removed; the old one goes back if the new cannot.
  private func swapByRenaming() throws(MediaError) {
    let aside = parent + "/" + temporary.make(.old)
    let out = move(target, aside)
    guard out == 0 else {
      discard()
      throw .system(call: "rename", path: path, errno: out)
    }
    step(OutputStep("rename", aside))
    let into = move(stagingPath, target)
    guard into == 0 else {
      if move(aside, target) == 0 { step(OutputStep("rename", target)) }
      discard()
      throw .system(call: "rename", path: path, errno: into)
    }
    step(OutputStep("rename", target))
    isOpen = false
    AtomicDirectory.retire(aside, parent: parent, temporary, step: step)
  }

  /// Removes an `.old` directory that is no longer needed, under a fresh `.partial` name of
  /// this process: a kill part-way through leaves a `.partial` the next run sweeps, never a
  /// half-emptied `.old` that recovery would take for a whole old output and put back in
  /// place (as it does when the target is missing). One that cannot be renamed stays whole,
  /// for the next run to try again.
  private static func retire(
    _ aside: String, parent: String, _ temporary: TemporaryName, step: (OutputStep) -> Void
  ) {
    let trash = parent + "/" + temporary.make(.partial)
    guard rename(aside, trash) == 0 else { return }
    step(OutputStep("rename", trash))
    removeTree(trash, step: step)
  }

  /// Links (or copies) the kept entries of the old directory into the staging directory.
  private func carryOver(keeping isKept: (String) -> Bool) throws(MediaError) {
    let fm = FileManager.default
    let entries: [String]
    do { entries = try fm.contentsOfDirectory(atPath: target) } catch {
      throw .system(call: "opendir", path: path, errno: EACCES)
    }
    for entry in entries where isKept(entry) {
      let from = target + "/" + entry, to = stagingPath + "/" + entry
      if access(to, F_OK) == 0 { continue }
      var info = stat()
      if lstat(from, &info) == 0, info.st_mode & S_IFMT == S_IFREG, link(from, to) == 0 {
        step(OutputStep("link", to))
        continue
      }
      do { try fm.copyItem(atPath: from, toPath: to) } catch {
        throw .system(call: "copy", path: from, errno: EIO)
      }
      step(OutputStep("copy", to))
    }
  }

  /// What dead runs left beside `path`: an `.old` directory goes back into place when the
  /// target is missing (a kill between the fallback's two renames); every other stale `.old`
  /// and `.partial` is removed.
  static func recover(
    _ path: String, parent: String, _ temporary: TemporaryName, step: (OutputStep) -> Void
  ) {
    var asides = temporary.stale(in: parent, .old)
    if access(path, F_OK) != 0, let last = asides.popLast() {
      if rename(last, path) == 0 { step(OutputStep("rename", path)) } else { asides.append(last) }
    }
    for aside in asides { retire(aside, parent: parent, temporary, step: step) }
    temporary.sweepPartials(in: parent, step: step)
  }

  private typealias Renameat2 = @convention(c) (
    Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
  ) -> Int32

  /// glibc's renameat2 (2.28+), looked up at run time: Swift's Glibc module does not import it.
  nonisolated(unsafe) private static let renameat2: Renameat2? =
    dlsym(nil, "renameat2").map { unsafeBitCast($0, to: Renameat2.self) }

  /// RENAME_EXCHANGE from <linux/fs.h>.
  private static let renameExchangeFlag: UInt32 = 1 << 1

  /// `renameat2(a, b, RENAME_EXCHANGE)`: 0, or the errno (ENOSYS when glibc lacks it).
  static func renameExchange(_ a: String, _ b: String) -> Int32 {
    guard let call = renameat2 else { return ENOSYS }
    return call(AT_FDCWD, a, AT_FDCWD, b, renameExchangeFlag) == 0 ? 0 : errno
  }
}
