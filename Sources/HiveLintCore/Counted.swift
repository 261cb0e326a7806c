/// A count with its noun in the right number: `counted(1, "source file")` is
/// `1 source file`, `counted(3, "dependency", "dependencies")` is `3 dependencies`.
public func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
