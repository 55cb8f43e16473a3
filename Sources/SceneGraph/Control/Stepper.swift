import Foundation

/// A control that steps a value up and down: SwiftUI's `Stepper`.
///
/// The label sits on the leading side and iOS's stepper on the trailing side, the row as
/// wide as it is offered. The stepper is `UIStepper`'s 94 × 32 pt: a rounded
/// `tertiarySystemFill` box, − on the left half and + on the right, a hairline between them.
/// A tap on a half steps the value by `step`, clamped to the range; a half that cannot move
/// the value further draws its sign in `tertiaryLabel` and takes no taps. A pressed half
/// darkens to `systemFill`. The corner radius (8 pt), the 18-pt divider and the sign's
/// 17-pt medium weight are approximations; Apple documents the size only through
/// `UIStepper`'s intrinsic size.
public struct Stepper<Label: View>: View {
  let label: Label
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?

  /// A stepper that calls `onIncrement` and `onDecrement`; a `nil` action disables its half.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// A stepper that moves `value` by `step` (default 1) within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let current = value.wrappedValue
    self.label = label()
    onIncrement = current < bounds.upperBound
      ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
    onDecrement = current > bounds.lowerBound
      ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
  }

  /// A stepper that moves `value` by `step` (default 1) without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  public var body: some View {
    EnvironmentReader { env in
      HStack {
        if !env.labelsHidden {
          label
          Spacer()
        }
        StepperControl(onIncrement: env.isEnabled ? onIncrement : nil, onDecrement: env.isEnabled ? onDecrement : nil)
      }
    }
  }
}

extension Stepper where Label == Text {
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// The 94 × 32 pt box with its two halves.
struct StepperControl: View {
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?

  static let size = CGSize(width: 94, height: 32)

  var body: some View {
    HStack(spacing: 0) {
      half("minus", onDecrement)
      Color(.separator).frame(width: 1, height: 18)
      half("plus", onIncrement)
    }
    .background(Color(.tertiarySystemFill))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .frame(width: Self.size.width, height: Self.size.height)
  }

  @ViewBuilder private func half(_ symbol: String, _ action: (() -> Void)?) -> some View {
    let sign = Image(systemName: symbol)
      .font(.system(size: 17, weight: .medium))
      .frame(width: (Self.size.width - 1) / 2, height: Self.size.height)
    if let action {
      Button(action: action) { sign.foregroundColor(.primary) }.buttonStyle(StepperHalfLook())
    } else {
      sign.foregroundColor(Color(.tertiaryLabel))
    }
  }
}

/// A stepper half: its whole box takes taps and darkens while pressed.
struct StepperHalfLook: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .background(configuration.isPressed ? Color(.systemFill) : Color.clear)
      .contentShape(Rectangle())
      .animation(configuration.isPressed ? nil : PressedLook.release, value: configuration.isPressed)
  }
}
