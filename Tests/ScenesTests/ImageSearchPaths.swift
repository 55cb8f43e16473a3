import Foundation
import SceneGraph

// `Image.searchPaths` is process-wide and Swift Testing runs suites in parallel, so a test that
// points it somewhere else can make another test's `Image("name")` miss its file. Every test
// that changes the paths does it through `withImageSearchPaths`, which holds one lock for the
// whole render: such tests take turns, and the paths are restored before the next one starts.

private let searchPathsLock = NSLock()

/// Runs `body` with `Image.searchPaths` set to `paths`, then restores the previous paths.
/// Only one such call runs at a time (see the note above); tests that do not change the paths
/// are not held up.
func withImageSearchPaths<T>(_ paths: [String], _ body: () throws -> T) rethrows -> T {
  searchPathsLock.lock()
  defer { searchPathsLock.unlock() }
  let saved = Image.searchPaths
  Image.searchPaths = paths
  defer { Image.searchPaths = saved }
  return try body()
}
