//
//  ProfileRoutes.swift
//

import Mediator
import Swinject
import UIKit
import URLNavigator

/// The Profile module's screens, reachable by URL.
public enum ProfileRoutes {
    public static func install(on navigator: Navigator, resolver: Resolver) {
        navigator.register(AppRoute.profile.rawValue) { url, values, context in
            guard let userID = values["userID"] as? String else {
                return nil
            }
            return ProfileViewController(userID: userID, resolver: resolver, navigator: navigator)
        }
        navigator.register("\(Routes.scheme)://settings") { url, values, context in
            PRFSettingsViewController(resolver: resolver)
        }
    }
}
