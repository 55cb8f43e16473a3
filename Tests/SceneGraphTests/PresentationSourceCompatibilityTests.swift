import Flipbook
import Testing

// Presentations written as an iOS app writes them, compiled with only `import Flipbook`: a
// settings button presenting a sheet with a Close button, a delete confirmation alert in each
// title spelling, an alert and an action sheet about a presented value, a sheet per item with
// detents and a background, a full-screen cover. If a SwiftUI spelling here stops compiling,
// the source-compatibility promise is broken.

// MARK: - The SwiftUI code (unchanged from an app but for the import)

private struct Photo: Identifiable, Hashable {
  let id: Int
  var title: String
}

private struct SettingsSheet: View {
  @Environment(\.dismiss) var dismiss
  @Environment(\.isPresented) var isPresented
  @State private var detent: PresentationDetent = .medium

  var body: some View {
    VStack {
      Text("Settings").font(.headline)
      Button("Close") { dismiss() }
    }
    .presentationDetents([.medium, .large, .fraction(0.25), .height(200)], selection: $detent)
    .presentationDragIndicator(.visible)
    .presentationCornerRadius(20)
    .presentationBackground(.regularMaterial)
    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    .presentationContentInteraction(.scrolls)
    .interactiveDismissDisabled()
  }
}

private struct LibraryScreen: View {
  @State private var showsSettings = false
  @State private var confirmsDelete = false
  @State private var showsOptions = false
  @State private var selected: Photo?
  @State private var pendingDelete: Photo?
  @State private var showsCover = false
  @State private var photos = [Photo(id: 1, title: "Beach"), Photo(id: 2, title: "Forest")]
  let title = "Delete all?"

  var body: some View {
    VStack {
      Button("Settings") { showsSettings = true }
      ForEach(photos) { photo in
        Button(photo.title) { selected = photo }
      }
    }
    .sheet(isPresented: $showsSettings, onDismiss: { print("closed") }) {
      SettingsSheet()
    }
    .sheet(item: $selected) { photo in
      Text(photo.title).presentationDetents([.medium])
        .presentationBackground { LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom) }
    }
    .fullScreenCover(isPresented: $showsCover) { Text("Cover") }
    .fullScreenCover(item: $pendingDelete, onDismiss: {}) { photo in Text(photo.title) }
    .alert("Delete Photo?", isPresented: $confirmsDelete) {
      Button("Delete", role: .destructive) { photos.removeAll() }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
    .alert(title, isPresented: $confirmsDelete) {
      Button("OK") {}
    }
    .alert(Text("Saved"), isPresented: $confirmsDelete) {}
    .alert("Delete \(pendingDelete?.title ?? "")?", isPresented: $confirmsDelete, presenting: pendingDelete) { photo in
      Button("Delete", role: .destructive) { photos.removeAll { $0.id == photo.id } }
    } message: { photo in
      Text("\(photo.title) will be removed.")
    }
    .confirmationDialog("Options", isPresented: $showsOptions, titleVisibility: .visible) {
      Button("Share") {}
      Button("Delete", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("Choose an action")
    }
    .confirmationDialog(Text("More"), isPresented: $showsOptions) {
      Button("Rename") {}
    }
    .confirmationDialog("About", isPresented: $showsOptions, presenting: selected) { photo in
      Button("Open \(photo.title)") {}
    }
  }
}

// MARK: - Checks

@Suite struct PresentationSourceCompatibilityTests {
  /// The screen above renders; tapping Settings presents its sheet, whose Close button
  /// dismisses it again (the settled frames before and after are the same picture).
  @Test func appCodeWithPresentationsRendersAndDismisses() {
    let script = Script().wait(0.1).tap(label: "Settings").wait(1.4).tap(label: "Close")
    let runtime = SceneRuntime(
      LibraryScreen(), canvasSize: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0), script: script)
    runtime.advance(to: 0)
    let before = runtime.pixels(at: 0)
    let shown = runtime.pixels(at: 1.4)
    let after = runtime.pixels(at: 3.5)
    #expect(differs(before, shown))
    #expect(!differs(before, after))
  }

  /// In dark mode a sheet's background is UIKit's elevated `systemBackground`, #1C1C1E.
  @Test func aDarkSheetIsElevated() {
    struct Screen: View {
      @State private var isPresented = false
      var body: some View {
        Color.black.ignoresSafeArea().onTapGesture { isPresented = true }
          .sheet(isPresented: $isPresented) { Color.clear }
      }
    }
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let runtime = SceneRuntime(
      Screen(), canvasSize: CGSize(width: 400, height: 800), script: Script().wait(0.1).tap(at: CGPoint(x: 200, y: 400)),
      environment: environment)
    runtime.advance(to: 0)
    let p = runtime.pixels(at: 2)[200, 400]
    #expect([p[0], p[1], p[2]] == [28, 28, 30])
  }

  private func differs(_ a: Pixmap, _ b: Pixmap) -> Bool {
    for y in stride(from: 0, to: a.height, by: 2) {
      for x in stride(from: 0, to: a.width, by: 2) where a[x, y] != b[x, y] { return true }
    }
    return false
  }
}
