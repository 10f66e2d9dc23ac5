extension SupportCodeTemplate {
  /// `TableViewDelegate`, the typed table data source and delegate.
  static func tableViewDelegate(_ a: String, _ names: SupportNames) -> String {
    #"""
    /// A typed data source and delegate for a table view whose rows all show one `Model` in one `Cell` type.
    ///
    /// Keep a strong reference to it, such as in a property of the view controller: the table view holds
    /// its data source and delegate weakly.
    ///
    /// ```swift
    /// let delegate = \#(names.tableViewDelegate)<Item, FeedCell>(data: items) { cell, item in cell.show(item) }
    /// delegate.setDelegate(tableView)
    /// ```
    ///
    /// When `Cell` is plain `UITableViewCell`, rows use the subtitle style, so `detailTextLabel` is available.
    @MainActor
    \#(a)final class \#(names.tableViewDelegate)<Model, Cell: UITableViewCell>: NSObject, UITableViewDataSource,
      UITableViewDelegate
    {
      /// The rows, in order. Call `reloadData()` on the table view after changing them.
      \#(a)var data: [Model]
      private let decorator: (Cell, Model) -> Void
      private let touchDelegate: ((IndexPath, Model) -> Void)?

      /// Creates a delegate that shows `data` with `decorator`, and reports row selections to `touchDelegate`.
      \#(a)init(
        data: [Model] = [],
        decorator: @escaping (Cell, Model) -> Void,
        touchDelegate: ((IndexPath, Model) -> Void)? = nil
      ) {
        self.data = data
        self.decorator = decorator
        self.touchDelegate = touchDelegate
        super.init()
      }

      /// Registers `Cell`, installs this object as the data source and delegate of `tableView`, and turns on
      /// self-sizing rows.
      \#(a)func setDelegate(_ tableView: UITableView) {
        if let dequeuableType = Cell.self as? any (UITableViewCell & \#(names.dequeuable)).Type {
          _ReuseGenRegistration.registerCell(dequeuableType, in: tableView)
        } else if Cell.self != UITableViewCell.self {
          tableView.register(Cell.self, forCellReuseIdentifier: String(reflecting: Cell.self))
        }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
      }

      /// The number of elements in `data`.
      \#(a)func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        data.count
      }

      /// A `Cell` for the row, passed to the decorator with the row's model.
      \#(a)func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueCell(from: tableView, for: indexPath)
        decorator(cell, data[indexPath.row])
        return cell
      }

      /// Reports the selection to the touch delegate with the row's model.
      \#(a)func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        touchDelegate?(indexPath, data[indexPath.row])
      }

      private func dequeueCell(from tableView: UITableView, for indexPath: IndexPath) -> Cell {
        if let dequeuableType = Cell.self as? any \#(names.dequeuable).Type {
          let identifier = dequeuableType._reuseGenRegisteredIdentifier
          let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
          guard let typedCell = cell as? Cell else {
            _reuseGenDequeueFailure(
              "a cell", Cell.self, identifier: identifier, found: cell, registration: "tableView.register")
          }
          return typedCell
        }
        if Cell.self == UITableViewCell.self {
          let identifier = "ReuseGen.TableViewDelegate.subtitle"
          let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
          // `Cell` is `UITableViewCell` here, so the cast always succeeds.
          return cell as! Cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: String(reflecting: Cell.self), for: indexPath)
        return cell as! Cell
      }
    }
    """#
  }
}
