import Foundation

// Links and destinations: `NavigationLink` pushes a value (shown by the innermost matching
// `navigationDestination(for:destination:)`) or a view onto the stack around it, and
// `navigationDestination(isPresented:destination:)` pushes a view while its binding is true.
//
// Destinations are registered while the stack resolves its screens, bottom first, so a
// screen's values find the destinations declared on it and under it, as in SwiftUI. A link
// outside any stack is a button that does nothing, with a warning when tapped.

/// The destinations declared so far in one pass of one stack.
final class NavigationDestinations {
  private var builders: [(AnyHashable) -> AnyView?] = []
  /// The presented destinations, in the order they were declared.
  private(set) var presented: [(identity: ViewIdentity, isPresented: Binding<Bool>, view: AnyView)] = []

  func register<D: Hashable>(_ type: D.Type, _ build: @escaping (D) -> AnyView) {
    builders.append { value in (value.base as? D).map(build) }
  }

  func registerPresented(_ identity: ViewIdentity, _ isPresented: Binding<Bool>, _ view: AnyView) {
    guard !presented.contains(where: { $0.identity == identity }) else { return }
    presented.append((identity, isPresented, view))
  }

  /// The view the innermost destination for `value`'s type shows, `nil` when none is declared.
  func view(for value: AnyHashable) -> AnyView? {
    for build in builders.reversed() {
      if let view = build(value) { return view }
    }
    return nil
  }
}

/// A button that pushes a value or a view onto the navigation stack around it.
///
/// It looks like any button (the innermost `.buttonStyle` draws it); a tap pushes, under the
/// transaction of the tap, and the stack animates the push.
public struct NavigationLink<Label: View, Destination: View>: View {
  private enum Target {
    case value(AnyHashable?)
    case view(Destination)
  }

  private let target: Target
  private let label: Label
  @Environment(\.navigation) private var navigation

  /// A link that pushes `value`, shown by the `navigationDestination(for:)` of its type; a
  /// `nil` value makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }

  /// A link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination())
    self.label = label()
  }

  /// A link that pushes `destination` (the older spelling).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination)
    self.label = label()
  }

  public var body: some View {
    let navigation = navigation
    let target = target
    return Button(action: {
      guard let navigation else {
        Diagnostics.warn("A NavigationLink was activated outside of a NavigationStack; it does nothing.")
        return
      }
      switch target {
      case .value(let value?): navigation.stack.push(value)
      case .value(nil): break
      case .view(let destination): navigation.stack.push(view: AnyView(destination))
      }
    }) { label }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `titleKey` that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `titleKey` that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension View {
  /// Declares the screen a navigation stack pushes for values of type `data`: `destination`
  /// of the value. Outside a stack it does nothing.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(register: { destinations, _ in
      destinations.register(data) { AnyView(destination($0)) }
    }))
  }

  /// Pushes `destination` on the navigation stack around this view while `isPresented` is
  /// true; popping it sets the binding to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return modifier(_NavigationDestinationModifier(register: { destinations, identity in
      if isPresented.wrappedValue { destinations.registerPresented(identity, isPresented, view) }
    }))
  }
}

/// Registers a destination with the stack around it while it is resolved.
public struct _NavigationDestinationModifier: PrimitiveModifier {
  let register: (NavigationDestinations, ViewIdentity) -> Void

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    if let navigation = resolver.environment.navigation { register(navigation.destinations, identity) }
    return resolver.resolve(content, identity.appending(.body))
  }
}
