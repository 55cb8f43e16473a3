// FlipbookPreviewGoldens: golden tests of every PreviewProvider, with no test code.
//
// Applied to a test target, the plugin scans the Swift sources of the modules the target
// depends on (in this package) for types that conform to `PreviewProvider` and generates one
// Swift Testing test per provider that checks its settled picture against
// `Golden/<Name>/default/t1000.png` (`expectPreviewGoldens`): SnapshotPreviews and Prefire do
// this for stills on Apple platforms; here it runs on Linux and records like any golden.
//
// ```swift
// .testTarget(name: "AppTests", dependencies: ["App", .product(name: "FlipbookTesting", package: "Flipbook")],
//             plugins: [.plugin(name: "FlipbookPreviewGoldens", package: "Flipbook")])
// ```

import Foundation
import PackagePlugin

@main
struct FlipbookPreviewGoldens: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let tests = target as? SourceModuleTarget else { return [] }
    var arguments: [String] = []
    var inputs: [URL] = []
    for case let module as SourceModuleTarget in tests.dependencies.flatMap(Self.targets) where module.kind != .test {
      let files = module.sourceFiles(withSuffix: "swift").map(\.url)
      arguments += ["--module", module.moduleName] + files.map(\.path)
      inputs += files
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "FlipbookPreviewGoldens.swift")
    return [
      .buildCommand(
        displayName: "Generating preview goldens for \(target.name)",
        executable: try context.tool(named: "flipbook-preview-goldens").url,
        arguments: [output.path] + arguments, inputFiles: inputs, outputFiles: [output])
    ]
  }

  /// The targets a dependency brings in: a target itself, or a product's targets of this
  /// package (providers live in your own modules, not in packages you depend on).
  static func targets(_ dependency: TargetDependency) -> [Target] {
    switch dependency {
    case .target(let target): [target]
    case .product: []
    @unknown default: []
    }
  }
}
