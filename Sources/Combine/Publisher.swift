// What: the part of Apple's Combine that SwiftUI views use — publishers, subscribers, `sink`,
// `Just`, subjects, `map`, `AnyPublisher`, and `Timer.publish(every:on:in:).autoconnect()` —
// because Combine does not exist on Linux and `.onReceive(timer)` is how many animations tick.
//
// Why this shape: the protocols keep Combine's names and requirements (`receive(subscriber:)`,
// `Subscription.request(_:)`, `Subscribers.Demand`), so code that writes its own subscriber or
// stores `AnyCancellable`s compiles. Delivery is synchronous and unbuffered: a value reaches
// every subscriber that still has demand, on the thread that sent it.
// What it refuses to do: schedulers, back-pressure beyond counting demand, and the hundred
// operators; a scene's timers run on its virtual clock (`Timer.TimerPublisher`).

/// Something that delivers values, then possibly a completion, to subscribers.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Attaches `subscriber`: it receives a subscription, then values as it asks for them.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Something that receives a publisher's values.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error

  func receive(subscription: any Subscription)
  /// Takes a value; returns how many more it wants on top of what it asked for.
  func receive(_ input: Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A type with an identity for the streams it takes part in.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identity in a stream.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let value: UInt

  public init() {
    value = CombineIdentifier.next()
  }

  public init(_ object: AnyObject) {
    value = UInt(bitPattern: ObjectIdentifier(object).hashValue)
  }

  public var description: String { "0x" + String(value, radix: 16) }

  private static func next() -> UInt {
    counter.withLock { value in
      value += 1
      return value
    }
  }

  private static let counter = Locked<UInt>(0)
}

/// A subscriber's link to its publisher: asking for values, or cancelling.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled.
public protocol Cancellable {
  func cancel()
}

/// Cancels its work when cancelled or released: what `sink` returns.
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

  deinit { cancelAction?() }

  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Keeps this cancellable alive as long as `collection`.
  public func store(in collection: inout Set<AnyCancellable>) { collection.insert(self) }

  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  public func store(in collection: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &collection) }
}

/// Namespace of subscriber types and values.
public enum Subscribers {
  /// How many values a subscriber wants: a number, or all of them.
  public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `nil` for unlimited.
    public let max: Int?

    public static let unlimited = Demand(max: nil)
    public static let none = Demand(max: 0)
    public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(0, value)) }

    private init(max: Int?) { self.max = max }

    public static func + (a: Demand, b: Demand) -> Demand {
      guard let x = a.max, let y = b.max else { return .unlimited }
      return .max(x + y)
    }

    public static func - (a: Demand, b: Demand) -> Demand {
      guard let x = a.max else { return .unlimited }
      return .max(x - (b.max ?? x))
    }

    public static func < (a: Demand, b: Demand) -> Bool {
      switch (a.max, b.max) {
      case (nil, _): false
      case (_, nil): true
      case (let x?, let y?): x < y
      }
    }

    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a stream ended.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }

  /// Calls closures with each value and with the completion; asks for every value.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    private let receiveValue: (Input) -> Void
    private let receiveCompletion: (Completion<Failure>) -> Void
    private var subscription: (any Subscription)?

    public init(
      receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Demand {
      receiveValue(input)
      return .none
    }

    public func receive(completion: Completion<Failure>) {
      receiveCompletion(completion)
      subscription = nil
    }

    public func cancel() {
      subscription?.cancel()
      subscription = nil
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
