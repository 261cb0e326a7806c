import Foundation

/// How long a recipe takes and how many it serves, in words. Compiled into the app, the share
/// extension and the widget.
public struct RecipeFormatter {
    public init() {}

    public func summary(minutes: Int, servings: Int) -> String {
        "\(minutes) min · serves \(servings)"
    }
}
