//
//  Container.swift
//  Swinject stand-in: just enough of the dependency-injection container for the app.
//

import Foundation

/// Resolves registered services. `Container` is the only implementation here.
public protocol Resolver {
    func resolve<Service>(_ serviceType: Service.Type) -> Service?
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?
}

public enum ObjectScope {
    /// A new instance on every resolution.
    case transient
    /// One instance per resolution graph (the default).
    case graph
    /// One instance for the container's lifetime: a singleton.
    case container
}

public final class ServiceEntry<Service> {
    let factory: (Resolver) -> Service
    private(set) var objectScope: ObjectScope = .graph
    var instance: Service?

    init(factory: @escaping (Resolver) -> Service) {
        self.factory = factory
    }

    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        self.objectScope = objectScope
        return self
    }
}

public final class Container: Resolver {
    private var entries: [String: Any] = [:]
    private let lock = NSRecursiveLock()

    public init() {}

    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        let entry = ServiceEntry(factory: factory)
        lock.lock()
        defer { lock.unlock() }
        entries[Self.key(serviceType, name)] = entry
        return entry
    }

    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        instance(of: serviceType, name: nil)
    }

    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        instance(of: serviceType, name: name)
    }

    private func instance<Service>(of serviceType: Service.Type, name: String?) -> Service? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[Self.key(serviceType, name)] as? ServiceEntry<Service> else {
            return nil
        }
        if entry.objectScope == .container, let shared = entry.instance {
            return shared
        }
        let made = entry.factory(self)
        if entry.objectScope == .container {
            entry.instance = made
        }
        return made
    }

    private static func key<Service>(_ serviceType: Service.Type, _ name: String?) -> String {
        "\(String(reflecting: serviceType))#\(name ?? "")"
    }
}
