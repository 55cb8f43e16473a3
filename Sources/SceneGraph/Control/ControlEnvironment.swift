import Drawing
import Foundation

// What controls read from the environment: their tint, size, whether they are enabled and
// the styles a subtree asked for. Each value lives under its own key, so the environment's
// core stays as it is.

/// How large a control draws: SwiftUI's `ControlSize`. Default `.regular`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }

extension EnvironmentValues {
  /// Whether controls in this view take input; `false` inside `.disabled(true)`. Default true.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The size controls draw at; set with `.controlSize(_:)`. Default `.regular`.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// Pixels per point of the render: what a hairline (a `Divider`) is one of. Default 3,
  /// Flipbook's default render scale (an iPhone's @3x); renderers that know their scale set
  /// it. SwiftUI's own default outside a window is 1.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The tint set with `.tint(_:)`, `nil` for the accent colour.
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The colour controls are tinted with here: `.tint(_:)`'s, else the accent colour
  /// (system blue).
  var controlTint: Color { tint ?? .accentColor }
}

extension View {
  /// Tints the controls in this view (button labels and fills, a switch that is on, a slider's
  /// track, a progress bar); `nil` goes back to the accent colour.
  public func tint(_ tint: Color?) -> some View {
    modifier(_EnvironmentModifier { $0.tint = tint })
  }

  /// Tints the controls in this view with a style; only its colour is used (a gradient tints
  /// with its first stop).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(_EnvironmentModifier { env in
      env.tint = tint.map { ($0 as? Color) ?? Color(resolved: $0._resolveColor(in: env)) }
    })
  }

  /// The pre-iOS 15 spelling of ``tint(_:)-(Color?)``.
  public func accentColor(_ accentColor: Color?) -> some View {
    modifier(_EnvironmentModifier { $0.tint = accentColor })
  }

  /// Sets the size of the controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    modifier(_EnvironmentModifier { $0.controlSize = controlSize })
  }

  /// Disables the controls in this view when `disabled` is true: they take no taps or drags
  /// and draw in their disabled colours. A `.disabled(false)` inside a disabled view does not
  /// enable it again, as in SwiftUI.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
  }
}

/// A view whose content is made from the environment where it is resolved: how the built-in
/// controls read their tint, size and enabled state.
struct EnvironmentReader<Content: View>: PrimitiveView {
  let content: (EnvironmentValues) -> Content

  init(@ViewBuilder _ content: @escaping (EnvironmentValues) -> Content) { self.content = content }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(content(resolver.environment), identity)
  }
}

/// The tint of the environment as a shape style: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle {
  public init() {}

  public func _resolveColor(in environment: EnvironmentValues) -> RGBAColor {
    environment.controlTint.resolved(in: environment)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint (the accent colour unless `.tint(_:)` set one).
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
