import Flipbook
import Testing

/// `ObservableObject` with `@Published`, held by `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject`, written as app code writes them; changes animate like `@State` ones,
/// measured from the pixels of a bar that grows from 50 to 100 pt over a linear second.
@Suite struct ObservableObjectTests {
  final class CardModel: ObservableObject, @unchecked Sendable {
    @Published var isExpanded = false
  }

  /// Counts how many were made (used by one test only: tests run in parallel).
  final class CountedModel: ObservableObject, @unchecked Sendable {
    @Published var isExpanded = false
    nonisolated(unsafe) static var made = 0
    init() { CountedModel.made += 1 }
  }

  static func bar(_ expanded: Bool) -> some View {
    Paints.a.frame(width: expanded ? 100 : 50, height: 20).frame(width: 100, height: 20, alignment: .leading)
  }

  /// A tap at 0.5 s toggles the model in `withAnimation`: half grown (75 pt) at 1 s, full at 2 s;
  /// the view's many evaluations make the object once.
  @Test func aStateObjectAnimatesItsChanges() {
    struct Card: View {
      @StateObject private var model = CountedModel()
      var body: some View {
        ObservableObjectTests.bar(model.isExpanded)
          .onTapGesture { withAnimation(.linear(duration: 1)) { model.isExpanded.toggle() } }
      }
    }
    let before = CountedModel.made
    let r = SceneRuntime(Card(), canvasSize: CGSize(width: 100, height: 20), script: Script().wait(0.5).tap(at: CGPoint(x: 10, y: 10)))
    #expect(r.pixels(at: 0.4).box(of: Paints.aRGB)?.width == 50)
    #expect(r.pixels(at: 1.0).box(of: Paints.aRGB)?.width == 75)
    #expect(r.pixels(at: 2.0).box(of: Paints.aRGB)?.width == 100)
    #expect(CountedModel.made - before == 1)
  }

  /// An object passed in and changed from outside (a script), and read by a child through the
  /// environment: both views follow it.
  @Test func observedAndEnvironmentObjectsFollowTheModel() {
    struct Child: View {
      @EnvironmentObject var model: CardModel
      var body: some View { ObservableObjectTests.bar(model.isExpanded) }
    }
    struct Parent: View {
      @ObservedObject var model: CardModel
      var body: some View {
        VStack(spacing: 0) {
          ObservableObjectTests.bar(model.isExpanded)
          Child()
        }
        .environmentObject(model)
      }
    }
    let model = CardModel()
    let r = SceneRuntime(
      Parent(model: model), canvasSize: CGSize(width: 100, height: 40),
      script: Script().wait(0.5).perform { withAnimation(.linear(duration: 1)) { model.isExpanded = true } })
    let pixels = r.pixels(at: 1.0)
    #expect(pixels.box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 75, height: 40))
  }

  /// `$model.property` is a binding that writes through to the object.
  @Test func projectedValuesAreBindings() {
    final class Handle: @unchecked Sendable { var binding: Binding<Bool>? }
    struct Screen: View {
      @StateObject private var model = CardModel()
      let handle: Handle
      var body: some View {
        handle.binding = $model.isExpanded
        return ObservableObjectTests.bar(model.isExpanded)
      }
    }
    let handle = Handle()
    let r = SceneRuntime(
      Screen(handle: handle), canvasSize: CGSize(width: 100, height: 20),
      script: Script().wait(0.5).perform { handle.binding?.wrappedValue = true })
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB)?.width == 100)
  }

  /// `$property` of a `@Published` publishes its values, as in Combine.
  @Test func publishedProjectsAPublisher() {
    let model = CardModel()
    var seen: [Bool] = []
    let c = model.$isExpanded.sink { seen.append($0) }
    model.isExpanded = true
    #expect(seen == [false, true])
    _ = c
  }
}
