// Stand-ins for the system fonts, from Debian packages.
//
// SF Pro and SF Pro Rounded cannot be redistributed, so each design maps to the closest
// freely licensed family packaged by Debian (notes/raster-and-encoding.md §3): Inter for
// `.default`, Quicksand (rounded terminals) for `.rounded`, DejaVu Sans Mono for
// `.monospaced`. A weight the family lacks resolves to the nearest one it has, rounding
// up from the middle (CSS-style: 600 falls to Bold where there is no SemiBold).

import Foundation
import Synchronization

/// The font family of a system font, with SwiftUI's case names.
public enum TypefaceDesign: Hashable, Sendable {
  case `default`, rounded, monospaced
}

extension FontFace {
  private static let cache = Mutex<[String: FontFace]>([:])

  /// The shared face for `design` at `weight`, loaded once per file.
  ///
  /// - Parameter weight: a CSS weight, 100 (thin) … 900 (black); default 400. Values outside
  ///   are clamped.
  /// - Throws: `TypographyError.fontFileMissing` naming the file and the Debian package to
  ///   install when the font is not on this machine.
  public static func system(design: TypefaceDesign = .default, weight: Int = 400) throws(TypographyError) -> FontFace {
    let (path, package) = systemFontFile(design: design, weight: weight)
    if let face = cache.withLock({ $0[path] }) { return face }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .fontFileMissing(path: path, debianPackage: package)
    }
    let face = try FontFace(path: path)
    return cache.withLock { faces in
      if let existing = faces[path] { return existing }
      faces[path] = face
      return face
    }
  }

  /// The file and Debian package of the face that stands in for `design` at `weight`.
  package static func systemFontFile(design: TypefaceDesign, weight: Int) -> (path: String, package: String) {
    let w = min(max(weight, 100), 900)
    switch design {
    case .default:
      let names = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
      let index = min(max((w + 50) / 100 - 1, 0), 8)
      return ("/usr/share/fonts/opentype/inter/Inter-\(names[index]).otf", "fonts-inter")
    case .rounded:
      let name = w < 350 ? "Light" : w < 450 ? "Regular" : w < 550 ? "Medium" : "Bold"
      return ("/usr/share/fonts/truetype/quicksand/Quicksand-\(name).ttf", "fonts-quicksand")
    case .monospaced:
      let name = w < 550 ? "DejaVuSansMono" : "DejaVuSansMono-Bold"
      return ("/usr/share/fonts/truetype/dejavu/\(name).ttf", "fonts-dejavu-core")
    }
  }
}
