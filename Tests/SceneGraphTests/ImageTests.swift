import Drawing
import Flipbook
import Testing

// Image layout is checked on recorded frames against hand-computed rectangles: fitting a
// 2:1 image into a square gives the full width and half the height, centred; filling gives
// the full height and twice the width, overflowing on both sides.

/// A `width × height` image of one opaque colour.
private func solidImage(width: Int, height: Int, _ rgb: (UInt8, UInt8, UInt8) = (255, 0, 0)) -> DrawingImage {
  DrawingImage(
    width: width, height: height,
    premultipliedRGBA: Array((0..<(width * height)).map { _ in [rgb.0, rgb.1, rgb.2, 255] }.joined()))
}

private func imageFrames<V: View>(_ view: V, canvas: CGSize = CGSize(width: 300, height: 300)) -> [CGRect] {
  let runtime = SceneRuntime(view, canvasSize: canvas)
  _ = runtime.displayList(at: 0)
  return runtime.frames("Image")
}

/// The canvas bounds of a symbol's ink: the item itself, or the first item of its knockout
/// layer.
private func inkBounds(_ item: DisplayItem) -> CGRect {
  if case .layer(let layer) = item, let ink = layer.items.first { return ink.canvasBounds }
  return item.canvasBounds
}

@Suite struct ImageTests {
  let wide = solidImage(width: 200, height: 100)

  @Test func nonResizableImageTakesItsPixelSizeOverItsScale() {
    #expect(imageFrames(Image(wide).frame(width: 50, height: 50)).map(\.size) == [CGSize(width: 200, height: 100)])
    #expect(imageFrames(Image(wide, scale: 2)).map(\.size) == [CGSize(width: 100, height: 50)])
  }

  @Test func resizableImageTakesTheProposal() {
    #expect(imageFrames(Image(wide).resizable().frame(width: 30, height: 70)).map(\.size)
      == [CGSize(width: 30, height: 70)])
  }

  @Test func scaledToFitFitsAWideImageAcrossASquareCentred() {
    let frames = imageFrames(Image(wide).resizable().scaledToFit().frame(width: 100, height: 100))
    // The square frame is centred on the 300-point canvas at (100, 100).
    #expect(frames.count == 1 && close(frames[0], CGRect(x: 100, y: 125, width: 100, height: 50)))
  }

  @Test func scaledToFillCoversTheSquareAndOverflowsItUnclipped() {
    let frames = imageFrames(Image(wide).resizable().scaledToFill().frame(width: 100, height: 100))
    #expect(frames.count == 1 && close(frames[0], CGRect(x: 50, y: 100, width: 200, height: 100)))
  }

  @Test func aspectRatioWithExplicitRatioFitsAndFills() {
    let fit = imageFrames(Image(wide).resizable().aspectRatio(0.5, contentMode: .fit).frame(width: 100, height: 100))
    #expect(fit.count == 1 && close(fit[0], CGRect(x: 125, y: 100, width: 50, height: 100)))
    let fill = imageFrames(Image(wide).resizable().aspectRatio(0.5, contentMode: .fill).frame(width: 100, height: 100))
    #expect(fill.count == 1 && close(fill[0], CGRect(x: 100, y: 50, width: 100, height: 200)))
  }

  @Test func imageFillsItsFrameWithItsPixels() {
    let runtime = SceneRuntime(Image(wide).resizable().frame(width: 40, height: 10), canvasSize: CGSize(width: 40, height: 10))
    let list = runtime.displayList(at: 0)
    guard case .fill(let path, _, let paint, let transform)? = list.items.first,
      case .image(let pixels, let imageTransform) = paint.shading
    else {
      Issue.record("no image fill: \(list.items)")
      return
    }
    #expect(pixels == wide)
    #expect(path.applying(transform).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 10))
    // Image pixel (200, 100), the far corner, lands on the frame's far corner.
    #expect(transform.apply(imageTransform.apply(CGPoint(x: 200, y: 100))) == CGPoint(x: 40, y: 10))
  }

  @Test func missingImageWarnsTakesNoSpaceAndDrawsNothing() {
    let name = "no-such-image"
    let runtime = SceneRuntime(Image(name), canvasSize: CGSize(width: 50, height: 50))
    let warnings = Diagnostics.warnings {
      #expect(runtime.displayList(at: 0).items.isEmpty)
      #expect(runtime.frames("Image").map(\.size) == [.zero])
    }
    #expect(warnings.contains { $0.hasPrefix("No image named '\(name)'") }, "\(warnings)")
  }

  @Test func systemSymbolIsTintedByTheForegroundStyle() {
    let runtime = SceneRuntime(
      Image(systemName: "heart.fill").resizable().frame(width: 40, height: 40).foregroundStyle(Paints.c),
      canvasSize: CGSize(width: 40, height: 40))
    let items = runtime.displayList(at: 0).items(painted: Paints.cRGB)
    #expect(items.count == 1)
    // The heart spans x 8…92 and y 14…88 of the 100-unit grid: 0.4 points per unit.
    #expect(items.first.map { close($0.canvasBounds, CGRect(x: 3.2, y: 5.6, width: 33.6, height: 29.6), 1e-6) } == true)
  }

  @Test func nonResizableSymbolIsAsWideAsTheFontSize() {
    #expect(imageFrames(Image(systemName: "xmark").font(.system(size: 24))).map(\.size)
      == [CGSize(width: 24, height: 24)])
  }

  @Test func builtInSymbolSetIsTheDocumentedOne() {
    // The names listed in `SystemSymbols.swift` and the README, sorted.
    #expect(Image.systemSymbolNames == [
      "arrow.clockwise", "bell", "bell.fill", "bookmark", "bookmark.fill", "checkmark",
      "checkmark.circle", "checkmark.circle.fill", "chevron.down", "chevron.left", "chevron.right",
      "chevron.up", "circle", "circle.fill", "ellipsis", "gearshape", "heart", "heart.circle.fill",
      "heart.fill", "house", "house.fill", "magnifyingglass", "minus", "moon.fill", "pause.circle",
      "pause.circle.fill", "pause.fill", "person", "person.crop.circle", "person.fill", "play.circle",
      "play.circle.fill", "play.fill", "plus", "plus.circle", "plus.circle.fill", "square.and.arrow.up",
      "square.and.pencil", "star", "star.fill", "stop.fill", "sun.max.fill", "timer", "trash", "xmark",
      "xmark.circle", "xmark.circle.fill",
    ])
  }

  @Test func everyBuiltInSymbolDrawsInsideItsGrid() {
    for name in Image.systemSymbolNames {
      let runtime = SceneRuntime(
        Image(systemName: name).resizable().frame(width: 100, height: 100), canvasSize: CGSize(width: 100, height: 100))
      let items = runtime.displayList(at: 0).items
      #expect(items.count == 1, "\(name)")
      guard let bounds = items.first.map(inkBounds) else { continue }
      #expect(bounds.width > 20 && bounds.height > 5, "\(name) is too small: \(bounds)")
      #expect(CGRect(x: 0, y: 0, width: 100, height: 100).contains(bounds), "\(name): \(bounds)")
    }
  }

  /// The knocked-out marks of the filled circles are erased in a layer of the symbol's own:
  /// the disc, then the mark with `destinationOut`.
  @Test func filledCircleErasesItsMarkInALayer() {
    let runtime = SceneRuntime(
      Image(systemName: "xmark.circle.fill").resizable().frame(width: 100, height: 100), canvasSize: CGSize(width: 100, height: 100))
    guard case .layer(let layer)? = runtime.displayList(at: 0).items.first, layer.items.count == 2,
      case .layer(let eraser) = layer.items[1]
    else {
      Issue.record("no knockout layer")
      return
    }
    #expect(eraser.blendMode == .destinationOut)
    // The disc has radius 46.5 about the centre; the cross's strokes run 34…66, 10 wide.
    #expect(close(layer.items[0].canvasBounds, CGRect(x: 3.5, y: 3.5, width: 93, height: 93), 1e-6))
    #expect(eraser.items.first.map { close($0.canvasBounds, CGRect(x: 29, y: 29, width: 42, height: 42), 0.5) } == true)
  }

  @Test func unknownSymbolWarnsWithItsName() {
    let runtime = SceneRuntime(Image(systemName: "flux.capacitor"), canvasSize: CGSize(width: 50, height: 50))
    let warnings = Diagnostics.warnings { _ = runtime.displayList(at: 0) }
    #expect(warnings.contains { $0.hasPrefix("No system symbol named 'flux.capacitor'") }, "\(warnings)")
  }

  @Test func unknownSymbolTakesTheSizeOfASymbol() {
    #expect(imageFrames(Image(systemName: "warp.drive").font(.system(size: 24))).map(\.size)
      == [CGSize(width: 24, height: 24)])
  }

  /// The placeholder's box is centred on 12…88 of the grid with a 7-unit outline, so its ink
  /// spans 8.5…91.5: at 24 pt (0.24 pt a unit) 2.04…21.96 of the frame. The stroker offsets
  /// the corner arcs by approximate curves that bulge past the straight sides by about
  /// 0.002 units (0.0005 pt here), hence the 0.001-pt tolerance.
  @Test func unknownSymbolDrawsAPlaceholderBoxInTheForegroundStyle() {
    let runtime = SceneRuntime(
      Image(systemName: "sonic.screwdriver").font(.system(size: 24)).foregroundStyle(Paints.b),
      canvasSize: CGSize(width: 24, height: 24))
    let items = runtime.displayList(at: 0).items(painted: Paints.bRGB)
    #expect(items.count == 1)
    #expect(items.first.map { close($0.canvasBounds, CGRect(x: 2.04, y: 2.04, width: 19.92, height: 19.92), 1e-3) } == true, "\(items.map(\.canvasBounds))")
  }

  @Test func degenerateImageFramesDrawNothing() {
    for size in [CGSize.zero, CGSize(width: 0, height: 20)] {
      let runtime = SceneRuntime(
        Image(wide).resizable().frame(width: size.width, height: size.height), canvasSize: CGSize(width: 50, height: 50))
      #expect(runtime.displayList(at: 0).items.isEmpty, "\(size)")
    }
    let empty = DrawingImage(width: 0, height: 0, premultipliedRGBA: [])
    #expect(SceneRuntime(Image(empty).resizable(), canvasSize: CGSize(width: 9, height: 9)).displayList(at: 0).items.isEmpty)
  }
}
