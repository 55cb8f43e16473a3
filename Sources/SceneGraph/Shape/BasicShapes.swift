import Foundation
import Geometry
import Motion

/// A circle centred in its frame, as large as the frame's shorter side.
///
/// Sizing follows OpenSwiftUI (docs/SEMANTICS.md §7, open question 6): a circle answers a
/// proposal with the square of its shorter side, not the whole proposal. Pinned by
/// `SceneGraphTests.circleTakesSquareOfShorterSide`.
public struct Circle: Shape {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let d = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let s = proposal.replacingUnspecifiedDimensions()
    let d = min(s.width, s.height)
    return CGSize(width: d, height: d)
  }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A `Path` is a shape whose outline is itself, wherever its frame is: drawn as given (in
/// the coordinates of its frame's top-leading corner), filling the proposal, with every
/// shape modifier (`.fill`, `.stroke`, `.trim`, …), as in SwiftUI.
extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}

extension Shape where Self == Circle {
  /// A circle (iOS 17's name for arguments typed as a shape).
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse (iOS 17's name for arguments typed as a shape).
  public static var ellipse: Ellipse { Ellipse() }
}
