import Catalog

public struct Shop {
    public var catalog: Catalog
}
