// The umbrella module: scene code writes `import Flipbook` where it wrote `import SwiftUI`.
@_exported import Foundation
@_exported import Drawing
@_exported import Geometry
@_exported import Motion
@_exported import SceneGraph
