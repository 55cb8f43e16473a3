// The umbrella module: scene code writes `import Flipbook` where it wrote `import SwiftUI`.
// It exports the SwiftUI surface (views, layout, state, animations, shapes, colours, text,
// `ImageRenderer`) and the API that renders scenes (`FlipbookScene`, `Timeline`, the
// renderer and its sinks), and only the names of the lower layers that API hands out.
@_exported import Foundation
@_exported import Drawing
@_exported import Geometry
@_exported import Motion
@_exported import SceneGraph
@_exported import Combine
@_exported import Observation
@_exported import Rendering
@_exported import struct Raster.Pixmap
@_exported import enum Media.VideoPreset
// What a scene's motion checks are written with (`SceneCheck.motion`).
@_exported import enum Inspect.Expectation
@_exported import struct Inspect.CheckOptions
@_exported import enum Inspect.SizeDirection
@_exported import struct Inspect.Segmenter
@_exported import enum Inspect.ColorDistance
@_exported import struct Inspect.PixelRect
