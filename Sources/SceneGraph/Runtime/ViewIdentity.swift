import Foundation

/// Where a view sits in the tree: the path of structural positions from the root.
///
/// Two evaluations of a scene give a view the same identity when it sits at the same place,
/// so its `@State` survives and its attributes animate. The branch of an `if`/`else` and an
/// explicit id are part of the path, so flipping a condition removes one view and inserts
/// another, as in SwiftUI.
package struct ViewIdentity: Hashable, CustomStringConvertible, Sendable {
  package enum Component: Hashable, Sendable {
    /// Position among the statements of a view builder block.
    case index(Int)
    /// The branch of a conditional.
    case branch(Bool)
    /// Entering a view's body, or a modifier's content.
    case body
    /// The content of a `GeometryReader`, a modifier's secondary content (an overlay, a
    /// transition's wrapped view), or a container's single child.
    case content
    /// A property of a view (for state storage), by label.
    case property(String)
    /// An explicit identity: a `ForEach` element's id or the value of `.id(_:)`.
    case id(ExplicitID)
  }

  package private(set) var components: [Component]

  package static let root = ViewIdentity(components: [])

  package func appending(_ component: Component) -> ViewIdentity {
    var copy = self
    copy.components.append(component)
    return copy
  }

  /// True when `self` is `other` or lies below it.
  package func hasPrefix(_ other: ViewIdentity) -> Bool {
    components.starts(with: other.components)
  }

  package var description: String {
    "/" + components.map { component in
      switch component {
      case .index(let i): return "\(i)"
      case .branch(let b): return b ? "T" : "F"
      case .body: return "b"
      case .content: return "c"
      case .property(let name): return name
      case .id(let id): return "#\(id.value)"
      }
    }.joined(separator: "/")
  }
}
