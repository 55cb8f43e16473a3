import Foundation
import Testing

@testable import Media
import Raster

/// MP4s Flipbook writes, probed and decoded by the ffmpeg tools instead of by Flipbook's own
/// VideoProbe and VideoReader, against what README.md promises: "H.264 High, yuv420p, crf 18
/// (preset medium, or veryfast with --draft), tagged BT.709 primaries and matrix with the sRGB
/// transfer (iec61966-2-1) and tv range, +faststart".
///
/// Why: a writer and a reader from the same hands can agree on a mistake (a swapped matrix, a
/// preset that is never passed on) that every other player then shows.
@Suite struct MP4ReferenceTests {
  static let width = 96, height = 64, fps = 24

  /// Two saturated colours whose BT.601 and BT.709 decodings of the same Y′CbCr lie 25–30
  /// levels apart (see `bt601MisreadingIsFarOutsideTheTolerance`), the test scenes' indigo
  /// and a grey.
  static let fieldColours: [SIMD3<Double>] = [[220, 40, 200], [40, 200, 80], [88, 86, 214], [128, 128, 128]]

  /// Four 48 × 32 fields, one per colour; every edge on a 2 × 2 chroma block boundary, so
  /// 4:2:0 itself loses nothing.
  static func fields() -> Pixmap {
    var pixmap = Pixmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let c = fieldColours[(y / 32) * 2 + x / 48]
        pixmap[x, y] = [UInt8(c.x), UInt8(c.y), UInt8(c.z), 255]
      }
    }
    return pixmap
  }

  /// Red rising left to right, green top to bottom, blue falling: smooth colour everywhere.
  static func gradient() -> Pixmap {
    var pixmap = Pixmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        pixmap[x, y] = [UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)), UInt8(255 - x * 255 / (width - 1)), 255]
      }
    }
    return pixmap
  }

  /// The clip: 4 video frames of fields, 4 of the gradient, 4 of a square moving 2 px a frame.
  static func source() -> [Pixmap] {
    Array(repeating: fields(), count: 4) + Array(repeating: gradient(), count: 4)
      + (0..<4).map { Scene.movingSquare(index: $0, width: width, height: height, origin: (8, 10), step: (2, 2)) }
  }

  static func write(_ frames: [Pixmap], to path: String, preset: VideoPreset) throws {
    let writer = try VideoWriter(path: path, width: width, height: height, fps: fps, preset: preset)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
  }

  /// The frames of `path` as ffmpeg decodes them to RGB: the matrix and range from the file's
  /// tags (by default ffmpeg's scale filter honours a bt709 tag, and takes an untagged stream
  /// as BT.601), with accurate rounding, chroma upsampled by nearest neighbour. Why nearest: the
  /// writer's chroma is the mean of each 2 × 2 block, and for content whose edges follow the
  /// blocks nearest neighbour is its exact inverse, so what is measured is the encoder, the
  /// matrix and the range; an interpolating upsampler would blur every block-aligned colour
  /// edge by design (33 dB on the fields with ffmpeg's bicubic).
  ///
  /// `inputOptions` as for `ExternalTool.decodeRaw` (a PNG sequence is read the same way).
  static func ffmpegFrames(_ path: String, inputOptions: [String] = []) throws -> [Pixmap] {
    let rgb = try ExternalTool.decodeRaw(
      path, pixelFormat: "rgb24", filter: "scale=flags=neighbor+accurate_rnd+full_chroma_int+bitexact,format=rgb24",
      inputOptions: inputOptions)
    let frameBytes = width * height * 3
    return stride(from: 0, to: rgb.count - frameBytes + 1, by: frameBytes).map { start in
      var rgba = [UInt8](repeating: 255, count: width * height * 4)
      for i in 0..<(width * height) {
        for c in 0..<3 { rgba[i * 4 + c] = rgb[start + i * 3 + c] }
      }
      return Pixmap(width: width, height: height, premultipliedRGBA: rgba)
    }
  }

  // MARK: Structure, from ffprobe and from the bytes

  @Test(arguments: VideoPreset.allCases)
  func ffprobeReportsWhatTheReadmePromises(preset: VideoPreset) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.write(Self.source(), to: path, preset: preset)
    let (stream, format) = try ExternalTool.ffprobe(path)
    let fields = ["codec_name", "profile", "pix_fmt", "color_range", "color_space", "color_primaries", "color_transfer",
                  "avg_frame_rate", "r_frame_rate", "nb_frames"]
    let reported = Dictionary(uniqueKeysWithValues: fields.map { ($0, stream[$0] as? String ?? "absent") })
    #expect(reported == [
      "codec_name": "h264", "profile": "High", "pix_fmt": "yuv420p",
      "color_range": "tv", "color_space": "bt709", "color_primaries": "bt709", "color_transfer": "iec61966-2-1",
      "avg_frame_rate": "24/1", "r_frame_rate": "24/1", "nb_frames": "12",
    ])
    #expect(stream["width"] as? Int == Self.width && stream["height"] as? Int == Self.height)
    // 12 frames at 24 fps last half a second; one stream, no audio.
    #expect(format["duration"] as? String == "0.500000")
    #expect(format["nb_streams"] as? Int == 1)
    #expect((format["format_name"] as? String)?.contains("mp4") == true)
  }

  /// The top-level ISO-BMFF boxes of `bytes` (ISO/IEC 14496-12 §4.2: 32-bit big-endian size
  /// including the 8-byte header, 4-character type; size 1 means a 64-bit size follows), or
  /// nil if they do not tile the file exactly.
  static func topLevelBoxes(_ bytes: [UInt8]) -> [String]? {
    var types: [String] = []
    var offset = 0
    while offset < bytes.count {
      guard offset + 8 <= bytes.count else { return nil }
      var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if size == 1 {
        guard offset + 16 <= bytes.count else { return nil }
        size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
      }
      guard size >= 8, offset + size <= bytes.count else { return nil }
      types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += size
    }
    return types
  }

  @Test func boxesTileTheFileWithMoovBeforeMdat() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.write(Self.source(), to: path, preset: .veryfast)
    let boxes = try #require(Self.topLevelBoxes(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
    #expect(boxes.first == "ftyp")
    let moov = try #require(boxes.firstIndex(of: "moov"), "boxes: \(boxes)")
    let mdat = try #require(boxes.firstIndex(of: "mdat"), "boxes: \(boxes)")
    #expect(moov < mdat, "+faststart puts moov before mdat; boxes: \(boxes)")
    #expect(boxes.filter { $0 == "moov" }.count == 1)
  }

  // MARK: Encoder settings, from x264's own record of them

  /// The `options:` of the "x264 - core …" text x264 stores in an unregistered-user-data SEI
  /// of the first access unit, as key → value (plain ASCII in the file, ending with a 0 byte).
  static func x264Options(_ path: String) throws -> [String: String] {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let marker = Array("x264 - core ".utf8)
    guard let start = (0...(bytes.count - marker.count)).first(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
    else { throw ExternalToolError(description: "no x264 SEI in \(path)") }
    let text = String(decoding: bytes[start...].prefix(while: { $0 != 0 }), as: UTF8.self)
    guard let options = text.range(of: " options: ") else {
      throw ExternalToolError(description: "x264 SEI without options: \(text)")
    }
    var result: [String: String] = [:]
    for pair in text[options.upperBound...].split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
    }
    return result
  }

  /// Each preset's settings as x264's documentation (`x264 --fullhelp`, "--preset") lists them,
  /// with `--tune animation` on top ("--bframes {+2} --deblock 1:1 --psy-rd 0.4:<unset>
  /// --aq-strength 0.6 --ref {Double if >1 else 1}"):
  ///
  /// - medium is x264's defaults: ref 3 (doubled to 6 by the tune), subme 7, trellis 1,
  ///   weightp 2, rc-lookahead 40, mixed-refs on, bframes 3 (+2);
  /// - veryfast: "--no-mixed-refs --rc-lookahead 10 --ref 1 --subme 2 --trellis 0 --weightp 1",
  ///   ref 1 staying 1 under the tune.
  ///
  /// Both: me hex (ultrafast and superfast use dia, slow and up umh or tesa), crf 18, and the
  /// fixed thread count of 2 (docs/RENDERING.md §4).
  static let presetOptions: [VideoPreset: [String: String]] = [
    .medium: ["ref": "6", "subme": "7", "trellis": "1", "weightp": "2", "rc_lookahead": "40", "mixed_ref": "1"],
    .veryfast: ["ref": "1", "subme": "2", "trellis": "0", "weightp": "1", "rc_lookahead": "10", "mixed_ref": "0"],
  ]
  static let sharedOptions = [
    "me": "hex", "bframes": "5", "deblock": "1:1:1", "psy_rd": "0.40:0.00", "aq": "1:0.60",
    "rc": "crf", "crf": "18.0", "threads": "2",
  ]

  @Test(arguments: VideoPreset.allCases)
  func x264RecordsThePresetsDocumentedSettings(preset: VideoPreset) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    try Self.write(Array(Self.source().prefix(2)), to: path, preset: preset)
    let options = try Self.x264Options(path)
    let expected = Self.presetOptions[preset]!.merging(Self.sharedOptions) { a, _ in a }
    let recorded = Dictionary(uniqueKeysWithValues: expected.keys.map { ($0, options[$0] ?? "absent") })
    #expect(recorded == expected)
  }

  // MARK: Pixels, decoded by ffmpeg

  @Test(arguments: VideoPreset.allCases)
  func ffmpegDecodeMatchesThePNGsOfTheSameFramesAbove40dB(preset: VideoPreset) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/clip.mp4"
    let frames = Self.source()
    try Self.write(frames, to: path, preset: preset)
    // The same frames as Flipbook's PNGs, read back by ffmpeg too: the whole comparison
    // happens outside Flipbook's decoders.
    for (index, frame) in frames.enumerated() {
      try PNGCodec.write(frame, to: scratch.path + String(format: "/frame_%02d.png", index))
    }
    let source = try Self.ffmpegFrames(scratch.path + "/frame_%02d.png", inputOptions: ["-f", "image2", "-start_number", "0"])
    #expect(source == frames)
    let decoded = try Self.ffmpegFrames(path)
    #expect(decoded.count == source.count)
    // Why 40 dB: the fields and the square have every edge on a chroma block boundary, so
    // only 8-bit Y′CbCr rounding and crf 18 quantisation remain (±1 level on every channel of
    // every pixel would be 48 dB; they measure 50–54). The gradient's chroma changes every
    // pixel, so 4:2:0 itself caps it: its ideal 4:2:0 round trip (`ideal420RoundTrip`) is
    // 43 dB from the source, and it measures about 41.5. A writer converting with the BT.601 matrix
    // instead measured 27 dB on the fields frames.
    for (index, (frame, original)) in zip(decoded, source).enumerated() {
      let value = psnr(frame, original)
      #expect(value >= 40, "video frame \(index): \(value) dB")
    }
  }

  /// How far a flat field may decode from the BT.709 value of its Y′CbCr: crf 18 may move each
  /// of Y′, Cb, Cr by one code value (up to 3.3 levels in B′), and ffmpeg rounds once more.
  static let fieldTolerance = 4.0

  @Test func bt601MisreadingIsFarOutsideTheTolerance() {
    // The premise of the next test: for each saturated field colour, decoding its BT.709
    // Y′CbCr with BT.601's Kr 0.299, Kb 0.114 lands at least 3× the tolerance away.
    for colour in Self.fieldColours.prefix(2) {
      let (y, cb, cr) = referenceYCbCr(colour, .bt709)
      let as709 = referenceRGB(y: y, cb: cb, cr: cr, .bt709)
      let as601 = referenceRGB(y: y, cb: cb, cr: cr, .bt601)
      let apart = largestChannelDifference(as709, as601)
      #expect(apart >= 3 * Self.fieldTolerance, "\(colour): 601 and 709 only \(apart) apart")
    }
  }

  @Test(arguments: VideoPreset.allCases)
  func saturatedFieldsDecodeToTheirBT709Values(preset: VideoPreset) throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/fields.mp4"
    try Self.write(Array(repeating: Self.fields(), count: 3), to: path, preset: preset)
    let decoded = try Self.ffmpegFrames(path)
    #expect(decoded.count == 3)
    for frame in decoded {
      for (index, colour) in Self.fieldColours.enumerated() {
        let (y, cb, cr) = referenceYCbCr(colour, .bt709)
        let expected = referenceRGB(y: y, cb: cb, cr: cr, .bt709)
        // The field's centre, far from every edge.
        let p = frame[(index % 2) * 48 + 24, (index / 2) * 32 + 16]
        let got = SIMD3<Double>(Double(p.x), Double(p.y), Double(p.z))
        let off = largestChannelDifference(got, expected)
        #expect(off <= Self.fieldTolerance, "\(colour) decoded as \(got), BT.709 says \(expected)")
      }
    }
  }
}

