import SwiftUI

public struct PrimaryButton: View {
    let title: LocalizedStringKey
    let action: () -> Void

    public init(title: LocalizedStringKey, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Text(title).bold().frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .tint(Palette.accent)
    }
}
