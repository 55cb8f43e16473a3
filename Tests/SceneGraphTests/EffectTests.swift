import Drawing
import Flipbook
import Testing

/// Layer effects and gradient styles resolve to the display list the rasterizer expects.
@Suite struct EffectTests {
  func list<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 200), at t: Double = 0) -> DisplayList {
    SceneRuntime(view, canvasSize: size).displayList(at: t)
  }

  func layer(_ list: DisplayList) -> DisplayLayer? {
    for item in list.items { if case .layer(let layer) = item { return layer } }
    return nil
  }

  /// `.compositingGroup().opacity(0.5)`: the children draw opaque into a layer whose opacity
  /// is 0.5, so their overlap does not darken.
  @Test func compositingGroupTakesTheOpacityOfItsAncestors() {
    let view = ZStack {
      Color.red.frame(width: 50, height: 50).offset(x: -10)
      Color.blue.frame(width: 50, height: 50).offset(x: 10)
    }
    .compositingGroup()
    .opacity(0.5)
    let group = layer(list(view))
    #expect(group?.opacity == 0.5)
    #expect(group?.items.count == 2)
    #expect(group?.items.allSatisfy { $0.alpha == 1 } == true)
  }

  /// Without a group, opacity goes into each primitive.
  @Test func plainOpacityGoesIntoEachPrimitive() {
    let view = ZStack { Color.red.frame(width: 50, height: 50) }.opacity(0.5)
    let l = list(view)
    #expect(layer(l) == nil)
    #expect(l.items.first?.alpha == 0.5)
  }

  /// Blur and shadow radii are in points, scaled to canvas points by the transform.
  @Test func blurRadiusFollowsTheScale() {
    let view = Color.red.frame(width: 50, height: 50).blur(radius: 4).scaleEffect(2)
    #expect(layer(list(view))?.filters == [.blur(radius: 8)])
  }

  @Test func shadowCarriesColourRadiusAndOffset() {
    let view = Color.red.frame(width: 50, height: 50).shadow(color: .black, radius: 3, x: 2, y: 5)
    #expect(layer(list(view))?.filters == [.shadow(color: .black, radius: 3, offset: CGPoint(x: 2, y: 5))])
  }

  /// `.clipped()` clips to the view's own frame: a 50 × 50 view centred on 200 × 200 clips to
  /// (75, 75, 50, 50).
  @Test func clippedClipsToTheFrame() {
    let view = Color.red.frame(width: 80, height: 80).frame(width: 50, height: 50).clipped()
    let clip = layer(list(view))?.clip
    #expect(clip?.path.applying(clip!.transform).boundingRect == CGRect(x: 75, y: 75, width: 50, height: 50))
  }

  @Test func blendModeAndMaskMakeLayers() {
    #expect(layer(list(Color.red.frame(width: 10, height: 10).blendMode(.multiply)))?.blendMode == .multiply)
    let masked = Color.red.frame(width: 100, height: 100).mask { Circle() }
    #expect(layer(list(masked))?.mask?.count == 1)
  }

  /// The shape-style members (`.linearGradient(…)`, `.conicGradient(…)`, …) are the gradient
  /// types' initializers: each draws the display list its initializer draws, and the stops
  /// forms put their stops where they say.
  @Test func gradientStyleMembersAreTheInitializers() {
    func items(_ style: some ShapeStyle) -> [DisplayItem] {
      list(Rectangle().fill(style).frame(width: 100, height: 40)).items
    }
    let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)]
    #expect(items(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      == items(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
    #expect(items(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 50))
      == items(RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 50)))
    #expect(items(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)))
      == items(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90))))
    #expect(items(.conicGradient(stops: stops, center: .top, angle: .degrees(30)))
      == items(AngularGradient(gradient: Gradient(stops: stops), center: .top, angle: .degrees(30))))
    #expect(items(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.4))
      == items(EllipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.4)))
    guard case .fill(_, _, let paint, _)? = items(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom)).first,
      case .linearGradient(let gradient, _, _) = paint.shading
    else {
      Issue.record("no gradient fill")
      return
    }
    #expect(gradient.stops.map(\.location) == [0.2, 0.9])
    // The control: a different gradient is a different list.
    #expect(items(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      != items(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
  }

  /// A linear gradient's unit points resolve to the frame's local coordinates.
  @Test func linearGradientResolvesUnitPoints() {
    let view = Rectangle()
      .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      .frame(width: 100, height: 40)
    guard case .fill(_, _, let paint, _)? = list(view).items.first,
      case .linearGradient(let gradient, let start, let end) = paint.shading
    else {
      Issue.record("no gradient fill")
      return
    }
    #expect(start == CGPoint(x: 50, y: 0) && end == CGPoint(x: 50, y: 40))
    #expect(gradient.stops.map(\.location) == [0, 1])
  }

  /// `.blurReplace` at the insertion instant: opacity 0, blur 7 pt, scale 0.9 (docs/SEMANTICS.md
  /// §4).
  @Test func blurReplaceStartsBlurredAndFaded() {
    let r = flipping(at: 0.5, animation: .linear(duration: 1)) { on in
      ZStack { if on { Color.black.frame(width: 100, height: 100).transition(.blurReplace) } }
        .frame(width: 200, height: 200)
    }
    let atInsertion = r.displayList(at: 0.5)
    #expect(atInsertion.items.isEmpty || layer(atInsertion)?.opacity == 0)
    let halfway = layer(r.displayList(at: 1.0))
    #expect(halfway?.filters == [.blur(radius: 3.5)])
    #expect(abs((halfway?.opacity ?? 0) - 0.5) < 1e-9)
  }
}
