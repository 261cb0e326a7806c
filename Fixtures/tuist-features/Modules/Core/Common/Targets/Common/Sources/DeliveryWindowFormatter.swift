import Foundation

/// "Today, 4–6 PM", "Tomorrow, 8–10 AM", "Fri, 12–2 PM".
public struct DeliveryWindowFormatter: Sendable {
    public var calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    public func string(from start: Date, to end: Date, relativeTo now: Date = .now) -> String {
        let day: String
        if calendar.isDate(start, inSameDayAs: now) {
            day = "Today"
        } else if let tomorrow = calendar.date(byAdding: .day, value: 1, to: now), calendar.isDate(start, inSameDayAs: tomorrow) {
            day = "Tomorrow"
        } else {
            day = start.formatted(.dateTime.weekday(.abbreviated))
        }
        let from = start.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)))
        let until = end.formatted(.dateTime.hour())
        return "\(day), \(from)–\(until)"
    }
}
