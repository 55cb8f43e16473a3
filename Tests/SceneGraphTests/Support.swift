import Drawing  // DisplayList, DisplayItem, RGBAColor: `Flipbook` does not re-export them
import Flipbook
import Testing

// Test support: a way for a script to change a view's `@State` from outside, readers for the
// display list and the recorded frames, and independent reference curves.
//
// Nothing here knows the runtime's internals: a scene is driven through `SceneRuntime`,
// `Script` and the public views only.

/// Lets a script change the `@State` of a `Driven` view from outside, as an app event would.
///
/// The view hands its binding over each time its body runs; `set` assigns through it inside
/// `withAnimation(animation)`.
final class Remote<Value>: @unchecked Sendable {
  var binding: Binding<Value>?

  func set(_ value: Value, animation: Animation?) {
    withAnimation(animation) { binding?.wrappedValue = value }
  }
}

/// A view whose content depends on one `@State` value that a `Remote` can change.
struct Driven<Value, Content: View>: View {
  @State var value: Value
  let remote: Remote<Value>
  let content: (Value) -> Content

  init(_ initial: Value, _ remote: Remote<Value>, @ViewBuilder content: @escaping (Value) -> Content) {
    _value = State(initialValue: initial)
    self.remote = remote
    self.content = content
  }

  var body: some View {
    remote.binding = $value
    return content(value)
  }
}

/// Collects what tap actions report.
final class Log: @unchecked Sendable {
  var entries: [String] = []
  func append(_ s: String) { entries.append(s) }
}

/// A runtime for `view` whose state flips to `to` at `at` seconds with `animation`.
func flipping<Content: View>(
  from: Bool = false, to: Bool = true, at t0: Double, animation: Animation?,
  canvas: CGSize = CGSize(width: 200, height: 200),
  @ViewBuilder _ content: @escaping (Bool) -> Content
) -> SceneRuntime {
  let remote = Remote<Bool>()
  let script = Script().wait(t0).perform { remote.set(to, animation: animation) }
  return SceneRuntime(Driven(from, remote, content: content), canvasSize: canvas, script: script)
}

// MARK: Reading the display list

extension DisplayItem {
  /// The item's paint alpha (ancestor opacities multiplied in).
  var alpha: Double {
    switch self {
    case .fill(_, _, let paint, _), .stroke(_, _, let paint, _): paint.color.alpha
    default: 0
    }
  }

  var color: RGBAColor {
    switch self {
    case .fill(_, _, let paint, _), .stroke(_, _, let paint, _): paint.color
    default: .clear
    }
  }

  /// The bounding box of the item's path mapped to the canvas (points).
  var canvasBounds: CGRect {
    let (path, t): (Path, Transform)
    switch self {
    case .fill(let p, _, _, let tr), .stroke(let p, _, _, let tr): (path, t) = (p, tr)
    default: return .null
    }
    let r = path.boundingRect
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ].map { t.apply($0) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

/// Distinct, exactly representable colours to find items by.
enum Paints {
  static let a = Color(red: 1, green: 0, blue: 0)
  static let b = Color(red: 0, green: 0, blue: 1)
  static let c = Color(red: 0, green: 1, blue: 0)
  static let aRGB = RGBAColor(red: 1, green: 0, blue: 0)
  static let bRGB = RGBAColor(red: 0, green: 0, blue: 1)
  static let cRGB = RGBAColor(red: 0, green: 1, blue: 0)
}

extension DisplayList {
  /// Items painted with `rgb` (alpha ignored).
  func items(painted rgb: RGBAColor) -> [DisplayItem] {
    items.filter { $0.color.red == rgb.red && $0.color.green == rgb.green && $0.color.blue == rgb.blue }
  }

  /// The alpha of the one item painted `rgb`, 0 if it is not drawn.
  func alpha(of rgb: RGBAColor) -> Double {
    items(painted: rgb).first?.alpha ?? 0
  }
}

extension SceneRuntime {
  /// The frames of views of `kind`.
  func frames(_ kind: String) -> [CGRect] { frames.filter { $0.kind == kind }.map(\.frame) }

  /// For each member of matched group `id`, the frame of the first leaf recorded after it
  /// (the member's content as laid out).
  func memberContentFrames(_ id: String) -> [CGRect] {
    var result: [CGRect] = []
    let all = frames
    for (i, f) in all.enumerated() where f.tag == id {
      if let leaf = all[(i + 1)...].first(where: { $0.tag == nil }) { result.append(leaf.frame) }
    }
    return result
  }
}

// MARK: Comparisons

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
  close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

// MARK: Reference curves

/// A critically damped unit spring from rest, in closed form (docs/SEMANTICS.md §1.3, ζ = 1):
/// x(t) = 1 − e^(−ωt)(1 + ωt), ω = 2π/response.
func criticalSpring(response: Double, at t: Double) -> Double {
  let w = 2 * Double.pi / response
  return 1 - exp(-w * t) * (1 + w * t)
}

/// The time the 300 Hz fluid-spring integrator has reached when asked for elapsed time `t`:
/// the first multiple of 1/300 s at or after t, accumulated step by step as an integrator
/// does (docs/SEMANTICS.md §1.4).
func integratorTime(_ t: Double) -> Double {
  var ts = 0.0
  while ts < t { ts += 1.0 / 300 }
  return ts
}

// MARK: Reading pixels

extension SceneRuntime {
  /// The canvas at `time`, rendered at one pixel per point on transparent.
  func pixels(at time: Double) -> Pixmap {
    var pixmap = Pixmap(width: Int(canvasSize.width), height: Int(canvasSize.height))
    pixmap.render(displayList(at: time), scale: 1)
    return pixmap
  }
}

extension Pixmap {
  /// The box, in pixels, of the pixels painted only in `rgb`'s hue (each channel that is 0 in
  /// `rgb` is 0 in the pixel, and some channel is not), at any opacity; `nil` if there are none.
  func box(of rgb: RGBAColor) -> CGRect? {
    let zero = [rgb.red == 0, rgb.green == 0, rgb.blue == 0]
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
    for y in 0..<height {
      for x in 0..<width {
        let p = self[x, y]
        guard p[3] > 0 else { continue }
        let channels = [p[0], p[1], p[2]]
        guard zip(channels, zero).allSatisfy({ !$1 || $0 == 0 }), channels.contains(where: { $0 > 0 }) else { continue }
        x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
      }
    }
    return x0 == .max ? nil : CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The opacity at pixel (x, y), 0…1.
  func alpha(_ x: Int, _ y: Int) -> Double { Double(self[x, y][3]) / 255 }
}
