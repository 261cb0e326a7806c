import UIKit
import BazaarKit

final class ProfileHeaderView: UIView {
    private let avatar = UIImageView()
    private let name = UILabel()
    private let badge = BZKBadgeLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        name.font = Theme.titleFont
        badge.text = "Top seller"
        let stack = UIStackView(arrangedSubviews: [avatar, name, badge])
        stack.axis = .vertical
        stack.alignment = .center
        addSubview(stack)
    }

    required init?(coder: NSCoder) { nil }

    func show(avatarURL: URL) {
        ImageLoader.shared.load(avatarURL, into: avatar)
    }
}
