import Foundation
import Geometry
import Motion

/// A control that turns a setting on or off: SwiftUI's `Toggle`.
///
/// The automatic style is iOS's switch: the label on the leading side, the switch on the
/// trailing side and the row as wide as it is offered (see ``SwitchToggleStyle``). A
/// scripted tap on the switch flips `isOn`; the knob slides on a spring whatever the
/// transaction, as UIKit animates it. Inside `.disabled(true)` it takes no taps and dims.
public struct Toggle<Label: View>: PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    var styles = resolver.environment.toggleStyles
    let style = styles.popLast() ?? SwitchToggleStyle()
    let configuration = ToggleStyleConfiguration(
      label: .init(view: label, identity: identity.appending(.content)), isOn: isOn)
    return resolver.resolve(style.erasedBody(configuration), identity.appending(.body)) { $0.toggleStyles = styles }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == SceneGraph.Label<Text, Image> {
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SceneGraph.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style is drawing, to wrap in a look of the style's own.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// How a ``Toggle`` looks and flips.
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration

  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws from: the label and the setting.
public struct ToggleStyleConfiguration {
  /// The toggle's label as a view.
  public typealias Label = StyledContent

  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; set it to flip it.
  @Binding public var isOn: Bool

  init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// The platform's toggle: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// iOS's switch: a 51 × 31 pt capsule, green (or the tint) when on, with a 27-pt white knob
/// 2 pt inside it that travels 20 pt.
///
/// UIKit's `UISwitch` metrics (51 × 31 pt, the knob 27 pt) are long documented by its
/// intrinsic size. Flipbook chose what Apple does not document: the off track is
/// `secondarySystemFill` (#E9E9EB over white, as the switch looks in light mode; #39393D over
/// a grouped cell in dark mode), the knob's shadow black at 15 % with a 2-pt radius 1 pt down,
/// the slide `.snappy(duration: 0.3)`, and a disabled switch at half opacity.
public struct SwitchToggleStyle: ToggleStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    EnvironmentReader { env in
      HStack {
        if !env.labelsHidden {
          configuration.label
          Spacer()
        }
        SwitchTrack(isOn: configuration.$isOn, onColor: env.tint ?? .green, isEnabled: env.isEnabled)
      }
    }
  }
}

/// The switch itself.
struct SwitchTrack: View {
  let isOn: Binding<Bool>
  let onColor: Color
  let isEnabled: Bool

  static let size = CGSize(width: 51, height: 31)
  static let knob: CGFloat = 27
  static let inset: CGFloat = 2
  static let slide = Animation.snappy(duration: 0.3)

  var body: some View {
    let on = isOn.wrappedValue
    let track = Capsule()
      .fill(on ? onColor : Color(.secondarySystemFill))
      .frame(width: Self.size.width, height: Self.size.height)
      .overlay(alignment: .leading) {
        Circle()
          .fill(Color.white)
          .frame(width: Self.knob, height: Self.knob)
          .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
          .offset(x: Self.inset + (on ? Self.size.width - Self.knob - 2 * Self.inset : 0))
      }
      .animation(Self.slide, value: on)
      .opacity(isEnabled ? 1 : 0.5)
    if isEnabled {
      track.contentShape(Capsule()).onTapGesture { isOn.wrappedValue.toggle() }
    } else {
      track
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle {
  func erasedBody(_ configuration: ToggleStyleConfiguration) -> any View { makeBody(configuration: configuration) }
}

struct ToggleStylesKey: EnvironmentKey { static var defaultValue: [any ToggleStyle] { [] } }
struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  var toggleStyles: [any ToggleStyle] {
    get { self[ToggleStylesKey.self] }
    set { self[ToggleStylesKey.self] = newValue }
  }

  /// Whether controls in this view hide their labels (`.labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Draws the toggles in this view with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.toggleStyles.append(style) })
  }

  /// Hides the labels of the toggles, steppers and pickers in this view, leaving only the
  /// controls.
  public func labelsHidden() -> some View {
    modifier(_EnvironmentModifier { $0.labelsHidden = true })
  }
}
