import Foundation

/// The subscribers of a publisher that sends values itself (a subject, a timer), each with the
/// demand it has left.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
  final class Entry: Subscription {
    let subscriber: AnySubscriber<Output, Failure>
    var demand = Subscribers.Demand.none
    weak var list: SubscriberList?

    init(_ subscriber: AnySubscriber<Output, Failure>, list: SubscriberList) {
      self.subscriber = subscriber
      self.list = list
    }

    func request(_ demand: Subscribers.Demand) { self.demand = self.demand + demand }
    func cancel() { list?.remove(self) }
  }

  private var entries: [Entry] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  var isEmpty: Bool { entries.isEmpty }

  func add<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    if let completion {
      subscriber.receive(subscription: EmptySubscription())
      subscriber.receive(completion: completion)
      return
    }
    let entry = Entry(AnySubscriber(subscriber), list: self)
    entries.append(entry)
    subscriber.receive(subscription: entry)
  }

  func remove(_ entry: Entry) { entries.removeAll { $0 === entry } }

  func send(_ value: Output) {
    for entry in entries where entry.demand > .none {
      entry.demand = entry.demand - .max(1)
      entry.demand = entry.demand + entry.subscriber.receive(value)
    }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let ended = entries
    entries = []
    for entry in ended { entry.subscriber.receive(completion: completion) }
  }
}

/// A subscription that delivers nothing.
struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// A type-erased subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  public let combineIdentifier: CombineIdentifier
  private let subscription: (any Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completion: (Subscribers.Completion<Failure>) -> Void

  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    subscription = subscriber.receive(subscription:)
    value = subscriber.receive(_:)
    completion = subscriber.receive(completion:)
  }

  public func receive(subscription: any Subscription) { self.subscription(subscription) }
  public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
  public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// A publisher that code sends values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  public func send() { send(()) }
}

/// Sends each value it is given to its subscribers; keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubscriberList<Output, Failure>()

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber)
  }

  public func send(_ value: Output) { subscribers.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// Holds a current value, sends it to each new subscriber and every change to all.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubscriberList<Output, Failure>()

  /// The current value; setting it sends it.
  public var value: Output {
    didSet { subscribers.send(value) }
  }

  public init(_ value: Output) { self.value = value }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber)
    subscribers.send(value)
  }

  public func send(_ value: Output) { self.value = value }
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// One value, then the end.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output

  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: EmptySubscription())
    _ = subscriber.receive(output)
    subscriber.receive(completion: .finished)
  }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void
  /// The erased publisher, for `.onReceive` to recognise a timer behind it.
  package let base: Any

  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.receive(subscriber: $0) }
    base = publisher
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// Each value transformed.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
}

/// Namespace of operator publishers.
public enum Publishers {
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: MapSubscriber(downstream: AnySubscriber(subscriber), transform: transform))
    }
  }

  /// Connects its upstream when the first subscriber arrives.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    private var connection: (any Cancellable)?

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: subscriber)
      if connection == nil { connection = upstream.connect() }
    }
  }
}

private struct MapSubscriber<Input, Output, Failure: Error>: Subscriber {
  let combineIdentifier = CombineIdentifier()
  let downstream: AnySubscriber<Output, Failure>
  let transform: (Input) -> Output

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
  func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// A publisher that starts only when connected.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects as soon as it is subscribed to.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
