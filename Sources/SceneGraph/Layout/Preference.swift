// What: preferences — values views hand up to their ancestors (`PreferenceKey`,
// `.preference`, `.transformPreference`, `.onPreferenceChange`, `.overlayPreferenceValue`,
// `.backgroundPreferenceValue`, `.anchorPreference` with `Anchor`).
//
// Why this approach: preferences are collected while the tree is placed, not while it is
// resolved, because the most common writer sits inside a `GeometryReader`, whose content only
// exists once the reader has its frame (`.background(GeometryReader { p in Color.clear
// .preference(key: SizeKey.self, value: p.size) })`). Each reader of a key (a change action,
// an overlay or background built from the value, a transform) opens a frame in the pass,
// places its content, and reduces what was placed inside: the values of the subtree, in
// placing order (the order of the views, except where a z-index reorders siblings), combined
// with the key's `reduce`. A subtree that sets no value has the key's `defaultValue`; the
// first value set is the start of the reduction (SwiftUI combines only the values that
// exist). Whatever a reader collects goes on up to the readers above it.
// `.preference(key:value:)` gives its view the value: values of the same key set inside it are
// replaced by it (SwiftUI's preference-writing modifier does the same).
// Anchors are resolved where their view is placed, into canvas coordinates (through every
// enclosing transform: offsets, scales, rotations), and a `GeometryProxy` turns them into its
// own local coordinates, so `proxy[anchor]` is where the view is drawn relative to the proxy.
// Change actions run after the pass that changed the value, as `.onChange` actions do, and
// once for the first value.
//
// What it refuses to do: a background built from a preference value is drawn below its
// content but placed after it, so it is above the content for taps.

import Drawing
import Foundation
import Geometry

/// A value views hand up to their ancestors, combined from every view that sets one.
///
///     struct WidthKey: PreferenceKey {
///       static let defaultValue: CGFloat = 0
///       static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
///     }
public protocol PreferenceKey {
  associatedtype Value
  /// The value of a subtree that sets none.
  static var defaultValue: Value { get }
  /// Combines `value` with the next one, in the order of the views that set them.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One value placed in a pass, for the preference readers around it.
struct PreferenceEntry {
  let key: ObjectIdentifier
  let value: Any
}

extension Pass {
  /// Runs `body` and returns the preference values placed inside it.
  func collectingPreferences(_ body: () -> Void) -> [PreferenceEntry] {
    preferenceFrames.append([])
    body()
    return preferenceFrames.removeLast()
  }

  /// Hands preference values to the innermost reader around this point; none reads them
  /// outside every reader.
  func emitPreferences(_ entries: [PreferenceEntry]) {
    guard !entries.isEmpty, !preferenceFrames.isEmpty else { return }
    preferenceFrames[preferenceFrames.count - 1].append(contentsOf: entries)
  }
}

extension PreferenceKey {
  /// The value of `entries`: the key's default when none is of this key, else the values
  /// reduced in order.
  static func reduced(_ entries: [PreferenceEntry]) -> Value {
    let id = ObjectIdentifier(Self.self)
    var result: Value?
    for entry in entries where entry.key == id {
      guard let next = entry.value as? Value else { continue }
      if result == nil {
        result = next
      } else {
        reduce(value: &result!, nextValue: { next })
      }
    }
    return result ?? defaultValue
  }
}

extension View {
  /// Gives this view `value` for `key`: the value its ancestors read, combined with the
  /// values of other views.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceModifier<K> { entries in
      entries.removeAll { $0.key == ObjectIdentifier(K.self) }
      entries.append(PreferenceEntry(key: ObjectIdentifier(K.self), value: value))
    })
  }

  /// Changes the value of `key` this view's subtree hands up.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    modifier(_PreferenceModifier<K> { entries in
      var value = K.reduced(entries)
      callback(&value)
      entries.removeAll { $0.key == ObjectIdentifier(K.self) }
      entries.append(PreferenceEntry(key: ObjectIdentifier(K.self), value: value))
    })
  }

  /// Runs `action` with the value of `key` in this view's subtree when it first has one and
  /// whenever it changes, after the update that changed it.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceChangeModifier<K>(action: action))
  }

  /// Draws the view built from the value of `key` in this view's subtree over this view,
  /// proposed its size and aligned in it by `alignment`.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceValueLayer<K, V>(alignment: alignment, isBackground: false, transform: transform))
  }

  /// Draws the view built from the value of `key` in this view's subtree behind this view,
  /// proposed its size and aligned in it by `alignment`.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceValueLayer<K, V>(alignment: alignment, isBackground: true, transform: transform))
  }

  /// Gives this view the value `transform` makes from an anchor on it (its bounds, a point
  /// in it), for an ancestor to resolve with a `GeometryProxy`.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(_AnchorPreferenceModifier<A, K>(source: value) { entries, anchor in
      entries.removeAll { $0.key == ObjectIdentifier(K.self) }
      entries.append(PreferenceEntry(key: ObjectIdentifier(K.self), value: transform(anchor)))
    })
  }

  /// Changes the value of `key` this view's subtree hands up, with an anchor on this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(_AnchorPreferenceModifier<A, K>(source: value) { entries, anchor in
      var value = K.reduced(entries)
      transform(&value, anchor)
      entries.removeAll { $0.key == ObjectIdentifier(K.self) }
      entries.append(PreferenceEntry(key: ObjectIdentifier(K.self), value: value))
    })
  }
}

// MARK: Writing

/// Rewrites the preference values of its content's subtree.
public struct _PreferenceModifier<K: PreferenceKey>: WrappingModifier {
  let rewrite: (inout [PreferenceEntry]) -> Void

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    PreferenceNode(identity: identity, child: child, rewrite: rewrite)
  }
}

final class PreferenceNode: ModifierNode {
  let rewrite: (inout [PreferenceEntry]) -> Void

  init(identity: ViewIdentity, child: Node, rewrite: @escaping (inout [PreferenceEntry]) -> Void) {
    self.rewrite = rewrite
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    var entries = pass.collectingPreferences { child.place(at: origin, size: size, proposal: proposal, pass) }
    rewrite(&entries)
    pass.emitPreferences(entries)
  }
}

// MARK: Reading

public struct _PreferenceChangeModifier<K: PreferenceKey>: WrappingModifier where K.Value: Equatable {
  let action: (K.Value) -> Void

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    PreferenceChangeNode<K>(identity: identity, child: child, modifier: self)
  }
}

final class PreferenceChangeNode<K: PreferenceKey>: EffectNode<_PreferenceChangeModifier<K>> where K.Value: Equatable {
  /// Compares the subtree's value with the one the last pass saw; a change (or the first
  /// value) schedules the action after the pass.
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let entries = pass.collectingPreferences { child.place(at: origin, size: size, proposal: proposal, pass) }
    pass.emitPreferences(entries)
    let value = K.reduced(entries)
    let runtime = pass.runtime
    let key = identity.appending(.property("onPreferenceChange"))
    if (runtime.observedValues[key] as? K.Value) != value {
      let action = modifier.action
      runtime.schedule { action(value) }
    }
    runtime.observedValues[key] = value
  }
}

public struct _PreferenceValueLayer<K: PreferenceKey, V: View>: PrimitiveModifier {
  let alignment: Alignment
  let isBackground: Bool
  let transform: (K.Value) -> V

  package func makeNode(content: any View, _ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let child = resolver.resolve(content, identity.appending(.body))
    let resolverCopy = resolver
    let transform = self.transform
    return PreferenceLayerNode(
      identity: identity, child: child, alignment: alignment, isBackground: isBackground,
      makeLayer: { entries in
        var r = resolverCopy
        return r.resolve(transform(K.reduced(entries)), identity.appending(.content))
      })
  }
}

/// Places its content, then the view built from the content's preference values over it (or
/// under it, drawn first).
final class PreferenceLayerNode: ModifierNode {
  let alignment: Alignment
  let isBackground: Bool
  let makeLayer: ([PreferenceEntry]) -> Node

  init(
    identity: ViewIdentity, child: Node, alignment: Alignment, isBackground: Bool,
    makeLayer: @escaping ([PreferenceEntry]) -> Node
  ) {
    self.alignment = alignment
    self.isBackground = isBackground
    self.makeLayer = makeLayer
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    var drawn: [DisplayItem] = []
    let entries = pass.collectingPreferences {
      if isBackground {
        drawn = pass.collecting { child.place(at: origin, size: size, proposal: proposal, pass) }
      } else {
        child.place(at: origin, size: size, proposal: proposal, pass)
      }
    }
    let layer = makeLayer(entries)
    let p = ProposedViewSize(size)
    let layerSize = layer.sizeThatFits(p, pass)
    let offset = alignment.offset(of: layer, size: layerSize, proposal: p, in: size, pass)
    layer.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: layerSize, proposal: p, pass)
    pass.append(drawn)
    pass.emitPreferences(entries)
  }
}

// MARK: Anchors

/// A geometric value of a view — its bounds, a point in it — that an ancestor resolves in its
/// own coordinates with `GeometryProxy`'s subscript.
public struct Anchor<Value> {
  /// The value in canvas coordinates, where the view is drawn.
  let canvasValue: Value
  /// Turns the canvas value into the coordinates a transform from the canvas maps to.
  let convert: @Sendable (Value, Transform) -> Value

  /// Where an anchor is taken on a view.
  public struct Source {
    /// The value in the view's own coordinates, for a view of `size`.
    let local: @Sendable (CGSize) -> Value
    /// Maps a value through a transform (to canvas coordinates, or back).
    let map: @Sendable (Value, Transform) -> Value
  }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  public static func == (a: Anchor, b: Anchor) -> Bool { a.canvasValue == b.canvasValue }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { .rect(nil) }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .rect(Optional(r)) }

  private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(local: { size in r ?? CGRect(origin: .zero, size: size) }, map: mapRect)
  }
}

/// The bounding box of `rect` mapped through `t`.
private func mapRect(_ rect: CGRect, _ t: Transform) -> CGRect {
  let corners = [
    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
    CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
  ].map { t.apply($0) }
  let xs = corners.map(\.x), ys = corners.map(\.y)
  return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(local: { _ in p }, map: { $1.apply($0) })
  }

  /// A point of the view's unit square.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(local: { p.in($0) }, map: { $1.apply($0) })
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

public struct _AnchorPreferenceModifier<A, K: PreferenceKey>: WrappingModifier {
  let source: Anchor<A>.Source
  /// Rewrites the subtree's values with the view's anchor.
  let rewrite: (inout [PreferenceEntry], Anchor<A>) -> Void

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    let (source, rewrite) = (self.source, self.rewrite)
    return AnchorPreferenceNode(identity: identity, child: child) { entries, origin, size, pass in
      // The value in the view's own coordinates, then through its place in global layout
      // coordinates and the enclosing transforms to the canvas.
      let toCanvas = Transform(translationX: origin.x, y: origin.y).concatenating(pass.transform)
      rewrite(&entries, Anchor<A>(canvasValue: source.map(source.local(size), toCanvas), convert: source.map))
    }
  }
}

final class AnchorPreferenceNode: ModifierNode {
  let rewrite: (inout [PreferenceEntry], CGPoint, CGSize, Pass) -> Void

  init(identity: ViewIdentity, child: Node, rewrite: @escaping (inout [PreferenceEntry], CGPoint, CGSize, Pass) -> Void) {
    self.rewrite = rewrite
    super.init(identity: identity, child: child)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    var entries = pass.collectingPreferences { child.place(at: origin, size: size, proposal: proposal, pass) }
    rewrite(&entries, origin, size, pass)
    pass.emitPreferences(entries)
  }
}
