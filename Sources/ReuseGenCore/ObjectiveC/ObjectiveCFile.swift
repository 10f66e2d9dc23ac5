/// What one `.h` or `.m` file of the module says about reuse (SPEC §10.7): the string constants it declares,
/// the registrations and dequeues its message sends make, and the classes it declares with their
/// superclasses. `ObjectiveCReader` reads it; nothing of the file is ever rewritten.
package struct ObjectiveCFile: Sendable, Equatable {
  /// The file's display path.
  package var path: String
  /// Whether it is a header, whose declarations every file that imports it sees, Swift included.
  package var isHeader: Bool
  /// `NSString *const X = @"…"`, `static NSString *X = @"…"` and `#define X @"…"`, in file order.
  package var constants: [ObjectiveCConstant] = []
  /// The names an `extern NSString *const X;` declares: a constant another file defines, exported.
  package var externNames: [String] = []
  /// The headers it imports or includes, in file order.
  package var imports: [ObjectiveCImport] = []
  /// The message sends that register or dequeue by reuse identifier, in file order.
  package var sites: [ObjectiveCSite] = []
  /// `@interface Sub : Super`, in file order; categories and class extensions declare no class.
  package var classes: [ObjectiveCClass] = []
  /// `+ (NSString *)reuseIdentifier { return @"…"; }` of an `@implementation`, in file order.
  package var classMembers: [ObjectiveCClassMember] = []
  /// `NSString *name = [Cell cellIdentifier];` in a method body: a local whose value is no literal, in
  /// file order (`ObjectiveCLocals.swift`).
  package var locals: [ObjectiveCLocal] = []
  /// Whether it calls `UIApplicationMain(…)`, as a mixed app's `main.m` does: the module is an application.
  package var callsApplicationMain = false
  /// Where a method body reads a view's instance `reuseIdentifier` (`cell.reuseIdentifier`,
  /// `[cell reuseIdentifier]`), which returns the string the view was registered with.
  package var viewIdentifierReads: [SourceLocation] = []
}

/// A header that `#import` or `#include` names: `"OAValueTableViewCell.h"` (quoted) or
/// `<ChatSecureCore/OTRBuddyInfoCell.h>` (angle brackets).
package struct ObjectiveCImport: Sendable, Equatable {
  /// The path as written.
  package var path: String
  /// Whether it is written in quotes, which Xcode looks up among the target's own headers first.
  package var isQuoted: Bool
}

/// A class method that returns a string, as `+ (NSString *)reuseIdentifier { return @"FooCell"; }` or
/// `{ return NSStringFromClass([self class]); }`: what `[Foo reuseIdentifier]` and `Foo.reuseIdentifier` give.
package struct ObjectiveCClassMember: Sendable, Equatable {
  /// The class of the `@implementation` that declares it.
  package var className: String
  /// The method's name.
  package var name: String
  /// What it returns: a literal, a constant's name, `NSStringFromClass` of a class or of `self`.
  package var value: IdentifierExpression
}

/// A string constant declared in Objective-C.
package struct ObjectiveCConstant: Sendable, Equatable {
  /// The constant's name.
  package var name: String
  /// Its value, the contents of its `@"…"` literal.
  package var value: String
  /// Where its name is written.
  package var location: SourceLocation
  /// Whether it is `static`, which keeps it to its file (unless the file is a header).
  package var isStatic: Bool
  /// The byte offset of the innermost `{` around a constant declared in a function or method; `nil` at file
  /// level.
  package var brace: Int?
}

/// An Objective-C class declaration with its superclass.
package struct ObjectiveCClass: Sendable, Equatable {
  /// The class's name.
  package var name: String
  /// Its superclass's name.
  package var superclass: String
  /// Where its name is written.
  package var location: SourceLocation
  /// Whether a Swift attribute (`NS_SWIFT_NAME`, `NS_SWIFT_UNAVAILABLE`, `NS_REFINED_FOR_SWIFT`) precedes
  /// it, so that Swift may not see it under its own name.
  package var isRenamedForSwift = false
}

/// A message send that registers or dequeues by reuse identifier, such as
/// `[self.tableView registerClass:[FooCell class] forCellReuseIdentifier:FooCellIdentifier]`.
package struct ObjectiveCSite: Sendable, Equatable {
  /// Whether the send registers or dequeues.
  package var role: ReuseCallRole
  /// The registry it addresses.
  package var family: ReuseFamily
  /// The selector, such as `registerClass:forCellReuseIdentifier:`.
  package var selector: String
  /// The identifier argument as an expression: a literal, a constant's name, `NSStringFromClass([X class])`,
  /// or unsupported.
  package var identifier: IdentifierExpression
  /// For a registration of a class, the class (`[FooCell class]`, `FooCell.class`).
  package var registeredClass: String?
  /// For a registration of a nib, the nib's name as an expression (`[UINib nibWithNibName:@"Foo" …]`).
  package var nibName: IdentifierExpression?
  /// Whether that nib is loaded from the main bundle (`bundle:nil`, `[NSBundle mainBundle]`).
  package var nibIsInMainBundle = false
  /// Whether UIKit raises when nothing is registered under the identifier (the index path variants).
  package var crashesWhenUnregistered: Bool
  /// Where the selector's first part is.
  package var location: SourceLocation
  /// Where the identifier argument starts.
  package var identifierLocation: SourceLocation
  /// The byte offsets of the `{` around the send, outermost first, for the constants local to them.
  package var braces: [Int]
}
