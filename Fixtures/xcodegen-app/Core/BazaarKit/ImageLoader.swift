import UIKit
import Networking

public final class ImageLoader: @unchecked Sendable {
    public static let shared = ImageLoader()
    private let cache = NSCache<NSURL, UIImage>()

    public func load(_ url: URL, into imageView: UIImageView) {
        if let cached = cache.object(forKey: url as NSURL) {
            imageView.image = cached
            return
        }
        Task { @MainActor in
            guard let (data, _) = try? await URLSession.shared.data(from: url), let image = UIImage(data: data) else { return }
            self.cache.setObject(image, forKey: url as NSURL)
            imageView.image = image
        }
    }
}
