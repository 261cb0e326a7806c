//
//  Routes.swift
//  URLs registered with the Navigator by the business modules.
//

import Foundation

/// Screens reached from several modules; each case is registered by one module.
public enum AppRoute: String {
    /// Cart module.
    case cart = "myapp://cart"
    /// Cart module.
    case checkout = "myapp://cart/checkout"
    /// Profile module; `userID` is the profile owner.
    case profile = "myapp://profile/<userID>"
    /// Profile module.
    case settings = "myapp://settings"
}

public enum Routes {
    public static let scheme = "myapp"
    /// Goods module; `id` is the numeric goods id.
    public static let goodsDetail = "myapp://goods/<int:id>"
    /// Goods module.
    public static let goodsList = "myapp://goods"
}
