import Foundation

/// What other features may know about the signed-in user, without importing Profile.
public protocol ProfileProviding {
    var currentUserID: String? { get }
    func displayName(for userID: String) async throws -> String
}
