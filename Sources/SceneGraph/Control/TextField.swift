import Foundation

// What: text entry as a screen shows it at rest — `TextField`, `SecureField`, `TextEditor` —
// and the focus API forms are written with (`@FocusState`, `.focused`), so form code compiles
// and draws. There is no keyboard: a script cannot type, and focus is state a program sets
// and reads (it changes nothing drawn; iOS would show a caret and a keyboard).
//
// The looks, iOS 17's (our reading of screenshots; Apple documents none of these metrics):
// - a plain field (the default style outside a `Form`): the text, or the prompt in
//   `placeholderText`, in the environment's font (body: one 22-pt line), as wide as offered;
// - `.textFieldStyle(.roundedBorder)`: the same inset 7 pt across in a 34-pt box on
//   `systemBackground` with a one-pixel `opaqueSeparator` border and 5-pt corners
//   (UITextField's `.roundedRect`);
// - a `SecureField` shows one "•" per character;
// - a `TextEditor` fills its frame and draws its text from the top leading corner, inset 8 pt
//   down and 5 across as UITextView's text container is.
// A vertical field (`TextField(_:text:axis: .vertical)`) wraps its text, up to `lineLimit`.

/// A field of editable text: SwiftUI's `TextField`, drawn as it is at rest.
public struct TextField<Label: View>: View {
  let text: String
  let prompt: Text?
  let label: Label
  let axis: Axis
  let isSecure: Bool

  init(text: String, prompt: Text?, label: Label, axis: Axis = .horizontal, isSecure: Bool = false) {
    self.text = text
    self.prompt = prompt
    self.label = label
    self.axis = axis
    self.isSecure = isSecure
  }

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt, label: label())
  }

  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: axis)
  }

  public var body: some View {
    FieldLook(text: text, prompt: prompt, axis: axis, isSecure: isSecure)
  }
}

extension TextField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(title), label: Text(title))
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), label: Text(titleKey))
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(title), label: Text(title), axis: axis)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), label: Text(titleKey), axis: axis)
  }

  /// A field editing a value through `format` (shown with the value's description).
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, format: some Any, prompt: Text? = nil) {
    self.init(text: "\(value.wrappedValue)", prompt: prompt ?? Text(title), label: Text(title))
  }
}

/// A field whose characters show as dots: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: true)
  }

  public var body: some View { field }
}

extension SecureField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(title), label: Text(title), isSecure: true)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), label: Text(titleKey), isSecure: true)
  }
}

/// A view of long editable text: SwiftUI's `TextEditor`, drawn at rest.
public struct TextEditor: View {
  let text: String

  public init(text: Binding<String>) { self.text = text.wrappedValue }

  public var body: some View {
    Text(text)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// The drawn field: text or prompt, in the field style of the environment.
private struct FieldLook: View {
  let text: String
  let prompt: Text?
  let axis: Axis
  let isSecure: Bool
  @Environment(\.textFieldStyleKind) private var style

  var body: some View {
    let shown = isSecure ? String(repeating: "•", count: text.count) : text
    let content = Group {
      if text.isEmpty, let prompt {
        prompt.foregroundStyle(Color(UIColor.placeholderText))
      } else {
        Text(shown)
      }
    }
    .lineLimit(axis == .vertical ? nil : 1)
    .frame(maxWidth: .infinity, alignment: .leading)
    if style == .roundedBorder {
      content
        .padding(.horizontal, 7)
        .frame(minHeight: 34)
        .background(Color(UIColor.systemBackground), in: RoundedRectangle(cornerRadius: 5))
        .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(UIColor.opaqueSeparator), lineWidth: 1.0 / 3))
    } else {
      content
    }
  }
}

// MARK: Styles and input settings

/// A look of text fields.
public protocol TextFieldStyle {
  var _kind: TextFieldStyleKind { get }
}

public enum TextFieldStyleKind: Hashable, Sendable {
  case automatic, plain, roundedBorder
}

public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .automatic }
}

public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .plain }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.automatic }

extension EnvironmentValues {
  var textFieldStyleKind: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

/// The kinds of keyboard a field asks for (no keyboard is drawn).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a field capitalizes what is typed (nothing is typed here).
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// The kind of content a field holds, for autofill (accepted).
public struct UITextContentType: Hashable, Sendable {
  let rawValue: String
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

extension View {
  /// Draws the text fields in this view with `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.textFieldStyleKind = style._kind })
  }

  /// The keyboard a field asks for (accepted; there is no keyboard).
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// How typed text is capitalized (accepted).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  /// Whether typed text is autocorrected (accepted).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// The return key's label (accepted).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// What runs when the user submits a field (never: nothing is typed).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
  /// The content type for autofill (accepted).
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  /// Whether a scroll dismisses the keyboard (accepted; there is no keyboard).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// What submits a field.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

// MARK: Focus

/// Which field has focus: SwiftUI's `@FocusState`, kept as state a program sets and reads
/// (there is no keyboard to move focus).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicPropertyLink {
  private let state: State<Value>

  public init() where Value == Bool { state = State(wrappedValue: false) }
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding { Binding(value: state.projectedValue) }

  func link(to store: StateStore, key: ViewIdentity, environment: EnvironmentValues) {
    state.link(to: store, key: key, environment: environment)
  }

  /// The focus state's binding, for `.focused(_:)` and `.focused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let value: SceneGraph.Binding<Value>

    public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }

    public var projectedValue: Binding { self }
  }
}

extension View {
  /// Ties this view's focus to `condition` (accepted: focus changes nothing drawn).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  /// Ties this view's focus to `binding` being `value` (accepted).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
