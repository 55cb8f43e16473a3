// Stand-ins for the system fonts, from Debian packages.
//
// SF Pro and SF Pro Rounded cannot be redistributed, so each design maps to the closest
// freely licensed family packaged by Debian (docs/RENDERING.md §3): Inter for
// `.default`, Quicksand (rounded terminals) for `.rounded`, DejaVu Sans Mono for
// `.monospaced`, DejaVu Serif for `.serif`.
//
// Two entry points:
// - `system(design:weight:)` answers the nearest installed file, rounding up from the
//   middle (CSS-style: 600 falls to Bold where there is no SemiBold). Tools and labels use it.
// - `styled(design:weight:italic:)` is what `Text` draws with: a weight between two files of
//   the family is synthesised from the lighter one by emboldening its outlines
//   (FaceSynthesis.swift) just enough that its ink lies where the weight lies between the two
//   files (WeightCalibration.swift), computed once per weight; an italic the family lacks
//   is a 12° oblique of the upright. Weights beyond the family's lightest or heaviest file
//   clamp to that file.

import Foundation
import Synchronization

/// The font family of a system font, with SwiftUI's case names.
public enum TypefaceDesign: Hashable, Sendable {
  case `default`, rounded, monospaced, serif
}

/// The installed files of one family, by weight.
struct FontFamily {
  struct Member {
    /// CSS weight, 100…900.
    let weight: Int
    let upright: String
    let italic: String?
  }

  let package: String
  /// Lightest first.
  let members: [Member]

  static func of(_ design: TypefaceDesign) -> FontFamily {
    switch design {
    case .default:
      let names = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
      let dir = "/usr/share/fonts/opentype/inter/Inter-"
      return FontFamily(package: "fonts-inter", members: names.enumerated().map { i, name in
        Member(weight: 100 * (i + 1), upright: dir + name + ".otf",
               italic: dir + (name == "Regular" ? "" : name) + "Italic.otf")
      })
    case .rounded:
      let dir = "/usr/share/fonts/truetype/quicksand/Quicksand-"
      return FontFamily(package: "fonts-quicksand", members: [
        Member(weight: 300, upright: dir + "Light.ttf", italic: nil),
        Member(weight: 400, upright: dir + "Regular.ttf", italic: nil),
        Member(weight: 500, upright: dir + "Medium.ttf", italic: nil),
        Member(weight: 700, upright: dir + "Bold.ttf", italic: nil),
      ])
    case .monospaced:
      let dir = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono"
      return FontFamily(package: "fonts-dejavu-core", members: [
        Member(weight: 400, upright: dir + ".ttf", italic: dir + "-Oblique.ttf"),
        Member(weight: 700, upright: dir + "-Bold.ttf", italic: dir + "-BoldOblique.ttf"),
      ])
    case .serif:
      let dir = "/usr/share/fonts/truetype/dejavu/DejaVuSerif"
      return FontFamily(package: "fonts-dejavu-core", members: [
        Member(weight: 400, upright: dir + ".ttf", italic: dir + "-Italic.ttf"),
        Member(weight: 700, upright: dir + "-Bold.ttf", italic: dir + "-BoldItalic.ttf"),
      ])
    }
  }
}

extension FontFace {
  private struct CacheKey: Hashable {
    let path: String
    let synthesis: FaceSynthesis
  }

  private static let cache = Mutex<[CacheKey: FontFace]>([:])

  /// The shared face of `path` with `synthesis`, loaded once.
  private static func shared(
    path: String, package: String, synthesis: FaceSynthesis = .none
  ) throws(TypographyError) -> FontFace {
    let key = CacheKey(path: path, synthesis: synthesis)
    if let face = cache.withLock({ $0[key] }) { return face }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .fontFileMissing(path: path, debianPackage: package)
    }
    let face = try FontFace(path: path, synthesis: synthesis)
    return cache.withLock { faces in
      if let existing = faces[key] { return existing }
      faces[key] = face
      return face
    }
  }

  /// The shared face of the nearest installed file for `design` at `weight`, loaded once per
  /// file, without synthesis.
  ///
  /// - Parameter weight: a CSS weight, 100 (thin) … 900 (black); default 400. Values outside
  ///   are clamped.
  /// - Throws: `TypographyError.fontFileMissing` naming the file and the Debian package to
  ///   install when the font is not on this machine.
  public static func system(design: TypefaceDesign = .default, weight: Int = 400) throws(TypographyError) -> FontFace {
    let (path, package) = systemFontFile(design: design, weight: weight)
    return try shared(path: path, package: package)
  }

  /// The face `Text` draws `design` at `weight` with: the family's own file when it has that
  /// weight (and italic), otherwise a synthesised one (see the file's design note). Shared
  /// and loaded once per file and synthesis.
  ///
  /// - Parameters:
  ///   - weight: a CSS weight, 100 … 900, clamped; default 400.
  ///   - italic: the family's italic file, or a 12° oblique of the upright where the family
  ///     has none (Quicksand). Default false.
  /// - Throws: `TypographyError.fontFileMissing` naming the file and package when a file it
  ///   needs is not installed.
  public static func styled(
    design: TypefaceDesign = .default, weight: Int = 400, italic: Bool = false
  ) throws(TypographyError) -> FontFace {
    let family = FontFamily.of(design)
    let w = min(max(weight, 100), 900)
    let lighter = family.members.last { $0.weight <= w }
    let heavier = family.members.first { $0.weight >= w }
    guard let base = lighter ?? heavier else { throw .fontFileMissing(path: "", debianPackage: family.package) }
    var synthesis = FaceSynthesis.none
    if let lighter, let heavier, lighter.weight < w, w < heavier.weight {
      synthesis = try emboldening(design: design, weight: w, between: lighter, and: heavier, package: family.package)
    }
    if synthesis == .none { return try styledFile(base, italic: italic, package: family.package) }
    if italic, let path = base.italic {
      return try shared(path: path, package: family.package, synthesis: synthesis)
    }
    synthesis.oblique = italic
    return try shared(path: base.upright, package: family.package, synthesis: synthesis)
  }

  private struct WeightKey: Hashable {
    let design: TypefaceDesign
    let weight: Int
  }

  private static let emboldenings = Mutex<[WeightKey: FaceSynthesis]>([:])

  /// The emboldening of `lighter` that synthesises `weight` (strictly between the two
  /// files), calibrated on the upright files once per design and weight and then reused,
  /// italics included (WeightCalibration.swift).
  private static func emboldening(
    design: TypefaceDesign, weight: Int, between lighter: FontFamily.Member, and heavier: FontFamily.Member,
    package: String
  ) throws(TypographyError) -> FaceSynthesis {
    let key = WeightKey(design: design, weight: weight)
    if let known = emboldenings.withLock({ $0[key] }) { return known }
    let light = try shared(path: lighter.upright, package: package)
    let heavy = try shared(path: heavier.upright, package: package)
    let t = Double(weight - lighter.weight) / Double(heavier.weight - lighter.weight)
    // Two threads may calibrate the same weight at once; the result is deterministic, so
    // whichever stores first wins and the other's equal answer is dropped.
    let synthesis = light.emboldening(towards: heavy, fraction: t)
    return emboldenings.withLock { known in
      if let existing = known[key] { return existing }
      known[key] = synthesis
      return synthesis
    }
  }

  /// A member's own file: its italic file, or its upright made oblique.
  private static func styledFile(
    _ member: FontFamily.Member, italic: Bool, package: String
  ) throws(TypographyError) -> FontFace {
    guard italic else { return try shared(path: member.upright, package: package) }
    if let path = member.italic { return try shared(path: path, package: package) }
    return try shared(path: member.upright, package: package, synthesis: FaceSynthesis(oblique: true))
  }

  /// The file and Debian package of the nearest installed face for `design` at `weight`.
  package static func systemFontFile(design: TypefaceDesign, weight: Int) -> (path: String, package: String) {
    let family = FontFamily.of(design)
    let w = min(max(weight, 100), 900)
    // Nearest by weight; a tie (600 between 500 and 700) goes to the heavier file.
    var best = family.members[0]
    for member in family.members.dropFirst() where abs(member.weight - w) <= abs(best.weight - w) {
      best = member
    }
    return (best.upright, family.package)
  }
}
