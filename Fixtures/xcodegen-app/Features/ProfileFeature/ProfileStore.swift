import Foundation
import FeatureInterfaces
import Networking

/// The signed-in user's profile, offered to other features through ProfileProviding.
public final class ProfileStore: ProfileProviding {
    public private(set) var currentUserID: String?
    private var names: [String: String] = [:]
    private let client: APIClient

    public init(currentUserID: String?, client: APIClient = .shared) {
        self.currentUserID = currentUserID
        self.client = client
    }

    public func displayName(for userID: String) async throws -> String {
        if let cached = names[userID] { return cached }
        let name = try await client.send(Endpoint<String>(path: "/users/\(userID)/name"))
        names[userID] = name
        return name
    }
}
