import Flipbook

/// The scenes of this package: what `example-render list` shows.
public enum ExampleScenes {
  public static let all: [FlipbookScene] = [likeButton, expandingCard, progressRing]

  /// The like button with two animations to compare; `example-render like-button` shows them
  /// side by side.
  public static let likeButton = FlipbookScene(
    "like-button", summary: "a heart that pops and fills; bouncy vs smooth",
    variants: ["bouncy", "smooth"], canvas: .size(width: 240, height: 160),
    script: Script().wait(0.3).tap(label: "41")
  ) { variant in
    LikeButton(animation: variant == "bouncy" ? .bouncy : .smooth)
  }

  /// The card on an iPhone screen, in dark mode, opened by tapping its "Details" label.
  public static let expandingCard = FlipbookScene(
    "expanding-card", summary: "a card that reveals its details (dark mode, iPhone 16 Pro)",
    canvas: .device(.iPhone16Pro), colorScheme: .dark,
    script: Script().wait(0.3).tap(label: "Details")
  ) { ExpandingCard() }

  public static let progressRing = FlipbookScene(
    "progress-ring", summary: "a ring that fills from 20 % to 85 %",
    canvas: .size(width: 240, height: 240),
    script: Script().wait(0.2).tap(at: CGPoint(x: 120, y: 120))
  ) { ProgressRing() }
}
