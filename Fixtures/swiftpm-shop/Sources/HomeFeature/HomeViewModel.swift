import Foundation
import CoreKit
import GoodsInterface

@MainActor
final class HomeViewModel {
    enum State {
        case loading
        case loaded([GoodsSummary])
        case failed(String)
    }

    private let goodsService: GoodsServicing
    private let log = Log(category: "home")
    private(set) var state: State = .loading {
        didSet { onChange?(state) }
    }

    var onChange: ((State) -> Void)?

    init(goodsService: GoodsServicing) {
        self.goodsService = goodsService
    }

    func load() async {
        state = .loading
        do {
            let goods = try await goodsService.featuredGoods()
            state = .loaded(goods.filter(\.isInStock))
        } catch {
            log.error("Featured goods failed", error: error)
            state = .failed("We couldn't load today's picks. Pull to retry.")
        }
    }
}
