import Combine
import Foundation
import Motion

/// A value a view owns and may change; changing it re-renders the scene, animated by the
/// current transaction. SwiftUI's `@State`.
///
/// Storage lives in the scene runtime, keyed by the view's identity and the property's
/// label. A fresh `State` made by each evaluation of the view is linked to that storage
/// before the view's body runs, so the value survives re-evaluation.
@propertyWrapper
public struct State<Value>: DynamicPropertyLink {
  let location: StateLocation<Value>

  public init(wrappedValue value: Value) { location = StateLocation(initial: value) }

  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> {
    let location = self.location
    return Binding(get: { location.value }, set: { location.set($0) })
  }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    location.link(store: store, key: key)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// The reference a `State` value shares with its copies; points at the runtime's storage.
final class StateLocation<Value> {
  let initial: Value
  private var box: StateStore.Box?
  private weak var store: StateStore?

  init(initial: Value) { self.initial = initial }

  func link(store: StateStore, key: ViewIdentity) {
    self.store = store
    box = store.box(for: key, initial: initial)
  }

  var value: Value {
    (box?.value as? Value) ?? initial
  }

  /// Sets the stored value without signalling a change (for values the runtime assigns).
  func setQuietly(_ newValue: Value) { box?.value = newValue }

  func set(_ newValue: Value) {
    guard let box else {
      Diagnostics.warn("Modifying state outside of a rendered view has no effect.")
      return
    }
    guard let store else {
      box.value = newValue
      return
    }
    store.write(newValue, to: box)
  }
}

/// A two-way connection to a value owned elsewhere.
///
/// `$model.name` reaches a property of the bound value through its key path; `.animation(_:)`
/// makes every change through the binding animate (`Toggle("…", isOn: $flag.animation())`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// The binding a `$value` closure parameter stands for (`ForEach($items) { $item in … }`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to the property at `keyPath` of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let (get, set) = (self.get, self.set)
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      })
  }

  /// This binding, its changes made inside `withAnimation(animation)`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    let set = self.set
    return Binding(get: get, set: { value in withAnimation(animation) { set(value) } })
  }

  /// This binding, its changes made inside `withTransaction(transaction)`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    let set = self.set
    return Binding(get: get, set: { value in withTransaction(transaction) { set(value) } })
  }

  /// A binding to an optional value, `nil` while the value is `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
  }

  /// A binding seen as an optional one; setting `nil` leaves the value as it is.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The bound value's identity, so `ForEach($items) { $item in … }` keeps its rows apart.
  public var id: Value.ID { wrappedValue.id }
}

/// A binding to a collection is a collection of bindings to its elements:
/// `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }`.
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  public subscript(position: Index) -> Binding<Value.Element> {
    let (get, set) = (self.get, self.set)
    return Binding<Value.Element>(
      get: { get()[position] },
      set: { newValue in
        var value = get()
        value[position] = newValue
        set(value)
      })
  }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// Per-scene storage of `@State` values and namespaces.
package final class StateStore {
  package final class Box {
    var value: Any
    init(_ value: Any) { self.value = value }
  }

  private var boxes: [ViewIdentity: Box] = [:]
  private var nextNamespace = 1
  /// The changes not yet taken by the runtime, one batch per transaction, in order.
  private var pending: [ChangeBatch] = []
  /// The value each box changed since the last take had before its first change.
  private var originals: [ObjectIdentifier: (box: Box, value: Any)] = [:]

  package init() {}

  func box(for key: ViewIdentity, initial: Any) -> Box {
    if let box = boxes[key] { return box }
    let box = Box(initial)
    boxes[key] = box
    return box
  }

  func makeNamespace() -> Int {
    defer { nextNamespace += 1 }
    return nextNamespace
  }

  /// Counts the changes recorded so far, so the runtime can tell whether anything changed
  /// since it last evaluated the scene.
  private(set) var generation = 0

  /// Whether changes are waiting to be applied.
  var hasPendingChanges: Bool { !pending.isEmpty }

  /// Writes a state value now (code that reads it back sees it at once, as in SwiftUI) and
  /// records the change under the current transaction. Writing a value equal to the one
  /// stored is no change, as in SwiftUI, so no view updates for it (an effect that reports
  /// its state back on every pass does not keep the scene busy).
  func write(_ value: Any, to box: Box) {
    if isSameValue(value, box.value) { return }
    generation += 1
    let transaction = Transaction.current
    if originals[ObjectIdentifier(box)] == nil { originals[ObjectIdentifier(box)] = (box, box.value) }
    box.value = value
    if let last = pending.last, last.transaction.isSameScope(as: transaction) {
      pending[pending.count - 1].writes.append((box, value))
    } else {
      pending.append(ChangeBatch(transaction: transaction, writes: [(box, value)]))
    }
  }

  /// The objects each view observes, with the subscription that reports their changes.
  var observations: [ViewIdentity: (object: ObjectIdentifier, subscription: AnyCancellable)] = [:]

  /// Records that an observed object is about to change, in the current transaction (the
  /// object's new values are read by the pass that applies the batch).
  func noteObjectChange() {
    generation += 1
    let transaction = Transaction.current
    if let last = pending.last, last.transaction.isSameScope(as: transaction) { return }
    pending.append(ChangeBatch(transaction: transaction, writes: []))
  }

  /// The changes since the last call, one batch per transaction in the order they were made,
  /// with every changed value set back to what it was before them: the runtime applies the
  /// batches one at a time, each in a pass of its own transaction, as SwiftUI runs each
  /// transaction's changes in an update of its own. So two `withAnimation` calls in one event
  /// keep their own animations and completions. Empty when nothing changed.
  func takeChanges() -> [ChangeBatch] {
    defer {
      pending = []
      originals = [:]
    }
    for (box, value) in originals.values { box.value = value }
    return pending
  }
}

/// Whether `a` and `b` are values of one `Equatable` type that compare equal.
private func isSameValue(_ a: Any, _ b: Any) -> Bool {
  guard let a = a as? any Equatable else { return false }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// The state changes made in one transaction.
struct ChangeBatch {
  let transaction: Transaction
  var writes: [(box: StateStore.Box, value: Any)]

  /// Sets the batch's values.
  func apply() {
    for (box, value) in writes { box.value = value }
  }
}

/// A property wrapper whose storage the runtime links before a body runs.
protocol DynamicPropertyLink {
  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues)
}
