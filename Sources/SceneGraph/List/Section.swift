import Foundation

/// A group of rows with an optional header and footer: SwiftUI's `Section`.
///
/// In a `List` or a `Form` it is one card (one band, in the plain styles) of rows, under its
/// header and over its footer (see `List/SectionNode.swift`). Anywhere else it is its header,
/// its content's views and its footer in sequence, so a stack lays them out one after the
/// other; alone, they stand in a leading-aligned column.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView, ViewList {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer given as views (the pre-iOS 15 spelling).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  package func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    if ListContentCollection.keepsSections {
      list.append((self, identity))
      return
    }
    Resolver.collect(header, identity.appending(.property("header")), into: &list)
    Resolver.collect(content, identity.appending(.content), into: &list)
    Resolver.collect(footer, identity.appending(.property("footer")), into: &list)
  }

  package func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    guard let look = resolver.environment.enclosingListLook else {
      return makeLinearStack(_SectionParts(section: self), axis: .vertical, alignment: .fraction(0), spacing: nil, &resolver, identity)
    }
    return SectionNode.make(
      header: header is EmptyView ? nil : header, content: content, footer: footer is EmptyView ? nil : footer,
      look: look, &resolver, identity)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows alone.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header given as a view (the pre-iOS 15 spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer given as a view (the pre-iOS 15 spelling).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section whose header is the text `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section whose header is `title` verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }

  /// A collapsible section (iOS 17). Flipbook draws it expanded whatever `isExpanded` holds,
  /// and its header has no disclosure chevron.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

/// A section's header, content and footer as one list of views, for a section outside lists.
struct _SectionParts<Parent: View, Content: View, Footer: View>: PrimitiveView, ViewList {
  let section: Section<Parent, Content, Footer>

  func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    ListContentCollection.$keepsSections.withValue(false) { section.collectItems(into: &list, identity) }
  }

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}

/// How a list's content is flattened into its entries.
enum ListContentCollection {
  /// While true, a `Section` met when flattening a list's content is one entry rather than
  /// its header, rows and footer. Only a list sets it, around flattening its own content.
  @TaskLocal static var keepsSections = false
}

/// Views already flattened, with their identities: a container's items worked out by hand.
struct _PreCollectedViews: PrimitiveView, ViewList {
  let items: [(view: any View, identity: ViewIdentity)]

  func collectItems(into list: inout [(view: any View, identity: ViewIdentity)], _ identity: ViewIdentity) {
    list.append(contentsOf: items)
  }

  func makeNode(_ resolver: inout Resolver, _ identity: ViewIdentity) -> Node {
    groupNode(identity: identity, items: resolver.items(of: self, identity))
  }
}
