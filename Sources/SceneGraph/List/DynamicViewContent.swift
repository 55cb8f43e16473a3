import Foundation

/// Views made from a collection, whose rows a list can let the user delete or move:
/// SwiftUI's `DynamicViewContent`. `ForEach` is one.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// The action a list runs when the user deletes rows of these views (with the offsets of
  /// their elements). Accepted: Flipbook has no swipe-to-delete or edit mode, so it is never
  /// called; delete the elements in code, inside `withAnimation`, and the rows fade out.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Self> {
    _EditableContent(content: self)
  }

  /// The action a list runs when the user drags rows of these views to a new place (the
  /// offsets moved and the destination). Accepted: Flipbook has no drag-to-reorder.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Self> {
    _EditableContent(content: self)
  }
}

/// Dynamic content with editing actions: the same rows.
public struct _EditableContent<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView, ViewList {
  let content: Content

  public var data: Content.Data { content.data }

  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    Resolver.collect(content, identity, into: &list)
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(content, identity)
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions from the start), as an `onDelete` action
  /// does with the offsets it is given.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` (offsets from the start, kept in their order) to just
  /// before the element that was at offset `destination` (`count` for the end), as an
  /// `onMove` action does.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let offsets = source.filter { $0 >= 0 && $0 < count }
    guard !offsets.isEmpty else { return }
    let elements = Array(self)
    let moved = offsets.map { elements[$0] }
    var rest = elements.indices.filter { !offsets.contains($0) }.map { elements[$0] }
    let target = Swift.min(Swift.max(destination, 0), elements.count)
    rest.insert(contentsOf: moved, at: target - offsets.filter { $0 < target }.count)
    for (index, element) in zip(indices, rest) { self[index] = element }
  }
}
