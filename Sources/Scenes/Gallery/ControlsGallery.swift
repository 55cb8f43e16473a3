import Flipbook

/// A settings screen of everyday controls, played by a script: a switch flips, a button is
/// held down and let go, a segment is picked, the slider is dragged and the stepper stepped,
/// while a spinner turns. Written as app code, to look at the controls moving the way iOS
/// moves them (`render controls-gallery`).
public struct ControlsGallery: View {
  public init() {}

  public static let canvasSize = CGSize(width: 390, height: 700)

  /// The script's points, in canvas points, measured from the layout.
  enum Points {
    static let bluetoothSwitch = CGPoint(x: 328.5, y: 167.4)
    static let setsPlus = CGPoint(x: 330.75, y: 223.2)
    static let sliderThumb = CGPoint(x: 147, y: 305.2)
    static let largeSegment = CGPoint(x: 301, y: 347.2)
    static let likeButton = CGPoint(x: 334.1, y: 417.4)
  }

  /// Flip at 0.5 s, hold the like button 1.0–1.6 s, pick a segment at 2.0 s, drag the slider
  /// 2.5–3.3 s, step twice at 3.6 and 4.0 s, then hold for a second.
  public static let script = Script()
    .wait(0.5).tap(at: Points.bluetoothSwitch)
    .wait(0.5).press(at: Points.likeButton, duration: 0.6)
    .wait(0.4).tap(at: Points.largeSegment)
    .wait(0.5).drag(from: Points.sliderThumb, to: CGPoint(x: 267, y: 309), duration: 0.8)
    .wait(0.3).tap(at: Points.setsPlus)
    .wait(0.4).tap(at: Points.setsPlus)
    .wait(1)

  @State private var wifi = true
  @State private var bluetooth = false
  @State private var sets = 3
  @State private var volume = 0.3
  @State private var size = 1
  @State private var likes = 41
  @State private var liked = false

  public var body: some View {
    ZStack(alignment: .top) {
      Color(.systemGroupedBackground)
      VStack(alignment: .leading, spacing: 20) {
        Text("Controls").font(.largeTitle).bold()
        card {
          Toggle("Wi-Fi", isOn: $wifi)
          Divider()
          Toggle("Bluetooth", isOn: $bluetooth)
          Divider()
          Stepper("Sets: \(sets)", value: $sets, in: 1...8)
        }
        card {
          Slider(value: $volume) { Text("Volume") } minimumValueLabel: {
            Image(systemName: "minus")
          } maximumValueLabel: {
            Image(systemName: "plus")
          }
          Picker("Size", selection: $size) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
            Text("Large").tag(2)
          }
          .pickerStyle(.segmented)
        }
        HStack(spacing: 12) {
          Button("Bordered") {}.buttonStyle(.bordered)
          Button("Prominent") {}.buttonStyle(.borderedProminent)
          Spacer()
          Button {
            withAnimation(.snappy) {
              liked.toggle()
              likes += liked ? 1 : -1
            }
          } label: {
            Label("\(likes)", systemImage: liked ? "heart.fill" : "heart")
              .foregroundColor(liked ? .pink : .primary)
              .padding(.horizontal, 14)
              .padding(.vertical, 8)
              .background(Capsule().fill(Color.white))
          }
          .buttonStyle(ShrinkingButtonStyle())
        }
        card {
          ProgressView(value: volume) { Text("Upload") }
          HStack {
            ProgressView()
            Text("Syncing…").foregroundColor(.secondary)
            Spacer()
            Button("Cancel", role: .destructive) {}
          }
        }
      }
      .padding(20)
    }
  }

  private func card<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    VStack(alignment: .leading, spacing: 12) { content() }
      .padding(16)
      .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
  }
}

/// The pressed-scale style apps write for their own buttons.
struct ShrinkingButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .scaleEffect(configuration.isPressed ? 0.9 : 1)
      .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
  }
}
