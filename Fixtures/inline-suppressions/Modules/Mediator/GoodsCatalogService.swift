import Foundation

public protocol GoodsCatalogService: AnyObject {
    func title(ofGoods goodsID: String) -> String?
}

public final class ServiceRegistry {
    public static let shared = ServiceRegistry()
    private var services: [ObjectIdentifier: AnyObject] = [:]

    public func register<Service>(_ service: AnyObject, for type: Service.Type) {
        services[ObjectIdentifier(type)] = service
    }

    public func resolve<Service>(_ type: Service.Type) -> Service? {
        services[ObjectIdentifier(type)] as? Service
    }
}
