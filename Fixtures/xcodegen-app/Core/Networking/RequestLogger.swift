import Foundation
import PulseCore

struct RequestLogger {
    private let store = LoggerStore.shared

    func willSend(_ request: URLRequest) {
        store.storeMessage(label: "network", level: .debug, message: "→ \(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "?")")
    }

    func didReceive(_ response: URLResponse, data: Data) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        store.storeMessage(label: "network", level: .debug, message: "← \(status), \(data.count) bytes")
    }
}
