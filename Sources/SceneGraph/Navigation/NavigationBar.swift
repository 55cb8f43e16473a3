import Drawing
import Foundation

// The bars a navigation stack draws on a device: the status bar and the navigation bar, with
// iOS's metrics (docs/SEMANTICS.md §15). Both are ordinary views the stack resolves in each
// pass, so their texts and buttons are drawn, hit-tested and tapped like any other.

/// The navigation bar's metrics on an iPhone in portrait, in points.
///
/// UIKit documents none of these numbers; they are what `UINavigationBar` measures on every
/// iPhone since iOS 11 (and what Apple's design resources draw): a 44-pt bar, a 52-pt
/// large-title area under it (the bar with a large title is 96 pt), the large title in the
/// `.largeTitle` style (34 pt bold), the inline title in `.headline` (17 pt semibold), bar
/// buttons in `.body` (17 pt regular). The content's layout margins are 16 pt, 20 pt on the
/// widest phones (414 pt and more). The back chevron stands 8 pt from the leading edge, 6 pt
/// before the previous screen's title.
enum NavigationBarMetrics {
  static let barHeight: CGFloat = 44
  static let largeTitleHeight: CGFloat = 52
  static let largeTitleSize: CGFloat = 34
  static let inlineTitleSize: CGFloat = 17
  static let itemSize: CGFloat = 17
  /// The back chevron's glyph size (a choice: the system's back indicator is a custom image
  /// about 21 pt tall; the 20-pt semibold `chevron.left` is as tall).
  static let chevronSize: CGFloat = 20
  static let chevronLeading: CGFloat = 8
  static let chevronSpacing: CGFloat = 6
  /// Space between bar items.
  static let itemSpacing: CGFloat = 16
  /// The large title's distance from the bottom of its area to the bottom of its line.
  static let largeTitleBottom: CGFloat = 8
  /// The longest previous title the back button shows; a longer one shows "Back" (UIKit
  /// measures the room it has; Flipbook counts characters).
  static let longestBackTitle = 12

  static func margin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

  /// Over how many points of scrolling the bar's background fades in as content passes
  /// under it (UIKit switches from its scroll-edge appearance with a short fade; a choice).
  static let backgroundFadeDistance: CGFloat = 8
  /// The bar's background once content is under it: UIKit's default bar appearance, a
  /// translucent light (dark) grey over the content, with a hairline shadow of 0.3 black
  /// (white 0.15 in dark) one pixel high.
  static func background(_ scheme: ColorScheme) -> RGBAColor {
    scheme == .dark ? RGBAColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.94) : RGBAColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
  }
  static func hairline(_ scheme: ColorScheme) -> RGBAColor {
    scheme == .dark ? RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.15) : RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)
  }
}

// MARK: Toolbar items

/// Collects the items of a `.toolbar` content while the bar is built.
final class ToolbarCollector: @unchecked Sendable {
  var items: [(placement: ToolbarItemPlacement, view: AnyView)] = []
}

private struct ToolbarCollectorKey: EnvironmentKey {
  static let defaultValue: ToolbarCollector? = nil
}

extension EnvironmentValues {
  var toolbarCollector: ToolbarCollector? {
    get { self[ToolbarCollectorKey.self] }
    set { self[ToolbarCollectorKey.self] = newValue }
  }
}

/// Where a bar item goes.
enum ToolbarSlot {
  case leading, principal, trailing

  /// The slot of the navigation bar a placement puts an item in; `nil` for the bars Flipbook
  /// does not draw (the bottom bar, the keyboard's, the status placement).
  init?(_ placement: ToolbarItemPlacement) {
    switch placement {
    case .topBarLeading, .navigationBarLeading, .navigation, .cancellationAction: self = .leading
    case .principal: self = .principal
    case .bottomBar, .keyboard, .status: return nil
    default: self = .trailing
    }
  }
}

// MARK: The navigation bar

/// The items of one screen's navigation bar: back button, leading and trailing items, the
/// inline title (or principal item) and the large title, laid out in the bar's frame (the
/// status bar's height, then the 44-pt bar, then the large title's area).
struct NavigationBarItems: View {
  let width: CGFloat
  let statusHeight: CGFloat
  /// The large title's area now (0 for an inline title).
  let largeArea: CGFloat
  let isLarge: Bool
  let title: Text?
  let inlineTitleOpacity: Double
  /// The back button's title, `nil` for none.
  let backTitle: String?
  let back: () -> Void
  let leading: [AnyView]
  let principal: AnyView?
  let trailing: [AnyView]

  var body: some View {
    let margin = NavigationBarMetrics.margin(width: width)
    VStack(alignment: .leading, spacing: 0) {
      Color.clear.frame(width: width, height: statusHeight)
      ZStack {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
          if let backTitle {
            Button(action: back) {
              HStack(spacing: NavigationBarMetrics.chevronSpacing) {
                Image(systemName: "chevron.left")
                  .font(.system(size: NavigationBarMetrics.chevronSize, weight: .semibold))
                Text(backTitle)
              }
            }
            .padding(.leading, NavigationBarMetrics.chevronLeading - NavigationBarMetrics.itemSpacing)
          }
          ForEach(leading.indices, id: \.self) { leading[$0] }
          Spacer(minLength: 0)
          ForEach(trailing.indices, id: \.self) { trailing[$0] }
        }
        .padding(.horizontal, margin)
        .frame(width: width, height: NavigationBarMetrics.barHeight)
        if let principal {
          principal
        } else if let title {
          title.font(.system(size: NavigationBarMetrics.inlineTitleSize, weight: .semibold)).lineLimit(1)
            .opacity(inlineTitleOpacity)
        }
      }
      .font(.system(size: NavigationBarMetrics.itemSize))
      .frame(width: width, height: NavigationBarMetrics.barHeight)
      if isLarge, let title {
        title.font(.system(size: NavigationBarMetrics.largeTitleSize, weight: .bold)).lineLimit(1)
          .padding(.leading, margin)
          .padding(.bottom, NavigationBarMetrics.largeTitleBottom)
          .frame(width: width, height: largeArea, alignment: .bottomLeading)
          .clipped()
      }
    }
    .frame(width: width, alignment: .topLeading)
  }
}

// MARK: The status bar

/// The status bar, drawn simply: the time, cellular bars and the battery, in the label
/// colour, in the ears either side of the Dynamic Island (or the notch).
///
/// The time is Apple's 9:41 in 17-pt semibold. The items are centred on the island's ears:
/// the island is 126 pt wide, so each ear is (width − 126) / 2; vertically they sit at 44 %
/// of the top inset (27 pt on a 62-pt inset; on a 20-pt status bar, its middle). These
/// positions are measured from screenshots, not published.
struct StatusBarItems: View {
  let width: CGFloat
  let height: CGFloat

  static let islandWidth: CGFloat = 126

  var body: some View {
    let ear = max(0, (width - Self.islandWidth) / 2)
    let centre = height <= 20 ? height / 2 : (height * 0.44).rounded()
    let row: CGFloat = 22
    VStack(spacing: 0) {
      Color.clear.frame(width: width, height: max(0, centre - row / 2))
      HStack(spacing: 0) {
        Text("9:41").font(.system(size: 17, weight: .semibold)).monospacedDigit()
          .frame(width: ear, height: row)
        Spacer(minLength: 0)
        HStack(spacing: 7) {
          CellularBars().frame(width: 18, height: 11)
          Battery().frame(width: 27, height: 13)
        }
        .frame(width: ear, height: row)
      }
      .frame(width: width, height: row)
    }
    .frame(width: width, height: height, alignment: .top)
  }

  /// Four bars of 3 × 4, 6, 8 and 11 pt, 2 pt apart, bottom-aligned.
  private struct CellularBars: View {
    var body: some View {
      HStack(alignment: .bottom, spacing: 2) {
        ForEach([4.0, 6.0, 8.0, 11.0], id: \.self) { h in
          RoundedRectangle(cornerRadius: 1).frame(width: 3, height: h)
        }
      }
    }
  }

  /// A 25 × 13 outline at 35 % opacity with a 2-pt nub, filled to the full.
  private struct Battery: View {
    var body: some View {
      HStack(spacing: 1) {
        ZStack {
          RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 1).opacity(0.35)
          RoundedRectangle(cornerRadius: 2.5).padding(2)
        }
        .frame(width: 24, height: 13)
        RoundedRectangle(cornerRadius: 1).frame(width: 1.5, height: 4).opacity(0.4)
      }
    }
  }
}
