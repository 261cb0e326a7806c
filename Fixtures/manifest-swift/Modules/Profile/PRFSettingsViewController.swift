//
//  PRFSettingsViewController.swift
//

import Mediator
import Swinject
import UIKit

final class PRFSettingsViewController: UITableViewController {
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row == 0 ? "Notifications" : "Sign out"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.row == 0 {
            // The system Settings app, not one of our routes.
            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
        } else {
            resolver.resolve(UserService.self)?.signOut()
            dismiss(animated: true)
        }
    }
}
