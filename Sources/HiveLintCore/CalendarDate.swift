import Foundation

/// A day as `YYYY-MM-DD` (exception expiry). Read once per run (`today`), so a run is one
/// day even across midnight; tests and reproducible runs set it (`HIVE_LINT_TODAY`).
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Parses `YYYY-MM-DD` (a real calendar day); `nil` otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), day >= 1, day <= Self.days(in: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Today in the local time zone.
    public static func today() -> CalendarDate {
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
        let text = String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        return CalendarDate(text) ?? CalendarDate(year: 1970, month: 1, day: 1)
    }

    private init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
