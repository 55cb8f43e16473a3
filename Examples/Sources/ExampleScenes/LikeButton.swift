import Flipbook

/// A like button: the heart pops and fills, the count goes up. Written as in an app; only
/// the import differs from SwiftUI code.
public struct LikeButton: View {
  /// How the pop animates.
  public let animation: Animation
  @State private var liked = false
  @State private var count = 41

  public init(animation: Animation = .bouncy) { self.animation = animation }

  public var body: some View {
    HStack(spacing: 8) {
      Image(systemName: liked ? "heart.fill" : "heart")
        .font(.system(size: 34))
        .foregroundColor(liked ? .red : .secondary)
        .scaleEffect(liked ? 1.25 : 1)
      Text("\(count)")
        .font(.system(size: 22, weight: .semibold))
        .monospacedDigit()
    }
    .padding(.horizontal, 20)
    .padding(.vertical, 12)
    .background(Capsule().fill(Color(.secondarySystemBackground)))
    .onTapGesture {
      withAnimation(animation) {
        liked.toggle()
        count += liked ? 1 : -1
      }
    }
  }
}

/// Xcode's preview of the button, as app code declares it. The FlipbookPreviewGoldens plugin
/// on the test target turns it into a golden test with no test code.
struct LikeButton_Previews: PreviewProvider {
  static var previews: some View {
    LikeButton()
      .padding()
      .previewLayout(.sizeThatFits)
  }
}
