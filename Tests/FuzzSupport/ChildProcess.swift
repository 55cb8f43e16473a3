import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a child process the way a fuzz case needs it: arguments as raw bytes
/// (so a file name need not be UTF-8, which `Foundation.Process` cannot pass), a working
/// directory, a time limit after which the child is killed, and the child's own peak
/// resident memory.
///
/// Peak memory takes care: glibc's `posix_spawn` (like every spawn from a large process)
/// runs the child on the parent's memory until it execs, and Linux then counts the parent's
/// peak into the child's `ru_maxrss`. Inside a test run that has decoded large images
/// itself, every child reported the test process's 433 MiB. So the peak is the child's own
/// `VmHWM` (the kernel's high-water mark of its resident memory since exec), read from
/// /proc every millisecond while it runs, unless `ru_maxrss` exceeds the parent's own peak
/// after the child ended, in which case `ru_maxrss` is the child's and exact.
public enum ChildProcess {
  /// How a child ended.
  public struct Result: Sendable {
    /// The exit status, or `nil` when a signal ended it.
    public let status: Int32?
    /// The signal that ended it, if one did (SIGKILL after a timeout among them).
    public let signal: Int32?
    /// Whether it was still running at the time limit (and was killed).
    public let timedOut: Bool
    /// Peak resident set size in bytes (see the type's note).
    public let peakMemory: Int
    /// Everything the child wrote to standard error.
    public let stderr: [UInt8]

    /// Standard error as text, invalid UTF-8 replaced.
    public var errorText: String { String(decoding: stderr, as: UTF8.self) }
  }

  /// Why a child could not be started.
  public struct SpawnError: Error, CustomStringConvertible {
    public let description: String
  }

  /// Runs `executable` with `arguments` in `directory` and waits for it, for at most
  /// `timeout` seconds. Standard input and output are /dev/null; standard error is collected
  /// through a file outside `directory`, so the directory holds only what the child made.
  public static func run(
    _ executable: String, _ arguments: [[UInt8]], in directory: String, timeout: Double
  ) throws(SpawnError) -> Result {
    let capture = NSTemporaryDirectory() + "flipbook-child-\(UUID().uuidString)"
    defer { unlink(capture) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard addChdir(&actions, directory) == 0 else {
      throw SpawnError(description: "posix_spawn_file_actions_addchdir_np is missing or failed")
    }
    let argv = ([Array(executable.utf8)] + arguments).map { bytes -> UnsafeMutablePointer<CChar>? in
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (k, byte) in bytes.enumerated() { copy[k] = CChar(bitPattern: byte) }
      copy[bytes.count] = 0
      return copy
    }
    defer { for pointer in argv { pointer?.deallocate() } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ)
    guard spawned == 0 else {
      throw SpawnError(description: "posix_spawn \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var sampled = 0
    let deadline = Date().addingTimeInterval(timeout)
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      sampled = max(sampled, highWaterMark("/proc/\(pid)/status") ?? 0)
      if Date() >= deadline {
        timedOut = true
        kill(pid, SIGKILL)
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        break
      }
      usleep(1_000)
    }
    let reported = usage.ru_maxrss * 1024
    let parent = highWaterMark("/proc/self/status") ?? Int.max
    // Glibc's WIFEXITED and friends are macros; the layout is the kernel's: the low 7 bits
    // are the signal (0 for an exit), the next 8 the exit status.
    let signal = status & 0x7F
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
      timedOut: timedOut, peakMemory: reported > parent ? reported : sampled, stderr: read(capture))
  }

  /// `VmHWM` of the /proc status file at `path`, in bytes; `nil` once the process is gone.
  private static func highWaterMark(_ path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
    else { return nil }
    return kilobytes * 1024
  }

  /// The bytes of the file at `path`, or none.
  private static func read(_ path: String) -> [UInt8] {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
  }

  /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29+), looked up at run time because the
  /// Glibc module does not import it; -1 when it is missing.
  private static func addChdir(_ actions: inout posix_spawn_file_actions_t, _ directory: String) -> Int32 {
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return -1 }
    return unsafeBitCast(symbol, to: AddChdir.self)(&actions, directory)
  }
}
