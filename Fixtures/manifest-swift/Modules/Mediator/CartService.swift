//
//  CartService.swift
//  Provided by the Cart module.
//

import Foundation

public extension Notification.Name {
    /// Posted on the main queue whenever the cart's contents change.
    static let cartDidChange = Notification.Name("CartDidChange")
}

public protocol CartService: AnyObject {
    var itemCount: Int { get }
    func add(goodsID: Int, quantity: Int)
    func remove(goodsID: Int)
}
