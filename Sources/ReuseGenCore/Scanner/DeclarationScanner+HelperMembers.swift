/// The members a type already declares that the generated file would declare too (`reuseIdentifier`,
/// `nibName`) and the app's own register and dequeue helpers, which the generated helpers must not collide
/// with.
extension ScannerState {
  func isStaticMemberKeyword(_ tokenIndex: Int) -> Bool {
    guard tokenIndex < tokens.count, tokens[tokenIndex].kind == .identifier else { return false }
    let token = tokens[tokenIndex]
    let word = words.classify(bytes, start: token.start, end: token.end)
    return word == .variable || word == .function || word == .modifier
  }

  /// Records `static let reuseIdentifier = "X"` and its kin: a `static` or `class` property, declared
  /// directly in a type, protocol or extension body, with one of `conformanceMemberNames`.
  mutating func noteStaticProperty() {
    guard pendingStatic, let owner = scopes.last?.owner, index + 1 < tokens.count, isName(tokens[index + 1])
    else { return }
    let name = identifierText(tokens[index + 1])
    guard GeneratedAPI.conformanceMemberNames.contains(name) else { return }
    let value = IdentifierExpressionParser(bytes: bytes, tokens: tokens).propertyValue(
      after: index + 2, allowingAlias: true)
    result.staticProperties.append(
      StaticPropertyDeclaration(
        name: name,
        owner: owner,
        location: location(of: tokens[index + 1].start),
        value: value?.expression,
        isStored: value?.isStored ?? false,
        explicitAccess: pendingAccess,
        valueAlias: value?.alias))
  }

  /// Records an app's own `register(_:)`, `dequeueReusableCell(for:)` and the like: a `func` declared
  /// directly in an extension body, with one of `helperMethodNames`, and its argument labels. Records
  /// too the name of every `func`, operators' included, declared directly in an extension of
  /// `UITableView` or `UICollectionView` (`helperHostFunctions`).
  mutating func noteHelperMethod() {
    guard case .extension(let owner)? = scopes.last?.owner, text(tokens[index]) == "func",
      index + 1 < tokens.count
    else { return }
    let nameToken = tokens[index + 1]
    if extendsHelperHost[owner], isName(nameToken) || nameToken.kind == .operator {
      result.helperHostFunctions.append(identifierText(nameToken))
    }
    guard isName(nameToken) else { return }
    let name = identifierText(nameToken)
    guard GeneratedAPI.helperMethodNames.contains(name) else { return }
    var cursor = index + 2
    let generics = cursor
    if isOperator(cursor, startingWith: UInt8(ascii: "<")) {
      cursor = parseGenericParameters(from: cursor).next
    }
    guard cursor < tokens.count, tokens[cursor].kind == .leftParen else { return }
    var method = HelperMethodDeclaration(
      name: name, labels: argumentLabels(from: cursor), owner: owner,
      location: location(of: tokens[index + 1].start), explicitAccess: pendingAccess)
    method.parameterClass = firstParameterClass(parameters: cursor, generics: generics..<cursor)
    result.helperMethods.append(method)
  }

  /// The UIKit reusable-view root whose metatype the first parameter of the list at `open` takes:
  /// `UITableViewCell.Type`, or `T.Type` where the generic clause in `generics` says `T: UITableViewCell`.
  func firstParameterClass(parameters open: Int, generics: Range<Int>) -> String? {
    // The label and name (`_ type`) come before the first `:`.
    var colon = open + 1
    while colon < min(tokens.count, open + 4), tokens[colon].kind != .colon {
      guard tokens[colon].kind != .rightParen, tokens[colon].kind != .comma else { return nil }
      colon += 1
    }
    guard colon < tokens.count, tokens[colon].kind == .colon else { return nil }
    var path: [String] = []
    var cursor = colon + 1
    while cursor + 1 < tokens.count, isName(tokens[cursor]) {
      path.append(identifierText(tokens[cursor]))
      guard tokens[cursor + 1].kind == .period else { break }
      cursor += 2
    }
    guard cursor + 1 < tokens.count,
      tokens[cursor + 1].kind == .comma || tokens[cursor + 1].kind == .rightParen
    else { return nil }
    // `<Resource: NibReferenceContainer & …>(_ resource: Resource)`, R.swift's `register(R.nib.x)`: a
    // value of a constrained generic parameter, never a metatype, so no call of the generated API's.
    if path.count == 1, isConstrainedGenericParameter(path[0], generics: generics) {
      return HelperSignature.takesNoMetatype
    }
    guard path.count >= 2, path.last == "Type" else { return nil }
    let base = path.dropLast().drop { $0 == "UIKit" }
    guard base.count == 1, let name = base.first else { return nil }
    if UIKitClasses.rootNames.contains(name) { return name }
    // `<T: UITableViewCell>` or `<T: UITableViewCell & Reusable>`: the class the constraint names first.
    var index = generics.lowerBound
    while index + 2 < generics.upperBound {
      if isName(tokens[index]), identifierText(tokens[index]) == name, tokens[index + 1].kind == .colon {
        var constraint = index + 2
        if isName(tokens[constraint]), identifierText(tokens[constraint]) == "UIKit",
          constraint + 2 < generics.upperBound, tokens[constraint + 1].kind == .period
        {
          constraint += 2
        }
        guard isName(tokens[constraint]) else { return nil }
        let root = identifierText(tokens[constraint])
        return UIKitClasses.rootNames.contains(root) ? root : nil
      }
      index += 1
    }
    return nil
  }

  /// Whether the generic clause in `generics` constrains its parameter `name` (`<T: P>`).
  func isConstrainedGenericParameter(_ name: String, generics: Range<Int>) -> Bool {
    var index = generics.lowerBound
    while index + 1 < generics.upperBound {
      if isName(tokens[index]), identifierText(tokens[index]) == name, tokens[index + 1].kind == .colon {
        return true
      }
      index += 1
    }
    return false
  }

  /// The argument labels of the parameter list that opens at `start`: a parameter's first name, which is
  /// its label whether or not a second name follows.
  func argumentLabels(from start: Int) -> [String] {
    var labels: [String] = []
    var depth = 0
    var expectingLabel = false
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch token.kind {
      case .leftParen, .leftSquare:
        depth += 1
        expectingLabel = depth == 1
      case .rightParen, .rightSquare:
        depth -= 1
        if depth == 0 { return labels }
      case .comma:
        expectingLabel = depth == 1
      case .leftBrace, .rightBrace, .endOfFile:
        return labels
      case .identifier, .backtickIdentifier:
        if expectingLabel {
          labels.append(identifierText(token))
          expectingLabel = false
        }
      default:
        expectingLabel = false
      }
      cursor += 1
    }
    return labels
  }
}
