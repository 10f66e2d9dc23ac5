import ReuseGenCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(ReuseGenCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
