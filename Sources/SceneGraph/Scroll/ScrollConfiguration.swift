import Foundation

// What the scroll modifiers tell the scroll views inside them. SwiftUI carries them in the
// environment, so a modifier reaches a scroll view written inside it (`ScrollView { … }
// .scrollTargetBehavior(.paging)` and an ancestor alike). The ones that belong to one scroll
// view (its position binding, its geometry and phase observers, its content margins) stop at
// the first scroll view; the others (behavior, bounce, clipping, anchors, whether scrolling is
// enabled) reach nested scroll views too, as environment values do.

/// The scroll settings of one point of the tree.
struct ScrollEnvironment {
  var behavior: (any ScrollTargetBehavior)?
  var isScrollEnabled = true
  var horizontalBounce = ScrollBounceBehavior.automatic
  var verticalBounce = ScrollBounceBehavior.automatic
  var clipsContent = true
  var anchors = ScrollAnchors()
  /// The axes whose scroll indicators `.scrollIndicators(.hidden / .never)` hides.
  var hiddenIndicators: Axis.Set = []
  var reader: ScrollViewReaderRegistry?
  // Stopping at the first scroll view:
  var margins = EdgeInsets()
  var position: ScrollPositionBinding?
  var geometryObservers: [ScrollGeometryObserver] = []
  var phaseObservers: [ScrollPhaseObserver] = []
  /// The container that takes a drag pulling the content down past its top (a sheet, a zoomed
  /// screen), for the first scroll view inside.
  var handoff: ScrollHandoff?

  /// The settings a scroll view's content inherits: without the ones that stop at it.
  var forContent: ScrollEnvironment {
    var copy = self
    copy.margins = EdgeInsets()
    copy.position = nil
    copy.geometryObservers = []
    copy.phaseObservers = []
    copy.handoff = nil
    return copy
  }
}

/// The anchors of `defaultScrollAnchor(_:for:)`, by role; nil for the top leading corner.
struct ScrollAnchors {
  var initialOffset: UnitPoint?
  var sizeChanges: UnitPoint?
  var alignment: UnitPoint?
}

private struct ScrollEnvironmentKey: EnvironmentKey {
  static var defaultValue: ScrollEnvironment { ScrollEnvironment() }
}

extension EnvironmentValues {
  /// The scroll settings here.
  var scroll: ScrollEnvironment {
    get { self[ScrollEnvironmentKey.self] }
    set { self[ScrollEnvironmentKey.self] = newValue }
  }

  /// Whether scroll views here scroll when dragged; set with `.scrollDisabled(_:)`.
  /// Default true.
  public var isScrollEnabled: Bool {
    get { scroll.isScrollEnabled }
    set { scroll.isScrollEnabled = newValue }
  }
}

/// What one scroll view is set to do in one pass: its environment's scroll settings.
struct ScrollConfiguration {
  var settings = ScrollEnvironment()
  /// The whole environment, for scroll target behaviors that read it.
  var environment = EnvironmentValues()

  init() {}

  init(_ environment: EnvironmentValues) {
    self.settings = environment.scroll
    self.environment = environment
  }

  var behavior: (any ScrollTargetBehavior)? { settings.behavior }
  var isScrollEnabled: Bool { settings.isScrollEnabled }
  var anchors: ScrollAnchors { settings.anchors }

  /// Whether the content may be dragged past its ends along `axis` when its largest offset is
  /// `maximum`: always, unless `.scrollBounceBehavior(.basedOnSize)` and the content fits.
  func bounces(along axis: Axis, maximum: CGFloat) -> Bool {
    let behavior = axis == .horizontal ? settings.horizontalBounce : settings.verticalBounce
    return behavior != .basedOnSize || maximum > 0
  }
}
