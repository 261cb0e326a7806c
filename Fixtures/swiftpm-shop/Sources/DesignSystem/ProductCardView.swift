import UIKit

/// Image, title and price, used by the home carousel and the goods grid.
public final class ProductCardView: UIView {
    public let imageView = UIImageView()
    public let titleLabel = UILabel()
    public let priceLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 12
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.textColor = Palette.textPrimary
        titleLabel.numberOfLines = 2
        priceLabel.font = .preferredFont(forTextStyle: .headline)
        priceLabel.textColor = Palette.brand

        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, priceLabel])
        stack.axis = .vertical
        stack.spacing = Spacing.small
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public func configure(title: String, price: String) {
        titleLabel.text = title
        priceLabel.text = price
    }
}
