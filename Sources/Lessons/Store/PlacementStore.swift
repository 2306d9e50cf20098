/// Where classes live when several instances share one store (`Placement`): each instance reports its
/// load and renews the leases of the classes it holds; a class's member arriving asks where it lives.
/// Only the PostgreSQL store implements it; on the embedded SQLite store there is one instance and
/// placement does nothing.
public protocol PlacementStore: Sendable {
    /// Writes this instance's load (`me.seenAt` is ignored: the store's own clock is used, so instances
    /// with skewed clocks agree) and renews its leases of `holding`. Returns where each of `holding`
    /// lives now: a class re-placed elsewhere (this instance was taken for dead) must move its sockets.
    func reportLoad(_ me: Placement.Instance, holding: Set<String>) throws(StoreError) -> [String: String]

    /// The instance class `code` lives on, placing it (`Placement.place`, `seats` reserved) when it has
    /// no live lease. `unreachable`: an instance the caller knows it cannot reach (the member asked for
    /// it and was brought elsewhere), not chosen and its lease not honoured. `gone`: an instance the member
    /// says it could not reach (a route by name with no fallback, as Kubernetes' Gateway API routes): taken
    /// as unreachable only once the store sees none of its connections, so a page cannot move its class
    /// off an instance that lives. nil when every instance is full.
    func placeClass(code: String, seats: Int, unreachable: String?, gone: String?) throws(StoreError) -> String?
}
