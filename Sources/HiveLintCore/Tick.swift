import Foundation
nonisolated(unsafe) var tickStart = ContinuousClock.now
public func TICK(_ s: String) { if ProcessInfo.processInfo.environment["HLT"] != nil { FileHandle.standardError.write("\(s) \(ContinuousClock.now - tickStart)\n".data(using: .utf8)!) }; tickStart = ContinuousClock.now }
