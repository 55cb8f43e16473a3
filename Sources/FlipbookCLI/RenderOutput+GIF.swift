import Flipbook

extension RenderOutput {
  /// For a GIF: refuses a rate its centisecond delays cannot hold (over 100 fps, where a delay
  /// would round to 0) and warns above 50 fps, where delays of 1 cs come in, which browsers
  /// (and ffmpeg) replace by 10 cs, so the GIF plays slow there.
  func checkRate(_ fps: Int, _ context: CLIContext) throws(CLIError) {
    guard kind == .gif else { return }
    guard fps <= 100 else {
      throw .usage("a GIF's delays are whole hundredths of a second: use --fps 100 or less, got \(fps)")
    }
    if fps > 50 {
      context.warn("\(path) at \(fps) fps has 1/100 s delays, which browsers show for 1/10 s: it will play slow there; --fps 50 or less plays true")
    }
  }
}
