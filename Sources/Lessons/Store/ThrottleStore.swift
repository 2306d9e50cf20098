import Foundation

/// Recent sign-in events per key (failed secrets and passwords, sign-ups, wrong class codes), kept in
/// the store so that a limit holds across every server process sharing it: behind a load balancer a
/// guesser meets the same count on every instance. The rules (`SignInLimits`) are pure; the store only
/// keeps the timestamps.
public protocol ThrottleStore: Sendable {
    /// The events of each of `keys` after `since`, oldest first (keys with none are absent).
    func throttleEvents(keys: [String], since: Date) throws(StoreError) -> [String: [Date]]
    /// Records one event at `at` for each of `keys`, and forgets every event of any key from before
    /// `forgetBefore`, so the table holds one window's worth of events however many keys come and go.
    func recordThrottleEvents(keys: [String], at: Date, forgetBefore: Date) throws(StoreError)
}
