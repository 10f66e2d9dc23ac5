/// Finds where each start tag of an XML document begins.
///
/// `XMLParser` cannot say this itself: on Linux its `lineNumber` and `columnNumber`, read inside
/// `didStartElement`, point at the end of the start tag's attributes (the `>` or `/>`), so a tag spread
/// over several lines, as Interface Builder writes long ones, would be reported at its last line. Its
/// columns also count characters, where diagnostics count UTF-8 bytes. Start tags appear in the text in
/// the order the parser reports them, so the reader pairs the n-th reported element with the n-th tag
/// found here.
struct XMLStartTagLocator {
  /// One start tag: its name and the position of its `<`.
  struct StartTag: Equatable {
    /// The tag's qualified name, as `XMLParser` reports it with namespace processing off.
    var name: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column, in UTF-8 bytes.
    var column: Int
  }

  /// Every start tag, including empty-element tags, in document order.
  ///
  /// Comments, CDATA sections, processing instructions and the document type declaration are skipped,
  /// because a `<` inside them starts no element. Only `\n` ends a line, as in libxml2's count, which
  /// `XMLParser`'s error positions use.
  static func startTags(in bytes: [UInt8]) -> [StartTag] {
    var scanner = Scanner(bytes: bytes)
    return scanner.scan()
  }

  /// The line of the last byte, which is where a document that ends too early is reported.
  static func lastLine(in bytes: [UInt8]) -> Int {
    // A final newline ends the last line rather than starting an empty one. Counted without
    // `count(where:)`, which the standard library of older Apple SDKs lacks.
    1 + bytes.dropLast().reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// A cursor over the bytes that keeps track of line and column.
  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func scan() -> [StartTag] {
      var tags: [StartTag] = []
      while offset < bytes.count {
        guard bytes[offset] == UInt8(ascii: "<") else {
          advance()
          continue
        }
        if starts(with: "<!--") {
          skip(past: "-->")
        } else if starts(with: "<![CDATA[") {
          skip(past: "]]>")
        } else if starts(with: "<?") {
          skip(past: "?>")
        } else if starts(with: "<!") {
          skipDeclaration()
        } else if starts(with: "</") {
          skipTag()
        } else {
          let tagLine = line
          let tagColumn = offset - lineStart + 1
          advance()
          tags.append(StartTag(name: readName(), line: tagLine, column: tagColumn))
          skipTag()
        }
      }
      return tags
    }

    private func starts(with prefix: String) -> Bool {
      let prefixBytes = Array(prefix.utf8)
      guard offset + prefixBytes.count <= bytes.count else { return false }
      return bytes[offset..<offset + prefixBytes.count].elementsEqual(prefixBytes)
    }

    private mutating func advance() {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }

    private mutating func skip(past terminator: String) {
      while offset < bytes.count, !starts(with: terminator) {
        advance()
      }
      for _ in terminator.utf8 where offset < bytes.count {
        advance()
      }
    }

    private mutating func readName() -> String {
      let start = offset
      while offset < bytes.count, !Self.endsName(bytes[offset]) {
        advance()
      }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
        UInt8(ascii: "/"), UInt8(ascii: ">"):
        true
      default:
        false
      }
    }

    /// Skips to just after the tag's `>`; a `>` inside a quoted attribute value does not end the tag.
    private mutating func skipTag() {
      var quote: UInt8?
      while offset < bytes.count {
        let byte = bytes[offset]
        advance()
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          return
        }
      }
    }

    /// Skips a `<!DOCTYPE …>`, whose internal subset in brackets may hold `>` characters of its own.
    private mutating func skipDeclaration() {
      var depth = 0
      var quote: UInt8?
      while offset < bytes.count {
        let byte = bytes[offset]
        advance()
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: "[") {
          depth += 1
        } else if byte == UInt8(ascii: "]") {
          depth -= 1
        } else if byte == UInt8(ascii: ">"), depth <= 0 {
          return
        }
      }
    }
  }
}
