// The file-system changes an atomic output makes, one at a time.
//
// What: `OutputStep` names one change (a mkdir, a link, a rename, one unlink…) and
// `removeTree` removes a directory entry by entry, telling an observer after each removal.
// Why: all-or-nothing is a claim about every moment between two changes. A test that kills a
// process right after change N, for every N, checks the claim at each of those moments; the
// observer is how it counts them. Shipped code passes no observer.
// Refuses: to report what does not change the file system (stat, readdir), and to report a
// copied directory file by file (a copy only ever fills the staging directory, which is
// thrown away whole however far the copy got).

#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// One change to the file system, made by an output on its way to (or instead of) its commit.
package struct OutputStep: Sendable, Equatable, CustomStringConvertible {
  /// The call that made it: `mkdir`, `write`, `link`, `copy`, `chmod`, `renameat2`, `rename`,
  /// `unlink` or `rmdir`.
  package let call: String
  /// The path it created, changed or removed; for a rename, the new name.
  package let path: String

  package init(_ call: String, _ path: String) {
    self.call = call
    self.path = path
  }

  package var description: String { "\(call) \(path)" }
}

/// Removes `path` and, when it is a directory, everything in it: depth first, in name order,
/// one entry at a time, calling `step` after each change. A directory that does not give its
/// owner full access is made to first (a replaced old directory may be read-only; its
/// permission bits went over to the new one). Failures are ignored: what stays behind is a
/// temporary the next run removes again.
package func removeTree(_ path: String, step: (OutputStep) -> Void) {
  var info = stat()
  guard lstat(path, &info) == 0 else { return }
  guard info.st_mode & S_IFMT == S_IFDIR else {
    if unlink(path) == 0 { step(OutputStep("unlink", path)) }
    return
  }
  if info.st_mode & 0o700 != 0o700, chmod(path, 0o700) == 0 { step(OutputStep("chmod", path)) }
  let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  for entry in entries.sorted() { removeTree(path + "/" + entry, step: step) }
  if rmdir(path) == 0 { step(OutputStep("rmdir", path)) }
}
