import Foundation

/// Search analytics events, sent in batches by the analytics SDK.
public enum SearchEvents {
    public enum Event {
        case queryChanged(length: Int)
        case suggestionTapped(position: Int)
    }

    public static func track(_ event: Event) {
        #if DEBUG
        print("[search] \(event)")
        #endif
    }
}
