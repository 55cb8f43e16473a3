// The modifiers a sheet's content uses to configure its sheet: detents, the drag indicator,
// the corner radius, the background, interactive dismissal.
//
// SwiftUI reads them from the presented content wherever they sit inside it. Here the sheet
// puts a configuration box in its content's environment; each modifier writes its value into
// the box when it is resolved (the innermost one last, so it wins), and the sheet reads the
// box once the content is resolved. Outside a sheet they do nothing.

import Foundation

/// A height at which a sheet rests.
///
/// Heights are the sheet's content above the home indicator, as UIKit's detents are (the sheet
/// itself reaches down to the screen's bottom edge): `.large` is the tallest sheet, `.medium`
/// half of it (docs/SEMANTICS.md §16).
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }

  let kind: Kind

  /// About half the height of the large detent.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full-height sheet.
  public static let large = PresentationDetent(kind: .large)

  /// A fraction (0…1) of the large detent's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

  /// A height in points (at most the large detent's).
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

  /// The detent's height, in points, when the large detent is `large` points tall.
  func resolvedHeight(large: CGFloat) -> CGFloat {
    switch kind {
    case .large: large
    case .medium: (large * SheetMetrics.mediumFraction).rounded()
    case .fraction(let f): max(0, min(1, f)) * large
    case .height(let h): max(0, min(h, large))
    }
  }
}

/// Whether the views behind a sheet take touches while it is up. Accepted; Flipbook's sheets
/// always dim and block what is behind them.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled")
  }
}

/// Whether a drag on a sheet's scrollable content resizes the sheet or scrolls. Accepted.
public struct PresentationContentInteraction: Sendable {
  let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// What the modifiers inside a sheet's content ask of the sheet.
final class PresentationConfiguration: @unchecked Sendable {
  var detents: Set<PresentationDetent>?
  var selection: Binding<PresentationDetent>?
  var dragIndicator: Visibility = .automatic
  var cornerRadius: CGFloat?
  /// The sheet's background, as a view filling the sheet.
  var background: AnyView?
  var interactiveDismissDisabled = false
}

private struct PresentationConfigurationKey: EnvironmentKey {
  static let defaultValue: PresentationConfiguration? = nil
}

extension EnvironmentValues {
  /// The configuration box of the sheet presenting this view, if any.
  var presentationConfiguration: PresentationConfiguration? {
    get { self[PresentationConfigurationKey.self] }
    set { self[PresentationConfigurationKey.self] = newValue }
  }
}

/// A modifier that writes into the enclosing sheet's configuration, then resolves its content.
struct _PresentationConfigurationModifier: PrimitiveModifier {
  let configure: (PresentationConfiguration) -> Void

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    if let configuration = resolver.environment.presentationConfiguration { configure(configuration) }
    return resolver.resolve(content, identity.appending(.body))
  }
}

extension View {
  /// The heights the enclosing sheet rests at (default: `.large` only). The sheet opens at
  /// the smallest; a drag moves it between them.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(_PresentationConfigurationModifier { $0.detents = detents })
  }

  /// The heights the enclosing sheet rests at, with the one it rests at in `selection`: the
  /// sheet moves when the binding changes and writes it when a drag settles elsewhere.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    modifier(
      _PresentationConfigurationModifier {
        $0.detents = detents
        $0.selection = selection
      })
  }

  /// Whether the enclosing sheet shows its grabber; `.automatic` shows it when the sheet has
  /// more than one detent.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(_PresentationConfigurationModifier { $0.dragIndicator = visibility })
  }

  /// The enclosing sheet's corner radius, in points (`nil`: the system's).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    modifier(_PresentationConfigurationModifier { $0.cornerRadius = cornerRadius })
  }

  /// Fills the enclosing sheet's background with `style` instead of the system background.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_PresentationConfigurationModifier { $0.background = AnyView(Rectangle().fill(style)) })
  }

  /// Puts `content` behind the enclosing sheet's content, filling the sheet.
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let view = content()
    return modifier(
      _PresentationConfigurationModifier {
        $0.background = AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
      })
  }

  /// Keeps the enclosing sheet from being dismissed by a drag or a tap outside it (a drag
  /// past its lowest detent springs back); `dismiss()` still dismisses it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_PresentationConfigurationModifier { $0.interactiveDismissDisabled = isDisabled })
  }

  /// Accepted: Flipbook's sheets always block the views behind them.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    modifier(_PresentationConfigurationModifier { _ in })
  }

  /// Accepted: a drag on a sheet always moves the sheet.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
    modifier(_PresentationConfigurationModifier { _ in })
  }
}
