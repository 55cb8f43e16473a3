// The presentation layer: sheets, full-screen covers, alerts and confirmation dialogs drawn
// above the whole root, in the canvas, as UIKit draws a presented view controller above the
// presenting one.
//
// What: a presentation modifier (`.sheet`, `.fullScreenCover`, `.alert`,
// `.confirmationDialog`) keeps its presenting content where it is and, while something is
// presented or still animating away, registers itself with the pass when it is placed. After
// the root is placed, the runtime places each registered presentation in placement order, in
// canvas coordinates, with the render state reset (no transform, full opacity, no enclosing
// gestures or safe area): what the presenting view's frame, clips or effects are does not
// matter, as on iOS. A presentation placed inside another one (a sheet presenting an alert)
// registers while the outer one is placed and is drawn after it, on top.
// Why: SwiftUI's presentations are UIKit presentations, full-screen and above the hosting
// view; drawing them inside the presenting view's frame would clip and move them with it.
// The only runtime change this needs is the registration list on the pass and one call after
// the root is placed; everything else lives in this folder.
// How time works: each presentation animates one or two inputs of its own (the sheet's top
// edge, an alert's visibility) through the ordinary animated attributes, with its own
// animation whatever the transaction of the change, because UIKit animates presentations
// itself (docs/SEMANTICS.md §16). The presented content is resolved when it is placed, with
// `dismiss` and `isPresented` in its environment.
// Refuses: presenting the same modifier twice at once, more than one sheet presenting the
// root at a time in a way iOS would refuse (both are drawn), and the presenting screen of a
// sheet on a sheet scaling back a second time (only what lies below scales, once).

import Drawing
import Foundation
import Geometry
import Motion

/// What one presentation modifier remembers between passes.
final class PresentationState {
  /// The content last presented, kept while it animates away after the binding turned off.
  var content: AnyView?
  /// The identity of the content (a presented item's id), so a new item starts afresh.
  var contentID: AnyHashable?
  /// Whether the binding asked for the presentation in the last pass that resolved it.
  var isPresented = false
  /// The finger's vertical translation while it drags a sheet, in points; `nil` otherwise.
  var dragTranslation: CGFloat?
  /// Where the finger let go of a sheet (its top edge) and how fast it moved, points per
  /// second, until the next pass starts the spring from there at that speed.
  var release: (top: CGFloat, velocity: CGFloat)?
  /// The detent the sheet rests at, when no `selection` binding chooses it.
  var selectedDetent: PresentationDetent?
  /// Whether the presentation was on screen in the last pass (its `onDismiss` runs once,
  /// when it has gone).
  var isOnScreen = false
  /// A cover's or sheet's zoom out of a transition source (`FullScreenCover.swift`).
  var zoom: PresentedZoom?
}

/// How a kind of presentation draws itself above the root.
protocol PresentationStyle {
  /// Places the presented content (and whatever the style draws around it) on the canvas.
  /// Returns whether the presentation is still on screen after this pass.
  func place(_ host: PresentationHostNode, _ pass: Pass) -> Bool
  /// Runs before the presenting content is placed, in the same pass.
  func prepare(_ host: PresentationHostNode, _ pass: Pass)
}

extension PresentationStyle {
  func prepare(_ host: PresentationHostNode, _ pass: Pass) {}
}

/// The modifier of every presentation: the presenting content, and what it presents.
struct _PresentationModifier: PrimitiveModifier {
  let style: any PresentationStyle
  let isPresented: Bool
  /// The presented content's identity (an item's id), `nil` for the boolean forms.
  let contentID: AnyHashable?
  /// The presented content, when `isPresented`.
  let makeContent: () -> AnyView?
  /// Turns the binding off.
  let dismiss: () -> Void
  let onDismiss: (() -> Void)?

  package func makeNode(content primary: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(primary, identity.appending(.body))
    let state = resolver.runtime.presentationState(identity)
    if isPresented, let content = makeContent() {
      state.content = content
      state.contentID = contentID
    }
    state.isPresented = isPresented && state.content != nil
    return PresentationHostNode(
      identity: identity, child: child, modifier: self, state: state, environment: resolver.environment)
  }
}

/// Presented content resolved ahead of placing, with what resolving it found out.
struct PreparedPresentation {
  let node: Node
  /// What the content's presentation modifiers asked for (sheets).
  var configuration: PresentationConfiguration?
  /// What a scroll view in the content hands over (sheets).
  var handoff: ScrollHandoff?
}

/// A presentation modifier's node: places the presenting content, and registers the
/// presentation with the pass while it is on screen.
final class PresentationHostNode: ModifierNode {
  let modifier: _PresentationModifier
  let state: PresentationState
  /// The environment at the modifier, which the presented content inherits.
  let environment: EnvironmentValues
  /// The presented content, as its style resolved it before the presenting content was
  /// placed (`PresentationStyle.prepare`).
  var prepared: PreparedPresentation?

  init(identity: ViewIdentity, child: Node, modifier: _PresentationModifier, state: PresentationState, environment: EnvironmentValues) {
    self.modifier = modifier
    self.state = state
    self.environment = environment
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let presents = state.content != nil && !pass.isRemoving
    if presents { modifier.style.prepare(self, pass) }
    child.place(at: origin, size: size, proposal: proposal, pass)
    if presents { pass.presentations.append(self) }
  }

  /// Places the presentation on the canvas; when it has gone, forgets its content and runs
  /// `onDismiss`.
  func placePresentation(_ pass: Pass) {
    let onScreen = modifier.style.place(self, pass)
    if !onScreen && !state.isPresented {
      state.content = nil
      state.dragTranslation = nil
      state.release = nil
      if state.isOnScreen, let onDismiss = modifier.onDismiss { pass.runtime.schedule(onDismiss) }
    }
    state.isOnScreen = onScreen
  }

  /// The environment of the presented content: the presenter's, with `dismiss` turning the
  /// binding off and `isPresented` true, outside any navigation stack (a link in a sheet
  /// pushes nothing, a title in it is not the presenting screen's).
  func presentedEnvironment(configuration: PresentationConfiguration? = nil) -> EnvironmentValues {
    var environment = self.environment
    let dismiss = modifier.dismiss
    environment.dismiss = DismissAction { dismiss() }
    environment.isPresented = true
    environment.presentationConfiguration = configuration
    environment.navigation = nil
    environment.presentedScreen = nil
    return environment
  }

  /// Resolves `view` as part of this presentation, in `environment`, at a slot of its own.
  func resolve(_ view: any View, slot: String, environment: EnvironmentValues, _ pass: Pass) -> Node {
    var resolver = Resolver(pass: pass, environment: environment)
    var identity = self.identity.appending(.property("presented " + slot))
    if let id = state.contentID { identity = identity.appending(.id(ExplicitID(id))) }
    return resolver.resolve(view, identity)
  }

  /// The key of an animated input of the presentation.
  func presentationKey(_ slot: String) -> AnimatedAttributes.Key { key("presentation " + slot) }

  /// Asks the runtime to evaluate again now, as after a state change: a gesture of the
  /// presentation changed its state.
  func noteChange(_ runtime: SceneRuntime) { runtime.state.noteObjectChange() }
}

extension SceneRuntime {
  /// The state of the presentation modifier at `identity`, made on first use.
  func presentationState(_ identity: ViewIdentity) -> PresentationState {
    if let state = presentationStates[identity] { return state }
    let state = PresentationState()
    presentationStates[identity] = state
    return state
  }

  /// Places the presentations the pass registered, in order, above the root; presentations
  /// registered while one is placed follow it.
  func placePresentations(_ pass: Pass) {
    var index = 0
    while index < pass.presentations.count {
      let host = pass.presentations[index]
      pass.withSavedState {
        pass.transform = .identity
        pass.opacity = 1
        pass.isRemoving = false
        pass.isHitTestable = true
        pass.tapHandlers = []
        pass.gestureChain = []
        let savedSafeArea = pass.safeArea
        pass.safeArea = []
        host.placePresentation(pass)
        pass.safeArea = savedSafeArea
      }
      index += 1
    }
  }
}

// MARK: Drawing helpers

extension Pass {
  /// Fills `rect` (canvas points) with `color` at `alpha`, without taking taps.
  func fillCanvasRect(_ rect: CGRect, _ color: RGBAColor, alpha: Double) {
    guard alpha > 0 else { return }
    draw(
      .fill(Path(rect), rule: .nonZero, paint: Paint(color: color.multipliedAlpha(alpha)), transform: .identity),
      bounds: rect, hitTestable: false)
  }

  /// Registers `rect` (canvas points) to take taps, running `action` (or nothing, when `nil`:
  /// it only keeps the touches from what lies below).
  func registerTapRegion(_ rect: CGRect, identity: ViewIdentity, action: (() -> Void)?) {
    withSavedState {
      if let action {
        let handler = TapHandler(identity: identity, count: 1, action: action)
        taps[identity] = handler
        tapHandlers = [handler]
      } else {
        tapHandlers = []
      }
      gestureChain = []
      registerHitRegion(rect)
    }
  }
}

extension DisplayItem {
  /// The item mapped by `t` after its own transform (children, clip, mask and filter radii of
  /// layers too; radii and offsets scale by `scale`, the transform's uniform scale).
  func transformed(by t: Transform, scale: Double) -> DisplayItem {
    switch self {
    case .fill(let path, let rule, let paint, let transform):
      return .fill(path, rule: rule, paint: paint, transform: transform.concatenating(t))
    case .stroke(let path, let style, let paint, let transform):
      return .stroke(path, style: style, paint: paint, transform: transform.concatenating(t))
    case .layer(var layer):
      layer.items = layer.items.map { $0.transformed(by: t, scale: scale) }
      layer.mask = layer.mask?.map { $0.transformed(by: t, scale: scale) }
      if var clip = layer.clip {
        clip.transform = clip.transform.concatenating(t)
        layer.clip = clip
      }
      layer.filters = layer.filters.map { $0.scaled(by: scale) }
      layer.backdrop = layer.backdrop?.map { $0.scaled(by: scale) }
      layer.projection = layer.projection.flatMap { $0.conjugated(by: t) }
      return .layer(layer)
    }
  }
}

extension LayerFilter {
  /// The filter with its radii and offsets (canvas points) multiplied by `scale`.
  func scaled(by scale: Double) -> LayerFilter {
    switch self {
    case .blur(let radius): return .blur(radius: radius * scale)
    case .shadow(let color, let radius, let offset):
      return .shadow(color: color, radius: radius * scale, offset: CGPoint(x: offset.x * scale, y: offset.y * scale))
    case .colorMatrix: return self
    }
  }
}
