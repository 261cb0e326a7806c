import Foundation
import Mediator

/// The signed-in member as the profile page shows it.
public struct ProfileSummary: Equatable {
    public var displayName: String
    public var memberLevel: Int
    public var favouriteGoodsIDs: [String]

    public init(displayName: String, memberLevel: Int, favouriteGoodsIDs: [String]) {
        self.displayName = displayName
        self.memberLevel = memberLevel
        self.favouriteGoodsIDs = favouriteGoodsIDs
    }
}
