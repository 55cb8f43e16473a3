import Drawing
import Foundation
import Geometry

// What: `NavigationStack` (docs/SEMANTICS.md §15): a root screen with screens pushed over it,
// each under its navigation bar, pushed and popped with iOS's slide or the iOS 18 zoom, popped
// interactively by a swipe from the leading edge or, for a zoomed screen, by pulling it down.
//
// How. Each pass resolves every screen of the stack, bottom first (so a value finds the
// destinations declared under it), each with a fresh context its configuration modifiers write
// into (title, display mode, toolbar, bar visibility, transition). The model compares the list
// with the last pass's and starts a push or a pop when the top screen changed
// (`NavigationStackModel.swift`). Placing draws the top screen, and, while a transition or an
// interactive pop runs, the one under it first; then each screen's bar, whose large title
// follows what its first scroll view showed in the same pass; then the status bar.
//
// The stack fills the safe area it is offered and extends into the canvas's unsafe regions;
// each screen's content is laid out below its bar and above the home indicator, with a
// safe-area region for the bar, so a background that ignores the safe area reaches under the
// bar, and a scroll view extends under the bars and insets its content instead, as in iOS
// (`ScrollViewport.swift`).
//
// What it refuses: bottom toolbars, a search field, the title menu, bar appearance
// modifiers (`toolbarBackground` is accepted and ignored), the List row chevron of a link,
// re-pushing several screens at once with a distinct animation per screen (the top one moves),
// and hit-testing the screens while they move (they take taps as drawn).

/// A view that shows a root screen and the screens pushed over it: SwiftUI's `NavigationStack`.
///
/// Without a path binding the stack keeps its own. `NavigationLink(value:)` pushes a value,
/// which the innermost `navigationDestination(for:)` of its type shows; changing a bound path
/// in code pushes and pops too. Every push and pop animates (unless its transaction disables
/// animations).
public struct NavigationStack<Data, Root: View>: View {
  private let externalPath: Binding<[AnyHashable]>?
  private let root: Root
  @State private var ownPath: [AnyHashable] = []
  @State private var pushed = PushedNavigationViews()
  @State private var model = NavigationStackModel()

  /// A stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    externalPath = nil
    self.root = root()
  }

  /// A stack whose path is `path`, of values of any types.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    externalPath = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    self.root = root()
  }

  /// A stack whose path is `path`, of values of one type.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    externalPath = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    self.root = root()
  }

  public var body: some View {
    let model = model
    model.path = externalPath ?? $ownPath
    model.pushedViews = $pushed
    return _NavigationStackContainer(model: model, root: root, pushed: pushed.views)
  }
}

/// One screen as a pass resolved it.
struct ResolvedNavigationScreen {
  let screen: NavigationScreen
  let depth: Int
  let node: Node
  let context: NavigationScreenContext
  /// Whether its bar shows the large title.
  let isLarge: Bool
  /// The back button's title, `nil` when it shows none.
  let backTitle: String?
}

struct _NavigationStackContainer<Root: View>: PrimitiveView {
  let model: NavigationStackModel
  let root: Root
  let pushed: [PushedNavigationView]

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let destinations = NavigationDestinations()
    var resolved: [ResolvedNavigationScreen] = []
    func add(_ screen: NavigationScreen) {
      resolved.append(resolve(screen, depth: resolved.count, previous: resolved.last, destinations, &resolver, identity))
    }
    add(NavigationScreen(key: .root, view: root))
    let elements = model.path.wrappedValue
    for (index, value) in elements.enumerated() {
      var view = destinations.view(for: value)
      if view == nil {
        Diagnostics.warn(
          "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link.")
        view = AnyView(EmptyView())
      }
      add(NavigationScreen(key: .value(index: index, value), view: view!))
    }
    for view in pushed where view.pathCount <= elements.count {
      add(NavigationScreen(key: .view(view.id), view: view.view))
    }
    var next = 0
    while next < destinations.presented.count {
      let presented = destinations.presented[next]
      next += 1
      add(NavigationScreen(key: .presented(presented.identity), view: presented.view, isPresented: presented.isPresented))
    }

    let styles = Dictionary(resolved.map { ($0.screen.key, $0.context.transition ?? .slide) }, uniquingKeysWith: { a, _ in a })
    let lastStyles = model.styles
    model.update(resolved.map(\.screen), at: resolver.pass.time, transaction: resolver.transaction) { key in
      styles[key] ?? lastStyles[key] ?? .slide
    }
    model.styles = lastStyles.merging(styles) { _, new in new }
    model.topStyle = resolved.last?.context.transition ?? .slide

    // The removed screen of a pop is drawn from its view until the pop ends.
    var moving: ResolvedNavigationScreen?
    var under: ResolvedNavigationScreen?
    if let run = model.transition {
      moving = resolved.first { $0.screen.key == run.top.key }
        ?? resolve(run.top, depth: resolved.count, previous: resolved.last, destinations, &resolver, identity)
      under = resolved.first { $0.screen.key == run.under }
    } else if model.drag != nil, resolved.count >= 2 {
      moving = resolved[resolved.count - 1]
      under = resolved[resolved.count - 2]
    }
    let top = resolved[resolved.count - 1]
    var edge: Node?
    if resolved.count >= 2, top.backTitle != nil {
      let model = model
      let strip = Color.clear.contentShape(Rectangle()).gesture(
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
          .onChanged { model.edgeChanged($0) }
          .onEnded { model.edgeEnded($0) })
      edge = resolver.resolve(strip, identity.appending(.property("edge swipe")))
    }
    return NavigationStackNode(
      identity: identity, model: model, top: moving ?? top, under: under, edge: edge, resolver: resolver,
      colorScheme: resolver.environment.colorScheme)
  }

  /// Resolves one screen with its context, its dismiss action and, for a pushed screen, the
  /// pull-down of a zoom.
  private func resolve(
    _ screen: NavigationScreen, depth: Int, previous: ResolvedNavigationScreen?, _ destinations: NavigationDestinations,
    _ resolver: inout Resolver, _ identity: ViewIdentity
  ) -> ResolvedNavigationScreen {
    let context = NavigationScreenContext()
    let model = model
    var view: any View = screen.view
    if depth > 0 {
      view = AnyView(screen.view).simultaneousGesture(
        DragGesture(minimumDistance: 10, coordinateSpace: .global)
          .onChanged { model.zoomChanged($0) }
          .onEnded { model.zoomEnded($0) })
    }
    let node = resolver.resolve(view, identity.appending(.id(ExplicitID(screen.key)))) { environment in
      environment.navigation = NavigationEnvironment(stack: model, screen: context, destinations: destinations)
      environment.scrollsUnderBars = true
      environment.isPresented = depth > 0
      if depth > 0 { environment.scroll.handoff = model.pullHandoff }
      environment.dismiss = depth > 0 ? DismissAction { model.pop(toDepth: depth - 1) } : DismissAction()
    }
    let hasTitle = !(context.title?.runs.isEmpty ?? true)
    let isLarge: Bool
    switch context.displayMode ?? .automatic {
    case .large: isLarge = hasTitle
    case .inline: isLarge = false
    case .automatic: isLarge = hasTitle && (previous?.isLarge ?? true)
    }
    var backTitle: String?
    if let previous, !context.backButtonHidden {
      let title = previous.context.titleString
      backTitle = title.isEmpty || title.count > NavigationBarMetrics.longestBackTitle ? "Back" : title
    }
    return ResolvedNavigationScreen(
      screen: screen, depth: depth, node: node, context: context, isLarge: isLarge, backTitle: backTitle)
  }
}

final class NavigationStackNode: Node {
  let model: NavigationStackModel
  /// The screen on top, or the moving one while a transition or an interactive pop runs.
  let top: ResolvedNavigationScreen
  /// The screen under the moving one.
  let under: ResolvedNavigationScreen?
  /// The edge-swipe strip, when the top screen can be popped.
  let edge: Node?
  /// Resolves the bars at placement, when what the screens' scroll views show is known.
  let resolver: Resolver
  let colorScheme: ColorScheme

  init(
    identity: ViewIdentity, model: NavigationStackModel, top: ResolvedNavigationScreen,
    under: ResolvedNavigationScreen?, edge: Node?, resolver: Resolver, colorScheme: ColorScheme
  ) {
    self.model = model
    self.top = top
    self.under = under
    self.edge = edge
    self.resolver = resolver
    self.colorScheme = colorScheme
    super.init(identity: identity)
  }

  /// The stack takes the whole space it is offered.
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The geometry of one pass: the screen (the stack's frame grown into the unsafe regions)
  /// and the insets of those regions.
  struct Geometry {
    let screen: CGRect
    let insets: EdgeInsets
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = CGRect(origin: origin, size: size)
    let insets = pass.safeAreaInsets(of: frame)
    let geometry = Geometry(screen: insets.outset(frame), insets: insets)
    let outer = pass.transform
    model.screenRect = geometry.screen.applying(outer)

    var presence = 1.0
    if let run = model.transition {
      let p = run.presence(at: pass.time)
      presence = p.value
      if !p.finished { pass.hasLiveTimeline = true }
    } else if let drag = model.drag, drag.kind == .edge {
      presence = 1 - Double(min(max(drag.translation.width / max(geometry.screen.width, 1), 0), 1))
    }

    if let under {
      if case .zoom(let key) = style, let drawn = placeZoomed(under: under, key: key, presence: presence, geometry, pass) {
        _ = drawn
      } else {
        placeSliding(under: under, presence: presence, geometry, pass)
      }
    } else {
      placeScreen(top, geometry, pass)
    }

    if geometry.insets.top > 0, !(top.context.statusBarHidden ?? false) {
      var r = resolver
      let bar = r.resolve(
        StatusBarItems(width: geometry.screen.width, height: geometry.insets.top),
        identity.appending(.property("status bar")))
      let barSize = CGSize(width: geometry.screen.width, height: geometry.insets.top)
      bar.place(at: geometry.screen.origin, size: barSize, proposal: ProposedViewSize(barSize), pass)
    }
    if let edge, model.transition == nil, model.drag?.kind != .zoom {
      let top = geometry.screen.minY + geometry.insets.top + NavigationBarMetrics.barHeight
      let stripSize = CGSize(width: NavigationStackModel.edgeWidth, height: max(0, geometry.screen.maxY - top))
      edge.place(at: CGPoint(x: geometry.screen.minX, y: top), size: stripSize, proposal: ProposedViewSize(stripSize), pass)
    }
  }

  /// How the moving screen moves: its own transition (a pop: the removed screen's).
  private var style: _NavigationTransitionStyle {
    if let run = model.transition { return run.style }
    if model.drag?.kind == .zoom { return model.topStyle }
    return .slide
  }

  // MARK: The slide

  /// The slide, as UIKit's parallax transition draws it: the moving screen's leading edge at
  /// (1 − presence) of the width, the screen under it moved 30 % of the width towards the
  /// leading edge and dimmed by up to 10 % black, a shadow along the moving screen's leading
  /// edge, and each bar's items moving with their screen and fading with its share.
  private func placeSliding(under: ResolvedNavigationScreen, presence: Double, _ geometry: Geometry, _ pass: Pass) {
    let width = geometry.screen.width
    let outer = pass.transform
    pass.withSavedState {
      pass.transform = Transform(translationX: -Self.parallax * width * presence, y: 0).concatenating(outer)
      placeScreen(under, geometry, pass, itemsOpacity: 1 - presence)
    }
    fill(geometry.screen, RGBAColor(red: 0, green: 0, blue: 0, alpha: Self.dimming * presence), pass)
    pass.withSavedState {
      pass.transform = Transform(translationX: width * (1 - presence), y: 0).concatenating(outer)
      let shadow = pass.collecting { fill(geometry.screen, UIColor.systemBackground.resolvedColor(for: colorScheme), pass) }
      pass.drawLayer(DisplayLayer(
        items: shadow, filters: [.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: Self.shadowOpacity), radius: Self.shadowRadius * pass.transform.meanScale, offset: .zero)]))
      placeScreen(top, geometry, pass, itemsOpacity: presence)
    }
  }

  /// How far the screen under a push moves, as a fraction of the width (UIKit's parallax
  /// transition moves it by 30 %; measured, not documented).
  static let parallax: CGFloat = 0.3
  /// The black the screen under a push is dimmed with at the end of the push (a choice
  /// matching UIKit's dimming view, about 10 %).
  static let dimming = 0.1
  /// The moving screen's edge shadow (a choice: UIKit draws a soft gradient a few points wide).
  static let shadowOpacity = 0.2
  static let shadowRadius = 5.0

  // MARK: The zoom

  /// The zoom: the screen under stays, its source hidden; the moving screen, laid out full
  /// size, is scaled to fill a rectangle that runs from the source's frame (presence 0) to the
  /// screen (presence 1), top-aligned and centred, and clipped to it with a corner that runs
  /// from the source's clip radius to none. Returns nil, drawing nothing, when the source is
  /// not on the screen under (the slide is drawn instead).
  private func placeZoomed(
    under: ResolvedNavigationScreen, key: _TransitionSourceKey, presence: Double, _ geometry: Geometry, _ pass: Pass
  ) -> Bool? {
    let hidden = pass.hiddenTransitionSources
    pass.hiddenTransitionSources.insert(key)
    let drawn = pass.collecting { placeScreen(under, geometry, pass) }
    pass.hiddenTransitionSources = hidden
    guard let source = pass.transitionSources[key] else {
      return nil
    }
    pass.append(drawn)
    let full = geometry.screen.applying(pass.transform)
    let (rect, radius): (CGRect, CGFloat)
    if let run = model.transition {
      let zero = run.zoomRectAtZero.map { ($0, Self.pulledCornerRadius($0, full)) } ?? (source.frame, source.cornerRadius)
      let one = run.zoomRectAtOne.map { ($0, Self.pulledCornerRadius($0, full)) } ?? (full, 0)
      rect = Self.interpolate(zero.0, one.0, presence)
      radius = zero.1 + (one.1 - zero.1) * presence
    } else if let drag = model.drag {
      rect = NavigationStackModel.zoomDragRect(drag, screen: full)
      radius = Self.pulledCornerRadius(rect, full)
    } else {
      (rect, radius) = (full, 0)
    }
    let scale = max(rect.width / max(full.width, 1), rect.height / max(full.height, 1))
    let mapped = Transform(translationX: -full.minX, y: -full.minY)
      .concatenating(Transform(scaleX: scale, y: scale))
      .concatenating(Transform(translationX: rect.midX - full.width * scale / 2, y: rect.minY))
    var items: [DisplayItem] = []
    pass.withSavedState {
      pass.transform = pass.transform.concatenating(mapped)
      items = pass.collecting { placeScreen(top, geometry, pass) }
    }
    let clip = RoundedRectangle(cornerRadius: max(0, min(radius, rect.width / 2, rect.height / 2)))
      .path(in: CGRect(origin: .zero, size: rect.size))
    pass.drawLayer(DisplayLayer(items: items, clip: LayerClip(clip, transform: Transform(translationX: rect.minX, y: rect.minY))))
    return true
  }

  /// The corner of a pulled-down screen: 32 pt once it has shrunk by 5 %, growing to it from
  /// none (a choice: iOS rounds the pulled screen like the display's corners).
  static func pulledCornerRadius(_ rect: CGRect, _ full: CGRect) -> CGFloat {
    let shrink = 1 - rect.width / max(full.width, 1)
    return 32 * min(max(shrink / 0.05, 0), 1)
  }

  static func interpolate(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
    CGRect(
      x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  // MARK: One screen

  /// Draws one screen: its background, its content below its bar, then its bar.
  private func placeScreen(_ screen: ResolvedNavigationScreen, _ geometry: Geometry, _ pass: Pass, itemsOpacity: Double = 1) {
    let s = geometry.screen
    let insets = geometry.insets
    let context = screen.context
    let barShown = context.barVisibility != .hidden
    let barHeight = barShown ? NavigationBarMetrics.barHeight + (screen.isLarge ? NavigationBarMetrics.largeTitleHeight : 0) : 0
    let contentTop = insets.top + barHeight
    fill(s, UIColor.systemBackground.resolvedColor(for: colorScheme), pass)
    let content = CGRect(
      x: s.minX + insets.leading, y: s.minY + contentTop, width: max(0, s.width - insets.leading - insets.trailing),
      height: max(0, s.height - contentTop - insets.bottom))
    let element = SafeAreaElement(
      bounds: s, insets: EdgeInsets(top: contentTop, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
      regions: .container)
    pass.withSafeArea(element) {
      let proposal = ProposedViewSize(content.size)
      let size = screen.node.sizeThatFits(proposal, pass)
      let origin = CGPoint(x: content.midX - size.width / 2, y: content.midY - size.height / 2)
      screen.node.place(at: origin, size: size, proposal: proposal, pass)
    }
    if barShown { placeBar(screen, geometry, pass, itemsOpacity: itemsOpacity) }
  }

  /// Draws a screen's bar for what its scroll view shows: the large title's area shrinks as
  /// the content scrolls up (and grows as it is pulled down), the inline title fades in over
  /// the last 12 pt of the collapse, and the bar's background fades in as content passes
  /// under it.
  private func placeBar(_ screen: ResolvedNavigationScreen, _ geometry: Geometry, _ pass: Pass, itemsOpacity: Double) {
    let s = geometry.screen
    let offset = screen.context.scrollOffset ?? 0
    let large = NavigationBarMetrics.largeTitleHeight
    let largeArea = screen.isLarge ? max(0, large - offset) : 0
    let under = screen.isLarge ? offset - large : offset
    let background = min(max(under / NavigationBarMetrics.backgroundFadeDistance, 0), 1)
    let barBottom = s.minY + geometry.insets.top + NavigationBarMetrics.barHeight + largeArea
    if background > 0 {
      let bar = CGRect(x: s.minX, y: s.minY, width: s.width, height: barBottom - s.minY)
      var color = NavigationBarMetrics.background(colorScheme)
      color.alpha *= background
      fill(bar, color, pass)
      var line = NavigationBarMetrics.hairline(colorScheme)
      line.alpha *= background
      fill(CGRect(x: s.minX, y: barBottom, width: s.width, height: 1.0 / 3), line, pass)
    }
    let context = screen.context
    var leading: [AnyView] = []
    var principal: AnyView?
    var trailing: [AnyView] = []
    for (index, toolbar) in context.toolbars.enumerated() {
      let collector = ToolbarCollector()
      var r = resolver
      r.environment.toolbarCollector = collector
      _ = r.resolve(toolbar, identity.appending(.property("toolbar scan \(index)")))
      let items = collector.items.isEmpty ? [(ToolbarItemPlacement.automatic, AnyView(toolbar))] : collector.items
      for (placement, view) in items {
        switch ToolbarSlot(placement) {
        case .leading?: leading.append(view)
        case .principal?: principal = view
        case .trailing?: trailing.append(view)
        case nil: break
        }
      }
    }
    let model = model
    let depth = screen.depth
    let items = NavigationBarItems(
      width: s.width, statusHeight: geometry.insets.top, largeArea: largeArea, isLarge: screen.isLarge,
      title: context.title,
      inlineTitleOpacity: screen.isLarge ? Double(min(max((offset - (large - 12)) / 12, 0), 1)) : 1,
      backTitle: screen.backTitle, back: { model.pop(toDepth: depth - 1) }, leading: leading, principal: principal,
      trailing: trailing)
    var r = resolver
    r.environment.navigation = nil
    let node = r.resolve(items.opacity(itemsOpacity), identity.appending(.property("bar")).appending(.id(ExplicitID(screen.screen.key))))
    let size = CGSize(width: s.width, height: barBottom - s.minY)
    node.place(at: s.origin, size: size, proposal: ProposedViewSize(size), pass)
  }

  private func fill(_ rect: CGRect, _ color: RGBAColor, _ pass: Pass) {
    guard color.alpha > 0 else { return }
    pass.draw(.fill(Path(rect), rule: .nonZero, paint: pass.paint(color), transform: pass.transform), bounds: rect, hitTestable: false)
  }
}
