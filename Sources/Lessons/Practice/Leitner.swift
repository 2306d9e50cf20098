/// Spaced repetition by Leitner boxes (Sebastian Leitner, "So lernt man lernen", 1972): every reviewed
/// lesson sits in a box, and a box says how many days pass before the lesson comes back. Right first
/// time moves it up a box (longer until it returns), a miss sends it back to the first. The intervals
/// roughly double and a half each time, as in the usual five-box schedules.
public enum Leitner {
    /// Days until the next review from boxes 1...5.
    public static let intervals = [1, 3, 7, 16, 35]
    public static var topBox: Int { intervals.count }

    /// The box after a review: up one when right first time (at most the top box), else back to box 1.
    public static func box(after box: Int, rightFirstTime: Bool) -> Int {
        rightFirstTime ? min(topBox, max(1, box) + 1) : 1
    }

    /// Days from a review in `box` to the next.
    public static func interval(box: Int) -> Int { intervals[min(topBox, max(1, box)) - 1] }
}

/// Days as the student lives them: day numbers counted from 1970-01-01 in the student's local time,
/// from the UTC offset their page sends (minutes east of UTC, as `-Date.getTimezoneOffset()` gives).
public enum PracticeCalendar {
    /// The widest offsets in use (UTC-12 to UTC+14), in minutes.
    public static let offsets = -12 * 60...14 * 60

    /// The local day of `seconds` (since 1970) at `utcOffset` minutes east of UTC.
    public static func day(_ seconds: Double, utcOffset: Int) -> Int {
        Int(((seconds + Double(utcOffset) * 60) / 86_400).rounded(.down))
    }

    /// A checked offset: a whole number of minutes within `offsets`.
    public static func offset(_ minutes: Double) throws(LessonError) -> Int {
        guard minutes.isFinite else { throw .badMessage("utcOffset must be a finite number of minutes east of UTC") }
        guard minutes == minutes.rounded(), offsets.contains(Int(minutes)) else {
            throw .badMessage("utcOffset \(minutes) is not a UTC offset: a whole number of minutes from \(offsets.lowerBound) to \(offsets.upperBound)")
        }
        return Int(minutes)
    }
}
