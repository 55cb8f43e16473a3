@_implementationOnly import CPlaygroundHost
import Flipbook
import FlipbookCLI
import Foundation

/// Xcode's `PlaygroundSupport`, as far as a playground file that shows a SwiftUI live view
/// needs it: `render FILE.swift` compiles the file unchanged against this module, and the
/// live view it sets is the scene it renders.
///
/// Setting the live view hands it to Flipbook's `render` command with the arguments the
/// compiled file was started with, and the process exits when the command is done: code
/// after `setLiveView` in the file does not run (in a playground it would only keep running
/// while the live view is shown).
public final class PlaygroundPage: @unchecked Sendable {
  /// The page the file runs in.
  public static let current = PlaygroundPage()

  private init() {}

  /// The live view; setting one renders it (see the type's discussion).
  public var liveView: (any PlaygroundLiveViewable)? {
    didSet { if let liveView { show(liveView.playgroundLiveViewRepresentation) } }
  }

  /// Accepted for source compatibility: a Flipbook render keeps running until it is done.
  public var needsIndefiniteExecution = false

  /// Shows `view` as the page's live view, at the view's own size.
  public func setLiveView<V: View>(_ view: V) { show(LiveView(view)) }

  /// Accepted for source compatibility; the process ends when the render does.
  public func finishExecution() -> Never { exit(0) }

  private func show(_ view: LiveView) -> Never {
    LiveView.shown = true
    let environment = ProcessInfo.processInfo.environment
    let name = environment["FLIPBOOK_PLAYGROUND_NAME"].flatMap { FlipbookScene.isValidName($0) ? $0 : nil } ?? "live-view"
    let scene = FlipbookScene(name, summary: "the live view of \(name).swift", canvas: .sizeThatFits) { view }
    FlipbookCLI.main(scenes: [scene])
  }
}

/// Something a playground page shows: a SwiftUI view through `UIHostingController`.
public protocol PlaygroundLiveViewable {
  /// The view to render.
  var playgroundLiveViewRepresentation: LiveView { get }
}

extension UIHostingController: PlaygroundLiveViewable {
  public var playgroundLiveViewRepresentation: LiveView { LiveView(rootView) }
}

/// A live view's content, type-erased and handed to the renderer.
public struct LiveView: View, @unchecked Sendable {
  let content: AnyView
  nonisolated(unsafe) static var shown = false

  init<V: View>(_ view: V) { content = AnyView(view) }

  public var body: some View { content }
}

/// Runs at exit: a file that ends without setting a live view set none.
@_cdecl("flipbook_playground_did_exit")
func playgroundDidExit() {
  guard !LiveView.shown else { return }
  let name = ProcessInfo.processInfo.environment["FLIPBOOK_PLAYGROUND_NAME"] ?? "the playground file"
  fflush(nil)  // what the file printed before it ended
  FileHandle.standardError.write(Data(
    "error: \(name).swift ended without a live view: call PlaygroundPage.current.setLiveView(YourView()) (or set PlaygroundPage.current.liveView)\n".utf8))
  _exit(1)
}
