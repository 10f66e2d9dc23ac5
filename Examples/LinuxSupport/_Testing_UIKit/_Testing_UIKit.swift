// This module is empty on purpose.
//
// The Swift toolchain ships `Testing.swiftcrossimport/UIKit.swiftoverlay`, which tells the compiler to
// import `_Testing_UIKit` into every file that imports both `Testing` and `UIKit`. On Apple platforms the
// toolchain provides that overlay module. On Linux it does not, so without this target a test file that
// imports the UIKit stand-in next to Testing fails with "no such module '_Testing_UIKit'". Test targets
// that import UIKit must depend on this target so the module is built before them.
