#if canImport(Glibc)
import Glibc
#endif

extension PNGCodec {
  /// The width and height a PNG file declares in its header, read without decoding: the
  /// first 24 bytes (signature, IHDR length and type, width, height); `nil` when the file
  /// cannot be opened or does not start like a PNG (decoding it then reports why).
  ///
  /// Lets a reader of many files budget memory before it decodes any of them.
  public static func declaredSize(ofFile path: String) -> (width: Int, height: Int)? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var header = [UInt8](repeating: 0, count: 24)
    let count = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 24, 0) }
    guard count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else { return nil }
    let be = { (i: Int) in header[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (be(16), be(20))
  }
}
