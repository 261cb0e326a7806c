//
//  ProfileAssembly.swift
//

import Mediator
import Swinject

/// Registers the Profile module's services in the app container.
public struct ProfileAssembly {
    public init() {}

    public func assemble(container: Container) {
        container.register(UserService.self) { _ in PRFAccountStore() }
        container.register(FavoritesService.self) { _ in PRFFavoritesStore() }
        /*
        container.register(CouponService.self) { r in
            PRFCouponWallet(user: r.resolve(UserService.self)!)
        }
        */
    }
}
