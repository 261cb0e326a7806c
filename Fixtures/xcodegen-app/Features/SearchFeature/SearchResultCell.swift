import UIKit

final class SearchResultCell: UITableViewCell {
    static let reuseIdentifier = "SearchResultCell"

    func configure(with result: SearchResult) {
        var content = defaultContentConfiguration()
        content.text = result.title
        content.secondaryText = String(format: "%.2f €", Double(result.priceCents) / 100)
        contentConfiguration = content
    }
}
