import ReuseGenCore

/// Views and options shared by the generator tests.
enum GeneratorFixtures {
  /// A location in `Sources/App/<file>`.
  static func at(_ file: String, _ line: Int, _ column: Int = 7) -> SourceLocation {
    SourceLocation(path: "Sources/App/\(file)", line: line, column: column)
  }

  /// A representative module: nested, generic, `#if`, nib, storyboard, header/footer, supplementary,
  /// a subclass chain, a hand-written conformance, a skipped view and public views.
  static let views: [ReusableView] = [
    ReusableView(
      name: "Feed.Cell", kind: .tableViewCell, location: at("Feed.swift", 12, 9),
      identifier: .typeName("App.Feed.Cell", style: .moduleQualified)),
    ReusableView(
      name: "Feed.Header", kind: .tableViewHeaderFooterView, location: at("Feed.swift", 30, 9),
      identifier: .typeName("App.Feed.Header", style: .moduleQualified), source: .nib("FeedHeader")),
    ReusableView(
      name: "NibCell", kind: .tableViewCell, location: at("NibCell.swift", 3),
      identifier: .interfaceBuilder("nibCell"), source: .nib("NibCell")),
    ReusableView(
      name: "PrototypeCell", kind: .tableViewCell, location: at("Prototypes.swift", 3),
      identifier: .interfaceBuilder("Prototype"), source: .storyboard),
    ReusableView(
      name: "Box", kind: .tableViewCell, location: at("Box.swift", 1),
      identifier: .perSpecialization, isGeneric: true),
    ReusableView(
      name: "Grid.Page.Cell", kind: .collectionViewCell, location: at("Grid.swift", 4, 11),
      identifier: .perSpecialization, isGeneric: true),
    ReusableView(
      name: "DebugCell", kind: .tableViewCell, location: at("Debug.swift", 2, 9),
      identifier: .typeName("App.DebugCell", style: .moduleQualified), conditions: ["DEBUG"]),
    ReusableView(
      name: "Inspector.Cell", kind: .collectionViewCell, location: at("Debug.swift", 9, 11),
      identifier: .typeName("App.Inspector.Cell", style: .moduleQualified),
      conditions: ["DEBUG", "canImport(Inspector)"]),
    ReusableView(
      name: "PlatformCell", kind: .collectionViewCell, location: at("Platform.swift", 2, 9),
      identifier: .typeName("App.PlatformCell", style: .moduleQualified), conditions: ["os(iOS)"]),
    ReusableView(
      name: "PlatformCell", kind: .collectionViewCell, location: at("Platform.swift", 4, 9),
      identifier: .typeName("App.PlatformCell", style: .moduleQualified), source: .nib("PlatformCell"),
      conditions: ["!(os(iOS))"]),
    ReusableView(
      name: "BaseCell", kind: .tableViewCell, location: at("Chain.swift", 1),
      access: .open, identifier: .typeName("App.BaseCell", style: .moduleQualified)),
    ReusableView(
      name: "MiddleCell", kind: .tableViewCell, location: at("Chain.swift", 2),
      access: .public, identifier: .typeName("App.MiddleCell", style: .moduleQualified),
      conformance: .inherited, conformanceRoot: "BaseCell"),
    ReusableView(
      name: "LeafCell", kind: .tableViewCell, location: at("Chain.swift", 3),
      identifier: .interfaceBuilder("leaf"), source: .nib("LeafCell"), conformance: .inherited,
      conformanceRoot: "BaseCell"),
    ReusableView(
      name: "HandWrittenCell", kind: .tableViewCell, location: at("HandWritten.swift", 1),
      identifier: .none, conformance: .handWritten),
    ReusableView(
      name: "HiddenCell", kind: .tableViewCell, location: at("Hidden.swift", 1, 15),
      access: .private, identifier: .none,
      status: .skipped(reason: "it is private, so generated code cannot name it")),
    ReusableView(
      name: "PublicCell", kind: .collectionViewCell, location: at("Public.swift", 1, 14),
      access: .public, identifier: .typeName("App.PublicCell", style: .moduleQualified)),
    ReusableView(
      name: "SectionHeader", kind: .collectionReusableView, location: at("SectionHeader.swift", 1),
      access: .public, identifier: .typeName("App.SectionHeader", style: .moduleQualified),
      source: .nib("SectionHeader")),
    ReusableView(
      name: "StoryboardPhotoCell", kind: .collectionViewCell, location: at("Photos.swift", 1),
      identifier: .interfaceBuilder("photo"), source: .storyboard),
    ReusableView(
      name: "SharedCell", kind: .collectionViewCell, location: at("Shared.swift", 1),
      access: .package, identifier: .typeName("App.SharedCell", style: .moduleQualified)),
    declaringProtocolDefault(
      ReusableView(
        name: "ThemeableCell", kind: .tableViewCell, location: at("Themeable.swift", 4),
        identifier: .declared(literal: nil, value: .value("ThemeableCell")))),
    declaringProtocolDefault(
      ReusableView(
        name: "TextEntryCell", kind: .tableViewCell, location: at("Themeable.swift", 5),
        identifier: .declared(literal: nil, value: .value("TextEntryCell")), source: .nib("TextEntryCell"),
        conformance: .inherited, conformanceRoot: "ThemeableCell"),
      overriddenBy: "TextEntryCellId"),
    declaringProtocolDefault(
      ReusableView(
        name: "FilterPrototypeCell", kind: .tableViewCell, location: at("Themeable.swift", 6),
        identifier: .declared(literal: nil, value: .value("FilterPrototypeCell")), source: .storyboard),
      overriddenBy: "filterPrototype", isFinal: true),
  ]

  /// `view` seeing a `reuseIdentifier` that an app protocol's default computes, `String(describing: self)`
  /// as pocket-casts' cells do, while its xib or storyboard prototype may set `identifier` instead.
  static func declaringProtocolDefault(
    _ view: ReusableView, overriddenBy identifier: String? = nil, isFinal: Bool = false
  ) -> ReusableView {
    var view = view
    view.declaredMembers = ["reuseIdentifier"]
    view.overridingInterfaceBuilderIdentifier = identifier
    view.isFinal = isFinal
    return view
  }

  /// A cell whose identifier and nib name need escaping, in a type whose name needs backticks.
  static let awkward = ReusableView(
    name: "Sections.default", kind: .tableViewCell, location: at("Sections.swift", 2, 9),
    identifier: .interfaceBuilder("Quote\"Back\\slash\\(x)"), source: .nib("Nib \"One\""))

  /// Golden files and the options that produce them.
  static let goldenCases: [(name: String, views: [ReusableView], options: GeneratorOptions)] = [
    ("Internal", views, GeneratorOptions(module: "App")),
    ("Public", views, GeneratorOptions(module: "App", access: .public, bundle: .module)),
    (
      "FeatureWithSupportModule", views,
      GeneratorOptions(module: "App", bundle: .main, supportModule: "ReuseSupport")
    ),
    ("SupportOnly", [], GeneratorOptions(module: "ReuseSupport", access: .public)),
  ]
}
