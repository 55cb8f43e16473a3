import Foundation
import Geometry
import Drawing
import Testing
@testable import Raster
@testable import Typography

// Weight is ink: a heavier weight of a family puts more ink on the page. Ink is measured here
// on the raster, independently of the outline arithmetic that calibrates synthesis: every
// glyph of a sample is filled on its own at 48 px per em and its coverage summed. The
// ordering the tests expect follows from what a weight is, not from the code.

/// The sample: every basic Latin letter and digit.
private let sample = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

/// Summed coverage, in pixels, of the glyphs of `text` drawn with `face` at `pixelsPerEm`,
/// each glyph filled into a pixmap of its own (so neighbours never overlap).
private func rasterInk(_ face: FontFace, _ text: String = sample, pixelsPerEm: Double = 48) -> Double {
  let scale = pixelsPerEm / Double(face.unitsPerEm)
  var total = 0.0
  for scalar in text.unicodeScalars {
    guard let glyph = face.glyphIndex(for: scalar) else { continue }
    let outline = face.outline(of: glyph)
    let bounds = outline.boundingRect
    guard !bounds.isNull else { continue }
    // Two pixels of margin on every side.
    var pixmap = Pixmap(
      width: Int((bounds.width * scale).rounded(.up)) + 4, height: Int((bounds.height * scale).rounded(.up)) + 4)
    let transform = Transform(scaleX: scale, y: scale)
      .concatenating(Transform(translationX: 2 - bounds.minX * scale, y: 2 - bounds.minY * scale))
    pixmap.fill(outline, paint: .opaqueBlack, transform: transform)
    var alpha = 0
    for i in stride(from: 3, to: pixmap.data.count, by: 4) { alpha += Int(pixmap.data[i]) }
    total += Double(alpha) / 255
  }
  return total
}

@Suite struct SyntheticWeightTests {
  static let designs: [TypefaceDesign] = [.default, .rounded, .monospaced, .serif]
  static let weights = Array(stride(from: 100, through: 900, by: 100))

  @Test(arguments: designs)
  func inkGrowsWithWeight(_ design: TypefaceDesign) throws {
    let faces = try Self.weights.map { try FontFace.styled(design: design, weight: $0) }
    let inks = faces.map { rasterInk($0) }
    for i in faces.indices.dropLast() {
      let (a, b) = (faces[i], faces[i + 1])
      let sameFace = a.path == b.path && a.synthesis == b.synthesis
      // Clamped weights share a face and its ink; any other step must darken.
      #expect(
        sameFace ? inks[i + 1] == inks[i] : inks[i + 1] > inks[i],
        "\(design) \(Self.weights[i]) → \(Self.weights[i + 1]): ink \(inks[i]) → \(inks[i + 1])")
    }
  }

  /// Every weight a family has no file for, between two files it has, is synthesised and
  /// puts down more ink than the lighter file and less than the heavier one.
  @Test(arguments: designs)
  func synthesisedWeightLiesStrictlyBetweenItsFiles(_ design: TypefaceDesign) throws {
    let members = FontFamily.of(design).members
    for weight in Self.weights {
      guard let lighter = members.last(where: { $0.weight < weight }),
        let heavier = members.first(where: { $0.weight > weight }),
        !members.contains(where: { $0.weight == weight })
      else { continue }
      let face = try FontFace.styled(design: design, weight: weight)
      #expect(face.synthesis != .none && face.path == lighter.upright, "\(design) \(weight)")
      let (light, synthesised, heavy) = (
        rasterInk(try FontFace(path: lighter.upright)), rasterInk(face), rasterInk(try FontFace(path: heavier.upright))
      )
      #expect(
        light < synthesised && synthesised < heavy,
        "\(design) \(weight): ink \(light) < \(synthesised) < \(heavy)")
    }
  }

  /// A synthesised weight a fraction t of the way from the lighter file to the heavier puts
  /// down about the ink t of the way between theirs: within a tenth of the files' difference
  /// (synthesis moves in steps of two font units, which for Quicksand are almost that coarse).
  @Test(arguments: designs)
  func synthesisedInkIsInterpolatedLinearlyInWeight(_ design: TypefaceDesign) throws {
    let members = FontFamily.of(design).members
    for (lighter, heavier) in zip(members, members.dropFirst()) {
      let light = rasterInk(try FontFace(path: lighter.upright))
      let heavy = rasterInk(try FontFace(path: heavier.upright))
      for weight in stride(from: lighter.weight + 100, to: heavier.weight, by: 100) {
        let t = Double(weight - lighter.weight) / Double(heavier.weight - lighter.weight)
        let ink = rasterInk(try FontFace.styled(design: design, weight: weight))
        let expected = light + t * (heavy - light)
        #expect(
          abs(ink - expected) <= 0.1 * (heavy - light),
          "\(design) \(weight): ink \(ink), expected \(expected) between \(light) and \(heavy)")
      }
    }
  }

  /// The premise of the calibration: in a family drawn at every weight (Inter), each file's
  /// ink lies within 1 % of the midpoint of the files 100 lighter and 100 heavier.
  @Test func interInkIsNearlyLinearInWeight() throws {
    let inks = try Self.weights.map { rasterInk(try FontFace.system(design: .default, weight: $0)) }
    for i in inks.indices.dropFirst().dropLast() {
      let midpoint = (inks[i - 1] + inks[i + 1]) / 2
      #expect(abs(inks[i] - midpoint) <= 0.01 * inks[i], "Inter \(Self.weights[i]): \(inks[i]) vs \(midpoint)")
    }
  }

  @Test func synthesisedFacesAreSharedPerWeight() throws {
    let a = try FontFace.styled(design: .serif, weight: 600)
    let b = try FontFace.styled(design: .serif, weight: 600)
    #expect(a === b)
    let italic = try FontFace.styled(design: .serif, weight: 600, italic: true)
    #expect(italic.path.hasSuffix("/DejaVuSerif-Italic.ttf") && italic.synthesis == a.synthesis)
  }
}

@Suite struct EnclosedAreaTests {
  /// A 100 × 60 rectangle with a 40 × 20 counter wound the other way: 6000 − 800.
  @Test func counterWoundTheOtherWaySubtracts() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 60), CGPoint(x: 0, y: 60)])
    path.closeSubpath()
    path.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 30), CGPoint(x: 50, y: 30), CGPoint(x: 50, y: 10)])
    path.closeSubpath()
    #expect(path.enclosedArea(tolerance: 0.01) == 5200)
  }

  @Test func windingDirectionDoesNotChangeTheArea() {
    var clockwise = Path(), counterclockwise = Path()
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 20), CGPoint(x: 0, y: 20)]
    clockwise.addLines(corners)
    clockwise.closeSubpath()
    counterclockwise.addLines(corners.reversed())
    counterclockwise.closeSubpath()
    #expect(clockwise.enclosedArea(tolerance: 0.01) == 600)
    #expect(counterclockwise.enclosedArea(tolerance: 0.01) == 600)
  }

  /// A regular hexagon of side 10 encloses (3√3 / 2) · 10².
  @Test func regularHexagonEnclosesItsFormulaArea() {
    var path = Path()
    path.addLines((0..<6).map { k in
      CGPoint(x: 10 * cos(Double(k) * .pi / 3), y: 10 * sin(Double(k) * .pi / 3))
    })
    path.closeSubpath()
    #expect(abs(path.enclosedArea(tolerance: 0.01) - 1.5 * 3.0.squareRoot() * 100) < 1e-9)
  }

  /// A circle of radius 50 drawn with cubic arcs: πr², within the flattening tolerance plus
  /// the cubic approximation's radial error (under 0.03 % of r) times the circumference.
  @Test func circleEnclosesPiRSquared() {
    let r = 50.0, tolerance = 0.01
    let area = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r)).enclosedArea(tolerance: tolerance)
    #expect(abs(area - Double.pi * r * r) <= (tolerance + 0.0003 * r) * 2 * Double.pi * r, "area \(area)")
  }
}
