/// `Cell.getIdentifier()` where no Swift declares `getIdentifier()` but the module's Objective-C does
/// (SPEC §10.7): a class method of an `@implementation` or of a category on a UIKit class,
/// `+ (NSString *)getCellIdentifier { return NSStringFromClass(self.class); }` in
/// `@implementation UITableViewCell (util)`, which Swift calls on every subclass, Swift ones included.
///
/// Swift imports the selector under a shorter name when a run of its words repeats the end of the class's
/// name: `getCellIdentifier` of `UITableViewCell` is `getIdentifier()`, `reuseCellIdentifier` is
/// `reuseIdentifier()`. Whether the importer prunes depends on the words around the run (`myCellIdentifier`
/// keeps its name, `getTableCellIdentifier` too), which is not decided here: the call is read the other
/// way, from the name the Swift code calls, which compiles, to the selectors that could import as it, a
/// selector of that very name first.
extension SourceLookup {
  /// The class method `name` that the Objective-C of the class nearest to `type` in its chain declares,
  /// as a value whose `self` is the type the call names; `nil` when Swift declares a method `name` in the
  /// chain, or no Objective-C does.
  func objectiveCClassMethod(_ name: String, of type: EvaluatedType) -> Result<NamedValue, EvaluationFailure>?
  {
    // A lookup over some of the files knows no Swift functions, so it cannot tell a Swift override from
    // none: it answers no call at all, Objective-C's included.
    guard !objectiveC.isEmpty, !functionsByName.isEmpty else { return nil }
    let swiftDeclarations = (functionsByName[name] ?? []).map { indices[$0.file].functions[$0.position] }
    for link in chain(of: type) {
      let owners = [link.type.qualifiedName, "UIKit." + link.type.qualifiedName]
      if swiftDeclarations.contains(where: { $0.owner.map(owners.contains) == true }) { return nil }
      guard isObjectiveCOrUIKit(link.type), let className = link.type.path.last, link.type.path.count == 1
      else { continue }
      let members = objectiveC.classMembers(of: className)
      // A selector of the very name is the one Swift calls; a shorter import is read only without one.
      let exact = members.filter { $0.name == name }
      let found =
        exact.isEmpty
        ? members.filter { Self.importsAs(name, selector: $0.name, className: className) } : exact
      guard let first = found.first else { continue }
      guard found.allSatisfy({ $0.value == first.value }) else {
        return .failure(
          .objectiveCMethodsDiffer("\(className).\(name)()"))
      }
      return .success(
        NamedValue(expression: first.value, place: nil, isStored: false, owner: type, isStatic: true))
    }
    return nil
  }

  /// Whether the class is UIKit's or one the module's Objective-C declares (its interface is a header).
  private func isObjectiveCOrUIKit(_ type: EvaluatedType) -> Bool {
    guard let file = type.file else { return type.module == nil }
    return file < sources.count && ObjectiveCInterface.isInterface(path: sources[file].path)
  }

  /// Whether Swift may import the class method `selector` of `className` as `name`: the same name, or the
  /// selector without one run of its words, after its first word and before its last, that repeats the end
  /// of the class's name.
  static func importsAs(_ name: String, selector: String, className: String) -> Bool {
    if name == selector { return true }
    let words = camelCaseWords(selector)
    let classWords = camelCaseWords(className)
    guard words.count >= 3 else { return false }
    for start in 1..<(words.count - 1) {
      for length in 1..<(words.count - start) where length <= classWords.count {
        guard words[start..<(start + length)].elementsEqual(classWords.suffix(length)) else { continue }
        if (words[..<start] + words[(start + length)...]).joined() == name { return true }
      }
    }
    return false
  }

  /// The words of a camel-case name: `getURLCellIdentifier` is `get`, `URL`, `Cell`, `Identifier`.
  static func camelCaseWords(_ name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (offset, character) in characters.enumerated() {
      let startsWord: Bool
      if offset == 0 || !character.isUppercase {
        startsWord = false
      } else if !characters[offset - 1].isUppercase {
        startsWord = true
      } else {
        // In a run of capitals, the last one starts the next word when a lowercase letter follows it.
        startsWord = offset + 1 < characters.count && characters[offset + 1].isLowercase
      }
      if startsWord, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

extension ObjectiveCModule {
  /// The class methods returning a string that the `@implementation`s of `className` (its categories
  /// included) declare.
  func classMembers(of className: String) -> [ObjectiveCClassMember] {
    files.flatMap { $0.classMembers.filter { $0.className == className } }
  }
}
