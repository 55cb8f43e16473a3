import Foundation

extension SceneRuntime {
  /// The size `root` chooses for `proposal` at time 0 with no script: one resolve and one
  /// `sizeThatFits`, nothing drawn. For `ImageRenderer`, which renders a view at its own size.
  ///
  /// (It lives beside `Image` only because of who wrote it; it belongs with `SceneRuntime`.)
  package static func sizeThatFits<Root: View>(
    _ root: Root, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()
  ) -> CGSize {
    let runtime = SceneRuntime(root, canvasSize: .zero, environment: environment)
    let pass = Pass(time: 0, transaction: nil, runtime: runtime)
    var resolver = Resolver(pass: pass, environment: environment)
    let node = resolver.resolve(runtime.root, .root)
    return node.sizeThatFits(proposal, pass)
  }
}
