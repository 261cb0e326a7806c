//
//  PRFFavoritesStore+FavoritesService.swift
//

import Mediator

extension PRFFavoritesStore: FavoritesService {
    func isFavorite(_ goodsID: Int) -> Bool {
        goodsIDs.contains(goodsID)
    }

    func toggleFavorite(_ goodsID: Int) {
        if goodsIDs.contains(goodsID) {
            goodsIDs.remove(goodsID)
        } else {
            goodsIDs.insert(goodsID)
        }
    }
}
