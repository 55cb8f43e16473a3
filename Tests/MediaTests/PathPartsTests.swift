import Media
import Testing

/// Paths split exactly as typed, one-character names included (Foundation's NSString
/// methods trap on those on Linux).
@Suite struct PathPartsTests {
  @Test(arguments: [
    ("g", ".", "g"), ("g/", ".", "g"), ("ab", ".", "ab"), ("a/b", "a", "b"), ("a/b/", "a", "b"),
    ("./x", ".", "x"), ("/x", "/", "x"), ("/", "/", ""), ("x/y/z.png", "x/y", "z.png"), ("é/ü", "é", "ü"),
  ])
  func splitsAtTheLastSlash(path: String, directory: String, name: String) {
    let parts = PathParts(path)
    #expect(parts.directory == directory && parts.name == name, "\(path) → \(parts)")
  }

  @Test func theStemDropsOnlyTheLastExtension() {
    #expect(PathParts("dir/Fixed.swift").stem == "Fixed")
    #expect(PathParts("a.b.c").stem == "a.b")
    #expect(PathParts(".hidden").stem == ".hidden")
  }
}
