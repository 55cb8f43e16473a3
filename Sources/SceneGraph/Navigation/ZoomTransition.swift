import Drawing
import Foundation
import Geometry

// The iOS 18 zoom: `.matchedTransitionSource(id:in:)` marks a view a pushed screen can grow
// out of, and `.navigationTransition(.zoom(sourceID:in:))` on that screen asks for it
// (docs/SEMANTICS.md §15). The source records where it is drawn in each pass and draws
// nothing while a zoom out of it is in flight; the stack does the flying
// (`NavigationStackNode.swift`). A source's configuration gives it a background, a clip shape
// and a shadow, at rest and in flight; the clip shape's corner radius is the corner the
// flying screen starts from.

/// A transition source's id in its namespace.
public struct _TransitionSourceKey: Hashable {
  let id: AnyHashable
  let namespace: Namespace.ID
}

/// Where a transition source was drawn in a pass.
struct TransitionSourceRecord {
  /// Its frame on the canvas, in points.
  let frame: CGRect
  /// The corner radius of its clip shape, in points (0 without one).
  let cornerRadius: CGFloat
}

/// How a screen is pushed and popped: SwiftUI's `NavigationTransition`.
public protocol NavigationTransition {
  /// The style it stands for.
  var _style: _NavigationTransitionStyle { get }
}

/// The platform's push: the slide.
public struct AutomaticNavigationTransition: NavigationTransition {
  public var _style: _NavigationTransitionStyle { .slide }
}

/// The zoom out of a `matchedTransitionSource`.
public struct ZoomNavigationTransition: NavigationTransition {
  let key: _TransitionSourceKey
  public var _style: _NavigationTransitionStyle { .zoom(key) }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's push: the slide from the trailing edge.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// The screen grows out of the view marked `.matchedTransitionSource(id: sourceID, in:
  /// namespace)`, and shrinks back into it when popped.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition(key: _TransitionSourceKey(id: AnyHashable(sourceID), namespace: namespace))
  }
}

/// The look of a transition source: SwiftUI's `MatchedTransitionSourceConfiguration`.
public protocol MatchedTransitionSourceConfiguration: Sendable {
  /// The look it stands for.
  var _look: _TransitionSourceLook { get }
}

/// A transition source's background, clip shape and shadow.
public struct _TransitionSourceLook: Sendable {
  var background: Color?
  var clipShape: RoundedRectangle?
  var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
}

/// The configuration a `matchedTransitionSource(id:in:configuration:)` closure starts from:
/// no background, no clip, no shadow.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
  public var _look: _TransitionSourceLook { _TransitionSourceLook() }
}

/// A configuration with a look set.
public struct _StyledTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
  public let _look: _TransitionSourceLook
}

extension MatchedTransitionSourceConfiguration {
  /// Fills the source's shape with `style` behind it.
  public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
    var look = _look
    look.background = style
    return _StyledTransitionSourceConfiguration(_look: look)
  }

  /// Clips the source to `shape`; its corner radius is where the zoom's corner starts.
  public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
    var look = _look
    look.clipShape = shape
    return _StyledTransitionSourceConfiguration(_look: look)
  }

  /// Draws a shadow under the source.
  public func shadow(
    color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some MatchedTransitionSourceConfiguration {
    var look = _look
    look.shadow = (color, radius, x, y)
    return _StyledTransitionSourceConfiguration(_look: look)
  }
}

extension View {
  /// Marks this view as the source a `.navigationTransition(.zoom(sourceID: id, in:
  /// namespace))` screen grows out of.
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
    modifier(_MatchedTransitionSourceModifier(key: _TransitionSourceKey(id: AnyHashable(id), namespace: namespace), look: nil))
  }

  /// Marks this view as a zoom's source, with the look `configuration` gives it.
  public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
    id: ID, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
  ) -> some View {
    modifier(_MatchedTransitionSourceModifier(
      key: _TransitionSourceKey(id: AnyHashable(id), namespace: namespace),
      look: configuration(EmptyMatchedTransitionSourceConfiguration())._look))
  }

  /// How the navigation stack pushes and pops this screen. Outside a stack it does nothing.
  public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View {
    modifier(_NavigationScreenModifier { screen in
      if screen.transition == nil { screen.transition = style._style }
    })
  }
}

/// `.matchedTransitionSource`: the look, then the node that records and hides the source.
public struct _MatchedTransitionSourceModifier: PrimitiveModifier {
  let key: _TransitionSourceKey
  let look: _TransitionSourceLook?

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    guard let look else {
      let child = resolver.resolve(content, identity.appending(.body))
      return TransitionSourceNode(identity: identity, child: child, key: key, cornerRadius: 0)
    }
    let shape = look.clipShape ?? RoundedRectangle(cornerRadius: 0)
    let shadow = look.shadow ?? (Color.clear, 0, 0, 0)
    let styled = AnyView(content)
      .background { look.background ?? Color.clear }
      .clipShape(shape)
      .shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
    let child = resolver.resolve(styled, identity.appending(.body))
    return TransitionSourceNode(identity: identity, child: child, key: key, cornerRadius: shape.cornerSize.width)
  }
}

final class TransitionSourceNode: ModifierNode {
  let key: _TransitionSourceKey
  let cornerRadius: CGFloat

  init(identity: ViewIdentity, child: Node, key: _TransitionSourceKey, cornerRadius: CGFloat) {
    self.key = key
    self.cornerRadius = cornerRadius
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = CGRect(origin: origin, size: size).applying(pass.transform)
    pass.transitionSources[key] = TransitionSourceRecord(frame: frame, cornerRadius: cornerRadius)
    guard pass.hiddenTransitionSources.contains(key) else {
      return child.place(at: origin, size: size, proposal: proposal, pass)
    }
    // In flight: the zooming screen stands for it.
    pass.withSavedState {
      pass.opacity = 0
      child.place(at: origin, size: size, proposal: proposal, pass)
    }
  }
}
