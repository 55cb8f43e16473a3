import Foundation

/// A list of values of any hashable types, pushed on a `NavigationStack` in order: SwiftUI's
/// `NavigationPath`.
///
/// Each value is shown by the `navigationDestination(for:destination:)` declared for its type
/// inside the stack. Two paths are equal when they hold equal values in the same order.
public struct NavigationPath: Equatable {
  /// The values, bottom first.
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }

  /// A path holding `elements`, bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values on the path.
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value` on top.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the top `k` values; `k` must be at most `count`.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= elements.count, "can't remove \(k) values from a path of \(elements.count)")
    elements.removeLast(k)
  }
}
