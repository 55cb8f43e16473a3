import Drawing
import Flipbook
import Foundation
import Testing

// Scroll positions and scroll observers against docs/SEMANTICS.md §7, measured from rendered
// pixels (one pixel per point) and from what the bindings and actions receive.
//
// The scene: a 100 × 200 vertical scroll view filling the canvas, ten 100-tall rows in a lazy
// stack marked as the scroll target layout, identified 0…9; row 4 red, the others grey.
// Content 1000 tall, largest offset 800.
//
// The drag used throughout: 150 pt up in 1.5 s from 0.5 s (100 pt/s), so the content follows
// the finger 10 pt behind (the slop), lifts at offset 140 at 2.0 s and coasts
// 100 · 0.4995 = 49.95 further, to rest at 189.95.

private let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

private func rowStack() -> some View {
  LazyVStack(spacing: 0) {
    ForEach(0..<10, id: \.self) { i in (i == 4 ? Paints.a : grey).frame(height: 100) }
  }
  .scrollTargetLayout()
}

private let canvas = CGSize(width: 100, height: 200)
private let slowDrag = Script().wait(0.5).drag(from: CGPoint(x: 50, y: 170), to: CGPoint(x: 50, y: 20), duration: 1.5)

/// The scene with `scrollPosition(id:)` bound to a `Driven` state that `remote` reaches.
private func positioned(_ remote: Remote<Int?>, _ script: Script) -> SceneRuntime {
  let view = Driven(Int?.none, remote) { _ in
    ScrollView { rowStack() }
      .scrollPosition(id: remote.binding ?? .constant(nil))
  }
  return SceneRuntime(view, canvasSize: canvas, script: script)
}

@Suite struct ScrollPositionIDTests {
  /// The binding follows the row at the top: row 0 while the offset is under 100 (at 1.0 s
  /// the finger has gone 50, the content 40), row 1 from there (at 1.8 s: 120), and row 1 at
  /// rest (189.95).
  @Test func bindingFollowsTheUsersScrolling() {
    let remote = Remote<Int?>()
    let r = positioned(remote, slowDrag)
    _ = r.displayList(at: 1.0)
    #expect(remote.binding?.wrappedValue == 0)
    _ = r.displayList(at: 1.8)
    #expect(remote.binding?.wrappedValue == 1)
    _ = r.displayList(at: 8)
    #expect(remote.binding?.wrappedValue == 1)
  }

  /// Setting the binding to 4 without an animation scrolls row 4 to the top at once.
  @Test func settingTheBindingScrolls() {
    let remote = Remote<Int?>()
    let r = positioned(remote, Script().wait(0.5).perform { remote.set(4, animation: nil) })
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB) == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  /// Set inside a 1-s linear animation, the offset runs 0 → 400: at 1.25 s it is 300, so row
  /// 4 (400…500) shows at 100…200.
  @Test func settingTheBindingInAnAnimationAnimates() {
    let remote = Remote<Int?>()
    let r = positioned(remote, Script().wait(0.5).perform { remote.set(4, animation: .linear(duration: 1)) })
    #expect(r.pixels(at: 1.25).box(of: Paints.aRGB) == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(remote.binding?.wrappedValue == 4)
  }

  /// Without a scroll target layout there are no views to report: the binding stays nil.
  @Test func withoutATargetLayoutNothingIsReported() {
    let remote = Remote<Int?>()
    let view = Driven(Int?.none, remote) { _ in
      ScrollView {
        VStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in grey.frame(height: 100) } }
      }
      .scrollPosition(id: remote.binding ?? .constant(nil))
    }
    let r = SceneRuntime(view, canvasSize: canvas, script: slowDrag)
    _ = r.displayList(at: 8)
    #expect(remote.binding?.wrappedValue == nil)
  }
}

@Suite struct ScrollPositionTypeTests {
  /// `ScrollPosition` (iOS 18): `scrollTo(edge: .bottom)` goes to the largest offset, 800
  /// (row 9 at 100…200, row 4 off the view); `scrollTo(y: 250)` then puts row 4 (400…500) at
  /// 150…250, cut at 200.
  @Test func scrollToEdgeAndPoint() {
    let remote = Remote<ScrollPosition>()
    let view = Driven(ScrollPosition(idType: Int.self), remote) { _ in
      ScrollView { rowStack() }.scrollPosition(remote.binding ?? .constant(ScrollPosition()))
    }
    let script = Script().wait(0.5).perform { remote.binding?.wrappedValue.scrollTo(edge: .bottom) }
      .wait(0.5).perform { remote.binding?.wrappedValue.scrollTo(y: 250) }
    let r = SceneRuntime(view, canvasSize: canvas, script: script)
    #expect(r.pixels(at: 0.5).box(of: Paints.aRGB) == nil)
    #expect(r.pixels(at: 1.0).box(of: Paints.aRGB) == CGRect(x: 0, y: 150, width: 100, height: 50))
  }

  /// After the user's drag the position names the row at the top, row 1, and says the user
  /// put it there.
  @Test func usersScrollingSetsThePosition() {
    let remote = Remote<ScrollPosition>()
    let view = Driven(ScrollPosition(idType: Int.self), remote) { _ in
      ScrollView { rowStack() }.scrollPosition(remote.binding ?? .constant(ScrollPosition()))
    }
    let r = SceneRuntime(view, canvasSize: canvas, script: slowDrag)
    _ = r.displayList(at: 8)
    let position = remote.binding?.wrappedValue
    #expect(position?.viewID(type: Int.self) == 1)
    #expect(position?.isPositionedByUser == true)
  }
}

/// Collects values an action reports.
final class Values<T>: @unchecked Sendable {
  var list: [T] = []
}

@Suite struct ScrollGeometryTests {
  /// The geometry reported after the drag, with 20-pt content margins above and below: the
  /// content at rest is scrolled 189.95 inside the margins, so its offset is
  /// 189.95 − 20 = 169.95 (UIKit's convention counts from the content's top, the margin
  /// making the top −20); the content is 100 × 1000 in a 100 × 200 container; the visible
  /// rect is the container at that offset and the bounds the part inside the margins.
  @Test func geometryAfterADrag() {
    let seen = Values<ScrollGeometry>()
    let view = ScrollView { rowStack() }
      .contentMargins(.vertical, 20)
      .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.list.append(new) }
    let r = SceneRuntime(view, canvasSize: canvas, script: slowDrag)
    _ = r.displayList(at: 8)
    let last = seen.list.last
    #expect(last.map { abs($0.contentOffset.y - 169.95) < 0.01 } == true)
    #expect(last?.contentSize == CGSize(width: 100, height: 1000))
    #expect(last?.containerSize == CGSize(width: 100, height: 200))
    #expect(last?.contentInsets == EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
    #expect(last.map { abs($0.visibleRect.minY - 169.95) < 0.01 && $0.visibleRect.height == 200 } == true)
    #expect(last.map { abs($0.bounds.minY - 189.95) < 0.01 && $0.bounds.height == 160 } == true)
  }

  /// The action runs only when the value changes: the offset rounded to tens goes 0, 10, 20, …
  /// as the content follows the finger, never twice in a row, and the first pass reports
  /// nothing (the value 0 is only recorded).
  @Test func actionRunsOnChangesOnly() {
    let seen = Values<Int>()
    let view = ScrollView { rowStack() }
      .onScrollGeometryChange(for: Int.self, of: { Int($0.contentOffset.y / 10) }) { _, new in seen.list.append(new) }
    let r = SceneRuntime(view, canvasSize: canvas, script: slowDrag)
    _ = r.displayList(at: 8)
    #expect(seen.list.first == 1)
    #expect(seen.list.last == 18)
    #expect(zip(seen.list, seen.list.dropFirst()).allSatisfy { $0 != $1 })
  }

  /// The phases of a drag: interacting while the finger scrolls, decelerating after it lifts
  /// (the content then moving 100 pt/s towards its end), idle once the coast is over.
  @Test func phasesOfADrag() {
    let log = Log()
    let velocities = Values<CGVector?>()
    let view = ScrollView { rowStack() }
      .onScrollPhaseChange { old, new, context in
        log.append("\(old)→\(new)")
        velocities.list.append(context.velocity)
      }
    let r = SceneRuntime(view, canvasSize: canvas, script: slowDrag)
    _ = r.displayList(at: 1)
    _ = r.displayList(at: 3)
    _ = r.displayList(at: 8)
    #expect(log.entries == ["idle→interacting", "interacting→decelerating", "decelerating→idle"])
    #expect(velocities.list.count == 3 && velocities.list[1].map { abs($0.dy - 100) < 1e-6 && $0.dx == 0 } == true)
  }
}
