// Names for output temporaries, and the sweep that removes the ones a dead run left.
//
// What: every temporary beside a target NAME is called `.NAME.<role>-<pid>-<hex>`, where role
// is `partial` (the new output being written) or `old` (the previous output moved aside while
// a directory is swapped in). The pid says who owns it, so the next run into the same place
// can remove what a SIGKILL or an out-of-memory abort left, and leave alone what a concurrent
// render (a live pid) is still writing.
// Why: a killed process runs no cleanup; the only thing that survives it is the name.
// Refuses: to guess about temporaries of live processes (pid reuse can keep a dead run's
// temporary alive until the pid is free again; that errs on the side of keeping data), and
// to look anywhere but the target's own folder.

#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The hidden name of a temporary beside a target, and how to recognise one.
package struct TemporaryName: Sendable, Equatable {
  /// What a temporary holds.
  package enum Role: String, Sendable, CaseIterable {
    /// The new output, until it is put in place.
    case partial
    /// The previous output, moved aside while a new directory takes its name.
    case old
    /// The new output, complete, while its entries move into a directory that cannot be
    /// swapped whole (see `AtomicDirectory`'s in-place commit).
    case committed
  }

  /// Bytes a temporary's name adds to the visible name at most: `.`, `.committed-` (the
  /// longest role), a pid of up to 10 digits, `-` and 8 hex digits.
  static let overhead = 1 + 11 + 10 + 1 + 8
  /// The longest file name Linux file systems take, in bytes (NAME_MAX).
  static let nameMax = 255

  /// The target's name as it appears in its temporaries: the name itself when it fits, else
  /// its first bytes, `~` and a hash of the whole name (so two long names that share a start
  /// do not share temporaries).
  package let visible: String

  package init(target name: String) {
    guard name.utf8.count + TemporaryName.overhead > TemporaryName.nameMax else {
      visible = name
      return
    }
    var hash: UInt32 = 2_166_136_261  // FNV-1a
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let tag = "~" + String(hash, radix: 16)
    let budget = TemporaryName.nameMax - TemporaryName.overhead - tag.utf8.count
    var head = ""
    var used = 0
    for scalar in name.unicodeScalars {  // cut between scalars, never inside one
      let size = String(scalar).utf8.count
      if used + size > budget { break }
      head.unicodeScalars.append(scalar)
      used += size
    }
    visible = head + tag
  }

  /// The prefix every temporary of `role` starts with: `.NAME.partial-`.
  package func prefix(_ role: Role) -> String { ".\(visible).\(role.rawValue)-" }

  /// A fresh name for this process: `.NAME.partial-<pid>-<hex>`; with `token`, that hex, so
  /// temporaries of one commit share it.
  package func make(_ role: Role, token: UInt32 = .random(in: .min ... .max)) -> String {
    prefix(role) + "\(getpid())-" + String(token, radix: 16)
  }

  /// The owning pid of `entry` if it is a temporary of `role` for this target.
  package func owner(of entry: String, _ role: Role) -> pid_t? {
    let start = prefix(role)
    guard entry.hasPrefix(start) else { return nil }
    let rest = entry.dropFirst(start.count).split(separator: "-", omittingEmptySubsequences: false)
    guard rest.count == 2, let pid = pid_t(rest[0]), pid > 0, UInt32(rest[1], radix: 16) != nil else { return nil }
    return pid
  }

  /// Whether `pid` is a running process (a zombie counts as running; EPERM means it exists).
  package static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// The temporaries of `role` in `directory` that belong to no live process, as paths.
  package func stale(in directory: String, _ role: Role) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return entries.sorted().compactMap { entry in
      guard let pid = owner(of: entry, role), pid != getpid(), !TemporaryName.isAlive(pid) else { return nil }
      return directory + "/" + entry
    }
  }

  /// Removes the `partial` temporaries a dead run left in `directory`, telling `step` after
  /// each change. Failures are ignored: a leftover that cannot be removed is no reason not to
  /// render.
  package func sweepPartials(in directory: String, step: (OutputStep) -> Void = { _ in }) {
    for path in stale(in: directory, .partial) { removeTree(path, step: step) }
  }
}
