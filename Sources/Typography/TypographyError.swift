/// Why a font could not be loaded.
public enum TypographyError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The font file does not exist or cannot be read; `debianPackage` names the package that
  /// provides it, when known.
  case fontFileMissing(path: String, debianPackage: String?)
  /// A FreeType call failed with error `code` while loading `path`.
  case freeTypeFailed(call: String, path: String, code: Int32)
  /// The file is not a single OpenType/TrueType font whose `hhea` table can be read.
  case malformedFont(path: String, reason: String)

  public var description: String {
    switch self {
    case .fontFileMissing(let path, let package?):
      return "font file not found: \(path) (install the Debian package \(package): apt-get install \(package))"
    case .fontFileMissing(let path, nil):
      return "font file not found: \(path)"
    case .freeTypeFailed(let call, let path, let code):
      return "\(call) failed for \(path): FreeType error \(code)"
    case .malformedFont(let path, let reason):
      return "cannot read font \(path): \(reason)"
    }
  }
}
