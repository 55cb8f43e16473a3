import Foundation

/// The executables SwiftPM builds beside the test bundle (`render`, `commit-probe`), found
/// from the running test binary upwards.
public enum BuiltExecutable {
  public static func url(named name: String) -> URL {
    let bundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var dir = bundle.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), dir.path != "/" {
      dir = dir.deletingLastPathComponent()
    }
    return dir.appendingPathComponent(name)
  }
}
