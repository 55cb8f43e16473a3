import Foundation
import RenderCLI

do {
  try RenderCLI.run(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
  exit(error.code.rawValue)
}
