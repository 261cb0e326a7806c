import UIKit

/// Colors and metrics shared by every Travel screen.
public enum TravelPalette {
    public static let accent = UIColor(red: 0.00, green: 0.45, blue: 0.80, alpha: 1)
    public static let background = UIColor.systemGroupedBackground
    public static let cardBackground = UIColor.secondarySystemGroupedBackground
    public static let cornerRadius: CGFloat = 12
    public static let contentInset: CGFloat = 16
}
