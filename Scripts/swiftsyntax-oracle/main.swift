// swiftsyntax-oracle: an independent reference implementation of DESIGN.md §1 built on the toolchain's own
// SwiftParser, used to cross-check reusegen's hand-written lexer and scanner.
//
//   swiftsyntax-oracle [--classes] <path>...
//
// Default output: the JSON array of `reusegen list --format json`, restricted to the fields the oracle
// can decide from Swift sources alone (name, kind, file, line, column, generic, status, conditions).
// `--classes` instead dumps every `ClassDeclSyntax` with the raw facts the resolution is built on.
//
// It is deliberately the "simplest faithful" implementation, not a fast one: SwiftParser builds a full
// tree, and lookup walks plain dictionaries. Correctness comes from SwiftParser (which the compiler
// itself uses), so strings, comments, regex literals, `#if` clauses and code bodies are never guessed.
//
// Built by Scripts/compare-with-swiftsyntax.sh with swiftc against /opt/swift/usr/lib/swift/host; no
// package dependency.

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - Facts collected per file

/// A lexical scope a declaration sits in.
enum ScopeRef: Hashable {
  /// The body of a nominal type (global index into `types`).
  case type(Int)
  /// The body of an extension (global index into `extensions`).
  case ext(Int)
  /// A code body (function, closure, accessor, switch case, …); the key names it uniquely.
  case block(String)
}

struct TypeInfo {
  var file = 0
  var name = ""  // simple name, without backticks
  var isClass = false
  var parent: ScopeRef?  // innermost lexical scope
  var lexical: [ScopeRef] = []  // every lexical scope, innermost first
  var isLocal = false  // inside any code body
  var access: String?  // explicit access modifier
  var genericParams: [String] = []
  var inGenericFunction = false  // a local type inside a generic function/initializer/subscript
  var inheritance: [String] = []  // source text of each inheritance entry
  var superParts: [[String]] = []  // first entry, as paths (several for a composition `A & B`)
  var line = 0
  var column = 0
  var offset = 0
  var conditions: [String] = []
}

struct ExtInfo {
  var file = 0
  var path: [String] = []  // the extended type's path as written, without generic arguments
  var text = ""
  var access: String?
  var lexical: [ScopeRef] = []
}

struct AliasInfo {
  var file = 0
  var name = ""
  var parent: ScopeRef?
  var lexical: [ScopeRef] = []
  var targetParts: [[String]] = []
}

struct FileFacts {
  var types: [TypeInfo] = []
  var exts: [ExtInfo] = []
  var aliases: [AliasInfo] = []
  var hasError = false
}

/// `Foo`, `` `Foo` `` → `Foo`.
func bare(_ text: String) -> String {
  if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") { return String(text.dropFirst().dropLast()) }
  return text
}

/// The parts of a type as dotted paths, generic arguments dropped: `UIKit.UITableViewCell` →
/// [["UIKit", "UITableViewCell"]]; `A & B` → [["A"], ["B"]]. Types that cannot be a superclass give [].
func typePaths(_ type: TypeSyntax) -> [[String]] {
  if let identifier = type.as(IdentifierTypeSyntax.self) {
    return [[bare(identifier.name.text)]]
  }
  if let member = type.as(MemberTypeSyntax.self) {
    guard let base = typePaths(member.baseType).first else { return [] }
    return [base + [bare(member.name.text)]]
  }
  if let composition = type.as(CompositionTypeSyntax.self) {
    return composition.elements.flatMap { typePaths($0.type) }
  }
  if let attributed = type.as(AttributedTypeSyntax.self) {
    return typePaths(attributed.baseType)
  }
  if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
    return typePaths(someOrAny.constraint)
  }
  // `(T)` is T; a real tuple is never a class.
  if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
    only.firstName == nil
  {
    return typePaths(only.type)
  }
  return []
}

let accessKeywords: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

/// The declaration's own access modifier; `private(set)` and friends only limit a setter.
func explicitAccess(_ modifiers: DeclModifierListSyntax) -> String? {
  for modifier in modifiers where accessKeywords.contains(modifier.name.text) && modifier.detail == nil {
    return modifier.name.text
  }
  return nil
}

/// DESIGN.md §4 condition text: the source of the condition with comments removed and every whitespace run
/// (spaces, tabs, newlines) collapsed to one space.
func conditionText(_ expression: ExprSyntax) -> String {
  var raw = ""
  func appendTrivia(_ trivia: Trivia) {
    for piece in trivia {
      switch piece {
      case .lineComment, .blockComment, .docLineComment, .docBlockComment: continue
      default:
        var text = ""
        piece.write(to: &text)
        raw += text
      }
    }
  }
  for token in expression.tokens(viewMode: .sourceAccurate) {
    appendTrivia(token.leadingTrivia)
    raw += token.text
    appendTrivia(token.trailingTrivia)
  }
  var result = ""
  var pendingSpace = false
  for character in raw {
    if character.isWhitespace {
      pendingSpace = true
    } else {
      if pendingSpace && !result.isEmpty { result.append(" ") }
      pendingSpace = false
      result.append(character)
    }
  }
  return result
}

/// DESIGN.md §4 rendering of the clause `clause` of its `#if` block.
func renderClause(_ clause: IfConfigClauseSyntax) -> String {
  guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return "?" }
  var previous: [String] = []
  for candidate in list {
    if candidate.id == clause.id { break }
    if let condition = candidate.condition { previous.append(conditionText(condition)) }
  }
  let negated = previous.map { "!(\($0))" }
  switch clause.poundKeyword.tokenKind {
  case .poundIf:
    return clause.condition.map(conditionText) ?? ""
  case .poundElseif:
    return (negated + ["(\(clause.condition.map(conditionText) ?? ""))"]).joined(separator: " && ")
  default:  // #else
    return negated.joined(separator: " && ")
  }
}

/// Walks one file's tree keeping a stack of the scopes it is inside.
final class Collector: SyntaxVisitor {
  enum Frame {
    case type(Int)  // file-local index
    case ext(Int)
    case block(String)
    case function(isGeneric: Bool)
    case condition(String)
  }

  let file: Int
  let converter: SourceLocationConverter
  var facts = FileFacts()
  var stack: [Frame] = []

  init(file: Int, tree: SourceFileSyntax, path: String) {
    self.file = file
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  /// Lexical scopes innermost first, with file-local indexes (made global when files are merged).
  var lexical: [ScopeRef] {
    stack.reversed().compactMap { frame in
      switch frame {
      case .type(let index): return .type(index)
      case .ext(let index): return .ext(index)
      case .block(let key): return .block(key)
      default: return nil
      }
    }
  }

  var isLocal: Bool { stack.contains { if case .block = $0 { return true } else { return false } } }

  var conditions: [String] {
    stack.compactMap { if case .condition(let text) = $0 { return text } else { return nil } }
  }

  // Nominal types: every kind can hold nested types; only classes can be reusable views.
  func enterType(
    _ node: some DeclSyntaxProtocol, name: TokenSyntax, isClass: Bool, modifiers: DeclModifierListSyntax,
    generics: GenericParameterClauseSyntax?, inheritance: InheritanceClauseSyntax?
  ) {
    var info = TypeInfo()
    info.file = file
    info.name = bare(name.text)
    info.isClass = isClass
    info.lexical = lexical
    info.parent = info.lexical.first
    info.isLocal = isLocal
    info.access = explicitAccess(modifiers)
    info.genericParams = generics?.parameters.map { bare($0.name.text) } ?? []
    info.inGenericFunction = stack.contains {
      if case .function(true) = $0 { return true } else { return false }
    }
    let entries = inheritance?.inheritedTypes.map { $0.type } ?? []
    info.inheritance = entries.map { $0.trimmedDescription }
    info.superParts = entries.first.map(typePaths) ?? []
    let location = converter.location(for: name.positionAfterSkippingLeadingTrivia)
    info.line = location.line
    info.column = location.column
    info.offset = name.positionAfterSkippingLeadingTrivia.utf8Offset
    info.conditions = conditions
    facts.types.append(info)
    stack.append(.type(facts.types.count - 1))
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node, name: node.name, isClass: true, modifiers: node.modifiers, generics: node.genericParameterClause,
      inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node, name: node.name, isClass: false, modifiers: node.modifiers, generics: node.genericParameterClause,
      inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node, name: node.name, isClass: false, modifiers: node.modifiers, generics: node.genericParameterClause,
      inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node, name: node.name, isClass: false, modifiers: node.modifiers, generics: node.genericParameterClause,
      inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node, name: node.name, isClass: false, modifiers: node.modifiers, generics: nil,
      inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    var info = ExtInfo()
    info.file = file
    info.path = typePaths(node.extendedType).first ?? []
    info.text = info.path.isEmpty ? node.extendedType.trimmedDescription : info.path.joined(separator: ".")
    info.access = explicitAccess(node.modifiers)
    info.lexical = lexical
    facts.exts.append(info)
    stack.append(.ext(facts.exts.count - 1))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    var info = AliasInfo()
    info.file = file
    info.name = bare(node.name.text)
    info.lexical = lexical
    info.parent = info.lexical.first
    info.targetParts = typePaths(node.initializer.value)
    facts.aliases.append(info)
    return .visitChildren
  }

  // Code bodies make everything inside them local. Each gets a key so that local types can find each other.
  func enterBlock(_ node: some SyntaxProtocol) {
    stack.append(.block("block:\(file):\(node.position.utf8Offset):\(node.kind)"))
  }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    enterBlock(node)
    return .visitChildren
  }
  override func visitPost(_ node: CodeBlockSyntax) { stack.removeLast() }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    enterBlock(node)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { stack.removeLast() }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    enterBlock(node)
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) { stack.removeLast() }
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    enterBlock(node)
    return .visitChildren
  }
  override func visitPost(_ node: SwitchCaseSyntax) { stack.removeLast() }

  // Generic functions make their local types generic too.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    stack.append(.function(isGeneric: node.genericParameterClause != nil))
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { stack.removeLast() }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    stack.append(.function(isGeneric: node.genericParameterClause != nil))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { stack.removeLast() }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    stack.append(.function(isGeneric: node.genericParameterClause != nil))
    return .visitChildren
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { stack.removeLast() }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    stack.append(.condition(renderClause(node)))
    return .visitChildren
  }
  override func visitPost(_ node: IfConfigClauseSyntax) { stack.removeLast() }
}

// MARK: - Input discovery (mirrors DESIGN.md §1's skipped folders and §4's display paths)

let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

func absolute(_ path: String, from directory: String) -> String {
  let joined = path.hasPrefix("/") ? path : directory + "/" + path
  var components: [Substring] = []
  for component in joined.split(separator: "/") {
    if component == "." { continue }
    if component == ".." { _ = components.popLast() } else { components.append(component) }
  }
  return "/" + components.joined(separator: "/")
}

func swiftFiles(under paths: [String]) -> [(path: String, display: String)] {
  let cwd = FileManager.default.currentDirectoryPath
  let prefix = cwd == "/" ? "/" : cwd + "/"
  var found: [String] = []
  func walk(_ path: String) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    if isDirectory.boolValue {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for entry in entries.sorted() where !skippedFolders.contains(entry) { walk(path + "/" + entry) }
    } else if path.hasSuffix(".swift") {
      found.append(path)
    }
  }
  for path in paths { walk(absolute(path, from: cwd)) }
  return found.map { ($0, $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0) }
    .sorted { $0.display < $1.display }
}

// MARK: - Parsing, on every core

final class Slots<T>: @unchecked Sendable {
  var values: [T?]
  let lock = NSLock()
  init(_ count: Int) { values = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: T) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let dumpClasses = arguments.contains("--classes")
arguments.removeAll { $0 == "--classes" }
if arguments.isEmpty {
  FileHandle.standardError.write("usage: swiftsyntax-oracle [--classes] <path>...\n".data(using: .utf8)!)
  exit(2)
}
let files = swiftFiles(under: arguments)
let slots = Slots<FileFacts>(files.count)
DispatchQueue.concurrentPerform(iterations: files.count) { index in
  let data = FileManager.default.contents(atPath: files[index].path) ?? Data()
  let facts: FileFacts = data.withUnsafeBytes { raw in
    let tree = Parser.parse(source: raw.bindMemory(to: UInt8.self))
    let collector = Collector(file: index, tree: tree, path: files[index].display)
    collector.walk(tree)
    collector.facts.hasError = tree.hasError
    return collector.facts
  }
  slots.set(index, facts)
}

// Merge per-file facts, turning file-local indexes into global ones.
var types: [TypeInfo] = []
var exts: [ExtInfo] = []
var aliases: [AliasInfo] = []
var filesWithErrors = 0
for facts in slots.values {
  let facts = facts!
  if facts.hasError { filesWithErrors += 1 }
  let typeBase = types.count
  let extBase = exts.count
  func globalize(_ scope: ScopeRef) -> ScopeRef {
    switch scope {
    case .type(let index): return .type(index + typeBase)
    case .ext(let index): return .ext(index + extBase)
    case .block: return scope
    }
  }
  for var info in facts.types {
    info.lexical = info.lexical.map(globalize)
    info.parent = info.parent.map(globalize)
    types.append(info)
  }
  for var info in facts.exts {
    info.lexical = info.lexical.map(globalize)
    exts.append(info)
  }
  for var info in facts.aliases {
    info.lexical = info.lexical.map(globalize)
    info.parent = info.parent.map(globalize)
    aliases.append(info)
  }
}

// MARK: - Symbol table and lexical lookup (DESIGN.md §1)

enum Symbol: Equatable {
  case type(Int)
  case alias(Int)
  case root(String)  // a UIKit root's kind
  case uikitModule
  case genericParameter
}

func rootKind(_ name: String) -> String? {
  switch name {
  case "UITableViewCell": return "tableViewCell"
  case "UITableViewHeaderFooterView": return "tableViewHeaderFooterView"
  case "UICollectionViewCell", "UICollectionViewListCell": return "collectionViewCell"
  case "UICollectionReusableView": return "collectionReusableView"
  default: return nil
  }
}

var typeKey: [String] = []  // members of a type live under this key: its canonical name, or a local key
var extKey: [String] = []  // the canonical name of the type an extension extends (as written if unknown)
var extTarget: [Int?] = []  // the module type an extension extends
var members: [String: [String: [Symbol]]] = [:]  // container key → simple name → declarations
var typeByKey: [String: Int] = [:]

func containerKey(_ scope: ScopeRef?) -> String {
  switch scope {
  case nil: return ""
  case .type(let index)?: return typeKey[index]
  case .ext(let index)?: return extKey[index]
  case .block(let key)?: return key
  }
}

/// Canonical names depend on what extensions extend, which needs lookup, which needs canonical names:
/// start from the extended types as written and iterate to a fixed point.
func buildTable() {
  typeKey = []
  members = [:]
  typeByKey = [:]
  for (index, info) in types.enumerated() {
    // Lexical pre-order: a parent type always precedes its members, so its key is known.
    let key =
      info.isLocal
      ? "local:\(info.file):\(info.offset)"
      : (containerKey(info.parent).isEmpty ? info.name : containerKey(info.parent) + "." + info.name)
    typeKey.append(key)
    if typeByKey[key] == nil { typeByKey[key] = index }
    members[containerKey(info.parent), default: [:]][info.name, default: []].append(.type(index))
  }
  for (index, info) in aliases.enumerated() {
    members[containerKey(info.parent), default: [:]][info.name, default: []].append(.alias(index))
  }
}

extKey = exts.map(\.text)
extTarget = Array(repeating: nil, count: exts.count)
for _ in 0..<6 {
  buildTable()
  var changed = false
  for index in exts.indices {
    var visited = Set<Int>()
    let symbol = resolvePath(exts[index].path, scopes: [], visited: &visited)
    let target: Int? = { if case .type(let t)? = symbol { return t } else { return nil } }()
    let key = target.map { typeKey[$0] } ?? externalSpelling(exts[index].path, scopes: []) ?? exts[index].text
    if key != extKey[index] || target != extTarget[index] { changed = true }
    extKey[index] = key
    extTarget[index] = target
  }
  if !changed { break }
}
buildTable()

/// How Swift spells a type reached through typealiases that lead out of the module: after
/// `typealias TV = UITableView`, `extension TV {}` extends `UITableView`, so its members are `UITableView.X`.
func externalSpelling(_ path: [String], scopes: [ScopeRef], depth: Int = 0) -> String? {
  guard depth < 16, path.count == 1 else { return nil }
  var visited = Set<Int>()
  guard case .alias(let alias)? = lookup(path[0], scopes: scopes, visited: &visited),
    let target = aliases[alias].targetParts.first
  else { return nil }
  return externalSpelling(target, scopes: aliases[alias].lexical, depth: depth + 1)
    ?? target.joined(separator: ".")
}

/// Unqualified lookup: innermost scope first (its generic parameters, then its members and inherited
/// member types), then the module's top level, then UIKit.
func lookup(_ name: String, scopes: [ScopeRef], visited: inout Set<Int>) -> Symbol? {
  for scope in scopes {
    switch scope {
    case .type(let index):
      if types[index].genericParams.contains(name) { return .genericParameter }
      if let symbol = memberLookup(name, in: typeKey[index], visited: &visited) { return symbol }
    case .ext(let index):
      if let target = extTarget[index], types[target].genericParams.contains(name) {
        return .genericParameter
      }
      if let symbol = memberLookup(name, in: extKey[index], visited: &visited) { return symbol }
    // The body of `extension A.B` sees A.B's members, then the module, never A's.
    case .block(let key):
      if let symbol = members[key]?[name]?.first { return symbol }
    }
  }
  if let symbol = members[""]?[name]?.first { return symbol }  // the module shadows UIKit
  if name == "UIKit" { return .uikitModule }
  if let kind = rootKind(name) { return .root(kind) }
  return nil
}

/// Member types of a type, including those inherited from its superclass chain.
func memberLookup(_ name: String, in key: String, visited: inout Set<Int>) -> Symbol? {
  var current = key
  var seen = Set<String>()
  while seen.insert(current).inserted {
    if let symbol = members[current]?[name]?.first { return symbol }
    guard let index = typeByKey[current], types[index].isClass,
      case .type(let superIndex)? = superclass(of: index, visited: &visited)
    else { return nil }
    current = typeKey[superIndex]
  }
  return nil
}

func isClassLike(_ symbol: Symbol?) -> Bool {
  switch symbol {
  case .root?: return true
  case .type(let index)?: return types[index].isClass
  default: return false
  }
}

/// A dotted path, typealiases followed.
func resolvePath(_ path: [String], scopes: [ScopeRef], visited: inout Set<Int>) -> Symbol? {
  guard let first = path.first, var symbol = lookup(first, scopes: scopes, visited: &visited) else {
    return nil
  }
  for component in path.dropFirst() {
    if case .alias(let alias) = symbol {
      guard let target = resolveAlias(alias, visited: &visited) else { return nil }
      symbol = target
    }
    switch symbol {
    case .uikitModule:
      guard let kind = rootKind(component) else { return nil }
      symbol = .root(kind)
    case .type(let index):
      guard let member = memberLookup(component, in: typeKey[index], visited: &visited) else { return nil }
      symbol = member
    default:
      return nil
    }
  }
  if case .alias(let alias) = symbol { return resolveAlias(alias, visited: &visited) }
  return symbol
}

// `visited` guards against cycles; aliases use negative ids so they share the set with classes.
func resolveAlias(_ alias: Int, visited: inout Set<Int>) -> Symbol? {
  guard visited.insert(-1 - alias).inserted else { return nil }
  defer { visited.remove(-1 - alias) }
  var fallback: Symbol?
  for part in aliases[alias].targetParts {
    let symbol = resolvePath(part, scopes: aliases[alias].lexical, visited: &visited)
    if isClassLike(symbol) { return symbol }
    fallback = fallback ?? symbol
  }
  return fallback
}

/// A class's superclass: the first inheritance entry, looked up from the scope around the class (its own
/// members are not visible in its inheritance clause; its generic parameters are).
func superclass(of index: Int, visited: inout Set<Int>) -> Symbol? {
  guard visited.insert(index).inserted else { return nil }
  defer { visited.remove(index) }
  for part in types[index].superParts {
    if let first = part.first, types[index].genericParams.contains(first) { continue }
    let symbol = resolvePath(part, scopes: types[index].lexical, visited: &visited)
    if isClassLike(symbol) { return symbol }
  }
  return nil
}

var kindMemo: [Int: String?] = [:]
var inProgress = Set<Int>()
func kind(of index: Int) -> String? {
  if let known = kindMemo[index] { return known }
  guard inProgress.insert(index).inserted else { return nil }  // inheritance cycle
  defer { inProgress.remove(index) }
  var visited = Set<Int>()
  var result: String?
  switch superclass(of: index, visited: &visited) {
  case .root(let kind)?: result = kind
  case .type(let superIndex)? where types[superIndex].isClass: result = kind(of: superIndex)
  default: result = nil
  }
  kindMemo[index] = result
  return result
}

// MARK: - Facts derived from the scopes

var genericMemo: [Int: Bool] = [:]
func isGeneric(_ index: Int, depth: Int = 0) -> Bool {
  if let known = genericMemo[index] { return known }
  guard depth < 64 else { return false }
  let info = types[index]
  var result = !info.genericParams.isEmpty || info.inGenericFunction
  for scope in info.lexical where !result {
    switch scope {
    case .type(let outer): result = !types[outer].genericParams.isEmpty
    case .ext(let ext): if let target = extTarget[ext] { result = isGeneric(target, depth: depth + 1) }
    case .block: break
    }
  }
  genericMemo[index] = result
  return result
}

func isPrivateAccess(_ access: String?) -> Bool { access == "private" || access == "fileprivate" }

/// Whether a private or fileprivate type or extension encloses the type, or it sits in an extension of one.
func enclosingPrivate(_ index: Int, depth: Int = 0) -> Bool {
  guard depth < 64 else { return false }
  for scope in types[index].lexical {
    switch scope {
    case .type(let outer):
      if isPrivateAccess(types[outer].access) { return true }
    case .ext(let ext):
      if isPrivateAccess(exts[ext].access) { return true }
      if let target = extTarget[ext],
        isPrivateAccess(types[target].access) || enclosingPrivate(target, depth: depth + 1)
      {
        return true
      }
    case .block: break
    }
  }
  return false
}

func displayName(_ index: Int) -> String { types[index].isLocal ? types[index].name : typeKey[index] }

// MARK: - Output

func json(_ value: String) -> String {
  var result = "\""
  for scalar in value.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{0}"..."\u{1F}": result += String(format: "\\u%04x", scalar.value)
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
func jsonArray(_ values: [String]) -> String { "[" + values.map(json).joined(separator: ", ") + "]" }

var lines: [String] = []
let classIndexes = types.indices.filter { types[$0].isClass }
if dumpClasses {
  for index in classIndexes {
    let info = types[index]
    let fields = [
      "\"name\": \(json(displayName(index)))",
      "\"file\": \(json(files[info.file].display))",
      "\"line\": \(info.line)", "\"column\": \(info.column)",
      "\"local\": \(info.isLocal)",
      "\"generic\": \(isGeneric(index))",
      "\"access\": \(info.access.map(json) ?? "null")",
      "\"enclosingPrivate\": \(enclosingPrivate(index))",
      "\"conditions\": \(jsonArray(info.conditions))",
      "\"inheritance\": \(jsonArray(info.inheritance))",
      "\"kind\": \(kind(of: index).map(json) ?? "null")",
    ]
    lines.append("  {" + fields.joined(separator: ", ") + "}")
  }
} else {
  var rows: [(name: String, file: String, line: Int, column: Int, text: String)] = []
  for index in classIndexes {
    guard let kind = kind(of: index) else { continue }
    let info = types[index]
    let skipped = info.isLocal || isPrivateAccess(info.access) || enclosingPrivate(index)
    let fields = [
      "\"name\": \(json(displayName(index)))",
      "\"kind\": \(json(kind))",
      "\"file\": \(json(files[info.file].display))",
      "\"line\": \(info.line)", "\"column\": \(info.column)",
      "\"generic\": \(isGeneric(index))",
      "\"conditions\": \(jsonArray(info.conditions))",
      "\"status\": \(json(skipped ? "skipped" : "generated"))",
    ]
    rows.append(
      (
        displayName(index), files[info.file].display, info.line, info.column,
        "  {" + fields.joined(separator: ", ") + "}"
      ))
  }
  rows.sort { ($0.name, $0.file, $0.line, $0.column) < ($1.name, $1.file, $1.line, $1.column) }
  lines = rows.map(\.text)
}
print(lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]")
// Files SwiftParser could not parse cleanly: their facts may be partial, so say so.
FileHandle.standardError.write(
  "swiftsyntax-oracle: \(files.count) files, \(filesWithErrors) with syntax errors\n".data(using: .utf8)!)
