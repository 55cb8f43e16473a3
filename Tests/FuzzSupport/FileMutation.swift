/// A way to damage a whole file of one format (`PNGMutation`, `VideoMutation`).
public protocol FileMutation: CaseIterable, Sendable {
  func apply(to file: [UInt8], using generator: inout SplitMix64) -> [UInt8]
}

extension FileMutation {
  /// `file` damaged by one to three mutations picked by `generator`, and which they were.
  public static func mutate(_ file: [UInt8], using generator: inout SplitMix64) -> (bytes: [UInt8], applied: [Self]) {
    var bytes = file
    var applied: [Self] = []
    for _ in 0..<(1 + generator.below(3)) {
      let mutation = generator.pick(allCases)
      applied.append(mutation)
      bytes = mutation.apply(to: bytes, using: &generator)
    }
    return (bytes, applied)
  }
}

extension PNGMutation: FileMutation {}
extension VideoMutation: FileMutation {}
