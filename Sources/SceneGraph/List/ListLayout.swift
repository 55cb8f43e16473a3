import Drawing
import Foundation
import Geometry
import Motion

// What: a list's frame, its scroll view and its column of sections (docs/SEMANTICS.md §13).
//
// A list is a vertical scroll view (`ScrollViewportNode` with a `ScrollOffsetTracker`: the
// same tracking, rubber band and deceleration as `ScrollView`) whose content is the column of
// sections. Like UIKit's table and collection views it reaches under the bars: when its frame
// meets the safe area's edge, its background and its scrolled content extend to the canvas
// edge, and the content is inset by the safe area instead, so it starts below the status bar
// and scrolls up under it.
//
// The column: the top-level entries of the list in order, each a section (a `Section`, however
// wrapped) or a run of loose rows, which make a section of their own without header or footer.
// Between the first section and the top (and the last and the bottom) the grouped styles leave
// half the section spacing more, so the first card sits 35 pt down.
//
// Row animations. iOS hands a list's insertions and removals to UIKit, which fades inserted
// rows in where they land and removed rows out where they were while the other rows slide to
// their new places, in its own timing, whatever the transaction's curve, and ignoring the
// rows' `.transition`s. Flipbook does the same: every change inside a list that animates at
// all animates with `ListLook.rowAnimation`, and rows always fade.

/// How a list animates the changes made inside it (see the file's note).
extension ListLook {
  /// UIKit's row animation: about 0.3 s, ease-in-ease-out (UIKit's default curve; the
  /// duration is UITableView's long-observed row-animation time, an approximation).
  static let rowAnimation = Animation.easeInOut(duration: 0.3)

  /// The animation a change inside a list animates with, for a change that animates with
  /// `animation` outside it.
  static func animation(for animation: Animation?) -> Animation? {
    animation == nil ? nil : rowAnimation
  }
}

/// A list's frame: it sizes like a scroll view, draws the list's background and places the
/// scroll view grown into the safe area it reaches.
final class ListFrameNode: Node {
  let viewport: ScrollViewportNode
  let content: ListContentNode
  /// The list's background, `nil` when `.scrollContentBackground(.hidden)` hid it.
  let background: RGBAColor?

  init(identity: ViewIdentity, viewport: ScrollViewportNode, content: ListContentNode, background: RGBAColor?) {
    self.viewport = viewport
    self.content = content
    self.background = background
    super.init(identity: identity)
  }

  /// The proposal, as a scroll view takes it; the content's length where a dimension is
  /// unspecified.
  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
    let size = content.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil), pass)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    let frame = CGRect(origin: origin, size: size)
    let insets = pass.safeAreaInsets(of: frame, regions: .container)
    let grown = insets.outset(frame)
    content.contentInsets = insets
    pass.record("List", identity, grown)
    if let background {
      pass.draw(.fill(Path(grown), rule: .nonZero, paint: pass.paint(background), transform: pass.transform), bounds: grown)
    }
    pass.withAnimation(ListLook.animation(for: pass.animation)) {
      viewport.place(at: grown.origin, size: grown.size, proposal: ProposedViewSize(grown.size), pass)
    }
  }
}

/// The scrolled column of a list's sections.
final class ListContentNode: Node {
  /// One section of the column: an entry of the list that is a section, or a run of loose
  /// rows (with no item of its own: each row is an entry).
  struct Block {
    let item: ItemNode?
    let section: SectionNode
  }

  let blocks: [Block]
  let look: ListLook
  /// The extra space above the first section and below the last.
  let edgeSpace: CGFloat
  /// The safe-area insets the content keeps clear of, in points; set by the list's frame
  /// before it is laid out.
  var contentInsets = EdgeInsets() {
    didSet { for block in blocks { block.section.safeInsets = (contentInsets.leading, contentInsets.trailing) } }
  }

  init(identity: ViewIdentity, entries: [ItemNode], look: ListLook, environment: EnvironmentValues) {
    var blocks: [Block] = []
    var loose: [ItemNode] = []
    var runs = 0
    // A run is known by its rank among the runs, so its card keeps easing when rows of it come
    // and go, or sections are inserted elsewhere.
    func endRun() {
      guard !loose.isEmpty else { return }
      let run = SectionNode(
        identity: identity.appending(.property("rows")).appending(.index(runs)), header: nil, footer: nil,
        rows: loose, environment: environment, look: look)
      blocks.append(Block(item: nil, section: run))
      loose = []
      runs += 1
    }
    for entry in entries {
      if let section = modifierChain(of: entry).lazy.compactMap({ ($0 as? ListRowNode)?.section }).first {
        endRun()
        blocks.append(Block(item: entry, section: section))
      } else {
        loose.append(entry)
      }
    }
    endRun()
    self.blocks = blocks
    self.look = look
    edgeSpace = look.sectionMargin(spacing: environment.listSectionSpacing)
    super.init(identity: identity)
  }

  /// The block's height in a column `width` points wide; nil when it takes no part in layout.
  private func height(of block: Block, width: CGFloat, _ pass: Pass) -> CGFloat? {
    if let item = block.item {
      guard item.phase != .removing else { return nil }
      return item.sizeThatFits(ProposedViewSize(width: width, height: nil), pass).height
    }
    guard block.section.hasPresentRows else { return 0 }
    return block.section.sizeThatFits(ProposedViewSize(width: width, height: nil), pass).height
  }

  override func sizeThatFits(_ proposal: ProposedViewSize, _ pass: Pass) -> CGSize {
    let width = proposal.width ?? blocks.map { ($0.item ?? $0.section).sizeThatFits(.unspecified, pass).width }.max() ?? 0
    let sections = blocks.compactMap { height(of: $0, width: width, pass) }.reduce(0, +)
    return CGSize(width: width, height: contentInsets.top + 2 * edgeSpace + sections + contentInsets.bottom)
  }

  override func place(at origin: CGPoint, size: CGSize, proposal: ProposedViewSize, _ pass: Pass) {
    var y = origin.y + contentInsets.top + edgeSpace
    for block in blocks {
      let node: Node = block.item ?? block.section
      let height = self.height(of: block, width: size.width, pass)
      // A leaving section is placed where it last was (its item node knows).
      let frame = CGRect(x: origin.x, y: y, width: size.width, height: height ?? 0)
      node.place(at: frame.origin, size: frame.size, proposal: ProposedViewSize(width: size.width, height: nil), pass)
      y += height ?? 0
    }
  }
}
