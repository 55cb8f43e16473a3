import Flipbook

/// `render list`: the scenes of the catalog, their variants, canvases and default scripts.
struct ListCommand {
  init(_ args: inout Arguments) throws(CLIError) {
    try args.finish()
  }

  func run(_ catalog: SceneCatalog) throws(CLIError) {
    let width = catalog.scenes.map(\.name.count).max() ?? 0
    for scene in catalog.scenes {
      let name = scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
      print("\(name)  \(scene.summary)")
      let pad = String(repeating: " ", count: width + 2)
      if !scene.variants.isEmpty { print(pad + "variants: " + scene.variants.joined(separator: ", ")) }
      print(pad + "canvas: " + Self.describe(scene.canvas) + (scene.colorScheme == .dark ? ", dark" : ""))
      print(pad + "script: " + Self.describe(scene.script))
    }
  }

  static func describe(_ canvas: SceneCanvas) -> String {
    switch canvas {
    case .device(let device): device.description
    case .size(let size): "\(fmtCLI(size.width, 0))×\(fmtCLI(size.height, 0)) pt"
    case .sizeThatFits: "the view's own size"
    }
  }

  /// The script's events in words: `tap (195, 600) at 0.50 s`, drags as one step.
  static func describe(_ script: Script) -> String {
    var steps: [String] = []
    var dragStart: (CGPoint, Double)?
    for event in script.events {
      switch event.action {
      case .tap(let p): steps.append("tap (\(fmtCLI(p.x, 0)), \(fmtCLI(p.y, 0))) at \(fmtCLI(event.time, 2)) s")
      case .tapLabel(let label): steps.append("tap '\(label)' at \(fmtCLI(event.time, 2)) s")
      case .touch(.began, let p): dragStart = (p, event.time)
      case .touch(.ended, let p):
        if let (start, t) = dragStart {
          steps.append("drag (\(fmtCLI(start.x, 0)), \(fmtCLI(start.y, 0))) → (\(fmtCLI(p.x, 0)), \(fmtCLI(p.y, 0))) at \(fmtCLI(t, 2)) s")
        }
      case .touch(.moved, _): break
      case .perform: steps.append("code at \(fmtCLI(event.time, 2)) s")
      }
    }
    return steps.isEmpty ? "none" : steps.joined(separator: ", ")
  }
}
