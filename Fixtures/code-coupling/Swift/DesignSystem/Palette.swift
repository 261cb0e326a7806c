import UIKit

public enum Palette {
    public static let brand = UIColor(red: 0.93, green: 0.27, blue: 0.22, alpha: 1)
    public static let secondaryText = UIColor.secondaryLabel
}
