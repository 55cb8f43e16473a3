import Foundation
import Testing
import Geometry
import Drawing
@testable import Raster

/// A fill drawn again is replayed from the spans recorded the time before: the pixels must be
/// those of drawing it afresh, for any paint, and a cache entry must never stand in for
/// another path.
@Suite struct CoverageCacheTests {
  /// A curved, self-overlapping path with a hole (even-odd and non-zero differ), at a
  /// fractional position.
  static let path: Path = {
    var p = Path(ellipseIn: CGRect(x: 3.3, y: 2.7, width: 40.2, height: 30.9))
    p.addRoundedRect(in: CGRect(x: 20.1, y: 10.6, width: 30.4, height: 25.2), cornerSize: CGSize(width: 7, height: 7))
    p.addEllipse(in: CGRect(x: 12.5, y: 9.25, width: 8.5, height: 8.5))
    return p
  }()

  static let paints: [(String, Paint)] = [
    ("solid", Paint(color: RGBAColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8))),
    ("gradient", .linearGradient(ResolvedGradient(colors: [.white, .black]), startPoint: .zero, endPoint: CGPoint(x: 60, y: 40))),
  ]

  /// Draws `path` with `paint` over a grey pixmap with `rasterizer`.
  static func draw(_ rasterizer: Rasterizer, _ paint: Paint, rule: FillRule, transform: Transform = .identity) -> Pixmap {
    var pixmap = Pixmap(width: 64, height: 48)
    pixmap.fill(color: RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
    rasterizer.fill(Self.path, rule: rule, paint: paint, transform: transform, into: &pixmap)
    return pixmap
  }

  /// Equal pixels (compared without printing them on failure).
  static func same(_ a: Pixmap, _ b: Pixmap) -> Bool { a == b }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func drawingAgainGivesTheSamePixelsForEveryPaint(_ rule: FillRule) {
    let cached = Rasterizer()
    // First sighting draws, the second records, the rest replay: every one must equal a
    // fresh rasterizer's first drawing, also when the paint changes between them.
    for round in 0..<4 {
      for (name, paint) in Self.paints {
        let fresh = Self.draw(Rasterizer(), paint, rule: rule)
        let again = Self.draw(cached, paint, rule: rule)
        #expect(Self.same(again, fresh), "\(name), drawing \(round + 1)")
        #expect(!fresh.isBlank)
      }
    }
  }

  @Test func aMovedOrScaledPathIsNotReplayed() {
    let cached = Rasterizer()
    let paint = Self.paints[0].1
    for _ in 0..<3 { _ = Self.draw(cached, paint, rule: .nonZero) }
    for transform in [Transform(translationX: 0.25, y: 0), Transform(scaleX: 1.01, y: 1)] {
      let fresh = Self.draw(Rasterizer(), paint, rule: .nonZero, transform: transform)
      for _ in 0..<3 {
        #expect(Self.same(Self.draw(cached, paint, rule: .nonZero, transform: transform), fresh))
      }
    }
    // The rule is part of the key: even-odd after non-zero's recording.
    #expect(Self.same(Self.draw(cached, paint, rule: .evenOdd), Self.draw(Rasterizer(), paint, rule: .evenOdd)))
  }

  @Test func aSharedHashWithAnotherPathDrawsInsteadOfReplaying() {
    let cache = CoverageCache()
    let key = CoverageCache.Key(path: Self.path, rule: .nonZero, transform: .identity, width: 64, height: 48)
    var other = key
    other.path = Path(CGRect(x: 1, y: 1, width: 5, height: 5))
    var recording = CoverageRecording()
    recording.blitRun(x: 1, y: 1, count: 5, coverage: 255)
    cache.store(recording, for: key, hash: 42)
    guard case .replay = cache.decide(key, hash: 42) else {
      Issue.record("the stored key was not replayed")
      return
    }
    guard case .draw = cache.decide(other, hash: 42) else {
      Issue.record("another path with the same hash was not drawn afresh")
      return
    }
  }

  @Test func aRecordingReplaysItsSpansInOrder() {
    var recording = CoverageRecording()
    let mask: [UInt8] = [10, 200, 30]
    recording.blitRun(x: 2, y: 1, count: 4, coverage: 255)
    mask.withUnsafeBufferPointer { recording.blitMask(x: 7, y: 1, coverage: $0.baseAddress!, count: 3) }
    recording.blitRun(x: 0, y: 2, count: 1, coverage: 0)
    struct Log: SpanBlitter {
      var lines: [String] = []
      mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) { lines.append("run \(x) \(y) \(count) \(coverage)") }
      mutating func blitMask(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        lines.append("mask \(x) \(y) " + (0..<count).map { "\(coverage[$0])" }.joined(separator: ","))
      }
    }
    var log = Log()
    recording.replay(into: &log)
    #expect(log.lines == ["run 2 1 4 255", "mask 7 1 10,200,30", "run 0 2 1 0"])
  }
}
