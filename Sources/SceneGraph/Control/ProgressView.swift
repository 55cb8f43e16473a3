import Drawing
import Foundation
import Geometry

/// Progress towards a goal: SwiftUI's `ProgressView`.
///
/// With a value it is iOS's bar: a 4-pt capsule as wide as it is offered, its first
/// `value / total` (clamped to 0…1) filled with the tint, the rest `systemFill`, under its
/// label. Without a value (or with `nil`) it is the spinning activity indicator, a 20-pt
/// wheel of eight spokes that turns on the scene clock (see ``ActivityIndicatorNode``), over
/// its label. `.progressViewStyle(.linear)` or `.circular` picks one look for both.
///
/// Metrics: `UIProgressView`'s default bar is 4 pt tall with rounded ends since iOS 14, and
/// the medium `UIActivityIndicatorView` is 20 pt; the track colour and the spacing of the
/// label (4 pt) are approximations, Apple documents neither.
public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {
  /// The fraction done, 0…1, or `nil` when unknown.
  let fraction: Double?
  let label: Label
  let currentValueLabel: CurrentValueLabel

  /// A bar at `value` out of `total` (default 1), with a label and a label for the current
  /// value; a `nil` value spins.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let style = resolver.environment.progressViewStyle
    let circular = style == .circular || (style == .automatic && fraction == nil)
    let tint = resolver.environment.controlTint
    let fraction = self.fraction
    // An empty label takes no place (and no spacing) in the stack, as in SwiftUI.
    let hasLabel = Label.self != EmptyView.self
    let hasValueLabel = CurrentValueLabel.self != EmptyView.self
    let body = VStack(alignment: circular ? .center : .leading, spacing: 4) {
      if circular {
        ActivityIndicator()
        if hasLabel { label.foregroundColor(.secondary) }
      } else {
        if hasLabel { label }
        Capsule()
          .fill(Color(.systemFill))
          .overlay(alignment: .leading) {
            GeometryReader { proxy in
              Capsule().fill(tint).frame(width: proxy.size.width * (fraction ?? 0))
            }
          }
          .frame(height: 4)
        if hasValueLabel { currentValueLabel.font(.caption).foregroundColor(.secondary) }
      }
    }
    return resolver.resolve(body, identity.appending(.body))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The spinning indicator.
  public init() {
    self.init(value: Double?.none, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }

  /// A bar at `value` out of `total` (default 1); a `nil` value spins.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// The spinning indicator over `label`.
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: Double?.none, label: label, currentValueLabel: { EmptyView() })
  }

  /// A bar under `label`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// The spinning indicator over a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(value: Double?.none, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }

  public init<S: StringProtocol>(_ title: S) {
    self.init(value: Double?.none, label: { Text(title) }, currentValueLabel: { EmptyView() })
  }

  /// A bar under a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }

  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
  }
}

/// The look of a ``ProgressView``: SwiftUI's `.automatic`, `.linear` and `.circular`.
public struct ProgressViewStyleKind: Hashable, Sendable {
  let name: String
}

/// A style of ``ProgressView``; Flipbook has the built-in three only.
public protocol ProgressViewStyle {
  var _kind: ProgressViewStyleKind { get }
}

/// A bar with a value, the spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _kind: ProgressViewStyleKind { .automatic }
}

/// Always the bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _kind: ProgressViewStyleKind { .linear }
}

/// Always the spinner (on iOS, even with a value).
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var _kind: ProgressViewStyleKind { .circular }
}

extension ProgressViewStyleKind {
  static let automatic = ProgressViewStyleKind(name: "automatic")
  static let linear = ProgressViewStyleKind(name: "linear")
  static let circular = ProgressViewStyleKind(name: "circular")
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }

extension EnvironmentValues {
  var progressViewStyle: ProgressViewStyleKind {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the progress views in this view with `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.progressViewStyle = style._kind })
  }
}

/// The spinner of an indeterminate ``ProgressView``.
struct ActivityIndicator: PrimitiveView {
  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    ActivityIndicatorNode(identity: identity, color: Color(.secondaryLabel).resolved(in: resolver.environment))
  }
}

/// iOS's medium activity indicator, turning on the scene clock.
///
/// Eight spokes round a 20-pt square, 12 o'clock first and clockwise, each a 2-pt line with
/// round caps from 4.5 pt to 9 pt off the centre. The lead spoke is fully opaque and the
/// ones behind it fade by an eighth each; the lead moves on one spoke every 1/8 s, so the
/// wheel turns once a second in steps, as `UIActivityIndicatorView` does (the rate and the
/// spoke geometry are approximations of what it draws; Apple documents none). The picture is
/// a function of the time alone, and the scene is not settled while a spinner is on screen.
final class ActivityIndicatorNode: Node {
  let color: RGBAColor

  static let side: CGFloat = 20
  static let spokes = 8
  static let stepsPerSecond = 8.0

  init(identity: ViewIdentity, color: RGBAColor) {
    self.color = color
    super.init(identity: identity)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    CGSize(width: Self.side, height: Self.side)
  }

  /// The opacity of spoke `k` (0 at 12 o'clock, clockwise) at `time`.
  static func opacity(ofSpoke k: Int, at time: Double) -> Double {
    let lead = Int((max(time, 0) * stepsPerSecond).rounded(.down)) % spokes
    let behind = (lead - k + spokes) % spokes
    return 1 - Double(behind) / Double(spokes)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = pass.presentedFrame(key("frame"), CGRect(origin: origin, size: size))
    pass.record("ProgressView", identity, frame)
    SpinnerClock.keepPlaying(identity, at: pass)
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    let style = StrokeStyle(lineWidth: 2, lineCap: .round)
    for k in 0..<Self.spokes {
      let angle = Double(k) / Double(Self.spokes) * 2 * .pi
      let (dx, dy) = (sin(angle), -cos(angle))
      var spoke = Path()
      spoke.move(to: CGPoint(x: centre.x + 4.5 * dx, y: centre.y + 4.5 * dy))
      spoke.addLine(to: CGPoint(x: centre.x + 9 * dx, y: centre.y + 9 * dy))
      let paint = pass.paint(color.multipliedAlpha(Self.opacity(ofSpoke: k, at: pass.time)))
      pass.draw(.stroke(spoke, style: style, paint: paint, transform: pass.transform), bounds: frame)
    }
  }
}

/// Keeps the scene unsettled while a spinner was drawn in the latest pass.
final class SpinnerClock: TimedAnimatorState {
  private var lastDrawn = -Double.infinity

  func isPlaying(at time: Double) -> Bool { lastDrawn >= time }

  static func keepPlaying(_ identity: ViewIdentity, at pass: Pass) {
    let clock = pass.runtime.animatorStates[identity] as? SpinnerClock ?? SpinnerClock()
    clock.lastDrawn = pass.time
    pass.runtime.animatorStates[identity] = clock
  }
}
