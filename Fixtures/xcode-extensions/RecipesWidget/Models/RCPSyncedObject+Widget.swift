import Foundation

/// The widget does not link SyncKit: this stand-in reads what the app left in the shared
/// container under the same name.
public class RCPSyncedObject: NSObject {
    public static func cachedObjects(in bucket: String) -> [RCPSyncedObject] {
        []
    }
}
