import Foundation

/// A file path split at its last `/`, done on the string itself.
///
/// Foundation's `NSString.lastPathComponent`/`deletingLastPathComponent` crash on Linux for a
/// one-character path (`"g"`), and they normalise what they split (dropping `.`, collapsing
/// slashes); a render target is used exactly as the user typed it, so this type does
/// neither: `"g"` is the name `g` in `.`, `"a/b/"` is the name `b` in `a`, `"/x"` is `x`
/// in `/`.
public struct PathParts: Equatable, Sendable {
  /// The folder holding the last component: `.` when the path has no `/`, `/` for a
  /// component at the root.
  public let directory: String
  /// The last component, without trailing slashes; empty for `/` itself.
  public let name: String

  public init(_ path: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else {
      directory = "."
      name = String(trimmed)
      return
    }
    let head = trimmed[..<slash]
    directory = head.isEmpty ? "/" : String(head)
    name = String(trimmed[trimmed.index(after: slash)...])
  }

  /// The name without its last `.extension` (a leading dot does not start one).
  public var stem: String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
