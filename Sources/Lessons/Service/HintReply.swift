/// One hint. Hints come in order, each more telling than the last.
public struct HintReply: Sendable, Equatable {
    /// 0-based position of this hint.
    public let index: Int
    public let text: String
    /// Hints still unseen after this one.
    public let remaining: Int

    public init(index: Int, text: String, remaining: Int) {
        self.index = index
        self.text = text
        self.remaining = remaining
    }
}
