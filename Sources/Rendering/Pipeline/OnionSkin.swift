import Dispatch
import Foundation
import Inspect
import Raster

/// A flight in one still: pictures of one scene at several times drawn as fading ghosts over
/// a single background, the oldest faintest and the last one solid (`render sheet --onion`).
///
/// Why not stack the frames: composited whole, each opaque frame hides the one under it, and
/// an average of them leaves a moving element at 1/N opacity everywhere, the last one too.
/// So each frame contributes only where it differs from the background, and with its own
/// opacity:
///
/// 1. **The background** (the plate) is, pixel by pixel, the value most of the frames agree
///    on: what stays put while an element moves over it. A tie (two frames, or a pixel that
///    changes in every frame, as under a fading dimming) goes to the value nearest the last
///    frame's backdrop (the median colour of its border): the moment drawn solid.
/// 2. **The ghosts**: starting from the plate, the frames are laid on in time order, frame k
///    of n with opacity `0.15 + 0.85 · k / (n − 1)` (the last one at 1), each pixel weighted
///    by how far the frame is there from the plate and from its own backdrop (the median
///    colour of its border): fully from ``threshold`` grey levels (the largest channel
///    difference) on, proportionally below, so anti-aliased edges and faint shadows fade in
///    instead of cutting out, and unchanged pixels leave the picture alone.
///
/// A moving disc thus shows once per frame at its position, darker the later, over one clean
/// background; where a later frame covers an earlier ghost, the later one is on top. An
/// element that stays where it was for most frames is part of the plate, and the frames that
/// differ show over it as ghosts. The backdrop test keeps a change of the whole backdrop (the
/// hero's dimming fading out) from laying each frame's backdrop over the earlier ghosts: the
/// elements of a dimmed frame show, dimmed, over the one plate.
public enum OnionSkin {
  /// The opacity of the first (oldest) ghost.
  public static let firstOpacity = 0.15
  /// The largest-channel difference from the plate, in grey levels, from which a pixel of a
  /// frame is drawn with its frame's whole opacity.
  public static let threshold = 24.0

  /// The opacity of ghost `index` of `count`: from ``firstOpacity`` for the first to 1 for the
  /// last (1 for a single frame).
  public static func opacity(ofFrame index: Int, of count: Int) -> Double {
    count <= 1 ? 1 : firstOpacity + (1 - firstOpacity) * Double(index) / Double(count - 1)
  }

  /// The onion skin of `frames` (all one size, oldest first).
  public static func composite(_ frames: [Pixmap]) -> Pixmap {
    guard let first = frames.first else { return Pixmap(width: 1, height: 1) }
    precondition(frames.allSatisfy { $0.width == first.width && $0.height == first.height }, "an onion skin's frames are all one size")
    let (width, height, count) = (first.width, first.height, frames.count)
    let borders = frames.map { SIMD4<Double>(Segmenter.borderColor(of: $0)) }
    // Ties go to the last frame's backdrop: the one frame drawn solid.
    let border = Segmenter.borderColor(of: frames[count - 1])
    let opacities = (0..<count).map { opacity(ofFrame: $0, of: count) }
    var out = [UInt8](repeating: 0, count: width * height * 4)
    let sources = frames.map(\.data)
    out.withUnsafeMutableBufferPointer { buffer in
      let shared = UnsafeSendable(buffer)
      DispatchQueue.concurrentPerform(iterations: height) { y in
        var values = [UInt32](repeating: 0, count: count)
        for x in 0..<width {
          let i = (y * width + x) * 4
          for k in 0..<count {
            let p = sources[k]
            values[k] = UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
          }
          let plate = Self.unpack(Self.plate(&values, near: border))
          var pixel = plate
          for k in 0..<count {
            let p = sources[k]
            let frame = SIMD4<Double>(Double(p[i]), Double(p[i + 1]), Double(p[i + 2]), Double(p[i + 3]))
            let step = frame - plate
            let difference = max(abs(step[0]), abs(step[1]), abs(step[2]), abs(step[3]))
            let own = frame - borders[k]
            let fromBackdrop = max(abs(own[0]), abs(own[1]), abs(own[2]), abs(own[3]))
            let weight = opacities[k] * min(1, difference / threshold) * min(1, fromBackdrop / threshold)
            if weight > 0 { pixel += weight * (frame - pixel) }
          }
          // Premultiplied stays premultiplied: each step mixes two premultiplied pixels.
          for c in 0..<4 { shared.value[i + c] = UInt8(min(255, max(0, pixel[c].rounded()))) }
        }
      }
    }
    return Pixmap(width: width, height: height, premultipliedRGBA: out)
  }

  /// The most frequent of `values` (packed RGBA; sorted in place); a tie goes to the one
  /// nearest `border`.
  private static func plate(_ values: inout [UInt32], near border: SIMD4<UInt8>) -> UInt32 {
    values.sort()
    var best = values[0], bestRun = 0, bestDistance = Int.max
    var start = 0
    while start < values.count {
      var end = start + 1
      while end < values.count && values[end] == values[start] { end += 1 }
      let run = end - start
      if run >= bestRun {
        let distance = Self.distance(values[start], border)
        if run > bestRun || distance < bestDistance { (best, bestRun, bestDistance) = (values[start], run, distance) }
      }
      start = end
    }
    return best
  }

  /// Packed RGBA as four numbers.
  private static func unpack(_ value: UInt32) -> SIMD4<Double> {
    SIMD4(Double(value >> 24), Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
  }

  /// The largest channel difference between packed RGBA `value` and `color`.
  private static func distance(_ value: UInt32, _ color: SIMD4<UInt8>) -> Int {
    (0..<4).map { abs(Int(value >> UInt32(24 - 8 * $0) & 0xFF) - Int(color[$0])) }.max() ?? 0
  }
}
