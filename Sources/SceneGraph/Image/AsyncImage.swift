import Foundation

// What: `AsyncImage` without a network. A file URL loads at once, from the first frame (its
// phase is `.success`, or `.failure` when the file cannot be read); any other URL stays
// `.empty`, showing the placeholder in every frame, with a warning — a render must not depend
// on what a server answers. The default placeholder is `secondarySystemFill`, as SwiftUI's.

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, when the load failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Why a file URL's image could not be shown.
struct AsyncImageFileError: Error, CustomStringConvertible {
  let path: String
  var description: String { "cannot read the image file \(path)" }
}

/// An image loaded from a URL: SwiftUI's `AsyncImage`, with file URLs only.
public struct AsyncImage<Content: View>: View {
  let phase: AsyncImagePhase
  let content: (AsyncImagePhase) -> Content

  /// Shows the image as it is, or a grey placeholder.
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    self.init(url: url, scale: scale) { phase in
      phase.image.map { AnyView($0) } ?? AnyView(Color(UIColor.secondarySystemFill))
    }
  }

  /// Shows `content` with the loaded image, `placeholder` until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == AnyView {
    self.init(url: url, scale: scale) { phase in
      phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder())
    }
  }

  /// Shows `content` for each phase of the load.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content
    guard let url else {
      phase = .empty
      return
    }
    guard url.isFileURL else {
      Diagnostics.warn("AsyncImage: Flipbook renders without a network; \(url) shows its placeholder.")
      phase = .empty
      return
    }
    if let found = ImageFiles.shared.image(atPath: url.path) {
      phase = .success(Image(found.pixels, scale: found.scale * scale))
    } else {
      phase = .failure(AsyncImageFileError(path: url.path))
    }
  }

  public var body: some View { content(phase) }
}
