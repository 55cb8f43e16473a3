import Foundation
import Testing

/// Ten ordinary animated app views (Examples/Playgrounds/AppViews: a like button, an
/// expanding card, a spinner with a progress ring, segmented tabs with a sliding underline, a
/// card flip, an inserting list, a pressable button with a popup, a settings form, a grid of
/// cards that zoom open in a navigation stack with a close button that dismisses, a list of
/// links pushing a detail screen with a toolbar button), each a
/// playground file in plain SwiftUI, rendered unchanged with the interaction a user would
/// make. Each must compile, render, and move: a video frame in the middle of the interaction
/// differs from the one before it and from the last one.
@Suite struct AppViewsCLITests {
  /// Each file and its interaction: a tap at a point of its canvas at 0.2 s (none for the
  /// spinner, which starts on appearing).
  static let views: [(file: String, tap: String?)] = [
    ("LikeButton.swift", "120,60@0.2"),
    ("ExpandingCard.swift", "180,240@0.2"),
    ("Spinner.swift", nil),
    ("Tabs.swift", "195,26@0.2"),
    ("Flip.swift", "160,200@0.2"),
    ("Inserting.swift", "Add@0.2"),
    ("Popup.swift", "Show message@0.2"),
    ("Settings.swift", "340,77@0.2"),
    ("ZoomGrid.swift", "100,190@0.2"),
    ("PushList.swift", "Risotto@0.2"),
  ]

  @Test(arguments: views.map(\.file))
  func anAppViewRendersAndMoves(file: String) throws {
    let tap = Self.views.first { $0.file == file }!.tap
    let fixture = try PlaygroundFixture()
    let page = PlaygroundLibrary.packageRoot + "/Examples/Playgrounds/AppViews/" + file
    let result = try fixture.render(
      [page] + (tap.map { ["--tap", $0] } ?? []) + ["--duration", "1.2", "--scale", "0.5", "--fps", "10", "-o", "out/"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frames = try fixture.frames("out")
    try #require(frames.count == 12)
    // 0.1 s: before the tap; 0.4 s: mid-flight; 1.1 s: settled (or later in a loop).
    #expect(frames[1] != frames[4], "nothing moved by 0.4 s")
    #expect(frames[4] != frames[11], "frozen after 0.4 s")
  }
}
