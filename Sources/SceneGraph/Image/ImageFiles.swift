import Drawing
import Foundation

// Design note: where `Image("name")` finds its pixels. SceneGraph sits above Media in the
// module graph (docs/ARCHITECTURE.md §1), so it cannot call libpng itself: it finds the file and
// hands the path to a decoder that a lower-level module installs (`Rendering` installs libpng's
// through
// `ImageRenderer` and `installImageDecoder()`); tests may install their own. Each decoded file
// is kept for the life of the process, keyed by its path, so a video decodes it once, not
// once per video frame; changing the search paths or the decoder empties the cache.
// Lookups and the cache are behind one lock: frames may be resolved from any thread.

/// Reads an image file at a path into premultiplied pixels; throws when it cannot.
public typealias ImageFileDecoder = @Sendable (_ path: String) throws -> DrawingImage

extension Image {
  /// Directories `Image(_:)` searches, in order; relative paths are relative to the current
  /// directory at the time of the lookup. Default `[".", "Resources"]`: the current directory,
  /// then its `Resources/` folder.
  ///
  /// In each directory the name is tried as given, then with `.png`, then as `name@3x.png`,
  /// `name@2x.png`; an `@2x` or `@3x` suffix on the file found sets the image's scale (pixels
  /// per point), otherwise it is 1.
  public static var searchPaths: [String] {
    get { ImageFiles.shared.withLock { $0.searchPaths } }
    set { ImageFiles.shared.withLock { $0.searchPaths = newValue; $0.cache = [:] } }
  }

  /// The decoder for image files; `nil` until a module that can decode installs one (see the
  /// design note in `ImageFiles.swift`). Without one, named images draw nothing and warn.
  public static var fileDecoder: ImageFileDecoder? {
    get { ImageFiles.shared.withLock { $0.decoder } }
    set { ImageFiles.shared.withLock { $0.decoder = newValue; $0.cache = [:] } }
  }
}

/// The process-wide image lookup state.
final class ImageFiles: @unchecked Sendable {
  struct State {
    var searchPaths = [".", "Resources"]
    var decoder: ImageFileDecoder?
    /// Decoded files by path; `nil` records a file that failed to decode.
    var cache: [String: DrawingImage?] = [:]
  }

  /// A found, decoded file.
  struct Found {
    let pixels: DrawingImage
    /// Pixels per point.
    let scale: CGFloat
  }

  static let shared = ImageFiles()
  private var state = State()
  private let lock = NSLock()

  func withLock<T>(_ body: (inout State) -> T) -> T {
    lock.lock(); defer { lock.unlock() }
    return body(&state)
  }

  /// The image called `name`, or `nil` after a warning when there is none.
  func image(named name: String) -> Found? {
    let (paths, decoder) = withLock { ($0.searchPaths, $0.decoder) }
    let candidates: [(file: String, scale: CGFloat)] = [
      (name, Self.scale(ofFileNamed: name)), (name + ".png", 1), (name + "@3x.png", 3), (name + "@2x.png", 2),
    ]
    let fileManager = FileManager.default
    for directory in paths {
      for (file, scale) in candidates {
        let path = directory.isEmpty ? file : (directory as NSString).appendingPathComponent(file)
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
          continue
        }
        guard let decoder else {
          Diagnostics.warn("No image decoder installed; cannot read image file \(path).")
          return nil
        }
        guard let pixels = decode(path, with: decoder) else { return nil }
        return Found(pixels: pixels, scale: scale)
      }
    }
    Diagnostics.warn("No image named '\(name)' found in Image.searchPaths \(paths).")
    return nil
  }

  /// The image in the file at `path` (scale from an `@2x`/`@3x` name), or `nil` after a
  /// warning when it cannot be read.
  func image(atPath path: String) -> Found? {
    guard let decoder = withLock({ $0.decoder }) else {
      Diagnostics.warn("No image decoder installed; cannot read image file \(path).")
      return nil
    }
    guard FileManager.default.fileExists(atPath: path), let pixels = decode(path, with: decoder) else {
      Diagnostics.warn("Cannot read image file \(path).")
      return nil
    }
    return Found(pixels: pixels, scale: Self.scale(ofFileNamed: path))
  }

  private func decode(_ path: String, with decoder: ImageFileDecoder) -> DrawingImage? {
    if let cached = withLock({ $0.cache[path] }) { return cached }
    var result: DrawingImage?
    do {
      result = try decoder(path)
    } catch {
      Diagnostics.warn("Cannot read image file \(path): \(error)")
    }
    withLock { $0.cache[path] = .some(result) }
    return result
  }

  /// 3 for `name@3x.png`, 2 for `name@2x.png`, 1 otherwise.
  static func scale(ofFileNamed name: String) -> CGFloat {
    let stem = (name as NSString).deletingPathExtension
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }
}
