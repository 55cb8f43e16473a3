import Foundation

// The scroll views' settings modifiers: margins, clipping, enabling, bouncing and default
// anchors. Each sets the scroll views inside it (`ScrollConfiguration.swift`); their effect
// on layout and scrolling is in `ScrollViewport.swift` and docs/SEMANTICS.md §7.

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
  let kind: Kind

  /// The scroll views' content (their indicators follow on iOS; Flipbook draws none).
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
  /// The scroll views' content only.
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }
  /// The scroll indicators only: accepted; Flipbook draws no indicators.
  public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }
}

/// Whether a scroll view lets its content be dragged past its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
  let kind: Kind

  /// The platform's choice: on iOS, always.
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
  /// Always, even when the content fits.
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
  /// Only when the content is longer than the scroll view; content that fits does not move.
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }
}

/// What a default scroll anchor is for (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
  let kind: Kind

  /// Where the scroll view starts.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }
  /// Which point of the content stays put when the content or the scroll view changes size.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }
  /// Where content shorter than the scroll view sits.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }
}

extension View {
  /// Insets the content of scroll views inside this view on `edges` by `insets`' lengths:
  /// the content is laid out in the smaller region, starts inside it and scrolls under the
  /// margins to the scroll view's edges. The last (innermost) margins set for an edge win.
  ///
  /// - Parameters:
  ///   - edges: the edges; default all.
  ///   - placement: what the margins inset; default `.automatic`, the content.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modifier(_EnvironmentModifier { environment in
      guard placement != .scrollIndicators else { return }
      var margins = environment.scroll.margins
      if edges.contains(.top) { margins.top = insets.top }
      if edges.contains(.leading) { margins.leading = insets.leading }
      if edges.contains(.bottom) { margins.bottom = insets.bottom }
      if edges.contains(.trailing) { margins.trailing = insets.trailing }
      environment.scroll.margins = margins
    })
  }

  /// Insets the content of scroll views inside this view by `length` on `edges`; nil for the
  /// system's default margin, 16 pt (as `padding()`'s).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
  }

  /// Insets the content of scroll views inside this view by `length` on every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, EdgeInsets(.all, length), for: placement)
  }

  /// Lets scroll views inside this view draw their content outside their bounds. What lies
  /// outside still takes no taps, as a UIScrollView's subviews outside its bounds take none.
  ///
  /// - Parameter disabled: whether clipping is off; default true.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.scroll.clipsContent = !disabled })
  }

  /// Stops scroll views inside this view from scrolling when dragged (programs still scroll
  /// them). Once an ancestor disables scrolling, `scrollDisabled(false)` inside does not
  /// enable it again.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier { $0.scroll.isScrollEnabled = $0.scroll.isScrollEnabled && !disabled })
  }

  /// Sets whether scroll views inside this view bounce along `axes` (default `[.vertical]`).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    modifier(_EnvironmentModifier { environment in
      if axes.contains(.horizontal) { environment.scroll.horizontalBounce = behavior }
      if axes.contains(.vertical) { environment.scroll.verticalBounce = behavior }
    })
  }

  /// Anchors scroll views inside this view at `anchor` for every role: they start there,
  /// keep that point of the content in place when sizes change, and align content that fits
  /// there (`.bottom` starts a chat at its last message). nil is the top leading corner.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(_EnvironmentModifier {
      $0.scroll.anchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor)
    })
  }

  /// Anchors scroll views inside this view at `anchor` for one role (iOS 18).
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    modifier(_EnvironmentModifier { environment in
      switch role.kind {
      case .initialOffset: environment.scroll.anchors.initialOffset = anchor
      case .sizeChanges: environment.scroll.anchors.sizeChanges = anchor
      case .alignment: environment.scroll.anchors.alignment = anchor
      }
    })
  }
}
