/// Usage and help text, in swift-argument-parser's layout.
public enum HelpText {
  /// The one-line usage of a subcommand, or of the tool.
  public static func usage(_ subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil, .generate?:
      return """
        reusegen [generate] <path> ... [--output <file>] [--module <name>] [--access internal|public]
                        [--identifier-style module-qualified|qualified|class-name] [--bundle class|module|main]
                        [--support-module <name>] [--context <path> ...] [--exclude <glob> ...]
                        [--base <name=kind> ...] [--config <file>] [--check] [--quiet]
                        [--xcfilelist-inputs <file>] [--xcfilelist-outputs <file>]
        """
    case .list?:
      return """
        reusegen list <path> ... [--format text|json] [--module <name>] [--identifier-style <style>]
                        [--context <path> ...] [--support-module <name>] [--exclude <glob> ...]
                        [--base <name=kind> ...] [--config <file>]
        """
    case .audit?, .migrate?:
      return migrationUsage(subcommand)
    }
  }

  /// The full help of a subcommand, or of the tool.
  public static func help(_ subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil:
      return """
        OVERVIEW: Generates typed UIKit register and dequeue helpers, so that no reuse identifier is a \
        hand-written string.

        USAGE: \(usage(nil))
               reusegen list <path> ... [--format text|json]
               reusegen audit <path> ... [--format text|json]
               reusegen migrate <path> ... [--write]

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          generate (default)      Write the Swift file of conformances, helpers and registration tables.
          list                    Print the reusable views found, as text or JSON.
          audit                   Find reuse crashes in code that registers and dequeues by string.
          migrate                 Rewrite provable register and dequeue calls into the typed API.

          See 'reusegen help <subcommand>' for detailed help.

        """
    case .generate?:
      return """
        OVERVIEW: Write the Swift file of Dequeuable conformances, typed register and dequeue helpers, and \
        registration tables.

        USAGE: \(usage(.generate))

        ARGUMENTS:
          <path>                  Swift files, .xib and .storyboard files, or folders to scan.

        OPTIONS:
          -o, --output <file>     Where to write the file. Without it the code goes to standard output. The
                                  file is written atomically, and only when its content changed. An
                                  existing file is replaced only if reusegen wrote it (or it is empty),
                                  and never when it is one of the scanned inputs.
          --module <name>         The module's name, used in identifiers and to match Interface Builder's
                                  customModule. (default: the first path's last component)
          --access <access>       internal or public; public serves multi-module apps. (default: internal)
          --identifier-style <style>
                                  module-qualified (App.Feed.Cell), qualified (Feed.Cell) or class-name
                                  (Cell). Interface Builder's identifiers always win.
                                  (default: module-qualified)
          --bundle <bundle>       Where nibs are loaded from: class (Bundle(for:)), module (Bundle.module)
                                  or main. (default: class)
          --support-module <name> Import the support code from this module instead of emitting it.
          --context <path>        A folder of a module this one depends on: its classes, identifiers and
                                  helpers are read for lookup, never generated for. The module is named
                                  after the folder. Repeatable.
          --exclude <glob>        Skip paths matching the glob. Repeatable.
          --base <name=kind>      Declare a reusable-view base class from another module, such as
                                  SwipeTableViewCell=tableViewCell. Repeatable.
          --config <file>         Read options from this reusegen.json; the command line wins.
          --check                 Write nothing; exit 1 if the output file is stale.
          -q, --quiet             Print errors only.
          --xcfilelist-inputs <file>
                                  Also write the inputs as an .xcfilelist for an Xcode run-script phase.
          --xcfilelist-outputs <file>
                                  Also write the output as an .xcfilelist for an Xcode run-script phase.
          -h, --help              Show help information.

        EXIT STATUS: 0 on success, 1 for errors in the inputs or a stale file under --check, 2 for usage
        errors.

        """
    case .audit?, .migrate?:
      return migrationHelp(subcommand)
    case .list?:
      return """
        OVERVIEW: Print the reusable views found in a module.

        USAGE: \(usage(.list))

        ARGUMENTS:
          <path>                  Swift files, .xib and .storyboard files, or folders to scan.

        OPTIONS:
          --format <format>       text or json. (default: text)
          --module <name>         The module's name. (default: the first path's last component)
          --identifier-style <style>
                                  module-qualified, qualified or class-name. (default: module-qualified)
          --context <path>        A folder of a module this one depends on, read for lookup. Repeatable.
          --support-module <name> The module that hosts the support code, as for generate.
          --exclude <glob>        Skip paths matching the glob. Repeatable.
          --base <name=kind>      Declare a reusable-view base class from another module. Repeatable.
          --config <file>         Read options from this reusegen.json; the command line wins.
          -h, --help              Show help information.

        """
    }
  }
}
