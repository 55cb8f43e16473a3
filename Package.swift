// swift-tools-version:6.0
//
// Flipbook: SwiftUI-shaped animations rendered frame by frame, headless, on Linux.
// The target graph mirrors the architecture in docs/ARCHITECTURE.md §1: every arrow points down.
//
//   Geometry ─┬─► Drawing ─┬─► Raster ─┬─► Media
//             │            │           └─► Inspect
//   Motion ───┼────────────┴─► SceneGraph ─► Rendering ─► Flipbook (umbrella) ─► Scenes
//   Typography┘                 (Rendering: SceneGraph → Raster → Media, Inspect for scene checks)
//   Flipbook ─► FlipbookCLI ─► render;  FlipbookCLI ─► PlaygroundSupport (FlipbookPlayground)

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Flipbook",
  products: [
    // What a SwiftUI source file needs (`import Flipbook` for `import SwiftUI`), plus the API
    // that renders scenes to pixels, PNGs and MP4s.
    .library(name: "Flipbook", targets: ["Flipbook"]),
    // Golden and motion assertions for a test target.
    .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
    // The whole `render` command line over your own scenes: `FlipbookCLI.main(scenes:)`.
    .library(name: "FlipbookCLI", targets: ["FlipbookCLI"]),
    .executable(name: "render", targets: ["render"]),
    // What `render FILE.swift` links a playground file against (Flipbook, the command line, a
    // PlaygroundSupport module and a UIKit stand-in); built next to `render`.
    .library(name: "FlipbookPlayground", type: .dynamic, targets: ["PlaygroundSupport", "UIKit"]),
    // Applied to a test target: one golden test per PreviewProvider of the modules it tests.
    .plugin(name: "FlipbookPreviewGoldens", targets: ["FlipbookPreviewGoldens"]),
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
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // Header only: libc functions the Glibc module leaves out (wmemset).
    .systemLibrary(name: "CLibcExtras"),
    .target(name: "CMainQueue"),

    // MARK: Compiler plugins

    // `#Preview` and `@Previewable`, expanded to nothing; no swift-syntax (docs/PREVIEWS.md).
    .macro(name: "FlipbookMacros"),

    // MARK: Core libraries

    .target(name: "Geometry"),
    .target(name: "Motion"),
    // Combine's publishers, subjects and `Timer.publish`, as views use them (Linux has none).
    .target(name: "Combine"),
    .target(name: "Drawing", dependencies: ["Geometry"]),
    .target(name: "Typography", dependencies: ["Geometry", "CFreeType"]),
    .target(name: "Raster", dependencies: ["Geometry", "Drawing", "CLibcExtras"]),
    .target(name: "Media", dependencies: ["Raster", "CPNG", "CDeflate", "CFFmpeg"]),
    .target(name: "Inspect", dependencies: ["Raster", "Drawing", "Typography"]),
    .target(
      name: "SceneGraph", dependencies: ["Geometry", "Motion", "Drawing", "Typography", "Combine", "FlipbookMacros", "CMainQueue"]),
    .target(name: "Rendering", dependencies: ["SceneGraph", "Raster", "Media", "Drawing", "Geometry", "Inspect"]),
    .target(
      name: "Flipbook", dependencies: ["SceneGraph", "Motion", "Geometry", "Drawing", "Rendering", "Raster", "Media", "Combine"]),
    .target(name: "Scenes", dependencies: ["Flipbook"]),
    .target(name: "CPlaygroundHost"),
    .target(name: "PlaygroundSupport", dependencies: ["Flipbook", "FlipbookCLI", "CPlaygroundHost"]),
    .target(name: "UIKit", dependencies: ["Flipbook"]),

    // MARK: Command-line tool

    .target(name: "FlipbookCLI", dependencies: ["Flipbook", "Inspect", "Media", "Raster", "Drawing", "CLibcExtras"]),
    .executableTarget(name: "render", dependencies: ["FlipbookCLI", "Scenes"]),
    .executableTarget(name: "flipbook-preview-goldens"),
    .plugin(name: "FlipbookPreviewGoldens", capability: .buildTool(), dependencies: ["flipbook-preview-goldens"]),

    // MARK: Testing library

    .target(name: "FlipbookTesting", dependencies: ["Flipbook", "Motion", "Raster", "Media", "Inspect"]),

    // MARK: Tests

    // The fuzz harness the test targets share: a seeded generator, runs bounded by count,
    // mutations of bytes, PNGs and MP4s, hostile files, and child processes measured for
    // time and memory (Tests/FuzzSupport; the files it starts from are in Tests/FuzzCorpus).
    .target(name: "FuzzSupport", path: "Tests/FuzzSupport"),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "MotionTests", dependencies: ["Motion"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "Typography", "FuzzSupport"]),
    .testTarget(name: "MediaTests", dependencies: ["Media", "FuzzSupport", "CPNG"]),
    // A process MediaTests kill at every step of an output's commit; not a product.
    .executableTarget(name: "commit-probe", dependencies: ["Media"], path: "Tests/Probes/commit-probe"),
    .testTarget(name: "SceneGraphTests", dependencies: ["Flipbook", "SceneGraph"]),
    .testTarget(name: "PreviewMacroTests", dependencies: ["Flipbook"]),
    .testTarget(
      name: "ScenesTests",
      dependencies: ["Scenes", "Flipbook", "FlipbookTesting", "Inspect", "FuzzSupport"]),
    .testTarget(name: "RenderCLITests", dependencies: ["FlipbookCLI", "Media", "Inspect", "FuzzSupport"]),
    .testTarget(name: "InspectTests", dependencies: ["Inspect", "Media", "Flipbook", "Scenes"]),
    // The golden comparator and record modes, in scratch packages of their own.
    .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "Media", "Raster", "Scenes", "FuzzSupport"]),
  ]
)
