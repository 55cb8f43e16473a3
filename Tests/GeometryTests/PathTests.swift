import Foundation
import Testing
@testable import Geometry

@Suite struct PathTests {
  @Test func ellipseStartsAtThreeOClock() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 25)))
    #expect(path.boundingRect.minX == 0)
  }
}
