import UIKit

/// Actions the Profile module offers through MDRMediator (looked up as `Target_Profile`).
@objc(Target_Profile)
final class ProfileTarget: NSObject {
    @objc func Action_profileViewController(_ params: NSDictionary) -> UIViewController {
        ProfileViewController()
    }
}
