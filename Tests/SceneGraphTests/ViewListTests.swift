import Drawing
import Flipbook
import Testing

// Group, ForEach and `.id(_:)`: view lists whose elements become items of the enclosing
// container, with identities that follow the data.

private func layout<V: View>(_ view: V, _ width: Double, _ height: Double) -> SceneRuntime {
  let runtime = SceneRuntime(view, canvasSize: CGSize(width: width, height: height))
  runtime.advance(to: 0)
  return runtime
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

private let paints = [1: Paints.a, 2: Paints.b, 3: Paints.c]

private struct Row: Identifiable {
  let id: String
  let width: Double
}

/// The flip happens at t₀ = 0.5 s with a linear 1 s animation: at t₀ + s the progress is s.
private let t0 = 0.5

@Suite struct ViewListTests {
  /// Group { B; C } in an HStack(spacing: 10) after A: three children of 30, so 110 wide at
  /// x = 45 on 200: A 45, B 85, C 125. (Were the group one child, B and C would overlap.)
  @Test func groupChildrenJoinTheStack() {
    let r = layout(
      HStack(spacing: 10) {
        Paints.a.frame(width: 30, height: 30)
        Group {
          Paints.b.frame(width: 30, height: 30)
          Paints.c.frame(width: 30, height: 30)
        }
      }, 200, 100)
    #expect(r.frames("Color") == [rect(45, 35, 30, 30), rect(85, 35, 30, 30), rect(125, 35, 30, 30)])
  }

  /// ForEach([1, 2, 3], id: \.self) of widths 20·n, spacing 0: 120 wide at x = 40 on 200:
  /// 40, 60, 100.
  @Test func forEachMakesOneChildPerElement() {
    let r = layout(
      HStack(spacing: 0) {
        ForEach([1, 2, 3], id: \.self) { n in Paints.a.frame(width: 20 * Double(n), height: 10) }
      }, 200, 100)
    #expect(r.frames("Color") == [rect(40, 45, 20, 10), rect(60, 45, 40, 10), rect(100, 45, 60, 10)])
  }

  /// ForEach over a range, spaced by the default 8: three 10-pt squares, 46 wide at x = 77.
  @Test func forEachOverARange() {
    let r = layout(
      HStack {
        ForEach(0..<3) { _ in Paints.a.frame(width: 10, height: 10) }
      }, 200, 100)
    #expect(r.frames("Color").map(\.minX) == [77, 95, 113])
  }

  /// ForEach over Identifiable elements, in a VStack(spacing: 0): widths 30 and 50 stacked,
  /// centred: x = 85 and 75 on 200.
  @Test func forEachOverIdentifiableElements() {
    let rows = [Row(id: "x", width: 30), Row(id: "y", width: 50)]
    let r = layout(
      VStack(spacing: 0) {
        ForEach(rows) { row in Paints.a.frame(width: row.width, height: 10) }
      }, 200, 100)
    #expect(r.frames("Color") == [rect(85, 40, 30, 10), rect(75, 50, 50, 10)])
  }

  /// Reordering [1, 2, 3] → [3, 1, 2] (20-pt squares, spacing 0, 60 wide at x = 70): each
  /// element keeps its identity, so its square slides from its old slot to its new one.
  /// Halfway: 3 from 110 to 70 → 90; 1 from 70 to 90 → 80; 2 from 90 to 110 → 100, each in
  /// its own exact colour (with positional identity the colours would blend instead).
  @Test func forEachIdentitiesSurviveAReorder() {
    let r = flipping(at: t0, animation: .linear(duration: 1)) { on in
      HStack(spacing: 0) {
        ForEach(on ? [3, 1, 2] : [1, 2, 3], id: \.self) { n in paints[n]!.frame(width: 20, height: 20) }
      }
      .frame(width: 200, height: 200)
    }
    let list = r.displayList(at: t0 + 0.5)
    #expect(list.items(painted: Paints.cRGB).map(\.canvasBounds.minX) == [90])
    #expect(list.items(painted: Paints.aRGB).map(\.canvasBounds.minX) == [80])
    #expect(list.items(painted: Paints.bRGB).map(\.canvasBounds.minX) == [100])
  }

  /// Inserting 2 into [1, 3] fades in only 2 (alpha 0.5 halfway); 3 stays opaque.
  @Test func forEachInsertionTransitionsOnlyTheNewElement() {
    let r = flipping(at: t0, animation: .linear(duration: 1)) { on in
      HStack(spacing: 0) {
        ForEach(on ? [1, 2, 3] : [1, 3], id: \.self) { n in paints[n]!.frame(width: 20, height: 20) }
      }
      .frame(width: 200, height: 200)
    }
    let list = r.displayList(at: t0 + 0.5)
    #expect(close(list.alpha(of: Paints.bRGB), 0.5))
    #expect(close(list.alpha(of: Paints.cRGB), 1))
    #expect(close(list.alpha(of: Paints.aRGB), 1))
  }

  /// Changing `.id` replaces the view: halfway through, the old one fades out and the new one
  /// fades in, two items at alpha 0.5 (without `.id` there would be one, opaque).
  @Test func changingTheIDReplacesTheViewWithATransition() {
    let r = flipping(at: t0, animation: .linear(duration: 1)) { on in
      ZStack { Paints.a.frame(width: 50, height: 50).id(on) }.frame(width: 200, height: 200)
    }
    let alphas = r.displayList(at: t0 + 0.5).items(painted: Paints.aRGB).map(\.alpha)
    #expect(alphas.count == 2 && alphas.allSatisfy { close($0, 0.5) })
  }

  /// Repeated ids are reported with SwiftUI's warning.
  @Test func repeatedForEachIDsWarn() {
    let warnings = Diagnostics.warnings {
      _ = layout(HStack { ForEach([7, 7], id: \.self) { _ in Paints.a.frame(width: 10, height: 10) } }, 100, 100)
    }
    #expect(warnings.contains { $0.contains("the ID 7 occurs multiple times") })
  }
}
