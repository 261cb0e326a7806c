import SwiftUI
import Kingfisher

/// An image loaded and cached by Kingfisher, with the design system's placeholder.
public struct RemoteImage: View {
    let url: URL

    public init(url: URL) {
        self.url = url
    }

    public var body: some View {
        KFImage(url)
            .placeholder { Color.gray.opacity(0.2) }
            .resizable()
            .scaledToFill()
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}
