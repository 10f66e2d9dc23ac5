/// Reads an Objective-C `.h` or `.m` file for what reuse needs, on the lexer's principles: a byte cursor
/// and explicit code, never a parser of the language (SPEC §10.7). One pass splits the bytes into words,
/// `@"…"` literals and single punctuation bytes, skipping comments, other string and character literals
/// and preprocessor lines (but `#define NAME @"…"`); a second walks those tokens for the few shapes it
/// knows. Anything else is passed over: unterminated comments and strings end at the end of the file or
/// line, and every loop moves forward, so no input stops or hangs it.
package enum ObjectiveCReader {
  /// Reads the file's bytes.
  package static func read(_ bytes: [UInt8], path: String, isHeader: Bool) -> ObjectiveCFile {
    var file = ObjectiveCFile(path: path, isHeader: isHeader)
    bytes.withUnsafeBufferPointer { buffer in
      let lineStarts = LineTable.lineStarts(of: buffer)
      var tokens = Tokens(bytes: buffer, lineStarts: lineStarts, path: path)
      tokens.split(defines: &file.constants, imports: &file.imports)
      var walker = Walker(tokens: tokens)
      walker.walk(into: &file)
    }
    return file
  }

  /// A token: a word (letters, digits, `_`, `$`), a `@"…"` literal, or one other byte.
  struct Token {
    enum Kind { case word, string, punctuation }
    var kind: Kind
    var start: Int
    var end: Int
    /// For a `@"…"` literal without escapes, its contents.
    var value: String?
  }

  /// The first pass: the file's tokens.
  struct Tokens {
    let bytes: UnsafeBufferPointer<UInt8>
    let lineStarts: [Int]
    let path: String
    var list: [Token] = []

    init(bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int], path: String) {
      self.bytes = bytes
      self.lineStarts = lineStarts
      self.path = path
    }

    func location(_ offset: Int) -> SourceLocation {
      let line = LineTable.line(containing: offset, lineStarts: lineStarts)
      return SourceLocation(path: path, line: line + 1, column: offset - lineStarts[line] + 1)
    }

    func text(_ token: Token) -> String {
      String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    func isWord(_ token: Token, _ word: StaticString) -> Bool {
      guard token.kind == .word, token.end - token.start == word.utf8CodeUnitCount else { return false }
      return word.withUTF8Buffer { bytes[token.start..<token.end].elementsEqual($0) }
    }

    func isPunctuation(_ token: Token, _ byte: Character) -> Bool {
      token.kind == .punctuation && bytes[token.start] == byte.asciiValue
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
        true
      default: false
      }
    }

    static func isNewline(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// Splits the bytes into `list`; a `#define NAME @"…"` adds its constant to `defines`, and an
    /// `#import` or `#include` of a header its path to `imports`.
    mutating func split(defines: inout [ObjectiveCConstant], imports: inout [ObjectiveCImport]) {
      var offset = 0
      // Whether only whitespace precedes `offset` on its line, where a `#` starts a preprocessor line.
      var atLineStart = true
      while offset < bytes.count {
        let byte = bytes[offset]
        if Self.isNewline(byte) {
          atLineStart = true
          offset += 1
          continue
        }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C {
          offset += 1
          continue
        }
        if byte == UInt8(ascii: "#"), atLineStart {
          if let imported = importedHeader(at: offset) { imports.append(imported) }
          offset = directive(from: offset, defines: &defines)
          continue
        }
        atLineStart = false
        if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
          offset = lineEnd(from: offset)
        } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*")
        {
          offset = commentEnd(from: offset + 2)
        } else if let token = wordOrLiteral(at: offset, before: bytes.count) {
          list.append(token)
          offset = token.end
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          // A C string or character: nothing reuse needs is spelled so, and its contents are no code.
          offset = stringLiteral(from: offset).end
        } else {
          list.append(Token(kind: .punctuation, start: offset, end: offset + 1))
          offset += 1
        }
      }
    }

    /// The word or `@"…"` literal that starts at `offset`, a word ending by `end`; `nil` for any other byte.
    private func wordOrLiteral(at offset: Int, before end: Int) -> Token? {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "@"), offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "\"") {
        let literal = stringLiteral(from: offset + 1)
        return Token(kind: .string, start: offset, end: literal.end, value: literal.value)
      }
      guard Self.isWordByte(byte) else { return nil }
      var wordEnd = offset + 1
      while wordEnd < end, Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
      return Token(kind: .word, start: offset, end: wordEnd)
    }

    /// The offset of the line break that ends the line of `offset`, or the end of the file.
    private func lineEnd(from offset: Int) -> Int {
      var end = offset
      while end < bytes.count, !Self.isNewline(bytes[end]) { end += 1 }
      return end
    }

    /// The offset just past the `*/` that closes a comment whose contents start at `offset`.
    private func commentEnd(from offset: Int) -> Int {
      var end = offset
      while end + 1 < bytes.count {
        if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") { return end + 2 }
        end += 1
      }
      return bytes.count
    }

    /// The literal whose opening quote is at `offset`: its end, past the closing quote (or at the line's
    /// end when it has none), and its contents when they hold no escape.
    private func stringLiteral(from offset: Int) -> (end: Int, value: String?) {
      let quote = bytes[offset]
      var end = offset + 1
      var escaped = false
      while end < bytes.count, !Self.isNewline(bytes[end]) {
        if bytes[end] == UInt8(ascii: "\\") {
          escaped = true
          end += 2
          continue
        }
        if bytes[end] == quote {
          let value = escaped ? nil : String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
          return (end + 1, value)
        }
        end += 1
      }
      return (min(end, bytes.count), nil)
    }

    /// The header `#import "Path.h"`, `#include "Path.h"` or `#import <Framework/Path.h>` at `offset`
    /// names, as written between its quotes or angle brackets.
    private func importedHeader(at offset: Int) -> ObjectiveCImport? {
      var cursor = offset + 1
      func skipBlanks() {
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t")
        {
          cursor += 1
        }
      }
      skipBlanks()
      let wordStart = cursor
      while cursor < bytes.count, Self.isWordByte(bytes[cursor]) { cursor += 1 }
      let word = bytes[wordStart..<cursor]
      guard word.elementsEqual("import".utf8) || word.elementsEqual("include".utf8) else { return nil }
      skipBlanks()
      guard cursor < bytes.count else { return nil }
      let close: UInt8
      switch bytes[cursor] {
      case UInt8(ascii: "\""): close = UInt8(ascii: "\"")
      case UInt8(ascii: "<"): close = UInt8(ascii: ">")
      default: return nil
      }
      let isQuoted = close == UInt8(ascii: "\"")
      let start = cursor + 1
      var end = start
      while end < bytes.count, bytes[end] != close, !Self.isNewline(bytes[end]) { end += 1 }
      guard end < bytes.count, bytes[end] == close, end > start else { return nil }
      return ObjectiveCImport(
        path: String(decoding: bytes[start..<end], as: UTF8.self), isQuoted: isQuoted)
    }

    /// Skips the preprocessor line at `offset` and its continuations; a `#define NAME @"…"` adds a
    /// constant. The offset after it.
    private mutating func directive(from offset: Int, defines: inout [ObjectiveCConstant]) -> Int {
      var end = offset
      while end < bytes.count {
        if Self.isNewline(bytes[end]) {
          // A backslash before the line break continues the directive.
          var before = end - 1
          while before > offset, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") {
            before -= 1
          }
          guard bytes[before] == UInt8(ascii: "\\") else { break }
          if bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") {
            end += 1
          }
        } else if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "*")
        {
          end = commentEnd(from: end + 2)
          continue
        }
        end += 1
      }
      var line = Tokens(bytes: bytes, lineStarts: lineStarts, path: path)
      line.splitDirective(offset + 1..<end)
      let words = line.list
      if words.count == 3, isWord(words[0], "define"), words[1].kind == .word, words[2].kind == .string,
        let value = words[2].value, bytes[words[1].end] != UInt8(ascii: "(")
      {
        defines.append(
          ObjectiveCConstant(
            name: text(words[1]), value: value, location: location(words[1].start), isStatic: true))
      }
      return end
    }

    /// The tokens of a directive's bytes, which hold no other directive.
    private mutating func splitDirective(_ range: Range<Int>) {
      var offset = range.lowerBound
      while offset < range.upperBound {
        let byte = bytes[offset]
        if let token = wordOrLiteral(at: offset, before: range.upperBound) {
          list.append(token)
          offset = token.end
        } else if byte == UInt8(ascii: "/"), offset + 1 < range.upperBound,
          bytes[offset + 1] == UInt8(ascii: "/")
        {
          return
        } else {
          if byte > UInt8(ascii: " ") && byte != UInt8(ascii: "\\") {
            list.append(Token(kind: .punctuation, start: offset, end: offset + 1))
          }
          offset += 1
        }
      }
    }
  }
}

extension ObjectiveCReader {
  /// What a selector of UIKit's registration or dequeue methods means.
  struct Selector {
    var role: ReuseCallRole
    var family: ReuseFamily
    /// The part whose argument is the identifier.
    var identifierPart: String
    var crashesWhenUnregistered = false
  }

  /// UIKit's selectors that register or dequeue by reuse identifier, by their whole name.
  static let selectors: [String: Selector] = {
    var table: [String: Selector] = [:]
    let registrations: [(String, ReuseFamily)] = [
      ("forCellReuseIdentifier:", .tableViewCell),
      ("forHeaderFooterViewReuseIdentifier:", .tableViewHeaderFooterView),
      ("forCellWithReuseIdentifier:", .collectionViewCell),
      ("forSupplementaryViewOfKind:withReuseIdentifier:", .collectionSupplementaryView),
    ]
    for (rest, family) in registrations {
      let part = family == .collectionSupplementaryView ? "withReuseIdentifier" : String(rest.dropLast())
      for first in ["registerClass:", "registerNib:"] {
        table[first + rest] = Selector(role: .register, family: family, identifierPart: part)
      }
    }
    let dequeues: [(String, ReuseFamily, String, Bool)] = [
      ("dequeueReusableCellWithIdentifier:", .tableViewCell, "dequeueReusableCellWithIdentifier", false),
      (
        "dequeueReusableCellWithIdentifier:forIndexPath:", .tableViewCell,
        "dequeueReusableCellWithIdentifier",
        true
      ),
      (
        "dequeueReusableHeaderFooterViewWithIdentifier:", .tableViewHeaderFooterView,
        "dequeueReusableHeaderFooterViewWithIdentifier", false
      ),
      (
        "dequeueReusableCellWithReuseIdentifier:forIndexPath:", .collectionViewCell,
        "dequeueReusableCellWithReuseIdentifier", true
      ),
      (
        "dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:",
        .collectionSupplementaryView, "withReuseIdentifier", true
      ),
    ]
    for (name, family, part, crashes) in dequeues {
      table[name] = Selector(
        role: .dequeue, family: family, identifierPart: part, crashesWhenUnregistered: crashes)
    }
    return table
  }()

  /// The first parts of those selectors: a message send is looked at only from one of them.
  static let firstParts = Set(selectors.keys.map { String($0.prefix { $0 != ":" }) })

  /// The most tokens a message send's arguments are read through, so that a file of unclosed sends costs
  /// time in proportion to its length.
  static let longestSend = 256

  /// One part of a message send: `name:` and the tokens of its argument.
  struct Part {
    var name: String
    var arguments: Range<Int>
  }

  /// The second pass: the shapes reuse needs, from the tokens.
  struct Walker {
    let tokens: Tokens
    var list: [Token] { tokens.list }
    /// The offsets of the `{` the walk is in, outermost first.
    var braces: [Int] = []
    /// The class of the `@implementation` the walk is in.
    var implementation: String?

    init(tokens: Tokens) { self.tokens = tokens }

    mutating func walk(into file: inout ObjectiveCFile) {
      let list = tokens.list
      var index = 0
      while index < list.count {
        let token = list[index]
        switch token.kind {
        case .punctuation:
          if tokens.isPunctuation(token, "{") {
            braces.append(token.start)
          } else if tokens.isPunctuation(token, "}") {
            _ = braces.popLast()
          } else if tokens.isPunctuation(token, "@"), index + 1 < list.count, braces.isEmpty {
            if tokens.isWord(list[index + 1], "interface"), var declared = interface(at: index + 2) {
              declared.isRenamedForSwift = isRenamedForSwift(before: index)
              file.classes.append(declared)
            } else if tokens.isWord(list[index + 1], "implementation"), index + 2 < list.count,
              list[index + 2].kind == .word
            {
              implementation = tokens.text(list[index + 2])
            } else if tokens.isWord(list[index + 1], "end") {
              implementation = nil
            }
          } else if tokens.isPunctuation(token, "+"), braces.isEmpty, let implementation,
            let member = classMember(at: index, of: implementation)
          {
            file.classMembers.append(member)
          }
        case .word:
          if tokens.isWord(token, "NSString") {
            if let constant = constant(at: index) {
              file.constants.append(constant)
            } else if let local = local(at: index) {
              file.locals.append(local)
            }
            if let name = externName(at: index) { file.externNames.append(name) }
          } else if tokens.isWord(token, "reuseIdentifier"), !braces.isEmpty, readsViewIdentifier(at: index) {
            file.viewIdentifierReads.append(tokens.location(token.start))
          } else if tokens.isWord(token, "UIApplicationMain"), index + 1 < list.count,
            tokens.isPunctuation(list[index + 1], "(")
          {
            file.callsApplicationMain = true
          } else if index + 1 < list.count, tokens.isPunctuation(list[index + 1], ":"),
            firstParts.contains(tokens.text(token)), let site = site(at: index)
          {
            file.sites.append(site)
          }
        case .string: break
        }
        index += 1
      }
    }

    /// Whether `reuseIdentifier` at `index` is sent to or read of an object: `cell.reuseIdentifier` or
    /// `[cell reuseIdentifier]`, not a class's own (`[Cell reuseIdentifier]`, `Cell.reuseIdentifier`) nor
    /// a selector part (`reuseIdentifier:`).
    private func readsViewIdentifier(at index: Int) -> Bool {
      guard index > 0 else { return false }
      let previous = list[index - 1]
      let isDotted = tokens.isPunctuation(previous, ".")
      // `[receiver reuseIdentifier]`: a message to the word, or to what a bracket or parenthesis closes; not
      // the value after a selector part's colon (`reuseIdentifier:reuseIdentifier]`).
      let isMessage =
        index + 1 < list.count && tokens.isPunctuation(list[index + 1], "]")
        && (previous.kind == .word || tokens.isPunctuation(previous, "]")
          || tokens.isPunctuation(previous, ")"))
      guard isDotted || isMessage else { return false }
      let receiver = isDotted ? (index >= 2 ? list[index - 2] : previous) : previous
      guard receiver.kind == .word else { return true }
      let first = tokens.bytes[receiver.start]
      return !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    }

    /// `@interface Name : Super`, whose name is at `index`; `nil` for a category or class extension.
    private func interface(at index: Int) -> ObjectiveCClass? {
      guard index + 2 < list.count, list[index].kind == .word, tokens.isPunctuation(list[index + 1], ":"),
        list[index + 2].kind == .word
      else { return nil }
      return ObjectiveCClass(
        name: tokens.text(list[index]), superclass: tokens.text(list[index + 2]),
        location: tokens.location(list[index].start))
    }

    /// Whether a Swift attribute macro (`NS_SWIFT_NAME(…)`, `NS_SWIFT_UNAVAILABLE(…)`,
    /// `NS_REFINED_FOR_SWIFT`) stands just before the `@` at `index`: Swift then sees the class under
    /// another name, or not at all.
    private func isRenamedForSwift(before index: Int) -> Bool {
      for position in stride(from: index - 1, through: max(0, index - 4), by: -1) {
        let token = list[position]
        guard token.kind == .word else { continue }
        let word = tokens.text(token)
        if word.hasPrefix("NS_SWIFT_") || word == "NS_REFINED_FOR_SWIFT" { return true }
      }
      return false
    }

    /// The words that may stand between `NSString *` and the name it declares.
    private static let qualifiers: Set<String> = [
      "const", "_Nonnull", "_Nullable", "_Null_unspecified", "nonnull", "nullable", "__nonnull", "__nullable",
      "__strong", "__unsafe_unretained",
    ]

    /// `+ (NSString *)NAME { return EXPRESSION; }` at `index`, in the `@implementation` of `className`.
    private func classMember(at index: Int, of className: String) -> ObjectiveCClassMember? {
      guard index + 4 < list.count, tokens.isPunctuation(list[index + 1], "("),
        tokens.isWord(list[index + 2], "NSString"), tokens.isPunctuation(list[index + 3], "*")
      else { return nil }
      // The return type's qualifiers (`_Nonnull`), up to its `)`.
      var close = index + 4
      while close < list.count, list[close].kind == .word { close += 1 }
      guard close + 4 < list.count, tokens.isPunctuation(list[close], ")"), list[close + 1].kind == .word,
        tokens.isPunctuation(list[close + 2], "{"), tokens.isWord(list[close + 3], "return")
      else { return nil }
      let start = close + 4
      var end = start
      while end < min(list.count, start + ObjectiveCReader.longestSend), !tokens.isPunctuation(list[end], ";")
      {
        end += 1
      }
      guard end > start, end + 1 < list.count, tokens.isPunctuation(list[end + 1], "}") else { return nil }
      return ObjectiveCClassMember(
        className: className, name: tokens.text(list[close + 1]), value: expression(start..<end))
    }

    /// The name declared by `NSString *const NAME` at `index`, and the index after it.
    private func declaredName(at index: Int) -> (name: Token, next: Int)? {
      var next = index + 1
      guard next < list.count, tokens.isPunctuation(list[next], "*") else { return nil }
      next += 1
      while next < list.count, list[next].kind == .word, Self.qualifiers.contains(tokens.text(list[next])) {
        next += 1
      }
      guard next < list.count, list[next].kind == .word else { return nil }
      return (list[next], next + 1)
    }

    /// `[static] NSString *const NAME = @"…";`, whose `NSString` is at `index`.
    private func constant(at index: Int) -> ObjectiveCConstant? {
      guard let (name, next) = declaredName(at: index), next + 2 < list.count,
        tokens.isPunctuation(list[next], "="), list[next + 1].kind == .string,
        let value = list[next + 1].value,
        tokens.isPunctuation(list[next + 2], ";") || tokens.isPunctuation(list[next + 2], ",")
      else { return nil }
      var before = index - 1
      var isStatic = false
      while before >= 0, list[before].kind == .word {
        let word = tokens.text(list[before])
        guard word == "static" || word == "const" else { break }
        if word == "static" { isStatic = true }
        before -= 1
      }
      return ObjectiveCConstant(
        name: tokens.text(name), value: value, location: tokens.location(name.start), isStatic: isStatic,
        brace: braces.last)
    }

    /// `NSString *NAME = EXPRESSION;` in a body, whose `NSString` is at `index`, when the expression is one
    /// the reader reads (`[Cell cellIdentifier]`, `NSStringFromClass(…)`).
    private func local(at index: Int) -> ObjectiveCLocal? {
      guard let brace = braces.last, let (name, next) = declaredName(at: index), next + 1 < list.count,
        tokens.isPunctuation(list[next], "=")
      else { return nil }
      var end = next + 1
      while end < min(list.count, next + 1 + ObjectiveCReader.longestSend),
        !tokens.isPunctuation(list[end], ";")
      {
        end += 1
      }
      guard end < list.count, end > next + 1 else { return nil }
      let value = expression(next + 1..<end)
      if case .unsupported = value { return nil }
      return ObjectiveCLocal(
        name: tokens.text(name), value: value, location: tokens.location(name.start), brace: brace)
    }

    /// The name of `extern NSString *const NAME;` (or `FOUNDATION_EXPORT`, `UIKIT_EXTERN`), whose
    /// `NSString` is at `index`.
    private func externName(at index: Int) -> String? {
      guard braces.isEmpty, index > 0, list[index - 1].kind == .word,
        ["extern", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN"].contains(
          tokens.text(list[index - 1])),
        let (name, next) = declaredName(at: index), next < list.count, tokens.isPunctuation(list[next], ";")
      else { return nil }
      return tokens.text(name)
    }

    /// The parts of the message send whose first part's name is at `index`, up to its `]`; `nil` when the
    /// send does not close.
    private func parts(at index: Int) -> [Part]? {
      var parts: [Part] = []
      var depth = 0
      var argumentStart = index + 2
      var name = tokens.text(list[index])
      // A `?` of a conditional in the argument, whose `:` is no selector part.
      var conditionals = 0
      var position = index + 2
      let limit = min(list.count, index + ObjectiveCReader.longestSend)
      while position < limit {
        let token = list[position]
        if token.kind == .punctuation {
          switch tokens.bytes[token.start] {
          case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
          case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if depth == 0 {
              guard tokens.isPunctuation(token, "]") else { return nil }
              parts.append(Part(name: name, arguments: argumentStart..<position))
              return parts
            }
            depth -= 1
          case UInt8(ascii: ";") where depth == 0: return nil
          case UInt8(ascii: "?") where depth == 0: conditionals += 1
          case UInt8(ascii: ":") where depth == 0 && conditionals > 0: conditionals -= 1
          default: break
          }
        } else if token.kind == .word, depth == 0, conditionals == 0, position + 1 < limit,
          tokens.isPunctuation(list[position + 1], ":"), position > argumentStart
        {
          parts.append(Part(name: name, arguments: argumentStart..<position))
          name = tokens.text(token)
          argumentStart = position + 2
          position += 2
          continue
        }
        position += 1
      }
      return nil
    }

    /// The registration or dequeue whose first selector part is at `index`.
    private func site(at index: Int) -> ObjectiveCSite? {
      guard let parts = parts(at: index) else { return nil }
      let selectorName = parts.map { $0.name + ":" }.joined()
      guard let selector = ObjectiveCReader.selectors[selectorName],
        let identifier = parts.first(where: { $0.name == selector.identifierPart }),
        !identifier.arguments.isEmpty
      else { return nil }
      var site = ObjectiveCSite(
        role: selector.role, family: selector.family, selector: selectorName,
        identifier: expression(identifier.arguments),
        crashesWhenUnregistered: selector.crashesWhenUnregistered,
        location: tokens.location(list[index].start),
        identifierLocation: tokens.location(list[identifier.arguments.lowerBound].start), braces: braces)
      if selector.role == .register, let registered = parts.first?.arguments {
        if parts[0].name == "registerClass" {
          site.registeredClass = className(registered)
        } else {
          (site.nibName, site.nibIsInMainBundle) = nib(registered)
        }
      }
      return site
    }

    /// `range` without the parentheses that enclose all of it.
    private func unwrapped(_ range: Range<Int>) -> Range<Int> {
      var range = range
      while range.count >= 2, tokens.isPunctuation(list[range.lowerBound], "("),
        tokens.isPunctuation(list[range.upperBound - 1], ")"),
        closing(of: range.lowerBound) == range.upperBound - 1
      {
        range = range.lowerBound + 1..<range.upperBound - 1
      }
      return range
    }

    /// The index of the bracket that closes the one at `index`.
    private func closing(of index: Int) -> Int? {
      var depth = 0
      for position in index..<min(list.count, index + ObjectiveCReader.longestSend) {
        let token = list[position]
        guard token.kind == .punctuation else { continue }
        switch tokens.bytes[token.start] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return position }
        default: break
        }
      }
      return nil
    }

    /// The class an argument names: `[Foo class]`, `Foo.class`, `[Foo self]` or
    /// `NSClassFromString(@"Foo")`.
    private func className(_ range: Range<Int>) -> String? {
      let range = unwrapped(range)
      let words = range.map { list[$0] }
      if words.count == 4, tokens.isPunctuation(words[0], "["), words[1].kind == .word,
        tokens.isWord(words[2], "class") || tokens.isWord(words[2], "self"),
        tokens.isPunctuation(words[3], "]")
      {
        return isClassName(words[1]) ? tokens.text(words[1]) : nil
      }
      if words.count == 3, words[0].kind == .word, tokens.isPunctuation(words[1], "."),
        tokens.isWord(words[2], "class")
      {
        return isClassName(words[0]) ? tokens.text(words[0]) : nil
      }
      if words.count == 4, tokens.isWord(words[0], "NSClassFromString"), words[2].kind == .string {
        return words[2].value
      }
      return nil
    }

    /// Whether the tokens are `self`, `[self class]` or `self.class`: in a class method, the class it is
    /// called on.
    private func isSelfClass(_ range: Range<Int>) -> Bool {
      let words = unwrapped(range).map { list[$0] }
      switch words.count {
      case 1: return tokens.isWord(words[0], "self")
      case 3:
        return tokens.isWord(words[0], "self") && tokens.isPunctuation(words[1], ".")
          && tokens.isWord(words[2], "class")
      case 4:
        return tokens.isPunctuation(words[0], "[") && tokens.isWord(words[1], "self")
          && tokens.isWord(words[2], "class") && tokens.isPunctuation(words[3], "]")
      default: return false
      }
    }

    /// Whether a word may name a class, rather than an instance (`self`, `cell`).
    private func isClassName(_ token: Token) -> Bool {
      !tokens.isWord(token, "self") && !tokens.isWord(token, "super")
    }

    /// A class's property or argumentless class method, `Foo.identifier` or `[Foo identifier]`, by its
    /// class and member: a Swift class's `@objc static let` as Objective-C reads it.
    private func classMember(_ range: Range<Int>) -> [String]? {
      let words = range.map { list[$0] }
      let (type, member): (Token, Token)
      if words.count == 3, tokens.isPunctuation(words[1], ".") {
        (type, member) = (words[0], words[2])
      } else if words.count == 4, tokens.isPunctuation(words[0], "["), tokens.isPunctuation(words[3], "]") {
        (type, member) = (words[1], words[2])
      } else {
        return nil
      }
      // A class's name starts with a capital; `self.identifier` and `cell.identifier` read instances.
      guard type.kind == .word, member.kind == .word, isClassName(type),
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(tokens.bytes[type.start])
      else { return nil }
      return [tokens.text(type), tokens.text(member)]
    }

    /// The nib's name of `[UINib nibWithNibName:NAME bundle:BUNDLE]`,
    /// and whether its bundle is the main one (`nil`, `[NSBundle mainBundle]`, `NSBundle.mainBundle`).
    private func nib(_ range: Range<Int>) -> (name: IdentifierExpression?, isInMainBundle: Bool) {
      for position in range where tokens.isWord(list[position], "nibWithNibName") {
        guard position + 1 < range.upperBound, tokens.isPunctuation(list[position + 1], ":"),
          let parts = parts(at: position), !parts[0].arguments.isEmpty
        else { return (nil, false) }
        let bundle = parts.dropFirst().first { $0.name == "bundle" }.map { unwrapped($0.arguments) }
        let words = bundle.map { $0.map { tokens.text(list[$0]) }.joined() }
        return (
          expression(parts[0].arguments),
          ["nil", "[NSBundlemainBundle]", "NSBundle.mainBundle"].contains(words)
        )
      }
      return (nil, false)
    }

    /// An identifier argument as an expression: `@"Foo"`, `FooIdentifier`, `NSStringFromClass([Foo class])`,
    /// or unsupported with its text.
    private func expression(_ range: Range<Int>) -> IdentifierExpression {
      let range = unwrapped(range)
      if range.count == 1 {
        let token = list[range.lowerBound]
        if token.kind == .string, let value = token.value { return .literal(value) }
        if token.kind == .word, !tokens.isWord(token, "nil"), !tokens.isWord(token, "self"),
          !(tokens.bytes[token.start] >= UInt8(ascii: "0") && tokens.bytes[token.start] <= UInt8(ascii: "9"))
        {
          return .reference([tokens.text(token)])
        }
      }
      if let member = classMember(range) { return .reference(member) }
      if range.count >= 3, tokens.isWord(list[range.lowerBound], "NSStringFromClass"),
        tokens.isPunctuation(list[range.lowerBound + 1], "("),
        closing(of: range.lowerBound + 1) == range.upperBound - 1,
        let name = className(range.lowerBound + 2..<range.upperBound - 1)
      {
        return .classString(.type([name]))
      }
      if range.count >= 3, tokens.isWord(list[range.lowerBound], "NSStringFromClass"),
        tokens.isPunctuation(list[range.lowerBound + 1], "("),
        closing(of: range.lowerBound + 1) == range.upperBound - 1,
        isSelfClass(range.lowerBound + 2..<range.upperBound - 1)
      {
        return .classString(.selfType)
      }
      let text =
        range.isEmpty
        ? ""
        : String(
          decoding: tokens.bytes[list[range.lowerBound].start..<list[range.upperBound - 1].end], as: UTF8.self
        )
      return .unsupported(text.count > 60 ? String(text.prefix(57)) + "…" : text)
    }
  }
}
