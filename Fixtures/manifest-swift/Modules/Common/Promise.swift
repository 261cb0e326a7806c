//
//  Promise.swift
//  A minimal promise for callback-style APIs.
//

import Foundation

public final class Promise<Value> {
    private var result: Result<Value, Error>?
    private var callbacks: [(Result<Value, Error>) -> Void] = []
    private let lock = NSLock()

    public init() {}

    public func resolve(_ value: Value) {
        settle(.success(value))
    }

    public func reject(_ error: Error) {
        settle(.failure(error))
    }

    public func then(_ callback: @escaping (Result<Value, Error>) -> Void) {
        lock.lock()
        if let result {
            lock.unlock()
            callback(result)
            return
        }
        callbacks.append(callback)
        lock.unlock()
    }

    private func settle(_ result: Result<Value, Error>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let pending = callbacks
        callbacks = []
        lock.unlock()
        pending.forEach { $0(result) }
    }
}
