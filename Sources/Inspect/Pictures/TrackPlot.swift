// Plots of tracks: diameter and centre over time, as a display list.
//
// What: two stacked charts sharing the time axis — the principal blob's diameter, and the
// tracked centre's x and y (solid and dashed) — one colour per track, with axes, "nice" ticks
// (1, 2 or 5 × 10ⁿ), tick labels, titles and a legend. Why a display list: Flipbook's own
// rasterizer draws it, the same way it draws scenes, so a plot needs no plotting library.
// Refuses: log scales, auto-layout of long labels, and gaps smoothing (frames with nothing
// visible break the line).

import Drawing
import Foundation
import Geometry
import Typography

/// Draws tracks as charts.
public enum TrackPlot {
  /// Series colours, by track order: red, blue, green, orange, purple.
  static let palette: [RGBAColor] = [
    RGBAColor(r8: 255, g8: 59, b8: 48), RGBAColor(r8: 0, g8: 122, b8: 255), RGBAColor(r8: 52, g8: 199, b8: 89),
    RGBAColor(r8: 255, g8: 149, b8: 0), RGBAColor(r8: 175, g8: 82, b8: 222),
  ]

  /// The charts for `tracks` on a canvas of `size` points (default 900 × 640).
  ///
  /// - Throws: `TypographyError` when the label font is missing.
  public static func displayList(_ tracks: [Track], size: CGSize = CGSize(width: 900, height: 640)) throws(TypographyError)
    -> DisplayList
  {
    let label = try Label()
    var list = DisplayList(size: size)
    list.append(.fill(Path(CGRect(origin: .zero, size: size)), rule: .nonZero, paint: Paint(color: .white), transform: .identity))
    let duration = tracks.map { t in t.frames.last?.time ?? 0 }.max() ?? 0
    let left = 70.0, right = size.width - 24, gap = 56.0, top = 44.0, bottom = size.height - 48
    let panelHeight = (bottom - top - gap) / 2
    let diameterPanel = CGRect(x: left, y: top, width: right - left, height: panelHeight)
    let centrePanel = CGRect(x: left, y: top + panelHeight + gap, width: right - left, height: panelHeight)

    let diameterSeries = tracks.map { t in t.frames.map { f in f.principal.map { (f.time, $0.diameter) } } }
    let centres = tracks.map { t -> (x: [(Double, Double)?], y: [(Double, Double)?]) in
      var byFrame = [Int: (x: Double, y: Double)]()
      for entry in t.trackedCentres() { byFrame[entry.frame.index] = entry.centre }
      return (
        t.frames.map { f in byFrame[f.index].map { (f.time, $0.x) } },
        t.frames.map { f in byFrame[f.index].map { (f.time, $0.y) } })
    }
    let diameterRange = range(diameterSeries.flatMap { $0.compactMap { $0?.1 } })
    let centreRange = range(centres.flatMap { ($0.x + $0.y).compactMap { $0?.1 } })

    drawAxes(&list, label, diameterPanel, x: (0, max(duration, 1e-3)), y: diameterRange, title: "diameter (pt)")
    drawAxes(&list, label, centrePanel, x: (0, max(duration, 1e-3)), y: centreRange, title: "centre x — solid, y — dashed (pt)")
    list.append(.fill(
      label.path("time (s)", size: 13, x: (left + right) / 2, baseline: size.height - 12, anchor: 0.5), rule: .nonZero,
      paint: Paint(color: .black), transform: .identity))

    for (i, track) in tracks.enumerated() {
      let colour = palette[i % palette.count]
      let solid = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
      let dashed = StrokeStyle(lineWidth: 2, lineCap: .butt, lineJoin: .round, dash: [7, 5])
      let xs: (Double, Double) = (0, max(duration, 1e-3))
      for path in polylines(diameterSeries[i], in: diameterPanel, x: xs, y: diameterRange) {
        list.append(.stroke(path, style: solid, paint: Paint(color: colour), transform: .identity))
      }
      for path in polylines(centres[i].x, in: centrePanel, x: xs, y: centreRange) {
        list.append(.stroke(path, style: solid, paint: Paint(color: colour), transform: .identity))
      }
      for path in polylines(centres[i].y, in: centrePanel, x: xs, y: centreRange) {
        list.append(.stroke(path, style: dashed, paint: Paint(color: colour), transform: .identity))
      }
      // Legend, top right, one entry per track.
      let y = 18.0 + 0, x = right - 180.0 * Double(tracks.count - i)
      list.append(.fill(Path(CGRect(x: x, y: y - 4, width: 22, height: 4)), rule: .nonZero, paint: Paint(color: colour), transform: .identity))
      list.append(.fill(
        label.path(String(track.name.suffix(22)), size: 13, x: x + 28, baseline: y + 1), rule: .nonZero,
        paint: Paint(color: .black), transform: .identity))
    }
    return list
  }

  /// Lines through the points of `series` mapped into `panel`; a `nil` breaks the line.
  static func polylines(
    _ series: [(Double, Double)?], in panel: CGRect, x: (Double, Double), y: (Double, Double)
  ) -> [Path] {
    var paths: [Path] = []
    var current: [CGPoint] = []
    func flush() {
      if current.count == 1 { current.append(CGPoint(x: current[0].x + 0.01, y: current[0].y)) }
      if current.count > 1 {
        var p = Path()
        p.addLines(current)
        paths.append(p)
      }
      current = []
    }
    for point in series {
      guard let (t, v) = point else { flush(); continue }
      current.append(CGPoint(
        x: panel.minX + (t - x.0) / (x.1 - x.0) * panel.width,
        y: panel.maxY - (v - y.0) / (y.1 - y.0) * panel.height))
    }
    flush()
    return paths
  }

  /// A padded value range with nice ends; (0, 1) when empty.
  static func range(_ values: [Double]) -> (Double, Double) {
    guard var low = values.min(), var high = values.max() else { return (0, 1) }
    if high - low < 1e-9 { low -= 1; high += 1 }
    let step = niceStep((high - low) / 5)
    return ((low / step).rounded(.down) * step, (high / step).rounded(.up) * step)
  }

  /// 1, 2 or 5 × 10ⁿ, at least `raw`.
  static func niceStep(_ raw: Double) -> Double {
    guard raw > 0 else { return 1 }
    let power = pow(10, (log10(raw)).rounded(.down))
    for m in [1.0, 2, 5, 10] where m * power >= raw { return m * power }
    return 10 * power
  }

  static func drawAxes(
    _ list: inout DisplayList, _ label: Label, _ panel: CGRect, x: (Double, Double), y: (Double, Double), title: String
  ) {
    let ink = Paint(color: RGBAColor(r8: 60, g8: 60, b8: 67))
    let grid = Paint(color: RGBAColor(r8: 229, g8: 229, b8: 234))
    let hair = StrokeStyle(lineWidth: 1)
    let yStep = niceStep((y.1 - y.0) / 5)
    var v = (y.0 / yStep).rounded(.up) * yStep
    while v <= y.1 + 1e-9 {
      let py = panel.maxY - (v - y.0) / (y.1 - y.0) * panel.height
      list.append(.stroke(line(panel.minX, py, panel.maxX, py), style: hair, paint: grid, transform: .identity))
      list.append(.fill(label.path(number(v, yStep), size: 12, x: panel.minX - 8, baseline: py + 4, anchor: 1), rule: .nonZero, paint: ink, transform: .identity))
      v += yStep
    }
    let xStep = niceStep((x.1 - x.0) / 8)
    var t = 0.0
    while t <= x.1 + 1e-9 {
      let px = panel.minX + (t - x.0) / (x.1 - x.0) * panel.width
      list.append(.stroke(line(px, panel.maxY, px, panel.maxY + 5), style: hair, paint: ink, transform: .identity))
      list.append(.fill(label.path(number(t, xStep), size: 12, x: px, baseline: panel.maxY + 19, anchor: 0.5), rule: .nonZero, paint: ink, transform: .identity))
      t += xStep
    }
    var frame = Path()
    frame.addLines([
      CGPoint(x: panel.minX, y: panel.minY), CGPoint(x: panel.minX, y: panel.maxY), CGPoint(x: panel.maxX, y: panel.maxY),
    ])
    list.append(.stroke(frame, style: StrokeStyle(lineWidth: 1.5), paint: ink, transform: .identity))
    list.append(.fill(label.path(title, size: 14, x: panel.minX, baseline: panel.minY - 10), rule: .nonZero, paint: Paint(color: .black), transform: .identity))
  }

  static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: x0, y: y0))
    p.addLine(to: CGPoint(x: x1, y: y1))
    return p
  }

  /// A tick label with as many decimals as the step needs.
  static func number(_ v: Double, _ step: Double) -> String {
    let decimals = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
    return String(format: "%.\(decimals)f", abs(v) < step / 1e6 ? 0 : v)
  }
}
