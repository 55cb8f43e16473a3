import Flipbook
import Foundation

/// The scenes a command works on, as the command line chose them: each a panel of a review
/// (one panel renders alone, two side by side).
struct ScenePanel {
  enum Content {
    /// A scene of the catalog (options applied), one variant.
    case scene(FlipbookScene, variant: String?)
    /// A playground file, played by its compiled live-view process.
    case playground(PlaygroundProgram)
  }

  /// What the panel's header says.
  let title: String
  let content: Content
  /// A name for files made from it: `rest-timer-fixed`, `Fixed`.
  let fileStem: String

  /// The duration of the panel's automatic timeline at `fps`, with a warning when its scene
  /// never settled.
  func duration(fps: Int, options: SceneOptions) throws(CLIError) -> (seconds: Double, warning: String?) {
    switch content {
    case .scene(let scene, let variant): return ScenePlayer.duration(of: scene, variant: variant, fps: fps)
    case .playground(let program): return try program.describe(options: options, fps: fps).duration
    }
  }

  /// The panel's frames on `timeline`.
  func source(timeline: Timeline, scale: Double, even: Bool, options: SceneOptions) throws(CLIError) -> any VideoFrameSource {
    switch content {
    case .scene(let scene, let variant):
      return SceneFrameSource(scene, variant: variant, timeline: timeline, scale: scale, evenDimensions: even)
    case .playground(let program):
      return try program.frameSource(options: options, timeline: timeline, scale: scale, even: even)
    }
  }
}

/// The scenes of a `render` command: what `render list` shows and `render NAME` renders.
struct SceneCatalog {
  let scenes: [FlipbookScene]

  /// Checks names (unique, usable on a command line) once, up front.
  init(_ scenes: [FlipbookScene]) {
    var seen: Set<String> = []
    for scene in scenes {
      precondition(FlipbookScene.isValidName(scene.name), "scene name '\(scene.name)' must be letters, digits, '-', '_' or '.'")
      precondition(seen.insert(scene.name).inserted, "two scenes are called '\(scene.name)'")
    }
    self.scenes = scenes
  }

  func scene(named name: String) -> FlipbookScene? { scenes.first { $0.name == name } }

  /// The panels `options` name: its references, or the first scene of the catalog.
  ///
  /// A scene with variants, named without one, gives its first two variants side by side
  /// (the review), or the variants `--variant` lists.
  func panels(_ options: SceneOptions, playgrounds: PlaygroundBuilder) throws(CLIError) -> [ScenePanel] {
    var panels: [ScenePanel] = []
    let references = options.references.isEmpty ? scenes.first.map { [$0.name] } ?? [] : options.references
    guard !references.isEmpty else { throw .usage("no scene to render: this catalog is empty and no file was given") }
    for reference in references {
      if reference.lowercased().hasSuffix(".swift") {
        if options.variants != nil { throw .usage("--variant applies to catalog scenes; \(reference) is a playground file") }
        let program = try playgrounds.program(for: reference)
        panels.append(ScenePanel(title: program.title, content: .playground(program), fileStem: program.title))
        continue
      }
      let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
      guard let base = scene(named: parts[0]) else {
        let known = scenes.map(\.name).joined(separator: ", ")
        let hint = FileManager.default.fileExists(atPath: reference)
          ? " (a file? render takes playground files ending in .swift)" : ""
        throw .usage("unknown scene '\(parts[0])'\(hint); scenes: \(known) (see render list)")
      }
      let scene = try options.applied(to: base)
      var variants: [String?]
      if parts.count == 2 {
        if options.variants != nil { throw .usage("\(reference) names its variant; drop --variant") }
        variants = [parts[1]]
      } else if let chosen = options.variants {
        variants = chosen.isEmpty ? Array(scene.variants.prefix(2)) : chosen
      } else if scene.variants.count >= 2 && references.count == 1 {
        variants = Array(scene.variants.prefix(2))
      } else {
        variants = [nil]
      }
      if variants.isEmpty { variants = [nil] }
      for variant in variants {
        if let variant, !scene.variants.contains(variant) {
          let known = scene.variants.isEmpty ? "it has none" : "variants: " + scene.variants.joined(separator: ", ")
          throw .usage("scene \(scene.name) has no variant '\(variant)' (\(known))")
        }
        let many = references.count > 1
        let title = variant.map { many ? "\(scene.name) · \($0)" : $0 } ?? scene.name
        let stem = variant.map { "\(scene.name)-\($0)" } ?? scene.name
        panels.append(ScenePanel(title: title, content: .scene(scene, variant: variant), fileStem: stem))
      }
    }
    return panels
  }
}
