import Flipbook

/// The options that choose and drive scenes, shared by `render`, `inspect` and `check`:
/// which scenes (names, `NAME:VARIANT`, playground files), which variants, the script, the
/// canvas, the appearance and the duration.
struct SceneOptions {
  /// What the command line named: scene names, `NAME:VARIANT` or `FILE.swift`.
  var references: [String] = []
  /// `--variant` / `--mode`: one name, two names (`a,b`) or `side-by-side`.
  var variants: [String]?
  /// `--tap` and `--drag`, in the order given.
  var steps: [ScriptStep] = []
  /// `--tap-at`: when the scene's own script starts its first event.
  var tapAt: Double?
  /// `--hold`: how long the video goes on after the last event.
  var hold: Double?
  var duration: Double?
  var device: Device?
  var colorScheme: ColorScheme?
  var reduceMotion = false
  /// `--transparent`: no window behind the view, so what it leaves uncovered stays clear.
  var transparent = false
  /// The flags that drive a scene, as given, for a playground file's own process.
  private(set) var forwarded: [String] = []

  /// Takes the scene flags out of `args` (positionals are left for the command).
  init(_ args: inout Arguments) throws(CLIError) {
    for name in ["--tap", "--drag", "--tap-at", "--hold", "--duration", "--device", "--color-scheme"] {
      var probe = args
      for value in try probe.values(name) { forwarded += [name, value] }
    }
    for flag in ["--reduce-motion", "--transparent"] where args.rest.contains(flag) { forwarded.append(flag) }
    if let text = try args.value("--variant", "--mode") {
      // Every component counts: `''`, `,` and `a,` are errors, never "no variant" (which would
      // read as side by side) or a dropped name.
      variants = text == "side-by-side"
        ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
      if variants?.contains("") == true || (variants?.count ?? 0) > 2 {
        throw .usage("--variant takes one variant name, two as 'a,b', or 'side-by-side', got '\(text)'")
      }
    }
    for text in try args.values("--tap") { steps.append(try ScriptStep(tap: text)) }
    for text in try args.values("--drag") { steps.append(try ScriptStep(drag: text)) }
    tapAt = try args.optionalNumber("--tap-at", in: 0...3600, unit: " s")
    hold = try args.optionalNumber("--hold", in: 0...3600, unit: " s")
    duration = try args.optionalNumber("--duration", in: 0.001...3600, unit: " s")
    if let name = try args.value("--device") {
      guard let device = Device.named(name) else {
        throw .usage("unknown device '\(name)' (devices: \(Device.presets.map(\.name).joined(separator: ", ")))")
      }
      self.device = device
    }
    if let text = try args.value("--color-scheme") {
      switch text {
      case "light": colorScheme = .light
      case "dark": colorScheme = .dark
      default: throw .usage("--color-scheme must be light or dark, got '\(text)'")
      }
    }
    reduceMotion = args.flag("--reduce-motion")
    transparent = args.flag("--transparent")
    if duration != nil && hold != nil { throw .usage("give --duration or --hold, not both") }
    if tapAt != nil && !steps.isEmpty { throw .usage("--tap-at moves the scene's own script; it cannot be combined with --tap or --drag") }
  }

  /// `scene` with these options applied: the canvas, appearance, script and duration.
  func applied(to scene: FlipbookScene) throws(CLIError) -> FlipbookScene {
    var scene = scene
    if let device { scene.canvas = .device(device) }
    if let colorScheme { scene.colorScheme = colorScheme }
    if reduceMotion { scene.reduceMotion = true }
    if transparent { scene.showsWindow = false }
    if !steps.isEmpty {
      scene.script = try ScriptStep.script(steps)
      // A duration the scene tied to its own script does not carry over to a new one.
      if scene.duration == .untilScriptEnds { scene.duration = .automatic }
    }
    if let tapAt {
      guard let first = scene.script.events.first?.time else {
        throw .usage("--tap-at moves the first event of the scene's script, but \(scene.name) has none; use --tap")
      }
      scene.script = scene.script.shifted(by: tapAt - first)
    }
    if let duration {
      scene.duration = .seconds(duration)
    } else if let hold {
      scene.duration = .seconds((scene.script.events.last?.time ?? 0) + hold)
    }
    return scene
  }
}

/// One scripted input from the command line.
enum ScriptStep {
  case tap(CGPoint, at: Double)
  case tapLabel(String, at: Double)
  case drag(from: CGPoint, to: CGPoint, at: Double, duration: Double)

  var time: Double {
    switch self {
    case .tap(_, let t), .tapLabel(_, let t), .drag(_, _, let t, _): t
    }
  }

  /// `X,Y@SECONDS` (points) or `LABEL@SECONDS` (the view showing that text).
  init(tap text: String) throws(CLIError) {
    guard let at = text.lastIndex(of: "@") else {
      throw .usage("--tap takes X,Y@SECONDS or LABEL@SECONDS, e.g. 195,350@0.5 or Add@1.0; got '\(text)'")
    }
    let target = String(text[..<at]), when = String(text[text.index(after: at)...])
    let time = try Self.seconds(when, in: text, flag: "--tap")
    if let point = try Self.point(target, in: text, flag: "--tap") {
      self = .tap(point, at: time)
    } else {
      let label = target.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      guard !label.isEmpty else { throw .usage("--tap '\(text)': the label before '@' is empty") }
      self = .tapLabel(label, at: time)
    }
  }

  /// `X,Y:X,Y@SECONDS[+SECONDS]`: from, to, start and (default 0.3 s) how long the finger moves.
  init(drag text: String) throws(CLIError) {
    let usage = CLIError.usage("--drag takes X,Y:X,Y@START[+DURATION] in points and seconds, e.g. 200,600:200,200@1.0+0.25; got '\(text)'")
    guard let at = text.lastIndex(of: "@") else { throw usage }
    let path = text[..<at].split(separator: ":").map(String.init)
    guard path.count == 2, let from = try Self.point(path[0], in: text, flag: "--drag"),
      let to = try Self.point(path[1], in: text, flag: "--drag")
    else { throw usage }
    let timing = text[text.index(after: at)...].split(separator: "+", maxSplits: 1).map(String.init)
    guard !timing.isEmpty else { throw usage }
    let start = try Self.seconds(timing[0], in: text, flag: "--drag")
    let duration = try timing.count > 1 ? Self.seconds(timing[1], in: text, flag: "--drag") : 0.3
    self = .drag(from: from, to: to, at: start, duration: duration)
  }

  /// `X,Y` in points; `nil` when `text` is not two numbers (a label, for `--tap`). Two numbers
  /// that are not finite or lie beyond ±``maximumPoints`` are a usage error, not a label.
  private static func point(_ text: String, in whole: String, flag: String) throws(CLIError) -> CGPoint? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let x = parts[0], let y = parts[1] else { return nil }
    guard x.isFinite, y.isFinite, abs(x) <= maximumPoints, abs(y) <= maximumPoints else {
      throw .usage("\(flag) '\(whole)': the point \(text) must be two numbers between -\(Int(maximumPoints)) and \(Int(maximumPoints)) points")
    }
    return CGPoint(x: x, y: y)
  }

  private static func seconds(_ text: String, in whole: String, flag: String) throws(CLIError) -> Double {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, (0...3600).contains(value) else {
      throw .usage("\(flag) '\(whole)': '\(text)' is not a time between 0 and 3600 seconds")
    }
    return value
  }

  /// The script of `steps`, in time order. A step may not start while a drag is still down.
  static func script(_ steps: [ScriptStep]) throws(CLIError) -> Script {
    var script = Script()
    for step in steps.sorted(by: { $0.time < $1.time }) {
      guard step.time >= script.duration - 1e-9 else {
        throw .usage(String(format: "a scripted step at %.3f s starts while the drag before it is still down (until %.3f s)", step.time, script.duration))
      }
      script = script.wait(max(0, step.time - script.duration))
      switch step {
      case .tap(let point, _): script = script.tap(at: point)
      case .tapLabel(let label, _): script = script.tap(label: label)
      case .drag(let from, let to, _, let duration): script = script.drag(from: from, to: to, duration: duration)
      }
    }
    return script
  }
}
