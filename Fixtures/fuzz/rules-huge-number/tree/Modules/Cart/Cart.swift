public struct Cart {
    public var items: [String] = []
}
