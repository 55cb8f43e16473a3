// Video structure, reported the way ffprobe prints it.
//
// What: codec, pixel format, size, frame rate, frame count and colour tags of a file's best
// video stream, plus whether the MP4 index (moov) precedes the media data (mdat).
// Why: MP4 bytes are never golden-tested (they change with the thread count and library
// versions); their structure is, and `render inspect` shows it for any video.
// Names come from libavutil's own tables (`av_color_primaries_name` …), the ones ffprobe
// prints, with ffprobe's "unknown" for unspecified values.
// Refuses: audio streams and per-frame analysis.

@_implementationOnly import CFFmpeg

#if canImport(Glibc)
import Glibc
#endif

/// A frame rate as an exact fraction, e.g. 30/1 or 30000/1001.
public struct VideoFrameRate: Equatable, Sendable, CustomStringConvertible {
  /// Frames per `denominator` seconds.
  public var numerator: Int
  /// Seconds per `numerator` frames; 0 when the rate is unknown.
  public var denominator: Int

  public init(numerator: Int, denominator: Int) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// Frames per second, or 0 when unknown.
  public var value: Double { denominator == 0 ? 0 : Double(numerator) / Double(denominator) }

  /// As ffprobe prints it: `30/1`.
  public var description: String { "\(numerator)/\(denominator)" }
}

/// The structure of a video file's best video stream.
public struct VideoProbe: Equatable, Sendable {
  /// Codec short name, e.g. `h264`, `vp9`, `mpeg4`.
  public var codecName: String
  /// Pixel format name, e.g. `yuv420p`.
  public var pixelFormat: String
  /// Size in pixels.
  public var width: Int, height: Int
  /// Average frame rate (ffprobe's `avg_frame_rate`, else `r_frame_rate`).
  public var frameRate: VideoFrameRate
  /// Number of video frames: the container's count when it has one (MP4 does), else counted
  /// by reading every packet of the stream.
  public var frameCount: Int
  /// Colour primaries, e.g. `bt709`; `unknown` when untagged.
  public var colorPrimaries: String
  /// Transfer characteristics, e.g. `iec61966-2-1` (sRGB) or `bt709`; `unknown` when untagged.
  public var colorTransfer: String
  /// Matrix coefficients, e.g. `bt709`; `unknown` when untagged.
  public var colorSpace: String
  /// `tv` (limited), `pc` (full) or `unknown`.
  public var colorRange: String
  /// Whether the file is ISO-BMFF (MP4/MOV) with its `moov` box before its `mdat` box, so a
  /// player can start before the download ends. False for other containers.
  public var isFastStart: Bool

  /// Probes the video file at `path`.
  ///
  /// Throws `.ffmpeg(call: "avformat_open_input", …)` for a missing or unreadable file and
  /// `.invalidInput` for a file without a video stream.
  public static func probe(path: String) throws(MediaError) -> VideoProbe {
    FFmpegLog.silence()
    let input = try InputFile(path: path)
    var format: UnsafeMutablePointer<AVFormatContext>? = input.format
    defer { avformat_close_input(&format) }
    let stream = input.stream
    let parameters = stream.pointee.codecpar.pointee

    var rate = stream.pointee.avg_frame_rate
    if rate.num == 0 || rate.den == 0 { rate = stream.pointee.r_frame_rate }
    var frameCount = Int(stream.pointee.nb_frames)
    if frameCount <= 0 {
      frameCount = try countPackets(input.format, stream: input.streamIndex, path: path)
    }
    let unspecifiedPixelFormat = parameters.format < 0
    return VideoProbe(
      codecName: String(cString: avcodec_get_name(parameters.codec_id)),
      pixelFormat: unspecifiedPixelFormat
        ? "unknown"
        : av_get_pix_fmt_name(AVPixelFormat(rawValue: parameters.format)).map { String(cString: $0) } ?? "unknown",
      width: Int(parameters.width),
      height: Int(parameters.height),
      frameRate: VideoFrameRate(numerator: Int(rate.num), denominator: Int(rate.den)),
      frameCount: frameCount,
      colorPrimaries: parameters.color_primaries == AVCOL_PRI_UNSPECIFIED
        ? "unknown" : name(av_color_primaries_name(parameters.color_primaries)),
      colorTransfer: parameters.color_trc == AVCOL_TRC_UNSPECIFIED
        ? "unknown" : name(av_color_transfer_name(parameters.color_trc)),
      colorSpace: parameters.color_space == AVCOL_SPC_UNSPECIFIED
        ? "unknown" : name(av_color_space_name(parameters.color_space)),
      colorRange: name(av_color_range_name(parameters.color_range)),
      isFastStart: try moovPrecedesMdat(path: path))
  }

  // MARK: Private

  private static func name(_ string: UnsafePointer<CChar>?) -> String {
    string.map { String(cString: $0) } ?? "unknown"
  }

  private static func countPackets(
    _ format: UnsafeMutablePointer<AVFormatContext>, stream: Int32, path: String
  ) throws(MediaError) -> Int {
    guard let packet = av_packet_alloc() else {
      throw .ffmpeg(call: "av_packet_alloc", path: path, code: cffmpeg_averror(ENOMEM))
    }
    defer {
      var optional: UnsafeMutablePointer<AVPacket>? = packet
      av_packet_free(&optional)
    }
    var count = 0
    while true {
      let read = av_read_frame(format, packet)
      if read == CFFMPEG_AVERROR_EOF { return count }
      if read < 0 { throw .ffmpeg(call: "av_read_frame", path: path, code: read) }
      if packet.pointee.stream_index == stream { count += 1 }
      av_packet_unref(packet)
    }
  }

  /// Walks the top-level ISO-BMFF boxes (32-bit size, 4-byte type, optional 64-bit size) and
  /// reports whether `moov` comes before `mdat`. Anything that is not a box list gives false,
  /// a box whose size takes the walk past what a file offset can hold among it (a file that
  /// libavformat reads as another format can have any bytes where a size would be).
  private static func moovPrecedesMdat(path: String) throws(MediaError) -> Bool {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system(call: "open", path: path, errno: errno) }
    defer { close(fd) }
    var offset: Int64 = 0
    var header = [UInt8](repeating: 0, count: 16)
    for _ in 0..<4096 {
      let count = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 16, off_t(offset)) }
      guard count >= 8 else { return false }
      let size32 = header[0..<4].reduce(Int64(0)) { $0 << 8 | Int64($1) }
      let type = String(decoding: header[4..<8], as: UTF8.self)
      if type == "moov" { return true }
      if type == "mdat" { return false }
      var size = size32
      if size32 == 1 {
        guard count >= 16 else { return false }
        size = header[8..<16].reduce(Int64(0)) { $0 << 8 | Int64($1) }
      }
      guard size >= 8 else { return false }  // 0 = "to end of file": neither box follows
      let (next, overflow) = offset.addingReportingOverflow(size)
      guard !overflow else { return false }
      offset = next
    }
    return false
  }
}
