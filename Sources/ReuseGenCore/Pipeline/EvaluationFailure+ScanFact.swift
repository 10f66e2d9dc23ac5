/// A failure in the scan cache (`EvaluationCache`): its case's number, in the order `EvaluationFailure`
/// declares them, its names in order (a list of names last), and the failure it holds, if any. A case
/// added, removed or moved must be so here too, and `ScanCache.formatVersion` raised.
extension EvaluationFailure: ScanFact {
  private var fields: (tag: UInt8, strings: [String], nested: EvaluationFailure?) {
    switch self {
    case .undeclared(let a): (0, [a], nil)
    case .outOfScope(let a, let b): (1, [a] + b, nil)
    case .unreadRSwiftName(let a): (2, [a], nil)
    case .notDeclaredWhereUsed(let a): (3, [a], nil)
    case .usedOutsideType(let a): (4, [a], nil)
    case .noType: (5, [], nil)
    case .parameter(let a, let b): (6, [a, b], nil)
    case .patternBound(let a): (7, [a], nil)
    case .closureParameter(let a): (8, [a], nil)
    case .assignedVariable(let a): (9, [a], nil)
    case .reading(let a, let b): (10, [b], a)
    case .untypedValue(let a, let b): (11, [a, b], nil)
    case .untypedProperty(let a, let b): (12, [a, b], nil)
    case .rawValueOfRunTimeCase(let a, let b, let c): (13, [a, b, c], nil)
    case .propertyOfCase(let a, let b, let c): (14, [a, b, c], nil)
    case .instancePropertyNotKnown(let a): (15, [a], nil)
    case .mayNameParameter(let a): (16, [a], nil)
    case .mayBeInherited(let a): (17, [a], nil)
    case .chosenAtRunTime(let a): (18, a, nil)
    case .chosenAmongTooMany: (19, [], nil)
    case .branchNotEvaluated(let a, let b, let c): (20, [a, b], c)
    case .tooDeep: (21, [], nil)
    case .chainTooLong(let a): (22, [String(a)], nil)
    case .genericArgumentsTooDeep(let a): (23, [a], nil)
    case .declaredMoreThanOnce(let a): (24, [a], nil)
    case .moreThanOneDefault(let a, let b): (25, [a, b], nil)
    case .namesMoreThanOneType(let a): (26, [a], nil)
    case .mayNameTypealiasOrGenericParameter(let a): (27, [a], nil)
    case .notAConstant(let a): (28, [a], nil)
    case .noValue(let a): (29, [a], nil)
    case .namesOtherDeclarations: (30, [], nil)
    case .notLookedUp(let a): (31, [a], nil)
    case .notAMethodWithoutParameters(let a): (32, [a], nil)
    case .callsInstanceMethod(let a): (33, [a], nil)
    case .doesNotReturnString(let a): (34, [a], nil)
    case .objectiveCMethodsDiffer(let a): (35, [a], nil)
    case .objectiveCConstantsDiffer(let a): (36, [a], nil)
    case .unsupported(let a): (37, [a], nil)
    case .typeNotString(let a): (38, [a], nil)
    case .arrayNotString: (39, [], nil)
    case .loopSequenceNotRead: (40, [], nil)
    case .selfTypeUnknown: (41, [], nil)
    case .genericArgumentNotSpelled(let a): (42, [a], nil)
    case .generic(let a): (43, [a], nil)
    case .spelledThroughOtherModule(let a): (44, [a], nil)
    case .notAClass(let a): (45, [a], nil)
    case .mangledClassName(let a): (46, [a], nil)
    case .mangledRuntimeName: (47, [], nil)
    case .rswiftNoNib(let a): (48, [a], nil)
    case .rswiftNoReuseIdentifier(let a): (49, [a], nil)
    case .rswiftNibWithoutIdentifier(let a): (50, [a], nil)
    case .rswiftNoResourceWithIdentifier(let a): (51, [a], nil)
    case .typedIdentifierNotDeclared(let a): (52, [a], nil)
    case .typedIdentifiersOfDifferentClasses: (53, [], nil)
    case .typeInferredFromContext: (54, [], nil)
    case .classNotRead(let a): (55, [a], nil)
    case .noObjectiveCConstant(let a): (56, [a], nil)
    case .objectiveCMethodNotString(let a, let b): (57, [a, b], nil)
    case .unsupportedObjectiveC(let a): (58, [a], nil)
    case .objectiveCNotEvaluated: (59, [], nil)
    case .notRead: (60, [], nil)
    }
  }

  func write(to writer: inout ScanFactWriter) {
    let fields = fields
    writer.writeByte(fields.tag)
    writer.write(fields.strings)
    writer.write(fields.nested)
  }

  init(from reader: inout ScanFactReader) throws(ScanFactReader.Invalid) {
    let tag = try reader.readByte()
    let strings: [String] = try reader.read()
    let inner: EvaluationFailure? = try reader.read()
    func string(_ index: Int) throws(ScanFactReader.Invalid) -> String {
      guard index < strings.count else { throw ScanFactReader.Invalid() }
      return strings[index]
    }
    func number(_ index: Int) throws(ScanFactReader.Invalid) -> Int {
      guard let number = Int(try string(index)) else { throw ScanFactReader.Invalid() }
      return number
    }
    func nested() throws(ScanFactReader.Invalid) -> EvaluationFailure {
      guard let inner else { throw ScanFactReader.Invalid() }
      return inner
    }
    self =
      switch tag {
      case 0: .undeclared(try string(0))
      case 1: .outOfScope(try string(0), declared: Array(strings.dropFirst(1)))
      case 2: .unreadRSwiftName(try string(0))
      case 3: .notDeclaredWhereUsed(try string(0))
      case 4: .usedOutsideType(try string(0))
      case 5: .noType
      case 6: .parameter(try string(0), of: try string(1))
      case 7: .patternBound(try string(0))
      case 8: .closureParameter(try string(0))
      case 9: .assignedVariable(try string(0))
      case 10: .reading(try nested(), written: try string(0))
      case 11: .untypedValue(try string(0), reading: try string(1))
      case 12: .untypedProperty(try string(0), reading: try string(1))
      case 13: .rawValueOfRunTimeCase(try string(0), of: try string(1), reading: try string(2))
      case 14: .propertyOfCase(try string(0), of: try string(1), reading: try string(2))
      case 15: .instancePropertyNotKnown(try string(0))
      case 16: .mayNameParameter(try string(0))
      case 17: .mayBeInherited(try string(0))
      case 18: .chosenAtRunTime(Array(strings.dropFirst(0)))
      case 19: .chosenAmongTooMany
      case 20: .branchNotEvaluated(try string(0), declaration: try string(1), try nested())
      case 21: .tooDeep
      case 22: .chainTooLong(maximum: try number(0))
      case 23: .genericArgumentsTooDeep(try string(0))
      case 24: .declaredMoreThanOnce(try string(0))
      case 25: .moreThanOneDefault(try string(0), in: try string(1))
      case 26: .namesMoreThanOneType(try string(0))
      case 27: .mayNameTypealiasOrGenericParameter(try string(0))
      case 28: .notAConstant(try string(0))
      case 29: .noValue(try string(0))
      case 30: .namesOtherDeclarations
      case 31: .notLookedUp(try string(0))
      case 32: .notAMethodWithoutParameters(try string(0))
      case 33: .callsInstanceMethod(try string(0))
      case 34: .doesNotReturnString(try string(0))
      case 35: .objectiveCMethodsDiffer(try string(0))
      case 36: .objectiveCConstantsDiffer(try string(0))
      case 37: .unsupported(try string(0))
      case 38: .typeNotString(try string(0))
      case 39: .arrayNotString
      case 40: .loopSequenceNotRead
      case 41: .selfTypeUnknown
      case 42: .genericArgumentNotSpelled(try string(0))
      case 43: .generic(try string(0))
      case 44: .spelledThroughOtherModule(try string(0))
      case 45: .notAClass(try string(0))
      case 46: .mangledClassName(try string(0))
      case 47: .mangledRuntimeName
      case 48: .rswiftNoNib(try string(0))
      case 49: .rswiftNoReuseIdentifier(try string(0))
      case 50: .rswiftNibWithoutIdentifier(try string(0))
      case 51: .rswiftNoResourceWithIdentifier(try string(0))
      case 52: .typedIdentifierNotDeclared(try string(0))
      case 53: .typedIdentifiersOfDifferentClasses
      case 54: .typeInferredFromContext
      case 55: .classNotRead(try string(0))
      case 56: .noObjectiveCConstant(try string(0))
      case 57: .objectiveCMethodNotString(className: try string(0), selector: try string(1))
      case 58: .unsupportedObjectiveC(try string(0))
      case 59: .objectiveCNotEvaluated
      case 60: .notRead
      default: throw ScanFactReader.Invalid()
      }
  }
}
