// `.confirmationDialog`: iOS's action sheet, a card of buttons at the bottom of the screen with
// the cancel button in a card of its own below it.
//
// What: the actions are read as buttons as an alert reads them (`Alert.swift`); the cancel
// one (or a Cancel button the dialog adds when there is none, as iOS does) goes to the lower
// card, the others stack in the upper one under the title (shown only with
// `titleVisibility: .visible`, as iOS hides it by default on iPhone) and the message. A tap on
// a button runs its action and dismisses the dialog; a tap on the dimming beside it dismisses
// it too. It slides up from below the screen with the presentation spring and back down.
// Metrics (docs/SEMANTICS.md §16; `UIAlertController`'s action-sheet style on iPhone as widely
// reported, chosen where not): 8 pt from the screen's sides and between the two cards, the lower card
// resting on the safe area's bottom edge (8 pt above the screen's edge without a home
// indicator); buttons 57 pt tall with 20-pt labels; corners of 14 pt; the title and message in
// 13-pt `secondaryLabel`, the title semibold.

import Drawing
import Foundation
import Geometry
import Motion

enum DialogMetrics {
  static let margin: CGFloat = 8
  static let buttonHeight: CGFloat = 57
  static let fontSize: CGFloat = 20
  static let cornerRadius: CGFloat = 14
}

extension View {
  /// Shows an action sheet titled `title` while `isPresented` is true, with the buttons of
  /// `actions` and the text of `message`.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let content = AlertContent(title: title, message: AnyView(message()), hasMessage: !(M.self == EmptyView.self), actions: actions())
    return modifier(
      _PresentationModifier(
        style: DialogStyle(content: content, showsTitle: titleVisibility == .visible), isPresented: isPresented.wrappedValue,
        contentID: nil, makeContent: { AnyView(EmptyView()) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
  }

  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
  }

  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
  }

  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
  }

  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Shows an action sheet about `data` while `isPresented` is true and `data` is not `nil`.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return confirmationDialog(
      Text(titleKey), isPresented: shown, titleVisibility: titleVisibility, actions: { if let data { actions(data) } },
      message: { if let data { message(data) } })
  }

  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: { _ in EmptyView() })
  }
}

/// The two cards of an action sheet.
struct DialogCards: View {
  let content: AlertContent
  let showsTitle: Bool
  let dismiss: () -> Void

  var body: some View {
    let buttons = content.buttons
    let cancel = buttons.first { $0.role == .cancel } ?? AlertButton(role: .cancel, label: AnyView(Text("Cancel")), action: {})
    let others = buttons.filter { $0.role != .cancel }
    VStack(spacing: DialogMetrics.margin) {
      VStack(spacing: 0) {
        if showsTitle || content.hasMessage {
          VStack(spacing: 4) {
            if showsTitle { content.title.font(.footnote.weight(.semibold)) }
            if content.hasMessage { content.message.font(.footnote) }
          }
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .frame(maxWidth: .infinity)
          .padding(.horizontal, 16)
          .padding(.vertical, 14)
          if !others.isEmpty { Divider() }
        }
        ForEach(Array(others.enumerated()), id: \.offset) { index, entry in
          if index > 0 { Divider() }
          button(entry)
        }
      }
      .background(.thickMaterial, in: RoundedRectangle(cornerRadius: DialogMetrics.cornerRadius))
      button(cancel)
        .background(Color(UIColor.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: DialogMetrics.cornerRadius))
    }
  }

  private func button(_ entry: AlertButton) -> some View {
    let dismiss = self.dismiss
    return Button(role: entry.role, action: { dismiss(); entry.action() }) { entry.label }
      .buttonStyle(AlertButtonStyle(height: DialogMetrics.buttonHeight, fontSize: DialogMetrics.fontSize))
  }
}

/// The action sheet's presentation: dimming, then the cards at the bottom, slid down by
/// `1 − visibility` of their height and margin.
struct DialogStyle: PresentationStyle {
  let content: AlertContent
  let showsTitle: Bool

  func place(_ host: PresentationHostNode, _ pass: Pass) -> Bool {
    let runtime = pass.runtime
    let state = host.state
    let key = host.presentationKey("visibility")
    let visibility = pass.withAnimation(SheetMetrics.spring) {
      pass.presented(key, state.isPresented ? 1.0 : 0.0, initial: 0)
    }
    // Gone once below the screen, though its spring has not settled (as a sheet).
    guard state.isPresented || (runtime.attributes.isAnimating(key) && visibility > 0.001) else { return false }
    let canvas = CGRect(origin: .zero, size: runtime.canvasSize)
    pass.fillCanvasRect(canvas, .black, alpha: AlertMetrics.dimmingAlpha * min(1, max(0, visibility)))
    let dismiss = host.modifier.dismiss
    pass.registerTapRegion(
      canvas, identity: host.identity.appending(.property("dimming")), action: state.isPresented ? dismiss : nil)

    let cards = DialogCards(content: content, showsTitle: showsTitle, dismiss: dismiss)
    let node = host.resolve(cards, slot: "dialog", environment: host.presentedEnvironment(), pass)
    let insets = runtime.safeAreaInsets
    let bottomMargin = insets.bottom > 0 ? insets.bottom : DialogMetrics.margin
    let width = max(0, canvas.width - insets.leading - insets.trailing - 2 * DialogMetrics.margin)
    let proposal = ProposedViewSize(width: width, height: nil)
    let size = node.sizeThatFits(proposal, pass)
    let travel = size.height + bottomMargin
    let origin = CGPoint(
      x: insets.leading + DialogMetrics.margin,
      y: canvas.height - bottomMargin - size.height + (1 - visibility) * travel)
    pass.withSavedState {
      if !state.isPresented { pass.isRemoving = true }
      node.place(at: origin, size: size, proposal: proposal, pass)
    }
    return true
  }
}
