//
//  GoodsServiceImpl.swift
//

import Foundation
import Mediator

final class GoodsServiceImpl: GoodsService {
    private var cache: [Int: GoodsSummary] = [:]
    private let queue = DispatchQueue(label: "com.example.myapp.goods-cache")
    private let api = GoodsAPI()

    func summary(of goodsID: Int) -> GoodsSummary? {
        queue.sync { cache[goodsID] }
    }

    func fetchSummaries(_ goodsIDs: [Int], completion: @escaping ([GoodsSummary]) -> Void) {
        api.summaries(goodsIDs).then { [weak self] result in
            let summaries = (try? result.get()) ?? []
            self?.queue.sync {
                for summary in summaries {
                    self?.cache[summary.id] = summary
                }
            }
            DispatchQueue.main.async {
                completion(summaries)
            }
        }
    }
}
