// Video decoding to pixmaps, for tests and `render inspect` on any video.
//
// What: libavformat demuxes, libavcodec decodes the best video stream (any codec, any pixel
// format), and each decoded frame becomes straight RGBA8: 8-bit 4:2:0 with a BT.709 or BT.601
// matrix (nearly every video) through Flipbook's own table-driven converter (`YCbCrToRGBA`,
// exactly rounded; it made `render inspect` of the hero's MP4 87 → 137 video frames/s),
// everything else through swscale.
// Why swscale for the rest (while the writer has its own converter): input can be any pixel
// format, matrix and range; swscale covers them all. It is told the stream's real matrix and range
// (`sws_setColorspaceDetails`); otherwise it assumes BT.601 and shifts saturated colours by up
// to 15 levels (docs/RENDERING.md §4). Untagged streams are read as BT.709 from 720 lines up and
// BT.601 below, the usual player guess.
// Chroma is upsampled by nearest neighbour (SWS_POINT with full horizontal chroma, and the
// same in the own converter, which matches swscale's bytes but for ±1 roundings): the exact
// inverse of the writer's 2×2 box for flat colour, measured at 46–51 dB against the source on
// a moving square, where bilinear (which smears chroma across block edges) gave 37 dB.
// Budgets: a video file's size says little about what decoding it costs (a 16 KB H.264 file
// can declare 4096 × 4096 frames, or keep 16 large reference frames), so the reader checks
// the size a stream declares against a pixel budget before it opens a decoder, has the
// decoder refuse larger frames (`max_pixels`, also for the probing decode), and counts the
// frame buffers the decoder holds against a byte budget (`cffmpeg_frame_budget` in the
// CFFmpeg shim). What exceeds a budget is an `.invalidInput` naming the size.
// Speed (`render inspect` reads at decode speed): the decoder may run frame and slice threads
// (`threads`; H.264 and the other FFmpeg decoders give the same pixels with any thread count),
// only when the declared frames leave the budget room for the frames each thread holds;
// `nextFrames` converts a batch of decoded frames on all cores, one swscale context each (same
// flags, so the same bytes); a stream without alpha skips premultiplying (alpha is 255).
// Refuses: audio, and transfer-function conversion (pixels come out gamma-encoded as stored).

@_implementationOnly import CFFmpeg
import Dispatch
import Raster

/// Decodes the video frames of a file in presentation order.
///
/// ```swift
/// let reader = try VideoReader(path: "out.mp4")
/// while let pixmap = try reader.nextFrame() { … }
/// ```
/// Not thread-safe: call from one thread (or task) at a time.
public final class VideoReader {
  /// The file being read.
  public let path: String
  /// Size of the video stream in pixels.
  public let width: Int, height: Int
  /// Video frames per second, as libavformat guesses it (e.g. 30.0); 0 if unknown.
  public let frameRate: Double

  /// The most pixels a video frame may have: 2²⁴, a 4096 × 4096 square (4K UHD is 8.3
  /// million). Each frame read costs its RGBA conversion and its pixmap, 64 MiB each at the
  /// budget, besides what the decoder holds.
  public static let maximumPixels = 1 << 24

  /// The most bytes of decoded frames the decoder may hold at once: 112 MiB, the largest
  /// reference-frame store H.264 level 5.1 allows for 8-bit 4:2:0 (70.8 MB) and three more
  /// 4K frames (being decoded, waiting for output, handed out). Frames at the pixel budget
  /// (25 MB each in 4:2:0) fit 4 at a time.
  public static let maximumDecoderBytes = 112 << 20

  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  /// Per slot of a batch (``nextFrames(limit:maximumBytes:)``): a swscale context and an RGBA
  /// frame, each used by one conversion at a time.
  private var slots: [ConversionSlot] = []
  /// Decoder threads in use (1 unless asked and the budget has room).
  public private(set) var threads = 1
  private var budget: UnsafeMutablePointer<AVBufferRef>?
  private let streamIndex: Int32
  private var sentEndOfStream = false
  private var finished = false

  /// Opens `path` and the decoder of its best video stream.
  ///
  /// Throws `.ffmpeg(call: "avformat_open_input", …)` for a missing or unreadable file and
  /// `.invalidInput` when the file has no decodable video stream or declares frames of more
  /// than ``maximumPixels``.
  ///
  /// - Parameter threads: decoder threads (frame and slice) to ask for; 1 decodes on the
  ///   caller's thread. More are used only when frames of the declared size leave the
  ///   decoder's byte budget room for them (see ``threads``).
  public init(path: String, threads: Int) throws(MediaError) {
    FFmpegLog.silence()
    self.path = path
    let input = try InputFile(path: path)
    format = input.format
    streamIndex = input.streamIndex
    let stream = input.stream
    width = Int(stream.pointee.codecpar.pointee.width)
    height = Int(stream.pointee.codecpar.pointee.height)
    let rate = av_guess_frame_rate(input.format, stream, nil)
    frameRate = rate.den == 0 ? 0 : Double(rate.num) / Double(rate.den)
    do {
      try VideoReader.checkSize(width: width, height: height, path: path, what: "declares")
      try openDecoder(stream, threads: threads)
    } catch {
      release()
      throw error
    }
  }

  /// Opens `path` to decode on the caller's thread (``init(path:threads:)`` with 1).
  public convenience init(path: String) throws(MediaError) {
    try self.init(path: path, threads: 1)
  }

  deinit { release() }

  /// The next video frame, or `nil` after the last one.
  public func nextFrame() throws(MediaError) -> Pixmap? {
    guard let frame, try receive(into: frame) else { return nil }
    defer { av_frame_unref(frame) }
    if slots.isEmpty { slots.append(ConversionSlot()) }
    return try convert(frame, slot: slots[0])
  }

  /// Up to `limit` next video frames (none after the last one), converted to RGBA on all cores.
  ///
  /// The batch stops early once its pixmaps would pass `maximumBytes`, or the decoded frames it
  /// holds for conversion pass 32 MiB (they count against the decoder's budget), so a stream
  /// near the budgets decodes one frame at a time as with ``nextFrame()``. The pixels are the
  /// same as ``nextFrame()``'s.
  public func nextFrames(limit: Int, maximumBytes: Int) throws(MediaError) -> [Pixmap] {
    var decoded: [UnsafeMutablePointer<AVFrame>] = []
    defer { for k in decoded.indices { var f: UnsafeMutablePointer<AVFrame>? = decoded[k]; av_frame_free(&f) } }
    var heldBytes = 0, outputBytes = 0
    while decoded.count < max(1, limit) {
      guard let next = av_frame_alloc() else { throw .ffmpeg(call: "av_frame_alloc", path: path, code: cffmpeg_averror(ENOMEM)) }
      decoded.append(next)
      guard try receive(into: next) else {
        var f: UnsafeMutablePointer<AVFrame>? = decoded.removeLast()
        av_frame_free(&f)
        break
      }
      let pixels = Int(next.pointee.width) * Int(next.pointee.height) * 4
      let held = withUnsafeBytes(of: next.pointee.buf) { buffers in
        buffers.bindMemory(to: UnsafeMutablePointer<AVBufferRef>?.self).reduce(0) { $0 + Int($1?.pointee.size ?? 0) }
      }
      heldBytes += held
      outputBytes += pixels
      if heldBytes + held > 32 << 20 || outputBytes + pixels > maximumBytes { break }
    }
    guard !decoded.isEmpty else { return [] }
    while slots.count < decoded.count { slots.append(ConversionSlot()) }
    let results = UnsafeMutableBufferPointer<Result<Pixmap, MediaError>?>.allocate(capacity: decoded.count)
    results.initialize(repeating: nil)
    defer { results.deinitialize(); results.deallocate() }
    let work = ConversionBatch(frames: decoded, slots: Array(slots.prefix(decoded.count)), results: results, reader: self)
    if decoded.count == 1 {
      work.run(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: decoded.count) { work.run($0) }
    }
    var pixmaps: [Pixmap] = []
    for result in results {
      switch result! {
      case .success(let pixmap): pixmaps.append(pixmap)
      case .failure(let error): throw error
      }
    }
    return pixmaps
  }

  /// Decodes the next video frame into `frame`; false after the last one.
  private func receive(into frame: UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Bool {
    guard !finished, let format, let codec, let packet else { return false }
    while true {
      let received = avcodec_receive_frame(codec, frame)
      if received == 0 { return true }
      if received == CFFMPEG_AVERROR_EOF {
        finished = true
        return false
      }
      guard received == CFFMPEG_AVERROR_EAGAIN else {
        throw .ffmpeg(call: "avcodec_receive_frame", path: path, code: received)
      }
      // The decoder wants input.
      let read = av_read_frame(format, packet)
      if read == CFFMPEG_AVERROR_EOF {
        guard !sentEndOfStream else { finished = true; return false }
        sentEndOfStream = true
        try check(avcodec_send_packet(codec, nil), "avcodec_send_packet")
        continue
      }
      try check(read, "av_read_frame")
      defer { av_packet_unref(packet) }
      guard packet.pointee.stream_index == streamIndex else { continue }
      try check(avcodec_send_packet(codec, packet), "avcodec_send_packet")
    }
  }

  // MARK: Private

  private func openDecoder(_ stream: UnsafeMutablePointer<AVStream>, threads requested: Int) throws(MediaError) {
    let parameters = stream.pointee.codecpar!
    guard let decoder = avcodec_find_decoder(parameters.pointee.codec_id) else {
      let name = String(cString: avcodec_get_name(parameters.pointee.codec_id))
      throw .invalidInput(path: path, reason: "no decoder for codec \(name)")
    }
    guard let codec = avcodec_alloc_context3(decoder) else {
      throw .ffmpeg(call: "avcodec_alloc_context3", path: path, code: cffmpeg_averror(ENOMEM))
    }
    self.codec = codec
    try check(avcodec_parameters_to_context(codec, parameters), "avcodec_parameters_to_context")
    // Threads hold a frame each besides H.264's worst case (16 references and 3 more, see
    // maximumDecoderBytes): only when that many frames of the declared size fit the budget.
    let frameBytes = Int(av_image_get_buffer_size(AVPixelFormat(rawValue: parameters.pointee.format), Int32(width), Int32(height), 1))
    if requested > 1, frameBytes > 0, frameBytes * (19 + requested) <= VideoReader.maximumDecoderBytes {
      threads = min(requested, 16)
      codec.pointee.thread_type = FF_THREAD_FRAME | FF_THREAD_SLICE
    }
    codec.pointee.thread_count = Int32(threads)
    codec.pointee.max_pixels = Int64(VideoReader.maximumPixels)
    guard let budget = cffmpeg_frame_budget_create(Int64(VideoReader.maximumDecoderBytes)) else {
      throw .ffmpeg(call: "av_buffer_allocz", path: path, code: cffmpeg_averror(ENOMEM))
    }
    self.budget = budget
    cffmpeg_frame_budget_install(codec, budget)
    try check(avcodec_open2(codec, decoder, nil), "avcodec_open2")
    frame = av_frame_alloc()
    packet = av_packet_alloc()
    if frame == nil || packet == nil {
      throw .ffmpeg(call: "av_frame_alloc", path: path, code: cffmpeg_averror(ENOMEM))
    }
  }

  /// Converts a decoded frame to a pixmap of the frame's own size, with `slot`'s context and
  /// RGBA frame (one conversion per slot at a time; the reader's own state is only read).
  fileprivate func convert(_ frame: UnsafeMutablePointer<AVFrame>, slot: ConversionSlot) throws(MediaError) -> Pixmap {
    guard let rgbaFrame = slot.rgba else { throw .ffmpeg(call: "av_frame_alloc", path: path, code: cffmpeg_averror(ENOMEM)) }
    let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
    // The decoder's `max_pixels` keeps frames within the budget; this keeps the conversion
    // within it whatever a decoder does.
    try VideoReader.checkSize(width: width, height: height, path: path, what: "has a frame of")
    if let converter = ownConverter(for: frame) {
      let (planes, strides) = (frame.pointee.data, frame.pointee.linesize)
      guard let y = planes.0, let cb = planes.1, let cr = planes.2 else {
        throw .invalidInput(path: path, reason: "a decoded frame has no picture planes")
      }
      let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
        converter.convert(
          y: y, yStride: Int(strides.0), cb: cb, cbStride: Int(strides.1), cr: cr, crStride: Int(strides.2),
          width: width, rows: 0..<height,
          into: UnsafeMutableRawPointer(out.baseAddress!).assumingMemoryBound(to: UInt32.self))
        count = width * height * 4
      }
      return Pixmap(width: width, height: height, premultipliedRGBA: bytes)
    }
    let sourceFormat = AVPixelFormat(rawValue: frame.pointee.format)
    slot.scaler = sws_getCachedContext(
      slot.scaler, Int32(width), Int32(height), sourceFormat, Int32(width), Int32(height),
      AV_PIX_FMT_RGBA, SWS_POINT | SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND | SWS_BITEXACT,
      nil, nil, nil)
    guard let scaler = slot.scaler else {
      let name = av_get_pix_fmt_name(sourceFormat).map { String(cString: $0) } ?? "?"
      throw .invalidInput(path: path, reason: "sws_getCachedContext cannot convert \(name) to rgba")
    }
    describeColorspace(of: frame, to: scaler)

    if rgbaFrame.pointee.width != Int32(width) || rgbaFrame.pointee.height != Int32(height)
      || rgbaFrame.pointee.data.0 == nil
    {
      av_frame_unref(rgbaFrame)
      rgbaFrame.pointee.format = AV_PIX_FMT_RGBA.rawValue
      rgbaFrame.pointee.width = Int32(width)
      rgbaFrame.pointee.height = Int32(height)
      try check(av_frame_get_buffer(rgbaFrame, 0), "av_frame_get_buffer")
    }
    let scaled = withUnsafePointer(to: &frame.pointee.data) { source in
      withUnsafePointer(to: &frame.pointee.linesize) { sourceStrides in
        withUnsafePointer(to: &rgbaFrame.pointee.data) { destination in
          withUnsafePointer(to: &rgbaFrame.pointee.linesize) { destinationStrides in
            sws_scale(
              scaler,
              UnsafeRawPointer(source).assumingMemoryBound(to: UnsafePointer<UInt8>?.self),
              UnsafeRawPointer(sourceStrides).assumingMemoryBound(to: Int32.self),
              0, Int32(height),
              UnsafeRawPointer(destination).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self),
              UnsafeRawPointer(destinationStrides).assumingMemoryBound(to: Int32.self))
          }
        }
      }
    }
    try check(scaled, "sws_scale")

    let stride = Int(rgbaFrame.pointee.linesize.0)
    let base = rgbaFrame.pointee.data.0!
    // Every byte is written by the row copies: no zero fill first.
    let straight = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      for row in 0..<height {
        UnsafeMutableRawPointer(out.baseAddress! + row * width * 4).copyMemory(from: base + row * stride, byteCount: width * 4)
      }
      count = width * height * 4
    }
    // Without alpha in the source, swscale writes alpha 255: straight and premultiplied agree.
    let hasAlpha = av_pix_fmt_desc_get(sourceFormat).map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 } ?? true
    if !hasAlpha { return Pixmap(width: width, height: height, premultipliedRGBA: straight) }
    return Pixmap(width: width, height: height, straightRGBA: straight)
  }

  /// The matrices a stream can be tagged with that the reader tells apart.
  private enum Matrix { case bt709, bt601, smpte240m, fcc, bt2020 }

  /// The frame's matrix as tagged; untagged (or tagged with anything else), BT.709 from 720
  /// lines up and BT.601 below, the usual player guess.
  private static func matrix(of frame: UnsafeMutablePointer<AVFrame>) -> Matrix {
    switch frame.pointee.colorspace {
    case AVCOL_SPC_BT709: return .bt709
    case AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M: return .bt601
    case AVCOL_SPC_SMPTE240M: return .smpte240m
    case AVCOL_SPC_FCC: return .fcc
    case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: return .bt2020
    default: return frame.pointee.height >= 720 ? .bt709 : .bt601
    }
  }

  /// Whether the frame's Y′CbCr is full range: tagged so, or a `yuvj` format.
  private static func isFullRange(_ frame: UnsafeMutablePointer<AVFrame>) -> Bool {
    if frame.pointee.color_range == AVCOL_RANGE_JPEG { return true }
    guard let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: frame.pointee.format)) else { return false }
    return String(cString: descriptor.pointee.name).hasPrefix("yuvj")
  }

  /// The reader's own conversion for 8-bit 4:2:0 with a BT.709 or BT.601 matrix, or nil:
  /// swscale converts the rest.
  private func ownConverter(for frame: UnsafeMutablePointer<AVFrame>) -> YCbCrToRGBA? {
    let format = AVPixelFormat(rawValue: frame.pointee.format)
    guard format == AV_PIX_FMT_YUV420P || format == AV_PIX_FMT_YUVJ420P else { return nil }
    switch (Self.matrix(of: frame), Self.isFullRange(frame)) {
    case (.bt709, false): return YCbCrToRGBA.bt709Limited
    case (.bt709, true): return YCbCrToRGBA.bt709Full
    case (.bt601, false): return YCbCrToRGBA.bt601Limited
    case (.bt601, true): return YCbCrToRGBA.bt601Full
    default: return nil
    }
  }

  /// Tells swscale the source's matrix and range (YUV sources only; RGB needs nothing).
  private func describeColorspace(of frame: UnsafeMutablePointer<AVFrame>, to scaler: OpaquePointer) {
    let sourceFormat = AVPixelFormat(rawValue: frame.pointee.format)
    guard let descriptor = av_pix_fmt_desc_get(sourceFormat),
      descriptor.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0,
      descriptor.pointee.nb_components >= 3
    else { return }
    let matrix: Int32
    switch Self.matrix(of: frame) {
    case .bt709: matrix = SWS_CS_ITU709
    case .bt601: matrix = SWS_CS_ITU601
    case .smpte240m: matrix = SWS_CS_SMPTE240M
    case .fcc: matrix = SWS_CS_FCC
    case .bt2020: matrix = SWS_CS_BT2020
    }
    let coefficients = sws_getCoefficients(matrix)
    sws_setColorspaceDetails(scaler, coefficients, Self.isFullRange(frame) ? 1 : 0, coefficients, 1, 0, 1 << 16, 1 << 16)
  }

  private func release() {
    slots = []
    av_packet_free(&packet)
    av_frame_free(&frame)
    avcodec_free_context(&codec)
    av_buffer_unref(&budget)  // after the decoder: frames it still held release it too
    avformat_close_input(&format)
  }

  /// Throws for a libav error code; a decoder that failed for lack of frame budget gets an
  /// error saying so.
  private func check(_ result: Int32, _ call: String) throws(MediaError) {
    guard result < 0 else { return }
    let refused = budget.map { cffmpeg_frame_budget_refused($0) } ?? 0
    guard refused == 0 else {
      throw .invalidInput(
        path: path,
        reason: "decoding \(width)×\(height) video frames needs more than the \(VideoReader.maximumDecoderBytes >> 20) MiB "
          + "of decoded frames Flipbook lets a decoder hold (a frame of \(refused) bytes did not fit; the stream keeps "
          + "many reference frames or very large samples)")
    }
    throw .ffmpeg(call: call, path: path, code: result)
  }

  /// Throws when a `width` × `height` frame is over ``maximumPixels``.
  private static func checkSize(width: Int, height: Int, path: String, what: String) throws(MediaError) {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard overflow || pixels > maximumPixels else { return }
    throw .invalidInput(
      path: path, reason: "video \(what) \(width)×\(height) pixels, more than the \(maximumPixels) (4096 × 4096) Flipbook decodes")
  }
}

/// An opened input file and its best video stream; the caller owns `format` afterwards
/// (close it with `avformat_close_input`).
struct InputFile {
  var format: UnsafeMutablePointer<AVFormatContext>
  var stream: UnsafeMutablePointer<AVStream>
  var streamIndex: Int32

  init(path: String) throws(MediaError) {
    var format: UnsafeMutablePointer<AVFormatContext>? = nil
    let status = avformat_open_input(&format, path, nil, nil)
    guard status >= 0, let opened = format else {
      throw .ffmpeg(call: "avformat_open_input", path: path, code: status)
    }
    let info = InputFile.findStreamInfo(opened)
    let index = info < 0 ? info : av_find_best_stream(opened, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
    guard index >= 0, let stream = opened.pointee.streams[Int(index)] else {
      avformat_close_input(&format)
      if info < 0 { throw .ffmpeg(call: "avformat_find_stream_info", path: path, code: info) }
      throw .invalidInput(path: path, reason: "no video stream")
    }
    let parameters = stream.pointee.codecpar.pointee
    guard parameters.width > 0, parameters.height > 0 else {
      avformat_close_input(&format)
      throw .invalidInput(path: path, reason: "no decodable video stream (size unknown)")
    }
    self.format = opened
    self.stream = stream
    self.streamIndex = index
  }

  /// `avformat_find_stream_info`, whose probing decoders refuse frames over the reader's
  /// pixel budget like the reader's own, so a stream declaring a huge size costs nothing here
  /// either.
  private static func findStreamInfo(_ format: UnsafeMutablePointer<AVFormatContext>) -> Int32 {
    var options = [OpaquePointer?](repeating: nil, count: Int(format.pointee.nb_streams))
    for k in options.indices { av_dict_set(&options[k], "max_pixels", "\(VideoReader.maximumPixels)", 0) }
    defer { for k in options.indices { av_dict_free(&options[k]) } }
    return options.withUnsafeMutableBufferPointer { avformat_find_stream_info(format, $0.baseAddress) }
  }
}

/// A swscale context and the RGBA frame it writes, for one conversion at a time.
private final class ConversionSlot {
  var scaler: OpaquePointer?
  var rgba: UnsafeMutablePointer<AVFrame>? = av_frame_alloc()

  deinit {
    sws_freeContext(scaler)
    av_frame_free(&rgba)
  }
}

/// One batch's conversions for the concurrent tasks: task k converts frame k with slot k and
/// writes result k only.
private struct ConversionBatch: @unchecked Sendable {
  let frames: [UnsafeMutablePointer<AVFrame>]
  let slots: [ConversionSlot]
  let results: UnsafeMutableBufferPointer<Result<Pixmap, MediaError>?>
  let reader: VideoReader

  func run(_ k: Int) {
    do throws(MediaError) {
      results[k] = .success(try reader.convert(frames[k], slot: slots[k]))
    } catch {
      results[k] = .failure(error)
    }
  }
}
