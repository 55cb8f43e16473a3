// The encoder settings of each `VideoCodec`, in one place, so `VideoWriter` has no per-codec
// branches of its own: which libavcodec encoders to try, the pixel format, the container, the
// stream tag, the colour tags and the encoder's private options.
//
// Why these values (the shared ones are explained in VideoWriter.swift's header):
// - HEVC (libx265): crf 18 and the x264 preset names, which x265 shares; `tune animation` as
//   for H.264. Tagged `hvc1` (parameter sets in the sample description), the only HEVC tag
//   QuickTime and Safari play; libavformat's default, `hev1`, they refuse. x265 runs with a
//   fixed pool of 2 worker threads and one frame thread, so the bytes do not depend on the
//   machine's core count, and without its version-and-options SEI (`info=0`), which records
//   the CPU's feature bits (`cpuid=…`) and so would differ from machine to machine. x265
//   means its assembly to match its C code bit for bit, so the rest of the stream should not
//   depend on the CPU either (checked on one machine only). Its own log (printed straight to standard error, not through av_log) is limited to
//   errors.
// - ProRes 4444 (prores_ks): profile 4444, yuva444p10le with straight alpha (converted by
//   `BT709AlphaConverter`), in QuickTime MOV, the container ProRes is defined for. Its transfer
//   tag is bt709, not sRGB: a ProRes frame header can only say bt709 (or HDR curves), and a
//   file whose container and frames disagree is worse than either; compositing apps read
//   "Rec. 709" ProRes as display-referred video, which these sRGB-encoded pixels are.
//   4:4:4 has no chroma subsampling, so any size, odd included, is accepted.

@_implementationOnly import CFFmpeg

/// What `VideoWriter` encodes: the codec, with the pixel format and container that go with it.
public enum VideoCodec: String, Sendable, CaseIterable {
  /// H.264 (libx264), yuv420p, in MP4; when libx264 is missing, VP9 or MPEG-4 part 2 instead.
  case h264
  /// HEVC (libx265), yuv420p, tagged `hvc1`, in MP4. No fallback: without libx265 the writer
  /// throws.
  case hevc
  /// Apple ProRes 4444 (prores_ks) with straight alpha, yuva444p10le, in QuickTime MOV.
  case prores4444

  /// What a user calls it: `H.264`, `HEVC`, `ProRes 4444`.
  public var displayName: String {
    switch self {
    case .h264: "H.264"
    case .hevc: "HEVC"
    case .prores4444: "ProRes 4444"
    }
  }
}

/// The settings `VideoWriter` opens its encoder and muxer with, for one codec.
struct VideoEncoding {
  let codec: VideoCodec
  /// libavcodec encoder names, tried in order; the first is the intended one.
  let encoders: [String]
  /// The pixel format the encoder takes (and `VideoWriter` fills).
  let pixelFormat: AVPixelFormat
  /// The libavformat muxer: `mp4` or `mov`.
  let container: String
  /// The stream's sample-entry tag, when the muxer's default is not the one players want.
  let codecTag: UInt32?
  /// The transfer characteristic tagged on the stream and its frames.
  let colorTransfer: AVColorTransferCharacteristic
  /// Whether width and height must be even (4:2:0 chroma covers 2×2 pixels).
  let needsEvenSize: Bool

  /// Whether frames keep alpha (a fourth plane), with the colour un-premultiplied.
  var hasAlpha: Bool { pixelFormat == AV_PIX_FMT_YUVA444P10LE }

  init(_ codec: VideoCodec) {
    self.codec = codec
    switch codec {
    case .h264:
      encoders = VideoWriter.encoderPreference
      pixelFormat = AV_PIX_FMT_YUV420P
      container = "mp4"
      codecTag = nil
      colorTransfer = AVCOL_TRC_IEC61966_2_1
      needsEvenSize = true
    case .hevc:
      encoders = ["libx265"]
      pixelFormat = AV_PIX_FMT_YUV420P
      container = "mp4"
      codecTag = fourCC("hvc1")
      colorTransfer = AVCOL_TRC_IEC61966_2_1
      needsEvenSize = true
    case .prores4444:
      encoders = ["prores_ks"]
      pixelFormat = AV_PIX_FMT_YUVA444P10LE
      container = "mov"
      codecTag = nil
      colorTransfer = AVCOL_TRC_BT709
      needsEvenSize = false
    }
  }

  /// The encoder's private options (`av_opt` names) for `encoder`, one of ``encoders``.
  func options(encoder: String, preset: VideoPreset) -> [(String, String)] {
    switch encoder {
    case "libx264":
      return [("preset", preset.rawValue), ("crf", "18"), ("tune", "animation")]
    case "libx265":
      return [
        ("preset", preset.rawValue), ("crf", "18"), ("tune", "animation"),
        ("x265-params", "pools=2:frame-threads=1:info=0:log-level=error"),
      ]
    case "libvpx-vp9":
      // VP9 quantizers run 0–63; 24 is about as transparent as x264 crf 18 on flat art.
      return [("crf", "24"), ("b", "0"), ("deadline", "good"), ("cpu-used", preset == .medium ? "2" : "5")]
    case "prores_ks":
      // `quant_mat auto` and the default bits per macroblock: Apple's 4444 quality. The alpha
      // plane is coded losslessly at 16 bits (`alpha_bits`), so 10-bit alpha survives exactly.
      return [("profile", "4444"), ("vendor", "apl0"), ("alpha_bits", "16")]
    default:
      return []
    }
  }

  /// Why `encoder` stands in for the intended one, or `nil` when it is the intended one.
  func fallbackWarning(encoder: String) -> String? {
    guard encoder != encoders[0] else { return nil }
    switch encoder {
    case "libvpx-vp9":
      return "libx264 is not available; wrote VP9 in MP4 instead (plays in Chrome, Firefox and Edge, not in every QuickTime)"
    default:
      return "libx264 and libvpx-vp9 are not available; wrote MPEG-4 part 2 (\(encoder)) instead (plays in QuickTime and VLC, not in browsers)"
    }
  }

  /// What to say when none of `tried` is in this libavcodec.
  func missingEncoderReason(tried: [String]) -> String {
    switch codec {
    case .h264:
      return "no video encoder: libavcodec has none of \(tried.joined(separator: ", "))"
    case .hevc, .prores4444:
      return "cannot write \(codec.displayName): this libavcodec has no \(tried.joined(separator: " or ")) encoder"
        + (codec == .hevc ? " (its FFmpeg was built without --enable-libx265)" : "")
    }
  }
}

/// A four-character code as libavformat stores tags: the first character in the low byte.
private func fourCC(_ text: String) -> UInt32 {
  text.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
}
