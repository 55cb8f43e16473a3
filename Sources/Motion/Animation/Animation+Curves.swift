import Foundation

/// Timing-curve animations (docs/SEMANTICS.md §1.6). Every one of them lasts `duration` seconds
/// (default 0.35), combines with animations already running instead of merging (docs/SEMANTICS.md
/// §0) and reports logical completion when it ends.
extension Animation {
  /// Constant speed over 0.35 s.
  public static var linear: Animation { linear(duration: 0.35) }
  /// Constant speed over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(kind: .bezier(.linear, duration: duration))
  }

  /// Starts slowly, control points (0.42, 0) and (1, 1), over 0.35 s.
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  /// Starts slowly over `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(kind: .bezier(.easeIn, duration: duration))
  }

  /// Ends slowly, control points (0, 0) and (0.58, 1), over 0.35 s.
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  /// Ends slowly over `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(kind: .bezier(.easeOut, duration: duration))
  }

  /// Starts and ends slowly, control points (0.42, 0) and (0.58, 1), over 0.35 s.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  /// Starts and ends slowly over `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(kind: .bezier(.easeInOut, duration: duration))
  }

  /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (p1x, p1y) and
  /// (p2x, p2y), over `duration` seconds (default 0.35). The x coordinates are clamped to [0, 1].
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(kind: .bezier(BezierTimingCurve(p1x, p1y, p2x, p2y), duration: duration))
  }
}
