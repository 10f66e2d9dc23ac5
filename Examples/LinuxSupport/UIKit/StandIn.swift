// UIKit stand-in for Linux (DESIGN.md §7).
//
// This module is named UIKit so that code written for iOS compiles and runs unchanged on Linux, where
// UIKit does not exist. Every public declaration copies Apple's documented declaration (name, argument
// labels, optionality, `@MainActor` isolation, `open`/`public`, `weak`, availability) and its `///`
// comment names the developer.apple.com page it follows. It declares what DESIGN.md §7 lists and the
// neighbouring API a typical feature module touches, nothing UIKit lacks.
//
// DEPARTURES FROM APPLE'S DECLARATIONS AND BEHAVIOUR — every one of them:
//
// Building views without the Objective-C runtime
// 1. UIKit builds a registered class by sending `initWithStyle:reuseIdentifier:` (table cells),
//    `initWithReuseIdentifier:` (header/footer views) or `initWithFrame:` (collection views) to the class
//    object. Swift can only build an instance from a metatype through a `required` initializer, so
//    `UITableViewCell`, `UITableViewHeaderFooterView` and `UICollectionReusableView` each declare one
//    more initializer, `required convenience init(_standInReuseIdentifier:)`, as SPI
//    (`@_spi(UIKitStandIn)`), invisible to clients. It calls the UIKit initializer above, so the
//    subclass's override runs, as in UIKit. UIKit's own initializers keep Apple's form: neither
//    `init(style:reuseIdentifier:)`, `init(reuseIdentifier:)` nor `init(frame:)` is `required`, so the
//    usual `override init(...)` + `required init?(coder:)` subclasses compile on both platforms.
//    Consequence: a subclass that declares designated initializers but does not override the UIKit
//    ones (`init(style:reuseIdentifier:)` / `init(reuseIdentifier:)` / `init(frame:)`, plus
//    `init?(coder:)`) fails to compile here ("'required' initializer 'init(_standInReuseIdentifier:)'
//    must be provided"). UIKit could not build such a class from a registration either: it would trap
//    at run time with "unimplemented initializer". Override the UIKit initializer to fix it.
// 2. Views in a nib are built through `init?(coder:)`, as in UIKit, but the coder is the stand-in's own:
//    it answers `decodeObject(forKey:)` with the xib element's attributes and nothing else. `UIView` and
//    its subclasses keep `required init?(coder:)` but do not conform to `NSCoding` (no `encode(with:)`).
// 3. `awakeFromNib()` is declared on `UIResponder`; UIKit declares it on `NSObject`. Methods added to
//    `NSObject` in an extension cannot be overridden without the Objective-C runtime.
//
// Protocols
// 4. Optional requirements (`@objc optional`) are ordinary requirements with default implementations in
//    protocol extensions. The defaults answer what UIKit assumes when a method is missing (one section,
//    `rowHeight`, `true` for "should" questions, no header view, …). Consequences: the table or
//    collection view always calls them; `responds(to:)` does not reflect them; and the witness is fixed
//    when the conformance is declared, so a subclass that adds a method its superclass's conformance
//    took from the default is not called (implement it in the conforming class and override it).
// 5. Only part of each protocol's optional requirements is declared (see UITableViewDataSource.swift,
//    UITableViewDelegate.swift, UICollectionViewDataSource.swift, UICollectionViewDelegate.swift,
//    UIScrollView.swift). Focus, drag and drop, context menus, swipe actions and prefetching are absent.
// 6. `UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)`'s default
//    implementation traps: the layout asked for a view that the data source cannot provide.
// 7. `UIScrollView` has no `delegate` property: Swift cannot narrow an inherited property's type, which
//    `UITableView.delegate` and `UICollectionView.delegate` do in UIKit. Those two are declared as in
//    UIKit. `UIScrollViewDelegate` declares only `scrollViewDidScroll(_:)`.
//
// Declarations Swift cannot spell as UIKit does
// 8. `UITableView.automaticDimension`, `UICollectionView.elementKindSectionHeader` and
//    `elementKindSectionFooter` are `static let` (UIKit: `class let`, possible only for imported
//    declarations). Like UIKit's, they are isolated to the main actor with their class, although they
//    are C constants underneath. `automaticDimension` is -1 here; UIKit's value is not documented.
// 9. Enumerations and `UICollectionView.ScrollPosition` conform to `Sendable`; UIKit's imported ones say
//    `@unchecked Sendable`.
// 10. `UITableView` declares `convenience init(frame:)` (plain style) and `UIView`/`UIViewController`
//     declare `convenience init()`; in UIKit these come from Objective-C inheritance. `UICollectionView`
//     has neither `init()` nor `init(frame:)`: UIKit inherits them but traps at run time without a
//     layout.
//
// Display
// 11. There is no screen, window, drawing, animation, Auto Layout, colour, font or image. Frames are
//     stored, never computed. Every row and item counts as visible: the table and collection views load
//     all of them, and `cellForRow(at:)`/`cellForItem(at:)` return any laid-out index path.
// 12. Data sources are driven on layout, as in UIKit: `reloadData()` (and setting `dataSource`) marks the
//     view for reload and the next `layoutIfNeeded()` asks for counts, headers, cells and footers and
//     tells the delegate it will display them. A new view needs layout, and `layoutIfNeeded()` lays out
//     the whole subtree. `numberOfSections` and `numberOfRows(inSection:)`/`numberOfItems(inSection:)`
//     ask the data source for counts when they have none. Out-of-range sections count 0 rows.
// 13. Row and item insertions, deletions, reloads and batch updates reload everything at the next
//     layout, without animation; `performBatchUpdates` lays out at once and completes with `true`.
// 14. Before a reload, the cells and header/footer/supplementary views on display go back into the reuse
//     queue of their reuse identifier (kind and identifier for supplementary views), and the delegate is
//     told they ended displaying. Queues hand views out first-in, first-out.
// 15. Selection: `selectRow`/`selectItem` and their deselect counterparts do not call the delegate, as in
//     UIKit; taps are simulated by the SPI helpers of departure 25. `reloadData()` clears the selection.
// 16. Heights: the table view asks the delegate for row, header and footer heights but does not use
//     them. A data source title for a header or footer shows as a `UITableViewHeaderFooterView` whose
//     `textLabel` holds the title.
// 17. Collection view layouts: only `UICollectionViewFlowLayout` shows supplementary views, a section
//     header and footer when their reference size (the delegate's answer, else `headerReferenceSize` /
//     `footerReferenceSize`) is positive along the scroll direction. There are no layout attributes and
//     no compositional layout.
//
// Nibs
// 18. A nib is read from the Interface Builder source, `<name>.xib` (or an XML `<name>.nib`), in the bundle,
//     since there is no `ibtool`. Only top-level objects are built: subviews, outlets, actions,
//     constraints and connections are ignored, and so are the owner and the options. The attributes read
//     are `customClass`, `customModule`, `customModuleProvider`, `reuseIdentifier`, a table cell's
//     `style`, a label's `text`, and `<rect key="frame">`. Top-level objects that are not views
//     (`customObject`, gesture recognizers, controllers) become plain `NSObject`s. The parsed xib is
//     cached per `UINib`.
// 19. Classes are found with `NSClassFromString("Module.Class")`, which works on Linux for top-level
//     classes only; nested classes and bare Objective-C names (`@objc(Name)`) stay unresolved.
//     `customModuleProvider="target"`, which Xcode resolves at build time, is resolved from the bundle's
//     name (`<Package>_<Target>.resources` gives `Target`), then `customModule`. An unresolved class is
//     reported as UIKit does ("Unknown class … in Interface Builder file.") and the element's own UIKit
//     class is built instead.
// 20. A `UIViewController` with a `nibName` takes the nib's first top-level view as its `view` (there is no
//     `view` outlet to connect). Without a `nibName` it gets a plain `UIView`; it does not look for a nib
//     named after its class. The appearance methods (`viewWillAppear(_:)` …) are never called.
//
// Registrations
// 21. `CellRegistration` and `SupplementaryRegistration` keep their handler and a private reference-type
//     record; they are registered with a collection view under a private identifier on first use, as in
//     UIKit. A nib used through a registration is not checked against its reuse identifier (UIKit's
//     behaviour there is not documented). Whether a registration was created inside a cell or
//     supplementary view request is tracked for the whole process, not per collection view.
// 22. When the view a registration builds is not of its `Cell`/`Supplementary` type, the trap reads like
//     the Swift overlay's failed cast ("Could not cast value of type 'X' to 'Y'.").
//
// Failures
// 23. UIKit's `NSInternalInconsistencyException`s are `fatalError`s whose message reads "*** Terminating
//     app due to uncaught exception 'NSInternalInconsistencyException', reason: '<UIKit's reason>'". The
//     process dies of SIGILL, not SIGABRT. Reasons checked against real crash reports: unable to dequeue
//     a table cell; could not dequeue a collection view cell or supplementary view; "cell reuse
//     indentifier in nib" (sic) for table cells and "view reuse identifier in nib" for collection views;
//     invalid nib (not exactly one top-level object of the right class); the iOS 15 cell registration
//     assertion; a collection cell returned without a reuse identifier; iOS 18's "Expected dequeued view
//     to be returned to the collection view" (the stand-in prints the classes where UIKit prints the
//     views' descriptions); registering a class that is not
//     a `UICollectionViewCell`; a nib missing from its bundle. Modelled on those, not checked: the
//     supplementary registration assertion, header/footer nib identifier mismatches, registering a
//     non-cell class with a table view or a non-reusable class for supplementary views, a missing
//     supplementary view, and `IndexPath`'s two-index check.
// 24. A view dequeued while the collection view loads its content (in a data source request or in a
//     layout delegate method such as `referenceSizeForHeaderInSection`) must be the one its request
//     returns, as iOS 18 asserts; a dequeue outside loading, which UIKit reports at its next layout, is
//     not checked. Other UIKit assertions (empty reuse identifiers, inconsistent batch updates,
//     out-of-range index paths) are not reproduced.
//
// Stand-in only API
// 25. `UITableView._standInTapRow(at:)` and `UICollectionView._standInTapItem(at:)` (SPI
//     `@_spi(UIKitStandIn)`, file `_StandInTesting.swift`) do what a tap does on a device: ask the
//     delegate, select, and report the selection. UIKit has no such API.
// 26. First-responder handling keeps one responder per process and involves no window.
// 27. `UIResponder.classForCoder()`, the class method Swift imports from NSObject's `-classForCoder` for
//     class objects, is declared on `UIResponder`: Swift's Foundation on Linux has no such class method.

// UIKit re-exports Foundation: code that imports UIKit uses `CGRect`, `IndexPath` and `Bundle` directly.
@_exported import Foundation
