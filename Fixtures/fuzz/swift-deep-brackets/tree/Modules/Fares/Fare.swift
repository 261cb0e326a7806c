public struct Fare {
    public var price: Int
}
