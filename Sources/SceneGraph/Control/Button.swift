import Foundation

/// What a button does, as far as its look goes: SwiftUI's `ButtonRole`.
///
/// A `.destructive` button draws in red in the built-in styles; `.cancel` draws as a plain
/// button outside alerts and menus (which Flipbook does not have).
public struct ButtonRole: Hashable, Sendable {
  private let name: String

  /// Deletes or otherwise destroys data.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels the operation at hand.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when tapped: SwiftUI's `Button`.
///
/// A scripted tap on what the button draws runs the action at the tap's time; a scripted
/// touch (`Script.press(at:duration:)` or a drag) presses it while the finger is down on it
/// and runs the action when it lifts there (see `Control/ButtonPress.swift`). The look comes
/// from the innermost `.buttonStyle(_:)` around it, `.automatic` (borderless on iOS) when none
/// is set. Inside `.disabled(true)` it takes no input and draws disabled.
public struct Button<Label: View>: PrimitiveView {
  let role: ButtonRole?
  let action: () -> Void
  let label: Label

  /// A button that runs `action` and shows `label`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role, which the styles draw (a destructive button is red).
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let labelIdentity = identity.appending(.content)
    var styles = resolver.environment.buttonStyles
    let style = styles.popLast() ?? .primitive(DefaultButtonStyle())
    switch style {
    case .primitive(let style):
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: .init(view: label, identity: labelIdentity), action: action)
      // The style's own body sees the styles outside it (see ButtonStyle.swift).
      return resolver.resolve(style.erasedBody(configuration), identity.appending(.body)) { $0.buttonStyles = styles }
    case .standard(let style):
      let isEnabled = resolver.environment.isEnabled
      let pressed = StateLocation(initial: false)
      pressed.link(store: resolver.runtime.state, key: identity.appending(.property("isPressed")))
      // A button disabled while pressed lets go of the press at once.
      if !isEnabled && pressed.value { pressed.setQuietly(false) }
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(view: label, identity: labelIdentity), isPressed: pressed.value)
      let body = resolver.resolve(style.erasedBody(configuration), identity.appending(.body))
      guard isEnabled else { return body }
      return ButtonNode(identity: identity, child: body, action: action, pressed: pressed)
    }
  }
}

extension Button where Label == Text {
  /// A button showing a text label.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button showing `title` verbatim.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SceneGraph.Label<Text, Image> {
  /// A button showing a title and a system symbol, as a `Label` does.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { SceneGraph.Label(titleKey, systemImage: systemImage) }
  }

  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SceneGraph.Label(titleKey, systemImage: systemImage) }
  }

  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { SceneGraph.Label(title, systemImage: systemImage) }
  }

  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SceneGraph.Label(title, systemImage: systemImage) }
  }
}

extension Button where Label == SceneGraph.Label<Text, Image> {
  /// A button showing a title and an image file (found as `Image(_:)` finds it).
  public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { SceneGraph.Label { Text(title) } icon: { Image(image) } }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style is drawing, to wrap in a look of the style's own:
  /// `Button(configuration).buttonStyle(.bordered)`.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

/// A button drawn by a ``ButtonStyle``: takes the taps on what its body draws and tracks the
/// press of a touch that starts there.
final class ButtonNode: ModifierNode {
  let action: () -> Void
  let pressed: StateLocation<Bool>

  init(identity: ViewIdentity, child: Node, action: @escaping () -> Void, pressed: StateLocation<Bool>) {
    self.action = action
    self.pressed = pressed
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let pressed = self.pressed
    let press = PressTarget(
      bounds: CGRect(origin: origin, size: size).applying(pass.transform),
      setPressed: { value in if pressed.value != value { pressed.set(value) } })
    let handler = TapHandler(identity: identity, count: 1, action: action, press: press)
    // A button on its way out takes no taps.
    if !pass.isRemoving { pass.taps[identity] = handler }
    pass.withSavedState {
      pass.tapHandlers.append(handler)
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}
