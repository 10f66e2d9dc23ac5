/// Which files of a project ReuseGen reads, by their extension, and which object kinds of a
/// `project.pbxproj` the reader knows.
enum ProjectFileKind {
  /// A Swift or Objective-C file that a target builds: `.swift`, `.m`, `.h`.
  static func isSource(_ path: String) -> Bool {
    path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".h")
  }

  /// An Interface Builder file: `.xib` or `.storyboard`.
  static func isInterfaceBuilder(_ path: String) -> Bool {
    path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
  }

  /// Every kind of object Xcode writes that the reader knows, whether or not it reads it: any other is
  /// skipped with a note.
  static let knownObjectKinds: Set<String> = [
    "PBXProject", "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget", "PBXFileReference",
    "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXBuildFile", "PBXSourcesBuildPhase",
    "PBXResourcesBuildPhase", "PBXHeadersBuildPhase", "PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase",
    "PBXShellScriptBuildPhase", "PBXRezBuildPhase", "PBXAppleScriptBuildPhase", "PBXBuildRule",
    "PBXTargetDependency", "PBXContainerItemProxy", "PBXReferenceProxy", "XCConfigurationList",
    "XCBuildConfiguration", "XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference",
    "XCSwiftPackageProductDependency", "PBXFileSystemSynchronizedRootGroup",
    "PBXFileSystemSynchronizedBuildFileExceptionSet",
    "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet", "PBXBuildStyle",
  ]
}
