import Foundation

// What: containers every settings and detail screen uses — `DisclosureGroup`, `GroupBox`,
// `ContentUnavailableView` — in iOS 17's look (our reading of screenshots; Apple documents
// none of these metrics).
//
// - `DisclosureGroup`: the label, then a chevron at the trailing edge in the tint that turns
//   from pointing right to pointing down; a tap anywhere on the label row toggles the group
//   inside `withAnimation` (the chevron turns and the content is inserted with the default
//   transition, fading in, as SwiftUI animates it), the content 8 pt below the label.
// - `GroupBox`: a `secondarySystemBackground` card with 8-pt corners and 16-pt insets; its
//   label in the headline font, 8 pt above the content.
// - `ContentUnavailableView`: centred, a 48-pt symbol in the secondary colour above a bold
//   title-2 title and a callout description in the secondary colour, 8 pt apart, and its
//   actions 16 pt below.

/// A label that shows or hides its content when tapped: SwiftUI's `DisclosureGroup`.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let isExpanded: Binding<Bool>?
  let label: Label
  let content: Content
  @State private var expandedHere = false

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    isExpanded = nil
    self.content = content()
    self.label = label()
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = isExpanded
    self.content = content()
    self.label = label()
  }

  private var expanded: Bool { isExpanded?.wrappedValue ?? expandedHere }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        label
        Spacer(minLength: 8)
        Image(systemName: "chevron.right")
          .font(.system(size: 13, weight: .semibold))
          .foregroundStyle(.tint)
          .rotationEffect(.degrees(expanded ? 90 : 0))
      }
      .contentShape(Rectangle())
      .onTapGesture {
        withAnimation {
          if let isExpanded { isExpanded.wrappedValue.toggle() } else { expandedHere.toggle() }
        }
      }
      if expanded {
        content
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(label) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }

  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

/// A card grouping related content under an optional label: SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(Color(UIColor.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

/// What a screen shows when it has nothing to show: SwiftUI's `ContentUnavailableView`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label
          .labelStyle(UnavailableLabelStyle())
        description
          .font(.callout)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// A label as `ContentUnavailableView` draws it: the icon large above the title.
private struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
    }
  }
}

extension ContentUnavailableView where Label == SceneGraph.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { SceneGraph.Label(title, systemImage: name) }, description: { description })
  }

  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { SceneGraph.Label(titleKey, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView where Label == SceneGraph.Label<Text, Image>, Description == Text, Actions == EmptyView {
  /// The search screen's "No Results" view.
  public static var search: ContentUnavailableView<SceneGraph.Label<Text, Image>, Text, EmptyView> {
    ContentUnavailableView(
      label: { SceneGraph.Label("No Results", systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") })
  }

  /// "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView<SceneGraph.Label<Text, Image>, Text, EmptyView> {
    ContentUnavailableView(
      label: { SceneGraph.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") })
  }
}
