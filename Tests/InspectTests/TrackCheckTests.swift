import Inspect
import Testing

/// Checks on hand-written tracks: each expected verdict follows from the numbers in the test.
@Suite struct TrackCheckTests {
  /// One square blob per diameter (nil = nothing visible), centred at `centres` or (100, 100).
  func track(_ diameters: [Double?], centres: [(Double, Double)]? = nil) -> Track {
    Track(
      name: "t", scale: 1, fps: 10, pixelWidth: 400, pixelHeight: 400,
      frames: diameters.enumerated().map { k, d in
        let c = centres?[k] ?? (100, 100)
        let blobs = d.map { [MeasuredBlob(x: c.0 - $0 / 2, y: c.1 - $0 / 2, width: $0, height: $0, area: $0 * $0)] } ?? []
        return FrameMeasurement(index: k, time: Double(k) / 10, blobs: blobs)
      })
  }

  @Test func shrinkingWithinToleranceFromStartToEndPasses() {
    let report = track([232, 200, 201, 150, nil, 80, 54]).check(
      [.monotonicSize], options: CheckOptions(from: 232, to: 54, tolerance: 2))
    #expect(report.passed)
  }

  @Test func growthBeyondToleranceFailsAtThatFrame() {
    let failure = track([232, 200, 150, 153]).firstFailure(of: .monotonicSize, CheckOptions(tolerance: 2))
    #expect(failure?.frame == 3)
    #expect(failure?.reason.contains("153.0") == true)
  }

  @Test func slowCreepIsMeasuredAgainstTheSmallestSoFar() {
    // Each step grows 1.5 pt (within 2), but 150 → 154.5 is 4.5 pt above the minimum.
    let failure = track([150, 151.5, 153, 154.5]).firstFailure(of: .monotonicSize, CheckOptions(tolerance: 2))
    #expect(failure?.frame == 2)
  }

  @Test func aWrongEndSizeFailsAtTheLastVisibleFrame() {
    let failure = track([232, 150, 100, nil]).firstFailure(of: .monotonicSize, CheckOptions(to: 54, tolerance: 2))
    #expect(failure?.frame == 2)
  }

  @Test func growDirectionFailsOnShrinking() {
    let failure = track([50, 60, 55]).firstFailure(of: .monotonicSize, CheckOptions(tolerance: 2, direction: .grow))
    #expect(failure?.frame == 2)
  }

  @Test func oneBlobIgnoresEmptyFramesAndFailsOnTwo() {
    var t = track([10, nil, 10, 10])
    t.frames[3].blobs.append(MeasuredBlob(x: 0, y: 0, width: 5, height: 5, area: 25))
    #expect(t.firstFailure(of: .oneBlob, CheckOptions())?.frame == 3)
  }

  @Test func aSteadyCentrePathPassesAndATeleportFails() {
    let smooth = (0..<10).map { (100 + 10 * Double($0), 100.0) }
    #expect(track(Array(repeating: 20, count: 10), centres: smooth).check([.centrePath]).passed)
    var jumpy = smooth
    jumpy[5].0 += 60
    #expect(track(Array(repeating: 20, count: 10), centres: jumpy).firstFailure(of: .centrePath, CheckOptions())?.frame == 5)
  }

  @Test func theCentreMustEndAtTheTarget() {
    let path = (0..<5).map { (100 + 10 * Double($0), 100.0) }
    let t = track(Array(repeating: 20, count: 5), centres: path)
    #expect(t.check([.centrePath], options: CheckOptions(tolerance: 2, toCentre: (141, 100))).passed)
    #expect(t.firstFailure(of: .centrePath, CheckOptions(tolerance: 2, toCentre: (150, 100)))?.frame == 4)
  }

  @Test func aTrackWithNothingVisibleFailsSizeAndCentre() {
    let t = track([nil, nil])
    #expect(t.firstFailure(of: .monotonicSize, CheckOptions()) != nil)
    #expect(t.firstFailure(of: .centrePath, CheckOptions()) != nil)
    #expect(t.firstFailure(of: .oneBlob, CheckOptions()) == nil)
  }

  @Test func csvHasOneRowPerBlobAndOneForAnEmptyFrame() {
    let rows = track([10, nil]).csvRows()
    #expect(rows.count == 2)
    #expect(rows[0].hasPrefix("t,0,0.0000,1,0,95.000,95.000,10.000,10.000,100.000,100.000,10.000,100.000"))
    #expect(rows[1] == "t,1,0.1000,0,,,,,,,,,,")
    #expect(rows[0].split(separator: ",", omittingEmptySubsequences: false).count
      == Track.csvHeader.split(separator: ",").count)
  }

  @Test func jsonParsesAndCarriesEveryFrame() throws {
    let data = Track.json([track([10, nil, 12])]).data(using: .utf8)!
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let tracks = object?["tracks"] as? [[String: Any]]
    let frames = tracks?.first?["frames"] as? [[String: Any]]
    #expect(frames?.count == 3)
    #expect((frames?[2]["blobs"] as? [[String: Any]])?.first?["diameter"] as? Double == 12)
  }
}

import Foundation
