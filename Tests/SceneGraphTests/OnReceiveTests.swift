import Flipbook
import Testing

/// `.onReceive` with the publishers views use, written as app code writes them. A timer made
/// with `Timer.publish(every:on:in:).autoconnect()` ticks on the scene's virtual clock: its
/// ticks land on the same scene times, and so on the same video frames, on every run.
@Suite struct OnReceiveTests {
  /// The countdown pattern: a bar 10 pt per remaining second, from 5 s, one tick a second
  /// from the moment the view appears (scene time 0). Full until exactly 1 s, then 40 pt;
  /// 20 pt from 3 s; empty from 5 s, and ticks stop mattering.
  @Test func aTimerCountsDownOnTheSceneClock() {
    struct Countdown: View {
      @State private var remaining = 5
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      var body: some View {
        Paints.a.frame(width: CGFloat(remaining) * 10, height: 10)
          .frame(width: 100, height: 10, alignment: .leading)
          .onReceive(timer) { _ in
            if remaining > 0 { remaining -= 1 }
          }
      }
    }
    let r = SceneRuntime(Countdown(), canvasSize: CGSize(width: 100, height: 10))
    r.advance(to: 0)
    let widths = [0.999, 1.0, 2.5, 3.0, 5.0, 7.0].map { r.pixels(at: $0).box(of: Paints.aRGB)?.width ?? 0 }
    #expect(widths == [50, 40, 30, 20, 0, 0])
  }

  /// Each tick delivers the scene's date at its time.
  @Test func ticksCarryTheScenesDate() {
    struct Clock: View {
      @State private var now = SceneClock.startDate
      let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
      var body: some View {
        Paints.a.frame(width: 10 * now.timeIntervalSince(SceneClock.startDate), height: 10)
          .frame(width: 100, height: 10, alignment: .leading)
          .onReceive(timer) { now = $0 }
      }
    }
    let r = SceneRuntime(Clock(), canvasSize: CGSize(width: 100, height: 10))
    r.advance(to: 0)
    #expect(r.pixels(at: 2.2).box(of: Paints.aRGB)?.width == 20)
  }

  /// A view that leaves stops receiving; with no tick left to run the scene settles.
  @Test func aRemovedViewStopsTicking() {
    let log = Log()
    let remote = Remote<Bool>()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let r = SceneRuntime(
      Driven(true, remote) { on in
        if on { Color.black.frame(width: 10, height: 10).onReceive(timer) { _ in log.append("tick") } }
      },
      canvasSize: CGSize(width: 10, height: 10), script: Script().wait(2.5).perform { remote.set(false, animation: nil) })
    r.advance(to: 0)
    r.advance(to: 6)
    #expect(log.entries == ["tick", "tick"])
    #expect(r.isSettled)
  }

  /// A subject delivers what a script sends through it, and `Just` its value when the view
  /// appears; both change state the frame shows.
  @Test func subjectsAndJustDeliverAsTheySend() {
    struct Screen: View {
      let subject: PassthroughSubject<Int, Never>
      @State private var width = 0
      @State private var height = 0
      var body: some View {
        Paints.a.frame(width: CGFloat(width), height: CGFloat(height))
          .frame(width: 100, height: 100, alignment: .topLeading)
          .onReceive(subject) { width = $0 }
          .onReceive(Just(30)) { height = $0 }
      }
    }
    let subject = PassthroughSubject<Int, Never>()
    let r = SceneRuntime(
      Screen(subject: subject), canvasSize: CGSize(width: 100, height: 100),
      script: Script().wait(0.5).perform { subject.send(60) })
    #expect(r.pixels(at: 0).box(of: Paints.aRGB) == nil)  // 0 wide until the subject sends
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 60, height: 30))
  }
}

/// The Combine subset on its own.
@Suite struct CombineTests {
  @Test func sinkMapAndSubjects() {
    var seen: [String] = []
    let subject = CurrentValueSubject<Int, Never>(1)
    let cancellable = subject.map { "v\($0)" }.eraseToAnyPublisher().sink { seen.append($0) }
    subject.send(2)
    subject.value = 3
    cancellable.cancel()
    subject.send(4)
    #expect(seen == ["v1", "v2", "v3"])
  }

  @Test func aReleasedCancellableCancels() {
    var seen: [Int] = []
    let subject = PassthroughSubject<Int, Never>()
    var bag = Set<AnyCancellable>()
    subject.sink { seen.append($0) }.store(in: &bag)
    subject.send(1)
    bag.removeAll()
    subject.send(2)
    #expect(seen == [1])
  }

  @Test func completionEndsTheStream() {
    var events: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let c = subject.sink(receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("\($0)") })
    subject.send(1)
    subject.send(completion: .finished)
    subject.send(2)
    #expect(events == ["1", "end"])
    _ = c
  }

  @Test func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
    #expect(Subscribers.Demand.max(3) - .max(1) == .max(2))
    #expect(Subscribers.Demand.max(1) - .max(5) == .none)
    #expect(Subscribers.Demand.max(9) < .unlimited)
  }
}
