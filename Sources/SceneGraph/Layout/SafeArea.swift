import Foundation
import Geometry

// Safe areas: the parts of the canvas (or of a view) that content avoids unless it asks not to.
//
// As in SwiftUI, a safe area is not a layout constraint but a set of regions carried down the
// tree during placement. Each region is an element: a rectangle in global layout coordinates
// and insets measured inward from its edges. The runtime adds one for the canvas (a device's
// notch and home indicator) and proposes the root the rectangle inside the insets, as a
// UIHostingController does; `.safeAreaPadding` adds one for its own frame.
//
// Which insets apply to a view (OpenSwiftUI's `SafeAreaInsets.resolve(regions:in:)`, audited
// against SwiftUI 6.5): for each element, innermost first, and each edge, the view may extend to
// the element's outer edge when its own edge lies at or beyond the inner (safe) boundary and not
// beyond the outer edge, within a tolerance of half a pixel at @3x plus 0.001 pt. The insets are
// how far each edge may move out. A view that fills the safe area of an iPhone therefore gets
// (top 62, bottom 34); one in the middle of the screen gets nothing; one already stretched to
// the canvas edge gets 0 there, because nothing is left to extend into.
//
// `.ignoresSafeArea(_:edges:)` sizes as its content (the parent's layout is unchanged) and, when
// placed, proposes its content its own proposal grown by those insets on the ignored edges and
// places it top-leading at the grown origin. The ShapeStyle `.background` does the same for its
// fill. Not modelled: layout direction (insets are not flipped for right-to-left), render-time
// transforms (scale and rotation effects are not part of layout), the keyboard region (no
// element ever has keyboard insets, so ignoring only `.keyboard` never grows a view), and
// `.safeAreaInset(edge:alignment:spacing:content:)`.

/// One safe-area region: insets measured inward from the edges of `bounds`.
struct SafeAreaElement {
  /// The rectangle the insets are measured in, in global layout coordinates (points).
  let bounds: CGRect
  /// How far the unsafe region reaches in from each edge of `bounds`, in points.
  let insets: EdgeInsets
  let regions: SafeAreaRegions
}

extension Pass {
  /// How far each edge of `frame` (global layout coordinates) may extend into the safe-area
  /// regions enclosing this point of the tree that match `regions`; zero where none applies.
  func safeAreaInsets(of frame: CGRect, regions: SafeAreaRegions = .all) -> EdgeInsets {
    var grown = frame
    for element in safeArea.reversed() where !element.regions.isDisjoint(with: regions) {
      element.extend(&grown)
    }
    return EdgeInsets(
      top: frame.minY - grown.minY, leading: frame.minX - grown.minX,
      bottom: grown.maxY - frame.maxY, trailing: grown.maxX - frame.maxX)
  }

  /// How far in from each edge `frame` (global layout coordinates) lies under the unsafe
  /// parts of the enclosing safe-area regions: 0 on an edge inside the safe area.
  func unsafeCover(of frame: CGRect) -> EdgeInsets {
    var cover = EdgeInsets()
    for element in safeArea {
      let safe = CGRect(
        x: element.bounds.minX + element.insets.leading, y: element.bounds.minY + element.insets.top,
        width: element.bounds.width - element.insets.leading - element.insets.trailing,
        height: element.bounds.height - element.insets.top - element.insets.bottom)
      cover.top = max(cover.top, min(safe.minY - frame.minY, frame.height))
      cover.bottom = max(cover.bottom, min(frame.maxY - safe.maxY, frame.height))
      cover.leading = max(cover.leading, min(safe.minX - frame.minX, frame.width))
      cover.trailing = max(cover.trailing, min(frame.maxX - safe.maxX, frame.width))
    }
    return cover
  }

  /// Runs `body` with `element` added to the safe-area regions of the subtree it places.
  func withSafeArea(_ element: SafeAreaElement, _ body: () -> Void) {
    guard element.insets != EdgeInsets() else { return body() }
    safeArea.append(element)
    body()
    safeArea.removeLast()
  }
}

extension SafeAreaElement {
  /// Half a pixel at @3x, plus SwiftUI's 0.001 pt.
  static let tolerance: CGFloat = 0.5 / 3 + 0.001

  /// Moves each edge of `rect` out to this element's outer edge where `rect` reaches the safe
  /// boundary on that edge without passing the outer edge.
  func extend(_ rect: inout CGRect) {
    let outer = bounds
    let inner = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: bounds.width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
    let e = Self.tolerance
    var (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    if minY - e < inner.minY && outer.minY < minY + e { minY = outer.minY }
    if inner.maxY < maxY + e && maxY - e < outer.maxY { maxY = outer.maxY }
    if minX - e < inner.minX && outer.minX < minX + e { minX = outer.minX }
    if inner.maxX < maxX + e && maxX - e < outer.maxX { maxX = outer.maxX }
    rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension EdgeInsets {
  /// These insets on `edges` only; zero elsewhere.
  func on(_ edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
  }

  /// `rect` grown outward by these insets.
  func outset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX - leading, y: rect.minY - top,
      width: rect.width + leading + trailing, height: rect.height + top + bottom)
  }

  /// `proposal` grown by these insets; an unspecified dimension stays unspecified.
  func outset(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { $0 + leading + trailing }, height: proposal.height.map { $0 + top + bottom })
  }
}

extension View {
  /// Lets this view extend into the safe area on `edges` where it reaches it.
  ///
  /// The view sizes as before, so its parent's layout does not change. When it is placed,
  /// each edge in `edges` that lies on the boundary of a safe area matching `regions` moves
  /// out to that area's outer edge (the canvas edge, for a device's insets): the content is
  /// proposed the view's proposal grown by those insets and placed top-leading at the grown
  /// origin. An edge that does not reach the boundary stays where it is. Defaults: all
  /// regions, all edges.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
  }

  /// Lets this view extend into the safe area on `edges` where it reaches it: the older
  /// spelling of `ignoresSafeArea(.all, edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(_SafeAreaRegionsIgnoringLayout(regions: .all, edges: edges))
  }

  /// Insets this view by `insets` and adds them to its safe area, so content that ignores
  /// the safe area still reaches this view's edges.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(insets: insets)).modifier(_SafeAreaInsetsModifier(insets: insets))
  }

  /// Insets this view on `edges` by `length` points (16, iOS's default padding, when `nil`)
  /// and adds the insets to its safe area.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? 16))
  }

  /// Insets this view by `length` points on every edge and adds the insets to its safe area.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(EdgeInsets(.all, length))
  }
}

/// `.ignoresSafeArea(_:edges:)` and `.edgesIgnoringSafeArea(_:)`.
public struct _SafeAreaRegionsIgnoringLayout: WrappingModifier {
  let regions: SafeAreaRegions
  let edges: Edge.Set

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    SafeAreaIgnoringNode(identity: identity, child: child, modifier: self)
  }
}

final class SafeAreaIgnoringNode: EffectNode<_SafeAreaRegionsIgnoringLayout> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let insets = pass.safeAreaInsets(of: CGRect(origin: origin, size: size), regions: modifier.regions)
      .on(modifier.edges)
    guard insets != EdgeInsets() else { return child.place(at: origin, size: size, proposal: proposal, pass) }
    let p = insets.outset(proposal)
    let s = child.sizeThatFits(p, pass)
    child.place(at: CGPoint(x: origin.x - insets.leading, y: origin.y - insets.top), size: s, proposal: p, pass)
  }
}

/// Adds its own frame, inset by `insets`, to the safe area of its content (the padded view of
/// `.safeAreaPadding`).
struct _SafeAreaInsetsModifier: WrappingModifier {
  let insets: EdgeInsets

  func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    SafeAreaInsetsNode(identity: identity, child: child, modifier: self)
  }
}

final class SafeAreaInsetsNode: EffectNode<_SafeAreaInsetsModifier> {
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let element = SafeAreaElement(bounds: CGRect(origin: origin, size: size), insets: modifier.insets, regions: .container)
    pass.withSafeArea(element) { child.place(at: origin, size: size, proposal: proposal, pass) }
  }
}
