import Foundation

/// An object that announces, before they happen, changes of its `@Published` properties.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Sends before any `@Published` property changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's own publisher, made when first asked for and kept as long as the object.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(of: self) }
}

/// The publisher of an `ObservableObject`'s coming changes: a `Void` each time.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void, Never>()

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subscribers.add(subscriber)
  }

  /// Announces a change.
  public func send() { subscribers.send(()) }

  /// The default publishers, one per live object. An entry whose object has gone (or whose
  /// identifier a new object reuses) is replaced.
  private static let published = Locked<[ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)]>([:])

  private struct WeakObject {
    weak var object: AnyObject?
  }

  static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
    published.withLock { table in
      let id = ObjectIdentifier(object)
      if let entry = table[id], entry.object.object === object { return entry.publisher }
      if table.count > 256 { table = table.filter { $0.value.object.object != nil } }
      let publisher = ObservableObjectPublisher()
      table[id] = (WeakObject(object: object), publisher)
      return publisher
    }
  }
}

/// A property of an `ObservableObject` whose changes the object announces; `$property` is a
/// publisher of its values.
@propertyWrapper
public struct Published<Value> {
  private final class Storage {
    var value: Value
    let subject: CurrentValueSubject<Value, Never>
    init(_ value: Value) {
      self.value = value
      subject = CurrentValueSubject(value)
    }
  }

  private let storage: Storage

  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// Only reachable through the enclosing object (a class), as in Combine.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The property's values: the current one, then each new one.
  public var projectedValue: AnyPublisher<Value, Never> { storage.subject.eraseToAnyPublisher() }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      if let observable = object as? any ObservableObject { announce(observable) }
      let storage = object[keyPath: storageKeyPath].storage
      storage.value = newValue
      storage.subject.send(newValue)
    }
  }

  private static func announce<O: ObservableObject>(_ object: O) {
    (object.objectWillChange as? ObservableObjectPublisher)?.send()
  }
}
