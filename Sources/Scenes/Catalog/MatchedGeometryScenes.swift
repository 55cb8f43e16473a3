import Flipbook

// Classic matchedGeometryEffect examples (issue 14), written as an app would: two branches of
// an `if` hold views with the same id in one `@Namespace`, and a tap anywhere toggles the
// branch in `withAnimation` (the default animation: a critically damped spring, response
// 0.55 s). The inserted and removed members fly through one shared frame while they
// cross-fade (docs/SEMANTICS.md §3), so each id shows as one object in flight.

/// The whole canvas as the tap target: the scripts tap at (8, 160), left of every shape.
private let tapPoint = CGPoint(x: 8, y: 160)

/// AppCoda's circle: a small orange circle at the top leading corner that, tapped, grows and
/// moves into a large circle at the bottom trailing corner, and back.
///
/// The effect sits inside each circle's `.frame`, so the circle is proposed the shared size in
/// flight and grows with it (a `.frame` inside the effect would keep it small while it moves).
public struct MatchedCircleMove: View {
  @Namespace private var shapeTransition
  @State private var expand = false

  public init() {}

  /// The canvas: the 50-pt circle at (20, 20) and the 160-pt one at (60, 140), both inside
  /// a 20-pt margin.
  public static let canvasSize = CGSize(width: 240, height: 320)

  public var body: some View {
    VStack {
      if expand {
        Spacer()
        HStack {
          Spacer()
          Circle()
            .fill(.orange)
            .matchedGeometryEffect(id: "circle", in: shapeTransition)
            .frame(width: 160, height: 160)
        }
      } else {
        HStack {
          Circle()
            .fill(.orange)
            .matchedGeometryEffect(id: "circle", in: shapeTransition)
            .frame(width: 50, height: 50)
          Spacer()
        }
        Spacer()
      }
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .contentShape(Rectangle())
    .onTapGesture {
      withAnimation { expand.toggle() }
    }
  }

  /// Tap at 0.3 s (out to the large circle) and at 1.8 s (back); 3.3 s in all, each flight
  /// settled 1.5 s after its tap.
  public static let script = Script().wait(0.3).tap(at: tapPoint).wait(1.5).tap(at: tapPoint).wait(1.5)
}

/// Two dots that swap places: a small red one and a large blue one side by side in an
/// `HStack`, in one order or the other, each with its own matched id, so that each flies to
/// where the other was instead of cross-fading in place.
///
/// Swapping places, their centres meet halfway; the small red dot has `zIndex(1)`, so it
/// passes in front of the blue one and both stay in sight.
public struct MatchedSwapDots: View {
  @Namespace private var dots
  @State private var swapped = false

  public init() {}

  /// The canvas: the row (40 + 60 + 80 pt) centred in a 240 × 160-pt canvas: red at x 30…70
  /// and blue at 130…210, or blue at 30…110 and red at 170…210.
  public static let canvasSize = CGSize(width: 240, height: 160)

  public var body: some View {
    HStack(spacing: 60) {
      if swapped {
        dot(.blue, "blue", 80)
        dot(.red, "red", 40).zIndex(1)
      } else {
        dot(.red, "red", 40).zIndex(1)
        dot(.blue, "blue", 80)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .contentShape(Rectangle())
    .onTapGesture {
      withAnimation { swapped.toggle() }
    }
  }

  private func dot(_ color: Color, _ id: String, _ diameter: CGFloat) -> some View {
    Circle()
      .fill(color)
      .matchedGeometryEffect(id: id, in: dots)
      .frame(width: diameter, height: diameter)
  }

  /// Tap at 0.3 s (swap) and at 1.8 s (swap back); 3.3 s in all.
  public static let script = Script().wait(0.3).tap(at: CGPoint(x: 8, y: 80)).wait(1.5)
    .tap(at: CGPoint(x: 8, y: 80)).wait(1.5)
}

/// A purple circle at the top that, tapped, becomes a wide rounded rectangle at the bottom:
/// a `Circle` and a `RoundedRectangle(cornerRadius: 24)` with one matched id, each filling
/// the shared frame as it flies, the one cross-fading into the other.
public struct MatchedCircleToRectangle: View {
  @Namespace private var morph
  @State private var isRectangle = false

  public init() {}

  /// The canvas: the 80-pt circle at (80, 20), the 200 × 120-pt rectangle at (20, 180).
  public static let canvasSize = CGSize(width: 240, height: 320)

  public var body: some View {
    VStack {
      if isRectangle {
        Spacer()
        RoundedRectangle(cornerRadius: 24)
          .fill(.purple)
          .matchedGeometryEffect(id: "shape", in: morph)
          .frame(width: 200, height: 120)
      } else {
        Circle()
          .fill(.purple)
          .matchedGeometryEffect(id: "shape", in: morph)
          .frame(width: 80, height: 80)
        Spacer()
      }
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .contentShape(Rectangle())
    .onTapGesture {
      withAnimation { isRectangle.toggle() }
    }
  }

  /// Out to the rectangle at 0.3 s and back at 1.8 s; out again at 3.3 s and, 0.3 s later,
  /// while that spring is still settling (about 86 % of the way), back: the shape turns
  /// around. 5.1 s in all.
  public static let script = Script().wait(0.3).tap(at: tapPoint).wait(1.5).tap(at: tapPoint).wait(1.5)
    .tap(at: tapPoint).wait(0.3).tap(at: tapPoint).wait(1.5)
}

/// Two matched circles on screen at once, one of them following the other: three grey rings
/// (30, 50 and 70 pt) are the sources of three ids, and an orange disc matched with
/// `isSource: false` to the selected id takes that ring's frame. Tapping another ring hands the
/// disc to it, and the disc flies over, changing size on the way.
public struct MatchedFollower: View {
  @Namespace private var spots
  @State private var selected = 0

  public init() {}

  /// The canvas: the rings (30 + 50 + 70 pt, 40 pt apart) centred in a 300 × 160-pt canvas,
  /// at x 35…65, 105…155 and 195…265.
  public static let canvasSize = CGSize(width: 300, height: 160)

  public var body: some View {
    ZStack {
      HStack(spacing: 40) {
        ForEach(0..<3) { index in
          Circle()
            .stroke(.gray, lineWidth: 2)
            .frame(width: 30 + 20 * CGFloat(index), height: 30 + 20 * CGFloat(index))
            .matchedGeometryEffect(id: index, in: spots)
            .contentShape(Circle())
            .onTapGesture {
              withAnimation { selected = index }
            }
        }
      }
      Circle()
        .fill(.orange)
        .matchedGeometryEffect(id: selected, in: spots, isSource: false)
        .allowsHitTesting(false)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }

  /// Tap the large ring at 0.3 s and the small one again at 1.8 s; 3.3 s in all.
  public static let script = Script().wait(0.3).tap(at: CGPoint(x: 230, y: 80)).wait(1.5)
    .tap(at: CGPoint(x: 50, y: 80)).wait(1.5)
}

extension BuiltInScenes {
  /// AppCoda's matchedGeometryEffect circle: small at top leading, large at bottom trailing.
  public static let matchedCircleMove = FlipbookScene(
    "matched-circle-move",
    summary: "matchedGeometryEffect: a small circle grows into a large one across the screen and back, played",
    canvas: .size(MatchedCircleMove.canvasSize), script: MatchedCircleMove.script, duration: .untilScriptEnds
  ) { MatchedCircleMove() }
  .checking(
    .motion(
      "one circle grows from 50 to 160 pt on its way out", flightChecks, over: 0.3...1.7, segmenter: orangeKey,
      options: CheckOptions(from: 50, to: 160, direction: .grow, toCentre: (140, 220))),
    .motion(
      "and shrinks back as one", flightChecks, over: 1.8...3.2, segmenter: orangeKey,
      options: CheckOptions(from: 160, to: 50, direction: .shrink, toCentre: (45, 45))))

  /// Two dots swapping places through two matched ids.
  public static let matchedSwapDots = FlipbookScene(
    "matched-swap-dots", summary: "matchedGeometryEffect: two dots swap places in an HStack and back, played",
    canvas: .size(MatchedSwapDots.canvasSize), script: MatchedSwapDots.script, duration: .untilScriptEnds
  ) { MatchedSwapDots() }
  .checking(
    .motion(
      "the blue dot flies to the leading slot in one piece", [.oneBlob, .centrePath, .noDouble], over: 0.3...1.7,
      segmenter: blueAboveTheRedDot, options: CheckOptions(toCentre: (70, 50))),
    .motion(
      "and back", [.oneBlob, .centrePath, .noDouble], over: 1.8...3.2, segmenter: blueAboveTheRedDot,
      options: CheckOptions(toCentre: (170, 50))))

  /// A circle morphing into a rounded rectangle and back, then reversed mid-flight.
  public static let matchedCircleToRectangle = FlipbookScene(
    "matched-circle-to-rectangle",
    summary: "matchedGeometryEffect: a circle becomes a rounded rectangle and back, then turns around mid-flight",
    canvas: .size(MatchedCircleToRectangle.canvasSize), script: MatchedCircleToRectangle.script,
    duration: .untilScriptEnds
  ) { MatchedCircleToRectangle() }
  .checking(
    .motion(
      "one shape widens from the 80-pt circle to the 200-pt rectangle", flightChecks, over: 0.3...1.7,
      segmenter: purpleKey, options: CheckOptions(from: 80, to: 200, direction: .grow, toCentre: (120, 240))),
    .motion(
      "and narrows back as one", flightChecks, over: 1.8...3.2, segmenter: purpleKey,
      options: CheckOptions(from: 200, to: 80, direction: .shrink, toCentre: (120, 60))),
    .motion(
      "turned around mid-flight, still one shape without a jump, home at the circle", [.oneBlob, .centrePath, .noDouble],
      over: 3.3...5.0, segmenter: purpleKey, options: CheckOptions(toCentre: (120, 60))))

  /// A disc following whichever ring is selected, with `isSource: false`.
  public static let matchedFollower = FlipbookScene(
    "matched-follower",
    summary: "matchedGeometryEffect: a disc with isSource: false follows the selected ring to the large one and back, played",
    canvas: .size(MatchedFollower.canvasSize), script: MatchedFollower.script, duration: .untilScriptEnds
  ) { MatchedFollower() }
  .checking(
    .motion(
      "one disc grows from the 30-pt ring onto the 70-pt one", flightChecks, over: 0.3...1.7, segmenter: orangeKey,
      options: CheckOptions(from: 30, to: 70, direction: .grow, toCentre: (230, 80))),
    .motion(
      "and shrinks back onto the small ring", flightChecks, over: 1.8...3.2, segmenter: orangeKey,
      options: CheckOptions(from: 70, to: 30, direction: .shrink, toCentre: (50, 80))))
}

/// What every matched flight must show: one object, its size going one way between the two
/// members' sizes, a centre path without a jump, never two copies.
private let flightChecks: [Expectation] = [.oneBlob, .monotonicSize, .centrePath, .noDouble]

/// Follows the orange shapes (`Color.orange`, iOS's systemOrange) through their fades and edges.
private let orangeKey = Segmenter(key: SIMD4(255, 149, 0, 255))

/// Follows the purple shape (`Color.purple`, systemPurple).
private let purpleKey = Segmenter(key: SIMD4(175, 82, 222, 255))

/// Follows the blue dot (`Color.blue`, systemBlue) by its rows above the red dot's path
/// (y 40…59 at one pixel per point), which nothing crosses: its chord there is centred on it.
/// The red dot itself cannot be followed by its colour in flight: it cross-fades over the blue.
private let blueAboveTheRedDot = Segmenter(
  key: SIMD4(0, 122, 255, 255), region: PixelRect(x: 0, y: 40, width: 240, height: 20))
