/// A function's header and body as `audit` needs them: an app's own register and dequeue helpers are read
/// as the UIKit calls their bodies make (SPEC §10.2), and the function around a call tells what it returns
/// and whether it is `collectionView(_:cellForItemAt:)`.
struct FunctionDeclaration {
  /// One parameter: `label name: Type`.
  struct Parameter {
    var label: String
    var name: String
    /// The type as written, without whitespace: `T.Type`, `IndexPath`, `String`.
    var type: String
    /// The tokens of the default value: calls may leave the parameter out, and a call that does passes it
    /// (`cellType: T.Type = T.self` is the type the call's context gives `T`).
    var defaultValue: ClosedRange<Int>?

    /// Whether calls may leave it out.
    var hasDefault: Bool { defaultValue != nil }
  }

  var name: String
  var labels: [String] { parameters.map(\.label) }
  var parameters: [Parameter]
  /// The names of `<T: UITableViewCell, U>`.
  var genericParameters: [String]
  /// What each generic parameter must be or conform to, from its `<T: A & B>` and the `where` clause, by
  /// the last component of each name: `["T": ["UITableViewCell", "Reusable"]]`.
  var constraints: [String: [String]] = [:]
  /// The return type as written, without whitespace.
  var returnType: String?
  /// The braces of the body.
  var bodyOpen: Int
  var bodyClose: Int
  var file: Int
  var nameToken: Int
  /// The UIKit class whose extension declares it directly, for a helper.
  var host: HelperHost?
  /// The qualified path of the type or extension that declares it directly, for a method.
  var owner: String?

  /// `name(label:label:)`
  var signature: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }

  /// Reads the declaration whose `func` keyword is at `keyword`; `nil` without a body, by the scanner's
  /// rule (`ScannerState.functionBody(in:bytes:from:)`).
  init?(_ source: SourceFile, func keyword: Int, file: Int, host: HelperHost?) {
    guard let name = source.name(keyword + 1) ?? Self.operatorName(source, keyword + 1),
      let body = source.bytes.withUnsafeBufferPointer({ bytes in
        source.tokens.withUnsafeBufferPointer { tokens in
          ScannerState.functionBody(in: tokens, bytes: bytes, from: keyword + 1)
        }
      })
    else { return nil }
    self.name = name
    self.file = file
    self.host = host
    nameToken = keyword + 1
    var index = keyword + 2
    var generics: [String] = []
    if source.text(index) == "<" {
      var depth = 0
      while index < source.tokens.count, source.tokens[index].kind != .endOfFile {
        let text = source.text(index)
        if source.isKind(index, .operator) {
          depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
          if depth <= 0 { break }
        }
        if depth == 1, let generic = source.name(index),
          source.isKind(index - 1, .comma) || source.text(index - 1) == "<"
        {
          generics.append(generic)
        }
        index += 1
      }
      index += 1
    }
    genericParameters = generics
    let genericListEnd = index
    guard source.isKind(index, .leftParen), let close = source.matchingClose(index) else { return nil }
    parameters = Self.parameters(source, open: index, close: close)
    index = close + 1
    while source.isWord(index, "async") || source.isWord(index, "throws") || source.isWord(index, "rethrows")
    {
      index += 1
      // A typed `throws(E)`.
      if source.isKind(index, .leftParen), source.isWord(index - 1, "throws"),
        let close = source.matchingClose(index)
      {
        index = close + 1
      }
    }
    returnType = nil
    if source.isKind(index, .operator), source.text(index) == "->" {
      var last = index + 1
      while last + 1 < body, !source.isWord(last + 1, "where") {
        last += 1
      }
      returnType = Self.compact(source, from: index + 1, through: last)
      index = last + 1
    }
    constraints = Self.constraints(of: generics, source, in: (keyword + 2)..<genericListEnd)
    if source.isWord(index, "where") {
      let whereStart = index
      while index < source.tokens.count, !source.isKind(index, .leftBrace),
        source.tokens[index].kind != .endOfFile
      {
        index += 1
      }
      constraints.merge(Self.constraints(of: generics, source, in: whereStart..<index)) { $0 + $1 }
    }
    guard index == body, let bodyClose = source.matchingClose(index) else { return nil }
    bodyOpen = index
    self.bodyClose = bodyClose
  }

  /// The `T: A & B` constraints on `generics` written in the tokens `range`.
  private static func constraints(of generics: [String], _ source: SourceFile, in range: Range<Int>)
    -> [String: [String]]
  {
    var result: [String: [String]] = [:]
    for index in range where source.isKind(index + 1, .colon) {
      guard let generic = source.name(index), generics.contains(generic) else { continue }
      var cursor = index + 2
      while cursor < range.upperBound, let path = source.dottedPath(at: cursor) {
        result[generic, default: []].append(path.components.last ?? "")
        cursor = path.last + 1
        guard source.isKind(cursor, .operator), source.text(cursor) == "&" else { break }
        cursor += 1
      }
    }
    return result
  }

  /// The parameter whose label is `label`.
  func parameter(labelled label: String) -> Parameter? { parameters.first { $0.label == label } }

  private static func operatorName(_ source: SourceFile, _ index: Int) -> String? {
    source.isKind(index, .operator) ? source.text(index) : nil
  }

  private static func parameters(_ source: SourceFile, open: Int, close: Int) -> [Parameter] {
    var result: [Parameter] = []
    var start = open + 1
    var depth = 0
    var index = open + 1
    while index <= close {
      // A `switch`, not `contains` of an array literal, which a debug build (the plugins') allocates and
      // searches generically for every token of every signature.
      let kind = source.tokens[index].kind
      switch kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: if index != close { depth -= 1 }
      default: break
      }
      if (kind == .comma && depth == 0) || index == close {
        if start < index, let parameter = parameter(source, from: start, through: index - 1) {
          result.append(parameter)
        }
        start = index + 1
      }
      index += 1
    }
    return result
  }

  /// `label name: Type = default`, `name: Type`, or `_ name: Type`.
  private static func parameter(_ source: SourceFile, from first: Int, through last: Int) -> Parameter? {
    var index = first
    while source.isKind(index, .atSign) { index += 2 }  // `@escaping`
    guard let firstName = source.name(index) else { return nil }
    let label = firstName
    var name = firstName
    if let second = source.name(index + 1), source.isKind(index + 2, .colon) {
      name = second
      index += 1
    }
    guard source.isKind(index + 1, .colon) else { return nil }
    var typeLast = index + 2
    while typeLast + 1 <= last, !(source.isKind(typeLast + 1, .operator) && source.text(typeLast + 1) == "=")
    {
      typeLast += 1
    }
    if name == "_" { name = label }
    guard index + 2 <= typeLast else { return nil }
    return Parameter(
      label: label, name: name, type: compact(source, from: index + 2, through: typeLast),
      defaultValue: typeLast + 2 <= last ? typeLast + 2...last : nil)
  }

  /// The tokens' text without trivia.
  static func compact(_ source: SourceFile, from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    // Every parameter of every function passes here, and most types are one word.
    var text = source.text(first)
    for index in first + 1..<last + 1 { text += source.text(index) }
    return text
  }
}
