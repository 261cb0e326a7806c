//
//  UserService.swift
//  Provided by the Profile module.
//

import Foundation

public struct ShippingAddress: Equatable {
    public let recipient: String
    public let line: String
    public let city: String

    public init(recipient: String, line: String, city: String) {
        self.recipient = recipient
        self.line = line
        self.city = city
    }
}

public protocol UserService: AnyObject {
    var currentUserID: String? { get }
    var defaultAddress: ShippingAddress? { get }
    func signOut()
}
