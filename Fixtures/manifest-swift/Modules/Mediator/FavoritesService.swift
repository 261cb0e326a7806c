//
//  FavoritesService.swift
//  Provided by the Profile module.
//

import Foundation

public protocol FavoritesService: AnyObject {
    func isFavorite(_ goodsID: Int) -> Bool
    func toggleFavorite(_ goodsID: Int)
}
