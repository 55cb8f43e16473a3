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

  /// One level of the path and everything above it, shared by every identity below it: a
  /// path is built a level at a time as the tree is walked, many times a frame, and keys the
  /// runtime's state and attribute tables. As an array, each level copied the whole path (a
  /// retain per component with a payload) and each lookup hashed all of it, which cost more
  /// than laying out the views; as shared nodes with the path's hash and depth, appending is
  /// one allocation and hashing one word.
  private final class Node: Sendable {
    let parent: Node?
    let component: Component
    let depth: Int
    let pathHash: Int

    init(parent: Node?, component: Component) {
      var hasher = Hasher()
      hasher.combine(parent?.pathHash ?? 0)
      hasher.combine(component)
      self.parent = parent
      self.component = component
      self.depth = (parent?.depth ?? 0) + 1
      self.pathHash = hasher.finalize()
    }
  }

  /// The last level; nil for the root.
  private let node: Node?

  private init(node: Node?) { self.node = node }

  package static let root = ViewIdentity(node: nil)

  /// The path from the root, first level first.
  package var components: [Component] {
    var path: [Component] = []
    var level = node
    while let current = level {
      path.append(current.component)
      level = current.parent
    }
    return path.reversed()
  }

  /// The last level of the path; nil for the root.
  package var last: Component? { node?.component }

  package func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(node: Node(parent: node, component: component))
  }

  package static func == (a: ViewIdentity, b: ViewIdentity) -> Bool {
    var (x, y) = (a.node, b.node)
    guard x?.pathHash == y?.pathHash, x?.depth == y?.depth else { return false }
    // Same depth: walk up together until the paths share a node (or both reach the root).
    while let p = x, let q = y, p !== q {
      guard p.component == q.component else { return false }
      (x, y) = (p.parent, q.parent)
    }
    return true
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(node?.pathHash ?? 0) }

  /// True when `self` is `other` or lies below it.
  package func hasPrefix(_ other: ViewIdentity) -> Bool {
    let depth = node?.depth ?? 0, otherDepth = other.node?.depth ?? 0
    guard depth >= otherDepth else { return false }
    var level = node
    for _ in 0..<(depth - otherDepth) { level = level?.parent }
    return ViewIdentity(node: level) == other
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
