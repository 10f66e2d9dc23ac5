import Testing

@testable import ReuseGenCore

@Suite struct DeclarationScannerTests {
  private func classes(_ source: String) -> [TypeDeclaration] {
    DeclarationScanner.scan(source).types.filter { $0.kind == .class }
  }

  @Test func findsClassesWithNameLocationAndInheritance() {
    let found = classes("import UIKit\n\nfinal class FeedCell: UITableViewCell, Configurable {}\n")
    #expect(found.map(\.name) == ["FeedCell"])
    #expect(found[0].location.line == 3)
    #expect(found[0].location.column == 13)
    #expect(
      found[0].inheritance == [
        [TypeReference(components: ["UITableViewCell"])], [TypeReference(components: ["Configurable"])],
      ])
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func linesEndWithEveryKindOfLineBreak(lineBreak: String) {
    let source = ["// one", "", "class A: UITableViewCell {}", "  class B: UITableViewCell {}"].joined(
      separator: lineBreak)
    #expect(classes(source).map { [$0.location.line, $0.location.column] } == [[3, 7], [4, 9]])
  }

  @Test func columnsCountUTF8BytesAndPointAtOpeningBacktick() {
    let found = classes("/* é */ class `Ünï`: UITableViewCell {}")
    #expect(found[0].name == "Ünï")
    // `/* é */ ` is 9 bytes and `class ` 6 more, so the backtick is the 16th byte.
    #expect(found[0].location.column == 16)
  }

  @Test func classKeywordInOtherRolesDeclaresNothing() {
    let source = """
      import class UIKit.UITableViewCell
      protocol Loader: class { }
      protocol Other: AnyObject, class {}
      final class Holder {
        class func make() -> Holder { Holder() }
        class var shared: Holder { Holder() }
        class let constant = 1
        class override func thing() {}
        class final subscript(index: Int) -> Int { index }
        func call(class: Int) { call(class: 2) }
        let `class` = 3
        var kind: AnyClass { Self.self.class }
      }
      """
    #expect(classes(source).map(\.name) == ["Holder"])
  }

  /// Every declaration keyword used as an argument label or a parameter name, in declarations, closures
  /// and calls, on one line or several, after attributes: none of them declares anything.
  @Test(arguments: ["class", "struct", "enum", "actor", "protocol", "extension", "typealias"])
  func declarationKeywordAsLabelDeclaresNothing(keyword: String) {
    let source = """
      final class Installer {
        func install(\(keyword) cell: UITableViewCell) {}
        func install(_ x: Int, \(keyword) cell: UICollectionViewCell) {}
        func bare(\(keyword): UITableViewCell) {}
        init(\(keyword) e: UITableViewHeaderFooterView) {}
        func wrapped(@Wrapper \(keyword) cell: UITableViewCell) {}
        func multiline(
          first: Int,
          \(keyword) cell: UITableViewCell
        ) {}
        subscript(\(keyword) cell: UITableViewCell) -> Int { 0 }
        let closure = { (\(keyword) cell: UITableViewCell) in }
        func call() { install(\(keyword): x); install(1, \(keyword): y) }
      }
      final class After: UITableViewCell {}
      """
    let scanned = DeclarationScanner.scan(source)
    #expect(scanned.types.map(\.name) == ["Installer", "After"])
    #expect(scanned.extensions.isEmpty)
    #expect(scanned.typeAliases.isEmpty)
    #expect(scanned.diagnostics.isEmpty)
  }

  @Test func commentsStringsAndRegexesHideClasses() {
    let source = #"""
      // class A: UITableViewCell {}
      /* class B: UITableViewCell {} /* nested */ */
      let s = "class C: UITableViewCell {}"
      let m = """
        class D: UITableViewCell {}
        """
      let r = #"class E: UITableViewCell {}"#
      let x = /class F: UITableViewCell {/
      let y = #/class G: UITableViewCell {}/#
      class Real: UITableViewCell {}
      """#
    #expect(classes(source).map(\.name) == ["Real"])
  }

  @Test func nestedTypesAndExtensionsQualifyNames() {
    let source = """
      enum Feed {
        final class Cell: UITableViewCell {}
        struct Section { class Header: UITableViewHeaderFooterView {} }
      }
      extension Feed.Section {
        class Footer: UITableViewHeaderFooterView {}
      }
      """
    #expect(
      classes(source).map(\.qualifiedName) == ["Feed.Cell", "Feed.Section.Header", "Feed.Section.Footer"])
  }

  /// A member named `import` (Mullvad VPN's `self?.interactor.import(url: $0)` in a closure) is a call, not
  /// an import declaration: the braces after it on its line close the closure and the method, so a class
  /// declared after the extension is at the top level (round 53, first measured).
  @Test func aMemberNamedImportIsACallNotAnImport() {
    let source = """
      extension Importer {
        func run(_ urls: [URL]) { urls.forEach { self?.interactor.import(url: $0) } }
      }
      final class AfterCell: UITableViewCell {}
      import class UIKit.UITableView; final class SameLineCell: UITableViewCell {}
      """
    let scanned = DeclarationScanner.scan(source)
    #expect(scanned.diagnostics.isEmpty)
    #expect(classes(source).map(\.qualifiedName) == ["AfterCell", "SameLineCell"])
  }

  @Test func localClassesAreMarkedAndUseTheirSimpleName() {
    let source = """
      struct Screen {
        func build() {
          class Temporary: UITableViewCell {}
        }
        var computed: Int {
          class InAccessor: UITableViewCell {}
          return 1
        }
        let closure = { class InClosure: UITableViewCell {} }
      }
      """
    let found = classes(source)
    #expect(found.map(\.qualifiedName) == ["Temporary", "InAccessor", "InClosure"])
    #expect(found.allSatisfy { $0.isLocal })
  }

  @Test func modifiersAttributesAndObjCNames() {
    let source = """
      @MainActor @objc(FeedCellObjC) public final class FeedCell: UITableViewCell {}
      private(set) var value = 0
      internal class Plain: UITableViewCell {}
      fileprivate class Hidden: UITableViewCell {}
      """
    let found = classes(source)
    #expect(found[0].objcName == "FeedCellObjC")
    #expect(found[0].explicitAccess == .public)
    #expect(found[1].explicitAccess == .internal)
    #expect(found[1].objcName == nil)
    #expect(found[2].explicitAccess == .fileprivate)
  }

  /// Modifiers and attributes stay pending across nothing but more of them: any other token clears them,
  /// while tokens skipped with nothing pending leave the next declaration as it is.
  @Test func pendingModifiersAreClearedByAnyOtherToken() {
    let source = """
      public x; class A: UITableViewCell {}
      @objc(BObjC) final y = 1 class B: UITableViewCell {}
      private static ; class C: UITableViewCell {}
      public /* c */ final class D: UITableViewCell {}
      a.b(c, [d: e]) ?? "f" + 1 public class E: UITableViewCell {}
      """
    let found = classes(source)
    #expect(found.map(\.name) == ["A", "B", "C", "D", "E"])
    #expect(found.map(\.explicitAccess) == [nil, nil, nil, .public, .public])
    #expect(found.map(\.isFinal) == [false, false, false, true, false])
    #expect(found.map(\.objcName) == [nil, nil, nil, nil, nil])
  }

  @Test func finalClassesAreMarked() {
    let source = """
      final class A: UITableViewCell {}
      public final class B: UITableViewCell {}
      final public class C: UITableViewCell {}
      @objc(DObjC) @MainActor final class D: UITableViewCell {
        final class func make() {}
        class E: UITableViewCell {}
      }
      class F: UITableViewCell { final var x = 1 }
      let final = 1
      class G: UITableViewCell {}
      """
    let found = classes(source)
    #expect(found.map(\.name) == ["A", "B", "C", "D", "E", "F", "G"])
    #expect(found.map(\.isFinal) == [true, true, true, true, false, false, false])
  }

  @Test func genericParametersAndGenericSuperclasses() {
    let found = classes(
      "class Cell<Model: Hashable, each Extra>: Base<Model, Array<Int>> where Model: Sendable {}")
    #expect(found[0].genericParameters == ["Model", "Extra"])
    #expect(found[0].inheritance.first == [TypeReference(components: ["Base"], hasGenericArguments: true)])
  }

  @Test func conditionsFollowSpecRendering() {
    let source = """
      #if DEBUG
      class A: UITableViewCell {}
      #elseif   os(iOS) &&  BETA // comment
      class B: UITableViewCell {}
        #if canImport(Foo)
        class C: UITableViewCell {}
        #endif
      #else
      class D: UITableViewCell {}
      #endif
      """
    let found = classes(source)
    #expect(
      found.map(\.conditional.conditions) == [
        ["DEBUG"],
        ["!(DEBUG) && (os(iOS) && BETA)"],
        ["!(DEBUG) && (os(iOS) && BETA)", "canImport(Foo)"],
        ["!(DEBUG) && !(os(iOS) && BETA)"],
      ])
    #expect(found[0].conditional.excludes(found[3].conditional))
    #expect(!found[1].conditional.excludes(found[2].conditional))
  }

  @Test func conditionsSpanningLinesEndWhereTheExpressionEnds() {
    let source = """
      #if (DEBUG ||
           TESTING) && os(iOS)
      class A: UITableViewCell {}
      #endif
      #if compiler(>=6.0) &&
        canImport(UIKit)
      class B: UITableViewCell {}
      #elseif FOO
        || BAR
      class C: UITableViewCell {}
      #endif
      """
    #expect(
      classes(source).map(\.conditional.conditions) == [
        ["(DEBUG || TESTING) && os(iOS)"],
        ["compiler(>=6.0) && canImport(UIKit)"],
        ["!(compiler(>=6.0) && canImport(UIKit)) && (FOO || BAR)"],
      ])
  }

  @Test func commentsInConditionsAreRemovedBeforeWhitespaceCollapses() {
    let source =
      "#if os(/* phones */iOS) &&  /* and */ DEBUG // trailing\nclass A: UITableViewCell {}\n#endif"
    #expect(classes(source).map(\.conditional.conditions) == [["os(iOS) && DEBUG"]])
  }

  @Test func extensionsRecordConformancesAndTypeAliases() {
    let scanned = DeclarationScanner.scan(
      """
      extension Feed.Cell: Dequeuable, @unchecked Sendable where T: Equatable {}
      typealias Base = UIKit.UITableViewCell
      typealias Composite = UITableViewCell & Configurable
      """)
    #expect(scanned.extensions[0].extendedType.text == "Feed.Cell")
    #expect(scanned.extensions[0].conformances.map { $0.map(\.text) } == [["Dequeuable"], ["Sendable"]])
    #expect(scanned.typeAliases.map(\.name) == ["Base", "Composite"])
    #expect(scanned.typeAliases[0].target == [TypeReference(components: ["UIKit", "UITableViewCell"])])
    #expect(scanned.typeAliases[1].target.map(\.text) == ["UITableViewCell", "Configurable"])
  }

  @Test func unbalancedBracesAndDirectivesWarnWithLocations() {
    let scanned = DeclarationScanner.scan("}\n#if A\nclass X: UITableViewCell {\n")
    #expect(
      scanned.diagnostics.map(\.rendered) == [
        "input.swift:1:1: warning: unexpected '}' with no matching '{'",
        "input.swift:2:1: warning: expected '#endif' to close this '#if'",
        "input.swift:3:26: warning: missing '}' for the '{' opened here",
      ])
    #expect(scanned.types.map(\.name) == ["X"])
  }

  @Test func unterminatedStringIsReportedAndScanningContinues() {
    let scanned = DeclarationScanner.scan("let s = \"open\nclass After: UITableViewCell {}\n")
    #expect(scanned.types.map(\.name) == ["After"])
    #expect(scanned.diagnostics.map(\.rendered) == ["input.swift:1:9: warning: unterminated string literal"])
  }
}
