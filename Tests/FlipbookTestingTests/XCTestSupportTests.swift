// FlipbookTesting's assertions under XCTest. This file does not import Testing: an XCTest
// suite calls the assertions with their defaulted call-site arguments and nothing else.

import Flipbook
@testable import FlipbookTesting
import Scenes
import XCTest

final class XCTestSupportTests: XCTestCase {
  /// The failures the test case recorded while `capturing` was set, instead of failing.
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
    if capturing {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// A golden that is missing fails the XCTest (it is recorded and someone looks at it), at the
  /// file and line of the call; under Swift Testing alone it would pass silently.
  func testAFailingGoldenFailsTheXCTestAtTheCall() throws {
    let package = try GoldenStoreTests.ScratchPackage()
    defer { package.remove() }
    capturing = true
    let line = #line + 1
    expectGolden(GoldenStoreTests.frame(), scene: "Pulse", mode: "fixed", time: 0.3, tolerance: 1, in: package.store(.missing), .here())
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.file, #filePath)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertTrue(captured.first?.description.contains("Pulse") ?? false, captured.first?.description ?? "")
  }

  /// The public assertions compile and pass without Swift Testing: the fixed hero's flight is
  /// the same on every core and alone, and its disc is one object that shrinks.
  func testPassingAssertionsRecordNothing() {
    capturing = true
    expectDeterministic(BuiltInScenes.restTimer, at: [0.7], variant: "fixed", scale: 0.25)
    expectMotion(
      BuiltInScenes.restTimer, [.oneBlob, .monotonicSize], over: 0.5...1.6, fps: 10, variant: "fixed",
      segmenter: Segmenter(key: SIMD4(0x32, 0xAD, 0xE6, 0xFF)), options: CheckOptions(from: 232, to: 54))
    capturing = false
    XCTAssertEqual(captured.map(\.description), [])
  }

  /// The naive hero breaks the same motion check, and the XCTest fails with its message.
  func testABrokenMotionFailsTheXCTest() {
    capturing = true
    expectMotion(
      BuiltInScenes.restTimer, [.oneBlob], over: 0.5...1.6, fps: 10, variant: "naive",
      segmenter: Segmenter(key: SIMD4(0x32, 0xAD, 0xE6, 0xFF)), options: CheckOptions(from: 232, to: 54))
    capturing = false
    XCTAssertFalse(captured.isEmpty)
    XCTAssertEqual(captured.first?.file, #filePath)
    XCTAssertTrue(captured.allSatisfy { $0.description.contains("rest-timer: one-blob fails at video frame") }, "\(captured.map(\.description))")
  }
}
