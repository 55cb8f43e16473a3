@_implementationOnly import CFFmpeg

/// libav's logging, which by default prints to stderr. Engine code never prints: every failure
/// reaches the caller as a `MediaError` naming the call and `av_strerror`'s text instead.
enum FFmpegLog {
  private static let silenced: Void = av_log_set_level(AV_LOG_QUIET)

  /// Turns libav's log off for the process (once; thread-safe).
  static func silence() { _ = silenced }
}
