/// An enum ordered by its raw value: the order reports, sorting and the JSON use for kinds,
/// forms and roles, written once instead of as a `<` in every such enum.
public protocol OrderedByRawValue: RawRepresentable, Comparable where RawValue: Comparable {}

extension OrderedByRawValue {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
