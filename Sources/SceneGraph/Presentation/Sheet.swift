// `.sheet`: a card that slides up from the bottom of the screen, rests at one of its detents,
// follows a drag and is dismissed by dragging it down or tapping beside it.
//
// What: one animated input, the sheet's top edge in canvas points, decides everything drawn:
// the sheet's frame, the dimming over the presenting screen and how far the presenting screen
// has shrunk back (iOS ties both to the sheet's position, not to a clock). While a finger
// drags the sheet the top edge is the resting detent's plus the finger's translation, without
// animation, so the sheet follows the finger exactly; every other change of the top edge
// (presenting, dismissing, settling on a detent, a `selection` binding set in code) runs the
// presentation spring from wherever the edge is.
// Release: the top edge the sheet would reach coasting at the finger's speed (the drag's
// projected end, `TouchSession.swift`) picks the nearest of the detents' edges and the bottom
// of the screen; the bottom dismisses. So a short slow drag springs back, a drag past half
// the way to the next resting place or a flick moves on (docs/SEMANTICS.md §16).
// Layout: between detents the sheet is as tall as its top edge leaves it (its content is laid
// out again, as UIKit resizes the presented view); below its lowest detent it keeps that
// height and moves down. Its content has a safe area of its own: the home indicator at the
// bottom.
// Zoom (iOS 18): content with `.navigationTransition(.zoom(sourceID:in:))` flies out of its
// source into the sheet's frame and back (`PresentedZoom`, docs/SEMANTICS.md §15); the content
// is resolved before the presenting screen is placed, so the source can hide in the same pass.
// A scroll view in the sheet scrolls, except for a drag that starts downwards with its content
// at the top, or upwards while the sheet rests below its highest detent: that one moves the
// sheet (`ScrollHandoff.swift`).
// Let go, the sheet's spring starts at the finger's speed (the same critically damped spring,
// in its closed form, with that initial velocity).
// Refuses: `presentationContentInteraction(.scrolls)`, keyboard avoidance, and the iPad's form sheet:
// every canvas gets the iPhone's edge-attached sheet.

import Drawing
import Foundation
import Geometry
import Motion

/// iOS's sheet metrics, each with where it comes from (docs/SEMANTICS.md §16).
enum SheetMetrics {
  /// Gap between the safe area's top (the status bar) and a large sheet's top edge: 10 pt,
  /// the value widely reported for iOS 15–18 on iPhone (not measured here); a strip of the
  /// shrunk presenting screen shows in it.
  static let largeTopGap: CGFloat = 10
  /// `.medium` is half the large detent (rounded to a point): Apple's HIG says "about half
  /// the fully expanded height".
  static let mediumFraction: CGFloat = 0.5
  /// The sheet's top corner radius, 10 pt: SPStorkController's (a published recreation of
  /// the iOS 13 card presentation), and the value widely reported for iOS 15–18.
  static let cornerRadius: CGFloat = 10
  /// The grabber: 36 × 5 pt, 5 pt below the sheet's top edge (UIKit's grabber, as widely
  /// reported), a capsule of `tertiaryLabel` (colour chosen).
  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTop: CGFloat = 5
  /// The black dimming over the presenting screen when the sheet rests at its lowest detent
  /// or higher: α 0.4, the value usually given for UIKit's dimming view; SPStorkController
  /// uses 0.51 for the iOS 13 card look. Chosen.
  static let dimmingAlpha: Double = 0.4
  /// The presenting screen behind a large sheet is shrunk so that it stands 16 pt in from each
  /// side (UIKit's layout margin on iPhone; 0.92 on a 402-pt screen, 0.918 on 390 pt), its top
  /// edge at the bottom of the status bar, with corners of 10 pt. Chosen: about 0.92 is what
  /// is reported for iOS 15–18 (SPStorkController's 1 − 2 · status bar / height gives 0.86
  /// on an 874-pt screen); Apple documents none of it.
  static let presenterSideInset: CGFloat = 16
  static let presenterCornerRadius: CGFloat = 10
  /// The sheet's default background: `systemBackground` at the elevated level, as UIKit
  /// resolves it inside a presentation: white in light, #1C1C1E in dark (UIKit's elevated
  /// dark `systemBackground`, the same value as `secondarySystemBackground`).
  static let background = Color(UIColor((255, 255, 255), (28, 28, 30)))
  /// The spring of presenting, dismissing and settling: critically damped, response 0.5 s.
  /// Apple does not document it; iOS's sheets arrive without overshoot in about half a
  /// second, which this spring does (98 % of the way at 0.5 s). Chosen.
  static let spring = Animation.spring(response: springResponse, dampingFraction: 1)
  static let springResponse = 0.5
}

extension View {
  /// Presents `content` in a sheet while `isPresented` is true.
  ///
  /// The sheet slides up from the bottom with iOS's presentation spring, rests at the smallest
  /// of the content's `presentationDetents` (`.large` by default), follows a drag, and goes
  /// when the binding turns false, when the content calls `dismiss()`, or when a drag or a
  /// tap beside a partial-height sheet dismisses it; `onDismiss` runs once it has gone.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        style: SheetStyle(), isPresented: isPresented.wrappedValue, contentID: nil,
        makeContent: { AnyView(content()) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// Presents `content` for `item` in a sheet while `item` is not `nil`; a different item
  /// shows its own content (with fresh state).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      _PresentationModifier(
        style: SheetStyle(), isPresented: value != nil, contentID: value.map { AnyHashable($0.id) },
        makeContent: { value.map { AnyView(content($0)) } }, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }
}

/// Where a sheet's detents put its top edge on a canvas.
struct SheetGeometry {
  let canvas: CGSize
  let insets: EdgeInsets
  /// Each detent with its top edge (canvas points), lowest on screen first.
  let detents: [(detent: PresentationDetent, top: CGFloat)]

  init(canvas: CGSize, insets: EdgeInsets, detents: Set<PresentationDetent>) {
    self.canvas = canvas
    self.insets = insets
    let large = max(0, canvas.height - insets.top - SheetMetrics.largeTopGap - insets.bottom)
    let resolved = (detents.isEmpty ? [.large] : Array(detents)).map { detent in
      (detent: detent, top: canvas.height - insets.bottom - detent.resolvedHeight(large: large))
    }
    self.detents = resolved.sorted { ($0.top, "\($0.detent)") > ($1.top, "\($1.detent)") }
  }

  /// The top edge of a large sheet.
  var largeTop: CGFloat { insets.top + SheetMetrics.largeTopGap }
  var lowestTop: CGFloat { detents[0].top }
  var highestTop: CGFloat { detents[detents.count - 1].top }

  func top(of detent: PresentationDetent) -> CGFloat? { detents.first { $0.detent == detent }?.top }

  /// The resting detent: `selected` when it is one of the detents, else the lowest.
  func resting(_ selected: PresentationDetent?) -> (detent: PresentationDetent, top: CGFloat) {
    detents.first { $0.detent == selected } ?? detents[0]
  }

  /// The top edge while the finger has moved `translation` from a sheet resting at `rest`:
  /// the finger's position, past the highest detent (and, when the sheet cannot be dismissed,
  /// below the lowest) by UIScrollView's rubber band, (1 − 1 / (x · 0.55 / d + 1)) · d for an
  /// overshoot x, d the canvas height.
  func draggedTop(rest: CGFloat, translation: CGFloat, dismissible: Bool) -> CGFloat {
    let raw = rest + translation
    let d = canvas.height
    func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }
    if raw < highestTop { return highestTop - band(highestTop - raw) }
    if !dismissible && raw > lowestTop { return lowestTop + band(raw - lowestTop) }
    return raw
  }

  /// Where a released sheet goes: the detent whose top edge (or the bottom of the screen,
  /// `nil`: dismissed, when `dismissible`) is nearest to `projectedTop`.
  func settle(projectedTop: CGFloat, dismissible: Bool) -> PresentationDetent? {
    var best: (detent: PresentationDetent?, distance: CGFloat) = (nil, dismissible ? abs(canvas.height - projectedTop) : .infinity)
    for entry in detents where abs(entry.top - projectedTop) < best.distance {
      best = (entry.detent, abs(entry.top - projectedTop))
    }
    return best.detent
  }

  /// How far the presenting screen has shrunk back, 0…1, for a sheet whose top edge is at
  /// `top`: 0 until the sheet rises above the next detent below the large one (the bottom of
  /// the screen when it has none), 1 at the large detent. A sheet without a large detent never
  /// shrinks it.
  func presenterProgress(top: CGFloat) -> CGFloat {
    guard abs(highestTop - largeTop) < 0.5 else { return 0 }
    let below = detents.count > 1 ? detents[detents.count - 2].top : canvas.height
    guard below > highestTop else { return 0 }
    return min(1, max(0, (below - top) / (below - highestTop)))
  }

  /// How much of the dimming shows, 0…1: in proportion to the sheet's height up to its lowest
  /// detent.
  func dimmingProgress(top: CGFloat) -> CGFloat {
    let full = canvas.height - lowestTop
    guard full > 0 else { return 0 }
    return min(1, max(0, (canvas.height - top) / full))
  }
}

/// The sheet's look and behaviour.
struct SheetStyle: PresentationStyle {
  /// Resolves the content before the presenting screen is placed (learning whether it zooms,
  /// and hiding the source it zooms out of).
  func prepare(_ host: PresentationHostNode, _ pass: Pass) {
    guard let content = host.state.content else { return }
    let state = host.state
    let zoom = state.zoom ?? PresentedZoom()
    state.zoom = zoom
    let configuration = PresentationConfiguration()
    // A scroll view in the sheet hands it the drags that pull its content down past its top,
    // or up while the sheet can still grow (`ScrollHandoff.swift`).
    let handoff = ScrollHandoff()
    let screen = NavigationScreenContext()
    var environment = host.presentedEnvironment(configuration: configuration)
    environment.scroll.handoff = handoff
    environment.presentedScreen = screen
    let node = host.resolve(content, slot: "content", environment: environment, pass)
    host.prepared = PreparedPresentation(node: node, configuration: configuration, handoff: handoff)
    zoom.prepare(transition: screen.transition, isPresented: state.isPresented, pass)
  }

  func place(_ host: PresentationHostNode, _ pass: Pass) -> Bool {
    guard let prepared = host.prepared, let configuration = prepared.configuration, let handoff = prepared.handoff
    else { return false }
    let contentNode = prepared.node
    let runtime = pass.runtime
    let state = host.state

    let canvasSize = runtime.canvasSize
    let geometry = SheetGeometry(canvas: canvasSize, insets: runtime.safeAreaInsets, detents: configuration.detents ?? [.large])
    let dismissible = !configuration.interactiveDismissDisabled
    let rest = geometry.resting(configuration.selection?.wrappedValue ?? state.selectedDetent)
    // A zoomed sheet rests where it is and flies out of its source instead of sliding.
    let zoom = state.zoom.flatMap { zoom in zoom.key.flatMap { pass.transitionSources[$0] }.map { (zoom, $0) } }
    var target = canvasSize.height
    if state.isPresented || zoom != nil {
      target = state.dragTranslation.map { geometry.draggedTop(rest: rest.top, translation: $0, dismissible: dismissible) } ?? rest.top
    }
    let topKey = host.presentationKey("top")
    var animation = state.dragTranslation == nil && zoom == nil ? SheetMetrics.spring : nil
    if let release = state.release, animation != nil {
      // Let go: the spring starts at the finger's speed, in fractions of the way per second.
      state.release = nil
      let distance = target - release.top
      let velocity = abs(distance) > 0.5 ? Double(release.velocity / distance) : 0
      animation = .interpolatingSpring(duration: SheetMetrics.springResponse, bounce: 0, initialVelocity: velocity)
    }
    let top = CGFloat(
      pass.withAnimation(animation) {
        pass.presented(topKey, Double(target), initial: Double(canvasSize.height))
      })
    var presence = 1.0
    if let (zoomState, _) = zoom {
      guard let p = zoomState.presence(isPresented: state.isPresented, pass) else { return false }
      presence = p
    } else {
      // A dismissed sheet has gone once it is below the screen, though its spring has not
      // settled: from then on the screen behind takes touches and `onDismiss` runs.
      guard state.isPresented || (runtime.attributes.isAnimating(topKey) && top < canvasSize.height - 0.5) else { return false }
    }
    // What the sheet's position decides (the dimming, the presenting screen's shrinking)
    // follows a zoom's presence as if the sheet rose from the bottom.
    let apparentTop = canvasSize.height + (top - canvasSize.height) * CGFloat(presence)

    drawPresenter(geometry: geometry, top: apparentTop, pass)
    let canvas = CGRect(origin: .zero, size: canvasSize)
    pass.fillCanvasRect(canvas, .black, alpha: SheetMetrics.dimmingAlpha * geometry.dimmingProgress(top: apparentTop))
    let restsBelowLarge = rest.top > geometry.largeTop + 0.5
    let dismiss = host.modifier.dismiss
    pass.registerTapRegion(
      canvas, identity: host.identity.appending(.property("dimming")),
      action: state.isPresented && restsBelowLarge && dismissible ? dismiss : nil)

    // The sheet: as tall as its top edge leaves it down to its lowest detent, moved down below.
    let frame = CGRect(x: 0, y: top, width: canvasSize.width, height: canvasSize.height - min(top, geometry.lowestTop))
    let radius = configuration.cornerRadius ?? SheetMetrics.cornerRadius
    let dragIdentity = host.identity.appending(.property("sheet drag"))
    let drag = DragGesture(minimumDistance: 10, coordinateSpace: .global)
      .onChanged { value in
        state.dragTranslation = value.translation.height
        host.noteChange(runtime)
      }
      .onEnded { value in
        let translation = value.translation.height
        let released = geometry.draggedTop(rest: rest.top, translation: translation, dismissible: dismissible)
        let projected = released + (value.predictedEndTranslation.height - translation)
        state.dragTranslation = nil
        state.release = (released, value.velocity.height)
        if let detent = geometry.settle(projectedTop: projected, dismissible: dismissible) {
          if let selection = configuration.selection { selection.wrappedValue = detent } else { state.selectedDetent = detent }
        } else {
          // A zoomed sheet flies back into its source from where it was let go.
          if state.zoom?.key != nil {
            let frame = CGRect(x: 0, y: released, width: canvasSize.width, height: canvasSize.height - min(released, geometry.lowestTop))
            state.zoom?.release = (frame, value.time.timeIntervalSinceReferenceDate)
          }
          dismiss()
        }
        host.noteChange(runtime)
      }
    pass.gestures[dragIdentity] = GestureRegistration(
      attachment: GestureAttachment(kind: drag._gesture.kind, priority: .normal, mask: .all, cancelsPress: true),
      canvasOrigin: .zero)
    let canGrow = rest.top > geometry.highestTop + 0.5
    handoff.takes = { translation, atTop in
      let upwards = translation.height < 0 && -translation.height >= abs(translation.width)
      return ScrollHandoff.pullsDown(translation, atTop: atTop) || (upwards && canGrow)
    }
    handoff.changed = drag._callbacks.changed
    handoff.ended = drag._callbacks.ended

    let drawSheet = {
      pass.withSavedState {
        pass.gestureChain = [dragIdentity]
        if !state.isPresented { pass.isRemoving = true }
        pass.clippingHitTesting(to: frame) {
          pass.registerHitRegion(frame)
          let clipRect = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + radius)
          let drawn = pass.collecting {
            let background = host.resolve(
              configuration.background ?? AnyView(SheetMetrics.background), slot: "background",
              environment: host.presentedEnvironment(), pass)
            background.place(at: frame.origin, size: frame.size, proposal: ProposedViewSize(frame.size), pass)
            placeContent(contentNode, in: frame, pass)
          }
          pass.drawLayer(DisplayLayer(items: drawn, clip: LayerClip(Path(roundedRect: clipRect, cornerRadius: radius))))
          let showsGrabber = configuration.dragIndicator == .visible
            || (configuration.dragIndicator == .automatic && geometry.detents.count > 1)
          if showsGrabber { drawGrabber(host, in: frame, pass) }
        }
      }
    }
    guard let (zoomState, source) = zoom, let flight = zoomState.flight else {
      drawSheet()
      return true
    }
    // In flight: the sheet drawn into a rectangle running from the source's frame to the
    // sheet's, top-aligned and centred, clipped with a corner running from the source's to
    // the sheet's.
    let rect = NavigationStackNode.interpolate(flight.rectAtZero ?? source.frame, flight.rectAtOne ?? frame, presence)
    let corner = source.cornerRadius + (radius - source.cornerRadius) * CGFloat(presence)
    let scale = max(rect.width / max(frame.width, 1), rect.height / max(frame.height, 1))
    let mapped = Transform(translationX: -frame.minX, y: -frame.minY)
      .concatenating(Transform(scaleX: scale, y: scale))
      .concatenating(Transform(translationX: rect.midX - frame.width * scale / 2, y: rect.minY))
    let items = pass.collecting { drawSheet() }.map { $0.transformed(by: mapped, scale: scale) }
    let clip = Path(roundedRect: rect, cornerRadius: max(0, min(corner, rect.width / 2, rect.height / 2)))
    pass.drawLayer(DisplayLayer(items: items, clip: LayerClip(clip)))
    return true
  }

  /// Lays the sheet's content out as a hosting controller would, in the sheet minus the home
  /// indicator, with the sheet's own safe area.
  private func placeContent(_ node: Node, in frame: CGRect, _ pass: Pass) {
    let bottom = pass.runtime.safeAreaInsets.bottom
    let safe = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - bottom))
    let proposal = ProposedViewSize(safe.size)
    let size = node.sizeThatFits(proposal, pass)
    let origin = CGPoint(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
    pass.withSafeArea(SafeAreaElement(bounds: frame, insets: EdgeInsets(top: 0, leading: 0, bottom: bottom, trailing: 0), regions: .container)) {
      node.place(at: origin, size: size, proposal: proposal, pass)
    }
  }

  private func drawGrabber(_ host: PresentationHostNode, in frame: CGRect, _ pass: Pass) {
    let size = SheetMetrics.grabberSize
    let grabber = host.resolve(
      Capsule().fill(Color(UIColor.tertiaryLabel)), slot: "grabber", environment: host.presentedEnvironment(), pass)
    let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.minY + SheetMetrics.grabberTop)
    grabber.place(at: origin, size: size, proposal: ProposedViewSize(size), pass)
  }

  /// Shrinks what is drawn so far (the presenting screen) as the sheet nears its large
  /// detent, on black, and rounds its corners.
  private func drawPresenter(geometry: SheetGeometry, top: CGFloat, _ pass: Pass) {
    let f = geometry.presenterProgress(top: top)
    guard f > 0 else { return }
    let canvas = geometry.canvas
    let fullScale = (canvas.width - 2 * SheetMetrics.presenterSideInset) / canvas.width
    let scale = 1 - f * (1 - fullScale)
    let dy = f * geometry.insets.top
    let transform = Transform.scaling(scale, scale, about: CGPoint(x: canvas.width / 2, y: 0))
      .concatenating(Transform(translationX: 0, y: dy))
    let shrunk = CGRect(
      x: canvas.width * (1 - scale) / 2, y: dy, width: canvas.width * scale, height: canvas.height * scale)
    let clip = LayerClip(Path(roundedRect: shrunk, cornerRadius: f * SheetMetrics.presenterCornerRadius))
    let full = CGRect(origin: .zero, size: canvas)
    // The presenting screen takes the window's background with it (the renderer paints the
    // window under the whole canvas, which now shows black around the shrunk screen).
    let window = DisplayItem.fill(Path(full), rule: .nonZero, paint: Paint(color: pass.runtime.windowBackgroundColor), transform: .identity)
    pass.replaceItems(from: 0) { items in
      [
        .fill(Path(full), rule: .nonZero, paint: Paint(color: .black), transform: .identity),
        .layer(DisplayLayer(items: ([window] + items).map { $0.transformed(by: transform, scale: scale) }, clip: clip)),
      ]
    }
  }
}
