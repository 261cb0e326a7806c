//
//  GoodsAssembly.swift
//

import Mediator
import Swinject

/// Registers the Goods module's services in the app container.
public struct GoodsAssembly {
    public init() {}

    public func assemble(container: Container) {
        container.register(GoodsService.self) { _ in GoodsServiceImpl() }
    }
}
