import Foundation
import Geometry
import Motion

/// A control that picks one of several tagged options: SwiftUI's `Picker`.
///
/// The options are the views of `content`, each identified by its `.tag(_:)`, or, for the
/// views of a `ForEach`, by the element's id when it is of the selection's type (as SwiftUI
/// tags them implicitly). An option whose tag is not of the selection's type cannot be
/// picked. The look comes from `.pickerStyle(_:)`:
/// - `.segmented`: iOS's segmented control (see ``SegmentedControl``); a tap on a segment
///   selects its option, and the highlight slides there.
/// - `.automatic` and `.menu` (iOS 17's default outside forms): the selected option in the
///   tint with an up-and-down chevron. Flipbook has no menus, so a tap on it does nothing.
/// Other styles (`.wheel`, `.inline`, `.navigationLink`, `.palette`) are not drawn by
/// Flipbook and fall back to the menu look.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    var items: [(view: any View, identity: ViewIdentity)] = []
    Resolver.collect(content, identity.appending(.content), into: &items)
    let options = items.map { item in
      PickerOption(view: IdentifiedView(view: item.view, identity: item.identity), tag: Self.tag(of: item))
    }
    let selected = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
    guard resolver.environment.pickerStyle == .segmented else {
      let menu = MenuPickerLook(selected: selected.map { options[$0].view })
      guard resolver.environment.isInListRow, !resolver.environment.labelsHidden else {
        return resolver.resolve(menu, identity.appending(.body))
      }
      let choice = MenuPickerLook(selected: menu.selected, color: .secondary)
      // In a list row, as in a form: the label leading, the choice in the secondary colour
      // at the trailing edge.
      let row = HStack {
        IdentifiedView(view: label, identity: identity.appending(.property("label")))
        Spacer()
        choice
      }
      return resolver.resolve(row, identity.appending(.body))
    }
    let tags = options.map(\.tag)
    let control = SegmentedControl(
      options: options.map(\.view), selectedIndex: selected, choose: Self.chooser(selection, tags))
    return resolver.resolve(control, identity.appending(.body))
  }

  /// Sets `selection` to the tag of option `index`, when it is a selection value.
  private static func chooser(_ selection: Binding<SelectionValue>, _ tags: [AnyHashable?]) -> (Int) -> Void {
    { index in
      if let value = tags[index]?.base as? SelectionValue { selection.wrappedValue = value }
    }
  }

  private static func tag(of item: (view: any View, identity: ViewIdentity)) -> AnyHashable? {
    selectionTag(of: item, as: SelectionValue.self)
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// One option of a picker: its view (resolved where the picker's content put it, so its state
/// survives a change of look) and its tag.
struct PickerOption {
  let view: IdentifiedView
  let tag: AnyHashable?
}

/// A view resolved at a fixed identity, wherever it is placed.
struct IdentifiedView: PrimitiveView {
  let view: any View
  let identity: ViewIdentity

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    resolver.resolve(view, self.identity)
  }
}

/// iOS's segmented control (`UISegmentedControl`, iOS 13 and later), as wide as it is offered.
///
/// Equal segments in a 32-pt-tall `tertiarySystemFill` box with 9-pt corners; the selected
/// segment is a white card (#636366 in dark mode) inset 2 pt with 7-pt corners and a soft
/// shadow, its title 13-pt semibold, the others 13-pt regular; 1-pt dividers in `separator`
/// sit between segments that are not next to the selection. The card slides and the dividers
/// fade with `.snappy(duration: 0.3)` whatever the transaction, as UIKit animates them.
/// The 32-pt height is `UISegmentedControl`'s intrinsic height; the corner radii, shadow and
/// animation are approximations, Apple documents none.
struct SegmentedControl: View {
  let options: [IdentifiedView]
  let selectedIndex: Int?
  let choose: (Int) -> Void

  static let height: CGFloat = 32
  static let inset: CGFloat = 2
  static let slide = Animation.snappy(duration: 0.3)
  static let cardColor = Color(UIColor((255, 255, 255), (99, 99, 102)))

  var body: some View {
    GeometryReader { proxy in
      let count = max(options.count, 1)
      let width = proxy.size.width / CGFloat(count)
      ZStack(alignment: .topLeading) {
        RoundedRectangle(cornerRadius: 9).fill(Color(.tertiarySystemFill))
        if let selectedIndex {
          RoundedRectangle(cornerRadius: 7)
            .fill(Self.cardColor)
            .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
            .frame(width: max(width - 2 * Self.inset, 0), height: Self.height - 2 * Self.inset)
            .offset(x: width * CGFloat(selectedIndex) + Self.inset, y: Self.inset)
        }
        ForEach(1..<count, id: \.self) { k in
          Color(.separator)
            .frame(width: 1, height: 16)
            .offset(x: width * CGFloat(k) - 0.5, y: (Self.height - 16) / 2)
            .opacity(selectedIndex == k || selectedIndex == k - 1 ? 0 : 1)
        }
        HStack(spacing: 0) {
          ForEach(options.indices, id: \.self) { index in
            options[index]
              .font(.system(size: 13, weight: index == selectedIndex ? .semibold : .regular))
              .lineLimit(1)
              .frame(width: width, height: Self.height)
              .contentShape(Rectangle())
              .onTapGesture { choose(index) }
          }
        }
      }
      .animation(Self.slide, value: selectedIndex)
    }
    .frame(height: Self.height)
  }
}

/// The menu picker's button: the selected option in the tint, then an up-and-down chevron.
struct MenuPickerLook: View {
  let selected: IdentifiedView?
  /// The colour of the choice and chevron when enabled; `nil` for the tint.
  var color: Color? = nil

  var body: some View {
    EnvironmentReader { env in
      HStack(spacing: 4) {
        selected
        UpDownChevron()
          .stroke(style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
          .frame(width: 8, height: 12)
      }
      .foregroundColor(env.isEnabled ? color ?? env.controlTint : Color(.tertiaryLabel))
    }
  }
}

/// Two small chevrons, one pointing up over one pointing down.
struct UpDownChevron: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let (w, h) = (rect.width, rect.height)
    path.addLines([CGPoint(x: 0, y: h * 0.35), CGPoint(x: w / 2, y: 0), CGPoint(x: w, y: h * 0.35)])
    path.addLines([CGPoint(x: 0, y: h * 0.65), CGPoint(x: w / 2, y: h), CGPoint(x: w, y: h * 0.65)])
    return path
  }
}

// MARK: Tags

extension View {
  /// Tags this view with `tag`: what a `Picker` option selects. Changes nothing else.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(value: AnyHashable(tag)))
  }
}

public struct _TagModifier: WrappingModifier {
  let value: AnyHashable

  package func node(wrapping child: Node, _ identity: ViewIdentity) -> Node { child }
}

/// A view that may carry a tag somewhere in its chain of modifiers.
protocol TagReading {
  var tagValue: AnyHashable? { get }
}

/// The tag a picker option or a tab answers to: its explicit `.tag(_:)`, else its `ForEach`
/// id when that is a `Value` (SwiftUI tags `ForEach` content with its ids).
func selectionTag<Value: Hashable>(of item: (view: any View, identity: ViewIdentity), as _: Value.Type) -> AnyHashable? {
  if let tagged = item.view as? any TagReading, let tag = tagged.tagValue { return tag }
  for case .id(let id) in item.identity.components.reversed() where id.value.base is Value {
    return id.value
  }
  return nil
}

extension ModifiedContent: TagReading {
  /// The outermost tag in this chain of modifiers.
  var tagValue: AnyHashable? {
    (modifier as? _TagModifier)?.value ?? (content as? any TagReading)?.tagValue
  }
}

// MARK: Styles

/// The look of a ``Picker``: SwiftUI's picker styles (Flipbook draws `.segmented` and the
/// menu look; see ``Picker``).
public struct PickerStyleKind: Hashable, Sendable {
  let name: String
  static let automatic = PickerStyleKind(name: "automatic")
  static let segmented = PickerStyleKind(name: "segmented")
  static let menu = PickerStyleKind(name: "menu")
  static let wheel = PickerStyleKind(name: "wheel")
  static let inline = PickerStyleKind(name: "inline")
}

/// A style of ``Picker``; Flipbook has the built-in ones only.
public protocol PickerStyle {
  var _kind: PickerStyleKind { get }
}

public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .automatic }
}

public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}

public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}

public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .wheel }
}

public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }

extension EnvironmentValues {
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the pickers in this view with `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.pickerStyle = style._kind })
  }
}
