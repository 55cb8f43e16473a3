import Foundation

// What: programmatic scrolls (`ScrollViewProxy.scrollTo`, a scroll position binding set by
// the app) as requests a scroll view carries out when it is next laid out.
//
// A request is made in some transaction (inside `withAnimation` or not) and records it. It
// also writes a state value of the scroll view's own, so the runtime runs a pass in that
// transaction at once; that pass lays the content out (so a view inserted by the same change
// can be scrolled to), works out the destination, and presents the offset through an animated
// attribute: with the transaction's animation the offset eases there, frame-exact, and the
// transaction's completions wait for it; without one it jumps. A drag that begins stops the
// animation where it is.

/// Where a programmatic scroll goes.
enum ScrollDestination {
  /// The view with this explicit identity, aligned by the anchor (nil: least scrolling).
  case view(AnyHashable, anchor: UnitPoint?)
  /// An edge of the content.
  case edge(Edge)
  /// An offset (content coordinates), per axis; nil leaves that axis.
  case point(x: CGFloat?, y: CGFloat?)
}

/// A programmatic scroll waiting for the scroll view's next pass.
struct ScrollRequest {
  let destination: ScrollDestination
  /// The transaction it was made in.
  let transaction: Transaction
}

extension ScrollDestination {
  /// The offset this destination asks for, in `geometry` with the content `record`, from
  /// `current`, clamped to the content; nil when the view it names was not placed.
  func offset(in geometry: ScrollOffsetTracker.Geometry, record: ScrollContentRecord?, from current: CGPoint) -> CGPoint? {
    var result = current
    switch self {
    case .view(let id, let anchor):
      guard let frame = record?.frame(of: id) else { return nil }
      result = ScrollAlignment.offset(showing: frame, anchor: anchor, from: current, region: geometry.region)
    case .edge(let edge):
      switch edge {
      case .top: result.y = 0
      case .bottom: result.y = geometry.maximum.y
      case .leading: result.x = 0
      case .trailing: result.x = geometry.maximum.x
      }
    case .point(let x, let y):
      if let x { result.x = x }
      if let y { result.y = y }
    }
    let maximum = geometry.maximum
    return CGPoint(
      x: geometry.axes.contains(.horizontal) ? min(max(result.x, 0), maximum.x) : current.x,
      y: geometry.axes.contains(.vertical) ? min(max(result.y, 0), maximum.y) : current.y)
  }
}

/// The requests of one scroll view and the state value that makes the runtime lay it out.
final class ScrollRequestQueue {
  private(set) var pending: [ScrollRequest] = []
  /// Writes the scroll view's own state value in the current transaction.
  var invalidate: (() -> Void)?

  /// Asks for a scroll to `destination` in the current transaction.
  func request(_ destination: ScrollDestination) {
    pending.append(ScrollRequest(destination: destination, transaction: Transaction.current))
    invalidate?()
  }

  /// Adds a request a pass found (a binding the app changed), in that pass's transaction.
  func add(_ destination: ScrollDestination, transaction: Transaction) {
    pending.append(ScrollRequest(destination: destination, transaction: transaction))
  }

  /// The requests a pass in `transaction` carries out: those made in it, or every one when
  /// the pass belongs to no transaction (a request whose own pass never came).
  func take(for transaction: Transaction?) -> [ScrollRequest] {
    guard let transaction else {
      defer { pending = [] }
      return pending
    }
    let taken = pending.filter { $0.transaction.isSameScope(as: transaction) }
    pending.removeAll { $0.transaction.isSameScope(as: transaction) }
    return taken
  }
}
