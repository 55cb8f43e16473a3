import Drawing
import Foundation
import Geometry

// What: one section of a list laid out and drawn: the header, the card of rows, the footer
// (docs/SEMANTICS.md §13). The metrics are `ListLook`'s (`ListStyle.swift`).
//
// Layout, top to bottom, as wide as the list: half the section spacing; the header (12 pt
// down, its text at the rows' leading inset, 7 pt above the card); the rows one under the
// other (with `.listRowSpacing` between them), as wide as the card; the footer 7 pt below the
// card; the other half of the spacing. Rows being removed take no part in the layout, as in a
// stack: they fade where they last were while the rows after them move up.
//
// Drawing. The rows draw their own cells; in the inset styles the section clips them to the
// rounded card, whose frame eases with the rows (so an inserted row's cell fades in inside a
// card that grows around it), or, with row spacing, each row clips itself to its own rounded
// cell. Between rows the section asks each row for a separator unless either neighbour hid it;
// the grouped style adds full-width hairlines above the first row and below the last.

/// A section of a list (see the file's note). A list's loose rows between sections are
/// sections of their own, without header or footer.
final class SectionNode: Node {
  let header: Node?
  let footer: Node?
  let rows: [ItemNode]
  let look: ListLook
  /// Points between adjacent rows; 0 for none.
  let rowSpacing: CGFloat
  /// Points above the header (or card) and below the footer (or card).
  let margin: CGFloat
  let minimumHeaderHeight: CGFloat?
  let hairline: CGFloat
  let separatorColor: RGBAColor
  let colorScheme: ColorScheme
  /// How far the list's safe area reaches in at the sides, in points; set by the list
  /// before it lays the section out. Inset cards stand off it; the edge-to-edge styles'
  /// bands and rows run under it (their content is not moved clear of it: not modelled).
  var safeInsets = (leading: CGFloat(0), trailing: CGFloat(0)) {
    didSet { layouts = [:] }
  }

  private static let cardSlot = "listCard"

  init(
    identity: ViewIdentity, header: Node?, footer: Node?, rows: [ItemNode], environment: EnvironmentValues,
    look: ListLook
  ) {
    self.header = header
    self.footer = footer
    self.rows = rows
    self.look = look
    rowSpacing = max(environment.listRowSpacing ?? 0, 0)
    margin = look.sectionMargin(spacing: environment.listSectionSpacing)
    minimumHeaderHeight = environment.defaultMinListHeaderHeight
    let scale = environment.displayScale
    hairline = scale > 0 && scale.isFinite ? 1 / scale : 1
    separatorColor = Color(.separator).resolved(in: environment)
    colorScheme = environment.colorScheme
    super.init(identity: identity)
  }

  /// Resolves a section's header, rows and footer in the list's environment.
  static func make(
    header: (any View)?, content: any View, footer: (any View)?, look: ListLook, _ resolver: inout Resolver,
    _ identity: ViewIdentity
  ) -> SectionNode {
    let prominent = resolver.environment.headerProminence == .increased || look.hasProminentHeaders
    let headerNode = header.map { view in
      resolver.resolve(view, identity.appending(.property("header"))) { env in
        env.isInListRow = false
        env.font = prominent ? .headline : .footnote
        env.foregroundColor = prominent ? .primary : .secondary
        if !prominent && !env.hasTextCase { env.textCase = .uppercase }
      }
    }
    let footerNode = footer.map { view in
      resolver.resolve(view, identity.appending(.property("footer"))) { env in
        env.isInListRow = false
        env.font = .footnote
        env.foregroundColor = .secondary
      }
    }
    var pairs: [(view: any View, identity: ViewIdentity)] = []
    Resolver.collect(content, identity.appending(.content), into: &pairs)
    let rows = resolver.rowItems(pairs, identity.appending(.content))
    return SectionNode(
      identity: identity, header: headerNode, footer: footerNode, rows: rows, environment: resolver.environment,
      look: look)
  }

  // MARK: Layout

  /// A section's parts relative to its top-leading corner.
  struct Layout {
    var header: CGRect?
    /// The frames of the rows taking part in layout, by index in `rows`.
    var rows: [Int: CGRect] = [:]
    /// Where the card is; zero-height where the rows would start when there are none.
    var card = CGRect.zero
    var footer: CGRect?
    var height: CGFloat = 0
  }

  private var layouts: [CGFloat: Layout] = [:]

  /// The rows that take part in layout (all but those being removed), by index.
  private lazy var presentRows = rows.indices.filter { rows[$0].phase != .removing }

  /// Whether any row takes part in layout: a list's loose rows that are all leaving take no
  /// space.
  var hasPresentRows: Bool { !presentRows.isEmpty }

  /// The card's leading edge and width in a list `width` points wide.
  private func cardSpan(_ width: CGFloat) -> (x: CGFloat, width: CGFloat) {
    let margin = look.cardMargin(width: width)
    let leading = margin + (look.isInset ? safeInsets.leading : 0)
    let trailing = margin + (look.isInset ? safeInsets.trailing : 0)
    return (leading, max(width - leading - trailing, 0))
  }

  /// Where text that lines up with the rows' content starts, and how wide it may be.
  private func textSpan(_ width: CGFloat) -> (x: CGFloat, width: CGFloat) {
    let card = cardSpan(width)
    let insets = ListLook.rowInsets
    return (card.x + insets.leading, max(card.width - insets.leading - insets.trailing, 0))
  }

  func layout(width: CGFloat, _ pass: Pass) -> Layout {
    if let cached = layouts[width] { return cached }
    var result = Layout()
    let card = cardSpan(width)
    let text = textSpan(width)
    var y = margin
    if let header {
      y += ListLook.headerTopPadding
      let size = header.sizeThatFits(ProposedViewSize(width: text.width, height: nil), pass)
      let height = max(size.height, minimumHeaderHeight ?? 0)
      result.header = CGRect(x: text.x, y: y + height - size.height, width: size.width, height: size.height)
      y += height + ListLook.headerCardGap
    }
    let top = y
    for (k, index) in presentRows.enumerated() {
      if k > 0 { y += rowSpacing }
      let size = rows[index].sizeThatFits(ProposedViewSize(width: card.width, height: nil), pass)
      result.rows[index] = CGRect(x: card.x, y: y, width: card.width, height: size.height)
      y += size.height
    }
    result.card = CGRect(x: card.x, y: top, width: card.width, height: y - top)
    if let footer {
      y += ListLook.headerCardGap
      let size = footer.sizeThatFits(ProposedViewSize(width: text.width, height: nil), pass)
      result.footer = CGRect(x: text.x, y: y, width: size.width, height: size.height)
      y += size.height
    }
    result.height = y + margin
    layouts[width] = result
    return result
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let width = proposal.width ?? idealWidth(pass)
    return CGSize(width: width, height: layout(width: width, pass).height)
  }

  /// The width the widest row or text asks for, with the card's margins and insets: a
  /// section's width when nothing proposes one.
  private func idealWidth(_ pass: Pass) -> CGFloat {
    let unspecified = ProposedViewSize(width: nil, height: nil)
    var widest = rows.map { $0.sizeThatFits(unspecified, pass).width }.max() ?? 0
    let textInsets = ListLook.rowInsets.leading + ListLook.rowInsets.trailing
    for part in [header, footer].compactMap({ $0 }) { widest = max(widest, part.sizeThatFits(unspecified, pass).width + textInsets) }
    return widest + 2 * look.cardMargin(width: widest)
  }

  // MARK: Drawing

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let layout = layout(width: size.width, pass)
    let text = textSpan(size.width)
    if let header, let frame = layout.header {
      header.place(
        at: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size,
        proposal: ProposedViewSize(width: text.width, height: nil), pass)
    }
    placeCard(layout, at: origin, width: size.width, pass)
    if let footer, let frame = layout.footer {
      footer.place(
        at: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size,
        proposal: ProposedViewSize(width: text.width, height: nil), pass)
    }
  }

  /// The rows, in the card the style draws them in.
  private func placeCard(_ layout: Layout, at origin: CGPoint, width: CGFloat, _ pass: Pass) {
    guard !rows.isEmpty else { return }
    let model = layout.card.offsetBy(dx: origin.x, dy: origin.y)
    let card = pass.presentedFrame(key(Self.cardSlot), model)
    let clipsCard = look.isInset && rowSpacing == 0
    guard clipsCard else {
      placeRows(layout, at: origin, width: width, pass)
      drawSectionSeparators(card, width: width, origin: origin, pass)
      return
    }
    let opacity = pass.opacity
    var items: [DisplayItem] = []
    pass.withSavedState {
      pass.opacity = 1
      items = pass.collecting { placeRows(layout, at: origin, width: width, pass) }
    }
    var layer = DisplayLayer(items: items, opacity: opacity)
    layer.clip = LayerClip(
      Path(roundedRect: CGRect(origin: .zero, size: card.size), cornerRadius: look.cardCornerRadius, style: .circular),
      transform: Transform(translationX: card.minX, y: card.minY).concatenating(pass.transform))
    pass.drawLayer(layer)
  }

  /// Each row in list order, told where its content and separator go. A leaving row is
  /// placed where it last was (its item node knows).
  private func placeRows(_ layout: Layout, at origin: CGPoint, width: CGFloat, _ pass: Pass) {
    let card = cardSpan(width)
    for (index, item) in rows.enumerated() {
      if let row = rowNode(item) {
        var placement = ListRowPlacement()
        placement.separatorTrailing = origin.x + (look.isInset ? card.x + card.width : width)
        placement.separator = separator(below: index)
        if look.isInset && rowSpacing > 0 { placement.cornerRadius = look.cardCornerRadius }
        row.placement = placement
      }
      let frame = layout.rows[index] ?? .zero
      item.place(
        at: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size,
        proposal: ProposedViewSize(width: card.width, height: nil), pass)
    }
  }

  /// The colour of the separator under row `index`, `nil` for none: the last row of the card
  /// has none, nor does a row when it or the next hides the separator between them.
  private func separator(below index: Int) -> RGBAColor? {
    guard look.drawsRowSeparators, rowSpacing == 0,
      let next = presentRows.first(where: { $0 > index }).flatMap({ rowNode(rows[$0]) }),
      let row = rowNode(rows[index])
    else { return nil }
    if row.traits.separatorBottom == .hidden || next.traits.separatorTop == .hidden { return nil }
    let tint = (row.traits.separatorTintBottom ?? nil) ?? (next.traits.separatorTintTop ?? nil)
    return tint.map { $0.resolved(for: colorScheme) } ?? separatorColor
  }

  /// The grouped style's full-width hairlines above and below the card, or any that a row's
  /// `.listSectionSeparator` asks for.
  private func drawSectionSeparators(_ card: CGRect, width: CGFloat, origin: CGPoint, _ pass: Pass) {
    guard !presentRows.isEmpty else { return }
    let traits = presentRows.compactMap { rowNode(rows[$0])?.traits }
    func visible(_ pick: (ListRowTraits) -> Visibility?) -> Bool {
      switch traits.compactMap(pick).first ?? .automatic {
      case .hidden: false
      case .visible: true
      case .automatic: look.drawsSectionSeparators
      }
    }
    func color(_ pick: (ListRowTraits) -> Color??) -> RGBAColor {
      let tint = traits.compactMap { pick($0) ?? nil }.first
      return tint?.resolved(for: colorScheme) ?? separatorColor
    }
    var lines: [(CGFloat, RGBAColor)] = []
    if visible({ $0.sectionSeparatorTop }) { lines.append((card.minY, color { $0.sectionSeparatorTintTop })) }
    if visible({ $0.sectionSeparatorBottom }) { lines.append((card.maxY - hairline, color { $0.sectionSeparatorTintBottom })) }
    for (y, color) in lines {
      let line = CGRect(x: origin.x, y: y, width: width, height: hairline)
      pass.draw(.fill(Path(line), rule: .nonZero, paint: pass.paint(color), transform: pass.transform), bounds: line, hitTestable: false)
    }
  }

  private func rowNode(_ item: ItemNode) -> ListRowNode? {
    modifierChain(of: item).lazy.compactMap { $0 as? ListRowNode }.first
  }
}

extension Resolver {
  /// The rows of a list or section: `pairs` as list rows, items of the container at
  /// `identity`, resolved as being in a row, animating (when the change animates at all)
  /// with the list's own row animation.
  mutating func rowItems(_ pairs: [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) -> [ItemNode] {
    let rows = pairs.map { (view: _ListRow(content: $0.view) as any View, identity: $0.identity) }
    let saved = environment
    environment.isInListRow = true
    defer { environment = saved }
    return items(of: _PreCollectedViews(items: rows), identity)
  }
}
