import Foundation

/// Runtime warnings, the way SwiftUI logs misuse without failing (for example an invalid
/// frame dimension). Engine code never prints; whoever runs a scene decides where warnings go.
///
/// Two receivers, neither process-global in what it sees: the handler of a command line
/// (``setHandler(_:)``, each distinct warning once per installation) and a scoped collection
/// (``collecting(_:)``, every warning issued on the calling thread inside its body). A test
/// collects the warnings of its own work, so another test's warnings can neither satisfy nor
/// spoil its expectation.
public enum Diagnostics {
  nonisolated(unsafe) private static var seen: Set<String> = []
  nonisolated(unsafe) private static var handler: (@Sendable (String) -> Void)?
  private static let lock = NSLock()

  /// The collection warnings of the current scope go to, if any.
  @TaskLocal private static var scope: Log?

  /// Receives each distinct warning once from now on (nil: none). Installing a handler
  /// starts its once-only bookkeeping afresh.
  public static func setHandler(_ handler: (@Sendable (String) -> Void)?) {
    lock.lock(); defer { lock.unlock() }
    self.handler = handler
    seen = []
  }

  /// Runs `body` and returns what it returned with the distinct warnings it issued on this
  /// thread, in order (also those a handler already saw).
  public static func collecting<R>(_ body: () throws -> R) rethrows -> (result: R, warnings: [String]) {
    let log = Log()
    let result = try $scope.withValue(log) { try body() }
    return (result, log.messages)
  }

  /// The distinct warnings `body` issued on this thread, in order.
  public static func warnings(of body: () throws -> Void) rethrows -> [String] {
    try collecting(body).warnings
  }

  static func warn(_ message: String) {
    scope?.add(message)
    lock.lock()
    let isNew = handler != nil && seen.insert(message).inserted
    let handler = self.handler
    lock.unlock()
    if isNew { handler?(message) }
  }

  /// The warnings of one scope.
  private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func add(_ message: String) {
      lock.withLock { if !list.contains(message) { list.append(message) } }
    }

    var messages: [String] { lock.withLock { list } }
  }
}
