import Foundation

/// One view per element of a collection, each an item of the enclosing container with an
/// explicit identity taken from the element's id.
///
/// Because identity follows the id and not the position, reordering the data moves each
/// element's view (its frame animates from where it was), and inserting or removing an element
/// transitions only that element. Ids must be unique: a repeated id is reported with SwiftUI's
/// warning and its later occurrences are told apart by their rank among the repeats.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView, ViewList {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>

  /// Views for `data`, each identified by the element's value at `id` (for instance `\.self`).
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    var repeats: [AnyHashable: Int] = [:]
    for element in data {
      let key = AnyHashable(element[keyPath: id])
      var itemIdentity = identity.appending(.id(ExplicitID(key)))
      if let count = repeats[key] {
        Diagnostics.warn(
          "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key) occurs multiple times within the collection, this will give undefined results!")
        itemIdentity = itemIdentity.appending(.index(count))
        repeats[key] = count + 1
      } else {
        repeats[key] = 1
      }
      Resolver.collect(content(element), itemIdentity, into: &list)
    }
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers, each identified by its integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements, each identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension View {
  /// Gives the view an explicit identity: when `id` changes the view is a new one, so the old
  /// view is removed and the new one inserted, each with its transition (default `.opacity`),
  /// and the new one starts with fresh `@State`.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    _IdentifiedView(content: self, id: AnyHashable(id))
  }
}

/// `.id(_:)`: a list of one view whose identity carries the id, so the container diffs it by id.
public struct _IdentifiedView<Content: View>: PrimitiveView, ViewList {
  let content: Content
  let id: AnyHashable

  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    Resolver.collect(content, identity.appending(.id(ExplicitID(id))), into: &list)
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}

/// An explicit identity value (a `ForEach` element's id, the value of `.id(_:)`) as a
/// component of a ``ViewIdentity``.
///
/// Unchecked `Sendable`: ids are compared and hashed, never mutated, and in practice are plain
/// values (integers, strings, UUIDs).
package struct ExplicitID: Hashable, @unchecked Sendable {
  package let value: AnyHashable

  package init(_ value: AnyHashable) { self.value = value }
}
