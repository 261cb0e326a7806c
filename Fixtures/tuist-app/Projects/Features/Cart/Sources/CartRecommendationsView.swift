import SwiftUI
import DesignSystem
import HomeFeature

/// "You may also like": reuses the home feed's product card instead of asking for one
/// through CartInterface.
struct CartRecommendationsView: View {
    let products: [HomeProduct] = []

    var body: some View {
        ForEach(products) { product in
            HomeProductCard(product: product) {}
        }
    }
}
