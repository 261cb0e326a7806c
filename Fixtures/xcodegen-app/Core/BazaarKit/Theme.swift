import UIKit

public enum Theme {
    public static let background = UIColor.systemBackground
    public static let accent = UIColor(red: 0.91, green: 0.33, blue: 0.18, alpha: 1)
    public static let titleFont = UIFont.preferredFont(forTextStyle: .title2)

    public static func apply() {
        UINavigationBar.appearance().tintColor = accent
        UITabBar.appearance().tintColor = accent
    }
}
