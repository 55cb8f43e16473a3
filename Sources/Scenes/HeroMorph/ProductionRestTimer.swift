import Flipbook

/// The rest-timer hero as the app ships it: the popup's ring flies into a mini timer in the
/// workout's header and back, built the way that keeps the flight honest.
///
/// - The header's slot always holds something 50 pt square — a `Color.clear` placeholder while
///   the popup is up — so the header never reflows mid-flight and the ring always has a frame
///   to land in. A faint well marks the slot.
/// - Only the ring is matched; the title and the Skip button fade with the popup's opacity
///   transition.
/// - The slot is inset from the corner by an oversized frame with `.bottomLeading` alignment:
///   layout puts it there, so the matched geometry, which measures layout frames, lands on it.
///   The `offset` variant leaves the slot in the corner and insets the mini timer with
///   `.offset` after its match instead, which moves pixels after layout: the popup's ring
///   flies to the slot while the mini timer is drawn 24 pt away from it.
/// - Every animation goes through one property, `heroAnimation`, which is `nil` under Reduce
///   Motion; the feature then skips the flight and cross-fades.
public struct ProductionRestTimer: View {
  /// How the mini timer's slot is inset from the header's corner.
  public enum Inset: String, CaseIterable, Sendable {
    /// An oversized frame with `.bottomLeading` alignment: the landing matches the slot.
    case frame
    /// `.offset(x: -24, y: 24)` on the mini timer: it is drawn away from the slot layout gave it.
    case offset
  }

  let inset: Inset
  @State private var expanded = true
  @Namespace private var ns
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  public init(inset: Inset) { self.inset = inset }

  /// The canvas the scene is designed for, in points (the flagship's).
  public static let canvasSize = CGSize(width: 390, height: 700)

  /// The hero's animation: the flight's spring, or nil under Reduce Motion.
  private var heroAnimation: Animation? { reduceMotion ? nil : .spring(duration: 0.6) }

  public var body: some View {
    ZStack(alignment: .top) {
      Color(.systemGroupedBackground)
        .ignoresSafeArea()
      VStack(spacing: 0) {
        header
        exercises
        Spacer(minLength: 0)
      }
      if expanded {
        popup
          .transition(.opacity)
      }
    }
    .frame(width: 390, height: 700)
  }

  private var header: some View {
    HStack(alignment: .top) {
      VStack(alignment: .leading, spacing: 2) {
        Text("Push Day")
          .font(.title2.bold())
        Text("Set 3 of 5 · Bench press")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      .padding(.top, 28)
      .padding(.leading, 20)
      Spacer()
      slot
    }
  }

  /// The mini timer's slot in the header's top trailing corner, 24 pt in from both edges.
  @ViewBuilder private var slot: some View {
    let content = ZStack {
      Circle()
        .fill(.gray.opacity(0.15))
        .frame(width: 54, height: 54)
      if expanded {
        Color.clear
          .frame(width: 50, height: 50)
      } else {
        miniTimer
          .onTapGesture { toggle() }
      }
    }
    .frame(width: 50, height: 50)
    switch inset {
    case .frame:
      content.frame(width: 74, height: 74, alignment: .bottomLeading)
    case .offset:
      content
    }
  }

  /// The matched mini timer; the `offset` inset moves its pixels 24 pt in from the corner
  /// after layout, where the match does not see it.
  @ViewBuilder private var miniTimer: some View {
    switch inset {
    case .frame:
      hero(TimerRing(size: 50, lineWidth: 4))
    case .offset:
      hero(TimerRing(size: 50, lineWidth: 4))
        .offset(x: -24, y: 24)
    }
  }

  private var exercises: some View {
    VStack(spacing: 10) {
      ForEach(["Bench press", "Incline dumbbell press", "Cable fly"], id: \.self) { name in
        HStack {
          Text(name)
          Spacer()
          Text("5 × 8")
            .foregroundStyle(.secondary)
        }
        .padding(16)
        .background(.white, in: RoundedRectangle(cornerRadius: 12))
      }
    }
    .padding(20)
    .padding(.top, 12)
  }

  private var popup: some View {
    ZStack {
      Color.black.opacity(0.4)
        .ignoresSafeArea()
      VStack(spacing: 28) {
        Text("Rest")
          .font(.largeTitle.bold())
          .foregroundStyle(.white)
        hero(TimerRing(size: 220, lineWidth: 12))
        Button("Skip") { toggle() }
          .buttonStyle(.borderedProminent)
          .tint(.white.opacity(0.25))
      }
    }
    .onTapGesture { toggle() }
  }

  /// The ring, drawn at its own size and scaled to the frame the match gives it, matched
  /// between the popup and the slot — or, under Reduce Motion, not matched at all.
  @ViewBuilder private func hero(_ ring: TimerRing) -> some View {
    let scalable = HeroScalableRing(designSize: ring.size) { ring }
    if heroAnimation != nil {
      scalable
        .matchedGeometryEffect(id: "ring", in: ns)
        .frame(width: ring.size, height: ring.size)
    } else {
      scalable
        .frame(width: ring.size, height: ring.size)
    }
  }

  private func toggle() {
    withAnimation(heroAnimation ?? .easeInOut(duration: 0.35)) { expanded.toggle() }
  }

  /// Tap the dimmed backdrop at 0.5 s, then the mini timer at 2.5 s; hold 2 s after each.
  public static let script = Script()
    .wait(0.5).tap(at: CGPoint(x: 195, y: 640))
    .wait(2.0).tap(at: CGPoint(x: 341, y: 49))
    .wait(2.0)
}

extension BuiltInScenes {
  public static let restTimerProduction = FlipbookScene(
    "rest-timer-production",
    summary: "the hero as the app ships it: a header slot to land in, Skip and title fading, flies back on tap (variants: frame, offset)",
    variants: ProductionRestTimer.Inset.allCases.map(\.rawValue), canvas: .size(ProductionRestTimer.canvasSize),
    script: ProductionRestTimer.script, duration: .untilScriptEnds
  ) { variant in
    ProductionRestTimer(inset: ProductionRestTimer.Inset(rawValue: variant) ?? .frame)
  }
}
