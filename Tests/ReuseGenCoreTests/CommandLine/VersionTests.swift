import ReuseGenCore
import Testing

@Test func versionIsSemantic() {
  #expect(ReuseGenVersion.current.split(separator: ".").count == 3)
}
