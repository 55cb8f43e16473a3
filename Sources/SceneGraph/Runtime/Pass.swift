import Drawing
import Foundation
import Geometry
import Motion

/// One evaluation of the scene at one instant: resolve, lay out, draw.
///
/// A pass walks the node tree once, top down, carrying the render state (the transform from
/// global layout coordinates to the canvas, the accumulated opacity, whether the subtree is
/// being removed) and collecting the display list, the hit-test regions and the frames of
/// views, for tests and tools to read.
package final class Pass {
  /// The clock time of this pass, in seconds.
  let time: Double
  /// The animation changes at this point of the tree animate with: the transaction's, or an
  /// `.animation(_:value:)` override; `nil` makes changes immediate.
  var animation: Animation?
  /// The transaction of the state change, `nil` for a plain pass.
  let transaction: Transaction?
  unowned let runtime: SceneRuntime

  /// Maps global layout coordinates (points) to canvas coordinates (points).
  var transform = Transform.identity
  /// Product of every enclosing opacity.
  var opacity = 1.0
  /// True inside a subtree that is being removed (it draws but takes no taps).
  var isRemoving = false
  /// False inside a subtree that only shapes another (a mask): it takes no taps.
  var isHitTestable = true
  /// The tap actions enclosing this point of the tree, outermost first.
  var tapHandlers: [TapHandler] = []
  /// Every tap action placed in this pass, by its modifier's identity.
  var taps: [ViewIdentity: TapHandler] = [:]
  /// The gesture views enclosing this point of the tree, outermost first.
  var gestureChain: [ViewIdentity] = []
  /// The scheme the first `.preferredColorScheme(_:)` met while resolving asked for.
  var preferredColorScheme: ColorScheme?
  /// The safe-area regions enclosing the node being placed, outermost first.
  var safeArea: [SafeAreaElement] = []
  /// Every gesture placed in this pass, by its view's identity.
  var gestures: [ViewIdentity: GestureRegistration] = [:]
  /// The cell of the list row being placed (global layout coordinates), `nil` outside rows:
  /// where a button in a row takes touches and draws its pressed look.
  var listRowFrame: CGRect?

  private(set) var items: [DisplayItem] = []
  private(set) var hitRegions: [HitRegion] = []
  /// Texts and accessibility labels drawn in this pass, back to front, in canvas points.
  private(set) var labels: [LabelRegion] = []
  private(set) var frames: [ViewFrame] = []
  var matchedMembers: [MatchedGeometryGroup.Key: [MatchedGeometryGroup.Member]] = [:]
  /// The `.onAppear`/`.onDisappear` modifiers placed in this pass, in order.
  var appearances: [(identity: ViewIdentity, handlers: AppearanceHandlers)] = []
  /// Whether a `TimelineView` that keeps updating was placed (the scene never settles then).
  var hasLiveTimeline = false
  /// The preference values placed so far inside each enclosing preference reader, innermost
  /// last (`Preference.swift`).
  var preferenceFrames: [[PreferenceEntry]] = []
  /// The named coordinate spaces enclosing the node being placed: each one's origin in global
  /// layout coordinates.
  var namedSpaces: [AnyHashable: CGPoint] = [:]
  /// What the enclosing scroll views record of their content (`Scroll/ScrollTargetLayout.swift`).
  var scrollRecording = ScrollRecording()
  /// The presentations (sheets, covers, alerts) placed so far, to draw above the root in
  /// the order they were placed (`Presentation/PresentationLayer.swift`).
  var presentations: [PresentationHostNode] = []
  /// Where each zoom transition source was drawn so far in this pass (`Navigation/ZoomTransition.swift`).
  var transitionSources: [_TransitionSourceKey: TransitionSourceRecord] = [:]
  /// The transition sources a zoom in flight stands for: they draw nothing.
  var hiddenTransitionSources: Set<_TransitionSourceKey> = []

  init(time: Double, transaction: Transaction?, runtime: SceneRuntime) {
    self.time = time
    self.transaction = transaction
    self.animation = transaction?.animation
    self.runtime = runtime
  }

  /// The presented value of an animatable input (see ``AnimatedAttributes``).
  func presented<Value: VectorArithmetic>(
    _ key: AnimatedAttributes.Key, _ value: Value, initial: Value? = nil
  ) -> Value {
    runtime.attributes.presented(
      key, value: value, initial: initial, time: time, animation: animation,
      listeners: transaction?.completions ?? [])
  }

  /// The presented layout frame of a leaf view: its frame from this pass's layout, eased by
  /// any running frame animation (docs/SEMANTICS.md §0: each leaf's frame animates by itself,
  /// in global coordinates). Frames are not snapped to the pixel grid before animating.
  func presentedFrame(_ key: AnimatedAttributes.Key, _ frame: CGRect) -> CGRect {
    presented(key, AnimatableRect(frame)).rect
  }

  /// Runs `body` with `animation` as the animation of changes.
  func withAnimation<T>(_ animation: Animation?, _ body: () -> T) -> T {
    let saved = self.animation
    self.animation = animation
    defer { self.animation = saved }
    return body()
  }

  /// Runs `body` with the render state saved and restored around it.
  func withSavedState(_ body: () -> Void) {
    let saved = (transform, opacity, isRemoving, isHitTestable, tapHandlers, gestureChain, animation)
    body()
    (transform, opacity, isRemoving, isHitTestable, tapHandlers, gestureChain, animation) = saved
  }

  /// Emits a drawing item whose geometry is in global layout coordinates; registers it for
  /// hit testing with the enclosing tap actions and gestures unless it is invisible or being removed.
  func draw(_ item: DisplayItem, bounds: CGRect, hitTestable: Bool = true) {
    guard opacity > 0 else { return }
    items.append(item)
    if hitTestable && isHitTestable && !isRemoving {
      hitRegions.append(HitRegion(bounds: bounds.applying(transform), tapHandlers: tapHandlers, gestures: gestureChain))
    }
  }

  /// Registers `bounds` (global layout coordinates) for hit testing with the enclosing tap
  /// actions and gestures, without drawing anything: `.contentShape(_:)`.
  func registerHitRegion(_ bounds: CGRect) {
    guard opacity > 0, isHitTestable, !isRemoving, !bounds.isEmpty else { return }
    hitRegions.append(HitRegion(bounds: bounds.applying(transform), tapHandlers: tapHandlers, gestures: gestureChain))
  }

  /// Runs `body` and returns what it drew, instead of adding it to the pass: the items of a
  /// layer (compositing group, blur, clip, mask, …).
  func collecting(_ body: () -> Void) -> [DisplayItem] {
    let saved = items
    items = []
    body()
    defer { items = saved }
    return items
  }

  /// Runs `body` for its effect on the animated inputs only: whatever it draws, registers for
  /// hit testing or records is thrown away.
  func discardingOutput(_ body: () -> Void) {
    let saved = (items, hitRegions, labels, frames, matchedMembers, taps, gestures, preferredColorScheme, appearances)
    let savedPreferences = preferenceFrames
    let savedPresentations = presentations
    body()
    (items, hitRegions, labels, frames, matchedMembers, taps, gestures, preferredColorScheme, appearances) = saved
    preferenceFrames = savedPreferences
    presentations = savedPresentations
  }

  /// Replaces the items drawn since index `start` with what `body` makes of them: the
  /// presentation layer draws the presenting screen scaled behind a sheet.
  func replaceItems(from start: Int, _ body: ([DisplayItem]) -> [DisplayItem]) {
    let drawn = Array(items[start...])
    items.replaceSubrange(start..., with: body(drawn))
  }

  /// Adds items drawn earlier and set aside (`collecting`), as they were.
  func append(_ drawn: [DisplayItem]) {
    items.append(contentsOf: drawn)
  }

  /// Adds a layer item. Layers take no taps themselves; their leaves registered their own.
  func drawLayer(_ layer: DisplayLayer) {
    guard !layer.items.isEmpty, layer.opacity > 0 else { return }
    items.append(.layer(layer))
  }

  /// Records that `frame` (global layout coordinates) shows `label`, for a script's tap on
  /// a text. Invisible views and views being removed show nothing.
  func recordLabel(_ label: String, _ frame: CGRect) {
    guard opacity > 0, !isRemoving, isHitTestable, !frame.isEmpty else { return }
    labels.append(LabelRegion(label: label, bounds: frame.applying(transform)))
  }

  /// Runs `body` and clips the hit regions and labels it registers to `bounds` (global layout
  /// coordinates), dropping those left empty: what a clipping container (a scroll view)
  /// hides takes no taps and shows no label.
  func clippingHitTesting(to bounds: CGRect, _ body: () -> Void) {
    let clip = bounds.applying(transform)
    let (firstRegion, firstLabel) = (hitRegions.count, labels.count)
    body()
    let regions = hitRegions[firstRegion...].compactMap { region -> HitRegion? in
      let visible = region.bounds.intersection(clip)
      return visible.isNull || visible.isEmpty
        ? nil : HitRegion(bounds: visible, tapHandlers: region.tapHandlers, gestures: region.gestures)
    }
    hitRegions.replaceSubrange(firstRegion..., with: regions)
    let shown = labels[firstLabel...].compactMap { label -> LabelRegion? in
      let visible = label.bounds.intersection(clip)
      return visible.isNull || visible.isEmpty ? nil : LabelRegion(label: label.label, bounds: visible)
    }
    labels.replaceSubrange(firstLabel..., with: shown)
  }

  /// Runs `body` and maps the hit regions and labels it registers through `projection` (canvas
  /// points → canvas points), each to the box of its projected corners: what a projection
  /// effect (`rotation3DEffect`) shows is where it takes taps. A region with a corner behind
  /// the eye keeps its box.
  func projectingHitTesting(through projection: ProjectionTransform, _ body: () -> Void) {
    let (firstRegion, firstLabel) = (hitRegions.count, labels.count)
    body()
    func projected(_ rect: CGRect) -> CGRect {
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].compactMap { projection.projected($0) }
      guard corners.count == 4 else { return rect }
      let xs = corners.map(\.x), ys = corners.map(\.y)
      return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    for i in firstRegion..<hitRegions.count {
      let region = hitRegions[i]
      hitRegions[i] = HitRegion(bounds: projected(region.bounds), tapHandlers: region.tapHandlers, gestures: region.gestures)
    }
    for i in firstLabel..<labels.count {
      labels[i] = LabelRegion(label: labels[i].label, bounds: projected(labels[i].bounds))
    }
  }

  /// Records the laid-out frame of a view, for tests and tools.
  func record(_ kind: String, _ identity: ViewIdentity, _ frame: CGRect, tag: String? = nil) {
    frames.append(ViewFrame(kind: kind, identity: identity.description, frame: frame, tag: tag))
  }

  /// The paint for `color` with this pass's opacity multiplied in.
  func paint(_ color: RGBAColor) -> Paint {
    Paint(color: color.multipliedAlpha(opacity))
  }
}

/// Where a tap lands: the canvas rectangle of one drawn leaf, topmost last.
struct HitRegion {
  let bounds: CGRect
  /// The tap actions the region lies in, outermost first.
  let tapHandlers: [TapHandler]
  /// The gesture views the region lies in, outermost first.
  let gestures: [ViewIdentity]
}

/// A text or accessibility label and where it is on the canvas.
struct LabelRegion {
  let label: String
  /// In canvas points.
  let bounds: CGRect
}

/// The frame a view was laid out in, in global layout coordinates (points).
public struct ViewFrame: Hashable, Sendable, CustomStringConvertible {
  /// What kind of view: "Circle", "Text", "matchedGeometryEffect(ring)", …
  public let kind: String
  /// Its identity path.
  public let identity: String
  public let frame: CGRect
  /// The matched-geometry id, for matched views.
  public let tag: String?

  public var description: String {
    "\(kind) (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
  }
}

extension CGRect {
  /// The bounding box of this rectangle mapped through `t`.
  func applying(_ t: Transform) -> CGRect {
    if t.isIdentity || isNull { return self }
    let corners = [
      t.apply(CGPoint(x: minX, y: minY)), t.apply(CGPoint(x: maxX, y: minY)),
      t.apply(CGPoint(x: minX, y: maxY)), t.apply(CGPoint(x: maxX, y: maxY)),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
