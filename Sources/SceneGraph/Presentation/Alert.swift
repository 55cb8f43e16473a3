// `.alert`: a centred card with a title, an optional message and its buttons, over a light
// dimming, as `UIAlertController`'s alert style draws it.
//
// What: the actions are read as buttons (each `Button` among them, through groups, `ForEach`
// and conditions; other views are left out, as iOS leaves out what an alert cannot show),
// and drawn as real buttons, so a tap runs the button's action and then dismisses the alert
// (the binding turns false). No buttons: an OK button that dismisses. Two buttons sit side by
// side, the cancel one leading; more are stacked, the cancel one last. The cancel button's
// label is semibold, a destructive one red, the others the tint.
// Animation (docs/SEMANTICS.md §16): one animated visibility, 0…1. Appearing, the card scales
// from 1.2 to 1 while it and the dimming fade in, along a critically damped spring of
// response 0.4 s; dismissed, they fade out over 0.2 s (ease out) without scaling.
// Refuses: text fields in alerts, and the vertical layout iOS picks for two buttons whose
// titles do not fit side by side.

import Drawing
import Foundation
import Geometry
import Motion

/// iOS's alert metrics, each with where it comes from (docs/SEMANTICS.md §16).
enum AlertMetrics {
  /// 270 pt wide: `UIAlertController`'s alert width on iPhone since iOS 7 (widely reported).
  static let width: CGFloat = 270
  /// Corner radius 14 pt (iOS 13–18, widely reported).
  static let cornerRadius: CGFloat = 14
  /// Buttons are 44 pt tall: the minimum touch target of Apple's HIG, and the height widely
  /// reported for iOS 13–18 alerts.
  static let buttonHeight: CGFloat = 44
  /// The title and message block: 20 pt above, 16 pt at the sides, 20 pt below (chosen, to
  /// look like iOS 17).
  static let textInsets = EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
  /// The black dimming behind an alert: α 0.2, lighter than a sheet's as iOS's is (chosen).
  static let dimmingAlpha: Double = 0.2
  /// The card's scale when it starts to appear: 1.2 (UIKit's alert shrinks in from slightly
  /// larger; 1.2 is the widely reported value).
  static let appearingScale: CGFloat = 1.2
  /// Appearing: a critically damped spring of response 0.4 s (chosen: the alert settles in
  /// about 0.4 s with no overshoot, as iOS's does).
  static let appear = Animation.spring(response: 0.4, dampingFraction: 1)
  /// Dismissing: a fade of 0.2 s, ease out (chosen; iOS's alert leaves quickly, fading).
  static let dismiss = Animation.easeOut(duration: 0.2)
}

extension View {
  /// Shows an alert titled `title` while `isPresented` is true, with the buttons of `actions`
  /// and the text of `message`.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let content = AlertContent(title: title, message: AnyView(message()), hasMessage: !(M.self == EmptyView.self), actions: actions())
    return modifier(
      _PresentationModifier(
        style: AlertStyle(content: content), isPresented: isPresented.wrappedValue, contentID: nil,
        makeContent: { AnyView(EmptyView()) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
  }

  /// Shows an alert titled `title` while `isPresented` is true, with the buttons of `actions`.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return alert(
      title, isPresented: shown, actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
  }

  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }

  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }

  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }
}

/// What an alert or a confirmation dialog shows.
struct AlertContent {
  let title: Text
  let message: AnyView
  let hasMessage: Bool
  let actions: any View

  /// The buttons among the actions, in order.
  var buttons: [AlertButton] {
    var pairs: [(view: any View, identity: ViewIdentity)] = []
    Resolver.collect(actions, .root, into: &pairs)
    return pairs.flatMap { pair in AlertButton.buttons(in: pair.view) }
  }
}

/// One button of an alert or dialog.
struct AlertButton {
  let role: ButtonRole?
  let label: AnyView
  let action: () -> Void

  /// The buttons `view` is made of: itself when it is a button, those of a conditional's
  /// branch or a group's views, none otherwise.
  static func buttons(in view: any View) -> [AlertButton] {
    if let button = view as? any AlertButtonConvertible { return [button.alertButton] }
    if let list = view as? any ViewList {
      var pairs: [(view: any View, identity: ViewIdentity)] = []
      list.collectItems(into: &pairs, .root)
      return pairs.flatMap { buttons(in: $0.view) }
    }
    return []
  }
}

/// A view an alert shows as one of its buttons.
protocol AlertButtonConvertible {
  var alertButton: AlertButton { get }
}

extension Button: AlertButtonConvertible {
  var alertButton: AlertButton { AlertButton(role: role, label: AnyView(label), action: action) }
}

/// How an alert's and a dialog's buttons look: the label centred in a row as tall as
/// `height`, in the tint (red when destructive, semibold when cancelling), over a light grey
/// while pressed.
struct AlertButtonStyle: ButtonStyle {
  let height: CGFloat
  let fontSize: CGFloat

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.system(size: fontSize, weight: configuration.role == .cancel ? .semibold : .regular))
      .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
      .lineLimit(1)
      .padding(.horizontal, 8)
      .frame(maxWidth: .infinity, minHeight: height)
      .background(configuration.isPressed ? Color(UIColor.systemGray4).opacity(0.6) : Color.clear)
      .contentShape(Rectangle())
  }
}

/// The alert's card.
struct AlertCard: View {
  let content: AlertContent
  let buttons: [AlertButton]
  let dismiss: () -> Void

  var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 4) {
        content.title.font(.headline)
        if content.hasMessage { content.message.font(.footnote) }
      }
      .multilineTextAlignment(.center)
      .frame(maxWidth: .infinity)
      .padding(AlertMetrics.textInsets)
      Divider()
      if buttons.count == 2 {
        HStack(spacing: 0) {
          button(buttons[0])
          Divider()
          button(buttons[1])
        }
        .fixedSize(horizontal: false, vertical: true)
      } else {
        VStack(spacing: 0) {
          ForEach(Array(buttons.enumerated()), id: \.offset) { index, entry in
            if index > 0 { Divider() }
            button(entry)
          }
        }
      }
    }
    .frame(width: AlertMetrics.width)
    .background(.thickMaterial, in: RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius))
  }

  private func button(_ entry: AlertButton) -> some View {
    let dismiss = self.dismiss
    return Button(role: entry.role, action: { dismiss(); entry.action() }) { entry.label }
      .buttonStyle(AlertButtonStyle(height: AlertMetrics.buttonHeight, fontSize: 17))
  }
}

extension AlertContent {
  /// The alert's buttons in iOS's order, with an OK button when there are none.
  var alertButtons: [AlertButton] {
    var buttons = self.buttons
    if buttons.isEmpty { return [AlertButton(role: .cancel, label: AnyView(Text("OK")), action: {})] }
    guard let cancel = buttons.firstIndex(where: { $0.role == .cancel }) else { return buttons }
    let button = buttons.remove(at: cancel)
    if buttons.count == 1 { buttons.insert(button, at: 0) } else { buttons.append(button) }
    return buttons
  }
}

/// The alert's presentation: dimming, then the card in the middle of the safe area.
struct AlertStyle: PresentationStyle {
  let content: AlertContent

  func place(_ host: PresentationHostNode, _ pass: Pass) -> Bool {
    let runtime = pass.runtime
    let state = host.state
    let key = host.presentationKey("visibility")
    let visibility = pass.withAnimation(state.isPresented ? AlertMetrics.appear : AlertMetrics.dismiss) {
      pass.presented(key, state.isPresented ? 1.0 : 0.0, initial: 0)
    }
    guard state.isPresented || runtime.attributes.isAnimating(key) else { return false }
    let canvas = CGRect(origin: .zero, size: runtime.canvasSize)
    pass.fillCanvasRect(canvas, .black, alpha: AlertMetrics.dimmingAlpha * visibility)
    pass.registerTapRegion(canvas, identity: host.identity.appending(.property("dimming")), action: nil)

    let card = AlertCard(content: content, buttons: content.alertButtons, dismiss: host.modifier.dismiss)
    let node = host.resolve(card, slot: "alert", environment: host.presentedEnvironment(), pass)
    let insets = runtime.safeAreaInsets
    let safe = CGRect(
      x: insets.leading, y: insets.top, width: max(0, canvas.width - insets.leading - insets.trailing),
      height: max(0, canvas.height - insets.top - insets.bottom))
    let proposal = ProposedViewSize(safe.size)
    let size = node.sizeThatFits(proposal, pass)
    let origin = CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2)
    let scale = state.isPresented ? 1 + (AlertMetrics.appearingScale - 1) * (1 - visibility) : 1
    pass.withSavedState {
      if !state.isPresented { pass.isRemoving = true }
      pass.opacity = visibility
      pass.transform = Transform.scaling(scale, scale, about: CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2))
      node.place(at: origin, size: size, proposal: proposal, pass)
    }
    return true
  }
}
