// Where an assertion was called, and how its failures reach the test framework running it.
//
// What: every assertion of FlipbookTesting takes the caller's `#fileID`, `#filePath`, `#line`
// and `#column` as defaulted arguments (plain literals, so a caller needs neither Swift
// Testing's macros nor an import of it) and reports a failure to whichever framework runs the
// test: an issue at that place under Swift Testing, `XCTFail` at that file and line under
// XCTest. The file's path also locates the package whose `Golden/` folder holds the goldens.
// Why: Swift Testing's `Issue.record` outside a Swift Testing test is dropped silently, so an
// XCTest suite calling an assertion that only recorded issues would pass whatever it found.

import Testing
import XCTest

/// The place in a test file an assertion was called from.
public struct CallSite: Sendable {
  public let fileID: StaticString
  public let filePath: StaticString
  public let line: UInt
  public let column: UInt

  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The place this is called from.
  static func here(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> CallSite {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The test file's path, from which the package's goldens are found.
  var path: String { filePath.description }

  /// Reports `message` as a failure of the running test: a Swift Testing issue at this place,
  /// or an XCTest failure at this file and line.
  func fail(_ message: String) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID.description, filePath: filePath.description, line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
