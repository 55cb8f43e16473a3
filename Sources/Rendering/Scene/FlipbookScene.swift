import Drawing
import Foundation
import SceneGraph

/// A view and everything a render of it needs: the canvas, the window behind it, the
/// appearance, the script that drives it, how long it runs, and named variants.
///
/// A scene is a value. Render it any number of times, and sample it at any times in any
/// order: every render starts the view afresh at time 0 with its `@State` at its initial
/// values, so the same scene gives the same pictures every time.
///
///     let grower = FlipbookScene("grower", canvas: .device(.iPhone16Pro),
///                                script: Script().wait(0.3).tap(label: "Grow")) {
///       GrowerView()
///     }
///     try grower.render(to: "grower.mp4")
///
/// **Variants** are versions of one view to compare, such as the broken and the fixed
/// animation: give their names and a closure that builds the view for a name. A render
/// picks one (the first by default); a review puts two side by side.
///
/// (SwiftUI's `Scene` is an app's window group; this is not that, hence the name.)
public struct FlipbookScene: Sendable {
  /// How long a render of the scene lasts.
  public enum Duration: Sendable, Equatable {
    /// Until every animation has settled after the script's last event, plus `hold` seconds,
    /// and never shorter than the script (its trailing waits count). A scene still moving
    /// 30 s after its last event (a loop) stops there, with a warning.
    case untilSettled(hold: Double)
    /// Exactly this many seconds.
    case seconds(Double)
    /// As long as the script, trailing waits included: for scenes whose script says when the
    /// video ends.
    case untilScriptEnds

    /// Until settled, plus half a second of stillness at the end.
    public static let automatic = Duration.untilSettled(hold: 0.5)
  }

  /// The name `render NAME` takes: letters, digits, `-` and `_`.
  public let name: String
  /// One line that says what the scene shows, for `render list`.
  public var summary: String
  /// What the scene is shown on; default `.device(.iPhone16Pro)`.
  public var canvas: SceneCanvas
  /// Light or dark: the environment's `colorScheme`. The window behind the view is iOS's
  /// `systemBackground` in it (white or black), so a view that draws no background looks as
  /// on a device.
  public var colorScheme: ColorScheme
  /// Whether iOS's Reduce Motion is on (`accessibilityReduceMotion`); default false.
  public var reduceMotion: Bool
  /// The input that drives the scene; default none.
  public var script: Script
  /// How long a render lasts; default ``Duration/automatic``.
  public var duration: Duration
  /// Whether the window is drawn behind the view; default true. Without it, what the view
  /// leaves uncovered stays transparent (as `ImageRenderer` renders).
  public var showsWindow = true
  /// What the scene expects of its own pixels (``SceneCheck``): `render check NAME` runs
  /// them; default none.
  public var checks: [SceneCheck] = []
  /// The names of the variants, in order; empty for a scene with one version.
  public let variants: [String]
  private let makeView: @Sendable (String?) -> any View

  /// A scene of one view.
  public init<Content: View>(
    _ name: String, summary: String = "", canvas: SceneCanvas = .device(.iPhone16Pro),
    colorScheme: ColorScheme = .light, reduceMotion: Bool = false,
    script: Script = Script(), duration: Duration = .automatic,
    @ViewBuilder content: @escaping @Sendable () -> Content
  ) {
    self.init(
      name, summary: summary, canvas: canvas, colorScheme: colorScheme, reduceMotion: reduceMotion,
      script: script, duration: duration, variants: [], makeView: { _ in content() })
  }

  /// A scene with named variants; `content` builds the view of a variant from its name.
  ///
  /// - Parameter variants: at least one name, no duplicates.
  public init<Content: View>(
    _ name: String, summary: String = "", variants: [String], canvas: SceneCanvas = .device(.iPhone16Pro),
    colorScheme: ColorScheme = .light, reduceMotion: Bool = false,
    script: Script = Script(), duration: Duration = .automatic,
    @ViewBuilder content: @escaping @Sendable (String) -> Content
  ) {
    precondition(!variants.isEmpty, "scene \(name): a scene with variants needs at least one")
    precondition(Set(variants).count == variants.count, "scene \(name): duplicate variant names in \(variants)")
    self.init(
      name, summary: summary, canvas: canvas, colorScheme: colorScheme, reduceMotion: reduceMotion,
      script: script, duration: duration, variants: variants,
      makeView: { content($0 ?? variants[0]) })
  }

  private init(
    _ name: String, summary: String, canvas: SceneCanvas, colorScheme: ColorScheme, reduceMotion: Bool,
    script: Script, duration: Duration, variants: [String], makeView: @escaping @Sendable (String?) -> any View
  ) {
    self.name = name
    self.summary = summary
    self.canvas = canvas
    self.colorScheme = colorScheme
    self.reduceMotion = reduceMotion
    self.script = script
    self.duration = duration
    self.variants = variants
    self.makeView = makeView
  }

  /// A fresh view of `variant` (`nil`: the first, or the only version).
  ///
  /// - Precondition: `variant` is `nil` or one of ``variants``.
  public func view(variant: String? = nil) -> any View {
    if let variant { precondition(variants.contains(variant), "scene \(name) has no variant '\(variant)' (\(variants))") }
    return makeView(variant)
  }

  /// The environment the view starts in.
  public var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    environment.accessibilityReduceMotion = reduceMotion
    return environment
  }

  /// The canvas size in points for `variant` (for ``SceneCanvas/sizeThatFits``, the view's own
  /// size; a view with no size of its own gets at least one point on each side).
  public func canvasSize(variant: String? = nil) -> CGSize {
    switch canvas {
    case .device(let device): return device.size
    case .size(let size): return size
    case .sizeThatFits:
      let size = SceneRuntime.sizeThatFits(view(variant: variant), proposal: .unspecified, environment: environment)
      func side(_ v: CGFloat) -> CGFloat { v.isFinite ? max(1, v) : 1 }
      return CGSize(width: side(size.width), height: side(size.height))
    }
  }

  /// The safe-area insets of the canvas, in points.
  public var safeAreaInsets: EdgeInsets {
    if case .device(let device) = canvas { device.safeAreaInsets } else { EdgeInsets() }
  }

  /// Whether `name` is a usable scene or variant name.
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
      && !name.hasSuffix(".swift")
  }
}
