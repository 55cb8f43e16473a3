import Foundation
import SceneGraph

/// What a scene is shown on: its size in points and the safe-area insets around its content.
public enum SceneCanvas: Sendable, Equatable {
  /// A device screen in portrait: the root view is laid out in the screen minus its safe
  /// area, as a full-screen `UIHostingController` lays it out.
  case device(Device)
  /// An explicit size in points, with no safe area.
  case size(CGSize)
  /// The view's own size for an unspecified proposal, as a playground's live view or
  /// `ImageRenderer` shows it (a view with a `.frame(width:height:)` at the root gets exactly
  /// that frame), with no safe area.
  case sizeThatFits

  /// A canvas of `width` × `height` points.
  public static func size(width: CGFloat, height: CGFloat) -> SceneCanvas { .size(CGSize(width: width, height: height)) }
}

/// An iPhone or iPad screen in portrait: its size in points and its safe-area insets.
///
/// Sizes and insets are the ones UIKit reports on the device (and the Xcode simulator) in
/// portrait with the status bar shown: the top inset covers the status bar, the Dynamic
/// Island or the notch, the bottom one the home indicator. Devices with a home button have
/// only the 20-pt status bar.
public struct Device: Sendable, Equatable, CustomStringConvertible {
  /// The name `render --device` takes, e.g. `iphone-16-pro`.
  public let name: String
  /// The screen in points.
  public let size: CGSize
  /// The safe-area insets in points.
  public let safeAreaInsets: EdgeInsets

  public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets) {
    self.name = name
    self.size = size
    self.safeAreaInsets = safeAreaInsets
  }

  private init(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat) {
    self.init(name: name, size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(top: top, bottom: bottom))
  }

  public var description: String {
    "\(name) (\(Int(size.width))×\(Int(size.height)) pt, safe area top \(fmt(safeAreaInsets.top)), bottom \(fmt(safeAreaInsets.bottom)))"
  }

  public static let iPhoneSE = Device("iphone-se", 375, 667, top: 20, bottom: 0)
  public static let iPhone13Mini = Device("iphone-13-mini", 375, 812, top: 50, bottom: 34)
  public static let iPhone14 = Device("iphone-14", 390, 844, top: 47, bottom: 34)
  public static let iPhone16 = Device("iphone-16", 393, 852, top: 59, bottom: 34)
  public static let iPhone16Plus = Device("iphone-16-plus", 430, 932, top: 59, bottom: 34)
  public static let iPhone16Pro = Device("iphone-16-pro", 402, 874, top: 62, bottom: 34)
  public static let iPhone16ProMax = Device("iphone-16-pro-max", 440, 956, top: 62, bottom: 34)
  public static let iPadPro11 = Device("ipad-pro-11", 834, 1194, top: 24, bottom: 20)

  /// Every preset, smallest first.
  public static let presets: [Device] = [
    .iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone16, .iPhone16Pro, .iPhone16Plus, .iPhone16ProMax, .iPadPro11,
  ]

  /// The preset called `name` (as in ``presets``; case, spaces and dashes do not matter).
  public static func named(_ name: String) -> Device? {
    let key = { (s: String) in s.lowercased().filter { $0.isLetter || $0.isNumber } }
    return presets.first { key($0.name) == key(name) }
  }
}

private func fmt(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
