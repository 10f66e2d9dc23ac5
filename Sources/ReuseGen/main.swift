import ReuseGenCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The process exits right after the command; it need not free the module's declarations one by one.
KeptUntilExit.isEnabled = true
exit(ReuseGenCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
