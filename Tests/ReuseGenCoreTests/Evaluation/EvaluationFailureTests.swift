import Testing

@testable import ReuseGenCore

/// Why an identifier has no value is a typed value (`EvaluationFailure`) from the evaluator to the call
/// sites, the declared identifiers, `audit` and `migrate`: each source below gives the case that says what
/// is true of it, with the names it is about, and the case is worded in one place (`message`).
@Suite struct EvaluationFailureTests {
  private static let cells = """
    import UIKit

    final class FeedCell: UITableViewCell {}
    """

  /// The call sites `audit` reads in `screen`, by the line of their call.
  private static func sites(_ screen: String) -> [Int: ReuseCallSite] {
    let files = [("Cells.swift", cells), ("Screen.swift", screen)]
    let module = CallSiteModule(
      analysis: analyzeModule(files.map { (path: $0.0, source: $0.1) }), moduleName: "App",
      sources: ModuleSourcesTests.sources(files))
    var sites: [Int: ReuseCallSite] = [:]
    for site in module.sites where site.location.path == "Screen.swift" { sites[site.location.line] = site }
    return sites
  }

  /// A name a `for` loop's tuple pattern binds (ChatSecure's `for (identifier, nibName) in
  /// supplementaryViewNibs`) is bound at run time, not "a member inherited from another type" because some
  /// type of the module declares a member of that name.
  @Test func aNameATuplePatternOfALoopBindsIsPatternBound() {
    let sites = Self.sites(
      """
      import UIKit

      final class Header: UICollectionReusableView {
        var identifier = ""
      }

      final class Registrar {
        var nibs: [String: String] = ["kind": "Header"]

        func register(in collectionView: UICollectionView) {
          for (identifier, nibName) in nibs {
            collectionView.register(
              UINib(nibName: nibName, bundle: nil), forSupplementaryViewOfKind: identifier,
              withReuseIdentifier: identifier)
          }
        }
      }
      """)
    #expect(sites[12]?.identifier.reason == .patternBound("identifier"))
  }

  @Test func eachCallSiteCarriesTheCaseOfItsReason() {
    let sites = Self.sites(
      """
      import UIKit

      final class FeedViewController: UIViewController {
        let tableView = UITableView()

        func setUp(kind: String) {
          tableView.register(FeedCell.self, forCellReuseIdentifier: kind)
        }

        func setUp(compact: Bool) {
          tableView.register(FeedCell.self, forCellReuseIdentifier: compact ? "Compact" : "Full")
        }

        func setUpMissing() {
          tableView.register(FeedCell.self, forCellReuseIdentifier: Identifiers.feed)
        }

        func setUpClosure() {
          ["A", "B"].forEach { _ in tableView.register(FeedCell.self, forCellReuseIdentifier: $0.name) }
        }

        func setUp(row: Row) {
          tableView.register(FeedCell.self, forCellReuseIdentifier: row.identifier.rawValue)
          tableView.register(FeedCell.self, forCellReuseIdentifier: Row.feed.title)
        }
      }

      enum Row: String {
        case feed
        var title: String { "Feed" }
      }
      """)
    #expect(sites[7]?.identifier.reason == .parameter("kind", of: "setUp(kind:)"))
    #expect(sites[11]?.identifier.method == .choice)
    #expect(sites[11]?.identifier.reason == .chosenAtRunTime(["Compact", "Full"]))
    #expect(sites[15]?.identifier.reason == .undeclared("Identifiers"))
    #expect(sites[19]?.identifier.reason == .closureParameter("$0"))
    // A path read through a parameter keeps the parameter's case inside its own.
    #expect(
      sites[23]?.identifier.reason
        == .reading(.parameter("row", of: "setUp(row:)"), written: "row.identifier.rawValue"))
    #expect(sites[23]?.identifier.reason?.isRunTimeValue == true)
    #expect(sites[24]?.identifier.reason == .propertyOfCase("Row.feed", of: "Row", reading: "title"))
  }

  /// A registration whose class is not known says why as a value too: a class name the lookup does not
  /// resolve keeps the lookup's failure, and a nib the module has no xib of names it.
  @Test func aRegisteredClassNotKnownCarriesTheCaseOfItsReason() {
    let sites = Self.sites(
      """
      import UIKit

      final class FeedViewController: UIViewController {
        let tableView = UITableView()

        func setUp() {
          tableView.register(MissingCell.self, forCellReuseIdentifier: "Missing")
          tableView.register(UINib(nibName: "Gone", bundle: nil), forCellReuseIdentifier: "Gone")
        }
      }
      """)
    #expect(sites[7]?.registeredClass == .unknown(.unresolved(.undeclared("MissingCell"))))
    #expect(sites[8]?.registeredClass == .unknown(.noSingleViewXib(nibName: "Gone")))
  }

  /// A declared `reuseIdentifier` that does not evaluate keeps the failure's case for the listing: one that
  /// names other declarations, analyzed without a lookup over the module's files, says so.
  @Test func aDeclaredIdentifierKeepsTheCaseOfItsFailure() {
    let analysis = analyzeModule(
      """
      import UIKit

      final class FeedCell: UITableViewCell {
        static let reuseIdentifier = Identifiers.feed
      }
      """)
    #expect(analysis.view("FeedCell")?.declaredIdentifierValue == .unknown(reason: .namesOtherDeclarations))
  }

  /// What a failure says of the name it is about: declared or not, and whether it holds a value only the
  /// running program knows, which a path read through it keeps.
  @Test func theFlagsFollowFromTheCase() {
    let parameter = EvaluationFailure.parameter("kind", of: "setUp(kind:)")
    #expect(parameter.isRunTimeValue && !parameter.isUndeclared)
    #expect(EvaluationFailure.reading(parameter, written: "kind.id").isRunTimeValue)
    #expect(!EvaluationFailure.reading(.untypedValue("x", reading: "x.y"), written: "x.y").isRunTimeValue)
    #expect(EvaluationFailure.undeclared("Missing").isUndeclared)
    #expect(EvaluationFailure.outOfScope("Row", declared: ["A.Row"]).isUndeclared)
    #expect(EvaluationFailure.unreadRSwiftName("R.nib.cell").isUndeclared)
    #expect(!EvaluationFailure.closureParameter("$0").isUndeclared)
  }

  /// The words each case is printed with, as they were when reasons were sentences.
  @Test func eachCaseIsWordedAsBefore() {
    #expect(
      EvaluationFailure.reading(.parameter("kind", of: "setUp(kind:)"), written: "kind.id").message
        == "'kind' is a parameter of 'setUp(kind:)', whose value is known only at each call, so 'kind.id' "
        + "is not evaluated")
    #expect(
      EvaluationFailure.outOfScope("Row", declared: ["A.Row", "B.Row", "C.Row", "D.Row", "E.Row"]).message
        == "'Row' is not in scope here: the sources declare it only as 'A.Row', 'B.Row', 'C.Row' and 2 more")
    #expect(
      EvaluationFailure.branchNotEvaluated("row.id", declaration: "Row.id", .arrayNotString).message
        == "'row.id' is one of the values 'Row.id' chooses among, and one of them is not evaluated: an array "
        + "is not a string")
    #expect(
      EvaluationFailure.chosenAtRunTime(["a", "b"]).message
        == "the identifier is chosen at run time among 'a', 'b'")
    #expect(EvaluationFailure.notRead.message.isEmpty)
  }

  /// One value of every case: the scan cache writes each as its case and names, and reads it back whole.
  static let everyCase: [EvaluationFailure] = [
    .undeclared("a"), .outOfScope("a", declared: ["b", "c"]), .outOfScope("a", declared: []),
    .unreadRSwiftName("a"), .notDeclaredWhereUsed("a"), .usedOutsideType("a"), .noType,
    .parameter("a", of: "f(a:)"), .patternBound("a"), .closureParameter("$0"), .assignedVariable("a"),
    .reading(.patternBound("a"), written: "a.b"), .untypedValue("a", reading: "a.b"),
    .untypedProperty("a.b", reading: "a.b.c"), .rawValueOfRunTimeCase("a", of: "T", reading: "a.rawValue"),
    .propertyOfCase("T.a", of: "T", reading: "b"), .instancePropertyNotKnown("a.b"), .mayNameParameter("a"),
    .mayBeInherited("a"), .chosenAtRunTime(["a", "b"]), .chosenAmongTooMany,
    .branchNotEvaluated("a.b", declaration: "T.b", .reading(.parameter("x", of: "f(x:)"), written: "x.y")),
    .tooDeep, .chainTooLong(maximum: 16), .genericArgumentsTooDeep("a"), .declaredMoreThanOnce("a"),
    .moreThanOneDefault("a", in: "P"), .namesMoreThanOneType("a"), .mayNameTypealiasOrGenericParameter("a"),
    .notAConstant("a"), .noValue("a"), .namesOtherDeclarations, .notLookedUp("a"),
    .notAMethodWithoutParameters("a()"), .callsInstanceMethod("a()"), .doesNotReturnString("a()"),
    .objectiveCMethodsDiffer("A.b()"), .objectiveCConstantsDiffer("a"), .unsupported("a"),
    .typeNotString("A.self"), .arrayNotString, .loopSequenceNotRead, .selfTypeUnknown,
    .genericArgumentNotSpelled("[A]"), .generic("A"), .spelledThroughOtherModule("A"), .notAClass("A"),
    .mangledClassName("A.B"), .mangledRuntimeName, .rswiftNoNib("a"), .rswiftNoReuseIdentifier("a"),
    .rswiftNibWithoutIdentifier("R.nib.a"), .rswiftNoResourceWithIdentifier("R.nib.a"),
    .typedIdentifierNotDeclared("a"), .typedIdentifiersOfDifferentClasses, .typeInferredFromContext,
    .classNotRead("A"), .noObjectiveCConstant("a"), .objectiveCMethodNotString(className: "A", selector: "b"),
    .unsupportedObjectiveC("a"), .objectiveCNotEvaluated, .notRead,
  ]

  @Test func everyCaseReadsBackFromTheCacheAsWritten() {
    for failure in Self.everyCase {
      var writer = ScanFactWriter(path: "")
      writer.write(failure)
      let read: EvaluationFailure? = EvaluationCacheTests.read(writer.bytes)
      #expect(read == failure)
    }
    // Every case once, and each worded its own way.
    #expect(Set(Self.everyCase.map(\.message)).count == Self.everyCase.count)
  }
}
