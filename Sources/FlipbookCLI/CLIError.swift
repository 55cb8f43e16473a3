/// A failure the command line reports as one line and an exit code.
public struct CLIError: Error, CustomStringConvertible {
  /// Process exit codes: 0 success, 1 failure, 64 usage error (sysexits' EX_USAGE).
  public enum Code: Int32, Sendable {
    case failure = 1
    case usage = 64
    case interrupted = 130
  }

  public let code: Code
  public let message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  static func usage(_ message: String) -> CLIError { CLIError(.usage, message) }
  static func failure(_ message: String) -> CLIError { CLIError(.failure, message) }

  public var description: String { message }
}
