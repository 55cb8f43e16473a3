import Foundation

/// A title with an icon: SwiftUI's `Label`.
///
/// The look comes from the innermost `.labelStyle(_:)` around it; the automatic style (and
/// `.titleAndIcon`) puts the icon before the title in a row with the default 8-pt spacing,
/// centred vertically. An icon from `systemImage:` is as large as the font, as any symbol is.
public struct Label<Title: View, Icon: View>: PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    var styles = resolver.environment.labelStyles
    let style = styles.popLast() ?? DefaultLabelStyle()
    let configuration = LabelStyleConfiguration(
      title: .init(view: title, identity: identity.appending(.property("title"))),
      icon: .init(view: icon, identity: identity.appending(.property("icon"))))
    return resolver.resolve(style.erasedBody(configuration), identity.appending(.body)) { $0.labelStyles = styles }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init { Text(titleKey) } icon: { Image(systemName: name) }
  }

  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init { Text(title) } icon: { Image(systemName: name) }
  }

  /// A label with a text title and an image file (found as `Image(_:)` finds it).
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init { Text(title) } icon: { Image(name) }
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style is drawing, to wrap in a look of the style's own.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init { configuration.title } icon: { configuration.icon }
  }
}

/// How a ``Label`` arranges its title and icon.
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration

  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws from.
public struct LabelStyleConfiguration {
  /// The label's title as a view.
  public typealias Title = StyledContent

  /// The label's icon as a view.
  public typealias Icon = StyledContent

  public let title: LabelStyleConfiguration.Title
  public let icon: LabelStyleConfiguration.Icon
}

/// The style a label gets when none is set: title and icon; in a list row with no foreground
/// colour of its own, the icon in the tint (the accent colour), as iOS draws a list's labels.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    EnvironmentReader { env in
      if env.isInListRow && env.foregroundColor == nil {
        HStack {
          configuration.icon.foregroundStyle(.tint)
          configuration.title
        }
      } else {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
      }
    }
  }
}

/// The icon, then the title, in a row.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle {
  func erasedBody(_ configuration: LabelStyleConfiguration) -> any View { makeBody(configuration: configuration) }
}

/// The label styles set around a point of the tree, innermost last.
struct LabelStylesKey: EnvironmentKey { static var defaultValue: [any LabelStyle] { [] } }

extension EnvironmentValues {
  var labelStyles: [any LabelStyle] {
    get { self[LabelStylesKey.self] }
    set { self[LabelStylesKey.self] = newValue }
  }
}

extension View {
  /// Draws the labels in this view with `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.labelStyles.append(style) })
  }
}
