import SwiftUI
import DesignSystem

public struct SearchView: View {
    @State private var viewModel: SearchViewModel

    public init(viewModel: SearchViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            List(viewModel.results, id: \.self) { title in
                Text(title)
            }
            .searchable(text: $viewModel.query)
            .onSubmit(of: .search) { Task { await viewModel.search() } }
            .navigationTitle("Search")
            .foregroundStyle(Palette.primaryText)
        }
    }
}
