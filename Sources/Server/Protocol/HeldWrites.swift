/// Writes the store could not take because it was unreachable, kept in memory and tried again once it
/// answers, so a database blip costs a student a wait, not a submit. Pure (no clock, no lock): the
/// lesson gateway keeps one under its lock and asks `takeDue` from the service thread's timed checks.
struct HeldWrites<Item: Sendable>: Sendable {
    /// Beyond this many a write is refused instead of held: memory stays bounded however long the
    /// store is away (5,000 is a whole district's submits for several minutes).
    let capacity: Int
    /// Seconds between tries while the store stays away (a try that fails holds its items again).
    let retryEvery: Double
    private(set) var items: [Item] = []
    private var nextTry: Double = 0

    init(capacity: Int = 5000, retryEvery: Double = 1) {
        self.capacity = capacity
        self.retryEvery = retryEvery
    }

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    /// Keeps `item` for a later try; false when full (the caller refuses it instead).
    mutating func hold(_ item: Item, now: Double) -> Bool {
        guard items.count < capacity else { return false }
        items.append(item)
        nextTry = max(nextTry, now + retryEvery)
        return true
    }

    /// Every held item, in the order held, once the store answers again and the pause since the last
    /// try is over; nothing otherwise. What is taken is the caller's to try (and hold again on failure).
    mutating func takeDue(now: Double, storeAnswers: Bool) -> [Item] {
        guard !items.isEmpty, storeAnswers, now >= nextTry else { return [] }
        defer { items.removeAll() }
        nextTry = now + retryEvery
        return items
    }
}
