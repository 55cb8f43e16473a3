import Flipbook
import Testing

// Controls written as an iOS app writes them, compiled with only `import Flipbook`: a like
// button with its own ButtonStyle, a settings screen with toggles, a stepper, a slider and a
// segmented picker, and the colour effects and `#colorLiteral` a design tool pastes in. If a
// SwiftUI spelling here stops compiling, the source-compatibility promise is broken.

// MARK: - The SwiftUI code (unchanged from an app but for the import)

struct PressableButtonStyle: ButtonStyle {
  var scale: CGFloat = 0.9

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .scaleEffect(configuration.isPressed ? scale : 1)
      .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
  }
}

private struct LikeButton: View {
  @State private var isLiked = false
  @State private var likes = 41

  var body: some View {
    Button {
      withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
        isLiked.toggle()
        likes += isLiked ? 1 : -1
      }
    } label: {
      HStack(spacing: 6) {
        Image(systemName: isLiked ? "heart.fill" : "heart")
          .foregroundStyle(isLiked ? Color.pink : Color.secondary)
        Text("\(likes)")
          .font(.subheadline.weight(.semibold))
          .monospacedDigit()
      }
      .padding(.horizontal, 14)
      .padding(.vertical, 8)
      .background(Capsule().fill(Color(.secondarySystemBackground)))
    }
    .buttonStyle(PressableButtonStyle())
    .accessibilityLabel("Like")
  }
}

private enum Units: String, CaseIterable, Identifiable {
  case metric, imperial
  var id: Self { self }
  var title: String { rawValue.capitalized }
}

struct SettingsScreen: View {
  @State private var notifications = true
  @State private var restSeconds = 60
  @State private var volume = 0.5
  @State private var units: Units = .metric
  @State private var isSaving = false

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Settings")
        .font(.largeTitle)
        .bold()
      Toggle("Notifications", isOn: $notifications)
        .tint(.green)
      Divider()
      Stepper("Rest: \(restSeconds) s", value: $restSeconds, in: 15...180, step: 15)
      HStack {
        Image(systemName: "bell")
        Slider(value: $volume, in: 0...1)
        Text("\(volume * 100, specifier: "%.0f")%")
          .monospacedDigit()
      }
      Slider(value: $volume, in: 0...1, step: 0.1) {
        Text("Volume")
      } minimumValueLabel: {
        Image(systemName: "minus")
      } maximumValueLabel: {
        Image(systemName: "plus")
      }
      Picker("Units", selection: $units) {
        ForEach(Units.allCases) { unit in
          Text(unit.title).tag(unit)
        }
      }
      .pickerStyle(.segmented)
      if isSaving {
        ProgressView("Saving…")
      }
      HStack {
        Button("Reset", role: .destructive) {
          restSeconds = 60
        }
        .buttonStyle(.bordered)
        Spacer()
        Button {
          isSaving = true
        } label: {
          Label("Save", systemImage: "checkmark")
            .frame(maxWidth: 120)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .disabled(isSaving)
      }
      Label("Signed in", systemImage: "person.crop.circle")
        .labelStyle(.titleAndIcon)
        .foregroundColor(.secondary)
    }
    .padding()
  }
}

private struct BrandedBadge: View {
  var muted: Bool

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)))
      .overlay(Text("PRO").font(.caption).bold().foregroundColor(.white))
      .frame(width: 80, height: 40)
      .saturation(muted ? 0 : 1)
      .brightness(muted ? 0.1 : 0)
      .hueRotation(.degrees(muted ? 0 : 10))
      .contrast(1.1)
      .colorMultiply(.white)
      .grayscale(muted ? 1 : 0)
  }
}

// MARK: - Tests

@Suite struct ControlsSourceCompatibilityTests {
  /// A tap on the button (found by its accessibility label) likes: the heart fills pink
  /// (system pink, (255, 45, 85)).
  @Test func theLikeButtonLikesOnATap() {
    let scene = SceneRuntime(LikeButton(), canvasSize: CGSize(width: 200, height: 80), script: Script().wait(0.2).tap(label: "Like"))
    scene.advance(to: 0.1)
    let before = scene.displayList(at: 0.1)
    scene.advance(to: 1)
    let after = scene.displayList(at: 1)
    let pink = RGBAColor(r8: 255, g8: 45, b8: 85)
    #expect(before.items(painted: pink).isEmpty)
    #expect(!after.items(painted: pink).isEmpty)
  }

  /// Held down for a second, the whole button is at the style's 0.9 scale.
  @Test func theLikeButtonShrinksWhilePressed() {
    let scene = SceneRuntime(LikeButton(), canvasSize: CGSize(width: 200, height: 80), script: Script().wait(0.2).press(at: CGPoint(x: 100, y: 40), duration: 1))
    let rest = scene.displayList(at: 0.1).items.map(\.canvasBounds).reduce(CGRect.null) { $0.union($1) }
    let pressed = scene.displayList(at: 1).items.map(\.canvasBounds).reduce(CGRect.null) { $0.union($1) }
    #expect(close(pressed.width, rest.width * 0.9, 1e-6))
  }

  @Test func theSettingsScreenRendersAndItsControlsRespond() {
    let size = CGSize(width: 390, height: 700)
    let scene = SceneRuntime(SettingsScreen(), canvasSize: size, script: Script().wait(0.2).tap(label: "Imperial").wait(0.5).tap(label: "Save"))
    let start = scene.displayList(at: 0)
    #expect(!start.items.isEmpty)
    scene.advance(to: 1.5)
    // Saving shows the spinner, and the scene keeps turning it.
    #expect(!scene.frames("ProgressView").isEmpty)
    #expect(!scene.isSettled)
  }

  @Test func colourEffectsAndColourLiteralsCompile() {
    let literal: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(literal == Color(red: 1, green: 0, blue: 0))
    let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
    #expect(Color(untyped) == Color(red: 0, green: 0, blue: 1, opacity: 0.5))
    let list = SceneRuntime(BrandedBadge(muted: true), canvasSize: CGSize(width: 100, height: 60)).displayList(at: 0)
    #expect(!list.items.isEmpty)
  }
}
