final class LinesBOM: UITableViewCell {}
final class LinesAfterBOM: UITableViewCell {}
