// Float → Int truncation without Swift's range checks, for the coverage sweep.
//
// What: `Int(value)` (toward zero) as one `cvttss2si`, through `CLibcExtras`.
// Why: Swift's conversion checks that the value is finite and fits, three compares and
// branches per call; the sweep converts once or twice per cell and per pixel (cell indices,
// row numbers, 8-bit coverage), and these were most of what -O still paid over -Ounchecked.
// Every value converted here is in range by construction: `EdgeList` clips edges to the
// pixmap and refuses non-finite points, so positions lie in 0…width × 0…height.
// Refuses: anything else. Debug builds assert the range; release builds trust it.

@_implementationOnly import CLibcExtras

/// `Int(value)` for a finite `value` with |value| < 2³¹ (asserted in debug builds only).
@inline(__always)
func truncatedInt(_ value: Float) -> Int {
  assert(value.isFinite && value > -2_147_483_648 && value < 2_147_483_648, "\(value) out of Int32 range")
  return Int(flipbook_truncate(value))
}

/// `UInt8(value)` for a `value` in 0 ..< 256 (asserted in debug builds only).
@inline(__always)
func truncatedByte(_ value: Float) -> UInt8 {
  assert(value >= 0 && value < 256, "\(value) out of UInt8 range")
  return UInt8(truncatingIfNeeded: flipbook_truncate(value))
}
