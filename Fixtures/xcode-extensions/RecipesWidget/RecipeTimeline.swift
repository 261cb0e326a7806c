import WidgetKit

struct RecipeEntry: TimelineEntry {
    let date: Date
    let minutes: Int
    let servings: Int
}

struct RecipeTimeline: TimelineProvider {
    func placeholder(in context: Context) -> RecipeEntry { RecipeEntry(date: Date(), minutes: 20, servings: 2) }

    func getSnapshot(in context: Context, completion: @escaping (RecipeEntry) -> Void) { completion(placeholder(in: context)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RecipeEntry>) -> Void) {
        let objects = RCPSyncedObject.cachedObjects(in: RCPRecipesBucket)
        completion(Timeline(entries: [RecipeEntry(date: Date(), minutes: objects.count, servings: 2)], policy: .atEnd))
    }
}
