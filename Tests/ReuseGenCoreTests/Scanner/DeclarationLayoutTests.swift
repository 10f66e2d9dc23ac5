import Testing

@testable import ReuseGenCore

/// `list` and `generate` keep every type declaration of every file until they exit: a word of padding per
/// declaration is memory every run of a large module pays (round 40's `adoptedText` grew each by two words
/// until the one-byte fields were laid out together, last).
@Suite struct DeclarationLayoutTests {
  @Test func aTypeDeclarationTakesNoPaddingBetweenItsFlags() {
    #expect(MemoryLayout<TypeDeclaration>.stride <= 160)
  }

  /// The resolver keeps a reference for every type of the module, in its classification and its memo of
  /// superclasses: two 32-bit numbers and the kind, not two words and the kind.
  @Test func aDeclarationReferenceTakesTwoHalfWords() {
    #expect(MemoryLayout<DeclarationReference>.stride <= 12)
    #expect(MemoryLayout<Symbol?>.stride <= 16)
    let reference = DeclarationReference(kind: .typeAlias, file: 70_000, index: 3)
    #expect(reference.kind == .typeAlias && reference.file == 70_000 && reference.index == 3)
  }

  /// The declaration order of `init`'s parameters, which the scanner and the scan cache pass, is kept.
  @Test func theInitializerKeepsEveryField() {
    let location = SourceLocation(path: "A.swift", line: 2, column: 3)
    let declaration = TypeDeclaration(
      kind: .struct, name: "Row", qualifiedName: "Feed.Row", enclosing: .type(0), isLocal: false,
      location: location, explicitAccess: .private, isFinal: true, objcName: "FDRow",
      genericParameters: ["T"],
      inheritance: [], adoptedText: "Hashable", conditional: ConditionalContext(), scopeIdentities: [4],
      isInGenericCode: true, availability: ["iOS 14.0, *"])
    #expect(
      declaration.kind == .struct && declaration.name == "Row" && declaration.qualifiedName == "Feed.Row")
    #expect(declaration.enclosing == .type(0) && !declaration.isLocal && declaration.location == location)
    #expect(declaration.explicitAccess == .private && declaration.isFinal && declaration.objcName == "FDRow")
    #expect(declaration.genericParameters == ["T"] && declaration.adoptedPaths == [["Hashable"]])
    #expect(declaration.scopeIdentities == [4] && declaration.isInGenericCode)
    #expect(declaration.availability == ["iOS 14.0, *"])
  }
}
