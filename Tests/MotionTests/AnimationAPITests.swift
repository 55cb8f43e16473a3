import Testing

@testable import Motion

/// The API → parameter table of docs/SEMANTICS.md §1.1.
@Suite struct AnimationAPITests {
  /// (response, ζ, blend) of a fluid spring, or nil for any other kind.
  private func fluid(_ animation: Animation) -> (Double, Double, Double)? {
    guard case .fluidSpring(let response, let fraction, let blend) = animation.kind else {
      return nil
    }
    return (response, fraction, blend)
  }

  private func expectFluid(
    _ animation: Animation, _ response: Double, _ fraction: Double, _ blend: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let (r, z, b) = fluid(animation) else {
      Issue.record("\(animation) is not a fluid spring", sourceLocation: sourceLocation)
      return
    }
    #expect(
      isClose(r, response, within: 1e-12) && isClose(z, fraction, within: 1e-12)
        && isClose(b, blend, within: 1e-12),
      "\(animation)", sourceLocation: sourceLocation)
  }

  @Test func springDefaultsToCriticalHalfSecond() {
    expectFluid(.spring(), 0.5, 1.0, 0)
    expectFluid(.spring, 0.5, 1.0, 0)
  }

  @Test func responseSpringDefaultsToZeta0825() {
    expectFluid(.spring(response: 0.5), 0.5, 0.825, 0)
    expectFluid(.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1), 0.3, 0.6, 0.1)
  }

  @Test func durationBounceSpringMapsBounceToZeta() {
    expectFluid(.spring(duration: 0.6, bounce: 0.2), 0.6, 0.8, 0)
    expectFluid(.spring(duration: 0.6, bounce: -0.5), 0.6, 2.0, 0)
  }

  @Test func presetSpringsMatchNotesTable() {
    expectFluid(.smooth, 0.5, 1.0, 0)
    expectFluid(.snappy, 0.5, 0.85, 0)
    expectFluid(.bouncy, 0.5, 0.70, 0)
    expectFluid(.smooth(duration: 1, extraBounce: 0.2), 1, 0.8, 0)
    expectFluid(.snappy(duration: 0.3, extraBounce: 0.05), 0.3, 0.8, 0)
    expectFluid(.bouncy(duration: 0.7, extraBounce: -0.1), 0.7, 0.8, 0)
  }

  @Test func interactiveSpringsMatchNotesTable() {
    expectFluid(.interactiveSpring(), 0.15, 0.85, 0.25)
    expectFluid(.interactiveSpring, 0.15, 0.85, 0.25)
    expectFluid(.interactiveSpring(response: 0.15), 0.15, 0.86, 0.25)
    expectFluid(.interactiveSpring(duration: 0.2, extraBounce: 0.1), 0.2, 0.75, 0.25)
  }

  @Test func defaultIsAppleDocumentedSpring() {
    // Apple's text: response 0.55, ζ 1, blend 0 (docs/SEMANTICS.md §1.1 conflict, resolved to
    // Apple).
    expectFluid(.default, 0.55, 1.0, 0)
  }

  @Test func springFromSpringStructKeepsItsParameters() {
    expectFluid(.spring(Spring(duration: 0.4, bounce: 0.25), blendDuration: 0.1), 0.4, 0.75, 0.1)
  }

  @Test func timingCurvesMatchNotesControlPoints() {
    #expect(
      Animation.easeInOut.kind == .bezier(BezierTimingCurve(0.42, 0, 0.58, 1), duration: 0.35))
    #expect(Animation.easeIn.kind == .bezier(BezierTimingCurve(0.42, 0, 1, 1), duration: 0.35))
    #expect(Animation.easeOut.kind == .bezier(BezierTimingCurve(0, 0, 0.58, 1), duration: 0.35))
    #expect(Animation.linear.kind == .bezier(BezierTimingCurve(0, 0, 1, 1), duration: 0.35))
    #expect(
      Animation.timingCurve(0.2, 0.8, 0.3, 1).kind
        == .bezier(BezierTimingCurve(0.2, 0.8, 0.3, 1), duration: 0.35))
    #expect(Animation.easeIn(duration: 2).kind == .bezier(.easeIn, duration: 2))
  }

  @Test func descriptionSpellsTheAnimation() {
    #expect(Animation.easeInOut.delay(0.1).description == "easeInOut(duration: 0.35).delay(0.1)")
    #expect(
      Animation.snappy.description
        == "spring(response: 0.5, dampingFraction: 0.85, blendDuration: 0.0)")
  }

  @Test func equalDescriptionsAreEqualAnimations() {
    #expect(Animation.spring(duration: 0.5, bounce: 0.15) == .snappy)
    #expect(Animation.easeIn != .easeOut)
    #expect(Animation.linear.delay(1) != .linear.delay(2))
  }
}
