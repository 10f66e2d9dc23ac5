// A stand-in for Xcode's XcodeProjectPlugin module, which ships only with Xcode, so that
// Scripts/xcode-plugin-check.sh can type-check the plugins' `#if canImport(XcodeProjectPlugin)` code on
// Linux against PackagePlugin from the toolchain.
//
// It declares only what the plugins use. Each declaration names the page of Apple's XcodeProjectPlugin
// documentation it is taken from (https://developer.apple.com/documentation/xcodeprojectplugin), and
// keeps its name, type, optionality and `throws` from there. Xcode's module is built with library
// evolution, and so is this one: a `switch` over `XcodeTargetDependency` needs `@unknown default` here
// as it does in Xcode.
//
// What it proves: the plugins compile against Apple's documented API. Not that a real Xcode accepts
// them: Xcode's module may differ from its documentation, and nothing here runs inside Xcode.
//
// Bodies exist only so that the mapping test (XcodePluginMappingTests.swift) can run the plugins; the
// initializers it needs are in XcodeProjectPlugin+Testing.swift, which the type-check leaves out, so a
// plugin that constructed one of these types would fail the check.

import Foundation
import PackagePlugin

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext
/// `struct XcodePluginContext`
public struct XcodePluginContext {
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/xcodeproject
  /// `let xcodeProject: XcodeProject`
  public let xcodeProject: XcodeProject

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/pluginworkdirectoryurl
  /// `let pluginWorkDirectoryURL: URL`
  public let pluginWorkDirectoryURL: URL

  /// The tools `tool(named:)` finds; not Apple API.
  let tools: [String: PluginContext.Tool]

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/tool(named:)
  /// `func tool(named name: String) throws -> PluginContext.Tool`
  public func tool(named name: String) throws -> PluginContext.Tool {
    guard let tool = tools[name] else { throw StandInError("no tool named '\(name)'") }
    return tool
  }
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject
/// `struct XcodeProject`
public struct XcodeProject {
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/displayname
  /// `let displayName: String`
  public let displayName: String

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/directoryurl
  /// `let directoryURL: URL`
  public let directoryURL: URL

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/targets
  /// `let targets: [XcodeTarget]`
  public let targets: [XcodeTarget]
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget
/// `struct XcodeTarget`
public struct XcodeTarget {
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/id-swift.property
  /// `let id: XcodeTarget.ID`
  public let id: ID

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/id-swift.typealias
  /// `typealias ID = String`
  public typealias ID = String

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/displayname
  /// `let displayName: String`
  public let displayName: String

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/product
  /// `let product: XcodeProduct?`
  public let product: XcodeProduct?

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/dependencies
  /// `let dependencies: [XcodeTargetDependency]`
  public let dependencies: [XcodeTargetDependency]

  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/inputfiles
  /// `let inputFiles: FileList` (PackagePlugin's `FileList` of `File`, each with `url` and `type`)
  public let inputFiles: FileList
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct
/// `struct XcodeProduct`
public struct XcodeProduct {
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct/name
  /// `let name: String`: the product's name (`PRODUCT_NAME`), not its file name.
  public let name: String
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetargetdependency
/// `enum XcodeTargetDependency`
public enum XcodeTargetDependency {
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetargetdependency/target(_:)
  /// `case target(XcodeTarget)`: a target of the same project.
  case target(XcodeTarget)
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetargetdependency/product(_:)
  /// `case product(any Product)`: a product of a package the project depends on.
  case product(any Product)
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin
/// `protocol XcodeBuildToolPlugin : Plugin`
public protocol XcodeBuildToolPlugin: Plugin {
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin/createbuildcommands(context:target:)
  /// `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin
/// `protocol XcodeCommandPlugin : Plugin`
public protocol XcodeCommandPlugin: Plugin {
  /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin/performcommand(context:arguments:)
  /// `func performCommand(context: XcodePluginContext, arguments: [String]) throws`
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// The error of `tool(named:)` for a tool the stand-in was not given; not Apple API.
struct StandInError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
