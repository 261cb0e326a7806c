import Foundation

/// Goods the user starred, kept on device and synced by the backend on next login.
public final class GoodsFavoritesStore {
    public static let shared = GoodsFavoritesStore()

    public static let didChangeNotification = Notification.Name("GoodsFavoritesStoreDidChange")

    private let defaults: UserDefaults
    private let key = "goods.favorites"

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public var goodsIDs: [String] {
        defaults.stringArray(forKey: key) ?? []
    }

    public var count: Int { goodsIDs.count }

    public func contains(_ goodsID: String) -> Bool {
        goodsIDs.contains(goodsID)
    }

    public func toggle(_ goodsID: String) {
        var ids = goodsIDs
        if let index = ids.firstIndex(of: goodsID) {
            ids.remove(at: index)
        } else {
            ids.insert(goodsID, at: 0)
        }
        defaults.set(ids, forKey: key)
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }
}
