import Foundation
import ReuseGenCore

/// Loads the Interface Builder fixtures and builds small documents in Xcode's own layout.
enum InterfaceBuilderFixtures {
  /// The folder the test target excludes from its sources.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/InterfaceBuilder")

  /// The path diagnostics print for a fixture.
  static func displayPath(_ name: String) -> String {
    "Fixtures/InterfaceBuilder/\(name)"
  }

  /// Reads one fixture file.
  static func document(_ name: String) throws -> InterfaceBuilderDocument {
    let url = directory.appendingPathComponent(name)
    guard let document = try InterfaceBuilderReader.read(contentsOf: url, displayPath: displayPath(name))
    else {
      throw FixtureError.notInterfaceBuilder(name)
    }
    return document
  }

  /// Reads every fixture file, in reverse name order, so matching has to sort them itself.
  static func allDocuments() throws -> [InterfaceBuilderDocument] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
      .sorted(by: >)
    return try names.map(document)
  }

  /// A xib as Xcode writes it, with `objects` as the content of `<objects>` after the two placeholders.
  ///
  /// The first line of `objects` is line 11 of the file, as in the fixtures.
  static func xib(_ objects: String, path: String = "Inline.xib") -> InterfaceBuilderDocument {
    InterfaceBuilderReader.read(Data(xibText(objects).utf8), path: path, kind: .xib)
  }

  /// The text of `xib(_:path:)`'s document, for tests that write it to a file.
  static func xibText(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(objects)
        </objects>
    </document>

    """
  }

  /// A storyboard as Xcode writes it, with `objects` as the content of one scene's `<objects>`.
  ///
  /// The first line of `objects` is line 11 of the file.
  static func storyboard(_ objects: String, path: String = "Inline.storyboard") -> InterfaceBuilderDocument {
    InterfaceBuilderReader.read(Data(storyboardText(objects).utf8), path: path, kind: .storyboard)
  }

  /// The text of `storyboard(_:path:)`'s document, for tests that write it to a file.
  static func storyboardText(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
    useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
        </dependencies>
        <scenes>
            <!--Scene-->
            <scene sceneID="Sc1-aa-000">
                <objects>
    \(objects)
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }

  /// A top-level xib table cell of `customClass` with the given extra attributes, on one line.
  static func xibTableCell(_ customClass: String, _ attributes: String = "", tag: String = "tableViewCell")
    -> String
  {
    """
            <\(tag) contentMode="scaleToFill" id="Ab1-cD-e2F" customClass="\(customClass)"\(attributes)>
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            </\(tag)>
    """
  }

  /// A table view controller whose table has one prototype per entry of `cells`, `(class, identifier)`.
  ///
  /// Prototype `n` (from 0) starts on line `14 + 3n`, column 29, as Xcode indents it.
  static func tablePrototypes(_ cells: [(customClass: String, identifier: String)]) -> String {
    var lines = [
      #"                <tableViewController id="Tc1-aa-000" sceneMemberID="viewController">"#,
      #"                    <tableView key="view" dataMode="prototypes" style="plain" id="Tv1-aa-000">"#,
      "                        <prototypes>",
    ]
    for (index, cell) in cells.enumerated() {
      lines += [
        #"                            <tableViewCell reuseIdentifier="\#(cell.identifier)" id="Pc\#(index)-aa-000" "#
          + #"customClass="\#(cell.customClass)" customModule="App" customModuleProvider="target">"#,
        #"                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>"#,
        "                            </tableViewCell>",
      ]
    }
    lines += [
      "                        </prototypes>",
      "                    </tableView>",
      "                </tableViewController>",
    ]
    return lines.joined(separator: "\n")
  }

  enum FixtureError: Error {
    case notInterfaceBuilder(String)
  }
}

extension SourceLocation {
  /// A location in the fake Swift file the matcher tests declare their candidates in.
  static func swift(_ line: Int, _ column: Int = 7) -> SourceLocation {
    SourceLocation(path: "Sources/App/Cells.swift", line: line, column: column)
  }
}
