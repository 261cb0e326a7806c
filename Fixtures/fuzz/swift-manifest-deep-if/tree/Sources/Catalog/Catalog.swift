public struct Catalog {}
