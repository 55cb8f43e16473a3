import Foundation

/// Runtime warnings, the way SwiftUI logs misuse without failing (for example an invalid
/// frame dimension). Engine code never prints; the CLI decides where warnings go.
public enum Diagnostics {
  nonisolated(unsafe) private static var seen: Set<String> = []
  nonisolated(unsafe) private static var handler: (@Sendable (String) -> Void)?
  private static let lock = NSLock()

  /// Receives each distinct warning once. Default: warnings are collected silently.
  public static func setHandler(_ handler: (@Sendable (String) -> Void)?) {
    lock.lock(); defer { lock.unlock() }
    self.handler = handler
  }

  /// Every distinct warning issued so far.
  public static var warnings: [String] {
    lock.lock(); defer { lock.unlock() }
    return seen.sorted()
  }

  static func warn(_ message: String) {
    lock.lock()
    let isNew = seen.insert(message).inserted
    let handler = self.handler
    lock.unlock()
    if isNew { handler?(message) }
  }
}
