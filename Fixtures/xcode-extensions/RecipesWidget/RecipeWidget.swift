import SwiftUI
import WidgetKit

/// Today's recipe on the home screen.
struct RecipeWidget: Widget {
    let formatter = RecipeFormatter()

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RecipeWidget", provider: RecipeTimeline()) { entry in
            Text(formatter.summary(minutes: entry.minutes, servings: entry.servings))
        }
    }
}
