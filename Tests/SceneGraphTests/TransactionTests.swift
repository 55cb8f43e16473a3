import Drawing
import Flipbook
import Testing

/// `.animation(_:value:)`, `.transaction`, completions and `Animatable` views (docs/SEMANTICS.md
/// §2).
@Suite struct TransactionTests {
  /// A plain state change (no `withAnimation`) is animated by `.animation(_:value:)` when the
  /// value changed: linear 1 s, a quarter in → opacity 0.25.
  @Test func valueAnimationAnimatesAPlainChange() {
    let r = flipping(at: 0.5, animation: nil) { on in
      Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0).animation(.linear(duration: 1), value: on)
    }
    #expect(abs(r.displayList(at: 0.75).alpha(of: .black) - 0.25) < 1e-4)
  }

  /// `.animation(nil, value:)` removes `withAnimation`'s animation from its subtree.
  @Test func nilValueAnimationMakesTheChangeImmediate() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0).animation(nil, value: on)
    }
    #expect(r.displayList(at: 0.6).alpha(of: .black) == 1)
  }

  /// When its value did not change, `.animation(_:value:)` passes the transaction through.
  @Test func unchangedValueLeavesTheTransactionAlone() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0).animation(nil, value: 42)
    }
    #expect(abs(r.displayList(at: 1.0).alpha(of: .black) - 0.5) < 1e-4)
  }

  @Test func transactionModifierCanDisableAnimation() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0).transaction { $0.animation = nil }
    }
    #expect(r.displayList(at: 0.6).alpha(of: .black) == 1)
  }

  /// A linear 1-s animation completes logically at t₀ + 1: its completion runs in the first
  /// evaluation at or after that time, once.
  @Test func completionRunsWhenTheAnimationLogicallyCompletes() {
    let log = Log()
    let remote = Remote<Bool>()
    let script = Script().wait(0.5).perform {
      withAnimation(.linear(duration: 1)) { remote.binding?.wrappedValue = true } completion: { log.append("done") }
    }
    let r = SceneRuntime(
      Driven(false, remote) { on in Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0) },
      canvasSize: CGSize(width: 100, height: 100), script: script)
    r.advance(to: 1.49)
    #expect(log.entries.isEmpty)
    r.advance(to: 1.5)
    r.advance(to: 2.0)
    #expect(log.entries == ["done"])
  }

  /// `.removed` waits for a spring's settle thresholds, after its logical end (0.5 s for
  /// `.smooth`; an opacity change of 1 settles at 0.825 s, docs/SEMANTICS.md §1.4 table).
  @Test func removedCompletionWaitsForTheSpringToSettle() {
    let log = Log()
    let remote = Remote<Bool>()
    let script = Script().perform {
      withAnimation(.smooth, completionCriteria: .removed) { remote.binding?.wrappedValue = true } completion: {
        log.append("removed")
      }
    }
    let r = SceneRuntime(
      Driven(false, remote) { on in Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0) },
      canvasSize: CGSize(width: 100, height: 100), script: script)
    for k in 0...120 {
      r.advance(to: Double(k) / 120)
      if Double(k) / 120 < 0.8 { #expect(log.entries.isEmpty, "fired early at \(Double(k) / 120)") }
    }
    #expect(log.entries == ["removed"])
  }

  /// A change that starts no animation completes at once.
  @Test func completionWithoutAnimationRunsImmediately() {
    let log = Log()
    let script = Script().wait(0.2).perform {
      withAnimation(.default) {} completion: { log.append("now") }
    }
    let r = SceneRuntime(Color.white, canvasSize: CGSize(width: 10, height: 10), script: script)
    r.advance(to: 0.2)
    #expect(log.entries == ["now"])
  }

  /// A view that is `Animatable` runs its body with eased data: a bar whose width is its
  /// animatable data, linear 100 → 200 over 1 s, is 150 wide halfway.
  @Test func animatableViewBodyRunsWithEasedData() {
    struct Bar: View, Animatable {
      var width: Double
      var animatableData: Double {
        get { width }
        set { width = newValue }
      }
      var body: some View { Color.black.frame(width: width, height: 10) }
    }
    let r = flipping(at: 0.5, animation: .linear(duration: 1), canvas: CGSize(width: 300, height: 100)) { on in
      Bar(width: on ? 200 : 100)
    }
    r.advance(to: 1.0)
    #expect(abs((r.frames("Color").first?.width ?? 0) - 150) < 1e-4)
  }

  /// `repeatForever(autoreverses: true)` plays forward, then back. Per SwiftUI (docs/SEMANTICS.md
  /// §1.7) a new cycle starts at the first frame after the previous one ends: sampled at 60 Hz the
  /// first cycle ends at 1 s and the reverse starts at 1 + 1/60 s, so at 1.5 s the opacity is
  /// 1 − (1.5 − 1.0167) = 0.5167.
  @Test func repeatForeverAutoreverses() {
    let r = flipping(at: 0, animation: .linear(duration: 1).repeatForever(autoreverses: true)) { on in
      Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0)
    }
    var alpha = 0.0
    for k in 0...90 { alpha = r.displayList(at: Double(k) / 60).alpha(of: .black) }
    #expect(abs(alpha - (1 - (1.5 - (1 + 1.0 / 60)))) < 1e-3)
  }
}
