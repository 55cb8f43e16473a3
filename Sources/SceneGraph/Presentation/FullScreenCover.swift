// `.fullScreenCover`: the presented content covers the whole screen, sliding up from the
// bottom edge with the presentation spring and back down when dismissed. Nothing behind it
// moves, shrinks or dims, and there is no drag to dismiss (as on iOS, where only `dismiss()`
// or the binding closes a cover). Its content is laid out like the root: in the canvas minus
// the device's safe area, which it may ignore.

import Drawing
import Foundation
import Geometry

extension View {
  /// Covers the screen with `content` while `isPresented` is true; `onDismiss` runs once the
  /// cover has slid away.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        style: FullScreenCoverStyle(), isPresented: isPresented.wrappedValue, contentID: nil,
        makeContent: { AnyView(content()) }, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// Covers the screen with `content` for `item` while `item` is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      _PresentationModifier(
        style: FullScreenCoverStyle(), isPresented: value != nil, contentID: value.map { AnyHashable($0.id) },
        makeContent: { value.map { AnyView(content($0)) } }, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }
}

/// The cover's look: the system background (the base level, as UIKit keeps a full-screen
/// presentation's) under the content, the whole canvas, moved down
/// by the animated offset of its top edge.
struct FullScreenCoverStyle: PresentationStyle {
  func place(_ host: PresentationHostNode, _ pass: Pass) -> Bool {
    guard let content = host.state.content else { return false }
    let runtime = pass.runtime
    let size = runtime.canvasSize
    let topKey = host.presentationKey("top")
    let top = CGFloat(
      pass.withAnimation(SheetMetrics.spring) {
        pass.presented(topKey, host.state.isPresented ? 0 : Double(size.height), initial: Double(size.height))
      })
    // Gone once below the screen, though its spring has not settled (as a sheet).
    guard host.state.isPresented || (runtime.attributes.isAnimating(topKey) && top < size.height - 0.5) else { return false }

    let frame = CGRect(x: 0, y: top, width: size.width, height: size.height)
    // The cover keeps every touch from the screen under it, wherever it is.
    pass.registerTapRegion(frame, identity: host.identity.appending(.property("cover")), action: nil)
    pass.withSavedState {
      if !host.state.isPresented { pass.isRemoving = true }
      let environment = host.presentedEnvironment()
      let background = host.resolve(Color(UIColor.systemBackground), slot: "background", environment: environment, pass)
      background.place(at: frame.origin, size: frame.size, proposal: ProposedViewSize(frame.size), pass)
      let node = host.resolve(content, slot: "content", environment: environment, pass)
      // Laid out as the root is: in the device's safe area.
      SceneRuntime.placeRoot(node, in: frame, insets: runtime.safeAreaInsets, pass)
    }
    return true
  }
}
