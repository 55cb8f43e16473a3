import Foundation
import Raster

/// An expectation a scene carries about its own pixels: `render check NAME` and tests run it.
///
/// A check names the moments it looks at; the scene is rendered at them (its variant, at
/// `scale` pixels per point) and the check's body measures the frames and returns what is
/// wrong, in words — nothing when the scene does what it should. Measure pixels only: a check
/// that reads the scene graph's frames would pass for a broken animation too.
///
/// ```swift
/// scene.checks = [
///   SceneCheck("rocks left first", at: [0.6, 1.1]) { frames in
///     centroidX(frames[0]) < centroidX(frames[1]) ? [] : ["rocked right first"]
///   }
/// ]
/// ```
public struct SceneCheck: Sendable {
  /// What the check expects, in a few words: `one ring shrinks into the slot`.
  public let name: String
  /// The moments (seconds) the check looks at, in the order its body receives them.
  public let times: [Double]
  /// The variant rendered; `nil`, the scene's first.
  public let variant: String?
  /// Pixels per point of the frames; default 1.
  public let scale: Double
  /// Whether Reduce Motion is on while the frames are rendered; default the scene's setting.
  public let reduceMotion: Bool?
  let body: @Sendable ([Pixmap]) -> [String]

  public init(
    _ name: String, at times: [Double], variant: String? = nil, scale: Double = 1, reduceMotion: Bool? = nil,
    _ body: @escaping @Sendable (_ frames: [Pixmap]) -> [String]
  ) {
    self.name = name
    self.times = times
    self.variant = variant
    self.scale = scale
    self.reduceMotion = reduceMotion
    self.body = body
  }

  /// Renders `scene` at the check's moments and measures them: the problems found, none
  /// when the check passes.
  public func run(on scene: FlipbookScene) -> [String] {
    var scene = scene
    if let reduceMotion { scene.reduceMotion = reduceMotion }
    if let variant, !scene.variants.contains(variant) {
      return ["the scene has no variant '\(variant)'"]
    }
    return body(scene.pixmaps(at: times, variant: variant, scale: scale))
  }
}

extension FlipbookScene {
  /// Runs every check the scene carries, in order: each check's name and its problems.
  public func runChecks() -> [(check: String, problems: [String])] {
    checks.map { ($0.name, $0.run(on: self)) }
  }
}

extension FlipbookScene {
  /// This scene carrying `checks` as well as those it had.
  public func checking(_ checks: SceneCheck...) -> FlipbookScene {
    var scene = self
    scene.checks += checks
    return scene
  }
}
