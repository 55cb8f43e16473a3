import Flipbook

/// Flipbook's own scenes, in the order `render list` shows them: the flagship hero morph
/// first (it is what `render` alone renders), then the still galleries.
public enum BuiltInScenes {
  /// Every built-in scene.
  public static let all: [FlipbookScene] = [
    restTimer, restTimerProduction, shapesGallery, symbolsGallery, textGallery, effectsGallery, depthGallery, compositingGallery,
    controlsGallery, listsGallery, scrollGallery, presentationsGallery, navigationPush, navigationZoom,
    navigationZoomStyled, navigationZoomCover, navigationPullShrink, timingBouncy, timingBouncyCompletion, phasesBob, phasesLike, phasesPerPhase, phasesThree,
    keyframesReaction, phasesBell, transitionMoveOpacity, transitionAsymmetric, transitionTilt, matchedCircleMove,
    matchedSwapDots, matchedCircleToRectangle, matchedFollower, matchedGalleryGrid, matchedArticleCard,
  ]

  /// The rest-timer hero morph: a full-screen timer ring that collapses into a corner slot
  /// when tapped, in its fake (`naive`) and real (`fixed`) versions. The script taps the
  /// popup at 0.5 s and holds for 2 s (long enough for the 0.6 s spring to settle), and the
  /// video lasts as long as the script: 2.5 s.
  public static let restTimer = FlipbookScene(
    "rest-timer", summary: "the flagship hero morph: a timer ring collapses into a corner slot (tap at 0.5 s)",
    variants: RestTimerHero.Mode.allCases.map(\.rawValue), canvas: .size(RestTimerHero.canvasSize),
    script: RestTimerHero.collapseScript(), duration: .untilScriptEnds
  ) { variant in
    RestTimerHero(mode: RestTimerHero.Mode(rawValue: variant) ?? .naive)
  }

  public static let shapesGallery = FlipbookScene(
    "shapes-gallery", summary: "still: every shape, stroke, dash, trim, gradient and symbol",
    canvas: .size(ShapesGallery.canvasSize)
  ) { ShapesGallery() }

  public static let symbolsGallery = FlipbookScene(
    "symbols-gallery", summary: "still: every built-in Image(systemName:) symbol at 17, 28 and 44 pt",
    canvas: .size(SymbolsGallery.canvasSize)
  ) { SymbolsGallery() }

  public static let textGallery = FlipbookScene(
    "text-gallery", summary: "still: fonts, weights, designs, wrapping, truncation, baselines, emoji",
    canvas: .size(TextGallery.canvasSize)
  ) { TextGallery() }

  public static let effectsGallery = FlipbookScene(
    "effects-gallery", summary: "still: blur, shadows, masks, compositing groups",
    canvas: .size(EffectsGallery.canvasSize)
  ) { EffectsGallery() }

  public static let depthGallery = FlipbookScene(
    "depth-gallery", summary: "still: rotation3DEffect (a card flip), materials, Color.gradient",
    canvas: .size(DepthGallery.canvasSize)
  ) { DepthGallery() }

  public static let compositingGallery = FlipbookScene(
    "compositing-gallery", summary: "still: pictures from PNG files, blend modes, transforms, clip shapes",
    canvas: .size(CompositingGallery.canvasSize)
  ) { CompositingGallery() }

  public static let controlsGallery = FlipbookScene(
    "controls-gallery", summary: "a settings screen: a switch, a pressed button, a segment, the slider and stepper, played",
    canvas: .size(ControlsGallery.canvasSize), script: ControlsGallery.script, duration: .untilScriptEnds
  ) { ControlsGallery() }

  public static let listsGallery = FlipbookScene(
    "lists-gallery", summary: "a settings list: a switch, a row inserted and one deleted, a scroll, played",
    canvas: .device(ListsGallery.device), script: ListsGallery.script, duration: .untilScriptEnds
  ) { ListsGallery() }

  public static let scrollGallery = FlipbookScene(
    "scroll-gallery", summary: "a paging carousel flicked and dragged back, a button scrolling a tile grid, a coast, played",
    canvas: .device(ScrollGallery.device), script: ScrollGallery.script, duration: .untilScriptEnds
  ) { ScrollGallery() }

  public static let presentationsGallery = FlipbookScene(
    "presentations-gallery", summary: "a sheet dragged from medium to large and down to dismiss, a delete alert, an action sheet, played",
    canvas: .device(PresentationsGallery.device), script: PresentationsGallery.script, duration: .untilScriptEnds
  ) { PresentationsGallery() }

  public static let navigationPush = FlipbookScene(
    "navigation-push", summary: "a gradient grid in a NavigationStack: a push, the back button, an edge swipe back, played",
    canvas: .device(GradientGallery.device), script: GradientGallery.pushScript, duration: .untilScriptEnds
  ) { GradientGallery(mode: .push) }

  public static let navigationZoom = FlipbookScene(
    "navigation-zoom", summary: "the same grid with the iOS 18 zoom: open, close with dismiss(), pull down to dismiss, played",
    canvas: .device(GradientGallery.device), script: GradientGallery.zoomScript, duration: .untilScriptEnds
  ) { GradientGallery(mode: .zoom) }

  public static let navigationZoomStyled = FlipbookScene(
    "navigation-zoom-styled", summary: "the zoom out of cards with a custom source configuration and no pressed highlight, played",
    canvas: .device(GradientGallery.device), script: GradientGallery.styledScript, duration: .untilScriptEnds
  ) { GradientGallery(mode: .styled) }

  public static let navigationZoomCover = FlipbookScene(
    "navigation-zoom-cover", summary: "a full-screen cover zooming out of a card: scroll its article, pull it down from the top to dismiss, played",
    canvas: .device(GradientGallery.device), script: GradientGallery.coverScript, duration: .untilScriptEnds
  ) { GradientGallery(mode: .cover) }

  public static let navigationPullShrink = FlipbookScene(
    "navigation-pull-shrink", summary: "a cover whose article shrinks while pulled past its top (onScrollGeometryChange, scaleEffect) and dismisses itself, played",
    canvas: .device(GradientGallery.device), script: GradientGallery.shrinkScript, duration: .untilScriptEnds
  ) { GradientGallery(mode: .shrink) }

  public static let timingBouncy = FlipbookScene(
    "timing-bouncy", summary: "Apple's timing article: an emoji rises 40 pt with .bouncy when tapped, played",
    canvas: .size(BouncyEmoji.canvasSize), script: BouncyEmoji.script, duration: .untilScriptEnds
  ) { BouncyEmoji(returns: false) }

  public static let timingBouncyCompletion = FlipbookScene(
    "timing-bouncy-completion", summary: "the same emoji brought back down by the animation's completion, played",
    canvas: .size(BouncyEmoji.canvasSize), script: BouncyEmoji.script, duration: .untilScriptEnds
  ) { BouncyEmoji(returns: true) }
}
