/// A type named in source, such as `UIKit.UITableViewCell` or `Base<Int>`, reduced to its path.
package struct TypeReference: Sendable, Equatable, Hashable {
  /// The dot-separated components without backticks or generic arguments: `["UIKit", "UITableViewCell"]`.
  package var components: [String]
  /// Whether any component had generic arguments.
  package var hasGenericArguments: Bool
  /// Whether attributes or specifiers come before it (`@unchecked Sendable`, `@retroactive P`,
  /// `~Copyable`): an inheritance clause's entry so written is a conformance, never a superclass.
  package var isMarked: Bool

  /// Creates a reference.
  package init(components: [String], hasGenericArguments: Bool = false, isMarked: Bool = false) {
    self.components = components
    self.hasGenericArguments = hasGenericArguments
    self.isMarked = isMarked
  }

  /// The reference as Swift spells it, without generic arguments.
  package var text: String { components.joined(separator: ".") }
}

/// One clause of an `#if` block that a declaration sits in.
package struct ConditionalBranch: Sendable, Equatable, Hashable {
  /// Identifies the `#if` block within its file.
  package var block: Int
  /// The clause's position within the block: 0 for `#if`, then one per `#elseif` or `#else`.
  package var clause: Int
}

/// The `#if` context of a declaration.
package struct ConditionalContext: Sendable, Equatable {
  /// One entry per enclosing clause, outermost first, as DESIGN.md §4 renders them.
  package var conditions: [String] = []
  /// The clauses themselves, parallel to `conditions`.
  package var branches: [ConditionalBranch] = []

  /// Whether two declarations in this file can never both be compiled: they sit in different clauses of
  /// one `#if` block.
  package func excludes(_ other: ConditionalContext) -> Bool {
    for branch in branches {
      if other.branches.contains(where: { $0.block == branch.block && $0.clause != branch.clause }) {
        return true
      }
    }
    return false
  }
}

/// The declaration that lexically contains another one, by index into the same file's arrays.
package enum EnclosingDeclaration: Sendable, Equatable {
  /// A type declaration.
  case type(Int)
  /// An extension.
  case `extension`(Int)
}

/// What introduces a nominal type.
package enum TypeDeclarationKind: String, Sendable {
  /// `class`
  case `class`
  /// `struct`
  case `struct`
  /// `enum`
  case `enum`
  /// `actor`
  case actor
  /// `protocol`
  case `protocol`
}

/// A nominal type declared in a scanned file.
///
/// The fields are laid out word-sized first and one-byte ones last, which Swift keeps in declaration
/// order: `list` and `generate` keep every type of every file, and interleaved flags padded each to a
/// word (184 bytes a type, not 160). `init` keeps the order the declaration reads in.
package struct TypeDeclaration: Sendable, Equatable {
  /// The simple name, without backticks.
  package var name: String
  /// The qualified name through enclosing types and extensions; the simple name for local types.
  package var qualifiedName: String
  /// Where its name token starts.
  package var location: SourceLocation
  /// The name given with `@objc(Name)`.
  package var objcName: String?
  /// Its own generic parameters.
  package var genericParameters: [String]
  /// The entries of its inheritance clause, each a composition of one or more types; recorded for
  /// classes and protocols, the kinds whose clause names a superclass or refined protocols that the
  /// resolver reads.
  package var inheritance: [[TypeReference]]
  /// The protocols a struct's, enum's or actor's inheritance clause names, which only the type-name table
  /// reads: every type of every composition, as a dotted path, joined by `,` (`Hashable,Foo.Bar`). One
  /// string, not `inheritance`'s arrays, as nearly every value type of a large module has a clause and
  /// `list` and `generate` keep every file's declarations (read through `adoptedPaths`).
  package var adoptedText: String
  /// The `#if` clauses around it.
  package var conditional: ConditionalContext
  /// The braces open around it, identified by offset, outermost first. A local type is visible to the
  /// declarations whose list contains the brace it was declared in.
  package var scopeIdentities: [Int]
  /// The arguments of its `@available` attributes, whitespace collapsed: `iOS 14.0, *`.
  package var availability: [String]
  /// The lexically enclosing type or extension, if any.
  package var enclosing: EnclosingDeclaration?
  /// `class`, `struct` and so on.
  package var kind: TypeDeclarationKind
  /// Whether it sits in a function, closure, accessor or other code body.
  package var isLocal: Bool
  /// Its own access modifier, if written.
  package var explicitAccess: AccessLevel?
  /// Whether it is a class declared `final`, which no class can inherit from.
  package var isFinal: Bool
  /// Whether the body of a generic function, initializer or subscript encloses it.
  package var isInGenericCode: Bool

  init(
    kind: TypeDeclarationKind, name: String, qualifiedName: String, enclosing: EnclosingDeclaration? = nil,
    isLocal: Bool, location: SourceLocation, explicitAccess: AccessLevel? = nil, isFinal: Bool = false,
    objcName: String? = nil, genericParameters: [String], inheritance: [[TypeReference]],
    adoptedText: String = "", conditional: ConditionalContext, scopeIdentities: [Int] = [],
    isInGenericCode: Bool = false, availability: [String] = []
  ) {
    self.name = name
    self.qualifiedName = qualifiedName
    self.location = location
    self.objcName = objcName
    self.genericParameters = genericParameters
    self.inheritance = inheritance
    self.adoptedText = adoptedText
    self.conditional = conditional
    self.scopeIdentities = scopeIdentities
    self.availability = availability
    self.enclosing = enclosing
    self.kind = kind
    self.isLocal = isLocal
    self.explicitAccess = explicitAccess
    self.isFinal = isFinal
    self.isInGenericCode = isInGenericCode
  }

  /// The dotted paths of `adoptedText`, each split into its components.
  var adoptedPaths: [[String]] {
    guard !adoptedText.isEmpty else { return [] }
    return adoptedText.split(separator: ",").map { $0.split(separator: ".").map(String.init) }
  }
}

/// An `extension` in a scanned file.
package struct ExtensionDeclaration: Sendable, Equatable {
  /// The extended type as written.
  package var extendedType: TypeReference
  /// The lexically enclosing declaration, which Swift only allows in invalid code.
  package var enclosing: EnclosingDeclaration?
  /// Whether it sits in a code body.
  package var isLocal: Bool
  /// Where the extended type's name starts.
  package var location: SourceLocation
  /// The access modifier written on the extension, which is also its members' default.
  package var explicitAccess: AccessLevel?
  /// The conformances it adds.
  package var conformances: [[TypeReference]]
  /// The `#if` clauses around it.
  package var conditional: ConditionalContext
  /// The arguments of its `@available` attributes, whitespace collapsed.
  package var availability: [String] = []
}

/// A `static` or `class` property whose name the generated conformance would otherwise declare, such as
/// `reuseIdentifier`: a member of a type or extension, or a protocol's requirement.
package struct StaticPropertyDeclaration: Sendable, Equatable {
  /// The property's name.
  package var name: String
  /// The type, protocol or extension whose body declares it.
  package var owner: EnclosingDeclaration
  /// Where its name starts.
  package var location: SourceLocation
  /// The value as written, stored (`= e`) or computed (`{ e }`); `nil` when it has none there.
  package var value: IdentifierExpression?
  /// Whether the value is stored, so that `self` in it is the declaring type.
  package var isStored = false
  /// Its own access modifier, if written.
  package var explicitAccess: AccessLevel?
  /// The one capitalized name its type is written as when that is not `String` (Beam's
  /// `static var reuseIdentifier: ReuseIdentifier { … }`): a file cannot tell whether it is a typealias of
  /// `String`, so only the module's lookup evaluates the value.
  package var valueAlias: String?

  /// The value when it is one plain string literal, stored (`= "X"`) or computed (`{ "X" }`), of a member
  /// written as a `String`.
  package var literal: String? { valueAlias == nil ? value?.literal : nil }
}

/// A method of an extension whose name the generated helpers also use, such as `register(_:)`.
package struct HelperMethodDeclaration: Sendable, Equatable {
  /// The base name, such as `dequeueReusableCell`.
  package var name: String
  /// The argument labels, `_` where there is none: `["_", "for"]`.
  package var labels: [String]
  /// The extension whose body declares it, by index into the same file's extensions.
  package var owner: Int
  /// Where its name starts.
  package var location: SourceLocation
  /// Its own access modifier, if written.
  package var explicitAccess: AccessLevel?
  /// The UIKit reusable-view root whose metatype its first parameter takes, as written: `UITableViewCell`
  /// for `_ type: UITableViewCell.Type`, or for `_ type: T.Type` with `<T: UITableViewCell>`.
  package var parameterClass: String?

}

/// A `typealias` in a scanned file.
package struct TypeAliasDeclaration: Sendable, Equatable {
  /// The simple name.
  package var name: String
  /// The lexically enclosing type or extension, if any.
  package var enclosing: EnclosingDeclaration?
  /// Whether it sits in a code body.
  package var isLocal: Bool
  /// Where its name starts.
  package var location: SourceLocation
  /// The aliased type: one entry, or several for a protocol composition `A & B`.
  package var target: [TypeReference]
  /// Whether the target is written as one plain dotted path that ends its line, with no generic
  /// parameters on the alias: the one form of alias the type-name table follows to the type it names
  /// (`TypeNames.declaredType`).
  package var targetIsPlainPath = false
  /// The `#if` clauses around it.
  package var conditional: ConditionalContext
  /// For a local typealias, the braces open around it, as for a local type.
  package var scopeIdentities: [Int] = []
}

/// Everything the scanner found in one file.
package struct ScannedFile: Sendable, Equatable {
  /// The path used in diagnostics and the listing.
  package var path: String
  /// The module of a context file (DESIGN.md §9), read for lookup only; `nil` for the module's own files.
  package var contextModule: String?
  /// Nominal types, in source order.
  package var types: [TypeDeclaration] = []
  /// Extensions, in source order.
  package var extensions: [ExtensionDeclaration] = []
  /// Typealiases, in source order.
  package var typeAliases: [TypeAliasDeclaration] = []
  /// Static properties named like the members of a generated conformance, in source order.
  package var staticProperties: [StaticPropertyDeclaration] = []
  /// Extension methods named like the generated helpers, in source order.
  package var helperMethods: [HelperMethodDeclaration] = []
  /// The names of the functions declared directly in an extension of `UITableView` or `UICollectionView`
  /// (`HelperHost`), in source order: the functions that may be the module's own helpers, which `audit`
  /// and `migrate` index every file knowing (`HelperFunctions.index`). The extended type is read as the
  /// index reads it: its dotted names, without generic arguments, with or without `UIKit.`.
  package var helperHostFunctions: [String] = []
  /// Problems found while lexing and scanning.
  package var diagnostics: [Diagnostic] = []
  /// Whether the file is the Swift interface of an Objective-C header of the module
  /// (`ObjectiveCInterface`): its classes are Objective-C's, whose runtime names are their own.
  package var isObjectiveCInterface = false

  /// Creates an empty result for `path`.
  package init(path: String) {
    self.path = path
  }
}
