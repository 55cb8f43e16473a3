import Drawing
import Flipbook
import Testing

// Two scenes driven on two threads at once must not see each other's transactions: each
// scene's state change must be animated by the animation its own `withAnimation` named.
// (`Transaction.current` is task-local.)

@Suite struct ConcurrencyTests {
  /// One thread fades squares in with a linear 1 s animation (alpha 0.25 a quarter in); the
  /// other changes without animation. Repeated so that the two `withAnimation` calls overlap.
  @Test func concurrentScenesKeepTheirOwnTransactions() async {
    func run(animated: Bool, count: Int) -> Int {
      var wrong = 0
      for _ in 0..<count {
        let r = flipping(at: 0, animation: animated ? .linear(duration: 1) : nil, canvas: CGSize(width: 60, height: 60)) { on in
          Color.black.frame(width: 50, height: 50).opacity(on ? 1 : 0)
        }
        let alpha = r.displayList(at: 0.25).alpha(of: .black)
        if abs(alpha - (animated ? 0.25 : 1)) > 1e-9 { wrong += 1 }
      }
      return wrong
    }
    async let a = Task.detached { run(animated: true, count: 400) }.value
    async let b = Task.detached { run(animated: false, count: 400) }.value
    let (wrongA, wrongB) = await (a, b)
    #expect(wrongA + wrongB == 0, "\(wrongA) animated and \(wrongB) immediate changes used the other thread's transaction")
  }
}
