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

extension Path: View, PrimitiveView {
  public typealias Body = Never

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(_PathShape(path: self), identity)
  }
}

/// A `Path` used as a view: drawn as given, filling the proposal.
struct _PathShape: Shape {
  let path: Path
  func path(in rect: CGRect) -> Path { path }
}
