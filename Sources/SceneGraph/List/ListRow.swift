import Drawing
import Foundation
import Geometry

// What: one row of a list as it draws itself: its cell (the style's colour or the row's
// `.listRowBackground`), its content inset in the cell, and the hairline under it.
//
// The row's frame is the cell's: as wide as the card and as tall as its content plus the
// insets, at least `defaultMinListRowHeight`. The content is proposed the cell's width less
// the insets and its ideal height, then placed at the leading edge, centred vertically, with
// the cell's height less the insets offered to what can grow. The cell and the separator
// ease with their row (`presentedFrame`), so they slide with the content's own leaves when
// rows above them come and go.
//
// The separator starts where the row's content sets the `.listRowSeparatorLeading` guide,
// else at its first text (past a label's icon, as on iOS), else at the content's leading
// edge; it ends at the card's trailing edge (the list's, in the edge-to-edge styles).

/// A view of a list's content, as the list lays it out: a row, or (at the top level of a list)
/// possibly a section.
struct _ListRow: PrimitiveView {
  let content: any View

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    let environment = resolver.environment
    let child = resolver.resolve(content, identity)
    let traits = ListRowTraits.chain(of: child).filled(from: environment.inheritedListRowTraits)
    var background: Node?
    if case .some(.some(let view)) = traits.background {
      background = resolver.resolve(view, identity.appending(.property("listRowBackground"))) { $0.isInListRow = false }
    }
    return ListRowNode(
      identity: identity, child: child, traits: traits, background: background,
      minimumHeight: environment.defaultMinListRowHeight, displayScale: environment.displayScale,
      colors: ListRowNode.Colors(environment))
  }
}

/// Where and how a section draws one of its rows; set by the section before it places it.
struct ListRowPlacement {
  /// The trailing end of the row's separator, in global layout coordinates.
  var separatorTrailing: CGFloat = 0
  /// Whether the row draws a separator along its bottom edge, and in what colour.
  var separator: RGBAColor?
  /// When set, the row clips itself to its cell with corners of this radius (a row that is
  /// a card of its own, with `.listRowSpacing`).
  var cornerRadius: CGFloat?
}

/// One row: its cell, its content and its separator (see the file's note).
final class ListRowNode: ModifierNode {
  /// The colours a row draws with, resolved in its colour scheme.
  struct Colors {
    let cell: RGBAColor
    let separator: RGBAColor

    init(_ environment: EnvironmentValues) {
      let look = environment.enclosingListLook ?? ListLook(.automatic)
      cell = Color(look.cellBackground).resolved(in: environment)
      separator = Color(.separator).resolved(in: environment)
    }
  }

  let traits: ListRowTraits
  let background: Node?
  let minimumHeight: CGFloat
  let colors: Colors
  /// The thickness of a hairline, in points: one pixel.
  let hairline: CGFloat
  /// The section this entry of a list's top level is, if it is one (a row otherwise).
  let section: SectionNode?
  /// How the section wants the row drawn in this pass.
  var placement = ListRowPlacement()

  private static let frameSlot = "listRowFrame"

  init(
    identity: ViewIdentity, child: Node, traits: ListRowTraits, background: Node?,
    minimumHeight: CGFloat, displayScale: CGFloat, colors: Colors
  ) {
    self.traits = traits
    self.background = background
    self.minimumHeight = minimumHeight
    self.colors = colors
    hairline = displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1
    section = modifierChain(of: child).lazy.compactMap { $0 as? SectionNode }.first
    super.init(identity: identity, child: child)
  }

  /// Rows fade in and out, whatever transition their views ask for, as UIKit's do.
  override var transition: AnyTransition? { .opacity }

  /// The insets of the content in the cell.
  var insets: EdgeInsets { (traits.insets ?? nil) ?? ListLook.rowInsets }

  /// The content's width in a cell `width` points wide.
  private func contentWidth(_ width: CGFloat?) -> CGFloat? {
    width.map { max($0 - insets.leading - insets.trailing, 0) }
  }

  /// The cell's size when it is `proposal.width` wide (a section entry: the section's).
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    if section != nil { return child.sizeThatFits(proposal, pass) }
    let ideal = child.sizeThatFits(ProposedViewSize(width: contentWidth(proposal.width), height: nil), pass)
    let height = max(ideal.height + insets.top + insets.bottom, minimumHeight)
    return CGSize(width: proposal.width ?? ideal.width + insets.leading + insets.trailing, height: height)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    if section != nil { return child.place(at: origin, size: size, proposal: proposal, pass) }
    let frame = pass.presentedFrame(key(Self.frameSlot), CGRect(origin: origin, size: size))
    guard let radius = placement.cornerRadius else { return placeCell(frame, at: origin, size: size, pass) }
    // A card of its own: drawn into a layer clipped to the rounded cell.
    let opacity = pass.opacity
    var items: [DisplayItem] = []
    pass.withSavedState {
      pass.opacity = 1
      items = pass.collecting { placeCell(frame, at: origin, size: size, pass) }
    }
    var layer = DisplayLayer(items: items, opacity: opacity)
    layer.clip = LayerClip(
      Path(roundedRect: CGRect(origin: .zero, size: frame.size), cornerRadius: radius, style: .circular),
      transform: Transform(translationX: frame.minX, y: frame.minY).concatenating(pass.transform))
    pass.drawLayer(layer)
  }

  /// The cell at its presented `frame`, the content laid out in the model frame
  /// (`origin`, `size`) and the separator.
  private func placeCell(_ frame: CGRect, at origin: CGPoint, size: CGSize, _ pass: Pass) {
    drawCell(frame, pass)

    // The content: leading, centred vertically, offered the cell's height less the insets.
    let width = contentWidth(size.width) ?? 0
    let offer = ProposedViewSize(width: width, height: max(size.height - insets.top - insets.bottom, 0))
    let content = child.sizeThatFits(offer, pass)
    let contentOrigin = CGPoint(
      x: origin.x + insets.leading,
      y: origin.y + insets.top + (size.height - insets.top - insets.bottom - content.height) / 2)
    let firstFrame = pass.frames.count
    let savedRow = pass.listRowFrame
    pass.listRowFrame = frame
    child.place(at: contentOrigin, size: content, proposal: offer, pass)
    pass.listRowFrame = savedRow

    guard let color = placement.separator else { return }
    let leading = separatorLeading(content: content, at: contentOrigin, offer: offer, firstFrame: firstFrame, pass)
    // Where the row's content starts now, eased with the cell: the separator follows the cell.
    let start = frame.minX + (leading - origin.x)
    let end = frame.minX + (placement.separatorTrailing - origin.x)
    let line = CGRect(x: start, y: frame.maxY - hairline, width: max(end - start, 0), height: hairline)
    pass.draw(.fill(Path(line), rule: .nonZero, paint: pass.paint(color), transform: pass.transform), bounds: line, hitTestable: false)
  }

  /// The row's own background view, else the style's cell colour, over the whole cell.
  private func drawCell(_ frame: CGRect, _ pass: Pass) {
    if let background {
      background.place(at: frame.origin, size: frame.size, proposal: ProposedViewSize(frame.size), pass)
      return
    }
    pass.draw(
      .fill(Path(frame), rule: .nonZero, paint: pass.paint(colors.cell), transform: pass.transform), bounds: frame)
  }

  /// Where the separator starts, in global layout coordinates: the content's
  /// `listRowSeparatorLeading` guide, else the first text the content placed, else the
  /// content's leading edge.
  private func separatorLeading(
    content: CGSize, at contentOrigin: CGPoint, offer: ProposedViewSize, firstFrame: Int, _ pass: Pass
  ) -> CGFloat {
    let key = HorizontalAlignment.listRowSeparatorLeading.key
    if child.explicitGuideKeys.contains(key), let value = child.explicitGuide(key, size: content, proposal: offer, pass) {
      return contentOrigin.x + value
    }
    return pass.frames[firstFrame...].first { $0.kind == "Text" }?.frame.minX ?? contentOrigin.x
  }
}

// MARK: Buttons in rows

/// A button in a list row, as iOS draws it: the label in the tint (red for a destructive role)
/// at the row's leading edge, the whole row taking the touch and turning `systemGray4` while
/// pressed, fading back as a pressed button's label does.
struct ListRowButtonLook: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    EnvironmentReader { env in
      configuration.label
        .foregroundColor(labelColor(configuration.role, env))
        .frame(maxWidth: .infinity, alignment: .leading)
        .modifier(_ListRowHighlight(isPressed: configuration.isPressed, color: Color(.systemGray4).resolved(in: env)))
    }
  }

  private func labelColor(_ role: ButtonRole?, _ env: EnvironmentValues) -> Color {
    if !env.isEnabled { return Color(.tertiaryLabel) }
    return env.foregroundColor ?? (role == .destructive ? .red : env.controlTint)
  }
}

/// Makes the whole row of the enclosing list take a button's touches, and draws the row's
/// pressed look.
struct _ListRowHighlight: WrappingModifier {
  let isPressed: Bool
  /// The pressed row's colour.
  let color: RGBAColor

  func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    ListRowHighlightNode(identity: identity, child: child, modifier: self)
  }
}

final class ListRowHighlightNode: EffectNode<_ListRowHighlight> {
  /// How much of the pressed colour shows, 0…1.
  private static let amountSlot = "listRowHighlight"

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    if let row = pass.listRowFrame {
      pass.registerHitRegion(row)
      let pressed = modifier.isPressed
      let amount = pass.withAnimation(pressed ? nil : PressedLook.release) {
        pass.presented(key(Self.amountSlot), pressed ? 1.0 : 0.0)
      }
      if amount > 0 {
        let color = modifier.color.multipliedAlpha(amount)
        pass.draw(.fill(Path(row), rule: .nonZero, paint: pass.paint(color), transform: pass.transform), bounds: row, hitTestable: false)
      }
    }
    child.place(at: origin, size: size, proposal: proposal, pass)
  }
}
