import Foundation

/// Formats the text the share extension saves, with the app's formatter.
struct ShareFormatter {
    let formatter = RecipeFormatter()

    func note(for title: String) -> String {
        "\(title) (\(RCPRecipesBucket)): " + formatter.summary(minutes: 0, servings: 1)
    }
}
