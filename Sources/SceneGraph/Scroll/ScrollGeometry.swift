import Foundation

// What: observing a scroll view (iOS 18): `onScrollGeometryChange(for:of:action:)` and
// `onScrollPhaseChange(_:)` (docs/SEMANTICS.md §7, observing scrolling).
//
// After each pass a scroll view works out its geometry as the pass showed it and hands it to
// the observers set on it or around it (stopping at the first scroll view). An observer's
// action runs after the pass, as an app event, when its value differs from the last pass's;
// the first pass only records the value. The phase is what moves the content: a finger
// (`.interacting`), the motion after one (`.decelerating`), a program's animation
// (`.animating`), or nothing (`.idle`). Flipbook never reports `.tracking`: a scroll view's
// drag starts past the slop, so a finger that has not yet moved is not seen.

/// The geometry of a scroll view as one pass showed it.
///
/// The content offset counts from the content's top leading corner, so with content insets
/// (content margins) it is negative at the top: −insets.top (UIScrollView's convention).
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// Where the scroll view is within its content; past 0 or the end while rubber-banding.
  public var contentOffset: CGPoint
  /// The size of the content, without the insets.
  public var contentSize: CGSize
  /// The insets around the content: its content margins.
  public var contentInsets: EdgeInsets
  /// The scroll view's size.
  public var containerSize: CGSize

  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content the scroll view shows, in content coordinates: the container at
  /// the content offset.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The visible rect less the content insets.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(containerSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(containerSize.height - contentInsets.top - contentInsets.bottom, 0))
  }

  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
  }
}

/// What moves a scroll view's content.
public enum ScrollPhase: Equatable, Sendable {
  /// Nothing.
  case idle
  /// A finger is down and may start scrolling (never reported by Flipbook).
  case tracking
  /// A finger scrolls the content.
  case interacting
  /// The content moves on after the finger lifted.
  case decelerating
  /// A program's scroll animates the content.
  case animating

  /// Whether the content is moving.
  public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change comes with.
public struct ScrollPhaseChangeContext {
  /// The geometry when the phase changed.
  public var geometry: ScrollGeometry
  /// Entering `.decelerating`: the content's velocity when the finger lifted (points per
  /// second, positive towards the content's end); nil for the other phases.
  public var velocity: CGVector?
}

/// A `onScrollGeometryChange` observer: its modifier's identity (where its last value is
/// kept) and how it reacts to a geometry.
struct ScrollGeometryObserver {
  let identity: ViewIdentity
  /// The observer's value for a geometry, and the action due when it differs from `last`.
  let observe: (ScrollGeometry, _ last: Any?) -> (value: Any, action: (() -> Void)?)
}

/// A `onScrollPhaseChange` observer.
struct ScrollPhaseObserver {
  let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

extension View {
  /// Runs `action` with the old and new values when the value `transform` makes of the
  /// geometry of the scroll view this view is or holds changes (iOS 18).
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
  }

  /// Runs `action` when the scroll phase of the scroll view this view is or holds changes.
  public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
    onScrollPhaseChange { old, new, _ in action(old, new) }
  }

  /// Runs `action` when the scroll phase changes, with the geometry and velocity then.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
  ) -> some View {
    modifier(_EnvironmentModifier { $0.scroll.phaseObservers.append(ScrollPhaseObserver(action: action)) })
  }
}

struct _ScrollGeometryChangeModifier<T: Equatable>: PrimitiveModifier {
  let transform: (ScrollGeometry) -> T
  let action: (T, T) -> Void

  func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let (transform, action) = (self.transform, self.action)
    let observer = ScrollGeometryObserver(identity: identity) { geometry, last in
      let value = transform(geometry)
      guard let old = last as? T, old != value else { return (value, nil) }
      return (value, { action(old, value) })
    }
    return resolver.resolve(content, identity.appending(.body)) { $0.scroll.geometryObservers.append(observer) }
  }
}
