import Drawing
import Foundation

/// Values a view inherits from its ancestors: SwiftUI's environment.
public struct EnvironmentValues: Sendable {
  /// The default font of text.
  public var font: Font?
  /// The default colour of text and shapes drawn with `.foreground`.
  var foregroundColor: RGBAColor?
  /// Whether text draws digits in equal-width cells.
  var monospacedDigit = false

  public init() {}
}

extension View {
  /// Sets the default font of the text in this view.
  public func font(_ font: Font?) -> some View {
    modifier(_EnvironmentModifier { $0.font = font })
  }

  /// Sets the colour of text and foreground-styled shapes in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_EnvironmentModifier { $0.foregroundColor = color?.resolved })
  }

  /// Draws the digits of the text in this view in equal-width cells.
  public func monospacedDigit() -> some View {
    modifier(_EnvironmentModifier { $0.monospacedDigit = true })
  }

  /// Sets the foreground style of this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { env in env.foregroundColor = style._resolveColor(in: env) })
  }
}

struct _EnvironmentModifier: PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(content, identity.appending(.body), environment: change)
  }
}
