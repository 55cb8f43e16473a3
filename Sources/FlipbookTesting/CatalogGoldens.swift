// Goldens with no test code per scene: a whole catalog, and previews, in one call, split into
// shards for a CI fleet.
//
// What: `expectCatalogGoldens(scenes)` checks stills of every variant of every scene at evenly
// spaced times over its length (and, with `flightFPS`, the whole of it as an animated golden);
// `expectPreviewGoldens(MyView_Previews.self)` does the same for what a `PreviewProvider`
// previews, settled, on an iPhone screen. `Shard` splits the scenes deterministically by a hash
// of their names, so a matrix job `FLIPBOOK_SHARD=2/4` checks a quarter and adding a scene
// moves no other scene to another shard. Why: SnapshotPreviews-style coverage is only as good
// as the frames it looks at, and a catalog's flights are where motion breaks.

import Flipbook
import Foundation
import Testing

/// One part of a deterministic split of scenes: part `index` of `count`, from 1.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  /// Part `index` (1…`count`) of `count`.
  public init(_ index: Int, of count: Int) {
    precondition(count >= 1 && (1...count).contains(index), "shard \(index)/\(count) is not one of 1…\(count)")
    (self.index, self.count) = (index, count)
  }

  /// The shard from `FLIPBOOK_SHARD` ("2/4"), or `nil` when it is not set; a malformed value
  /// stops the test run with a message naming it.
  public static var current: Shard? {
    guard let value = ProcessInfo.processInfo.environment["FLIPBOOK_SHARD"], !value.isEmpty else { return nil }
    guard let shard = Shard(parsing: value) else {
      preconditionFailure("FLIPBOOK_SHARD=\(value) is not i/n with 1 ≤ i ≤ n (for example 2/4)")
    }
    return shard
  }

  /// Parses "i/n".
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
    self.init(i, of: n)
  }

  /// Whether the scene called `name` belongs to this shard: FNV-1a of the name's UTF-8, modulo
  /// the count, is the same on every machine and run (Swift's `hashValue` is not).
  public func contains(_ name: String) -> Bool {
    let hash = name.utf8.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    return Int(hash % UInt64(count)) == index - 1
  }

  public var description: String { "\(index)/\(count)" }
}

/// The times a catalog golden looks at: `count` evenly spaced from 0 to the scene's length,
/// both included.
public func catalogTimes(of scene: FlipbookScene, variant: String?, count: Int) -> [Double] {
  let (seconds, _) = ScenePlayer.duration(of: scene, variant: variant, fps: 60)
  guard count > 1 else { return [0] }
  return (0..<count).map { (seconds * Double($0) / Double(count - 1) * 1000).rounded() / 1000 }
}

/// Checks every variant of every scene in `scenes` (those of `shard`, by default the one
/// `FLIPBOOK_SHARD` names) against its goldens, at `scale` pixels per point (2, as
/// `expectGolden`): `stills` frames evenly spaced over the
/// scene's length, and with `flightFPS` the whole length as one animated golden.
///
/// ```swift
/// @Test func catalog() { expectCatalogGoldens(MyScenes.all) }
/// ```
public func expectCatalogGoldens(
  _ scenes: [FlipbookScene], stills: Int = 4, flightFPS: Int? = nil, scale: Double = 2, shard: Shard? = .current,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  for scene in scenes where shard?.contains(scene.name) ?? true {
    let variants: [String?] = scene.variants.isEmpty ? [nil] : scene.variants.map { $0 }
    for variant in variants {
      let times = catalogTimes(of: scene, variant: variant, count: stills)
      expectGolden(scene, at: times, variant: variant, scale: scale, fileID: fileID, filePath: filePath, line: line, column: column)
      if let fps = flightFPS, let end = times.last, end > 0 {
        expectAnimationGolden(
          scene, over: 0...end, fps: fps, variant: variant, scale: scale, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }
}

extension FlipbookScene {
  /// What `provider` previews as a scene without a script on `device`'s screen, lasting
  /// `settle` seconds, named by the provider's type without `_Previews`.
  @MainActor
  public static func preview<Provider: PreviewProvider>(
    _ provider: Provider.Type, device: Device = .iPhone16, settle: Double = 1
  ) -> FlipbookScene {
    let typeName = String(describing: provider)
    let name = typeName.hasSuffix("_Previews") ? String(typeName.dropLast("_Previews".count)) : typeName
    // The views are built here, on the main actor, and only resolved by the scene on this
    // thread: the box only carries them into the scene's closure.
    let previews = PreviewViews(view: Provider.previews)
    return FlipbookScene(name, canvas: .device(device), duration: .seconds(settle)) { previews.view }
  }
}

/// Checks what `provider` previews, settled, on `device`'s screen, against its golden
/// `Golden/<name>/default/t<ms>.png` (`name`: the provider's type name without `_Previews`).
///
/// The previews are shown as a scene without a script (`FlipbookScene.preview`): after
/// `settle` seconds, the time the golden is taken at, appearing animations have played.
@MainActor
public func expectPreviewGoldens<Provider: PreviewProvider>(
  _ provider: Provider.Type, device: Device = .iPhone16, settle: Double = 1, scale: Double = 2,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let scene = FlipbookScene.preview(provider, device: device, settle: settle)
  expectGolden(scene, at: [settle], scale: scale, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A preview's views, carried into a scene's content closure.
private struct PreviewViews<Content: View>: @unchecked Sendable {
  let view: Content
}
