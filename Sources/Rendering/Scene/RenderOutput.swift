import Foundation
import Media

/// Where a render goes, decided from the path's shape: an MP4 file, a ProRes MOV, an animated
/// PNG, an animated GIF, or a directory of PNGs.
public struct RenderOutput: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// An MP4 file: H.264, or HEVC (``RenderOutput/codec``).
    case mp4
    /// A QuickTime movie (`NAME.mov`): Apple ProRes 4444 with alpha, for compositing.
    case mov
    /// An animated PNG (`NAME.apng`): every video frame lossless, at the render's rate, looping.
    case apng
    /// An animated GIF (`NAME.gif`): one 256-colour palette, at the render's rate in whole
    /// centiseconds, looping.
    case gif
    /// One PNG per video frame in `directory`, named by `pattern` (a valid ``FramePattern``).
    case pngSequence(directory: String, pattern: String)
  }

  /// The path as given.
  public let path: String
  public let kind: Kind
  /// The video codec: `.h264` or `.hevc` for an MP4, `.prores4444` for a MOV; `nil` for
  /// pictures.
  public let codec: VideoCodec?

  /// Whether the output is a video file (MP4 or MOV).
  public var isVideo: Bool { codec != nil }

  /// Whether the pixel size must be even: H.264 and HEVC sample chroma in 2×2 blocks; ProRes
  /// 4444 and pictures take any size.
  public var needsEvenSize: Bool { kind == .mp4 }

  /// Reads `path`: `NAME.mp4`; `NAME.mov`; `NAME.apng`; `NAME.gif`; `DIR/` (or an existing
  /// directory) for `DIR/frame_0000.png`, …; or a pattern such as `DIR/frame_%04d.png`.
  ///
  /// - Parameter codec: an MP4's codec, `.h264` (the default, when `nil`) or `.hevc`; any
  ///   codec given for another kind of output, or `.prores4444` for an MP4, throws.
  public init(_ path: String, codec: VideoCodec? = nil) throws(RenderError) {
    guard !path.isEmpty else { throw .output("the output path is empty") }
    self.path = path
    let lower = path.lowercased()
    var isDirectory: ObjCBool = false
    if lower.hasSuffix(".mp4") {
      kind = .mp4
    } else if lower.hasSuffix(".mov") {
      kind = .mov
    } else if lower.hasSuffix(".apng") {
      kind = .apng
    } else if lower.hasSuffix(".gif") {
      kind = .gif
    } else if lower.hasSuffix(".png") && path.contains("%") {
      let name = PathParts(path).name
      _ = try FramePattern(name)
      kind = .pngSequence(directory: PathParts(path).directory, pattern: name)
    } else if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
      let directory = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      kind = .pngSequence(directory: directory, pattern: "frame_%04d.png")
    } else {
      throw .output(
        "cannot tell what to write to '\(path)': use NAME.mp4, NAME.mov, NAME.apng, NAME.gif, a directory ending in '/', or a pattern like frames/frame_%04d.png")
    }
    switch (kind, codec) {
    case (.mp4, nil): self.codec = .h264
    case (.mp4, .h264?), (.mp4, .hevc?): self.codec = codec
    case (.mov, nil), (.mov, .prores4444?): self.codec = .prores4444
    case (_, let codec?):
      throw .output("\(codec.displayName) cannot be written to '\(path)': H.264 and HEVC go into NAME.mp4, ProRes 4444 into NAME.mov")
    case (_, nil): self.codec = nil
    }
  }

  /// Opens the sink for `frameCount` video frames of `size`, failing before any rendering
  /// when the place is not writable.
  public func makeSink(size: PixelSize, fps: Int, frameCount: Int, preset: VideoPreset = .medium) throws -> VideoFrameSink {
    switch kind {
    case .mp4:
      return try MP4Sink(path: path, size: size, fps: fps, preset: preset, codec: codec ?? .h264)
    case .mov:
      return try MOVSink(path: path, size: size, fps: fps)
    case .apng:
      return try APNGSink(path: path, size: size, fps: fps, frameCount: frameCount)
    case .gif:
      return try GIFSink(path: path, size: size, fps: fps)
    case .pngSequence(let directory, let pattern):
      return try PNGSequenceSink(directory: directory, pattern: pattern)
    }
  }
}
