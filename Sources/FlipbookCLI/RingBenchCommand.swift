// `render bench --ring`: the peer comparison's own scene, drawn by Flipbook's rasterizer.
//
// What: the "rest timer ring" that the established 2D libraries are timed on (Skia, cairo and
// Blend2D in the peer harness), built as a display list from the same numbers and drawn the
// way they draw it: every frame from scratch (background, the dimming overlay, the track, the
// arc with round caps, "0:45" in DejaVu Sans Bold), one uniform scale(S, S) from points to
// pixels. Frame k of N: t = k/(N − 1), e = t²(3 − 2t); the ring's diameter goes from 220 to
// 50 pt and its centre from (195, 350) to (341, 49) with e, the overlay's alpha is
// 0.4·(1 − t). The text is centred: x = cx − advance/2, baseline = cy + (ascent − descent)/2
// with the font's hhea ascent and descent.
// Why: `render bench` times the hero, whose mid-flight frames draw two rings and two texts
// (SwiftUI cross-fades the matched views), so its raster time is not the peers' frame. This
// one is the same frames: `--out DIR` writes them for the harness's pixel comparison.
// Timing follows the harness: one untimed warm-up frame, then three passes over the N frames
// (the text 10⁻⁶ larger each pass, as the harness keeps glyph caches cold)
// into one reused pixmap (building each frame's display list is inside the timed loop, as the
// peers issue their drawing calls inside it), the median pass ÷ N; then a separate pass that
// encodes every frame to PNG with Flipbook's encoder, one thread, mean ms and bytes per frame.

import Dispatch
import Drawing
import Flipbook
import Foundation
import Media
import Raster
import Typography

/// `render bench --ring [--scale S] [--frames N] [--json] [--out DIR [--only LIST]]`.
struct RingBenchCommand {
  let scale: Double
  let frames: Int
  let json: Bool
  let out: String?
  let only: Set<Int>?

  init(_ args: inout Arguments) throws(CLIError) {
    scale = try args.number("--scale", default: 3.0, in: 0.25...8)
    frames = try args.number("--frames", default: 60, in: 2...10_000)
    json = args.flag("--json")
    out = try args.value("--out")
    if let list = try args.value("--only") {
      var picked = Set<Int>()
      for part in list.split(separator: ",", omittingEmptySubsequences: false) {
        guard let k = Int(part.trimmingCharacters(in: .whitespaces)), k >= 0 else {
          throw .usage("--only: '\(part)' is not a frame index (a list such as 0,30,59)")
        }
        picked.insert(k)
      }
      only = picked
    } else {
      only = nil
    }
    if only != nil, out == nil { throw .usage("--only picks the frames --out writes; give --out DIR") }
    try args.finish()
  }

  func run() throws(CLIError) {
    let ring: RingScene
    do {
      ring = try RingScene()
    } catch {
      throw .failure("bench --ring: \(error)")
    }
    Interrupt.install()
    let size = PixelSize(points: RingScene.canvas, scale: scale, even: false)
    var pixmap = Pixmap(width: size.width, height: size.height)
    pixmap.render(ring.frame(0, of: frames), scale: scale)  // warm-up, untimed
    var passMeans: [Double] = []
    for pass in 0..<3 {
      try Interrupt.check()
      // As the harness keeps the peers' glyph caches cold, each pass draws the text 10⁻⁶ × (pass
      // + 1) larger: new keys for Flipbook's coverage cache, which would otherwise replay the
      // glyphs of the pass before.
      let fontScale = 1 + Double(pass + 1) * 1e-6
      let t0 = DispatchTime.now()
      for k in 0..<frames { pixmap.render(ring.frame(k, of: frames, fontScale: fontScale), scale: scale) }
      passMeans.append(ms(since: t0) / Double(frames))
    }
    var fillLimit = Double.infinity
    for _ in 0..<20 {
      let t0 = DispatchTime.now()
      pixmap.fill(color: .black)
      fillLimit = min(fillLimit, ms(since: t0))
    }
    var png: [Double] = []
    var pngBytes: [Int] = []
    if let out {
      do {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      } catch {
        throw .failure("bench --ring: cannot create \(out): \(error.localizedDescription)")
      }
    }
    do {
      for k in 0..<frames {
        try Interrupt.check()
        pixmap.render(ring.frame(k, of: frames), scale: scale)
        let t0 = DispatchTime.now()
        let bytes = try PNGCodec.encode(pixmap)
        png.append(ms(since: t0))
        pngBytes.append(bytes.count)
        if let out, only?.contains(k) ?? true {
          try AtomicFile.write(bytes, to: out + "/" + String(format: "frame_%03d.png", k))
        }
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .failure("bench --ring: \(error)")
    }
    let raster = median(passMeans)
    let pngMean = png.reduce(0, +) / Double(png.count)
    let bytesMean = pngBytes.reduce(0, +) / pngBytes.count
    if json {
      let fields: [(String, String)] = [
        ("lib", "\"flipbook\""), ("version", "\"Flipbook \(FlipbookCLI.version)\""),
        ("scene", "\"ring\""), ("scale", "\(scale)"),
        ("width", "\(size.width)"), ("height", "\(size.height)"), ("frames", "\(frames)"),
        ("raster_ms_per_frame", jsonNumber(raster)),
        ("raster_ms_per_frame_passes", "[" + passMeans.map(jsonNumber).joined(separator: ", ") + "]"),
        ("fill_limit_ms", jsonNumber(fillLimit)),
        ("raster_to_fill_limit", jsonNumber(raster / fillLimit)),
        ("png_ms_per_frame", jsonNumber(pngMean)),
        ("png_encoder", "\"flipbook\""),
        ("png_bytes_per_frame", "\(bytesMean)"),
      ]
      print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
      return
    }
    print("Flipbook \(FlipbookCLI.version) bench: the peer comparison's ring scene, \(frames) frames at \(size.width)×\(size.height) px (scale \(fmt(scale)))")
    print("  raster (1 thread)   \(fmt(raster)) ms per frame   (pass means: \(passMeans.map(fmt).joined(separator: ", ")))")
    print("  memory-fill limit   \(fmt(fillLimit)) ms   (raster is \(fmt(raster / fillLimit))× it)")
    print("  PNG encode          \(fmt(pngMean)) ms per frame, \(fmt(Double(bytesMean) / 1000)) KB mean (1 thread)")
    if let out { print("  frames written to \(out)") }
  }
}

/// The peer harness's scene: geometry in points, colours as 8-bit sRGB.
struct RingScene {
  static let canvas = CGSize(width: 390, height: 700)
  static let text = "0:45"
  let face: FontFace
  /// Glyphs of `text` and their pen positions, in font units.
  let glyphs: [(outline: Path, pen: Double)]
  /// The advance of the whole text, in font units.
  let advance: Double

  init() throws {
    face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    var pen = 0.0
    var glyphs: [(outline: Path, pen: Double)] = []
    for scalar in Self.text.unicodeScalars {
      guard let g = face.glyphIndex(for: scalar) else { continue }
      glyphs.append((face.outline(of: g), pen))
      pen += face.advance(of: g)
    }
    self.glyphs = glyphs
    advance = pen
  }

  /// The display list of frame `k` of `n`, its text `fontScale` times the scene's size.
  func frame(_ k: Int, of n: Int, fontScale: Double = 1) -> DisplayList {
    let t = n > 1 ? Double(k) / Double(n - 1) : 0
    let e = t * t * (3 - 2 * t)
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * e }
    let ring = lerp(220, 50) / 220
    let (cx, cy) = (lerp(195, 341), lerp(350, 49))
    let (r, lineWidth, fontSize) = (110 * ring, 12 * ring, 52.8 * ring * fontScale)
    let center = CGPoint(x: cx, y: cy)
    var list = DisplayList(size: Self.canvas)
    let whole = Path(CGRect(origin: .zero, size: Self.canvas))
    list.append(.fill(whole, rule: .nonZero, paint: Paint(color: RGBAColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)), transform: .identity))
    list.append(.fill(whole, rule: .nonZero, paint: Paint(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4 * (1 - t))), transform: .identity))
    var track = Path()
    track.addArc(center: center, radius: r, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
    track.closeSubpath()
    list.append(.stroke(track, style: StrokeStyle(lineWidth: lineWidth), paint: Paint(color: RGBAColor(r8: 0x8E, g8: 0x8E, b8: 0x93, alpha: 0.25)), transform: .identity))
    var arc = Path()
    arc.addArc(center: center, radius: r, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * 0.62), clockwise: false)
    list.append(.stroke(arc, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round), paint: Paint(color: RGBAColor(r8: 0x32, g8: 0xAD, b8: 0xE6)), transform: .identity))
    let em = fontSize / Double(face.unitsPerEm)
    let ascent = Double(face.ascender) * em, descent = -Double(face.descender) * em
    let x = cx - advance * em / 2, baseline = cy + (ascent - descent) / 2
    let black = Paint(color: .black)
    for glyph in glyphs where !glyph.outline.isEmpty {
      let placed = Transform(scaleX: em, y: em).concatenating(Transform(translationX: x + glyph.pen * em, y: baseline))
      list.append(.fill(glyph.outline, rule: .nonZero, paint: black, transform: placed))
    }
    return list
  }
}
