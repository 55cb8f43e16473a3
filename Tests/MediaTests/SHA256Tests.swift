import Media
import Testing

/// SHA-256 against the example digests of FIPS 180-4 (and NIST's CSRC examples): the empty
/// message, "abc" (one block), the 448-bit two-block message, and a million 'a's.
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
}
