/// `migrate --retire-helpers` (SPEC §10.3): the module's own register and dequeue helpers whose every call
/// registers or dequeues exactly as the generated API's helper would (the same identifiers at run time, the
/// same class or nib) are removed, and their calls relabelled to the generated helper where the labels
/// differ. A helper that any call, shape or use keeps is left with a note saying why.
enum HelperRetirement {
  /// What retiring does to the module.
  struct Plan {
    var edits: [MigrationEdit] = []
    /// What was removed and what stayed, and why.
    var notes: [Diagnostic] = []
    /// How many calls now go to the generated helper.
    var movedCalls = 0
    /// How many helpers are removed.
    var retiredHelpers = 0
  }

  /// The generated helper a retired one's calls go to: its name, and the label each argument takes by the
  /// parameter's role (`_` for the view's type, `for` for the index path).
  private struct Counterpart {
    var name: String
    var labels: [String]
  }

  /// The plan for `module`, whose identifier groups `groups` are the ones `migrate` decides with.
  static func plan(_ module: CallSiteModule, groups: MigrationGroups) -> Plan {
    var plan = Plan()
    let helpers = module.helperFunctions.values.joined()
      .filter { $0.file < module.moduleFileCount }
      .sorted { ($0.file, $0.nameToken) < ($1.file, $1.nameToken) }
    var outcomes = helpers.map { retire($0, module: module) }
    keepWhereAStringWouldSplit(&outcomes, helpers: helpers, groups: groups, module: module)
    for (helper, outcome) in zip(helpers, outcomes) {
      let source = module.sources[helper.file]
      let location = source.location(helper.nameToken)
      switch outcome {
      case .success(let retirement):
        plan.edits += retirement.edits
        plan.movedCalls += retirement.calls
        plan.retiredHelpers += 1
        plan.notes.append(
          Diagnostic(
            MigrationNote.retiredHelper(
              helper: helper.signature, calls: retirement.calls,
              renamed: Set(retirement.changes.map(\.renaming)).sorted { $0.used < $1.used }),
            at: location))
      case .failure(let reason):
        plan.notes.append(
          Diagnostic(MigrationNote.keptHelper(helper: helper.signature, reason), at: location))
      }
    }
    plan.edits = withoutEmptyExtensions(plan.edits, module: module)
    return plan
  }

  /// What retiring one helper does: its edits, its calls, and the strings its calls used that the
  /// generated API spells otherwise.
  struct Retirement {
    var edits: [MigrationEdit]
    var calls: Int
    var changes: [IdentifierChange]
  }

  /// A call of a helper whose string (`used`, the app's) is not the one the generated API uses for its view
  /// (`generated`): the string may change only with every call that uses it (SPEC §10.3).
  struct IdentifierChange: Hashable {
    var family: ReuseFamily
    var used: String
    var generated: String
    var view: String
    var place: SourceLocation

    /// The string and the one that replaces it.
    var renaming: MigrationNote.Renaming { MigrationNote.Renaming(used: used, generated: generated) }
  }

  /// Keeps each helper one of whose calls' strings would change while a call that keeps the old string
  /// uses it too: a UIKit call or a helper that stays, another view, an Interface Builder file, Objective-C,
  /// or a call whose string is not known. Repeated until no kept helper leaves a string split: a register
  /// helper retired without its dequeue helper would register under one string and dequeue under another.
  private static func keepWhereAStringWouldSplit(
    _ outcomes: inout [Result<Retirement, KeptReason>], helpers: [FunctionDeclaration],
    groups: MigrationGroups, module: CallSiteModule
  ) {
    // The sites by registry and string, read once: each change asks of two strings.
    var sitesByString: [SiteString: [Int]] = [:]
    for (index, site) in module.sites.enumerated() {
      guard let family = site.family, let value = site.identifier.value else { continue }
      sitesByString[SiteString(family: family, value: value), default: []].append(index)
    }
    let reads = groups.viewIdentifierReads
    var changed = true
    while changed {
      changed = false
      let retiring = Set(
        zip(helpers, outcomes).compactMap { helper, outcome in
          (try? outcome.get()).map { _ in HelperKey(file: helper.file, nameToken: helper.nameToken) }
        })
      // A read of a view's `reuseIdentifier` that stays would see the new string: no string may change.
      let staying = reads.filter { read in
        guard let file = read.file, let token = read.token else { return true }
        return !helpers.contains { helper in
          retiring.contains(HelperKey(file: helper.file, nameToken: helper.nameToken))
            && helper.file == file
            && helper.bodyOpen < token && token < helper.bodyClose
        }
      }
      for index in outcomes.indices {
        if case .success(let retirement) = outcomes[index],
          let (staying, change) = staying.lazy.compactMap({ read in
            retirement.changes.first { module.identifierRead(read, mayObserve: $0.view) }.map { (read, $0) }
          }).first
        {
          outcomes[index] = .failure(
            .identifierRead(
              read: staying.place, place: change.place, used: change.used, generated: change.generated))
          changed = true
          continue
        }
        guard case .success(let retirement) = outcomes[index],
          let change = retirement.changes.first(where: {
            !movesWhole($0, retiring: retiring, groups: groups, sites: sitesByString, module: module)
          })
        else { continue }
        outcomes[index] = .failure(
          .otherIdentifier(place: change.place, used: change.used, generated: change.generated))
        changed = true
      }
    }
  }

  private struct HelperKey: Hashable {
    var file: Int
    var nameToken: Int
  }

  /// A registry and a string its calls use.
  private struct SiteString: Hashable {
    var family: ReuseFamily
    var value: String
  }

  /// Whether every use of the change's string moves with it to the generated one: each call that uses it
  /// is a call of a helper that retires, of the change's view; no Interface Builder file sets it, no
  /// Objective-C send uses it, no call whose string is not known may be it; and no call uses the generated
  /// string for another view.
  private static func movesWhole(
    _ change: IdentifierChange, retiring: Set<HelperKey>, groups: MigrationGroups,
    sites: [SiteString: [Int]], module: CallSiteModule
  ) -> Bool {
    guard !groups.pinnedByInterfaceBuilder.contains(change.used) else { return false }
    for group in groups.groups where group.family == change.family && group.identifier == change.used {
      if groups.objectiveCReason(keeping: group) != nil || groups.unresolvedSite(thatMayUse: group) != nil {
        return false
      }
    }
    func reference(_ site: ReuseCallSite) -> ClassReference? {
      site.role == .register ? site.registeredClass : site.castClass
    }
    for site in (sites[SiteString(family: change.family, value: change.used)] ?? []).map({ module.sites[$0] })
    {
      guard let helper = site.helper,
        retiring.contains(HelperKey(file: helper.file, nameToken: helper.nameToken)),
        reference(site) == .module(change.view)
      else { return false }
    }
    return (sites[SiteString(family: change.family, value: change.generated)] ?? []).allSatisfy {
      reference(module.sites[$0]) == .module(change.view)
    }
  }

  /// The edits with every extension whose removed helpers were all it held deleted whole, so that no empty
  /// `extension UITableView { }` is left behind.
  private static func withoutEmptyExtensions(_ edits: [MigrationEdit], module: CallSiteModule)
    -> [MigrationEdit]
  {
    var result = edits
    for file in Set(edits.map(\.file)) {
      let source = module.sources[file]
      let removals = edits.filter { $0.file == file && $0.replacement.isEmpty }
      for keyword in source.tokens.indices where source.isWord(keyword, "extension") {
        var open = keyword + 1
        while open < source.tokens.count, !source.isKind(open, .leftBrace) { open += 1 }
        guard let close = source.matchingClose(open), close > open + 1 else { continue }
        let body = (open + 1)..<close
        // Every token of the body lies in a removal: the extension holds nothing else.
        let covered = body.allSatisfy { index in
          removals.contains { $0.start <= source.tokens[index].start && source.tokens[index].end <= $0.end }
        }
        guard covered, source.tokens[keyword].isAtStartOfLine else { continue }
        var start = source.tokens[keyword].leadingTriviaStart
        while start < source.tokens[keyword].start, source.bytes[start] == UInt8(ascii: "\n") { start += 1 }
        var end = source.tokens[close].end
        while end < source.bytes.count, source.bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end < source.bytes.count { end += 1 }
        end = keepingOneBlankLine(source.bytes, start: start, end: end)
        result.removeAll { $0.file == file && start <= $0.start && $0.end <= end }
        result.append(MigrationEdit(file: file, start: start, end: end, replacement: ""))
      }
    }
    return result
  }

  private static func retire(_ helper: FunctionDeclaration, module: CallSiteModule)
    -> Result<Retirement, KeptReason>
  {
    guard let host = helper.host else { return .failure(.notUIKitExtensionMethod) }
    let sites = module.sites.filter { $0.helper.map { $0 == (helper.file, helper.nameToken) } ?? false }
    guard let first = sites.first,
      !sites.contains(where: {
        $0.file == helper.file && helper.bodyOpen < $0.nameToken && $0.nameToken < helper.bodyClose
      })
    else { return .failure(.noCall) }
    // `[A.self].forEach(tableView.registerNib)` names the helper without calling it: no relabelling
    // replaces it with the generated helper.
    if let reference = sites.first(where: { !module.sources[$0.file].isKind($0.nameToken + 1, .leftParen) }) {
      return .failure(.passedByName(place: reference.location))
    }
    if let chosen = sites.first(where: \.passesMetatypeChosenAtRunTime) {
      return .failure(.passesTypeChosenAtRunTime(place: chosen.location))
    }
    guard sites.allSatisfy({ $0.role == first.role }) else {
      return .failure(.registersAndDequeues)
    }
    guard let counterpart = counterpart(of: helper, role: first.role, family: first.family) else {
      return .failure(.noGeneratedCounterpart)
    }
    if let returnType = helper.returnType, returnType.hasSuffix("?") {
      return .failure(.returnsOptional)
    }
    var changes: [IdentifierChange] = []
    for site in sites {
      guard let family = site.family, GeneratedAPI.host(family) == host else {
        return .failure(.otherRegistry(place: site.location))
      }
      let reference = site.role == .register ? site.registeredClass : site.castClass
      guard case .module(let name)? = reference, let view = module.view(named: name),
        view.status == .generated,
        !view.isGeneric
      else {
        return .failure(.noViewOfGeneratedAPI(place: site.location))
      }
      if let used = site.identifier.value, let generated = view.runtimeIdentifier, used != generated,
        view.identifierSource == .generated
      {
        // The app's string: it may become the generated one with every call that uses it.
        changes.append(
          IdentifierChange(family: family, used: used, generated: generated, view: name, place: site.location)
        )
      } else if site.identifier.value == nil || site.identifier.value != view.runtimeIdentifier {
        return .failure(
          .otherIdentifier(
            place: site.location, used: site.identifier.value, generated: view.runtimeIdentifier))
      }
      if site.role == .register, site.nibName != view.source.nibName {
        return .failure(.registersOtherwise(place: site.location, view: name))
      }
    }
    if let user = otherHelperCalling(helper, module: module) {
      return .failure(.calledBy(caller: user.signature))
    }
    // Every call of the helper, found as the sites its body performs, once per call.
    var calls: [(file: Int, nameToken: Int, arguments: [ReuseCallSite.Argument])] = []
    for site in sites where !calls.contains(where: { $0.file == site.file && $0.nameToken == site.nameToken })
    {
      calls.append((site.file, site.nameToken, site.arguments))
    }
    var edits: [MigrationEdit] = []
    for call in calls {
      guard let relabelled = relabel(call, helper: helper, to: counterpart, module: module) else {
        return .failure(.cannotRelabel(place: module.sources[call.file].location(call.nameToken)))
      }
      edits += relabelled
    }
    edits.append(removal(of: helper, in: module.sources[helper.file]))
    return .success(Retirement(edits: edits, calls: calls.count, changes: changes))
  }

  /// The generated helper with the helper's role and parameters: one metatype (`_`), and for a dequeue of
  /// a cell an index path (`for`); or the helper itself, when it already has a generated one's name and
  /// labels.
  private static func counterpart(
    of helper: FunctionDeclaration, role: ReuseCallSite.Role, family: ReuseFamily?
  )
    -> Counterpart?
  {
    let roles = helper.parameters.map { parameter -> String? in
      if parameter.type.hasSuffix(".Type") { return "_" }
      if parameter.type == "IndexPath" { return "for" }
      return nil
    }
    guard roles.allSatisfy({ $0 != nil }) else { return nil }
    let labels = roles.compactMap { $0 }
    switch (role, family) {
    case (.register, .tableViewCell?), (.register, .tableViewHeaderFooterView?),
      (.register, .collectionViewCell?):
      return labels == ["_"] ? Counterpart(name: "register", labels: labels) : nil
    case (.dequeue, .tableViewCell?), (.dequeue, .collectionViewCell?):
      let shapes: Set<[String]> = [["_", "for"], ["for"]]
      return shapes.contains(labels) ? Counterpart(name: "dequeueReusableCell", labels: labels) : nil
    case (.dequeue, .tableViewHeaderFooterView?):
      return labels == ["_"] ? Counterpart(name: "dequeueReusableHeaderFooterView", labels: labels) : nil
    default:
      return nil
    }
  }

  /// Another of the module's helpers whose body calls this one by name.
  private static func otherHelperCalling(_ helper: FunctionDeclaration, module: CallSiteModule)
    -> FunctionDeclaration?
  {
    module.helperFunctions.values.joined().first { other in
      guard other.file != helper.file || other.nameToken != helper.nameToken else { return false }
      let source = module.sources[other.file]
      return module.indices[other.file].scopes.keys.contains { token in
        other.bodyOpen < token && token < other.bodyClose && source.text(token) == helper.name
          && module.arguments(source, open: token + 1, close: source.matchingClose(token + 1) ?? token + 1)
            .map(\.label) == helper.labels
      }
    }
  }

  /// The edits that turn a call of the helper into a call of the generated one: the name, and each
  /// argument's label by its parameter's role.
  private static func relabel(
    _ call: (file: Int, nameToken: Int, arguments: [ReuseCallSite.Argument]), helper: FunctionDeclaration,
    to counterpart: Counterpart, module: CallSiteModule
  ) -> [MigrationEdit]? {
    let source = module.sources[call.file]
    var edits: [MigrationEdit] = []
    if source.text(call.nameToken) != counterpart.name {
      let token = source.tokens[call.nameToken]
      edits.append(
        MigrationEdit(file: call.file, start: token.start, end: token.end, replacement: counterpart.name))
    }
    var parameters = helper.parameters[...]
    for argument in call.arguments {
      while let parameter = parameters.first, parameter.label != argument.label { parameters.removeFirst() }
      guard let parameter = parameters.popFirst() else { return nil }
      let label = parameter.type.hasSuffix(".Type") ? "_" : "for"
      guard label != argument.label else { continue }
      let value = source.tokens[argument.first].start
      if argument.label == "_" {
        edits.append(MigrationEdit(file: call.file, start: value, end: value, replacement: label + ": "))
      } else {
        // `cellType: X.self`: the label and its colon go; `at: indexPath` becomes `for: indexPath`.
        let labelToken = source.tokens[argument.first - 2]
        edits.append(
          MigrationEdit(
            file: call.file, start: labelToken.start, end: value,
            replacement: label == "_" ? "" : label + ": "))
      }
    }
    return edits
  }

  /// Removes the helper's declaration: its doc comment, attributes and modifiers, up to the end of the line
  /// of its closing brace.
  private static func removal(of helper: FunctionDeclaration, in source: SourceFile) -> MigrationEdit {
    var first = helper.nameToken - 1
    while first > 0,
      source.isKind(first - 1, .identifier) || source.isKind(first - 1, .rightParen)
        || source.isKind(first - 1, .atSign),
      !source.isKind(first - 1, .leftBrace), !source.tokens[first].isAtStartOfLine
    {
      first -= 1
    }
    // Attributes on lines of their own, such as `@discardableResult`, belong to the declaration too.
    while first >= 2, source.isKind(first - 2, .atSign), source.isKind(first - 1, .identifier),
      source.tokens[first - 2].isAtStartOfLine
    {
      first -= 2
    }
    // The declaration's line starts where the trivia before its first token starts its last line.
    let leading = source.tokens[first].leadingTriviaStart
    var start = leading
    let bytes = source.bytes
    // Keep the line break that ends the previous line; take the doc comment and indentation.
    while start < source.tokens[first].start, bytes[start] == UInt8(ascii: "\n") { start += 1 }
    var end = source.tokens[helper.bodyClose].end
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    if end < bytes.count { end += 1 }
    end = keepingOneBlankLine(bytes, start: start, end: end)
    return MigrationEdit(file: helper.file, start: start, end: end, replacement: "")
  }

  /// The end of a removal of whole lines from `start` to `end` that leaves one blank line where a blank
  /// line stood on both sides of it, not two.
  private static func keepingOneBlankLine(_ bytes: [UInt8], start: Int, end: Int) -> Int {
    let newline = UInt8(ascii: "\n")
    guard end < bytes.count, bytes[end] == newline, start >= 2, bytes[start - 1] == newline,
      bytes[start - 2] == newline
    else { return end }
    return end + 1
  }
}
