// The compiler plugin behind `#Preview` and `@Previewable`: it expands every use to nothing.
//
// Why a plugin at all: a macro must name an implementation, and an expansion that cannot be
// found is an error at every use. Why no swift-syntax: the toolchain's own copy is not
// importable by a package, and Flipbook fetches nothing. The plugin speaks the compiler's
// plugin protocol directly; it needs no syntax tree, because its answer never depends on
// the source. The compiler type-checks a macro's arguments before it asks the plugin, so a
// preview's closure is still checked.
//
// The protocol (swift-syntax's `CompilerPluginMessageHandling`): over stdin and stdout, each
// message is a little-endian 64-bit byte count followed by that many bytes of JSON, one
// object with one key naming the message. The compiler first asks `getCapability`; every
// other request here is an expansion, answered with an empty `expandMacroResult`.
//
// What it refuses: previews are not collected or rendered. Diagnostics are never produced;
// the compiler reports everything wrong with a preview before the plugin is asked.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugin protocol version answered to `getCapability`: 7, the one whose messages this
/// plugin sends (an `expandMacroResult` for every role).
let protocolVersion = 7

/// Reads exactly `count` bytes from standard input; `nil` once the compiler has closed it.
func readBytes(_ count: Int) -> [UInt8]? {
  var buffer = [UInt8](repeating: 0, count: count)
  var filled = 0
  while filled < count {
    let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { return nil }
    filled += n
  }
  return buffer
}

/// Writes all of `bytes` to standard output.
func writeBytes(_ bytes: [UInt8]) {
  var written = 0
  while written < bytes.count {
    let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, bytes.count - written) }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { exit(1) }
    written += n
  }
}

/// Sends one JSON message, framed by its length.
func send(_ json: String) {
  let body = Array(json.utf8)
  let length = UInt64(body.count).littleEndian
  writeBytes(withUnsafeBytes(of: length) { Array($0) } + body)
}

while let header = readBytes(8) {
  let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  guard let message = readBytes(Int(length)) else { break }
  if message.starts(with: Array(#"{"getCapability""#.utf8)) {
    send(#"{"getCapabilityResult":{"capability":{"protocolVersion":\#(protocolVersion)}}}"#)
  } else {
    send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  }
}
