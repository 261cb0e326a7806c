import SwiftUI

public enum Palette {
    public static let accent = Color(red: 0.91, green: 0.30, blue: 0.24)
    public static let primaryText = Color.primary
    public static let secondaryText = Color.secondary
}
