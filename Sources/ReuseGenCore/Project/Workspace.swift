import Foundation

/// Reads a workspace's `contents.xcworkspacedata`: the projects it lists, as absolute `.xcodeproj` paths
/// in the file's order. `<FileRef location="group:App.xcodeproj">` is read from the folder of the
/// `<Group>`s that hold it; `container:` from the workspace's folder, `absolute:` as it is, and `self:` is
/// the project that holds an embedded workspace.
enum Workspace {
  static func projects(inWorkspaceAt path: String) throws(InputError) -> [String] {
    let file = path + "/contents.xcworkspacedata"
    let bytes: [UInt8]
    do {
      bytes = try FileReader.readBytes(atPath: file)
    } catch {
      throw InputError("cannot read the workspace: \(error.reason)", path: file)
    }
    let container = (path as NSString).deletingLastPathComponent
    var folders = [container]
    var projects: [String] = []
    for tag in tags(in: bytes) {
      switch tag.name {
      case "Group":
        let folder = tag.attributes["location"].flatMap {
          resolve($0, group: folders.last!, container: container, workspace: path)
        }
        if !tag.isEmptyElement { folders.append(folder ?? folders.last!) }
      case "/Group":
        if folders.count > 1 { folders.removeLast() }
      case "FileRef":
        if let location = tag.attributes["location"],
          let resolved = resolve(location, group: folders.last!, container: container, workspace: path),
          resolved.hasSuffix(".xcodeproj")
        {
          projects.append(resolved)
        }
      default: continue
      }
    }
    return projects
  }

  /// An absolute path for a workspace location, `kind:path`.
  private static func resolve(_ location: String, group: String, container: String, workspace: String)
    -> String?
  {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    switch kind {
    case "group": return InputDiscovery.absolute(path, from: group)
    case "container": return InputDiscovery.absolute(path, from: container)
    case "absolute": return InputDiscovery.absolute(path, from: "/")
    case "self": return (workspace as NSString).deletingLastPathComponent
    default: return nil
    }
  }

  struct Tag {
    var name: String
    var attributes: [String: String]
    var isEmptyElement: Bool
  }

  /// The start and end tags of an XML document, with the attributes of start tags, decoded. Comments,
  /// declarations and text are passed over; the workspace format uses no other construct.
  static func tags(in bytes: [UInt8]) -> [Tag] {
    var tags: [Tag] = []
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      if bytes[open...].starts(with: Array("<!--".utf8)) {
        var end = open + 4
        while end + 2 < bytes.count, !(bytes[end] == 0x2D && bytes[end + 1] == 0x2D && bytes[end + 2] == 0x3E)
        {
          end += 1
        }
        index = min(end + 3, bytes.count)
        continue
      }
      var end = open + 1
      var quote: UInt8?
      while end < bytes.count {
        let byte = bytes[end]
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == 0x22 || byte == 0x27 {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          break
        }
        end += 1
      }
      guard end < bytes.count else { break }
      tags.append(tag(String(decoding: bytes[(open + 1)..<end], as: UTF8.self)))
      index = end + 1
    }
    return tags
  }

  private static func tag(_ body: String) -> Tag {
    let isEmpty = body.hasSuffix("/")
    let text = isEmpty ? String(body.dropLast()) : body
    let name = String(text.prefix { !$0.isWhitespace })
    var attributes: [String: String] = [:]
    var rest = text.dropFirst(name.count)[...]
    while let equals = rest.firstIndex(of: "=") {
      let key = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
      var after = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
      guard let quote = after.first, quote == "\"" || quote == "'" else { break }
      after = after.dropFirst()
      guard let close = after.firstIndex(of: quote) else { break }
      attributes[key] = decodeEntities(String(after[..<close]))
      rest = after[after.index(after: close)...]
    }
    return Tag(name: name, attributes: attributes, isEmptyElement: isEmpty)
  }

  private static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
