import Flipbook

/// A workout card that reveals its details when tapped.
public struct ExpandingCard: View {
  @State private var expanded = false

  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Text("Morning run")
          .font(.headline)
        Spacer()
        Text(expanded ? "Less" : "Details")
          .foregroundColor(.blue)
      }
      if expanded {
        Text("5.2 km · 27:40 · 5:19 per km")
          .font(.subheadline)
          .foregroundColor(.secondary)
          .transition(.opacity.combined(with: .move(edge: .top)))
      }
    }
    .padding(16)
    .frame(width: 320, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))
    .onTapGesture {
      withAnimation(.spring(duration: 0.4)) { expanded.toggle() }
    }
  }
}
