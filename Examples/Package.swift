// swift-tools-version:6.0
//
// Flipbook used the way your own package uses it: a library of SwiftUI views and the scenes
// that drive them, a `render` command of its own over those scenes, and golden tests of
// their mid-flight frames. It depends on Flipbook by path; yours names a URL and a version
// (see the README).

import PackageDescription

let package = Package(
  name: "FlipbookExamples",
  dependencies: [
    .package(name: "Flipbook", path: ".."),
  ],
  targets: [
    .target(name: "ExampleScenes", dependencies: [.product(name: "Flipbook", package: "Flipbook")]),
    .executableTarget(
      name: "example-render",
      dependencies: ["ExampleScenes", .product(name: "FlipbookCLI", package: "Flipbook")]),
    .testTarget(
      name: "ExampleScenesTests",
      dependencies: ["ExampleScenes", .product(name: "FlipbookTesting", package: "Flipbook")],
      // Every PreviewProvider of ExampleScenes becomes a golden test (Golden/LikeButton/).
      plugins: [.plugin(name: "FlipbookPreviewGoldens", package: "Flipbook")]),
  ]
)
