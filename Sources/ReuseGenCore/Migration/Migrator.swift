/// One rewrite: the bytes `start..<end` of a file become `replacement`.
struct MigrationEdit {
  var file: Int
  var start: Int
  var end: Int
  var replacement: String
  /// Whether the call stays one of UIKit's string calls after the edit (an Optional header dequeue that
  /// passes the view's identifier): the site is still left, not moved.
  var keepsUIKitCall = false
}

/// What `migrate` would do to a module.
struct MigrationPlan {
  /// The rewrites, in file and offset order.
  var edits: [MigrationEdit] = []
  /// Call sites left as they are, each with the reason.
  var skipped: [Diagnostic] = []
  /// Call sites left as they are because their nib's bundle is not the generated file's, counted over
  /// whole groups, for the summary's advice.
  var keptByBundle = 0
  /// With `--retire-helpers`: which of the module's own helpers were removed and which stayed, and why.
  var retirement: [Diagnostic] = []
  /// With `--retire-helpers`: the helper calls that now go to the generated API.
  var movedHelperCalls = 0
  /// With `--retire-helpers`: how many of the module's own helpers the plan removes.
  var retiredHelpers = 0
  /// Hand-written identifiers that no code references once the plan is applied.
  var unused: [Diagnostic] = []
  /// The indices of the rewritten call sites in `CallSiteModule.sites`.
  var migratedSites: [Int] = []
  /// Those and the sites whose identifier argument alone was rewritten, which stay UIKit's calls: every site
  /// whose written identifier the plan replaces.
  var editedSites: [Int] = []

  /// The rewritten bytes of each changed file, by file index.
  func rewrittenFiles(_ module: CallSiteModule) -> [Int: [UInt8]] {
    var result: [Int: [UInt8]] = [:]
    for (file, edits) in Dictionary(grouping: edits, by: \.file) {
      var bytes = module.sources[file].bytes
      for edit in edits.sorted(by: { $0.start > $1.start }) {
        bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
      }
      result[file] = bytes
    }
    return result
  }
}

/// Rewrites call sites into the typed API, as token-range edits that leave every other byte alone
/// (DESIGN.md §10, SPEC §10.3).
///
/// A site whose identifier is the one the typed API uses for its view moves on its own. A site whose
/// identifier is the app's own string moves to the view's identifier only with its whole group: every
/// registration and dequeue of that identifier in its registry, so that UIKit sees one consistent identifier
/// before and after. A group that cannot move whole moves the sites that can to a typed identifier whose raw
/// value is the app's string (SPEC §10.6), and the others keep the string.
enum Migrator {
  /// Plans the rewrite; `errors` are the module's errors, which keep the groups they touch as they are.
  static func plan(
    _ module: CallSiteModule, bundle: NibLoading, errors: [Diagnostic] = [], retireHelpers: Bool = false
  ) -> MigrationPlan {
    var builder = PlanBuilder(module, bundle: bundle, errors: errors, retireHelpers: retireHelpers)
    for group in builder.groups.groups {
      builder.add(group)
    }
    recordLoops(builder.loopResults, module: module, in: &builder.plan)
    for index in builder.groups.ungrouped {
      builder.addUngrouped(index)
    }
    return builder.finished()
  }

  /// The plan as the groups and the sites no group holds add to it: a group's decision, then each of its
  /// sites by the decision's kind (`addBlocked`, `addTypedIdentifierSite`, `addMovableSite`, a loop's
  /// registration kept for `recordLoops`), then each closed set (`addUngrouped`); and the typed
  /// identifiers the plan declares, whose new members it names and counts the uses of.
  private struct PlanBuilder {
    let module: CallSiteModule
    let bundle: NibLoading
    /// The helpers the generated file leaves out, as generation decides it.
    let omitted: Set<HelperSignature>
    let errorLocations: Set<SourceLocation>
    let groups: MigrationGroups
    var plan = MigrationPlan()
    var typedIdentifiers: [TypedIdentifierTarget] = []
    /// New members avoid the declared ones and the type's own instance members.
    var members: Set<String>
    /// Each member is a new name: its declaration, and `.member` at each site; not a use of the constant
    /// the sites named, which may be spelled the same.
    var introduced: [String: Int] = [:]
    /// A registration in a loop is one site per type, in as many groups: the call moves once, when all do.
    var loopResults: [LoopCall: [(index: Int, result: Result<[MigrationEdit], Reason>)]] = [:]
    /// The metatype members retyped already, once for all their dequeues.
    var retyped = Set<Int>()
    let memberNames = MemberNameQuestions()

    init(_ module: CallSiteModule, bundle: NibLoading, errors: [Diagnostic], retireHelpers: Bool) {
      (self.module, self.bundle) = (module, bundle)
      groups = MigrationGroups(module)
      if retireHelpers {
        let retirement = HelperRetirement.plan(module, groups: groups)
        let library = ReusableLibraryRetirement.plan(module)
        plan.edits += retirement.edits + library.edits
        plan.retirement = retirement.notes + library.notes
        plan.movedHelperCalls = retirement.movedCalls
        plan.retiredHelpers = retirement.retiredHelpers
      }
      omitted = Set(module.analysis.existingHelpers.map(\.signature))
      errorLocations = Set(errors.flatMap { [$0.location] + $0.notes.map(\.location) }.compactMap { $0 })
      members = Set(module.typedIdentifiers.byMember.keys).union(["rawValue", "source"])
    }

    /// Names `target`'s new member and declares it.
    mutating func declare(_ target: inout TypedIdentifierTarget) {
      target.member = memberName(for: target.rawValue, avoiding: members)
      adopt(target)
    }

    /// Declares `target`, whose member is named already.
    mutating func adopt(_ target: TypedIdentifierTarget) {
      members.insert(target.member)
      introduced[target.member] = 1
      typedIdentifiers.append(target)
    }

    /// Adds a group: its decision, then each of its sites by the decision's kind.
    mutating func add(_ group: MigrationGroups.Group) {
      var decision = decide(
        group, groups: groups, module: module, errorLocations: errorLocations, bundle: bundle,
        omitted: omitted)
      // A target without a member is a new declaration; one with a member is declared already.
      if case .typedIdentifier(var target) = decision, target.member.isEmpty {
        declare(&target)
        decision = .typedIdentifier(target)
      }
      // Sites read through the module's own helpers are the helpers' calls: they stay as they are.
      for member in group.members where member.isModuleSite && module.sites[member.index].viaHelper == nil {
        let site = module.sites[member.index]
        switch decision {
        case .blocked(let reason, let blocking, let others):
          addBlocked(member.index, of: group, reason: reason, blocking: blocking, others: others)
        case .typedIdentifier(let target):
          addTypedIdentifierSite(member.index, of: group, target: target)
        case .movable(let view) where site.passesMetatypeChosenAtRunTime && site.identifier.readsLoopVariable:
          let result = loopRegistrationEdits(
            site, view: view, family: group.family, module: module, bundle: bundle, omitted: omitted)
          loopResults[LoopCall(file: site.file, nameToken: site.nameToken), default: []].append(
            (member.index, result))
        case .movable(let view):
          addMovableSite(member.index, of: group, view: view)
        }
      }
      // A group that moves whole to its view's identifier takes the calls that passed its string as a typed
      // identifier along (SPEC §10.6).
      if case .movable(let view) = decision, group.identifier != view.runtimeIdentifier {
        moveTypedIdentifierSites(
          of: group, to: view, groups: groups, module: module, omitted: omitted, in: &plan)
      }
    }

    /// A site of a group that stays: its own reason when it is one the group's note names, or else the note
    /// that it moves only with its group.
    mutating func addBlocked(
      _ index: Int, of group: MigrationGroups.Group, reason: Reason, blocking: Int,
      others: [(index: Int, reason: Reason)]
    ) {
      let site = module.sites[index]
      if reason.isNibBundleMismatch { plan.keptByBundle += 1 }
      if index == blocking {
        plan.skipped.append(Diagnostic(MigrationNote.notMigrated(reason), at: site.location))
      } else if let own = others.first(where: { $0.index == index }) {
        plan.skipped.append(Diagnostic(MigrationNote.notMigrated(own.reason), at: site.location))
      } else {
        // Every site that stays has its own note (SPEC §10.5); the group's reasons are at its blocking
        // sites, each of which the note names.
        let note = MigrationNote.notMigrated(
          .group(
            .movesOnlyWithItsGroup(
              identifier: group.identifier, scopeView: group.scopeView,
              blocking: ([blocking] + others.map(\.index)).map { module.sites[$0].location })))
        plan.skipped.append(Diagnostic(note, at: site.location))
      }
    }

    /// A site of a group that passes a typed identifier of its string.
    mutating func addTypedIdentifierSite(
      _ index: Int, of group: MigrationGroups.Group, target: TypedIdentifierTarget
    ) {
      let site = module.sites[index]
      // A UIKit class's dequeue returns what the string call returned: only the argument changes.
      let result =
        target.className.map {
          rewrite(
            site, family: group.family, typedIdentifier: target.member, of: $0, module: module,
            omitted: omitted)
        } ?? .success([typedIdentifierEdit(site, member: target.member, module: module)])
      // A site that cannot pass the typed identifier keeps the string, which still means the same
      // (SPEC §10.6).
      let kept = result.mapError {
        Reason.keepsStringBesideTypedIdentifier(
          identifier: group.identifier, member: target.member, site: $0)
      }
      // Uses of a member declared already were there before: they are counted with the module's names.
      if record(kept, of: index, at: site.location, in: &plan), let count = introduced[target.member] {
        introduced[target.member] = count + 1
      }
    }

    /// A site of a group that moves to `view`'s typed API.
    mutating func addMovableSite(_ index: Int, of group: MigrationGroups.Group, view: ReusableView) {
      let site = module.sites[index]
      var result = rewrite(
        site, family: group.family, view: view, module: module, bundle: bundle, omitted: omitted)
      // A nib-backed view's class registered without its nib keeps doing that through a typed
      // identifier of its class: the string is the view's own, so the group's other sites move alike.
      if case .failure = result, group.identifier == view.runtimeIdentifier,
        var target = classRegistrationTarget(
          site, of: view, family: group.family, module: module, isApplication: bundle.isApplication)
      {
        if let declared = typedIdentifiers.first(where: {
          $0.viewType == target.viewType && $0.rawValue == target.rawValue && $0.source == target.source
        }) {
          target = declared
        } else {
          declare(&target)
        }
        result = rewrite(
          site, family: group.family, typedIdentifier: target.member, of: view.name, module: module,
          omitted: omitted)
        if case .success = result { introduced[target.member, default: 0] += 1 }
      }
      record(result, of: index, at: site.location, in: &plan)
    }

    /// A site no group holds: a closed set of identifiers, which moves as a choice of typed identifiers
    /// or through a metatype member, or stays with the note that says why.
    mutating func addUngrouped(_ index: Int) {
      let site = module.sites[index]
      if !site.identifier.alternatives.isEmpty,
        site.role == .register || errorLocations.contains(site.location)
          || errorLocations.contains(site.identifierLocation)
      {
        plan.skipped.append(
          Diagnostic(
            MigrationNote.notMigrated(.closedSet(.namesOneView(unresolved: site.identifier.reason))),
            at: site.location))
        return
      }
      guard !site.identifier.alternatives.isEmpty else {
        plan.skipped.append(
          Diagnostic(
            MigrationNote.notMigrated(.closedSet(.unresolved(site.identifier.reason))),
            at: site.location)
        )
        return
      }
      if addTypedIdentifierChoice(index) { return }
      addMetatypeChoice(index)
    }

    /// A ternary between two strings of one class chooses between their typed identifiers; those of
    /// storyboard prototypes that only the choice uses are declared for it. Whether the site has such a
    /// choice.
    mutating func addTypedIdentifierChoice(_ index: Int) -> Bool {
      let site = module.sites[index]
      let family = site.family ?? .tableViewCell
      var prototypes = prototypeChoiceTargets(
        site, family: family, declared: typedIdentifiers, module: module)
      var taken = members
      for position in prototypes.indices {
        prototypes[position].member = memberName(for: prototypes[position].rawValue, avoiding: taken)
        taken.insert(prototypes[position].member)
      }
      guard
        let choice = typedIdentifierChoice(
          site, family: family, declared: typedIdentifiers + prototypes, module: module, omitted: omitted)
      else { return false }
      if record(choice.result, of: index, at: site.location, in: &plan) {
        for target in prototypes {
          adopt(target)
        }
        for member in choice.members { introduced[member, default: 0] += 1 }
      }
      return true
    }

    /// A closed set chosen through a metatype member moves with the member retyped (once for all its
    /// dequeues); any other stays.
    mutating func addMetatypeChoice(_ index: Int) {
      let site = module.sites[index]
      let moved = metatypeChoice(
        site, family: site.family ?? .tableViewCell, groups: groups, module: module, omitted: omitted,
        memberNames: memberNames
      ).flatMap { choice in
        rewrite(
          site, family: site.family ?? .tableViewCell, passing: choice.argument, module: module,
          omitted: omitted
        ).map { (choice, $0) }
      }
      switch moved {
      case .success(let (choice, edits)):
        plan.edits += edits
        plan.editedSites.append(index)
        plan.migratedSites.append(index)
        let key = choice.member.file << 32 | choice.member.token
        if retyped.insert(key).inserted { plan.edits.append(retypingEdit(choice, module: module)) }
      case .failure(let reason):
        plan.skipped.append(Diagnostic(MigrationNote.notMigrated(reason), at: site.location))
      }
    }

    /// The plan, with the typed identifiers it declares, the locals no code reads any more, and the
    /// identifiers nothing references once it is applied.
    func finished() -> MigrationPlan {
      var plan = plan
      plan.edits += typedIdentifierDeclarations(typedIdentifiers, module: module)
      let locals = UnusedLocals.deletions(module, sites: plan.editedSites, edits: plan.edits)
      plan.edits += locals.edits
      plan.edits.sort { ($0.file, $0.start) < ($1.file, $1.start) }
      plan.unused += unusedIdentifiers(module, plan: plan, introduced: introduced, deleted: locals.removed)
      return plan
    }
  }

  /// Moves the calls that pass a typed identifier of the group's string to `view`'s typed API, with the note
  /// that no call passes the declaration any more.
  private static func moveTypedIdentifierSites(
    of group: MigrationGroups.Group, to view: ReusableView, groups: MigrationGroups, module: CallSiteModule,
    omitted: Set<HelperSignature>, in plan: inout MigrationPlan
  ) {
    let typed = groups.typedSites(of: group)
    guard !typed.isEmpty else { return }
    for index in typed {
      let site = module.sites[index]
      record(
        rewriteTypedIdentifierSite(site, family: group.family, view: view, module: module, omitted: omitted),
        of: index, at: site.location, in: &plan)
    }
    for member in Set(typed.compactMap { module.sites[$0].typedIdentifier }).sorted() {
      guard let declaration = module.typedIdentifiers.declaration(member) else { continue }
      plan.unused.append(
        Diagnostic(MigrationNote.typedIdentifierUnused(member: member), at: declaration.location))
    }
  }

  /// Adds each loop registration whose every type moves, once, or the note that says why it stays. A type
  /// whose group stays has its note from the group already.
  private static func recordLoops(
    _ results: [LoopCall: [(index: Int, result: Result<[MigrationEdit], Reason>)]], module: CallSiteModule,
    in plan: inout MigrationPlan
  ) {
    var typeCounts: [LoopCall: Int] = [:]
    for site in module.sites
    where site.passesMetatypeChosenAtRunTime
      && results.keys.contains(
        LoopCall(file: site.file, nameToken: site.nameToken))
    {
      typeCounts[LoopCall(file: site.file, nameToken: site.nameToken), default: 0] += 1
    }
    for (call, moves) in results.sorted(by: {
      ($0.key.file, $0.key.nameToken) < ($1.key.file, $1.key.nameToken)
    }) {
      let location = module.sites[moves[0].index].location
      if let failure = moves.lazy.compactMap({ move -> Reason? in
        if case .failure(let reason) = move.result { return reason }
        return nil
      }).first {
        plan.skipped.append(Diagnostic(MigrationNote.notMigrated(failure), at: location))
        continue
      }
      // A type whose group stays keeps the call; that group's note says why.
      guard moves.count == typeCounts[call], case .success(let edits) = moves[0].result else { continue }
      plan.edits += edits
      plan.editedSites += moves.map(\.index)
      plan.migratedSites.append(moves[0].index)
    }
  }

  /// Adds one site's rewrite to the plan, or the note that says why it stays; whether it moved.
  @discardableResult
  private static func record(
    _ result: Result<[MigrationEdit], Reason>, of index: Int, at location: SourceLocation,
    in plan: inout MigrationPlan
  ) -> Bool {
    switch result {
    case .success(let edits) where edits.allSatisfy(\.keepsUIKitCall):
      // UIKit's call stays, with the view's identifier: the site is still one of UIKit's string calls.
      plan.edits += edits
      plan.editedSites.append(index)
      return false
    case .success(let edits):
      plan.edits += edits
      plan.editedSites.append(index)
      plan.migratedSites.append(index)
      return true
    case .failure(let reason):
      plan.skipped.append(Diagnostic(MigrationNote.notMigrated(reason), at: location))
      return false
    }
  }

  /// Whether a group moves, and to which view's typed API.
  enum Decision {
    /// Each site moves to the typed API of this view (unless the site itself cannot be rewritten).
    case movable(ReusableView)
    /// Each site passes a typed identifier instead of the string.
    case typedIdentifier(TypedIdentifierTarget)
    /// The group stays; `blocking` is the site (by index) the note names, and `alsoBlocking` the other
    /// sites that would keep it, each for its own reason: the notes of the sites that could move name them
    /// all.
    case blocked(Reason, blocking: Int, alsoBlocking: [(index: Int, reason: Reason)] = [])
  }

  /// Why a site keeps its whole group as it is, whatever the group moves to: this run does not rewrite
  /// it, or it is a call of the module's own helper.
  static func groupWideBlocker(
    _ member: MigrationGroups.Member, in group: MigrationGroups.Group, module: CallSiteModule
  ) -> Reason? {
    let site = module.sites[member.index]
    guard member.isModuleSite else {
      return .group(.usedInUnrewrittenFile(identifier: group.identifier, path: site.location.path))
    }
    guard site.viaHelper == nil else {
      return .group(.usedThroughOwnHelper(identifier: group.identifier, helper: site.viaHelper ?? ""))
    }
    return nil
  }

  /// Whether a group moves, and to what: its view's typed API, or else a typed identifier that keeps the
  /// app's string (`TypedIdentifierMigration.swift`).
  private static func decide(
    _ group: MigrationGroups.Group, groups: MigrationGroups, module: CallSiteModule,
    errorLocations: Set<SourceLocation>, bundle: NibLoading, omitted: Set<HelperSignature>
  ) -> Decision {
    if let member = group.members.first(where: { member in
      let site = module.sites[member.index]
      return errorLocations.contains(site.location) || errorLocations.contains(site.identifierLocation)
    }) {
      return .blocked(.errorAtCallSite(identifier: group.identifier), blocking: member.index)
    }
    let named = groups.views(of: group)
    let views = Set(named.compactMap { $0 })
    // A string that names no view of the module is of UIKit's class or another module's.
    if views.isEmpty {
      return noModuleViewDecision(
        group, groups: groups, module: module, omitted: omitted, isApplication: bundle.isApplication)
    }
    let decision = decideViewAPI(
      group, named: named, groups: groups, module: module, errorLocations: errorLocations, bundle: bundle,
      omitted: omitted)
    guard case .blocked = decision, views.count == 1, !named.contains(nil),
      let view = views.first.flatMap(module.view(named:))
    else { return decision }
    return moduleViewDecision(
      group, view: view, groups: groups, module: module, errorLocations: errorLocations, omitted: omitted,
      isApplication: bundle.isApplication)
      ?? decision
  }

  /// The decision for the typed API of the group's one view, `named` being the views its sites name.
  private static func decideViewAPI(
    _ group: MigrationGroups.Group, named: [String?], groups: MigrationGroups, module: CallSiteModule,
    errorLocations: Set<SourceLocation>, bundle: NibLoading, omitted: Set<HelperSignature>
  ) -> Decision {
    let first = group.firstSite
    let identifier = group.identifier
    func blocked(_ reason: Reason, at index: Int? = nil) -> Decision {
      .blocked(reason, blocking: index ?? first)
    }
    let views = Set(named.compactMap { $0 })
    guard let name = views.first, !named.contains(nil) else {
      guard !views.isEmpty else { return blocked(.group(.namesNoView(identifier: identifier))) }
      let byPrototype = groups.prototypes(of: group).contains { prototype in
        if case .module = prototype { false } else { true }
      }
      return blocked(
        .group(
          .usedForViewsAndOthers(identifier: identifier, views: views.sorted(), byPrototype: byPrototype)))
    }
    guard views.count == 1 else {
      return blocked(.group(.usedForSeveralViews(identifier: identifier, views: views.sorted())))
    }
    guard let view = module.view(named: name), view.status == .generated, !view.isGeneric,
      ReuseFamily(view.kind) == group.family
    else {
      // A view private to its file has a typed identifier declared there.
      if let view = module.view(named: name),
        let decision = filePrivateDecision(
          group, view: view, groups: groups, module: module, omitted: omitted,
          isApplication: bundle.isApplication)
      {
        return decision
      }
      // Said at a site of that view, not at another class's that shares the string.
      return blocked(
        .group(.noTypedAPI(view: name)), at: group.members.first { $0.view == name && $0.isModuleSite }?.index
      )
    }
    if errorLocations.contains(view.location) {
      return blocked(.errorAboutView(view: name, identifier: identifier))
    }
    // The typed API uses the view's own identifier; when it is this one, each site can move on its own.
    if view.runtimeIdentifier == identifier { return .movable(view) }
    // A string only code migrate does not read may register keeps its value: the typed API's would be
    // registered nowhere (SPEC §10.7).
    if let registrar = unreadRegistration(of: group, module: module) {
      return blocked(.registeredInUnreadCode(identifier: identifier, registrar: registrar.unread))
    }
    // Sites an earlier run moved to a typed identifier keep the string: the group moves whole only with
    // them, each to this view's typed API (SPEC §10.6).
    for typed in groups.typedSites(of: group) {
      let site = module.sites[typed]
      guard (site.role == .register ? site.registeredClass : site.castClass) == .module(name),
        case .success = rewriteTypedIdentifierSite(
          site, family: group.family, view: view, module: module, omitted: omitted)
      else {
        return blocked(
          .passedAsTypedIdentifier(
            identifier: identifier, member: site.typedIdentifier ?? "", place: site.location))
      }
    }
    // The typed API uses the generated identifier, or the one the view declares when it evaluates: the
    // whole group moves to it. An identifier Interface Builder sets is the file's, which code cannot change.
    guard let typed = view.runtimeIdentifier,
      view.identifierSource == .generated || view.identifierSource == .declared
    else {
      return blocked(
        .group(
          .viewHasOtherIdentifier(
            view: name, viewIdentifier: view.runtimeIdentifier, identifier: identifier,
            isDeclared: view.identifierSource == .declared, sourceName: view.source.name)))
    }
    if let reason = otherGroupOfTypedIdentifier(
      typed, of: group, view: view, named: name, groups: groups, module: module)
    {
      return blocked(reason)
    }
    if groups.pinnedByInterfaceBuilder.contains(identifier) {
      return blocked(.group(.setByInterfaceBuilder(identifier: identifier)))
    }
    if let reason = groups.objectiveCReason(keeping: group) { return blocked(reason) }
    let blockers = siteBlockers(of: group, view: view, module: module, bundle: bundle, omitted: omitted)
    if let blocker = blockers.first {
      var named: Set = [blocker.index]
      let others = blockers.dropFirst().filter { named.insert($0.index).inserted }
      return .blocked(blocker.reason, blocking: blocker.index, alsoBlocking: Array(others))
    }
    // Moving the string away from an unresolved site that may use it would leave that site asking UIKit for
    // a string nothing registers any more (DESIGN.md §10).
    if let unresolved = groups.unresolvedSite(thatMayUse: group) {
      return blocked(
        .group(.mayBeUsedByUnresolvedSite(identifier: identifier, why: groups.whyMayUse(unresolved))),
        at: first)
    }
    // Code that reads a view's own `reuseIdentifier` would see the new string (SPEC §10.3).
    if typed != identifier,
      let read = groups.viewIdentifierReads.first(where: { module.identifierRead($0, mayObserve: name) })
    {
      return blocked(.group(.readAsViewIdentifier(identifier: identifier, typed: typed, read: read.place)))
    }
    return .movable(view)
  }

  /// Why another group of the typed identifier `typed` of `view`, the group's view `name`, keeps the group
  /// as it is: it is another view's, or registers the view from another nib; `nil` when none does.
  private static func otherGroupOfTypedIdentifier(
    _ typed: String, of group: MigrationGroups.Group, view: ReusableView, named name: String,
    groups: MigrationGroups, module: CallSiteModule
  ) -> Reason? {
    // Another group of the typed identifier blocks unless it is this view's too: a site that names no view
    // (a dequeue that is not cast) is of the view its group registers.
    if let other = groups.groups.first(where: { other in
      other.family == group.family && other.identifier == typed
        && (other.members.contains { $0.view != nil && $0.view != name }
          || !other.members.contains { $0.view == name })
    }) {
      return .group(
        .viewIdentifierUsedForOtherView(
          view: name, typed: typed, other: other.members.compactMap(\.view).first { $0 != name }))
    }
    // The view's own string registers it too, but from another nib, or its class without one (Sileo's
    // `PackageListHeader` under its name and `NewsDateHeader.xib` of the same class under another): the
    // two registrations would share one string, and the later one would replace the other.
    if let other = groups.groups.first(where: { other in
      other.family == group.family && other.identifier == typed
        && other.members.contains { member in
          let site = module.sites[member.index]
          return site.role == .register && site.nibName != view.source.nibName
        }
    }) {
      let site = module.sites[other.members.first { module.sites[$0.index].role == .register }?.index ?? 0]
      return .group(
        .viewIdentifierRegisteredFromOtherNib(
          view: name, typed: typed, place: site.location, nib: site.nibName,
          viewNib: view.source.nibName))
    }
    return nil
  }

  /// The sites of the group that cannot move to `view`'s typed API, each with its reason: the group's
  /// string moves only if every one of its sites can, and every site that cannot is named.
  private static func siteBlockers(
    of group: MigrationGroups.Group, view: ReusableView, module: CallSiteModule, bundle: NibLoading,
    omitted: Set<HelperSignature>
  ) -> [(index: Int, reason: Reason)] {
    var blockers: [(index: Int, reason: Reason)] = []
    for member in group.members {
      let site = module.sites[member.index]
      if let reason = groupWideBlocker(member, in: group, module: module) {
        blockers.append((member.isModuleSite ? member.index : group.firstSite, reason))
      } else if case .failure(let reason) = rewrite(
        site, family: group.family, view: view, module: module, bundle: bundle, omitted: omitted)
      {
        blockers.append((member.index, .siteOfGroupCannotMove(identifier: group.identifier, site: reason)))
      }
    }
    return blockers
  }

  /// The class out of the code the run reads that may register the group's string, when nothing the run
  /// reads does: the group's dequeues are in a class whose chain leaves the code read
  /// (`CallSiteModule.unreadRegistrar(around:)`).
  private static func unreadRegistration(of group: MigrationGroups.Group, module: CallSiteModule)
    -> CallSiteModule.UnreadRegistrar?
  {
    let sites = group.members.map { module.sites[$0.index] }
    guard !sites.contains(where: { $0.role == .register }) else { return nil }
    return sites.lazy.compactMap { module.unreadRegistrar(around: $0) }.first
  }

  /// The constants and declared identifiers the rewritten call sites named that nothing references any more.
  private static func unusedIdentifiers(
    _ module: CallSiteModule, plan: MigrationPlan, introduced: [String: Int],
    deleted: Set<UnusedLocals.Declaration>
  ) -> [Diagnostic] {
    // Only the last names of the edited sites' constants are looked up, so only they are counted; most
    // words have another length and are passed over without a `String`.
    let wanted = Set(
      plan.editedSites.compactMap { site in
        module.sites[site].identifier.constantName.map { String($0.split(separator: ".").last ?? "") }
      })
    guard !wanted.isEmpty else { return [] }
    let lengths = NameLengths(wanted)
    let rewritten = plan.rewrittenFiles(module)
    // Every token of the module is read: on every core, each file's counts made apart and then added.
    let shared = ReadOnly(module)
    let counts = ParallelWork.map(count: module.moduleFileCount) { file in
      let module = shared.value
      let source =
        rewritten[file].map {
          SourceFile(path: module.sources[file].path, filePath: module.sources[file].filePath, bytes: $0)
        } ?? module.sources[file]
      var names: [String: Int] = [:]
      var memberUses: [String: Int] = [:]
      for index in source.tokens.indices {
        let token = source.tokens[index]
        let backticks = token.kind == .backtickIdentifier ? 2 : 0
        guard lengths.mayContain(length: token.end - token.start - backticks), let name = source.name(index),
          wanted.contains(name)
        else { continue }
        names[name, default: 0] += 1
        if source.isKind(index - 1, .period) { memberUses[name, default: 0] += 1 }
      }
      return (names: names, memberUses: memberUses)
    }
    var names: [String: Int] = [:]
    var memberUses: [String: Int] = [:]
    for count in counts {
      names.merge(count.names, uniquingKeysWith: +)
      memberUses.merge(count.memberUses, uniquingKeysWith: +)
    }
    for (name, count) in introduced {
      names[name, default: 0] -= count
      memberUses[name, default: 0] -= count - 1
    }
    var reported = Set<String>()
    var notes: [Diagnostic] = []
    for site in plan.editedSites.map({ module.sites[$0] }) {
      guard let written = site.identifier.constantName, reported.insert(written).inserted else { continue }
      let member = String(written.split(separator: ".").last ?? "")
      if site.identifier.method == .declared {
        if memberUses[member, default: 0] == 0 {
          notes.append(
            Diagnostic(
              MigrationNote.viewIdentifierUnreferenced(written: written), at: site.identifierLocation))
        }
      } else if let declaration = site.identifier.constantDeclaration, names[member, default: 0] <= 1,
        !deleted.contains(UnusedLocals.Declaration(declaration)),
        // A loop's element (`$0` of a one-element `forEach` the rewrite replaced) is no declaration to delete.
        !site.identifier.readsLoopVariable
      {
        // The declaration itself is the one occurrence left.
        notes.append(
          Diagnostic(
            MigrationNote.constantUnreferenced(written: written),
            at: module.sources[declaration.file].location(declaration.token)))
      }
    }
    return notes
  }
}
