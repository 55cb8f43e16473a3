import Foundation

// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it into source.
//
// The compiler turns the literal into a call of `init(_colorLiteralRed:green:blue:alpha:)`
// on the type the context expects (`Color` or `UIColor`), and into `_ColorLiteralType` where
// the context expects nothing (`let c = #colorLiteral(…)`), which UIKit makes `UIColor`;
// so does Flipbook. Components are gamma-encoded sRGB, 0…1, the same in light and dark.

extension Color: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}

extension UIColor: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}

/// The type of a `#colorLiteral` with no type expected from its context, as in UIKit.
public typealias _ColorLiteralType = UIColor
