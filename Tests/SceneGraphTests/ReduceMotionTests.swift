import Drawing
import Flipbook
import Testing

/// Under Reduce Motion every transition that moves, scales or blurs becomes a cross-fade
/// (docs/SEMANTICS.md §9): measured from the pixels half-way through a 1-s linear insertion,
/// the square stands exactly where it lands, unscaled and sharp, at half opacity. The same
/// transition without Reduce Motion is the control: it must look different at that moment,
/// or the test could not tell a replaced transition from an ignored flag.
@Suite struct ReduceMotionTests {
  struct Nudge: ViewModifier {
    let x: CGFloat
    func body(content: Content) -> some View { content.offset(x: x) }
  }

  static let transitions: [(String, AnyTransition)] = [
    ("scale", .scale), ("scale 0.5 topLeading", .scale(scale: 0.5, anchor: .topLeading)),
    ("move leading", .move(edge: .leading)), ("move trailing", .move(edge: .trailing)),
    ("move top", .move(edge: .top)), ("move bottom", .move(edge: .bottom)),
    ("offset", .offset(x: 30, y: 10)), ("slide", .slide), ("push", .push(from: .bottom)),
    ("blurReplace", .blurReplace), ("asymmetric", .asymmetric(insertion: .scale, removal: .opacity)),
    ("combined", .scale.combined(with: .opacity)),
    ("modifier", .modifier(active: Nudge(x: 40), identity: Nudge(x: 0))),
  ]

  /// What a 200 × 200 pt canvas shows at 1 px per point half-way through inserting a 50-pt
  /// black square with `transition`.
  static func halfway(_ transition: AnyTransition, reduceMotion: Bool) -> Pixmap {
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = reduceMotion
    let remote = Remote<Bool>()
    let view = Driven(false, remote) { on in
      ZStack {
        if on { Color.black.frame(width: 50, height: 50).transition(transition) }
      }
      .frame(width: 200, height: 200)
    }
    let script = Script().wait(0.5).perform { remote.set(true, animation: .linear(duration: 1)) }
    let runtime = SceneRuntime(view, canvasSize: CGSize(width: 200, height: 200), script: script, environment: environment)
    var pixmap = Pixmap(width: 200, height: 200)
    pixmap.render(runtime.displayList(at: 1.0), scale: 1)
    return pixmap
  }

  /// The box of pixels with any coverage, and the alpha at the canvas centre.
  static func measure(_ p: Pixmap) -> (box: (x0: Int, y0: Int, x1: Int, y1: Int)?, centreAlpha: UInt8) {
    var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
    for y in 0..<p.height {
      for x in 0..<p.width where p[x, y][3] > 0 {
        box = box.map { (min($0.x0, x), min($0.y0, y), max($0.x1, x + 1), max($0.y1, y + 1)) } ?? (x, y, x + 1, y + 1)
      }
    }
    return (box, p[100, 100][3])
  }

  @Test(arguments: transitions)
  func aMovingTransitionBecomesACrossFade(name: String, transition: AnyTransition) {
    let reduced = Self.measure(Self.halfway(transition, reduceMotion: true))
    // Landed at (75, 75)–(125, 125), every pixel inside at half of 255 (127.5 → 127 or 128).
    #expect(reduced.box.map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [75, 75, 125, 125], "\(name)")
    #expect((127...128).contains(reduced.centreAlpha), "\(name): alpha \(reduced.centreAlpha)")
    let moving = Self.measure(Self.halfway(transition, reduceMotion: false))
    #expect(moving.box.map { [$0.x0, $0.y0, $0.x1, $0.y1] } != [75, 75, 125, 125], "\(name): the control does not move")
  }

  /// `.opacity` is already a cross-fade: Reduce Motion leaves it exactly as it is.
  @Test func aCrossFadeStaysTheSame() {
    #expect(Self.halfway(.opacity, reduceMotion: true).data == Self.halfway(.opacity, reduceMotion: false).data)
  }
}
