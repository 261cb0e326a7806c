//
//  PRFAccountStore.swift
//

import Foundation
import Mediator

/// The signed-in account, persisted in user defaults.
final class PRFAccountStore {
    private let defaults = UserDefaults.standard

    var currentUserID: String? {
        defaults.string(forKey: "account.userID")
    }

    var defaultAddress: ShippingAddress? {
        guard let fields = defaults.stringArray(forKey: "account.address"), fields.count == 3 else {
            return nil
        }
        return ShippingAddress(recipient: fields[0], line: fields[1], city: fields[2])
    }

    func signIn(userID: String) {
        defaults.set(userID, forKey: "account.userID")
    }

    func signOut() {
        defaults.removeObject(forKey: "account.userID")
        defaults.removeObject(forKey: "account.address")
    }
}
