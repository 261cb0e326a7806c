import SwiftUI

/// The Haul palette. Use these instead of literal colours so dark mode stays consistent.
public enum HaulColor {
    public static let brand = Color(red: 0.11, green: 0.55, blue: 0.36)
    public static let brandMuted = Color(red: 0.11, green: 0.55, blue: 0.36).opacity(0.12)
    public static let canvas = Color(uiColor: .systemGroupedBackground)
    public static let card = Color(uiColor: .secondarySystemGroupedBackground)
    public static let textSecondary = Color.secondary
    public static let warning = Color.orange
}
