import SwiftUI

/// The full-width green call to action ("Add", "Place order").
public struct PrimaryButton: View {
    private let title: String
    private let isLoading: Bool
    private let action: () -> Void

    public init(_ title: String, isLoading: Bool = false, action: @escaping () -> Void) {
        self.title = title
        self.isLoading = isLoading
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            ZStack {
                Text(title).opacity(isLoading ? 0 : 1)
                if isLoading { ProgressView().tint(.white) }
            }
            .font(.headline)
            .frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.borderedProminent)
        .tint(HaulColor.brand)
        .disabled(isLoading)
    }
}

#Preview {
    VStack {
        PrimaryButton("Add to cart") {}
        PrimaryButton("Placing order", isLoading: true) {}
    }
    .padding()
}
