import Foundation

/// Light or dark appearance: SwiftUI's colour scheme.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

extension View {
  /// Asks for the whole render to use `colorScheme`; `nil` asks for nothing.
  ///
  /// As on iOS, where the preference reaches the enclosing window from any depth, the scheme
  /// applies to everything drawn, including the window behind the root
  /// (`SceneRuntime.windowBackgroundColor`), not only to this view's subtree; it overrides
  /// the scheme of the runtime's `environment:`. When several views ask, the first one met
  /// wins, outermost first, then in reading order. A preference inside a `GeometryReader`'s
  /// content is met too late (during layout) and is ignored. To change the scheme of one
  /// subtree only, use `.environment(\.colorScheme, _:)`.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
  }
}

struct _PreferredColorSchemeModifier: PrimitiveModifier {
  let colorScheme: ColorScheme?

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    if let colorScheme, resolver.pass.preferredColorScheme == nil {
      resolver.pass.preferredColorScheme = colorScheme
    }
    return resolver.resolve(content, identity.appending(.body))
  }
}
