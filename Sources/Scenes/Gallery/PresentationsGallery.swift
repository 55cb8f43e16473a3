import Flipbook

/// A screen that presents: a sheet with medium and large detents, dragged up to large and
/// down to dismiss, then a delete confirmation alert whose button is tapped, then an action
/// sheet (`confirmationDialog`) cancelled. Written as app
/// code, to look at iOS's presentation metrics and springs (`render presentations-gallery`).
public struct PresentationsGallery: View {
  public init() {}

  /// The device: an iPhone 16 Pro (402 × 874 pt, safe area 62 pt above and 34 below), on
  /// which a large sheet's top edge is at 62 + 10 = 72 pt and a medium one's at
  /// 874 − 34 − 768 / 2 = 456 pt.
  public static let device = Device.iPhone16Pro

  /// The script's points, in canvas points.
  enum Points {
    /// On the medium sheet, 20 pt below its top edge, dragged 384 pt up to the large detent.
    static let mediumGrab = CGPoint(x: 201, y: 476)
    static let largeGrab = CGPoint(x: 201, y: 92)
    /// Down 500 pt from there in 0.3 s: far and fast enough to dismiss.
    static let dismissEnd = CGPoint(x: 201, y: 592)
  }

  /// Show the sheet at 0.5 s; at 1.5 s drag it up to large over 0.4 s; at 2.9 s drag it down
  /// over 0.3 s, which dismisses it; at 4.2 s show the alert, and at 5.2 s tap its Delete; at
  /// 6.2 s show the action sheet, and at 7.2 s tap its Cancel.
  public static let script = Script()
    .wait(0.5).tap(label: "Show Sheet")
    .wait(1.0).drag(from: Points.mediumGrab, to: Points.largeGrab, duration: 0.4)
    .wait(1.0).drag(from: Points.largeGrab, to: Points.dismissEnd, duration: 0.3)
    .wait(1.0).tap(label: "Delete Photos")
    .wait(1.0).tap(label: "Delete")
    .wait(1.0).tap(label: "Options")
    .wait(1.0).tap(label: "Cancel")
    .wait(1.0)

  @State private var showsSheet = false
  @State private var confirmsDelete = false
  @State private var showsOptions = false
  @State private var photos = 24

  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Library").font(.largeTitle.bold())
      Text("\(photos) photos").foregroundStyle(.secondary)
      LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 4), spacing: 4) {
        ForEach(0..<12) { index in
          RoundedRectangle(cornerRadius: 6)
            .fill(Color(hue: Double(index) / 12, saturation: 0.55, brightness: 0.9).gradient)
            .aspectRatio(1, contentMode: .fit)
        }
      }
      Button("Show Sheet") { showsSheet = true }
        .buttonStyle(.borderedProminent)
      HStack {
        Button("Delete Photos", role: .destructive) { confirmsDelete = true }
        Button("Options") { showsOptions = true }
      }
      .buttonStyle(.bordered)
      Spacer()
    }
    .padding(.horizontal, 20)
    .sheet(isPresented: $showsSheet) {
      SheetContent()
        .presentationDetents([.medium, .large])
    }
    .alert("Delete \(photos) Photos?", isPresented: $confirmsDelete) {
      Button("Cancel", role: .cancel) {}
      Button("Delete", role: .destructive) { photos = 0 }
    } message: {
      Text("These photos will be deleted from all your devices.")
    }
    .confirmationDialog("Library Options", isPresented: $showsOptions, titleVisibility: .visible) {
      Button("Share Library") {}
      Button("Duplicate") {}
      Button("Erase All", role: .destructive) { photos = 0 }
    } message: {
      Text("Choose what to do with these photos.")
    }
  }
}

/// The sheet's content: a title, a line of text and a Close button that calls `dismiss()`.
private struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 12) {
      Text("Details").font(.title2.bold())
      Text("Drag the sheet up to expand it, or down to close it.")
        .multilineTextAlignment(.center)
        .foregroundStyle(.secondary)
      Button("Close") { dismiss() }
        .buttonStyle(.bordered)
      Spacer()
    }
    .padding(.top, 32)
    .padding(.horizontal, 24)
  }
}
