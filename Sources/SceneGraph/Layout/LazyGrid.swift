// What: `LazyVGrid` and `LazyHGrid` with `GridItem` (docs/SEMANTICS.md §7, lazy grids). A
// vertical grid lays its children out in rows of columns, a horizontal one in columns of
// rows; the code is written once for the grid's growing axis ("major": down a `LazyVGrid`)
// and its tracks across it ("minor": a `LazyVGrid`'s columns).
//
// Track sizing, SwiftUI's algorithm as widely reverse-engineered:
// 1. From the proposed length across, take away the gap after every track but the last (a
//    track's `spacing`, 8 by default) and the length of every `.fixed` track.
// 2. Share what is left among the other tracks in their order: each one is offered what is
//    left divided by the number of tracks still to size and takes it: a `.flexible` track
//    clamped to minimum…maximum, an `.adaptive` one as offered.
// 3. An `.adaptive` track of length w then holds as many sub-tracks of at least its minimum
//    m as fit with its spacing s between them, n = max(1, ⌊(w + s) / (m + s)⌋), each
//    (w − (n − 1)·s) / n long, at most its maximum.
// With no proposal across (nil) a flexible track is its minimum and an adaptive one holds a
// single sub-track of its minimum.
// 4. The grid is as long across as those tracks and their gaps, W, and lays its tracks out
//    again, steps 1–3, in W: SwiftUI's grid sizes itself from the proposal and then fills
//    its own width. Usually W is the proposal; a grid of fixed tracks is as wide as they are,
//    and flexible minimums can make W larger than the proposal, and the second round wider
//    still ([.flexible(minimum: 100), .flexible(minimum: 180)] offered 300: 146 + 8 + 180 =
//    334, then 163 + 8 + 180 in 334, as measured on iOS and reported). The tracks line up
//    in W by the grid's `alignment`.
//
// Cells: children fill the tracks in order, a line (row of a `LazyVGrid`) at a time. Each is
// proposed its track's length across and nil along the axis (like a lazy stack, a grid never
// shares out its length); a line is as long as its longest cell; lines are `spacing` apart
// (8 by default). A cell sits in its track × line box by its `GridItem`'s alignment (centred
// by default). Along the axis the grid is as long as its lines and their gaps.
//
// Removal: a child being removed takes no place in a track from the change on, as in a stack;
// it plays its removal transition in the frame it last had (`ItemNode.place`).
// What it refuses to do: laziness (every cell is built every pass), pinned section views, and
// grid-wide alignment by explicit guides (custom or baseline guides line tracks up centred).

import Foundation

/// A track of a lazy grid: a column of a `LazyVGrid`, a row of a `LazyHGrid`.
public struct GridItem: Hashable, Sendable {
  /// How long a track is across the grid.
  public enum Size: Hashable, Sendable {
    /// Exactly this long, in points.
    case fixed(CGFloat)
    /// A share of the space left by the fixed tracks, clamped to `minimum…maximum` (points).
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many sub-tracks of at least `minimum` points as fit in this track's share, each at
    /// most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The gap after this track, before the next one, in points; `nil`: 8.
  public var spacing: CGFloat?
  /// Where a cell sits in its box; `nil`: centred.
  public var alignment: Alignment?

  /// - Parameters:
  ///   - size: how long the track is; default `.flexible()` (at least 10 points).
  ///   - spacing: the gap to the next track in points; default `nil` (8).
  ///   - alignment: where cells sit in the track; default `nil` (`.center`).
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that grows down: children fill `columns` left to right, a row at a time.
///
/// Column widths follow SwiftUI's sizing (see `LazyGrid.swift`); the grid is as wide as its
/// columns (with flexible or adaptive columns, usually the width offered) and as tall as its
/// rows.
public struct LazyVGrid<Content: View>: PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - columns: the grid's columns, leading to trailing.
  ///   - alignment: how the columns line up in the grid's width when they do not fill it;
  ///     default `.center`.
  ///   - spacing: the gap between rows in points; `nil` (default) uses 8.
  ///   - pinnedViews: section views to pin while scrolling; accepted and ignored.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    LazyGridNode(
      identity: identity, items: resolver.items(of: content, identity), axis: .vertical, tracks: columns,
      alignment: alignment.kind, spacing: spacing)
  }
}

/// A grid that grows to the trailing side: children fill `rows` top to bottom, a column at a
/// time.
///
/// Row heights follow SwiftUI's sizing (see `LazyGrid.swift`); the grid is as tall as its rows
/// (with flexible or adaptive rows, usually the height offered) and as wide as its columns.
public struct LazyHGrid<Content: View>: PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - rows: the grid's rows, top to bottom.
  ///   - alignment: how the rows line up in the grid's height when they do not fill it;
  ///     default `.center`.
  ///   - spacing: the gap between columns in points; `nil` (default) uses 8.
  ///   - pinnedViews: section views to pin while scrolling; accepted and ignored.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    LazyGridNode(
      identity: identity, items: resolver.items(of: content, identity), axis: .horizontal, tracks: rows,
      alignment: alignment.kind, spacing: spacing)
  }
}

/// The default gap between grid tracks and between grid lines, in points.
private let defaultGridSpacing: CGFloat = 8

/// A track as laid out: where it starts across the grid (from the first track's start), its
/// length, and how its cells sit.
struct GridTrack: Equatable {
  var start: CGFloat
  var length: CGFloat
  var alignment: Alignment
}

/// The tracks of `items` in `available` points across (nil: no proposal), steps 1–3 of
/// `LazyGrid.swift`'s note, in order.
func gridTracks(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
  guard !items.isEmpty else { return [] }
  let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? defaultGridSpacing) }
  let fixed = items.reduce(0) { total, item in
    if case .fixed(let length) = item.size { return total + max(length, 0) }
    return total
  }
  var left = (available.map { $0.isFinite ? $0 : nil } ?? nil).map { $0 - gaps - fixed }
  var sharesLeft = items.filter { if case .fixed = $0.size { false } else { true } }.count

  var tracks: [GridTrack] = []
  var start: CGFloat = 0
  for item in items {
    let spacing = item.spacing ?? defaultGridSpacing
    let alignment = item.alignment ?? .center
    switch item.size {
    case .fixed(let length):
      tracks.append(GridTrack(start: start, length: max(length, 0), alignment: alignment))
      start += max(length, 0) + spacing
    case .flexible(let minimum, let maximum):
      let length = left.map { min(max($0 / CGFloat(sharesLeft), minimum), maximum) } ?? minimum
      left = left.map { $0 - length }
      sharesLeft -= 1
      tracks.append(GridTrack(start: start, length: length, alignment: alignment))
      start += length + spacing
    case .adaptive(let minimum, let maximum):
      let share = left.map { max($0 / CGFloat(sharesLeft), 0) } ?? minimum
      left = left.map { $0 - share }
      sharesLeft -= 1
      let count = max(1, ((share + spacing) / (minimum + spacing)).rounded(.down))
      let length = min((share - (count - 1) * spacing) / count, maximum)
      for _ in 0..<Int(count) {
        tracks.append(GridTrack(start: start, length: length, alignment: alignment))
        start += length + spacing
      }
      // An adaptive track clamped below its share leaves the rest of the share empty.
      start += share - (count * length + (count - 1) * spacing)
    }
  }
  return tracks
}

/// A `LazyVGrid` or a `LazyHGrid`: cells in tracks across `axis`, lines along it.
final class LazyGridNode: Node {
  let items: [ItemNode]
  /// The direction the grid grows: `.vertical` for a `LazyVGrid`.
  let axis: Axis
  let tracks: [GridItem]
  /// How the tracks line up across the grid.
  let alignment: GuideKind
  /// The gap between lines in points; `nil`: 8.
  let spacing: CGFloat?

  init(identity: ViewIdentity, items: [ItemNode], axis: Axis, tracks: [GridItem], alignment: GuideKind, spacing: CGFloat?) {
    self.items = items
    self.axis = axis
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
    super.init(identity: identity)
  }

  /// One cell as laid out, relative to the grid's origin.
  private struct Cell {
    let index: Int
    let origin: CGPoint
    let size: CGSize
    let proposal: ProposedViewSize
  }

  /// The layout for a proposal: the grid's size and its cells.
  private struct Solution {
    var size = CGSize.zero
    var cells: [Cell] = []
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    solve(proposal, pass).size
  }

  /// How far `tracks` reach across, from the first one's start to the last one's end.
  private static func extent(of tracks: [GridTrack]) -> CGFloat {
    tracks.last.map { $0.start + $0.length } ?? 0
  }

  /// Cells are placed where `solve` put them, in drawing order; items being removed are placed
  /// where they last were (`placeItems`).
  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let across = axis.other.length(of: proposal) ?? axis.other.length(of: size)
    let cells = solve(axis.proposal(major: nil, minor: across), pass, width: axis.other.length(of: size)).cells
    let frames = Dictionary(uniqueKeysWithValues: cells.map { ($0.index, ($0.origin, $0.size, $0.proposal)) })
    placeItems(items, at: origin, frames: frames, pass)
  }

  /// Lays the cells out for `proposal`; `width` is the grid's own length across when it is
  /// already known (placing), for lining the tracks up in it.
  private func solve(_ proposal: ProposedViewSize, _ pass: Pass, width: CGFloat? = nil) -> Solution {
    let across = axis.other.length(of: proposal).flatMap { $0.isFinite ? $0 : nil }
    // Step 4: the grid's own length across from a first round, the tracks from a second.
    let thickness = width ?? Self.extent(of: gridTracks(tracks, available: across))
    let laidOut = gridTracks(tracks, available: thickness)
    guard !laidOut.isEmpty else { return Solution() }
    let extent = Self.extent(of: laidOut)
    let fraction: CGFloat = if case .fraction(let f) = alignment { f } else { 0.5 }
    let inset = (thickness - extent) * fraction

    let members = items.indices.filter { items[$0].phase != .removing }
    let gap = spacing ?? defaultGridSpacing
    var solution = Solution()
    var lineStart: CGFloat = 0
    var lineStartIndex = 0
    while lineStartIndex < members.count {
      let line = members[lineStartIndex..<min(lineStartIndex + laidOut.count, members.count)]
      let proposals = laidOut.map { axis.proposal(major: nil, minor: $0.length) }
      let sizes = zip(line, proposals).map { items[$0].sizeThatFits($1, pass) }
      let lineLength = sizes.map { axis.length(of: $0) }.max() ?? 0
      for (k, index) in line.enumerated() {
        let track = laidOut[k]
        let box = axis.size(major: lineLength, minor: track.length)
        let offset = track.alignment.offset(of: items[index], size: sizes[k], proposal: proposals[k], in: box, pass)
        let boxOrigin = axis.point(major: lineStart, minor: inset + track.start)
        solution.cells.append(Cell(
          index: index, origin: CGPoint(x: boxOrigin.x + offset.x, y: boxOrigin.y + offset.y), size: sizes[k],
          proposal: proposals[k]))
      }
      lineStart += lineLength + gap
      lineStartIndex += laidOut.count
    }
    let length = members.isEmpty ? 0 : lineStart - gap
    solution.size = axis.size(major: length, minor: thickness)
    return solution
  }
}
