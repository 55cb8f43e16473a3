import Flipbook
import Testing

// `@Observable` models, as iOS 17 app code writes them: a view re-renders when a property its
// body read changes, with the animation of the `withAnimation` call that changed it. Bar
// widths worked out by hand for a linear second, measured from the pixels.

@Observable private final class Model: @unchecked Sendable {
  var wide = false
  var unread = 0
}

/// A bar 20 wide, 60 when the model says wide.
private struct Bar: View {
  @State var model: Model

  var body: some View {
    Paints.a.frame(width: model.wide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
  }
}

/// The same bar, its model from the environment.
private struct EnvironmentBar: View {
  @Environment(Model.self) private var model

  var body: some View {
    Paints.a.frame(width: model.wide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
  }
}

/// A counter of taps on a blue square, written through a `@Bindable` binding.
private struct Counter: View {
  @Bindable var model: Model

  var body: some View {
    Paints.b.frame(width: 20, height: 10).onTapGesture { $model.unread.wrappedValue += 1 }
      .frame(width: CGFloat(20 + 10 * model.unread), height: 10, alignment: .leading)
  }
}

@Suite struct ObservableTests {
  private let canvas = CGSize(width: 100, height: 10)

  /// Set wide at 0.5 s inside a linear second: halfway, at 1 s, the bar is 40 wide.
  @Test func aChangeToAReadPropertyAnimatesWithItsTransaction() {
    let model = Model()
    let script = Script().wait(0.5).perform { withAnimation(.linear(duration: 1)) { model.wide = true } }
    let r = SceneRuntime(Bar(model: model), canvasSize: canvas, script: script)
    #expect(r.pixels(at: 0.4).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 1).box(of: Paints.aRGB)?.width == 40)
    #expect(r.pixels(at: 1.6).box(of: Paints.aRGB)?.width == 60)
  }

  /// Without an animation the change shows at once.
  @Test func aChangeWithoutAnimationIsImmediate() {
    let model = Model()
    let script = Script().wait(0.5).perform { model.wide = true }
    let r = SceneRuntime(EnvironmentBar().environment(model), canvasSize: canvas, script: script)
    #expect(r.pixels(at: 0.4).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB)?.width == 60)
  }

  /// Two taps through the `@Bindable` binding: the counter's frame grows 10 pt a tap.
  @Test func bindablesWriteTheModel() {
    let model = Model()
    let script = Script().wait(0.2).tap(at: CGPoint(x: 10, y: 5)).wait(0.2).tap(at: CGPoint(x: 10, y: 5)).wait(0.2)
    let r = SceneRuntime(Counter(model: model).frame(width: 100, height: 10, alignment: .leading), canvasSize: canvas, script: script)
    r.advance(to: 0.6)
    #expect(model.unread == 2)
  }
}

/// A model changed by a task after a scene second, inside `withAnimation`.
private struct TaskBar: View {
  @State private var model = Model()

  var body: some View {
    Paints.a.frame(width: model.wide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
      .task {
        try? await Task.sleep(for: .seconds(1))
        withAnimation(.linear(duration: 1)) { model.wide = true }
      }
  }
}

@Suite struct ObservableTaskTests {
  /// Widened at 1 s over a linear second: 40 wide at 1.5.
  @Test func aTaskChangingAModelAnimates() {
    let r = SceneRuntime(TaskBar(), canvasSize: CGSize(width: 100, height: 10))
    #expect(r.pixels(at: 0).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 1.5).box(of: Paints.aRGB)?.width == 40)
  }
}

/// The bar's model read only inside a `ForEach` row, a closure the container calls after the
/// body has returned.
private struct RowBar: View {
  @State var model: Model

  var body: some View {
    VStack {
      ForEach(0..<1) { _ in
        Paints.a.frame(width: model.wide ? 60 : 20, height: 10).frame(width: 100, height: 10, alignment: .leading)
      }
    }
  }
}

extension ObservableTaskTests {
  /// Read in a row, the property is still tracked: the change animates, 40 wide halfway.
  @Test func aPropertyReadInARowIsTracked() {
    let model = Model()
    let script = Script().wait(0.5).perform { withAnimation(.linear(duration: 1)) { model.wide = true } }
    let r = SceneRuntime(RowBar(model: model), canvasSize: CGSize(width: 100, height: 10), script: script)
    #expect(r.pixels(at: 0.4).box(of: Paints.aRGB)?.width == 20)
    #expect(r.pixels(at: 1).box(of: Paints.aRGB)?.width == 40)
  }
}
