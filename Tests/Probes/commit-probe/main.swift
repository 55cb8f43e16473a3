// A process for tests to kill: it writes an output the way a render does and SIGKILLs itself
// right after its Nth change to the file system (CommitKillTests in MediaTests runs it).
//
//   commit-probe directory TARGET N [--fallback] [--in-place] NAME=TEXT…
//                                                              frames NAME into the directory
//                                                              TARGET, keeping the old
//                                                              directory's non-`frame_` entries
//   commit-probe file TARGET N TEXT…                           TEXTs one after another into
//                                                              the file TARGET
//
// N is a count of changes (0: before the first) or `never`. Each change is printed to stdout
// as `CALL<tab>PATH` as it is made, so an uncut run lists them all. `--fallback` makes
// RENAME_EXCHANGE look unsupported, as on a file system without it; `--in-place` commits as
// into a directory that cannot be swapped (the working directory, a mount point). Exit status: 0 when done,
// 2 when an output call throws; killed by SIGKILL after change N.

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Media

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let killAfter = arguments[2] == "never" ? Int.max : Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: commit-probe directory|file TARGET N|never …\n".utf8))
  exit(2)
}
let (mode, target) = (arguments[0], arguments[1])
var rest = Array(arguments.dropFirst(3))
/// Changes made so far; the probe runs on one thread.
nonisolated(unsafe) var made = 0

/// Dies by SIGKILL: no cleanup, no deinit, no buffered output, as after `kill -9` or an OOM kill.
func die() -> Never {
  kill(getpid(), SIGKILL)
  fatalError("still running after SIGKILL")
}

/// Prints one change and dies when it is change N.
func record(_ step: OutputStep) {
  FileHandle.standardOutput.write(Data("\(step.call)\t\(step.path)\n".utf8))
  made += 1
  if made == killAfter { die() }
}

if killAfter == 0 { die() }
do throws(MediaError) {
  switch mode {
  case "directory":
    let fallback = rest.first == "--fallback"
    if fallback { rest.removeFirst() }
    let inPlace = rest.first == "--in-place"
    if inPlace { rest.removeFirst() }
    let output = try AtomicDirectory(path: target, inPlace: inPlace, step: record)
    if fallback { output.exchange = { _, _ in EINVAL } }
    for frame in rest {
      let equals = frame.firstIndex(of: "=") ?? frame.endIndex
      let path = output.stagingPath + "/" + frame[..<equals]
      let text = frame[equals...].dropFirst()
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        throw .system(call: "creat", path: path, errno: errno)
      }
      record(OutputStep("write", path))
    }
    try output.commit { !$0.hasPrefix("frame_") }
  case "file":
    let file = try AtomicFile(path: target)
    record(OutputStep("open", file.temporaryPath))
    for text in rest {
      try file.write(Array(text.utf8))
      record(OutputStep("write", file.temporaryPath))
    }
    try file.commit()
    record(OutputStep("rename", target))
  default:
    FileHandle.standardError.write(Data("commit-probe: unknown mode \(mode)\n".utf8))
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("commit-probe: \(error)\n".utf8))
  exit(2)
}
