// MP4 and MOV writing through libavcodec / libavformat.
//
// What: premultiplied RGBA video frames → H.264 (libx264) yuv420p in MP4, tagged BT.709
// primaries and matrix, sRGB transfer (iec61966-2-1), tv range, moov atom first (+faststart).
// The same with HEVC (libx265, tagged hvc1), or ProRes 4444 with alpha in MOV: `VideoCodec`
// chooses, and `VideoEncoding` (VideoEncoding.swift) holds what differs per codec.
// Why these settings (docs/RENDERING.md §4): crf 18 / preset medium / tune animation is visually
// lossless for flat UI art; the sRGB transfer tag makes Safari/QuickTime show the same colours as
// the PNGs (with a bt709 transfer they apply a ~1.95 gamma); a fixed thread count plus the bitexact
// flags make the bytes repeatable run to run (thread count changes the bytes, so it is fixed).
// Time base 1/fps with pts = video frame index keeps the frame rate exact: the MP4 muxer picks a
// timescale that is fps·2ᵏ, so every frame lasts a whole number of ticks.
// Fallback: when libx264 is absent, VP9 (libvpx-vp9) in the same MP4 container, which Chrome,
// Firefox and Edge play; failing that, MPEG-4 part 2, which plays in QuickTime and VLC but not
// in browsers. `fallbackWarning` says which was used. HEVC and ProRes have no fallback.
// Refuses: odd sizes for H.264 and HEVC (4:2:0 needs even ones; callers pad), audio, and alpha
// except in ProRes 4444.

@_implementationOnly import CFFmpeg
import Raster

/// How hard the encoder works: slower presets give smaller files at the same quality.
public enum VideoPreset: String, Sendable, CaseIterable {
  /// x264 `medium`: final review videos (about 48 ms per 1170×2100 frame on 2 cores).
  case medium
  /// x264 `veryfast`: drafts (about 26 ms per frame, larger files).
  case veryfast
}

/// Writes an MP4 (H.264, HEVC) or MOV (ProRes 4444) video frame by frame, atomically.
///
/// ```swift
/// let writer = try VideoWriter(path: "out.mp4", width: 1170, height: 2100, fps: 60)
/// for pixmap in frames { try writer.append(pixmap) }
/// try writer.finish()      // renames the finished file into place
/// ```
///
/// The video is written to a hidden temporary beside `path` (see `AtomicFile`). `finish()`
/// renames it into place; `cancel()`, any thrown error, or `deinit` without `finish()` removes
/// it, so an existing file at `path` survives. After an error the writer is closed.
/// Not thread-safe: call from one thread (or task) at a time.
public final class VideoWriter {
  /// The destination path.
  public let path: String
  /// Frame width and height in pixels, > 0; both even except for ProRes.
  public let width: Int, height: Int
  /// What the video is encoded as.
  public let videoCodec: VideoCodec
  /// Video frames per second, 1…1000.
  public let fps: Int
  /// The libavcodec encoder in use: `libx264` (or a fallback), `libx265` or `prores_ks`.
  public let encoderName: String
  /// Non-nil when libx264 is missing and a fallback encoder was used; says which and where
  /// the result plays. The caller (the CLI) decides whether to show it.
  public let fallbackWarning: String?
  /// Video frames appended so far.
  public private(set) var frameCount = 0

  private let file: AtomicFile
  private let encoding: VideoEncoding

  /// The hidden file the video is written to until `finish()` renames it into place.
  public var temporaryPath: String { file.temporaryPath }
  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var stream: UnsafeMutablePointer<AVStream>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var ioOpen = false
  private var closed = false

  /// Opens the encoder and the temporary output file and writes the container header.
  ///
  /// - Parameters:
  ///   - width, height: in pixels; > 0 and ≤ 65 536, and even for H.264 and HEVC (throws
  ///     `.invalidInput` otherwise; callers pad odd sizes).
  ///   - fps: video frames per second, 1…1000.
  ///   - preset: `.medium` (default) or `.veryfast` for drafts; ProRes ignores it.
  ///   - codec: `.h264` (default), `.hevc` or `.prores4444`. The container follows the codec
  ///     (MP4, MP4, MOV), whatever `path`'s extension.
  /// - Throws: `.invalidInput` naming the missing encoder when this libavcodec lacks the
  ///   codec's (libx265, prores_ks; for H.264 only when every fallback is missing too).
  public convenience init(
    path: String, width: Int, height: Int, fps: Int, preset: VideoPreset = .medium, codec: VideoCodec = .h264
  ) throws(MediaError) {
    try self.init(
      path: path, width: width, height: height, fps: fps, preset: preset, codec: codec,
      encoders: VideoEncoding(codec).encoders)
  }

  /// The H.264 encoders tried in order: libx264, then the fallbacks.
  package static let encoderPreference = ["libx264", "libvpx-vp9", "mpeg4"]

  /// As the public initializer, trying only `encoders` (a subset of the codec's, in order);
  /// tests use it to exercise the fallbacks on a machine that has libx264, and a missing
  /// encoder on one that has them all.
  package init(
    path: String, width: Int, height: Int, fps: Int, preset: VideoPreset, codec: VideoCodec = .h264, encoders: [String]
  ) throws(MediaError) {
    let encoding = VideoEncoding(codec)
    guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
      throw .invalidInput(path: path, reason: "video size must be positive and at most 65536, got \(width)×\(height)")
    }
    guard !encoding.needsEvenSize || (width % 2 == 0 && height % 2 == 0) else {
      throw .invalidInput(
        path: path, reason: "video size must be even and positive for yuv420p, got \(width)×\(height); pad the frames")
    }
    guard (1...1000).contains(fps) else { throw .invalidInput(path: path, reason: "fps must be 1…1000, got \(fps)") }
    FFmpegLog.silence()
    let encoder = try VideoWriter.findEncoder(encoders, encoding: encoding, path: path)
    self.path = path
    self.width = width
    self.height = height
    self.fps = fps
    self.videoCodec = codec
    self.encoding = encoding
    self.encoderName = String(cString: encoder.pointee.name)
    self.fallbackWarning = encoding.fallbackWarning(encoder: encoderName)
    self.file = try AtomicFile(path: path)
    file.closeForExternalWriter()
    do {
      try open(encoder: encoder, preset: preset)
    } catch {
      close(keepingFile: false)
      throw error
    }
  }

  deinit {
    close(keepingFile: false)
  }

  /// Encodes one video frame; `pixmap` must be `width × height`.
  ///
  /// H.264 and HEVC composite translucent pixels over black (the premultiplied colour as is);
  /// ProRes 4444 keeps alpha, its colour un-premultiplied.
  public func append(_ pixmap: Pixmap) throws(MediaError) {
    let hasAlpha = encoding.hasAlpha
    try encode(width: pixmap.width, height: pixmap.height) { planes in
      pixmap.data.withUnsafeBufferPointer { rgba in
        if hasAlpha {
          func plane(_ k: Int) -> BT709AlphaConverter.Plane {
            .init(base: UnsafeMutableRawPointer(planes[k].base), rowBytes: planes[k].stride)
          }
          BT709AlphaConverter.convert(
            rgba: rgba, width: pixmap.width, height: pixmap.height, y: plane(0), cb: plane(1), cr: plane(2), alpha: plane(3))
        } else {
          BT709Converter.convert(
            rgba: rgba, width: pixmap.width, height: pixmap.height, y: planes[0], cb: planes[1], cr: planes[2])
        }
      }
    }
  }

  /// Encodes one video frame converted beforehand (see ``YUV420Frame``); the same bytes as
  /// appending the pixmap it was converted from. H.264 and HEVC only.
  public func append(_ converted: YUV420Frame) throws(MediaError) {
    guard encoding.pixelFormat == AV_PIX_FMT_YUV420P else {
      throw .invalidInput(path: path, reason: "a yuv420p frame cannot go into \(videoCodec.displayName); append the pixmap")
    }
    try encode(width: converted.width, height: converted.height) { planes in
      func copy(_ plane: [UInt8], rows: Int, rowBytes: Int, into target: BT709Converter.Plane) {
        plane.withUnsafeBufferPointer { source in
          for row in 0..<rows {
            (target.base + row * target.stride).update(from: source.baseAddress! + row * rowBytes, count: rowBytes)
          }
        }
      }
      copy(converted.y, rows: converted.height, rowBytes: converted.width, into: planes[0])
      copy(converted.cb, rows: converted.height / 2, rowBytes: converted.width / 2, into: planes[1])
      copy(converted.cr, rows: converted.height / 2, rowBytes: converted.width / 2, into: planes[2])
    }
  }

  /// Checks a video frame of `width × height`, lets `fill` write its planes (three, or four
  /// with alpha; strides in bytes) into the encoder's frame, and sends it. Any failure closes
  /// the writer (the file is removed).
  private func encode(
    width frameWidth: Int, height frameHeight: Int, fill: ([BT709Converter.Plane]) -> Void
  ) throws(MediaError) {
    guard !closed, let codec, let frame else {
      throw .invalidInput(path: path, reason: "append after finish, cancel or an error")
    }
    do throws(MediaError) {
      guard frameWidth == width, frameHeight == height else {
        throw .invalidInput(
          path: path, reason: "video frame is \(frameWidth)×\(frameHeight), the video is \(width)×\(height)")
      }
      try check(av_frame_make_writable(frame), "av_frame_make_writable")
      let data = frame.pointee.data, linesize = frame.pointee.linesize
      var planes: [BT709Converter.Plane] = [
        .init(base: data.0!, stride: Int(linesize.0)), .init(base: data.1!, stride: Int(linesize.1)),
        .init(base: data.2!, stride: Int(linesize.2)),
      ]
      if let alpha = data.3 { planes.append(.init(base: alpha, stride: Int(linesize.3))) }
      fill(planes)
      frame.pointee.pts = Int64(frameCount)
      try check(avcodec_send_frame(codec, frame), "avcodec_send_frame")
      try writePackets()
      frameCount += 1
    } catch {
      close(keepingFile: false)
      throw error
    }
  }

  /// Flushes the encoder, writes the trailer (moving the index to the front) and renames the
  /// finished file to `path`.
  public func finish() throws(MediaError) {
    guard !closed, let codec, let format else {
      throw .invalidInput(path: path, reason: "finish after finish, cancel or an error")
    }
    do {
      try check(avcodec_send_frame(codec, nil), "avcodec_send_frame")
      try writePackets()
      try check(av_write_trailer(format), "av_write_trailer")
      try check(avio_closep(&format.pointee.pb), "avio_closep")
      ioOpen = false
      close(keepingFile: true)
      try file.commit()
    } catch {
      close(keepingFile: false)
      throw error
    }
  }

  /// Abandons the video: frees the encoder and removes the temporary file. Idempotent.
  public func cancel() {
    close(keepingFile: false)
  }

  // MARK: Setup

  /// The first of `names` that libavcodec has.
  private static func findEncoder(
    _ names: [String], encoding: VideoEncoding, path: String
  ) throws(MediaError) -> UnsafePointer<AVCodec> {
    for name in names {
      if let encoder = avcodec_find_encoder_by_name(name) { return encoder }
    }
    throw .invalidInput(path: path, reason: encoding.missingEncoderReason(tried: names))
  }

  private func open(encoder: UnsafePointer<AVCodec>, preset: VideoPreset) throws(MediaError) {
    // The container is the codec's, named: the temporary's name has no extension to guess from.
    try check(
      avformat_alloc_output_context2(&format, nil, encoding.container, file.temporaryPath),
      "avformat_alloc_output_context2")
    guard let format else { throw .ffmpeg(call: "avformat_alloc_output_context2", path: path, code: cffmpeg_averror(ENOMEM)) }
    format.pointee.flags |= AVFMT_FLAG_BITEXACT

    guard let codec = avcodec_alloc_context3(encoder) else {
      throw .ffmpeg(call: "avcodec_alloc_context3", path: path, code: cffmpeg_averror(ENOMEM))
    }
    self.codec = codec
    configure(codec, encoder: encoder, format: format)
    var options: OpaquePointer? = nil
    defer { av_dict_free(&options) }
    for (key, value) in encoding.options(encoder: encoderName, preset: preset) { av_dict_set(&options, key, value, 0) }
    try check(avcodec_open2(codec, encoder, &options), "avcodec_open2")

    guard let stream = avformat_new_stream(format, nil) else {
      throw .ffmpeg(call: "avformat_new_stream", path: path, code: cffmpeg_averror(ENOMEM))
    }
    self.stream = stream
    try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec), "avcodec_parameters_from_context")
    if let tag = encoding.codecTag { stream.pointee.codecpar.pointee.codec_tag = tag }
    stream.pointee.time_base = codec.pointee.time_base
    stream.pointee.avg_frame_rate = AVRational(num: Int32(fps), den: 1)

    try check(avio_open(&format.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE), "avio_open")
    ioOpen = true
    var muxerOptions: OpaquePointer? = nil
    defer { av_dict_free(&muxerOptions) }
    av_dict_set(&muxerOptions, "movflags", "+faststart", 0)
    try check(avformat_write_header(format, &muxerOptions), "avformat_write_header")

    guard let frame = av_frame_alloc() else {
      throw .ffmpeg(call: "av_frame_alloc", path: path, code: cffmpeg_averror(ENOMEM))
    }
    self.frame = frame
    frame.pointee.format = encoding.pixelFormat.rawValue
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    frame.pointee.color_primaries = AVCOL_PRI_BT709
    frame.pointee.color_trc = encoding.colorTransfer
    frame.pointee.colorspace = AVCOL_SPC_BT709
    frame.pointee.color_range = AVCOL_RANGE_MPEG
    try check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer")
    guard let packet = av_packet_alloc() else {
      throw .ffmpeg(call: "av_packet_alloc", path: path, code: cffmpeg_averror(ENOMEM))
    }
    self.packet = packet
  }

  private func configure(
    _ codec: UnsafeMutablePointer<AVCodecContext>, encoder: UnsafePointer<AVCodec>,
    format: UnsafeMutablePointer<AVFormatContext>
  ) {
    codec.pointee.width = Int32(width)
    codec.pointee.height = Int32(height)
    codec.pointee.time_base = AVRational(num: 1, den: Int32(fps))
    codec.pointee.framerate = AVRational(num: Int32(fps), den: 1)
    codec.pointee.pix_fmt = encoding.pixelFormat
    codec.pointee.gop_size = Int32(2 * fps)
    // Fixed, never 0 (auto): the thread count changes the bytes (docs/RENDERING.md §4).
    codec.pointee.thread_count = 2
    codec.pointee.color_primaries = AVCOL_PRI_BT709
    codec.pointee.color_trc = encoding.colorTransfer
    codec.pointee.colorspace = AVCOL_SPC_BT709
    codec.pointee.color_range = AVCOL_RANGE_MPEG
    codec.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
      codec.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
    }
    if encoder.pointee.id == AV_CODEC_ID_MPEG4 {
      codec.pointee.flags |= AV_CODEC_FLAG_QSCALE
      codec.pointee.global_quality = 3 * FF_QP2LAMBDA
    }
  }

  // MARK: Encoding

  /// Moves every packet the encoder has ready into the muxer.
  private func writePackets() throws(MediaError) {
    guard let codec, let format, let stream, let packet else { return }
    while true {
      let received = avcodec_receive_packet(codec, packet)
      if received == CFFMPEG_AVERROR_EAGAIN || received == CFFMPEG_AVERROR_EOF { return }
      try check(received, "avcodec_receive_packet")
      if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
      av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
      packet.pointee.stream_index = stream.pointee.index
      // Takes the packet's reference, success or not.
      try check(av_interleaved_write_frame(format, packet), "av_interleaved_write_frame")
    }
  }

  /// Frees everything; renames nothing. Removes the temporary unless `keepingFile`.
  private func close(keepingFile: Bool) {
    if ioOpen, let format {
      avio_closep(&format.pointee.pb)
      ioOpen = false
    }
    av_packet_free(&packet)
    av_frame_free(&frame)
    avcodec_free_context(&codec)
    avformat_free_context(format)
    format = nil
    stream = nil
    if !keepingFile { file.discard() }
    closed = true
  }

  private func check(_ result: Int32, _ call: String) throws(MediaError) {
    if result < 0 { throw .ffmpeg(call: call, path: path, code: result) }
  }
}
