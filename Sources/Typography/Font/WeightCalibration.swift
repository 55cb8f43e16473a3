// How strongly to embolden a lighter file so it reads as a weight between two files.
//
// What: for a weight a fraction t of the way from a family's lighter file to its heavier
// one, finds the emboldening of the lighter file whose ink over a sample (a…z, A…Z, 0…9)
// is the lighter file's ink plus t times the difference to the heavier file's ink. The
// direction is fixed by the files: x and y amounts keep the ratio of the measured stem ('l')
// and bar ('-') differences; only one factor is searched, by bisection over whole steps of
// two font units on the larger axis (even amounts keep FreeType's halving exact), ending on
// the step whose ink is nearest the target. A weight strictly between the files always gets
// at least one step, so it is strictly darker than the lighter file.
// Why ink, not stems: emboldening thickens every stroke (hairlines, serifs, bowls) by the
// same amount, while a designer's Bold thickens mostly the stems. Giving DejaVu Serif Book
// two thirds of the Book→Bold stem difference made its semibold darker than Bold itself.
// Total ink is what reads as weight, and a family drawn at every weight spaces its ink
// evenly in the CSS weight: each of Inter's files lies within 1 % of the midpoint of its
// neighbours (SyntheticWeightTests), so linear interpolation is the family's own rule.
// Quicksand's four files are not evenly spaced (Regular sits far below the Light–Medium
// midpoint); the calibration interpolates between the two files it lies between and takes
// the family's spacing as it is.
// Why total ink, not ink per advance (the darkness of a set line): density also counts
// spacing. DejaVu Serif's Bold is set 9 % wider than its Book over the sample; matching
// density would make the semibold about 1.5 % lighter in ink, a change that comes from
// letter spacing, not strokes.
// Refuses: per-glyph or per-stroke calibration (one amount per face, as FreeType applies
// it), and extrapolation beyond the family's lightest and heaviest files.

import Foundation

extension FontFace {
  /// The sample whose ink sets a synthesised weight: every basic Latin letter and digit.
  package static let weightSample = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

  /// The emboldening that puts this face's ink a fraction `t` of the way to `heavier`'s,
  /// over ``weightSample`` (see the file's design note). Both faces should be uprights of
  /// one family, this one the lighter, neither synthesised.
  ///
  /// - Parameter t: where the wanted weight lies between the two files, in (0, 1).
  /// - Returns: even amounts in this face's font units; ``FaceSynthesis/none`` when the
  ///   heavier file is not thicker in stems or bars, or not darker.
  package func emboldening(towards heavier: FontFace, fraction t: Double) -> FaceSynthesis {
    precondition(t > 0 && t < 1, "fraction \(t) must lie strictly between 0 and 1")
    let sample = Self.weightSample
    let lightInk = inkArea(of: sample), heavyInk = heavier.inkArea(of: sample)
    guard heavyInk > lightInk else { return .none }
    let target = lightInk + t * (heavyInk - lightInk)

    // Direction: the stem and bar differences, in this face's units.
    let unitScale = Double(unitsPerEm) / Double(heavier.unitsPerEm)
    func difference(_ measure: (FontFace) -> Double?) -> Double {
      guard let light = measure(self), let heavy = measure(heavier) else { return 0 }
      return max(heavy * unitScale - light, 0)
    }
    let dx = difference { $0.stemWidth(of: "l") }
    let dy = difference { $0.inkHeight(of: "-") }
    let major = max(dx, dy)
    guard major > 0 else { return .none }
    // Step n: 2n font units on the larger axis, the other in proportion, rounded to even.
    func amounts(_ n: Int) -> FaceSynthesis {
      func even(_ value: Double) -> Int { 2 * Int((value / 2).rounded()) }
      return FaceSynthesis(emboldenX: even(Double(2 * n) * dx / major), emboldenY: even(Double(2 * n) * dy / major))
    }
    var probes: [Int: Double] = [0: lightInk]
    func ink(_ n: Int) -> Double {
      if let known = probes[n] { return known }
      let measured = inkArea(of: sample, synthesis: amounts(n))
      probes[n] = measured
      return measured
    }

    // Bracket the target: start from the whole stem difference; should even that be too
    // light, double it, up to about eight times.
    let firstGuess = max(Int((major / 2).rounded(.up)), 1)
    var high = firstGuess
    while ink(high) < target && high < 8 * firstGuess { high *= 2 }
    // Invariant: ink(low) < target ≤ ink(high), or high is the widest step tried.
    var low = 0
    while high - low > 1 {
      let middle = (low + high) / 2
      if ink(middle) < target { low = middle } else { high = middle }
    }
    let n = low >= 1 && target - ink(low) < ink(high) - target ? low : high
    return amounts(n)
  }
}
