import Foundation

/// SwiftUI's bridge from a view to a UIKit view controller. Flipbook has no UIKit; it keeps
/// the root view, so code that hosts a view (a playground's live view) compiles unchanged.
open class UIHostingController<Content: View> {
  /// The hosted view.
  public var rootView: Content

  public init(rootView: Content) { self.rootView = rootView }
}
