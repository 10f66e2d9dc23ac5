// What `BridgedScreens-Bridging-Header.h` shows every Swift file of an app target, modelled on Linux, which
// compiles no Objective-C, by the Swift stand-ins of its classes (BridgedObjC).
@_exported import BridgedObjC
