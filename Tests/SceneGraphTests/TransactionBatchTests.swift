import Drawing
import Flipbook
import Testing

/// Two `withAnimation` calls in one event make two transactions, and each state change keeps
/// the one it was made in (docs/SEMANTICS.md §2): SwiftUI runs each transaction's changes in
/// an update of its own. Measured from the pixels of two 100-pt bars growing from nothing.
@Suite struct TransactionBatchTests {
  final class Handles: @unchecked Sendable {
    var a: Binding<Bool>?
    var b: Binding<Bool>?
    let log = Log()
  }

  /// Bar A (red) on top of bar B (blue), each 20 pt tall and 0 or 100 pt wide from the left
  /// edge of a 100 × 40 canvas.
  struct Bars: View {
    @State var a = false
    @State var b = false
    let handles: Handles

    var body: some View {
      handles.a = $a
      handles.b = $b
      return VStack(spacing: 0) {
        Paints.a.frame(width: a ? 100 : 0, height: 20).frame(width: 100, alignment: .leading)
        Paints.b.frame(width: b ? 100 : 0, height: 20).frame(width: 100, alignment: .leading)
      }
    }
  }

  /// At 0.5 s one event grows A under a linear 1-s animation (with a completion) and B under a
  /// linear 4-s one.
  static func scene(_ handles: Handles) -> SceneRuntime {
    let script = Script().wait(0.5).perform {
      withAnimation(.linear(duration: 1)) {
        handles.a?.wrappedValue = true
      } completion: {
        handles.log.append("a done")
      }
      withAnimation(.linear(duration: 4)) { handles.b?.wrappedValue = true }
    }
    return SceneRuntime(Bars(handles: handles), canvasSize: CGSize(width: 100, height: 40), script: script)
  }

  /// Half a second in, A is half grown (50 pt: ½ of its 1-s animation) and B an eighth
  /// (12.5 pt, covering 13 pixel columns); sharing the last transaction, A would be at 12.5.
  @Test func eachChangeKeepsItsOwnAnimation() {
    let r = Self.scene(Handles())
    let pixels = r.pixels(at: 1.0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(pixels.box(of: Paints.bRGB) == CGRect(x: 0, y: 20, width: 13, height: 20))
    #expect(close(pixels.alpha(12, 30), 0.5, 1 / 255))
  }

  /// The first transaction's `.logicallyComplete` completion runs when its own 1-s animation
  /// has completed (by 1.6 s), not at once and not when the 4-s one does (4.5 s).
  @Test func eachTransactionKeepsItsOwnCompletion() {
    let handles = Handles()
    let r = Self.scene(handles)
    r.advance(to: 0.5)
    r.advance(to: 1.49)
    #expect(handles.log.entries.isEmpty)
    r.advance(to: 1.6)
    #expect(handles.log.entries == ["a done"])
  }

  /// Code that reads a state value right after changing it sees the new value, as in SwiftUI,
  /// even though the runtime applies the batches one after the other.
  @Test func aChangedValueReadsBackAtOnce() {
    let handles = Handles()
    let script = Script().wait(0.5).perform {
      withAnimation(.linear(duration: 1)) { handles.a?.wrappedValue = true }
      handles.log.append("\(handles.a?.wrappedValue ?? false)")
      withAnimation(.linear(duration: 4)) { handles.b?.wrappedValue = true }
      handles.log.append("\(handles.a?.wrappedValue ?? false)")
    }
    let r = SceneRuntime(Bars(handles: handles), canvasSize: CGSize(width: 100, height: 40), script: script)
    r.advance(to: 3)
    #expect(handles.log.entries == ["true", "true"])
    #expect(r.pixels(at: 3).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 100, height: 20))
  }
}
