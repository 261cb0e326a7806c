import UIKit
import Profile

/// Greets the member above the cart.
final class CartHeaderView: UIView {
    private let greeting = UILabel()

    func show(_ summary: ProfileSummary) {
        greeting.text = summary.cartGreeting
    }
}

extension ProfileSummary {
    /// The member's name and level, as the cart header shows it.
    var cartGreeting: String {
        "Hi \(displayName), level \(memberLevel) members get free shipping"
    }
}
