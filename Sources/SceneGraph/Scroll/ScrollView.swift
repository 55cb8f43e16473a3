import Drawing
import Foundation
import Geometry

// What: `ScrollView` (docs/SEMANTICS.md §7, scroll views): layout, clipping, and scrolling by
// a scripted finger, on the scene's virtual clock.
//
// Layout. The content is proposed nil along each scroll axis (its ideal length) and the
// proposed length across; the scroll view takes the proposal (nil dimensions: the content's)
// and clips what it draws to its bounds. Along a scroll axis the content starts at the top
// (leading) edge, offset by the scroll position; across the others it is centred.
//
// Scrolling, per scroll axis, UIScrollView's model:
// - While the finger is down the content follows it, from the moment it has travelled 10 pt
//   (the drag's slop; the content does not jump by the slop). Past an end the content moves
//   less than the finger, by UIScrollView's rubber-band curve: an overshoot x shows as
//   (1 − 1 / (x · 0.55 / d + 1)) · d, d the scroll view's length along the axis, so it never
//   reaches d.
// - When the finger lifts inside the content, the content coasts at the finger's velocity v
//   (TouchSession's: over the last 0.1 s), decaying by UIScrollView's normal deceleration
//   rate r = 0.998 per millisecond: speed v · r^ms, position p₀ + v · (r^ms − 1) / ln r per
//   ms, coming to rest v · 0.4995 s away; the coast stops dead at the ends of the content.
// - When it lifts past an end, the content returns to the end with a critically damped
//   spring of response 0.4 s.
// - A scroll target behavior (`.paging`, `.viewAligned`, an app's) may choose another resting
//   place; the content then settles there (`ScrollSettling.swift`).
// Programs scroll it too (`ScrollViewReader`, scroll positions: `ScrollRequest.swift`), and
// its settings come from the environment (`ScrollConfiguration.swift`); one pass of it is
// `ScrollViewport.swift`.
// Why: the position is a pure function of the touch samples and the time, like every
// animation here, so a frame depends on its time alone.
// Indicators: `ScrollIndicators.swift`.
// What it refuses to do: bouncing past an end at the end of a coast (UIScrollView
// overshoots and springs back; Flipbook stops at the end), and nested scroll views handing a
// drag on. What the clip hides takes no taps (hit regions and labels are clipped with the
// drawing).

/// A view that shows a window onto content longer than itself, scrolled by dragging.
///
/// The content is laid out at its ideal length along `axes` and clipped to the scroll view,
/// which takes the space it is offered. It starts scrolled to the top (leading) edge.
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Content
  @State private var scrolling = ScrollOffsetTracker()

  /// - Parameters:
  ///   - axes: the directions the content scrolls in; default `.vertical`.
  ///   - showsIndicators: whether scroll indicators show while the user scrolls; default
  ///     `true`.
  ///   - content: the scrolled content.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: some View {
    let scrolling = scrolling
    return _ScrollViewport(axes: axes, position: scrolling, content: content, showsIndicators: showsIndicators)
      .modifier(_ScrollDragModifier(tracker: scrolling))
  }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let rawValue: Int8
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
  /// Shown while scrolling.
  public static let visible = ScrollIndicatorVisibility(rawValue: 1)
  /// Hidden, unless the platform insists.
  public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

extension View {
  /// Sets the visibility of the scroll indicators of scroll views inside along `axes`:
  /// `.hidden` and `.never` hide them, `.automatic` and `.visible` show them while the user
  /// scrolls.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    modifier(_EnvironmentModifier { environment in
      if visibility == .hidden || visibility == .never {
        environment.scroll.hiddenIndicators.formUnion(axes)
      } else {
        environment.scroll.hiddenIndicators.subtract(axes)
      }
    })
  }
}

/// The scroll view's frame and content, clipped and offset.
struct _ScrollViewport<Content: View>: PrimitiveView {
  let axes: Axis.Set
  let position: ScrollOffsetTracker
  let content: Content
  var showsIndicators = true

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    var configuration = ScrollConfiguration(resolver.environment)
    if !showsIndicators { configuration.settings.hiddenIndicators = [.horizontal, .vertical] }
    // A vertical scroll view on a navigation stack's screen extends under its bars.
    let screen = resolver.environment.scrollsUnderBars && axes.contains(.vertical) ? resolver.environment.navigation?.screen : nil
    let child = resolver.resolve(content, identity.appending(.content)) {
      $0.scroll = $0.scroll.forContent
      $0.scrollsUnderBars = false
    }
    return ScrollViewportNode(
      identity: identity, child: child, axes: axes, position: position, configuration: configuration, navigationScreen: screen)
  }
}
