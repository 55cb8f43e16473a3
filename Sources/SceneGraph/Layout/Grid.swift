// What: `Grid` and `GridRow` (iOS 16; docs/SEMANTICS.md §7, grids): a table of cells whose
// columns are as wide as their widest cell and whose rows are as tall as their tallest, with
// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes`.
//
// Sizing, the stack's rule applied to tracks:
// 1. Columns: a column's least width is the largest least width of its single-column cells
//    (each proposed width 0), its greatest the largest greatest (proposed ∞); the proposed
//    width less the gaps is shared among the columns as a stack shares among its children —
//    least flexible first, each offered an equal share of what is left and taking the widest
//    of its cells at that offer. With no proposed width each column takes its widest ideal
//    cell.
// 2. Rows: the same down the grid, each cell proposed its column's width (its span's, with the
//    gaps inside) and the row's share of the height; a row is as tall as its tallest cell, or,
//    aligned on a guide that is not a plain fraction (a text baseline), as tall as its cells
//    set on one line.
// 3. A view outside any `GridRow` is a row of its own spanning every column. Cells unsized on
//    an axis (`gridCellUnsizedAxes`) are left out of step 1 or 2 on that axis and proposed
//    their whole box (a `Divider` spanning the grid, without widening it).
// Placement: each cell sits in its box (column span × row) by `gridCellAnchor` when set, else
// horizontally by its column's alignment (the first `gridColumnAlignment` among the column's
// cells, else the grid's) and vertically by its row's (`GridRow(alignment:)`, else the
// grid's). Gaps are `horizontalSpacing`/`verticalSpacing`, 8 by default.
//
// Removal: a row or cell being removed takes no place from the change on and plays its
// removal where it last was, as in a stack (`ItemNode.place`); the cells of a leaving row
// stay where they were.
// What it refuses to do: cells spanning several columns do not widen the columns they span
// (SwiftUI grows the spanned columns to fit them); explicit guides of a grid as a whole (for
// its parent's alignment) are not merged from its cells.

import Foundation

/// A table: rows of cells (`GridRow`) whose columns line up.
///
///     Grid(alignment: .leading) {
///       GridRow { Text("Name"); Text("Ada") }
///       Divider().gridCellUnsizedAxes(.horizontal)
///       GridRow { Text("Born"); Text("1815") }
///     }
public struct Grid<Content: View>: PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: where cells sit in their boxes, unless a row, a column or the cell says
  ///     otherwise; default `.center`.
  ///   - horizontalSpacing: the gap between columns in points; `nil` (default) uses 8.
  ///   - verticalSpacing: the gap between rows in points; `nil` (default) uses 8.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    TableGridNode(
      identity: identity, items: resolver.items(of: content, identity), alignment: alignment,
      spacing: CGSize(width: horizontalSpacing ?? 8, height: verticalSpacing ?? 8))
  }
}

/// One row of a `Grid`: each child is a cell, in the grid's columns in order.
public struct GridRow<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// - Parameter alignment: where the row's cells sit vertically; `nil` (default) uses the
  ///   grid's.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    GridRowNode(identity: identity, items: resolver.items(of: content, identity), alignment: alignment)
  }
}

extension View {
  /// Makes this cell span `count` columns of its `Grid` row; default 1.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(_GridCellTrait(trait: .columns(max(count, 1))))
  }

  /// Aligns every cell of this cell's column horizontally by `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_GridCellTrait(trait: .columnAlignment(guide)))
  }

  /// Puts this cell's `anchor` point on the same point of its box.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(_GridCellTrait(trait: .anchor(anchor)))
  }

  /// Leaves this cell out of the sizing of its column (`.horizontal`) or row (`.vertical`):
  /// it takes the length the others give.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(_GridCellTrait(trait: .unsized(axes)))
  }
}

/// A grid cell's trait: read by the grid, no layout or drawing of its own.
public struct _GridCellTrait: WrappingModifier {
  enum Trait {
    case columns(Int)
    case columnAlignment(HorizontalAlignment)
    case anchor(UnitPoint)
    case unsized(Axis.Set)
  }

  let trait: Trait

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node {
    GridCellTraitNode(identity: identity, child: child, modifier: self)
  }
}

final class GridCellTraitNode: EffectNode<_GridCellTrait> {}

/// A `GridRow`: the grid lays its cells out and hands it their frames before placing it.
final class GridRowNode: Node {
  let items: [ItemNode]
  let alignment: VerticalAlignment?
  /// The cells' frames for this pass, by index into `items`, in global coordinates; set by the
  /// grid.
  var cellFrames: [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)]?

  init(identity: ViewIdentity, items: [ItemNode], alignment: VerticalAlignment?) {
    self.items = items
    self.alignment = alignment
    super.init(identity: identity)
  }

  /// A row outside a grid lays its cells out as an `HStack` would not: it is not a container
  /// of its own in SwiftUI either; here it overlays them, centred.
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    items.filter { $0.phase != .removing }.reduce(.zero) {
      let s = $1.sizeThatFits(proposal, pass)
      return CGSize(width: max($0.width, s.width), height: max($0.height, s.height))
    }
  }

  /// Cells go where the grid put them; in a row the grid did not lay out (it is leaving),
  /// each stays where it last was.
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    if let cellFrames {
      placeItems(items, at: origin, frames: cellFrames, relative: false, pass)
      return
    }
    var frames: [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] = [:]
    for (index, item) in items.enumerated() {
      if let last = pass.runtime.itemPlacements[item.identity] {
        frames[index] = (last.origin, last.size, last.proposal)
      } else {
        let s = item.sizeThatFits(ProposedViewSize(size), pass)
        frames[index] = (CGPoint(x: origin.x + (size.width - s.width) / 2, y: origin.y + (size.height - s.height) / 2), s, ProposedViewSize(size))
      }
    }
    placeItems(items, at: origin, frames: frames, relative: false, pass)
  }
}

/// A `Grid`.
final class TableGridNode: Node {
  let items: [ItemNode]
  let alignment: Alignment
  let spacing: CGSize

  init(identity: ViewIdentity, items: [ItemNode], alignment: Alignment, spacing: CGSize) {
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
    super.init(identity: identity)
  }

  /// One cell: its node, its row's item and its index in that row (nil for a lone view), the
  /// columns it spans and its traits.
  private struct Cell {
    let node: ItemNode
    let rowItem: Int
    let indexInRow: Int?
    let column: Int
    let span: Int
    let anchor: UnitPoint?
    let unsized: Axis.Set
  }

  private struct Table {
    var rows: [[Cell]] = []
    var columnCount = 0
    var columnAlignment: [Int: HorizontalAlignment] = [:]
    var rowAlignment: [VerticalAlignment?] = []
  }

  private lazy var table: Table = makeTable()

  /// The rows and cells taking part in layout (none being removed), with their traits.
  private func makeTable() -> Table {
    var table = Table()
    for (rowIndex, item) in items.enumerated() where item.phase != .removing {
      let row = rowNode(of: item)
      var cells: [Cell] = []
      var column = 0
      let members: [(ItemNode, Int?)] = row.map { r in r.items.enumerated().filter { $0.element.phase != .removing }.map { ($0.element, $0.offset) } } ?? [(item, nil)]
      for (node, indexInRow) in members {
        var span = 1, anchor: UnitPoint?, unsized: Axis.Set = []
        var columnAlignment: HorizontalAlignment?
        for case let trait as GridCellTraitNode in modifierChain(of: node) {
          switch trait.modifier.trait {
          case .columns(let n): span = n
          case .columnAlignment(let guide): columnAlignment = columnAlignment ?? guide
          case .anchor(let point): anchor = anchor ?? point
          case .unsized(let axes): unsized.formUnion(axes)
          }
        }
        // A lone view spans every column; its span is fixed once the column count is known.
        cells.append(Cell(node: node, rowItem: rowIndex, indexInRow: indexInRow, column: column, span: indexInRow == nil ? 0 : span, anchor: anchor, unsized: unsized))
        if let columnAlignment, table.columnAlignment[column] == nil { table.columnAlignment[column] = columnAlignment }
        column += span
      }
      table.columnCount = max(table.columnCount, column)
      table.rows.append(cells)
      table.rowAlignment.append(row?.alignment)
    }
    table.columnCount = max(table.columnCount, 1)
    for r in table.rows.indices {
      table.rows[r] = table.rows[r].map { cell in
        cell.span != 0 ? cell : Cell(node: cell.node, rowItem: cell.rowItem, indexInRow: nil, column: 0, span: table.columnCount, anchor: cell.anchor, unsized: cell.unsized)
      }
    }
    return table
  }

  /// Shares `available` points (nil: none proposed) among tracks whose cells answer a
  /// proposal along the axis with `length(cell, offer)`: step 1 or 2 of the note.
  private func share(
    _ available: CGFloat?, tracks: [[Cell]], length: (Cell, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    func measure(_ track: [Cell], _ offer: CGFloat?) -> CGFloat { track.map { length($0, offer) }.max() ?? 0 }
    guard let available else { return tracks.map { measure($0, nil) } }
    let order = tracks.indices.map { i in (i, measure(tracks[i], 0), measure(tracks[i], .infinity)) }
      .sorted { a, b in (a.2 - a.1, a.0) < (b.2 - b.1, b.0) }
    var result = Array(repeating: CGFloat(0), count: tracks.count)
    var left = available
    for (k, (index, _, _)) in order.enumerated() {
      let offer = max(left / CGFloat(order.count - k), 0)
      result[index] = measure(tracks[index], offer)
      left -= result[index]
    }
    return result
  }

  private struct Solution {
    var size = CGSize.zero
    var widths: [CGFloat] = []
    var heights: [CGFloat] = []
  }

  /// The length of `count` tracks from `first` in `lengths`, with the gaps between them.
  private static func span(_ lengths: [CGFloat], from first: Int, count: Int, gap: CGFloat) -> CGFloat {
    let end = min(first + count, lengths.count)
    guard first < end else { return 0 }
    return lengths[first..<end].reduce(0, +) + gap * CGFloat(end - first - 1)
  }

  private func solve(_ proposal: ProposedViewSize, _ pass: Pass) -> Solution {
    let table = self.table
    guard !table.rows.isEmpty else { return Solution() }
    let columns = table.columnCount
    var columnCells = Array(repeating: [Cell](), count: columns)
    for cell in table.rows.joined() where cell.span == 1 && !cell.unsized.contains(.horizontal) {
      columnCells[cell.column].append(cell)
    }
    let gapsAcross = spacing.width * CGFloat(columns - 1)
    let widths = share(proposal.width.map { $0 - gapsAcross }, tracks: columnCells) { cell, offer in
      cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil), pass).width
    }
    let rowCells = table.rows.map { $0.filter { !$0.unsized.contains(.vertical) } }
    let gapsDown = spacing.height * CGFloat(table.rows.count - 1)
    let heights = share(proposal.height.map { $0 - gapsDown }, tracks: rowCells) { cell, offer in
      let width = Self.span(widths, from: cell.column, count: cell.span, gap: spacing.width)
      return cell.node.sizeThatFits(ProposedViewSize(width: width, height: offer), pass).height
    }
    return Solution(
      size: CGSize(width: widths.reduce(0, +) + gapsAcross, height: heights.reduce(0, +) + gapsDown),
      widths: widths, heights: heights)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    solve(proposal, pass).size
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let table = self.table
    let solution = solve(ProposedViewSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height), pass)
    var columnStarts: [CGFloat] = []
    var x = origin.x
    for width in solution.widths {
      columnStarts.append(x)
      x += width + spacing.width
    }
    var rowFrames: [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] = [:]
    var y = origin.y
    for (r, cells) in table.rows.enumerated() {
      let height = solution.heights[r]
      let vertical = table.rowAlignment[r] ?? alignment.vertical
      var cellFrames: [Int: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize)] = [:]
      var placed: [(cell: Cell, box: CGRect, size: CGSize, proposal: ProposedViewSize)] = []
      for cell in cells {
        let width = Self.span(solution.widths, from: cell.column, count: cell.span, gap: spacing.width)
        let box = CGRect(x: columnStarts[min(cell.column, columnStarts.count - 1)], y: y, width: width, height: height)
        let p = ProposedViewSize(box.size)
        placed.append((cell, box, cell.node.sizeThatFits(p, pass), p))
      }
      // Guides that are not plain fractions meet on one line across the row.
      let line = placed.map { $0.cell.node.guide(vertical.key, size: $0.size, proposal: $0.proposal, pass) }.max() ?? 0
      for entry in placed {
        let cell = entry.cell, box = entry.box, s = entry.size
        let at: CGPoint
        if let anchor = cell.anchor {
          at = CGPoint(x: box.minX + anchor.x * (box.width - s.width), y: box.minY + anchor.y * (box.height - s.height))
        } else {
          let horizontal = table.columnAlignment[cell.column] ?? alignment.horizontal
          let fit = Alignment(horizontal: horizontal, vertical: vertical)
          var offset = fit.offset(of: cell.node, size: s, proposal: entry.proposal, in: box.size, pass)
          if case .fraction = vertical.kind {} else {
            offset.y = line - cell.node.guide(vertical.key, size: s, proposal: entry.proposal, pass)
          }
          at = CGPoint(x: box.minX + offset.x, y: box.minY + offset.y)
        }
        if let index = cell.indexInRow {
          cellFrames[index] = (at, s, entry.proposal)
        } else {
          rowFrames[cell.rowItem] = (at, s, entry.proposal)
        }
      }
      if let first = cells.first, first.indexInRow != nil, let row = rowNode(of: items[first.rowItem]) {
        row.cellFrames = cellFrames
        let box = CGRect(x: origin.x, y: y, width: size.width, height: height)
        rowFrames[cells[0].rowItem] = (box.origin, box.size, ProposedViewSize(box.size))
      }
      y += height + spacing.height
    }
    // Empty rows (every cell leaving) keep a frame too, so their leaving cells are placed.
    for (index, item) in items.enumerated() where rowFrames[index] == nil && item.phase != .removing {
      if let row = rowNode(of: item) {
        row.cellFrames = nil
        rowFrames[index] = (origin, .zero, .zero)
      }
    }
    placeItems(items, at: origin, frames: rowFrames, relative: false, pass)
  }
}

/// The `GridRow` an item of a grid is, under its modifiers; `nil` for a lone view.
private func rowNode(of item: ItemNode) -> GridRowNode? {
  for case let row as GridRowNode in modifierChain(of: item) { return row }
  return nil
}
