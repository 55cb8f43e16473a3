import Drawing
import Foundation
import Geometry

// What: `.redacted(reason: .placeholder)`, the skeleton look of content that is loading:
// each line of a `Text` becomes a rounded bar as long as the line, and each image a rounded
// box of its frame, both in the text's (or the image's) colour at 16 %. Layout is unchanged:
// a redacted view has exactly the frame it would have shown.
//
// SwiftUI documents the idea, not the drawing; the bar's height (70 % of the line's, centred
// on it), its corner radius (a quarter of its height, at most 4 pt) and the 16 % are our
// reading of iOS 17 screenshots. `.privacy` redacts only views marked `.privacySensitive()`
// (accepted: nothing here is), `.unredacted()` undoes it for a subtree.

/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Placeholder content: text and images drawn as bars and boxes.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content (redacts only `.privacySensitive()` views).
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content that is out of date.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
  /// Why the content here is redacted; empty when it is not.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether text and images here draw as placeholder bars and boxes.
  var drawsPlaceholders: Bool { redactionReasons.contains(.placeholder) }
}

extension View {
  /// Redacts this view's content for `reason`: `.placeholder` draws its text and images as
  /// rounded bars and boxes, keeping the layout.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
  }

  /// Shows this view's content even inside a redacted view.
  public func unredacted() -> some View {
    modifier(_EnvironmentModifier { $0.redactionReasons = [] })
  }

  /// Marks this view as holding private data (redacted only for `.privacy`; accepted).
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

/// The placeholder look's opacity of the content's colour.
let placeholderOpacity = 0.16

extension Pass {
  /// Draws the placeholder bar or box `rect` (global layout coordinates) in `color`.
  func drawPlaceholder(_ rect: CGRect, color: RGBAColor) {
    guard rect.width > 0, rect.height > 0 else { return }
    let radius = min(rect.height / 4, 4)
    let path = Path(roundedRect: CGRect(origin: .zero, size: rect.size), cornerRadius: radius, style: .continuous)
    let tint = RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * placeholderOpacity)
    let transform = Transform(translationX: rect.minX, y: rect.minY).concatenating(self.transform)
    draw(.fill(path, rule: .nonZero, paint: paint(tint), transform: transform), bounds: rect)
  }
}
