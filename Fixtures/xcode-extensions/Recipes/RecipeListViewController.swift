import UIKit

/// The app's first screen: every saved recipe, newest first.
final class RecipeListViewController: UITableViewController {
    private let formatter = RecipeFormatter()
    private var recipes: [Recipe] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Recipes", comment: "")
        recipes = Recipe.allRecipes()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "recipe") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "recipe")
        let recipe = recipes[indexPath.row]
        cell.textLabel?.text = recipe.title
        cell.detailTextLabel?.text = formatter.summary(minutes: Int(recipe.minutes), servings: Int(recipe.servings))
        return cell
    }
}
