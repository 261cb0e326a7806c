//
//  PRFFavoritesStore.swift
//

import Foundation

/// Goods the user saved, persisted in user defaults. FavoritesService conformance is in
/// PRFFavoritesStore+FavoritesService.swift.
final class PRFFavoritesStore {
    private let key = "favorites.goodsIDs"
    private let defaults = UserDefaults.standard

    var goodsIDs: Set<Int> {
        get { Set(defaults.array(forKey: key) as? [Int] ?? []) }
        set { defaults.set(Array(newValue).sorted(), forKey: key) }
    }
}
