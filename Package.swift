// swift-tools-version:6.0
//
// Flipbook: SwiftUI-shaped animations rendered frame by frame, headless, on Linux.
// The target graph mirrors the architecture in docs/ARCHITECTURE.md §1: every arrow points down.
//
//   Geometry ─┬─► Drawing ─┬─► Raster ─┬─► Media
//             │            │           └─► Inspect
//   Motion ───┼────────────┴─► SceneGraph ─► Rendering ─► Flipbook (umbrella) ─► Scenes
//   Typography┘                 (Rendering: SceneGraph → Raster → Media)
//   Flipbook ─► FlipbookCLI ─► render;  FlipbookCLI ─► PlaygroundSupport (FlipbookPlayground)

import PackageDescription

/// Pixel loops are bounds-checked by construction (raw buffers sized up front); in release
/// builds they drop the remaining overflow and precondition checks, worth about 13 %
/// (docs/RENDERING.md §6). Debug builds keep every check.
let pixelLoops: [SwiftSetting] = [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]

let package = Package(
  name: "Flipbook",
  products: [
    .library(name: "Flipbook", targets: ["Flipbook"]),
    .executable(name: "render", targets: ["render"]),
    .library(name: "FlipbookPlayground", type: .dynamic, targets: ["PlaygroundSupport"]),
  ],
  targets: [
    // MARK: C system libraries (Debian packages; `scripts/bootstrap` installs them)

    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CFFmpeg", pkgConfig: "libavformat libavcodec libavutil libswscale",
      providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    // Header only: libc functions the Glibc module leaves out (wmemset).
    .systemLibrary(name: "CLibcExtras"),

    // MARK: Core libraries

    .target(name: "Geometry"),
    .target(name: "Motion"),
    .target(name: "Drawing", dependencies: ["Geometry"]),
    .target(name: "Typography", dependencies: ["Geometry", "CFreeType"]),
    .target(name: "Raster", dependencies: ["Geometry", "Drawing", "CLibcExtras"], swiftSettings: pixelLoops),
    .target(name: "Media", dependencies: ["Raster", "CPNG", "CFFmpeg"], swiftSettings: pixelLoops),
    .target(name: "Inspect", dependencies: ["Raster", "Drawing", "Typography"], swiftSettings: pixelLoops),
    .target(name: "SceneGraph", dependencies: ["Geometry", "Motion", "Drawing", "Typography"]),
    .target(name: "Rendering", dependencies: ["SceneGraph", "Raster", "Media", "Drawing", "Geometry"]),
    .target(name: "Flipbook", dependencies: ["SceneGraph", "Motion", "Geometry", "Drawing", "Rendering", "Raster", "Media"]),
    .target(name: "Scenes", dependencies: ["Flipbook"]),
    .target(name: "CPlaygroundHost"),
    .target(name: "PlaygroundSupport", dependencies: ["Flipbook", "FlipbookCLI", "CPlaygroundHost"]),

    // MARK: Command-line tool

    .target(name: "FlipbookCLI", dependencies: ["Flipbook", "Inspect", "Media", "Raster", "Drawing"]),
    .executableTarget(name: "render", dependencies: ["FlipbookCLI", "Scenes"]),

    // MARK: Testing library

    .target(name: "FlipbookTesting", dependencies: ["Flipbook", "Raster", "Media", "Inspect"]),

    // MARK: Tests

    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "MotionTests", dependencies: ["Motion"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "Typography"]),
    .testTarget(name: "MediaTests", dependencies: ["Media"]),
    .testTarget(name: "SceneGraphTests", dependencies: ["Flipbook", "SceneGraph"]),
    .testTarget(
      name: "ScenesTests",
      dependencies: ["Scenes", "Rendering", "FlipbookTesting", "Inspect"]),
    .testTarget(name: "RenderCLITests", dependencies: ["FlipbookCLI", "Media"]),
    .testTarget(name: "InspectTests", dependencies: ["Inspect", "Media", "Rendering", "Scenes", "SceneGraph"]),
  ]
)
