// For playground files only: Xcode's playground template begins with `import UIKit`, and a
// SwiftUI page often keeps it beside `import SwiftUI`. Flipbook has no UIKit; this module
// stands in for it with the UIKit names Flipbook does have (`UIColor`, `UIHostingController`),
// all of which come with Flipbook. It is part of the FlipbookPlayground library only, never of
// the products a package depends on.
@_exported import Flipbook
