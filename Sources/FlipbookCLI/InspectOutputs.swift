import Flipbook
import Foundation
import Media

/// The files `render inspect` writes (`--csv`, `--json`, `--plot`, `--sheet`), checked before
/// any video frame is measured: a measurement can take minutes, and a path that cannot be
/// written should not cost them.
///
/// Refused up front: an empty path, a path that is a directory or whose folder is missing or
/// read-only, two outputs into one file, more than one output to standard output (`-`), and
/// an output that is one of the command's own inputs (`inspect seq/ --sheet seq/frame_0003.png`
/// would replace a frame it reads) — compared as files, so a link or a `./` spelling is caught.
struct InspectOutputs {
  enum Kind: String, CaseIterable {
    case csv = "--csv", json = "--json", plot = "--plot", sheet = "--sheet"
  }

  /// Each requested output and its path; `-` is standard output.
  let paths: [(kind: Kind, path: String)]

  subscript(kind: Kind) -> String? { paths.first { $0.kind == kind }?.path }

  /// Whether the data goes to standard output: then the summary and `wrote …` lines go to
  /// standard error, so a pipe gets only the CSV or JSON.
  var usesStandardOutput: Bool { paths.contains { $0.path == "-" } }

  init(_ args: inout Arguments) throws(CLIError) {
    var paths: [(Kind, String)] = []
    for kind in Kind.allCases {
      if let path = try args.value(kind.rawValue) { paths.append((kind, path)) }
    }
    self.paths = paths
  }

  /// Throws a usage error for any output that cannot be written or would overwrite another
  /// output or one of `inputs` (the files read: videos, PNG frames, plates, playground files).
  func validate(against inputs: [String]) throws(CLIError) {
    let piped = paths.filter { $0.path == "-" }
    if piped.count > 1 {
      throw .usage("\(piped.map(\.kind.rawValue).joined(separator: " and ")) both write to standard output (-); give one of them a file")
    }
    let inputIDs = Dictionary(inputs.compactMap { path in FileID(path).map { ($0, path) } }, uniquingKeysWith: { a, _ in a })
    var seen: [(Kind, OutputID?)] = []
    for (kind, path) in paths where path != "-" {
      guard !path.isEmpty else { throw .usage("\(kind.rawValue): the output path is empty") }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw .usage("\(kind.rawValue) \(path) is a directory; give a file name")
      }
      let folder = PathParts(path).directory
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw .usage("\(kind.rawValue) \(path): its folder \(folder) does not exist")
      }
      guard access(folder, W_OK | X_OK) == 0 else {
        throw .usage("\(kind.rawValue) \(path): its folder \(folder) is not writable")
      }
      let id = FileID(path)
      if let id, let input = inputIDs[id] {
        throw .usage("\(kind.rawValue) \(path) is \(input), an input of this command; Flipbook never overwrites what it reads")
      }
      let output = id.map(OutputID.existing) ?? FileID(folder).map { OutputID.new(folder: $0, name: PathParts(path).name) }
      if let other = seen.first(where: { output != nil && $0.1 == output }) {
        throw .usage("\(other.0.rawValue) and \(kind.rawValue) both write \(path); give each its own file")
      }
      seen.append((kind, output))
    }
  }
}

/// The file an output path names: an existing file, or a name not yet taken in a folder.
private enum OutputID: Hashable {
  case existing(FileID)
  case new(folder: FileID, name: String)
}

/// The identity of an existing file (device and inode, links followed): two paths name one
/// file exactly when their IDs are equal.
struct FileID: Hashable {
  let device: UInt64
  let inode: UInt64

  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
