import Foundation

/// Quotes a word for a POSIX shell where it needs quoting, so that a printed command runs as shown.
enum ShellQuoting {
  static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=:@".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
