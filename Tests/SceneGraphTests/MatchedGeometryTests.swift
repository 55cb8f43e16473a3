import Drawing
import Flipbook
import Testing

// matchedGeometryEffect (docs/SEMANTICS.md §3). A small member (painted a) sits at
// (20, 20, 40, 40) while the state is off; a big one (painted b) at (100, 200, 200, 100) while
// it is on. The state flips at t₀ = 0.5 s with `.spring(duration: 0.5)` (ζ = 1), so the shared
// frame flies from centre (40, 40), size 40 × 40 to centre (200, 250), size 200 × 100 with the
// progress p of a critically damped spring, computed here in closed form
// x(t) = 1 − e^(−ωt)(1 + ωt), ω = 2π/0.5, at the time the 300 Hz integrator has reached;
// 1 % of each component's travel is allowed for the integrator (docs/SEMANTICS.md §1.4: about 0.5
// %).

private let t0 = 0.5
private let small = CGRect(x: 20, y: 20, width: 40, height: 40)
private let big = CGRect(x: 100, y: 200, width: 200, height: 100)

/// How the members are built.
private enum Style {
  /// `Color.matchedGeometryEffect(…).frame(…)`: the colour fills whatever it is proposed.
  case filling
  /// `Color.frame(…).matchedGeometryEffect(…)`: a fixed size, as the naive hero's ring.
  case fixed
  /// As `filling`, with `properties: .position`.
  case positionOnly
  /// As `fixed`, with `anchor: .topLeading`.
  case fixedTopLeading
}

private struct Hero: View {
  let on: Bool
  let style: Style
  @Namespace var ns

  var body: some View {
    ZStack(alignment: .topLeading) {
      if on {
        member(Paints.b, big.size).padding(EdgeInsets(top: big.minY, leading: big.minX))
      } else {
        member(Paints.a, small.size).padding(EdgeInsets(top: small.minY, leading: small.minX))
      }
    }
    .frame(width: 400, height: 400, alignment: .topLeading)
  }

  @ViewBuilder func member(_ color: Color, _ size: CGSize) -> some View {
    switch style {
    case .filling:
      color.matchedGeometryEffect(id: "m", in: ns).frame(width: size.width, height: size.height)
    case .fixed:
      color.frame(width: size.width, height: size.height).matchedGeometryEffect(id: "m", in: ns)
    case .positionOnly:
      color.matchedGeometryEffect(id: "m", in: ns, properties: .position).frame(width: size.width, height: size.height)
    case .fixedTopLeading:
      color.frame(width: size.width, height: size.height).matchedGeometryEffect(id: "m", in: ns, anchor: .topLeading)
    }
  }
}

private func flight(_ style: Style, animation: Animation? = .spring(duration: 0.5)) -> SceneRuntime {
  flipping(at: t0, animation: animation, canvas: CGSize(width: 400, height: 400)) { on in
    Hero(on: on, style: style)
  }
}

/// The spring's progress at clock time t₀ + τ (independent closed form). The elapsed time is
/// taken as the clock difference (t₀ + τ) − t₀, as any runtime measures it, since the integrator
/// step it lands on depends on that rounding.
private func progress(_ tau: Double) -> Double {
  criticalSpring(response: 0.5, at: integratorTime((t0 + tau) - t0))
}

/// Whether `actual` is `expected` to within 1 % of each component's travel from → to.
private func onCurve(_ actual: CGRect?, _ expected: CGRect, from: CGRect, to: CGRect) -> Bool {
  guard let actual else { return false }
  func ok(_ a: CGFloat, _ e: CGFloat, _ f: CGFloat, _ t: CGFloat) -> Bool { abs(a - e) <= 0.01 * abs(t - f) + 1e-9 }
  return ok(actual.minX, expected.minX, from.minX, to.minX) && ok(actual.minY, expected.minY, from.minY, to.minY)
    && ok(actual.width, expected.width, from.width, to.width) && ok(actual.height, expected.height, from.height, to.height)
}

/// The shared centre at progress p.
private func centre(_ p: Double) -> CGPoint {
  CGPoint(x: lerp(small.midX, big.midX, p), y: lerp(small.midY, big.midY, p))
}

/// A rect of `size` centred on `c`.
private func centred(_ c: CGPoint, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
}

@Suite struct MatchedGeometryTests {
  /// Both endpoints at rest are where their own layout puts them.
  @Test func membersAtRestUseTheirOwnFrames() {
    let r = flight(.filling)
    r.advance(to: 0.25)
    #expect(r.memberContentFrames("m") == [small])
    r.advance(to: t0 + 3)
    #expect(r.memberContentFrames("m") == [big])
  }

  /// During the flight every member — the inserted source and the removed one — is proposed
  /// the interpolated shared frame, and a colour fills it: its drawn rect is the lerp of the two
  /// frames (centre and size) by the spring's progress.
  @Test(arguments: [0.05, 0.1, 0.2, 0.3])
  func fillingMembersDrawTheInterpolatedFrame(tau: Double) {
    let r = flight(.filling)
    let list = r.displayList(at: t0 + tau)
    let p = progress(tau)
    let c = centre(p)
    let expected = centred(c, lerp(small.width, big.width, p), lerp(small.height, big.height, p))
    let inserted = list.items(painted: Paints.bRGB).first?.canvasBounds
    let removed = list.items(painted: Paints.aRGB).first?.canvasBounds
    #expect(onCurve(inserted, expected, from: small, to: big), "inserted \(String(describing: inserted)), expected \(expected)")
    #expect(onCurve(removed, expected, from: small, to: big), "removed \(String(describing: removed)), expected \(expected)")
  }

  /// The frames record the same: both members' content frames are the shared frame.
  @Test func bothMembersAreLaidOutInTheSharedFrameInFlight() {
    let r = flight(.filling)
    r.advance(to: t0 + 0.2)
    let frames = r.memberContentFrames("m")
    #expect(frames.count == 2)
    if frames.count == 2 { #expect(close(frames[0], frames[1], 1e-9)) }
  }

  /// At the instant of the change the flight has not moved yet: both members are in the old
  /// source's frame.
  @Test func flightStartsAtThePreviousSourcesFrame() {
    let r = flight(.filling)
    r.advance(to: t0)
    #expect(r.memberContentFrames("m").map { close($0, small, 1e-9) } == [true, true])
  }

  /// Once the spring has settled the new source uses its own layout frame again, and the
  /// removed member is gone.
  @Test func afterTheFlightTheSourceUsesItsOwnFrame() {
    let r = flight(.filling)
    r.advance(to: t0 + 3)
    #expect(r.memberContentFrames("m") == [big])
    #expect(r.displayList(at: t0 + 3).items(painted: Paints.aRGB).isEmpty)
  }

  /// A fixed-size member ignores the proposed size: it keeps its size and only its centre
  /// follows the shared centre (the naive hero).
  @Test(arguments: [0.1, 0.25])
  func fixedSizeMembersOnlyMove(tau: Double) {
    let r = flight(.fixed)
    let list = r.displayList(at: t0 + tau)
    let c = centre(progress(tau))
    let inserted = list.items(painted: Paints.bRGB).first?.canvasBounds
    let removed = list.items(painted: Paints.aRGB).first?.canvasBounds
    #expect(onCurve(inserted, centred(c, 200, 100), from: small, to: big), "\(String(describing: inserted))")
    #expect(onCurve(removed, centred(c, 40, 40), from: small, to: big), "\(String(describing: removed))")
  }

  /// `properties: .position` matches the centre only: a filling member keeps its own size.
  @Test func positionOnlyKeepsTheOwnSize() {
    let r = flight(.positionOnly)
    let tau = 0.15
    let list = r.displayList(at: t0 + tau)
    let c = centre(progress(tau))
    let inserted = list.items(painted: Paints.bRGB).first?.canvasBounds
    let removed = list.items(painted: Paints.aRGB).first?.canvasBounds
    #expect(onCurve(inserted, centred(c, 200, 100), from: small, to: big), "\(String(describing: inserted))")
    #expect(onCurve(removed, centred(c, 40, 40), from: small, to: big), "\(String(describing: removed))")
  }

  /// `anchor: .topLeading` matches the corners: fixed-size members keep their size and their
  /// top-left corners follow the lerp of (20, 20) → (100, 200).
  @Test func topLeadingAnchorMatchesCorners() {
    let r = flight(.fixedTopLeading)
    let tau = 0.15
    let p = progress(tau)
    let corner = CGPoint(x: lerp(small.minX, big.minX, p), y: lerp(small.minY, big.minY, p))
    let list = r.displayList(at: t0 + tau)
    let inserted = list.items(painted: Paints.bRGB).first?.canvasBounds
    let removed = list.items(painted: Paints.aRGB).first?.canvasBounds
    #expect(onCurve(inserted, CGRect(origin: corner, size: big.size), from: small, to: big), "\(String(describing: inserted))")
    #expect(onCurve(removed, CGRect(origin: corner, size: small.size), from: small, to: big), "\(String(describing: removed))")
  }

  /// Without animation there is no flight: at the change the new member is at its own frame
  /// and the old one is gone.
  @Test func changeWithoutAnimationSnaps() {
    let r = flight(.filling, animation: nil)
    r.advance(to: t0)
    #expect(r.memberContentFrames("m") == [big])
  }

  /// A non-source member takes the source's frame, from the first frame on.
  @Test func nonSourceMemberTakesTheSourcesFrame() {
    struct Scene: View {
      @Namespace var ns
      var body: some View {
        ZStack(alignment: .topLeading) {
          Paints.a.matchedGeometryEffect(id: "follow", in: ns, isSource: false).frame(width: 10, height: 10)
          Paints.b.frame(width: 200, height: 100).matchedGeometryEffect(id: "follow", in: ns)
            .padding(EdgeInsets(top: 200, leading: 100))
        }
        .frame(width: 400, height: 400, alignment: .topLeading)
      }
    }
    let r = SceneRuntime(Scene(), canvasSize: CGSize(width: 400, height: 400))
    // The follower is a colour: it fills the source's 200 × 100 frame.
    let first = r.displayList(at: 0).items(painted: Paints.aRGB).first?.canvasBounds
    #expect(first == big)
    let later = r.displayList(at: 0.1).items(painted: Paints.aRGB).first?.canvasBounds
    #expect(later == big)
  }

  /// Two inserted members with `isSource: true` in one group log the warning of docs/SEMANTICS.md
  /// §3 once.
  @Test func twoInsertedSourcesLogTheWarning() {
    struct Scene: View {
      @Namespace var ns
      var body: some View {
        ZStack {
          Paints.a.matchedGeometryEffect(id: "twinSources", in: ns)
          Paints.b.frame(width: 10, height: 10).matchedGeometryEffect(id: "twinSources", in: ns)
        }
      }
    }
    let r = SceneRuntime(Scene(), canvasSize: CGSize(width: 100, height: 100))
    let warnings = Diagnostics.warnings { r.advance(to: 0) }
    let prefix = "Multiple inserted views in matched geometry group Pair<String, Namespace.ID>(first: twinSources, second: "
    let suffix = ") have `isSource: true`, results are undefined."
    let matching = warnings.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
    #expect(matching.count == 1, "\(warnings)")
  }

  /// Flipping back in mid-flight retargets the shared frame without a jump: sampled every
  /// 1/240 s, the filling member's centre never moves more than a spring of this size can in one
  /// step (a critically damped 0.5 s spring over 250 pt peaks at ω/e · 250 ≈ 1160 pt/s, about
  /// 4.8 pt per step; a merged reversal at most doubles that), and it lands back on the small
  /// frame.
  @Test func reversingInFlightDoesNotJump() {
    let remote = Remote<Bool>()
    let script = Script()
      .wait(t0).perform { remote.set(true, animation: .spring(duration: 0.5)) }
      .wait(0.12).perform { remote.set(false, animation: .spring(duration: 0.5)) }
    let r = SceneRuntime(
      Driven(false, remote) { on in Hero(on: on, style: .filling) },
      canvasSize: CGSize(width: 400, height: 400), script: script)
    func centreAt(_ t: Double) -> CGPoint? {
      let list = r.displayList(at: t)
      guard let item = (list.items(painted: Paints.aRGB) + list.items(painted: Paints.bRGB)).first else { return nil }
      let b = item.canvasBounds
      return CGPoint(x: b.midX, y: b.midY)
    }
    var previous = centreAt(t0)
    var maxStep = 0.0
    for i in 1...480 {
      let c = centreAt(t0 + Double(i) / 240)
      if let c, let p = previous { maxStep = max(maxStep, Double(hypot(c.x - p.x, c.y - p.y))) }
      previous = c
    }
    #expect(maxStep < 10, "largest step \(maxStep) pt")
    #expect(r.memberContentFrames("m") == [small])
  }
}

/// Reversing a flight around the moment the first one settles (the default spring, response
/// 0.55, over this 250-pt flight settles about 1.4 s after the tap) starts the way back at
/// once: 0.1 s after the reverse the members are a third of the way home. A fresh default
/// spring is at .328 of its travel then (docs/SEMANTICS.md §1.4 table); one merged into a
/// spring still moving has a little velocity of its own, so 0.2–0.45 of the way is accepted,
/// measured from the pixels (the union of both members, which share the frame in flight).
@Suite struct MatchedGeometryReverseTests {
  @Test(arguments: [0.9, 1.1, 1.2, 1.3, 1.35, 1.4, 1.45, 1.6, 2.0])
  func reversingAroundTheSettleAnimatesAtOnce(after delay: Double) {
    let remote = Remote<Bool>()
    let script = Script()
      .wait(t0).perform { remote.set(true, animation: .default) }
      .wait(delay).perform { remote.set(false, animation: .default) }
    let r = SceneRuntime(
      Driven(false, remote) { on in Hero(on: on, style: .filling) },
      canvasSize: CGSize(width: 400, height: 400), script: script)
    let pixels = r.pixels(at: t0 + delay + 0.1)
    var box: CGRect?
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels[x, y][3] > 0 {
        box = box.map { $0.union(CGRect(x: x, y: y, width: 1, height: 1)) } ?? CGRect(x: x, y: y, width: 1, height: 1)
      }
    }
    guard let box else {
      Issue.record("nothing drawn")
      return
    }
    // How far from big (0) to small (1) the width has gone.
    let way = (big.width - box.width) / (big.width - small.width)
    #expect(way > 0.2 && way < 0.45, "\(way) of the way, box \(box)")
  }
}
