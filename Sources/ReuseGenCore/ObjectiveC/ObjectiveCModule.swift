/// The module's Objective-C files as one index (SPEC §10.7): the class chains the resolver follows to a
/// UIKit root, the string constants Swift sees as globals, and the registrations and dequeues `audit` and
/// `migrate` count. Empty for a module without `.h` and `.m` files, which then reads exactly as before.
package struct ObjectiveCModule: Sendable {
  /// The files, in path order.
  package let files: [ObjectiveCFile]
  /// Each declared class's superclass, by name; the first declaration of a name wins.
  private let superclasses: [String: String]
  /// The constants Swift sees, by name: a header's, and a `.m` file's that a header declares `extern`.
  /// `nil` for a name declared more than once with different values.
  private let exported: [String: String?]

  /// An index of no file.
  package static let empty = ObjectiveCModule(files: [])

  /// Indexes `files`.
  package init(files: [ObjectiveCFile]) {
    self.files = files
    var superclasses: [String: String] = [:]
    for file in files {
      for declared in file.classes where superclasses[declared.name] == nil {
        superclasses[declared.name] = declared.superclass
      }
    }
    self.superclasses = superclasses
    let externs = Set(files.filter(\.isHeader).flatMap(\.externNames))
    var exported: [String: String?] = [:]
    for file in files {
      for constant in file.constants where constant.brace == nil {
        guard file.isHeader || (!constant.isStatic && externs.contains(constant.name)) else { continue }
        if let known = exported[constant.name], known != constant.value {
          exported[constant.name] = .some(nil)
        } else {
          exported[constant.name] = constant.value
        }
      }
    }
    self.exported = exported
  }

  /// What the class method `name` of the Objective-C class `className` returns, declared by the class or
  /// the nearest class above it that declares it: a literal, or `NSStringFromClass` of `self`, which is the
  /// class it is called on.
  package func classMemberValue(_ name: String, of className: String) -> String? {
    let walk = SuperclassWalk<String, Never, String?>.follow(
      from: className, known: { _ in nil },
      step: { current in
        let declared = files.lazy.flatMap(\.classMembers).first { $0.className == current && $0.name == name }
        switch declared?.value {
        case .literal(let value)?: return .end(value)
        case .classString(.selfType)?: return .end(className)
        case .classString(.type(let path))? where path.count == 1 && declaresClass(path[0]):
          return .end(path[0])
        case nil: return superclasses[current].map { .next($0) } ?? .end(nil)
        default: return .end(nil)
        }
      })
    guard case .end(let value) = walk.stop else { return nil }
    return value
  }

  /// Whether the module has no Objective-C file.
  package var isEmpty: Bool { files.isEmpty }

  /// Whether Objective-C declares a class of this name.
  package func declaresClass(_ name: String) -> Bool { superclasses[name] != nil }

  /// Every class an `@interface` declares.
  package var classNames: Set<String> { Set(superclasses.keys) }

  /// The kind of reusable view the Objective-C class `name` is: the UIKit root or declared base its chain
  /// of `@interface` declarations reaches; `nil` when it reaches none, or is no Objective-C class.
  package func viewKind(of name: String, bases: [String: ViewKind] = [:]) -> ViewKind? {
    let walk = SuperclassWalk<String, Never, ViewKind?>.follow(
      from: name, known: { _ in nil },
      step: { current in
        guard let superclass = superclasses[current] else { return .end(nil) }
        if let kind = UIKitClasses.kind(of: superclass) ?? bases[superclass] { return .end(kind) }
        return .next(superclass)
      })
    guard case .end(let kind) = walk.stop else { return nil }
    return kind
  }

  /// The value of the constant Swift sees as the global `name`, when exactly one value is declared.
  package func exportedValue(of name: String) -> String? {
    exported[name] ?? nil
  }

  /// Whether Objective-C declares a constant `name` that Swift sees, whatever its value.
  package func exports(_ name: String) -> Bool { exported[name] != nil }

  /// The value of the constant `name` as the send `site` of `file` sees it: a local of a brace around the
  /// send, else one of its file, else one that headers export.
  func value(of name: String, at site: ObjectiveCSite, in file: ObjectiveCFile) -> String? {
    let declared = file.constants.filter { $0.name == name }
    if let local = declared.last(where: {
      $0.location < site.location && ($0.brace.map(site.braces.contains) ?? false)
    }) {
      return local.value
    }
    if let fileLevel = declared.first(where: { $0.brace == nil }) { return fileLevel.value }
    return exportedValue(of: name)
  }
}

extension ObjectiveCModule {
  /// Reads and indexes `files` on every core, with an error for each file that cannot be read.
  static func reading(_ files: [InputFile]) -> (module: ObjectiveCModule, diagnostics: [Diagnostic]) {
    guard !files.isEmpty else { return (.empty, []) }
    let reads = ParallelWork.map(count: files.count) { index -> Result<ObjectiveCFile, FileReader.Failure> in
      let input = files[index]
      do throws(FileReader.Failure) {
        let bytes = try FileReader.readBytes(atFileSystemPath: input.fileSystemPath)
        return .success(
          ObjectiveCReader.read(bytes, path: input.displayPath, isHeader: input.path.hasSuffix(".h")))
      } catch {
        return .failure(error)
      }
    }
    var read: [ObjectiveCFile] = []
    var diagnostics: [Diagnostic] = []
    for (input, result) in zip(files, reads) {
      switch result {
      case .success(let file): read.append(file)
      case .failure(let failure):
        diagnostics.append(.unreadableObjectiveC(input.displayPath, reason: failure.reason))
      }
    }
    return (ObjectiveCModule(files: read), diagnostics)
  }
}
