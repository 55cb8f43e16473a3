import Foundation
import Geometry

// What: SwiftUI's `Gauge`, in its linear look (the default on iOS) and the circular accessory
// looks. Our reading of iOS 17 screenshots, as Apple documents no metrics: the linear gauge is
// the label, then a 4-pt capsule in `systemFill` filled with the tint up to the value, with the
// minimum and maximum labels at its ends; the circular ones are a 6-pt ring of 44 pt, open at
// the bottom (`.accessoryCircular`, a 270° arc) or closed (`.accessoryCircularCapacity`),
// with the current value's label in the middle.

/// A value shown within a range: SwiftUI's `Gauge`.
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: MinimumValueLabel?
  let maximumValueLabel: MaximumValueLabel?
  @Environment(\.gaugeStyleKind) private var style

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
    @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  public var body: some View {
    switch style {
    case .linear:
      VStack(alignment: .leading, spacing: 4) {
        label
        HStack(spacing: 6) {
          minimumValueLabel?.font(.caption)
          GeometryReader { proxy in
            ZStack(alignment: .leading) {
              Capsule().fill(Color(UIColor.systemFill))
              Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
            }
          }
          .frame(height: 4)
          maximumValueLabel?.font(.caption)
        }
      }
    case .circular(let closed):
      let sweep = closed ? 1.0 : 0.75
      ZStack {
        Circle().trim(from: 0, to: sweep)
          .stroke(Color(UIColor.systemFill), style: StrokeStyle(lineWidth: 6, lineCap: .round))
        Circle().trim(from: 0, to: sweep * fraction)
          .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
        currentValueLabel?.font(.system(size: 13, weight: .medium))
      }
      .rotationEffect(.degrees(closed ? -90 : 135))
      .frame(width: 44, height: 44)
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

/// A look of gauges.
public protocol GaugeStyle {
  var _kind: GaugeStyleKind { get }
}

public enum GaugeStyleKind: Hashable, Sendable {
  case linear
  case circular(closed: Bool)
}

public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .linear }
}

public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .linear }
}

public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .circular(closed: false) }
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .circular(closed: true) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linear }

extension EnvironmentValues {
  var gaugeStyleKind: GaugeStyleKind {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the gauges in this view with `style`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.gaugeStyleKind = style._kind })
  }
}
