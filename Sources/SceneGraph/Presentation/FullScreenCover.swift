// `.fullScreenCover`: the presented content covers the whole screen, sliding up from the
// bottom edge with the presentation spring and back down when dismissed. Nothing behind it
// moves, shrinks or dims, and there is no drag to dismiss (as on iOS, where only `dismiss()`
// or the binding closes a cover). Its content is laid out like the root: in the canvas minus
// the device's safe area, which it may ignore.
//
// The zoom (iOS 18): content with `.navigationTransition(.zoom(sourceID:in:))` grows out of
// its `matchedTransitionSource` instead, shrinks back into it (where it is now) when
// dismissed, and can be pulled down to dismiss, exactly as a zoomed screen of a navigation
// stack (the same rectangles, spring, corner and release rule: `NavigationStack.swift`,
// docs/SEMANTICS.md §15); the source is hidden while the cover is up. The content is resolved
// before the presenting screen is placed, so the source can be hidden in the same pass;
// a source placed before the modifier's own view (not inside it) shows one pass late.
// A cover whose source is not on screen slides up.

import Drawing
import Foundation
import Geometry

extension View {
  /// Covers the screen with `content` while `isPresented` is true; `onDismiss` runs once the
  /// cover has slid away.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        style: FullScreenCoverStyle(), isPresented: isPresented.wrappedValue, contentID: nil,
        makeContent: { AnyView(content()) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// Covers the screen with `content` for `item` while `item` is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      _PresentationModifier(
        style: FullScreenCoverStyle(), isPresented: value != nil, contentID: value.map { AnyHashable($0.id) },
        makeContent: { value.map { AnyView(content($0)) } }, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }
}

/// The cover's look: the system background (the base level, as UIKit keeps a full-screen
/// presentation's) under the content, the whole canvas, moved down by the animated offset of
/// its top edge, or zoomed out of its transition source.
struct FullScreenCoverStyle: PresentationStyle {
  /// Resolves the content (learning whether it zooms) and hides the source it zooms out of.
  func prepare(_ host: PresentationHostNode, _ pass: Pass) {
    guard let content = host.state.content else { return }
    let state = host.state
    let zoom = state.zoom ?? PresentedZoom()
    state.zoom = zoom
    let screen = NavigationScreenContext()
    var environment = host.presentedEnvironment()
    environment.presentedScreen = screen
    environment.scroll.handoff = zoom.handoff
    let node = host.resolve(pullDown(content, zoom, host, pass), slot: "content", environment: environment, pass)
    host.prepared = PreparedPresentation(node: node)
    zoom.prepare(transition: screen.transition, isPresented: state.isPresented, pass)
  }

  func place(_ host: PresentationHostNode, _ pass: Pass) -> Bool {
    guard let node = host.prepared?.node else { return false }
    let state = host.state
    if let zoom = state.zoom, let key = zoom.key, let source = pass.transitionSources[key] {
      return placeZoomed(node, zoom, source: source, host, pass)
    }
    let runtime = pass.runtime
    let size = runtime.canvasSize
    let topKey = host.presentationKey("top")
    let top = CGFloat(
      pass.withAnimation(SheetMetrics.spring) {
        pass.presented(topKey, state.isPresented ? 0 : Double(size.height), initial: Double(size.height))
      })
    // Gone once below the screen, though its spring has not settled (as a sheet).
    guard state.isPresented || (runtime.attributes.isAnimating(topKey) && top < size.height - 0.5) else { return false }
    placeCover(node, in: CGRect(x: 0, y: top, width: size.width, height: size.height), host, pass)
    return true
  }

  /// The background and the content, laid out full screen in `frame`, keeping every touch
  /// from the screen under it.
  private func placeCover(_ node: Node, in frame: CGRect, _ host: PresentationHostNode, _ pass: Pass) {
    let runtime = pass.runtime
    pass.registerTapRegion(frame, identity: host.identity.appending(.property("cover")), action: nil)
    pass.withSavedState {
      if !host.state.isPresented { pass.isRemoving = true }
      let background = host.resolve(
        Color(UIColor.systemBackground), slot: "background", environment: host.presentedEnvironment(), pass)
      background.place(at: frame.origin, size: frame.size, proposal: ProposedViewSize(frame.size), pass)
      // Laid out as the root is: in the device's safe area.
      SceneRuntime.placeRoot(node, in: frame, insets: runtime.safeAreaInsets, pass)
    }
  }

  // MARK: The zoom

  /// The cover zoomed into the rectangle its flight or the finger puts it in, clipped with a
  /// corner that runs from the source's to none. Returns whether it is still on screen.
  private func placeZoomed(
    _ node: Node, _ zoom: PresentedZoom, source: TransitionSourceRecord, _ host: PresentationHostNode, _ pass: Pass
  ) -> Bool {
    let full = CGRect(origin: .zero, size: pass.runtime.canvasSize)
    guard let presence = zoom.presence(isPresented: host.state.isPresented, pass) else { return false }

    let (rect, radius): (CGRect, CGFloat)
    if let drag = zoom.drag {
      rect = NavigationStackModel.zoomDragRect(drag, screen: full)
      radius = NavigationStackNode.pulledCornerRadius(rect, full)
    } else if let flight = zoom.flight {
      let zero = flight.rectAtZero.map { ($0, NavigationStackNode.pulledCornerRadius($0, full)) } ?? (source.frame, source.cornerRadius)
      let one = flight.rectAtOne.map { ($0, NavigationStackNode.pulledCornerRadius($0, full)) } ?? (full, 0)
      rect = NavigationStackNode.interpolate(zero.0, one.0, presence)
      radius = zero.1 + (one.1 - zero.1) * presence
    } else {
      (rect, radius) = (full, 0)
    }
    let scale = max(rect.width / max(full.width, 1), rect.height / max(full.height, 1))
    let mapped = Transform(scaleX: scale, y: scale)
      .concatenating(Transform(translationX: rect.midX - full.width * scale / 2, y: rect.minY))
    var items: [DisplayItem] = []
    pass.withSavedState {
      pass.transform = mapped
      items = pass.collecting { placeCover(node, in: full, host, pass) }
    }
    let clip = RoundedRectangle(cornerRadius: max(0, min(radius, rect.width / 2, rect.height / 2)))
      .path(in: CGRect(origin: .zero, size: rect.size))
    pass.drawLayer(DisplayLayer(items: items, clip: LayerClip(clip, transform: Transform(translationX: rect.minX, y: rect.minY))))
    return true
  }

  /// The content with the pull-down of a zoomed cover: a drag that starts downwards (and that
  /// no scroll view inside keeps) shrinks the cover with the finger; let go past the rule of
  /// ``NavigationStackModel/completesZoomDismiss(distance:velocity:)`` it dismisses, else it
  /// springs back.
  private func pullDown(_ content: AnyView, _ zoom: PresentedZoom, _ host: PresentationHostNode, _ pass: Pass) -> AnyView {
    let state = host.state
    let runtime = pass.runtime
    let full = CGRect(origin: .zero, size: runtime.canvasSize)
    let dismiss = host.modifier.dismiss
    return AnyView(content.simultaneousGesture(
      DragGesture(minimumDistance: 10, coordinateSpace: .global)
        .onChanged { value in
          guard zoom.key != nil, state.isPresented, zoom.flight == nil || zoom.drag != nil else { return }
          if zoom.drag == nil {
            guard ScrollHandoff.pullsDown(value.translation, atTop: true),
              !zoom.handoff.scrollViewKept(dragStartingAt: value.startLocation)
            else { return }
            zoom.drag = NavigationDrag(kind: .zoom, start: value.startLocation, translation: .zero)
          }
          zoom.drag?.translation = value.translation
          host.noteChange(runtime)
        }
        .onEnded { value in
          zoom.handoff.dragEnded()
          guard var drag = zoom.drag else { return }
          zoom.drag = nil
          drag.translation = value.translation
          let rect = NavigationStackModel.zoomDragRect(drag, screen: full)
          let time = value.time.timeIntervalSinceReferenceDate
          if NavigationStackModel.completesZoomDismiss(distance: value.translation.height, velocity: value.velocity.height) {
            zoom.release = (rect, time)
            dismiss()
          } else {
            zoom.flight = ZoomFlight(start: time, from: 0, to: 1, rectAtZero: rect)
          }
          host.noteChange(runtime)
        }))
  }
}

/// A cover's or a sheet's zoom: the source its content zooms out of, its flights in and out
/// and the finger pulling it down.
final class PresentedZoom {
  /// The source, when the content asked for the zoom in the last pass.
  var key: _TransitionSourceKey?
  /// Whether the cover was presented as of the last pass.
  private var wasPresented = false
  var flight: ZoomFlight?
  var drag: NavigationDrag?
  /// Where and when the finger let go of a cover it dismissed: its flight out starts there.
  var release: (rect: CGRect, time: Double)?
  /// A scroll view in the cover hands it a pull that starts at the content's top.
  private(set) lazy var handoff = ScrollHandoff { [unowned self] translation, atTop in
    self.key != nil && self.flight == nil && ScrollHandoff.pullsDown(translation, atTop: atTop)
  }

  /// Takes the content's transition as resolved in this pass, before the presenting screen is
  /// placed; hides the source while the presentation is up, until the pass its flight out
  /// lands in (that pass draws the source again and no presentation).
  func prepare(transition: _NavigationTransitionStyle?, isPresented: Bool, _ pass: Pass) {
    guard case .zoom(let key)? = transition else {
      self.key = nil
      return
    }
    self.key = key
    if isPresented || flight?.presence(at: pass.time).finished == false {
      pass.hiddenTransitionSources.insert(key)
    }
  }

  /// The presence in this pass (0 at the source, 1 in place), starting and ending flights;
  /// `nil` once the presentation has gone.
  func presence(isPresented: Bool, _ pass: Pass) -> Double? {
    update(isPresented: isPresented, at: pass.time)
    var presence = isPresented ? 1.0 : 0
    if let flight {
      let p = flight.presence(at: pass.time)
      presence = p.value
      if p.finished { self.flight = nil } else { pass.hasLiveTimeline = true }
    }
    return isPresented || flight != nil ? presence : nil
  }

  /// Starts the flight in when the cover was just presented, and the flight out (from where it
  /// is, or from where the finger let go) when it was just dismissed.
  private func update(isPresented: Bool, at time: Double) {
    guard isPresented != wasPresented else { return }
    wasPresented = isPresented
    if isPresented {
      flight = ZoomFlight(start: time, from: 0, to: 1)
    } else if let release {
      flight = ZoomFlight(start: release.time, from: 1, to: 0, rectAtOne: release.rect)
      self.release = nil
      drag = nil
    } else {
      flight = ZoomFlight(start: time, from: flight?.presence(at: time).value ?? 1, to: 0)
      drag = nil
    }
  }
}

/// One flight of a zoomed cover: its presence (0 at the source, 1 full screen) running from
/// `from` to `to` on the zoom's spring.
struct ZoomFlight {
  let start: Double
  let from: Double
  let to: Double
  /// The rectangle at presence 0 when it is not the source's: where a pull was let go.
  var rectAtZero: CGRect?
  /// The rectangle at presence 1 when it is not the full screen: where a dismissing pull was let go.
  var rectAtOne: CGRect?

  init(start: Double, from: Double, to: Double, rectAtZero: CGRect? = nil, rectAtOne: CGRect? = nil) {
    (self.start, self.from, self.to, self.rectAtZero, self.rectAtOne) = (start, from, to, rectAtZero, rectAtOne)
  }

  /// The presence at `time`, and whether the flight has come to rest.
  func presence(at time: Double) -> (value: Double, finished: Bool) {
    let remaining = NavigationTiming.remaining(after: max(0, time - start), response: NavigationTiming.zoomResponse)
    if remaining < NavigationTiming.restingFraction { return (to, true) }
    return (to + (from - to) * remaining, false)
  }
}
