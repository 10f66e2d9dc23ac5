// The one loop up a chain of superclasses (DESIGN.md §10, "One class-chain query"). Every walk is this
// loop with its own step: the resolver's classification and the facts it fills along a chain
// (`ReusableViewResolver`), the class-chain walk the evaluator, the call-site layer, `audit` and `migrate`
// read (`ClassChains.swift`), the scoping's search of a superclass's member types
// (`TypeNames.memberType`), the chains of Objective-C's `@interface` declarations (`ObjectiveCModule`) and
// UIKit's own table (`UIKitClasses.ancestors`). What differs between them is the table a class is
// numbered in, which class is above a class, and what a walk already knows; where a walk stops and how a
// cycle is found is decided here, once.

/// What one step up from a class finds.
enum SuperclassStep<Node, End> {
  /// The class above, which the walk visits next.
  case next(Node)
  /// Nothing the walk visits is above: the chain ends, for the reason `End` says.
  case end(End)
}

/// A walk up a chain of superclasses: the classes visited, nearest first, and why it stopped.
struct SuperclassWalk<Node, Fact, End> {
  /// Why a walk stopped.
  enum Stop {
    /// A class whose fact the walk already knew: that class is not among `visited`.
    case known(Fact)
    /// The step above the last class visited ended the chain.
    case end(End)
    /// The step named a class visited already, which is among `visited`.
    case cycle(Node)
    /// The walk took its most steps.
    case tooLong
  }

  /// The classes visited, from the start up, none of them known.
  var visited: [Node]
  var stop: Stop

  /// Walks up from `start`: each class is first asked of `known`, which stops the walk at a class it
  /// knows; a class met a second time stops it as a cycle; otherwise the class is visited and `step`
  /// says what is above it. At most `maximumSteps` classes are considered.
  static func follow<Key: Hashable>(
    from start: Node, key: (Node) -> Key, maximumSteps: Int = .max, known: (Node) -> Fact?,
    step: (Node) -> SuperclassStep<Node, End>
  ) -> SuperclassWalk {
    var visited: [Node] = []
    var seen = Set<Key>()
    var current = start
    var steps = 0
    while steps < maximumSteps {
      steps += 1
      if let fact = known(current) { return SuperclassWalk(visited: visited, stop: .known(fact)) }
      guard seen.insert(key(current)).inserted else {
        return SuperclassWalk(visited: visited, stop: .cycle(current))
      }
      visited.append(current)
      switch step(current) {
      case .next(let above): current = above
      case .end(let end): return SuperclassWalk(visited: visited, stop: .end(end))
      }
    }
    return SuperclassWalk(visited: visited, stop: .tooLong)
  }
}

extension SuperclassWalk where Node: Hashable {
  /// Walks up from `start`, a class being its own key.
  static func follow(
    from start: Node, maximumSteps: Int = .max, known: (Node) -> Fact?,
    step: (Node) -> SuperclassStep<Node, End>
  ) -> SuperclassWalk {
    follow(from: start, key: { $0 }, maximumSteps: maximumSteps, known: known, step: step)
  }
}
