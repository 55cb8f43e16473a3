/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// 2014): a tiny, well-known generator whose output depends on nothing but its seed, so every
/// seeded test sees the same values on every machine and every run.
///
/// It is a `RandomNumberGenerator`, so `Int.random(in:using:)` and friends take it too.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state; the next value is a function of it alone.
  public private(set) var state: UInt64

  /// A generator whose stream is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next value: the state advanced by the golden-ratio increment, then mixed.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// One element of `items` (which must not be empty), chosen by the next value modulo the
  /// count: the small bias that leaves does not matter for picking test cases.
  public mutating func pick<C: Collection>(_ items: C) -> C.Element {
    precondition(!items.isEmpty, "pick from an empty collection")
    return items[items.index(items.startIndex, offsetBy: Int(next() % UInt64(items.count)))]
  }

  /// A value in `0..<bound` (`bound` > 0), by the next value modulo `bound`.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "below(\(bound))")
    return Int(next() % UInt64(bound))
  }

  /// True once in `n` times on average.
  public mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

  /// `count` bytes.
  public mutating func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
  }
}
