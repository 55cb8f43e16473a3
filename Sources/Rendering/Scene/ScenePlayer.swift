import Drawing
import Foundation
import Geometry
import SceneGraph

/// Plays one variant of a scene on its virtual clock: the display list of any time, with the
/// window behind the view.
///
/// Times may come in any order: an earlier time than the last one starts the scene afresh
/// from time 0 (state, animations and script all restart), so each picture is a function of
/// its time alone.
public final class ScenePlayer {
  public let scene: FlipbookScene
  /// The variant played; `nil` for the scene's first (or only) version.
  public let variant: String?
  /// The canvas in points.
  public let canvasSize: CGSize
  /// The pixels per point the pictures are rendered at, which the views see as
  /// `EnvironmentValues.displayScale` (a `Divider` is one pixel thick).
  public let displayScale: Double
  private var runtime: SceneRuntime
  private var lastTime = -Double.infinity

  /// - Parameter displayScale: the render's pixels per point; default 3 (@3x).
  public init(_ scene: FlipbookScene, variant: String? = nil, displayScale: Double = 3) {
    self.scene = scene
    self.variant = variant
    self.displayScale = displayScale
    Image.installPNGDecoder()  // a scene's named images load through libpng, however it is played
    canvasSize = scene.canvasSize(variant: variant)
    runtime = Self.makeRuntime(scene, variant, canvasSize, displayScale)
  }

  private static func makeRuntime(
    _ scene: FlipbookScene, _ variant: String?, _ size: CGSize, _ displayScale: Double
  ) -> SceneRuntime {
    var environment = scene.environment
    environment.displayScale = displayScale
    return SceneRuntime(
      scene.view(variant: variant), canvasSize: size, safeAreaInsets: scene.safeAreaInsets, script: scene.script,
      environment: environment)
  }

  /// What the scene shows at `time` (seconds ≥ 0): an opaque fill of the window colour
  /// (iOS's `systemBackground` in the scene's colour scheme, or the one the view prefers with
  /// `.preferredColorScheme`), then the view.
  public func displayList(at time: Double) -> DisplayList {
    advance(to: time)
    let view = runtime.displayList(at: time)
    guard scene.showsWindow else { return view }
    let window = DisplayItem.fill(
      Path(CGRect(origin: .zero, size: canvasSize)), rule: .nonZero, paint: Paint(color: runtime.windowBackgroundColor),
      transform: .identity)
    return DisplayList(size: canvasSize, items: [window] + view.items)
  }

  /// Evaluates the scene at `time` without drawing (from 0, like `SceneRuntime.advance(to:)`).
  public func advance(to time: Double) {
    if time < lastTime {
      runtime = Self.makeRuntime(scene, variant, canvasSize, displayScale)
      lastTime = -.infinity
    }
    lastTime = time
    runtime.advance(to: time)
  }

  /// Whether nothing moves any more without new input, as of the last time evaluated
  /// (see `SceneRuntime.isSettled`).
  public var isSettled: Bool { runtime.isSettled }

  /// The laid-out frames of the views at the last time evaluated (for tests and tools; a
  /// geometry check measures pixels instead).
  public var frames: [ViewFrame] { runtime.frames }

  /// The longest a scene may keep moving after its last event before an automatic duration
  /// gives up on it settling: 30 s.
  public static let settleLimit = 30.0

  /// How long a render of this variant at `fps` lasts, in seconds, and a warning when the
  /// scene never settled.
  ///
  /// For `.untilSettled(hold:)`, the scene is played from 0 at the video's frame times; the
  /// first frame time at or after the script's last event at which it is settled, plus
  /// `hold`, is the duration (and never less than the script's own length).
  public static func duration(of scene: FlipbookScene, variant: String?, fps: Int) -> (seconds: Double, warning: String?) {
    switch scene.duration {
    case .seconds(let seconds):
      return (seconds, nil)
    case .untilScriptEnds:
      return (scene.script.duration, nil)
    case .untilSettled(let hold):
      let player = ScenePlayer(scene, variant: variant)
      let lastEvent = player.runtime.scriptEventTimes.last ?? 0
      let limit = lastEvent + settleLimit
      var k = 0
      while true {
        let t = Double(k) / Double(fps)
        player.advance(to: t)
        if t >= lastEvent && player.isSettled {
          return (max(t + hold, scene.script.duration), nil)
        }
        if t >= limit {
          let name = variant.map { "\(scene.name) (\($0))" } ?? scene.name
          return (
            max(t, scene.script.duration),
            "\(name) is still animating \(Int(settleLimit)) s after its last event (a repeating animation?); "
              + "rendering \(String(format: "%.1f", t)) s. Give a duration (--duration) to choose.")
        }
        k += 1
      }
    }
  }
}
