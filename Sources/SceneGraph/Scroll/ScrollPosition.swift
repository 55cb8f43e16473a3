import Foundation

// What: scroll positions bound to state: iOS 17's `scrollPosition(id:anchor:)` and iOS 18's
// `ScrollPosition` (docs/SEMANTICS.md §7, scroll positions).
//
// Two ways. The app setting the binding is a request (`ScrollRequest.swift`) carried out in
// the transaction of the change, so `withAnimation { position = 5 }` animates. The user
// scrolling writes the binding: during a drag and the motion after it, whenever the view at
// the anchor changes, the binding is set to that view's identity (after the pass, as an app
// event would). The view at the anchor is the scroll target layout's view whose frame holds
// the point at the anchor of the visible content region (nil: its top leading corner), along
// the scroll view's main axis (vertical, if it scrolls both ways), else the first one after
// that point. A program's scroll does not write the binding (its request already names where
// it goes). Flipbook's reading: Apple documents the binding, not when it is written.

/// A binding between a scroll view and an app's notion of where it is scrolled.
struct ScrollPositionBinding {
  /// The point of the visible region whose view is reported, and where a view asked for is
  /// aligned; nil for the top leading corner.
  let anchor: UnitPoint?
  /// The app's latest request: a token that changes with each new request, and where it goes.
  let request: () -> (token: AnyHashable, destination: ScrollDestination)?
  /// Writes the binding for the user having scrolled to the view with this identity; returns
  /// the token of the value written.
  let report: (AnyHashable) -> AnyHashable?
}

extension View {
  /// Binds the identity of the scroll target view at `anchor` of scroll views inside this
  /// view (iOS 17): the binding follows the user's scrolling, and setting it scrolls to that
  /// view (animated inside `withAnimation`). The views are those of the container marked
  /// `.scrollTargetLayout()`.
  ///
  /// - Parameters:
  ///   - id: the identity of the view at the anchor; nil when none is known.
  ///   - anchor: the point of the visible region the view is read at and aligned to; default
  ///     nil, the top leading corner.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    let binding = ScrollPositionBinding(
      anchor: anchor,
      request: {
        guard let value = id.wrappedValue else { return nil }
        let key = AnyHashable(value)
        return (key, .view(key, anchor: anchor ?? .topLeading))
      },
      report: { reported in
        guard let value = reported.base as? ID else { return nil }
        id.wrappedValue = value
        return AnyHashable(value)
      })
    return modifier(_EnvironmentModifier { $0.scroll.position = binding })
  }

  /// Binds a scroll position to scroll views inside this view (iOS 18): setting it (its
  /// `scrollTo` methods) scrolls there, and the user's scrolling sets it to the view at
  /// `anchor` (see `scrollPosition(id:anchor:)`), marked `isPositionedByUser`.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    let binding = ScrollPositionBinding(
      anchor: anchor,
      request: {
        let value = position.wrappedValue
        guard !value.isPositionedByUser, let destination = value.destination(anchor: anchor) else { return nil }
        return (AnyHashable(value.revision), destination)
      },
      report: { reported in
        var value = position.wrappedValue
        value.positionByUser(at: reported)
        position.wrappedValue = value
        return AnyHashable(value.revision)
      })
    return modifier(_EnvironmentModifier { $0.scroll.position = binding })
  }
}

/// Where a scroll view is, or should be, scrolled to (iOS 18): a view's identity, an edge or
/// a point, set by the app with `scrollTo` or by the user's scrolling.
public struct ScrollPosition: Equatable, @unchecked Sendable {
  enum Place: Equatable {
    case none
    case view(AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case point(x: CGFloat?, y: CGFloat?)
  }

  private(set) var place: Place
  /// Counts the app's requests, so that asking for the same place again scrolls again.
  private(set) var revision = 0
  /// Whether the user's scrolling set this position.
  public private(set) var isPositionedByUser = false
  /// The type of identity the position reports; nil for any.
  private let idType: Any.Type?

  /// A position at `edge`, or with nothing to scroll to yet when `edge` is nil (default),
  /// reporting identities of `idType` (default any).
  public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge? = nil) {
    self.init(place: edge.map { .edge($0) } ?? .none, idType: idType)
  }

  /// A position at `point` (content coordinates: the point shown at the top leading corner).
  public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
    self.init(place: .point(x: point.x, y: point.y), idType: idType)
  }

  /// A position at `x` horizontally.
  public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) {
    self.init(place: .point(x: x, y: nil), idType: idType)
  }

  /// A position at `y` vertically.
  public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) {
    self.init(place: .point(x: nil, y: y), idType: idType)
  }

  /// A position at (`x`, `y`).
  public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
    self.init(place: .point(x: x, y: y), idType: idType)
  }

  /// A position at the view identified by `id`, aligned by `anchor`.
  public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
    self.init(place: .view(AnyHashable(id), anchor: anchor), idType: ID.self)
  }

  private init(place: Place, idType: Any.Type) {
    self.place = place
    self.idType = idType == Never.self ? nil : idType
  }

  public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
    a.place == b.place && a.revision == b.revision && a.isPositionedByUser == b.isPositionedByUser
  }

  /// Scrolls to the view identified by `id`, aligned by `anchor` (nil: least scrolling).
  public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { ask(.view(AnyHashable(id), anchor: anchor)) }
  /// Scrolls to an edge of the content.
  public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
  /// Scrolls to `point` (content coordinates).
  public mutating func scrollTo(point: CGPoint) { ask(.point(x: point.x, y: point.y)) }
  /// Scrolls horizontally to `x`.
  public mutating func scrollTo(x: CGFloat) { ask(.point(x: x, y: nil)) }
  /// Scrolls vertically to `y`.
  public mutating func scrollTo(y: CGFloat) { ask(.point(x: nil, y: y)) }
  /// Scrolls to (`x`, `y`).
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { ask(.point(x: x, y: y)) }

  /// The edge asked for, if the position is an edge.
  public var edge: Edge? {
    if case .edge(let edge) = place { return edge }
    return nil
  }

  /// The point asked for, if the position is a point on both axes.
  public var point: CGPoint? {
    if case .point(let x?, let y?) = place { return CGPoint(x: x, y: y) }
    return nil
  }

  /// The identity of the view the position is at, if it is at a view. (SwiftUI types it
  /// `(any Hashable & Sendable)?`; identities reach Flipbook type-erased, so it is
  /// `(any Hashable)?`.)
  public var viewID: (any Hashable)? {
    if case .view(let id, _) = place { return id.base as? any Hashable }
    return nil
  }

  /// The identity of the view the position is at, if it is a `T`.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    if case .view(let id, _) = place { return id.base as? T }
    return nil
  }

  private mutating func ask(_ place: Place) {
    self.place = place
    revision += 1
    isPositionedByUser = false
  }

  /// The user scrolled to the view identified by `id`: the position is at it, if the
  /// position reports identities of its type.
  mutating func positionByUser(at id: AnyHashable) {
    if let idType, ObjectIdentifier(type(of: id.base)) != ObjectIdentifier(idType) {
      place = .none
    } else {
      place = .view(id, anchor: nil)
    }
    isPositionedByUser = true
  }

  /// The request this position makes, aligning views by `anchor` when it names none.
  func destination(anchor: UnitPoint?) -> ScrollDestination? {
    switch place {
    case .none: nil
    case .view(let id, let own): .view(id, anchor: own ?? anchor ?? .topLeading)
    case .edge(let edge): .edge(edge)
    case .point(let x, let y): .point(x: x, y: y)
    }
  }
}
