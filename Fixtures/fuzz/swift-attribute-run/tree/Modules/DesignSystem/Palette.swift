public enum Palette {
    public static let accent = "blue"
}
