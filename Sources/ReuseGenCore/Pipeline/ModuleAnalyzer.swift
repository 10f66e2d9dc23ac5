import Foundation

/// A module this one depends on (DESIGN.md §9): its files are read for lookup, never generated for.
package struct ContextModule: Sendable {
  /// The module's name.
  package var name: String
  /// Its files.
  package var inputs: DiscoveredInputs
  /// The support module its own generated file imports, as its `reusegen.json` names it.
  package var supportModule: String?

  /// Creates a context module.
  package init(name: String, inputs: DiscoveredInputs, supportModule: String? = nil) {
    self.name = name
    self.inputs = inputs
    self.supportModule = supportModule
  }
}

/// The result of reading a module: its reusable views and everything worth telling the user.
package struct ModuleAnalysis: Sendable {
  /// Every reusable view, sorted by name, then by location.
  package var views: [ReusableView]
  /// Warnings, notes and errors, in file and line order.
  package var diagnostics: [Diagnostic]
  /// The app's own helpers named like generated ones, in file and line order.
  package var existingHelpers: [ExistingHelper] = []
  /// The module's top-level types and typealiases by name, with where the first is declared.
  package var topLevelTypeNames: [String: SourceLocation] = [:]
  /// The public views of context modules that conform to this module's protocol, for its tables.
  package var contextViews: [ReusableView] = []
  /// The module's Interface Builder files as read, for `audit` (DESIGN.md §10).
  package var interfaceBuilderDocuments: [InterfaceBuilderDocument] = []
  /// The module's Objective-C files as read, for `audit` and `migrate` (SPEC §10.7).
  package var objectiveC: ObjectiveCModule = .empty
  /// Whether the project builds the module as an application, when a project says (SPEC §14).
  package var isApplication: Bool?
  /// The operating systems the project builds the module for; empty when no project says.
  package var platforms: Set<String> = []
  /// With a scan cache, the digests of the facts and values the analysis read and of their shape, when its
  /// output may be kept for a run that reads the same (`KeptOutput`); `nil` otherwise.
  var factsDigest: UInt64?
  var shapeDigest: UInt64?
  /// The output of the kept output it was given that stands for the run's facts, with its locations
  /// moved: nothing was analyzed, and it is the answer.
  var keptOutput: KeptOutput?

  /// The generator settings that keep the generated file clear of the module's own declarations: the
  /// helpers it already has, and support type names it already uses.
  package func generatorOptions(
    module: String, access: AccessLevel, bundle: NibBundle, supportModule: String?
  ) -> GeneratorOptions {
    let taken = Set(topLevelTypeNames.keys)
    let names: SupportNames
    if let supportModule {
      names = SupportNames(qualifying: taken, with: supportModule)
    } else {
      names = SupportNames(avoiding: taken)
    }
    return GeneratorOptions(
      module: module, access: access, bundle: bundle, supportModule: supportModule,
      existingHelpers: Set(existingHelpers.map(\.signature)),
      names: names)
  }

  /// Notes on what the generated file leaves out or renames for the module's own declarations.
  package func adoptionNotes(for options: GeneratorOptions) -> [Diagnostic] {
    var notes: [Diagnostic] = []
    if options.supportModule == nil {
      for helper in existingHelpers {
        notes.append(
          Diagnostic(
            AnalysisMessage.ownHelperKept(
              signature: helper.signature.description, parameterClass: helper.signature.parameterClass),
            at: helper.method.location))
      }
      for (documented, name) in options.names.renamed {
        notes.append(
          Diagnostic(
            AnalysisMessage.ownTypeRenamed(documented: documented, name: name),
            at: topLevelTypeNames[documented]))
      }
    }
    return notes
  }

  /// Whether any diagnostic is an error, which makes the run exit with status 1.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// One read of a module's files, which `migrate` keeps so that its next pass reads, lexes and indexes
/// again only the files it rewrote.
struct ModuleRead {
  fileprivate let scan: ParallelScanner.Result
  /// The module's Objective-C files, which `migrate` never rewrites: read once for every pass.
  fileprivate let objectiveC: (module: ObjectiveCModule, diagnostics: [Diagnostic])
  /// The Swift interface of the Objective-C classes Swift sees, made once for every pass.
  fileprivate let objectiveCInterface: [InputFile]
  /// With indexed sources, the context modules' storyboards and xibs: a storyboard may show this module's
  /// view controllers, whose views its prototypes then register for, and a xib may be the nib the module
  /// loads by name from another bundle (an app that ships its framework's nibs). Read once for every pass.
  let contextDocuments: [InterfaceBuilderDocument]
  /// The files indexed, when the run reads call sites.
  let sources: ModuleSources?
}

/// Reads a module's sources and Interface Builder files and decides its reusable views.
package enum ModuleAnalyzer {
  /// The digest of what a run reads of the module's Objective-C files. Rare in a Swift module, and then
  /// written out whole: the files hold only arrays and values, and the Swift interface of their classes
  /// is made from them and the command line.
  private static func objectiveCDigest(_ objectiveC: ObjectiveCModule) -> UInt64 {
    guard !objectiveC.isEmpty else { return 0 }
    var text = String(reflecting: objectiveC.files)
    return text.withUTF8(ContentHash.of)
  }

  /// `kept`'s output for the run's facts: as it is when they are the kept output's, with its locations moved
  /// when they differ from them only in where the files scanned again put their declarations
  /// (`MovedLocations`); `nil` otherwise. Whether its values stand is `keptValues`'s to say.
  private static func keptCandidate(
    _ kept: KeptOutputFile.Stored, digests: ScanCache.Digests, cache: ScanCache
  )
    -> KeptOutput?
  {
    if cache.digest(facts: digests.facts) == kept.facts { return kept.output }
    guard cache.digest(facts: digests.shape) == kept.shape, let before = digests.before,
      cache.digest(facts: before) == kept.facts, let moved = MovedLocations(digests.moved, cache: cache)
    else { return nil }
    return moved.applied(to: kept.output)
  }

  /// The values to keep when the kept ones are the run's: all stand (`EvaluationCache`), or, when
  /// `evaluatingAgain`, those that do not stand come out as they were when evaluated again through `lookup`,
  /// a lookup over the run's declarations. `nil` when a value may differ.
  private static func keptValues(
    _ evaluations: KeptEvaluations, lookup: DeclaredIdentifierLookup, evaluatingAgain: Bool
  ) -> EvaluationCache? {
    guard let stored = evaluations.stored else { return nil }
    if evaluations.standing.count == stored.entries.count { return stored }
    guard evaluatingAgain else { return nil }
    let standing = Set(evaluations.standing.map(\.type))
    let again = stored.entries.filter { !standing.contains($0.type) }
    DeclaredIdentifierEvaluation.evaluate(again.map(\.type), lookup: lookup)
    guard again.allSatisfy({ lookup.values[$0.type] == $0.value }) else { return nil }
    return evaluations.kept(from: lookup)
  }

  /// The analysis of a run that prints `output`, a kept output, with the values `values`: the cache is
  /// rewritten for the files read again.
  private static func keptAnalysis(
    _ output: KeptOutput, values: EvaluationCache, digests: ScanCache.Digests, cache: ScanCache,
    scan: ParallelScanner.Result
  ) -> ModuleAnalysis {
    cache.save(scan.cacheRecords, evaluations: values)
    var analysis = ModuleAnalysis(views: [], diagnostics: [])
    analysis.keptOutput = output
    (analysis.factsDigest, analysis.shapeDigest) = ScanCache.digests(digests, evaluations: values)
    return analysis
  }

  /// The context modules' storyboards and xibs. A document that cannot be read is its own module's to
  /// report, as the rest of a context module's problems are.
  private static func documents(of context: [ContextModule]) -> [InterfaceBuilderDocument] {
    context.flatMap(\.inputs.interfaceBuilderFiles).compactMap { file in
      try? InterfaceBuilderReader.read(
        contentsOf: URL(fileURLWithPath: file.path), displayPath: file.displayPath)
    }
  }

  /// What a caller needs of the module's Swift files besides the analysis: the caller says it, so that the
  /// pipeline never asks which command runs, and nothing is kept that no caller reads.
  enum SourceNeeds {
    /// The views and their identifiers: `list` and `generate`.
    case analysisOnly
    /// Every file's bytes, tokens and index too, for the call sites `audit` and `migrate` read.
    case indexedSources
  }

  /// Reads and analyzes the module. With `.indexedSources`, `read.sources` is the scan's one read and
  /// lex of every Swift file, indexed, for the call-site layer to go on from. The module's files of
  /// `changed` (indices into `inputs.swiftFiles`) are scanned from the bytes it gives: `migrate`'s passes
  /// rewrite a few files of the module in memory. With `previous`, a read of the same inputs, only those
  /// are lexed and indexed again.
  ///
  /// One pipeline serves every command: the scan, with the scan cache, whose kept output may end the run;
  /// the declarations and documents; the lookup beside the views' resolution, where a kept output whose
  /// values come out as they were ends it too; the matching beside the evaluation; the analysis, and the
  /// cache saved. `.indexedSources` adds one stage, the index of every file, which the lookup reads.
  static func read(
    _ inputs: DiscoveredInputs, context: [ContextModule], options: AnalysisOptions,
    scanCacheDirectory: String? = nil,
    needs: SourceNeeds = .analysisOnly,
    reusing previous: ModuleRead? = nil,
    changed: [Int: [UInt8]] = [:],
    kept: KeptOutputFile.Stored? = nil
  ) -> (analysis: ModuleAnalysis, read: ModuleRead) {
    let objectiveC = previous?.objectiveC ?? ObjectiveCModule.reading(inputs.objectiveCFiles)
    // The Objective-C classes Swift sees are read as Swift declarations of the module, after its own files,
    // whose indices `changed` keeps.
    let interface =
      previous?.objectiveCInterface
      ?? ObjectiveCInterface.files(
        of: objectiveC.module, moduleName: options.module, bridgingHeader: options.bridgingHeader,
        bases: options.externalBases)
    var inputs = inputs
    inputs.swiftFiles += interface
    let contextDocuments =
      previous?.contextDocuments ?? (needs == .indexedSources ? documents(of: context) : [])
    var diagnostics = inputs.diagnostics + objectiveC.diagnostics
    let contextFiles = context.flatMap { module in module.inputs.swiftFiles.map { (module.name, $0) } }
    // Every command reads the Interface Builder files with the Swift files, on every core: `list` and
    // `generate` then read, beside the views' resolution, the files their evaluation will ask for.
    // The scan cache keeps facts, not sources: it serves the runs that need no more.
    let openedCache =
      needs == .analysisOnly && previous == nil && changed.isEmpty
      ? scanCacheDirectory.map { ScanCache(directory: $0, module: options.module) } : nil
    let files = inputs.swiftFiles + contextFiles.map(\.1)
    let modules = Array(repeating: options.module, count: inputs.swiftFiles.count) + contextFiles.map(\.0)
    // With a cache, the facts it holds are decoded only when the run cannot print its kept output.
    var scan = ParallelScanner.scan(
      files, interfaceBuilderFiles: inputs.interfaceBuilderFiles,
      keepingSources: needs == .indexedSources, reusing: previous?.scan, changed: changed, cache: openedCache,
      savingCache: false, deferringCachedFacts: openedCache != nil)
    var digests: ScanCache.Digests?
    var cache = openedCache
    // The kept output that stands for the run's facts, when its values stand too.
    var candidate: KeptOutput?
    let read = { (scan: ParallelScanner.Result) in
      ModuleRead(
        scan: scan, objectiveC: objectiveC, objectiveCInterface: interface,
        contextDocuments: contextDocuments, sources: nil)
    }
    if let opened = openedCache {
      // The output is kept only for a run whose every file was read, and whose answer is a function of the
      // files' facts, the values and the Objective-C files alone.
      // Not `count(where:)`, which the standard library of older Apple SDKs lacks (the plugin's Mac build).
      let swiftFilesWithoutContents = files.lazy.filter { $0.contents == nil }.count
      let isEveryFileRecorded =
        scan.cacheRecords.count == swiftFilesWithoutContents + inputs.interfaceBuilderFiles.count
      let isKeepable =
        inputs.diagnostics.isEmpty && objectiveC.diagnostics.isEmpty && !scan.isAnyKeyUnread
        && isEveryFileRecorded
      if isKeepable {
        let known = opened.digests(of: scan.cacheRecords, extra: objectiveCDigest(objectiveC.module))
        digests = known
        candidate = kept.flatMap { keptCandidate($0, digests: known, cache: opened) }
        // When every kept value stands, no declaration is read: the lookup is asked for none.
        if let candidate {
          let lookup = DeclaredIdentifierLookup.reading(
            files, keys: scan.keys, declarations: scan.scanned, modules: modules, moduleName: options.module,
            objectiveC: objectiveC.module)
          let evaluations = KeptEvaluations(
            opened, scan: scan, lookup: lookup, module: options.module, objectiveC: objectiveC.module)
          if let values = keptValues(evaluations, lookup: lookup, evaluatingAgain: false) {
            return (
              keptAnalysis(candidate, values: values, digests: known, cache: opened, scan: scan), read(scan)
            )
          }
        }
      }
      if scan.isAnyKeyUnread || !ParallelScanner.decodeDeferred(&scan, cache: opened) {
        // A cache no run wrote: every file is scanned again, and the cache replaced.
        let emptied = opened.emptied()
        (cache, digests, candidate) = (emptied, nil, nil)
        scan = ParallelScanner.scan(
          files, interfaceBuilderFiles: inputs.interfaceBuilderFiles, cache: emptied, savingCache: false)
      }
    }
    let scanned = scan.scanned
    var own = Array(scanned.prefix(inputs.swiftFiles.count))
    for index in own.indices.suffix(interface.count) { own[index].isObjectiveCInterface = true }
    for file in own { diagnostics += file.diagnostics }
    // A context module's problems are its own run's to report; its declarations are what matter here.
    for (index, file) in scanned.dropFirst(inputs.swiftFiles.count).enumerated() {
      var tagged = file
      tagged.contextModule = contextFiles[index].0
      own.append(tagged)
    }
    // The context modules whose views conform to the same `Dequeuable` as this module's: the support
    // module itself, and those that import it too.
    let sharing = Set(
      context.filter { module in
        options.supportModule.map { module.name == $0 || module.supportModule == $0 } ?? false
      }.map(\.name))
    var documents: [InterfaceBuilderDocument] = []
    /// Keeps the documents read, and reports the files that could not be read.
    func collect(_ reads: [ParallelScanner.InterfaceBuilderRead]) {
      for (file, read) in zip(inputs.interfaceBuilderFiles, reads) {
        switch read {
        // The matcher reports each document's own warnings with the rest.
        case .document(let document): documents += document.map { [$0] } ?? []
        case .unreadable(let reason): diagnostics.append(.unreadableInput(file.displayPath, reason: reason))
        }
      }
    }
    collect(scan.documents)
    // The stage `.indexedSources` adds: the scan's one read and lex of every file, indexed, which the
    // call-site layer goes on from and the lookup then reads whole.
    let indexed =
      needs == .indexedSources
      ? ModuleSources.index(
        read: scan.sources, modules: modules, moduleFileCount: inputs.swiftFiles.count, declarations: own,
        reusing: previous?.sources, changed: Set(changed.keys)) : nil
    let (declarations, drawings) = (own, documents)
    // The one type-name table of the run, built when the resolution or an evaluation first asks: a run
    // whose kept output stands builds none.
    let names = RunTypeNames(own, module: options.module)
    let (finalScan, finalCache) = (scan, cache)
    // The lookup, and the values the cache keeps that stand for it: over the index of every file when the
    // run has one, which then goes to the caller; otherwise over the files the scan's keys say may
    // declare what an evaluation asks for, read as it asks.
    @Sendable func lookupAndEvaluations()
      -> (lookup: DeclaredIdentifierLookup, evaluations: KeptEvaluations?, sources: ModuleSources?)
    {
      if let indexed {
        let sources = ModuleSources(
          indexed, moduleName: options.module, typeNames: names.table, declarations: declarations,
          objectiveC: objectiveC.module)
        return (.complete(sources.lookup), nil, sources)
      }
      let lookup = DeclaredIdentifierLookup.reading(
        files, keys: finalScan.keys, typeNames: names, modules: modules, moduleName: options.module,
        objectiveC: objectiveC.module)
      let evaluations = finalCache.map { cache in
        KeptEvaluations(
          cache, scan: finalScan, lookup: lookup, module: options.module, objectiveC: objectiveC.module)
      }
      return (lookup, evaluations, nil)
    }
    // A kept output whose values did not all stand (an edit of a file one may depend on) stands when they
    // come out as they were: evaluated again, with no resolution, matching or rendering.
    if let candidate, let cache, let digests, case (let lookup, let evaluations?, _) = lookupAndEvaluations(),
      let values = keptValues(evaluations, lookup: lookup, evaluatingAgain: true)
    {
      return (
        keptAnalysis(candidate, values: values, digests: digests, cache: cache, scan: scan), read(scan)
      )
    }
    // The lookup, the values that stand, and the files the others likely need, beside the views'
    // resolution, which needs none of them.
    let (resolution, stage) = ParallelWork.both(
      {
        resolveViews(
          scanned: declarations, documents: drawings, options: options, sharingContextModules: sharing,
          objectiveC: objectiveC.module, names: names.table)
      },
      {
        let stage = lookupAndEvaluations()
        // With kept values, the rounds read what the others need, which is seldom much; the index of
        // every file has read them all.
        if stage.sources == nil, stage.evaluations?.stored == nil {
          let drawn = Set(InterfaceBuilderBases.drawnClasses(in: drawings, module: options.module).keys)
          DeclaredIdentifierEvaluation.prefetch(declarations, drawnAsReusable: drawn, into: stage.lookup)
        }
        return stage
      })
    let lookup = stage.lookup
    // The views' identifiers are evaluated beside the matching of the documents, which needs none. The
    // resolution is a value only the first job reads, though its tables are not marked `Sendable`.
    let (views, resolved) = (resolution.views, ReadOnly(resolution))
    let (matched, _) = ParallelWork.both(
      {
        match(
          resolved.value, documents: drawings, options: options, sharingContextModules: sharing,
          objectiveC: objectiveC.module)
      },
      {
        DeclaredIdentifierEvaluation.prepare(
          DeclaredIdentifierEvaluation.evaluated(views), options: options, lookup: lookup)
      })
    var result = finish(matched, options: options, lookup: lookup)
    if let cache {
      let kept = stage.evaluations?.kept(from: lookup)
      cache.save(scan.cacheRecords, evaluations: kept)
      if let digests, !lookup.evaluatedUnkeptValue {
        (result.factsDigest, result.shapeDigest) = ScanCache.digests(digests, evaluations: kept)
      }
    }
    // The files a lookup of its own read and indexed are the largest graph the run frees, on the one core
    // left working; the index of every file goes to the caller.
    if stage.sources == nil { KeptUntilExit.keep(lookup) }
    KeptUntilExit.keep(own)
    result.interfaceBuilderDocuments = documents
    result.objectiveC = objectiveC.module
    result.isApplication = options.isApplication
    result.platforms = options.platforms
    result.diagnostics = Diagnostic.sortedByLocation(diagnostics + result.diagnostics)
    return (
      result,
      ModuleRead(
        scan: scan, objectiveC: objectiveC, objectiveCInterface: interface,
        contextDocuments: contextDocuments, sources: stage.sources)
    )
  }

  /// Analyzes already scanned files; the entry point for tests and for callers with sources in memory.
  package static func analyze(
    scanned: [ScannedFile],
    documents: [InterfaceBuilderDocument],
    options: AnalysisOptions
  ) -> ModuleAnalysis {
    analyze(scanned: scanned, documents: documents, options: options, sharingContextModules: [], lookup: nil)
  }

  /// Analyzes scanned files. `sharingContextModules` are the context modules whose views conform to the
  /// same `Dequeuable` as this module's; `lookup` answers the names a declared identifier uses.
  static func analyze(
    scanned: [ScannedFile],
    documents: [InterfaceBuilderDocument],
    options: AnalysisOptions,
    sharingContextModules: Set<String>,
    lookup: DeclaredIdentifierLookup?
  ) -> ModuleAnalysis {
    let resolved = resolve(
      scanned: scanned, documents: documents, options: options, sharingContextModules: sharingContextModules)
    return finish(resolved, options: options, lookup: lookup)
  }

  /// What analysis finds before it evaluates declared identifiers: the views and their Interface Builder
  /// bindings. It needs no sources beyond the declarations, so it may run beside the building of the lookup
  /// that the evaluation reads.
  struct ResolvedModule {
    fileprivate var resolution: Resolution
    fileprivate var views: [ResolvedView]
    fileprivate var contextViews: [ReusableView]
    fileprivate var match: InterfaceBuilderMatch
    fileprivate var diagnostics: [Diagnostic]
  }

  /// Resolves the views of scanned files and matches them with Interface Builder's documents.
  static func resolve(
    scanned: [ScannedFile],
    documents: [InterfaceBuilderDocument],
    options: AnalysisOptions,
    sharingContextModules: Set<String>,
    objectiveC: ObjectiveCModule = .empty, names: TypeNames? = nil
  ) -> ResolvedModule {
    match(
      resolveViews(
        scanned: scanned, documents: documents, options: options,
        sharingContextModules: sharingContextModules,
        objectiveC: objectiveC, names: names),
      documents: documents, options: options, sharingContextModules: sharingContextModules,
      objectiveC: objectiveC)
  }

  /// Resolves the views of scanned files, with the bases Interface Builder's documents prove reusable
  /// (DESIGN.md §1): the views all evaluation needs, before the documents are matched with them.
  static func resolveViews(
    scanned: [ScannedFile], documents: [InterfaceBuilderDocument], options: AnalysisOptions,
    sharingContextModules: Set<String>, objectiveC: ObjectiveCModule = .empty, names: TypeNames? = nil
  ) -> Resolution {
    var resolver = ReusableViewResolver(
      files: scanned, names: names ?? TypeNames(declarations: scanned, module: options.module),
      externalBases: options.externalBases, sharingContextModules: sharingContextModules)
    resolver.includesContextViews = !sharingContextModules.isEmpty
    // A base from another module that Interface Builder proves reusable counts as declared with `--base`.
    // Not with a shared support module: a base in an unscanned module may conform to its protocol already,
    // and a second conformance would not compile; there `--base` says the base does not. The bases are
    // inferred from the classification alone, before any view is made, so that each view is made once.
    // A base the module's Objective-C declares is no other module's: its `@interface` chain says what it
    // is, whatever the support module (SPEC §10.7).
    let objectiveCBases =
      objectiveC.isEmpty
      ? [:]
      : ObjectiveCBases.infer(
        from: resolver.undeclaredBases(), objectiveC: objectiveC, declared: options.externalBases)
    let inferred =
      options.supportModule != nil
      ? InterfaceBuilderBases.Inference()
      : InterfaceBuilderBases.infer(
        from: resolver.undeclaredBases().filter { objectiveCBases[$0.base] == nil }, documents: documents,
        module: options.module, declared: options.externalBases)
    if !inferred.bases.isEmpty || !objectiveCBases.isEmpty {
      KeptUntilExit.keep(resolver)
      resolver = ReusableViewResolver(
        resolver,
        externalBases: options.externalBases.merging(
          objectiveCBases.merging(inferred.bases) { own, _ in own }
        ) {
          declared, _ in declared
        })
    }
    var resolution = resolver.resolve()
    resolution.diagnostics += inferred.notes
    KeptUntilExit.keep(resolver)
    return resolution
  }

  /// Matches the resolved views with Interface Builder's documents: which view each document draws.
  static func match(
    _ resolution: Resolution,
    documents: [InterfaceBuilderDocument],
    options: AnalysisOptions,
    sharingContextModules: Set<String>,
    objectiveC: ObjectiveCModule = .empty
  ) -> ResolvedModule {
    // The context modules' public views that share this module's protocol, for its registration tables.
    let contextViews = resolution.contextViews.filter { view in
      view.view.definingModule.map(sharingContextModules.contains) ?? false
        && view.view.access >= .public && view.view.status == .generated
    }.map(\.view)
    let match = InterfaceBuilderMatcher.match(
      documents,
      module: options.module,
      candidates: resolution.views.map(\.candidate),
      objectiveCClasses: objectiveC.classNames)
    return ResolvedModule(
      resolution: resolution, views: resolution.views, contextViews: contextViews, match: match,
      diagnostics: resolution.diagnostics + match.diagnostics)
  }

  /// Evaluates the resolved views' identifiers through `lookup` and gathers the analysis.
  static func finish(_ resolved: ResolvedModule, options: AnalysisOptions, lookup: DeclaredIdentifierLookup?)
    -> ModuleAnalysis
  {
    var resolved = resolved
    let match = resolved.match
    var diagnostics = resolved.diagnostics
    if let lookup {
      DeclaredIdentifierEvaluation.prepare(
        DeclaredIdentifierEvaluation.evaluated(resolved.views), options: options, lookup: lookup)
    }
    for index in resolved.views.indices {
      if let mismatch = apply(
        match.bindings[resolved.views[index].candidate], to: &resolved.views[index], options: options,
        lookup: lookup)
      {
        diagnostics.append(mismatch)
      }
    }
    for view in resolved.views where view.view.status.isSkipped {
      if view.view.isUnavailable {
        diagnostics.append(
          Diagnostic(AnalysisMessage.unavailableViewLeftOut(view: view.view.name), at: view.view.location))
        continue
      }
      diagnostics.append(
        Diagnostic(
          AnalysisMessage.viewSkipped(view: view.view.name, reason: view.view.status.reason ?? "unreachable"),
          at: view.view.location))
    }
    diagnostics += leaveOutUnoverridableIdentifiers(&resolved.views)
    let (twice, duplicateNames) = typesDeclaredTwice(resolved.views)
    diagnostics += twice
    diagnostics += duplicateIdentifierErrors(resolved.views, declaredTwice: duplicateNames)
    diagnostics += undeclaredBaseNotes(
      resolved.resolution.undeclaredBases, interfaceBuilderNames: match.interfaceBuilderClassNames)

    let views = resolved.views.map(\.view).sorted { lhs, rhs in
      (lhs.name, lhs.location) < (rhs.name, rhs.location)
    }
    return ModuleAnalysis(
      views: views, diagnostics: Diagnostic.sortedByLocation(diagnostics),
      existingHelpers: resolved.resolution.existing.helpers,
      topLevelTypeNames: resolved.resolution.existing.topLevelNames, contextViews: resolved.contextViews)
  }

  /// An identifier the app declares is the identifier; otherwise Interface Builder's wins, and the identifier
  /// style decides when it sets none (DESIGN.md §2, §8.1). Interface Builder's source always applies.
  private static func apply(
    _ binding: InterfaceBuilderBinding?,
    to resolved: inout ResolvedView,
    options: AnalysisOptions,
    lookup: DeclaredIdentifierLookup?
  ) -> Diagnostic? {
    if let binding { resolved.view.source = binding.source }
    // Generic views get one identifier per specialization at run time, and no code names a skipped view.
    if resolved.view.isGeneric {
      resolved.view.reuseIdentifier = .perSpecialization
      return nil
    }
    guard resolved.view.status == .generated else {
      resolved.view.reuseIdentifier = .none
      return nil
    }
    if let declared = resolved.declaredIdentifier {
      let value = DeclaredIdentifierEvaluation.evaluate(
        declared, of: resolved, options: options, lookup: lookup)
      resolved.view.reuseIdentifier = .declared(literal: declared.literal, value: value)
      guard let interfaceBuilder = binding?.identifier, value.value != interfaceBuilder else { return nil }
      // Interface Builder wins in the typed API too: UIKit asserts when a nib or prototype is dequeued by
      // another identifier than its own. The app's member keeps its value, so its own calls mean the same.
      resolved.view.overridingInterfaceBuilderIdentifier = interfaceBuilder
      guard case .value(let literal) = value else { return nil }
      if let prototype = binding?.prototypeSettingIdentifier {
        // A prototype dequeued by its own identifier is right; only a dequeue by the declared one fails.
        return Diagnostic(
          AnalysisMessage.declaredIdentifierDiffersFromPrototype(
            view: resolved.view.name, declared: literal,
            storyboard: prototype.path.split(separator: "/").last.map(String.init) ?? prototype.path,
            interfaceBuilder: interfaceBuilder,
            container: GeneratedAPI.host(ReuseFamily(resolved.view.kind)) == .tableView
              ? "table view" : "collection view"),
          at: resolved.view.location,
          notes: [
            Diagnostic(AnalysisMessage.reuseIdentifierDeclaredHere, at: declared.location),
            Diagnostic(
              InterfaceBuilderMessage.identifierSetHere(identifier: interfaceBuilder), at: prototype),
          ])
      }
      // A literal the view declares for itself is what its code registers with: an error. A computed one,
      // such as a `String(describing: self)` every cell gets from a protocol, may be read by no code at
      // all: a warning, and `audit` reports the registrations that do use it.
      let isLiteral = declared.literal != nil
      return Diagnostic(
        AnalysisMessage.declaredIdentifierOverridden(
          view: resolved.view.name, declared: literal, nib: resolved.view.source.nibName ?? "",
          interfaceBuilder: interfaceBuilder, isLiteral: isLiteral),
        at: resolved.view.location,
        notes: [Diagnostic(AnalysisMessage.reuseIdentifierDeclaredHere, at: declared.location)])
    }
    if let identifier = binding?.identifier {
      resolved.view.reuseIdentifier = .interfaceBuilder(identifier)
      return nil
    }
    let name =
      switch options.identifierStyle {
      case .moduleQualified: options.module + "." + resolved.view.name
      case .qualified: resolved.view.name
      case .className: resolved.simpleName
      }
    resolved.view.reuseIdentifier = .typeName(name, style: options.identifierStyle)
    return nil
  }

  /// Leaves out of the generated API the views whose Interface Builder identifier overrides a declared one
  /// but whose conformance another module declares (DESIGN.md §9): only the conformance's module can
  /// make the typed API use Interface Builder's identifier, and with the declared one it would compile and
  /// then assert at the first dequeue.
  private static func leaveOutUnoverridableIdentifiers(_ resolved: inout [ResolvedView]) -> [Diagnostic] {
    let inheritedRoots = Set(
      resolved.filter { $0.view.conformance == .inherited && $0.view.name == $0.view.conformanceRoot }
        .map(\.view.name))
    var diagnostics: [Diagnostic] = []
    for index in resolved.indices {
      let view = resolved[index].view
      guard let identifier = view.overridingInterfaceBuilderIdentifier, view.status == .generated,
        inheritedRoots.contains(view.conformanceRoot)
      else { continue }
      let module = view.contextModule.map { "'\($0)'" } ?? "another module"
      resolved[index].view.status = .skipped(
        reason: "registered by Interface Builder's identifier, which its conformance in \(module) cannot use")
      diagnostics.append(
        Diagnostic(
          AnalysisMessage.inheritedIdentifierUnusable(
            view: view.name, identifier: identifier, isStoryboard: view.source == .storyboard,
            module: view.contextModule),
          at: view.location))
    }
    return diagnostics
  }

  /// Two declarations of one view in the files given, visible beyond their file and under the same
  /// conditions, cannot be one module's: a stale copy or a sibling target's file was read (SPEC §14). One
  /// error per type says so, with the names, whose duplicate identifiers then go unsaid.
  private static func typesDeclaredTwice(_ views: [ResolvedView]) -> ([Diagnostic], Set<String>) {
    var byName: [String: [ResolvedView]] = [:]
    for view in views where view.view.access >= .internal && view.view.contextModule == nil {
      byName[view.view.name, default: []].append(view)
    }
    var diagnostics: [Diagnostic] = []
    var names = Set<String>()
    for (name, group) in byName where group.count > 1 {
      let ordered = group.sorted { $0.view.location < $1.view.location }
      for (index, later) in ordered.enumerated().dropFirst() {
        guard
          let earlier = ordered[..<index].first(where: { earlier in
            earlier.fileIndex != later.fileIndex && earlier.view.conditions == later.view.conditions
          })
        else { continue }
        names.insert(name)
        diagnostics.append(
          Diagnostic(
            AnalysisMessage.typeDeclaredTwice(view: name, earlier: earlier.view.location.path),
            at: later.view.location,
            notes: [Diagnostic(AnalysisMessage.viewDeclaredHere(view: name), at: earlier.view.location)]))
      }
    }
    return (diagnostics, names)
  }

  /// Two views with one identifier make UIKit hand out the wrong class; declarations in exclusive `#if`
  /// clauses never coexist and are exempt, and so are two declarations of one type, which
  /// `typesDeclaredTwice` reports.
  private static func duplicateIdentifierErrors(_ views: [ResolvedView], declaredTwice: Set<String>)
    -> [Diagnostic]
  {
    var byIdentifier: [String: [ResolvedView]] = [:]
    for view in views where view.view.status == .generated {
      guard let identifier = view.view.runtimeIdentifier else { continue }
      byIdentifier[identifier, default: []].append(view)
    }
    var diagnostics: [Diagnostic] = []
    for (identifier, group) in byIdentifier where group.count > 1 {
      let ordered = group.sorted { $0.view.location < $1.view.location }
      for (index, later) in ordered.enumerated().dropFirst() {
        guard
          let (earlier, sharing) = conflict(of: later, among: ordered[..<index], declaredTwice: declaredTwice)
        else { continue }
        diagnostics.append(
          Diagnostic(
            AnalysisMessage.identifierShared(
              identifier: identifier, later: later.view.name, earlier: earlier.view.name, sharing: sharing),
            at: later.view.location,
            notes: [
              Diagnostic(AnalysisMessage.viewDeclaredHere(view: earlier.view.name), at: earlier.view.location)
            ]))
      }
    }
    return diagnostics
  }

  /// The first of the `earlier` views whose identifier `later` shares in conflict, with how: any view for
  /// an identifier ReuseGen spells (SPEC §1); one of the same registry for the app's own design, since a
  /// table cell and a collection cell (Beam's 'image') never reach one registry. `nil` when none.
  private static func conflict(
    of later: ResolvedView, among earlier: ArraySlice<ResolvedView>, declaredTwice: Set<String>
  ) -> (ResolvedView, AnalysisMessage.Sharing)? {
    for view in earlier {
      guard !(view.fileIndex == later.fileIndex && view.conditional.excludes(later.conditional)),
        !(view.view.name == later.view.name && declaredTwice.contains(later.view.name))
      else { continue }
      let sharing = sharing(of: later, with: view)
      if sharing == .spelled || ReuseFamily(view.view.kind) == ReuseFamily(later.view.kind) {
        return (view, sharing)
      }
    }
    return nil
  }

  /// How `later` comes to share `earlier`'s identifier. Only identifiers ReuseGen spells are its to keep
  /// apart. Two that the app computes (`String(describing: self)` of two classes of one name) or that its
  /// xibs set alike are the app's design, and a crash only if both reach one view; a subclass that inherits
  /// the app's own `static let reuseIdentifier` shares it by the app's design too, and UIKit cannot tell the
  /// two apart once both are registered: both are said without failing.
  private static func sharing(of later: ResolvedView, with earlier: ResolvedView) -> AnalysisMessage.Sharing {
    let computed =
      (later.declaredIdentifier != nil && earlier.declaredIdentifier != nil
        && (later.view.identifier == nil || earlier.view.identifier == nil))
      || (later.view.identifierSource != .generated && later.view.identifierSource != .declared)
      || (earlier.view.identifierSource != .generated && earlier.view.identifierSource != .declared)
    let inherited = later.declaredIdentifier != nil && later.declaredIdentifier == earlier.declaredIdentifier
    return computed ? .computed : inherited ? .inherited : .spelled
  }

  /// Apple's classes whose names end like a reusable view's but that are no view: a subclass of one is
  /// never a cell, so no `--base` is suggested for it.
  private static let appleClassesThatAreNoViews: Set<String> = [
    "CAEmitterCell", "NSCell", "NSActionCell", "NSTextAttachmentCell", "NSTextFieldCell", "NSButtonCell",
    "NSImageCell", "NSBrowserCell",
  ]

  /// The endings of the names of bases that look like reusable views, as UTF-8.
  private static let reusableSuffixes = ["Cell", "HeaderFooterView", "ReusableView"].map { Array($0.utf8) }

  /// A class that inherits from an unknown base that looks like a reusable view gets a note saying how to
  /// declare the base; such classes are never included silently.
  private static func undeclaredBaseNotes(
    _ bases: [UndeclaredBase],
    interfaceBuilderNames: Set<String>
  ) -> [Diagnostic] {
    var notes: [Diagnostic] = []
    for undeclared in bases where undeclared.isDirect {
      let (base, location, className) = (undeclared.base, undeclared.location, undeclared.className)
      // No suffix holds a `.`, so the base ends with one exactly when its last component does: most bases
      // of a module (`UIViewController`, `NSObject`) are ruled out before any string is built.
      let looksReusable = reusableSuffixes.contains { suffix in
        base.utf8.count >= suffix.count && base.utf8.suffix(suffix.count).elementsEqual(suffix)
      }
      guard looksReusable || (!interfaceBuilderNames.isEmpty && interfaceBuilderNames.contains(className))
      else {
        continue
      }
      let simpleBase = base.split(separator: ".").last.map(String.init) ?? base
      guard !appleClassesThatAreNoViews.contains(simpleBase) else { continue }
      let kind = guessedKind(of: simpleBase)
      notes.append(
        Diagnostic(
          AnalysisMessage.undeclaredBase(
            className: className, base: base, simpleBase: simpleBase, kind: kind),
          at: location))
    }
    return notes
  }

  private static func guessedKind(of name: String) -> ViewKind {
    if name.hasSuffix("HeaderFooterView") { return .tableViewHeaderFooterView }
    if name.contains("Collection") {
      return name.hasSuffix("Cell") ? .collectionViewCell : .collectionReusableView
    }
    return name.hasSuffix("ReusableView") ? .collectionReusableView : .tableViewCell
  }

}

/// The evaluations a scan cache keeps for a run of `list` or `generate` (`EvaluationCache`): those that
/// stand are the lookup's values before the run evaluates the others.
private struct KeptEvaluations {
  /// What the cache held, when it matched the run's files.
  let stored: EvaluationCache?
  let fingerprint: UInt64
  let standing: [EvaluationCache.Entry]
  /// The positions, in the lookup's files, of the files scanned again.
  let changed: [Int]

  init(
    _ cache: ScanCache, scan: ParallelScanner.Result, lookup: DeclaredIdentifierLookup, module: String,
    objectiveC: ObjectiveCModule
  ) {
    let files = lookup.keptFiles ?? []
    let fingerprint = EvaluationCache.fingerprint(files: files, moduleName: module, objectiveC: objectiveC)
    let scanned = Set(scan.cacheRecords.lazy.filter(\.wasScanned).map(\.path))
    let changed = files.indices.filter { scanned.contains(files[$0].path) }
    let stored = cache.evaluations.flatMap { $0.fingerprint == fingerprint ? $0 : nil }
    (self.fingerprint, self.changed, self.stored) = (fingerprint, changed, stored)
    standing = stored?.standingEntries(in: lookup, fingerprint: fingerprint, changed: changed) ?? []
    for entry in standing { lookup.values[entry.type] = entry.value }
  }

  /// What the cache keeps of the run's evaluations.
  func kept(from lookup: DeclaredIdentifierLookup) -> EvaluationCache {
    EvaluationCache.kept(
      from: lookup, fingerprint: fingerprint, standing: standing, stored: stored, changed: changed)
  }
}
