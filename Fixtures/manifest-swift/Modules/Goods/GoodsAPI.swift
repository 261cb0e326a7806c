//
//  GoodsAPI.swift
//

import Common
import Foundation
import Mediator

struct GoodsAPI {
    private let baseURL = URL(string: "https://api.example-shop.com/v3/goods")!

    func summaries(_ goodsIDs: [Int]) -> Promise<[GoodsSummary]> {
        let promise = Promise<[GoodsSummary]>()
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "ids", value: goodsIDs.map(String.init).joined(separator: ","))]
        URLSession.shared.dataTask(with: components.url!) { data, _, error in
            if let error {
                promise.reject(error)
                return
            }
            let decoded = (try? JSONDecoder().decode([GoodsDTO].self, from: data ?? Data())) ?? []
            promise.resolve(decoded.map(\.summary))
        }.resume()
        return promise
    }
}

private struct GoodsDTO: Decodable {
    let id: Int
    let title: String
    let price: Int
    let seller: String

    var summary: GoodsSummary {
        GoodsSummary(id: id, title: title, priceInCents: price, sellerID: seller)
    }
}
