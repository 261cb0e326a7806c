import UIKit
import FeatureInterfaces
import BazaarKit

public final class ProfileViewController: UIViewController {
    private weak var router: RouteHandling?
    private let userID: String?
    private let header = ProfileHeaderView()

    public init(router: RouteHandling, userID: String? = nil) {
        self.router = router
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
        title = userID == nil ? "Me" : "Seller"
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.background
        view.addSubview(header)
        header.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        ScreenTracker.shared.track(screen: "profile")
    }

    @objc private func searchSellerListings() {
        router?.handle(.search(query: "seller:\(userID ?? "me")"))
    }
}
