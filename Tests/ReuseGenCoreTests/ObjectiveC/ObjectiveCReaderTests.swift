import Foundation
import Testing

@testable import ReuseGenCore

/// `ObjectiveCReader`: the constants, sends and classes it reads from Objective-C as apps write it, what it
/// skips, and that no input stops or hangs it.
@Suite struct ObjectiveCReaderTests {
  private static func read(_ text: String, isHeader: Bool = false) -> ObjectiveCFile {
    ObjectiveCReader.read(Array(text.utf8), path: isHeader ? "A.h" : "A.m", isHeader: isHeader)
  }

  @Test func readsEverySpellingOfAStringConstant() {
    let file = Self.read(
      """
      NSString *const FooCellIdentifier = @"FooCell";
      static NSString *const kBar = @"Bar";
      static NSString *kBaz = @"Baz";
      NSString * const Spaced = @"Spaced";
      NSString *const _Nonnull Annotated = @"Annotated";
      static const NSString *Qualified = @"Qualified";
      #define kDefined @"Defined"
      #define kMacro(x) @"Macro"
      #define kNumber 3
      NSString *const Escaped = @"a\\"b";
      NSString *notAConstant;
      """)
    #expect(
      file.constants.map { "\($0.name)=\($0.value)\($0.isStatic ? " static" : "")" } == [
        "kDefined=Defined static", "FooCellIdentifier=FooCell", "kBar=Bar static", "kBaz=Baz static",
        "Spaced=Spaced", "Annotated=Annotated", "Qualified=Qualified static",
      ])
    #expect(file.constants.allSatisfy { $0.brace == nil })
    #expect(file.constants[1].location == SourceLocation(path: "A.m", line: 1, column: 17))
  }

  @Test func readsExternDeclarationsOfHeaders() {
    let file = Self.read(
      """
      extern NSString *const FooCellIdentifier;
      FOUNDATION_EXPORT NSString * const BarIdentifier;
      UIKIT_EXTERN NSString *const _Nonnull BazIdentifier;
      extern NSString *const NotThis = @"x";
      """, isHeader: true)
    #expect(file.externNames == ["FooCellIdentifier", "BarIdentifier", "BazIdentifier"])
  }

  @Test func readsEveryRegistrationAndDequeueSelector() {
    let file = Self.read(
      """
      - (void)viewDidLoad {
          [self.tableView registerClass:[FooCell class] forCellReuseIdentifier:@"Foo"];
          [self.tableView registerNib:[UINib nibWithNibName:@"BarCell" bundle:nil] forCellReuseIdentifier:kBar];
          [self.tableView registerClass:Header.class forHeaderFooterViewReuseIdentifier:@"Header"];
          [self.tableView registerNib:nib forHeaderFooterViewReuseIdentifier:@"NibHeader"];
          [self.collectionView registerClass:[GridCell class] forCellWithReuseIdentifier:@"Grid"];
          [self.collectionView registerNib:gridNib forCellWithReuseIdentifier:@"GridNib"];
          [self.collectionView registerClass:[Footer class]
                  forSupplementaryViewOfKind:UICollectionElementKindSectionFooter
                         withReuseIdentifier:@"Footer"];
          [_collectionView registerNib:[UINib nibWithNibName:NSStringFromClass([Badge class]) bundle:nil]
            forSupplementaryViewOfKind:kind withReuseIdentifier:NSStringFromClass([Badge class])];
      }
      - (void)dequeue {
          [tableView dequeueReusableCellWithIdentifier:@"Foo"];
          [tableView dequeueReusableCellWithIdentifier:@"Foo" forIndexPath:indexPath];
          [tableView dequeueReusableHeaderFooterViewWithIdentifier:@"Header"];
          [collectionView dequeueReusableCellWithReuseIdentifier:@"Grid" forIndexPath:indexPath];
          [collectionView dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:@"Footer"
                                                    forIndexPath:indexPath];
      }
      """)
    let summary = file.sites.map { site in
      "\(site.role.rawValue) \(site.family.rawValue) \(site.identifier) \(site.registeredClass ?? "-") "
        + "\(site.nibName.map { "\($0)" } ?? "-") \(site.crashesWhenUnregistered)"
    }
    #expect(
      summary == [
        #"register tableViewCell literal("Foo") FooCell - false"#,
        #"register tableViewCell reference(["kBar"]) - literal("BarCell") false"#,
        #"register tableViewHeaderFooterView literal("Header") Header - false"#,
        #"register tableViewHeaderFooterView literal("NibHeader") - - false"#,
        #"register collectionViewCell literal("Grid") GridCell - false"#,
        #"register collectionViewCell literal("GridNib") - - false"#,
        #"register collectionSupplementaryView literal("Footer") Footer - false"#,
        #"register collectionSupplementaryView classString(ReuseGenCore.TypeOperand.type(["Badge"])) - classString(ReuseGenCore.TypeOperand.type(["Badge"])) false"#,
        #"dequeue tableViewCell literal("Foo") - - false"#,
        #"dequeue tableViewCell literal("Foo") - - true"#,
        #"dequeue tableViewHeaderFooterView literal("Header") - - false"#,
        #"dequeue collectionViewCell literal("Grid") - - true"#,
        #"dequeue collectionSupplementaryView literal("Footer") - - true"#,
      ])
    // Positions are the compiler's: the selector's first part, and the identifier argument's start.
    #expect(file.sites[6].location == SourceLocation(path: "A.m", line: 8, column: 26))
    #expect(file.sites[6].identifierLocation == SourceLocation(path: "A.m", line: 10, column: 40))
  }

  @Test func skipsCommentsStringsAndOtherDirectives() {
    let file = Self.read(
      """
      // [t registerClass:[A class] forCellReuseIdentifier:@"Line"];
      /* [t registerClass:[A class] forCellReuseIdentifier:@"Block"]; */
      #if 0 // [t registerClass:[A class] forCellReuseIdentifier:@"Directive"];
      #endif
      #pragma mark - [t registerClass:[A class] forCellReuseIdentifier:@"Pragma"];
      #define LONG(x) \\
        [t registerClass:[A class] forCellReuseIdentifier:@"Continued"];
      NSString *s = @"[t registerClass:[A class] forCellReuseIdentifier:@\\"Literal\\"]";
      char *c = "[t registerClass:[A class] forCellReuseIdentifier:@\\"C\\"]";
      [t registerClass:[A class] forCellReuseIdentifier:@"Real"];
      """)
    #expect(file.sites.map(\.identifier) == [.literal("Real")])
    #expect(file.sites[0].location.line == 10)
  }

  @Test func readsIdentifierSpellings() {
    let file = Self.read(
      """
      - (UITableViewCell *)cell {
          static NSString *CellIdentifier = @"Cell";
          [t dequeueReusableCellWithIdentifier:CellIdentifier];
          [t dequeueReusableCellWithIdentifier:(NSStringFromClass(FooCell.class))];
          [t dequeueReusableCellWithIdentifier:NSStringFromClass([self class])];
          [t dequeueReusableCellWithIdentifier:[FooCell reuseIdentifier]];
          [t dequeueReusableCellWithIdentifier:FooCell.identifier];
          [t dequeueReusableCellWithIdentifier:self.identifier];
          [t dequeueReusableCellWithIdentifier:flag ? @"A" : @"B"];
          [t dequeueReusableCellWithIdentifier:nil];
      }
      """)
    #expect(
      file.sites.map(\.identifier) == [
        .reference(["CellIdentifier"]), .classString(.type(["FooCell"])),
        .classString(.selfType), .reference(["FooCell", "reuseIdentifier"]),
        .reference(["FooCell", "identifier"]), .unsupported("self.identifier"),
        .unsupported(#"flag ? @"A" : @"B""#), .unsupported("nil"),
      ])
    #expect(file.constants.map(\.name) == ["CellIdentifier"])
    #expect(file.constants[0].brace != nil && file.sites[0].braces == [file.constants[0].brace!])
  }

  @Test func readsClassDeclarationsButNotCategoriesOrExtensions() {
    let file = Self.read(
      """
      @class Forward;
      @protocol Themeable;
      @interface BaseCell : UITableViewCell <UITextFieldDelegate, Themeable>
      @end
      @interface BaseCell (Theming)
      @end
      @interface BaseCell ()
      @end
      @interface FeedCell: BaseCell
      @end
      @interface Generic<ObjectType> : NSObject
      @end
      """, isHeader: true)
    #expect(
      file.classes.map { "\($0.name):\($0.superclass)" } == ["BaseCell:UITableViewCell", "FeedCell:BaseCell"])
    #expect(file.classes[1].location == SourceLocation(path: "A.h", line: 9, column: 12))
  }

  @Test func readsClassMethodsThatReturnAString() {
    let file = Self.read(
      """
      @interface BaseCell : UICollectionViewCell
      + (NSString *)notAnImplementation { return @"No"; }
      @end
      @implementation BaseCell
      + (NSString *)reuseIdentifier { return NSStringFromClass([self class]); }
      + (NSString * _Nonnull)literal
      {
          return @"Literal";
      }
      + (NSString *)computed { NSString *s = @"A"; return s; }
      - (NSString *)instance { return @"Instance"; }
      @end
      @interface TagCell : BaseCell
      @end
      @implementation TagCell (Category)
      + (NSString *)literal { return @"Tag"; }
      @end
      """)
    #expect(
      file.classMembers.map { "\($0.className).\($0.name) \($0.value)" } == [
        "BaseCell.reuseIdentifier classString(ReuseGenCore.TypeOperand.selfType)",
        #"BaseCell.literal literal("Literal")"#, #"TagCell.literal literal("Tag")"#,
      ])
    let module = ObjectiveCModule(files: [file])
    #expect(module.classMemberValue("reuseIdentifier", of: "TagCell") == "TagCell")
    #expect(module.classMemberValue("literal", of: "TagCell") == "Tag")
    #expect(module.classMemberValue("literal", of: "BaseCell") == "Literal")
    #expect(module.classMemberValue("computed", of: "TagCell") == nil)
  }

  /// A class method is looked up the chain of `@interface` declarations as far as it goes: a chain that
  /// comes back to a class it passed ends the search, with no value, as one that reaches no class does.
  @Test func aClassMethodIsLookedUpTheChainAndACycleEndsTheSearch() {
    let file = Self.read(
      """
      @interface Ring : Link
      @end
      @interface Link : Ring
      @end
      @interface Leaf : Middle
      @end
      @interface Middle : Root
      @end
      @implementation Root
      + (NSString *)reuseIdentifier { return @"RootID"; }
      @end
      """, isHeader: true)
    let module = ObjectiveCModule(files: [file])
    #expect(module.classMemberValue("reuseIdentifier", of: "Leaf") == "RootID")
    #expect(module.classMemberValue("reuseIdentifier", of: "Ring") == nil)
    #expect(module.viewKind(of: "Ring") == nil)
    #expect(module.viewKind(of: "Leaf", bases: ["Root": .tableViewCell]) == .tableViewCell)
  }

  @Test func theModuleFollowsChainsAndExportsHeaderConstants() {
    let header = ObjectiveCReader.read(
      Array(
        """
        extern NSString *const Exported;
        #define kDefined @"Defined"
        @interface Base : UICollectionViewCell
        @end
        @interface Sub : Base
        @end
        @interface Loop : Loop
        @end
        @interface Pod : SwipeCell
        @end
        """.utf8), path: "A.h", isHeader: true)
    let implementation = Self.read(
      """
      NSString *const Exported = @"Exported";
      NSString *const NotExported = @"NotExported";
      static NSString *const Private = @"Private";
      """)
    let module = ObjectiveCModule(files: [header, implementation])
    #expect(module.viewKind(of: "Sub") == .collectionViewCell)
    #expect(module.viewKind(of: "Loop") == nil)
    #expect(module.viewKind(of: "Pod") == nil)
    #expect(module.viewKind(of: "Pod", bases: ["SwipeCell": .tableViewCell]) == .tableViewCell)
    #expect(module.exportedValue(of: "Exported") == "Exported")
    #expect(module.exportedValue(of: "kDefined") == "Defined")
    #expect(module.exportedValue(of: "NotExported") == nil)
    #expect(module.exportedValue(of: "Private") == nil)
  }

  // MARK: - Adversarial

  /// Inputs that end in the middle of every construct the reader knows, and nested or repeated ones.
  @Test(arguments: [
    "/* never closed [t registerClass:[A class] forCellReuseIdentifier:@\"X\"];",
    "NSString *const X = @\"never closed", "NSString *const X = @\"a\\", "#define X @\"", "#define X \\",
    "#", "@", "@interface", "@interface A :", "NSString", "NSString *", "NSString *const X =",
    "[t registerClass:", "[t registerClass:[A class] forCellReuseIdentifier:",
    "[t dequeueReusableCellWithIdentifier:@\"A\"", "\r\n\r#define A @\"B\"\r", "'", "\"", "\\",
  ])
  func truncatedInputsReadWithoutCrashing(_ text: String) {
    _ = Self.read(text)
    _ = Self.read(text, isHeader: true)
  }

  @Test func randomBytesNeverCrash() {
    var generator = SeededGenerator(seed: 39)
    let alphabet = Array("[]():;@\"'/*\\#{} \n\rNSString const registerClass forCellReuseIdentifier".utf8)
    for round in 0..<300 {
      let count = Int.random(in: 0..<400, using: &generator)
      let bytes = (0..<count).map { _ in
        round.isMultiple(of: 2)
          ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator)!
      }
      _ = ObjectiveCReader.read(bytes, path: "R.m", isHeader: round.isMultiple(of: 3))
    }
  }

  /// Sends that never close, nested brackets and parentheses: each send's arguments are read through a
  /// bounded number of tokens, so a large hostile file costs time in proportion to its length. A guard
  /// against work that grows faster than the input, not a timing assertion: each input takes a fraction of
  /// a second when read linearly and hours when read quadratically, and the budget the adversarial suite
  /// uses sits far from both (a 10-second bound here failed on a machine running five builds at once).
  @Test func hostileRepetitionsFinishQuickly() {
    let clock = ContinuousClock()
    let inputs = [
      String(repeating: "[t registerClass:", count: 50_000),
      String(repeating: "[t dequeueReusableCellWithIdentifier:(", count: 50_000),
      String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000),
      String(repeating: "NSStringFromClass(", count: 100_000),
      String(repeating: "#define A \\\n", count: 100_000),
      String(repeating: "#import \"Unclosed.h\n#include <", count: 100_000),
      String(repeating: "/*", count: 100_000),
    ]
    for input in inputs {
      let elapsed = clock.measure { _ = Self.read(input) }
      #expect(elapsed < AdversarialRegressionTests.budget)
    }
  }
}
