#if canImport(UIKit)
import UIKit

/// Brand colors. Asset-catalog colors would need a bundle; these are defined in code so
/// previews and snapshot tests render without resources.
public enum Palette {
    public static let brand = UIColor(red: 0.91, green: 0.30, blue: 0.24, alpha: 1)
    public static let textPrimary = UIColor.label
    public static let textSecondary = UIColor.secondaryLabel
    public static let background = UIColor.systemBackground
    public static let separator = UIColor.separator

    /// Sale prices and discount badges.
    public static let highlight = UIColor(red: 0.98, green: 0.62, blue: 0.11, alpha: 1)
}

public enum Spacing {
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 16
    public static let large: CGFloat = 24
}
#endif
