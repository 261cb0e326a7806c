import UIKit

/// The filled call-to-action button ("Add to cart", "Checkout").
public final class PrimaryButton: UIButton {
    public var isLoading = false {
        didSet { updateLoadingState() }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private var idleTitle: String?

    public convenience init(title: String) {
        self.init(type: .system)
        idleTitle = title
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.baseBackgroundColor = Palette.brand
        configuration.cornerStyle = .large
        self.configuration = configuration

        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.color = .white
        addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    private func updateLoadingState() {
        isEnabled = !isLoading
        configuration?.title = isLoading ? nil : idleTitle
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
