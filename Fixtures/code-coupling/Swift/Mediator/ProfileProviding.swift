/// What other features may ask the profile feature.
public protocol ProfileProviding: AnyObject {
    var displayName: String { get }
    var memberLevel: Int { get }
}
