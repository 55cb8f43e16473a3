import Foundation
import Media
import Testing

/// SHA-256 against published known answers and against coreutils' `sha256sum`.
///
/// The known answers: "abc" (one block) and the 448-bit "abcdbcdecdef…nopq" (two blocks once
/// padded) are the examples of FIPS 180-2 Appendix B.1 and B.2, which NIST now publishes
/// beside FIPS 180-4 (CSRC "Examples with Intermediate Values"); a million 'a's is FIPS 180-2
/// Appendix B.3; the empty message is the `Len = 0` entry of NIST's CAVP SHA256ShortMsg file.
/// Each value agrees with coreutils' `sha256sum`.
@Suite struct SHA256Tests {
  @Test func emptyMessage() {
    #expect(sha256Hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func oneBlock() {
    #expect(sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func twoBlocks() {
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(sha256Hex(Array(message.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func aMillionAs() {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(sha256Hex(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func aPlantedOneBitChangeChangesTheDigest() {
    var message = Array("abc".utf8)
    message[1] ^= 1
    #expect(sha256Hex(message) != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  /// Every length from 0 to 200 bytes against `sha256sum`: padding changes shape at 55/56
  /// bytes (the length no longer fits in the block) and at every multiple of 64, where a
  /// textbook implementation most often goes wrong; the four known answers above hit only
  /// lengths 0, 3, 56 and 10⁶. The bytes run through all 256 values, so high bits are covered.
  @Test func everyLengthUpTo200BytesAgreesWithSha256sum() throws {
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let lengths = Array(0...200)
    let messages = lengths.map { n in (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ n &* 7 &+ 0x80) } }
    var paths: [String] = []
    for (n, message) in zip(lengths, messages) {
      let path = scratch.path + "/m\(n)"
      try Data(message).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    // One line per file: 64 hex digits, two spaces, the file name.
    let lines = String(decoding: try ExternalTool.run("sha256sum", paths), as: UTF8.self).split(separator: "\n")
    #expect(lines.count == lengths.count)
    for (line, (n, message)) in zip(lines, zip(lengths, messages)) {
      #expect(line.hasSuffix("/m\(n)"))
      #expect(sha256Hex(message) == String(line.prefix(64)), "length \(n)")
    }
  }
}
