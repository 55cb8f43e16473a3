// In-place commits, for directories that cannot be swapped whole.
//
// What: some targets cannot be renamed: the working directory and its ancestors (renaming
// them would leave the user's shell, and this process, in a deleted directory), mount points
// (Docker volumes, tmpfs: rename fails with EBUSY, and a staging directory beside them would
// sit on another file system) and `/`. For them the temporaries live inside the target
// (`.flipbook-output.<role>-<pid>-<hex>`, all of one commit sharing the hex) and the commit
// moves entries rather than the directory:
//
//   1. every old entry that goes (not kept, or replaced by a new one) is renamed into
//      `.old-…`, the old output set aside;
//   2. the complete staging directory `.partial-…` is renamed to `.committed-…` — the commit
//      point, one rename;
//   3. every new entry is renamed from `.committed-…` into the target;
//   4. the aside is renamed to a `.partial` name (no longer an "old output"), then
//      `.committed-…` and it are removed.
//
// Why this is all-or-nothing: a kill before step 2 leaves `.old-…` and `.partial-…`, and the
// next run into the same place moves the old entries back (the old output, complete); a kill
// after it leaves `.committed-…`, and the next run finishes moving its entries in (the new
// output, complete). Every rename stays inside the target, so on one file system. A failure
// (not a kill) before the commit point puts the old entries back at once.
//
// Refuses: to be atomic for a reader looking between a kill and the next run (the target is
// then part old, part new, with the temporary that says which way it goes); that is the
// price of a target that cannot be renamed.

#if canImport(Glibc)
import Glibc
#endif
import Foundation

extension AtomicDirectory {
  /// The name all in-place temporaries share (the target itself has no name to give them).
  static let inPlaceName = TemporaryName(target: "flipbook-output")

  /// Whether `target` (an existing directory, or nothing) must be filled in place: it is `/`,
  /// the working directory or an ancestor of it, or a mount point.
  static func cannotBeSwapped(_ target: String) -> Bool {
    guard let real = realpath(target, nil) else { return false }
    let resolved = String(cString: real)
    free(real)
    if resolved == "/" { return true }
    if let cwd = getcwd(nil, 0) {
      let working = String(cString: cwd)
      free(cwd)
      if working == resolved || working.hasPrefix(resolved + "/") { return true }
    }
    var own = stat(), above = stat()
    if stat(resolved, &own) == 0, stat(PathParts(resolved).directory, &above) == 0, own.st_dev != above.st_dev {
      return true
    }
    return mountPoints().contains(resolved)
  }

  /// The mount points of this process's mount namespace (bind mounts of one file system onto
  /// another place included, which share its device number), from /proc/self/mountinfo.
  private static func mountPoints() -> Set<String> {
    guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return [] }
    return Set(table.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", omittingEmptySubsequences: false)
      return fields.count > 4 ? unescapeMountPath(fields[4]) : nil
    })
  }

  /// mountinfo writes space, tab, newline and backslash in paths as `\040`-style octal.
  private static func unescapeMountPath(_ field: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(field.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "\\"), utf8.count >= 3,
        let code = UInt8(String(decoding: utf8.prefix(3), as: UTF8.self), radix: 8) {
        bytes.append(code)
        utf8 = utf8.dropFirst(3)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Steps 1–4 of the file's note.
  func commitInPlace(keeping isKept: (String) -> Bool) throws(MediaError) {
    let fm = FileManager.default
    let temporary = AtomicDirectory.inPlaceName
    let staged = Set((try? fm.contentsOfDirectory(atPath: stagingPath)) ?? [])
    guard let entries = try? fm.contentsOfDirectory(atPath: target) else {
      discard()
      throw .system(call: "opendir", path: path, errno: EACCES)
    }
    let aside = parent + "/" + temporary.make(.old, token: token)
    guard mkdir(aside, 0o700) == 0 else {
      let code = errno
      discard()
      throw .system(call: "mkdir", path: path, errno: code)
    }
    step(OutputStep("mkdir", aside))
    var movedAside: [String] = []
    for entry in entries.sorted() where !AtomicDirectory.isInPlaceTemporary(entry) && (staged.contains(entry) || !isKept(entry)) {
      let code = move(target + "/" + entry, aside + "/" + entry)
      guard code == 0 else {
        AtomicDirectory.undo(aside, into: target, named: movedAside, step: step)
        discard()
        throw .system(call: "rename", path: target + "/" + entry, errno: code)
      }
      step(OutputStep("rename", aside + "/" + entry))
      movedAside.append(entry)
    }
    let committed = parent + "/" + temporary.make(.committed, token: token)
    let code = move(stagingPath, committed)
    if code != 0 { AtomicDirectory.undo(aside, into: target, named: movedAside, step: step) }
    try finally(code, call: "rename")
    step(OutputStep("rename", committed))
    AtomicDirectory.finishInPlace(committed: committed, aside: aside, into: target, step: step)
  }

  /// Steps 3 and 4: the new entries in, the temporaries gone. Past the commit point nothing
  /// is undone; an entry that will not move stays in `.committed-…` for the next run.
  ///
  /// The aside is renamed to a `.partial` name before `.committed-…` goes, and emptied only
  /// then: an `.old-…` without its `.committed-…` always means "before the commit point",
  /// never a commit whose marker a kill removed.
  private static func finishInPlace(committed: String, aside: String?, into target: String, step: (OutputStep) -> Void) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: committed)) ?? []
    moveEntries(of: committed, into: target, named: names.sorted(), step: step)
    var trash: String?
    if let aside {
      let name = target + "/" + inPlaceName.make(.partial)
      if rename(aside, name) == 0 {
        step(OutputStep("rename", name))
        trash = name
      }
    }
    // An aside that would not move keeps the marker, so the next run tries again.
    guard aside == nil || trash != nil else { return }
    if rmdir(committed) == 0 { step(OutputStep("rmdir", committed)) }
    if let trash { removeTree(trash, step: step) }
  }

  /// Puts the old entries set aside back and removes the emptied aside.
  private static func undo(_ aside: String, into target: String, named names: [String], step: (OutputStep) -> Void) {
    moveEntries(of: aside, into: target, named: names, step: step)
    if rmdir(aside) == 0 { step(OutputStep("rmdir", aside)) }
  }

  /// Renames `names` from `folder` into `target`, replacing what is there.
  private static func moveEntries(of folder: String, into target: String, named names: [String], step: (OutputStep) -> Void) {
    for name in names where rename(folder + "/" + name, target + "/" + name) == 0 {
      step(OutputStep("rename", target + "/" + name))
    }
  }

  /// Whether `entry` is one of the in-place temporaries (of any run).
  private static func isInPlaceTemporary(_ entry: String) -> Bool {
    TemporaryName.Role.allCases.contains { inPlaceName.owner(of: entry, $0) != nil }
  }

  /// What dead runs left inside `target`: a `.committed-…` is finished (its entries moved in),
  /// an `.old-…` without one goes back (its entries moved out again), stray `.partial-…`
  /// staging directories are removed.
  static func recoverInPlace(_ target: String, step: (OutputStep) -> Void) {
    let temporary = inPlaceName
    let committed = temporary.stale(in: target, .committed)
    let asides = temporary.stale(in: target, .old)
    for aside in asides {
      let suffix = aside.dropFirst((target + "/" + temporary.prefix(.old)).count)
      if let done = committed.first(where: { $0.hasSuffix(".committed-" + suffix) }) {
        finishInPlace(committed: done, aside: aside, into: target, step: step)
      } else {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: aside)) ?? []
        undo(aside, into: target, named: names.sorted(), step: step)
      }
    }
    // A `.committed-…` whose `.old-…` was already removed only has entries left to move.
    for done in committed where FileManager.default.fileExists(atPath: done) {
      finishInPlace(committed: done, aside: nil, into: target, step: step)
    }
    temporary.sweepPartials(in: target, step: step)
  }
}
