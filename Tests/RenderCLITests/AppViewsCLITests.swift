import Foundation
import Testing

/// Ordinary animated app views (Examples/Playgrounds/AppViews: a like button, an expanding
/// card, a spinner with a progress ring, segmented tabs with a sliding underline, a card flip,
/// an inserting list, a pressable button with a popup, a settings form, a card carousel with
/// scroll transitions, a paged onboarding, a tab-bar app with a disclosure group, a settings
/// sheet with a Close button, a delete confirmation alert and action sheet, a sheet with
/// detents presenting a full-screen cover, a grid of cards that zoom open in a navigation stack
/// with a close button that dismisses, a list of links pushing a detail screen with a toolbar
/// button, a photo grid opening a full-screen cover that zooms out of the tapped photo, cards
/// opening sheets that zoom out of them, a password field shaken by a `GeometryEffect`, a card
/// flipped by a `GeometryEffect` built from `CATransform3D` that reports its face through the
/// main queue), each a
/// playground file in plain SwiftUI, rendered unchanged with the interaction a user would
/// make. Each must compile, render, and move: a video frame in the middle of the interaction
/// differs from the one before it and from the last one.
@Suite struct AppViewsCLITests {
  /// Each file and its interaction from 0.2 s: a tap at a point of its canvas or on a label,
  /// or a drag (none for the spinner, which starts on appearing).
  static let views: [(file: String, script: [String])] = [
    ("LikeButton.swift", ["--tap", "120,60@0.2"]),
    ("ExpandingCard.swift", ["--tap", "180,240@0.2"]),
    ("Spinner.swift", []),
    ("Tabs.swift", ["--tap", "195,26@0.2"]),
    ("Flip.swift", ["--tap", "160,200@0.2"]),
    ("Inserting.swift", ["--tap", "Add@0.2"]),
    ("Popup.swift", ["--tap", "Show message@0.2"]),
    ("Settings.swift", ["--tap", "340,77@0.2"]),
    ("Carousel.swift", ["--drag", "300,200:120,200@0.2+0.2"]),
    ("Onboarding.swift", ["--tap", "Next@0.2"]),
    ("TabApp.swift", ["--tap", "Details@0.2"]),
    ("SettingsSheet.swift", ["--tap", "Settings@0.2"]),
    ("DeleteConfirmation.swift", ["--tap", "More Options@0.2"]),
    ("DetentsSheet.swift", ["--tap", "Kyoto@0.2"]),
    ("ZoomGrid.swift", ["--tap", "100,190@0.2"]),
    ("PushList.swift", ["--tap", "Risotto@0.2"]),
    ("ZoomCover.swift", ["--tap", "100,100@0.2"]),
    ("ZoomSheet.swift", ["--tap", "100,100@0.2"]),
    ("ShakeField.swift", ["--tap", "Sign In@0.2"]),
    ("FlipEffectCard.swift", ["--tap", "160,200@0.2"]),
  ]

  @Test(arguments: views.map(\.file))
  func anAppViewRendersAndMoves(file: String) throws {
    let script = Self.views.first { $0.file == file }!.script
    let fixture = try PlaygroundFixture()
    let page = PlaygroundLibrary.packageRoot + "/Examples/Playgrounds/AppViews/" + file
    let result = try fixture.render(
      [page] + script + ["--duration", "1.2", "--scale", "0.5", "--fps", "10", "-o", "out/"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frames = try fixture.frames("out")
    try #require(frames.count == 12)
    // 0.1 s: before the tap; 0.4 s: mid-flight; 1.1 s: settled (or later in a loop).
    #expect(frames[1] != frames[4], "nothing moved by 0.4 s")
    #expect(frames[4] != frames[11], "frozen after 0.4 s")
  }
}
