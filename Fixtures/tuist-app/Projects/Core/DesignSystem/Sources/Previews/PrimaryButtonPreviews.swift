import SwiftUI

#Preview("Primary button") {
    VStack(spacing: 16) {
        PrimaryButton(title: "Add to cart") {}
        PrimaryButton(title: "Checkout") {}.disabled(true)
    }
    .padding()
}
