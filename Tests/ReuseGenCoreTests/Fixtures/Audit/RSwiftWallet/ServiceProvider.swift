// swift-format-ignore-file
import Foundation
import Rswift

struct ServiceProvider {
    let title: String
}
