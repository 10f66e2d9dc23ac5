#!/usr/bin/env swift
import UIKit
if true { final class ShebangLocal: UITableViewCell {} }
final class ShebangTop: UITableViewCell {}
