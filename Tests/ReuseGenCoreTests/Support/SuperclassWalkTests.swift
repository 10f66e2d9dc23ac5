import Testing

@testable import ReuseGenCore

/// The one loop up superclasses (`Support/SuperclassWalk.swift`), which every walk — the resolver's, the
/// class-chain walk's, the scoping's member types — follows with its own step.
@Suite struct SuperclassWalkTests {
  /// A chain as a table of superclasses by name; a name the table lacks ends the chain as the root it is.
  private static func walk(
    from start: String, in superclasses: [String: String], known: [String: Int] = [:],
    maximumSteps: Int = .max
  ) -> SuperclassWalk<String, Int, String> {
    SuperclassWalk<String, Int, String>.follow(
      from: start, maximumSteps: maximumSteps, known: { known[$0] },
      step: { name in superclasses[name].map { .next($0) } ?? .end(name) })
  }

  @Test func aWalkVisitsTheChainNearestFirstAndSaysWhereItEnds() {
    let walk = Self.walk(from: "Cell", in: ["Cell": "Base", "Base": "Root"])
    #expect(walk.visited == ["Cell", "Base", "Root"])
    guard case .end(let top) = walk.stop else {
      Issue.record("the chain ends at its top, not \(walk.stop)")
      return
    }
    #expect(top == "Root")
  }

  /// A class whose fact is known stops the walk, is not visited, and gives its fact: the resolver fills
  /// the classes below it from that fact.
  @Test func aKnownClassStopsTheWalkUnvisited() {
    let walk = Self.walk(from: "Cell", in: ["Cell": "Base", "Base": "Root"], known: ["Base": 7])
    #expect(walk.visited == ["Cell"])
    guard case .known(let fact) = walk.stop else {
      Issue.record("the known class stops the walk, not \(walk.stop)")
      return
    }
    #expect(fact == 7)
  }

  /// A cycle is found once, here, for every walker: the class met again is among those visited, so the
  /// resolver can name the classes of the cycle from it.
  @Test func aClassMetTwiceStopsTheWalkAsACycle() {
    let walk = Self.walk(from: "Cell", in: ["Cell": "A", "A": "B", "B": "A"])
    #expect(walk.visited == ["Cell", "A", "B"])
    guard case .cycle(let again) = walk.stop else {
      Issue.record("a cycle stops the walk, not \(walk.stop)")
      return
    }
    #expect(again == "A")
    #expect(Array(walk.visited.drop { $0 != again }) == ["A", "B"])
  }

  /// A class that is its own superclass is a cycle of one, not a walk that never ends.
  @Test func aClassThatInheritsFromItselfIsACycle() {
    let walk = Self.walk(from: "Cell", in: ["Cell": "Cell"])
    #expect(walk.visited == ["Cell"])
    guard case .cycle("Cell") = walk.stop else {
      Issue.record("a class above itself is a cycle, not \(walk.stop)")
      return
    }
  }

  /// The class-chain walk bounds itself as typealias chains are bounded; the bound counts every class
  /// considered, the known one included.
  @Test func theMostStepsBoundTheClassesConsidered() {
    let chain = Dictionary(uniqueKeysWithValues: (0..<10).map { ("C\($0)", "C\($0 + 1)") })
    let bounded = Self.walk(from: "C0", in: chain, maximumSteps: 4)
    #expect(bounded.visited == ["C0", "C1", "C2", "C3"])
    guard case .tooLong = bounded.stop else {
      Issue.record("the walk stops at its most steps, not \(bounded.stop)")
      return
    }
    let reached = Self.walk(from: "C0", in: chain, known: ["C3": 1], maximumSteps: 4)
    guard case .known(1) = reached.stop else {
      Issue.record("a known class within the bound stops the walk, not \(reached.stop)")
      return
    }
  }

  /// A walk whose nodes are not their own keys (the chain walk's types, keyed by qualified name) finds a
  /// cycle by key.
  @Test func aCycleIsFoundByTheKeyTheWalkGives() {
    struct Named {
      var name: String
      var file: Int
    }
    let walk = SuperclassWalk<Named, Never, Void>.follow(
      from: Named(name: "A", file: 0), key: \.name, known: { _ in nil },
      step: { named in .next(Named(name: named.name == "A" ? "B" : "A", file: named.file + 1)) })
    #expect(walk.visited.map(\.file) == [0, 1])
    guard case .cycle(let again) = walk.stop else {
      Issue.record("a cycle by key stops the walk, not \(walk.stop)")
      return
    }
    #expect(again.name == "A" && again.file == 2)
  }
}
