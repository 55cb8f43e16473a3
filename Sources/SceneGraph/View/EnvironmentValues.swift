import Drawing
import Foundation

/// Values a view inherits from its ancestors: SwiftUI's environment.
///
/// Set a value for a subtree with `.environment(\.key, value)`; read it in a view with
/// `@Environment(\.key)`. Custom values use an ``EnvironmentKey``, as in SwiftUI.
public struct EnvironmentValues: @unchecked Sendable {
  private var custom: [ObjectIdentifier: Any] = [:]

  /// The default font of text.
  public var font: Font?
  /// The default colour of text and shapes drawn with `.foreground`; `nil` for `.primary`.
  /// Kept unresolved, so a system colour follows the colour scheme where it is drawn.
  var foregroundColor: Color?
  /// Whether views draw in the light or dark appearance. System colours (`.primary`,
  /// `.blue`, `Color(.systemBackground)`, …) resolve against it where they are drawn, and
  /// text with no colour of its own is `label`: black in light, white in dark. Default
  /// `.light`. Set it for a subtree with `.environment(\.colorScheme, .dark)`, or for the
  /// whole render with `.preferredColorScheme(_:)` or the runtime's `environment:` argument.
  public var colorScheme: ColorScheme = .light
  /// Whether text draws digits in equal-width cells.
  var monospacedDigit = false
  /// The most lines a `Text` shows; `nil` (default) for no limit. Set with `.lineLimit(_:)`.
  public var lineLimit: Int?
  /// How the lines of a multi-line `Text` align inside its width. Default `.leading`. Set
  /// with `.multilineTextAlignment(_:)`.
  public var multilineTextAlignment: TextAlignment = .leading
  /// Points added between the lines of a `Text` (not after the last). Default 0. Set with
  /// `.lineSpacing(_:)`.
  public var lineSpacing: CGFloat = 0
  /// Where a `Text` cut short by `lineLimit` shows its ellipsis. Default `.tail`, the only
  /// mode drawn: `.head` and `.middle` also truncate at the tail.
  public var truncationMode: Text.TruncationMode = .tail
  /// Whether the viewer asked for less motion. When true, Flipbook also does what iOS does
  /// with "Prefer Cross-Fade Transitions": every insertion or removal transition that moves,
  /// scales or slides is replaced by `.opacity` with the same animation (docs/SEMANTICS.md §9).
  /// Set it for a whole render with `render --reduce-motion`. Default false.
  public var accessibilityReduceMotion = false

  public init() {}

  /// The foreground colour here, `fallback` when none was set, resolved for this scheme.
  func foregroundColor(default fallback: Color) -> RGBAColor {
    (foregroundColor ?? fallback).resolved(in: self)
  }

  /// The value of a custom environment key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a custom environment value.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Reads a value from the environment of the view that declares it.
@propertyWrapper
public struct Environment<Value>: DynamicPropertyLink {
  private final class Box {
    var value: Value?
  }

  /// Reads the value from an environment.
  private let read: (EnvironmentValues) -> Value
  private let box = Box()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  /// Reads an `@Observable` object put in the environment with `.environment(_:)`
  /// (`Observable.swift`).
  init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }

  public var wrappedValue: Value { box.value ?? read(EnvironmentValues()) }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    box.value = read(environment)
  }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Sets the default font of the text in this view.
  public func font(_ font: Font?) -> some View {
    modifier(_EnvironmentModifier { $0.font = font })
  }

  /// Sets the colour of text and foreground-styled shapes in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_EnvironmentModifier { $0.foregroundColor = color })
  }

  /// Draws the digits of the text in this view in equal-width cells.
  public func monospacedDigit() -> some View {
    modifier(_EnvironmentModifier { $0.monospacedDigit = true })
  }

  /// Sets the foreground style of this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { env in env.foregroundColor = (style as? Color) ?? Color(resolved: style._resolveColor(in: env)) })
  }

  /// Sets the primary and secondary foreground styles. Flipbook's symbols and text have one
  /// layer, drawn in the primary style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }

  /// Sets the primary, secondary and tertiary foreground styles (drawn in the primary).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }
}

struct _EnvironmentModifier: PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(content, identity.appending(.body), environment: change)
  }
}
