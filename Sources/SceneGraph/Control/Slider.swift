import Foundation
import Geometry

/// A control that picks a value from a range by dragging a thumb: SwiftUI's `Slider`.
///
/// It is as wide as it is offered and 28 pt tall: a 4-pt track across the whole width,
/// filled with the tint up to the thumb and `systemFill` after it, and a 28-pt white thumb
/// whose centre runs from 14 pt to `width − 14` pt as the value runs through the range. A
/// touch that goes down on the thumb drags it: the value follows the finger's horizontal
/// travel (the thumb moves with the finger, whatever the finger does vertically), clamped to
/// the range and rounded to `step` when one is given. As on iOS, a touch on the track away
/// from the thumb does nothing. `onEditingChanged` hears true when a drag starts and false
/// when it ends. Inside `.disabled(true)` it takes no touches and dims. End labels
/// (`minimumValueLabel:maximumValueLabel:`) sit before and after the track, 8 pt away.
///
/// Metrics: `UISlider`'s thumb is 28 pt; the 4-pt track and the shadow are approximations of
/// iOS 17, which documents neither.
public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void
  let label: Label
  /// The views before and after the track, if any.
  let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

  public var body: some View {
    EnvironmentReader { env in
      HStack {
        if let valueLabels { valueLabels.minimum }
        SliderTrack(
          value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
          tint: env.controlTint, isEnabled: env.isEnabled)
        if let valueLabels { valueLabels.maximum }
      }
    }
  }
}

extension Slider {
  /// A slider with the range's end labels before and after the track (`minimumValueLabel` on
  /// the leading side).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
      valueLabels: (minimumValueLabel(), maximumValueLabel()))
  }

  /// A stepped slider with the range's end labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
      valueLabels: (minimumValueLabel(), maximumValueLabel()))
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds` (default 0…1).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView())
  }

  /// A slider over `bounds` whose value moves in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: EmptyView())
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (iOS does not draw it; accessibility reads it).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label())
  }

  /// A stepped slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label())
  }
}

extension Slider {
  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void, label: Label,
    valueLabels: (minimum: ValueLabel, maximum: ValueLabel)? = nil
  ) {
    self.valueLabels = valueLabels
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    self.onEditingChanged = onEditingChanged
    self.label = label
  }
}

/// The track and thumb, and the drag that moves the thumb.
struct SliderTrack: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void
  let tint: Color
  let isEnabled: Bool
  /// The value when the finger went down on the thumb, while it is down.
  @State private var dragStart: Double?

  static let thumb: CGFloat = 28
  static let trackHeight: CGFloat = 4

  /// Where in the range `value` lies, 0…1.
  private var fraction: Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return 0 }
    return min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1)
  }

  /// The value a drag that started at `start` reaches after `dx` points along a track whose
  /// thumb travels `travel` points.
  func value(from start: Double, movedBy dx: CGFloat, travel: CGFloat) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    var v = start + (travel > 0 ? Double(dx / travel) * span : 0)
    if let step { v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step }
    return min(max(v, bounds.lowerBound), bounds.upperBound)
  }

  var body: some View {
    GeometryReader { proxy in
      let travel = max(proxy.size.width - Self.thumb, 0)
      let x = Self.thumb / 2 + travel * fraction
      ZStack(alignment: .leading) {
        Capsule().fill(Color(.systemFill)).frame(height: Self.trackHeight)
        Capsule().fill(tint).frame(width: x, height: Self.trackHeight)
        thumb(travel: travel).offset(x: x - Self.thumb / 2)
      }
      .frame(width: proxy.size.width, height: Self.thumb)
    }
    .frame(height: Self.thumb)
    .opacity(isEnabled ? 1 : 0.5)
  }

  @ViewBuilder private func thumb(travel: CGFloat) -> some View {
    let knob = Circle()
      .fill(Color.white)
      .frame(width: Self.thumb, height: Self.thumb)
      .shadow(color: .black.opacity(0.2), radius: 3, y: 2)
    if isEnabled {
      knob.gesture(
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
          .onChanged { drag in
            let start = dragStart ?? value.wrappedValue
            if dragStart == nil {
              dragStart = start
              onEditingChanged(true)
            }
            value.wrappedValue = value(from: start, movedBy: drag.translation.width, travel: travel)
          }
          .onEnded { _ in
            dragStart = nil
            onEditingChanged(false)
          })
    } else {
      knob
    }
  }
}
