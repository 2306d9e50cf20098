/// WebSocket close codes the server uses (RFC 6455 section 7.4.1), with the reasons it sends.
public enum CloseCode: UInt16, Sendable {
    /// Server shutdown.
    case goingAway = 1001
    /// A binary message from the client.
    case unsupportedData = 1003
    /// A text message that is not valid UTF-8 (RFC 6455 section 8.1).
    case invalidPayload = 1007
    /// Flooding or too slow to read.
    case policyViolation = 1008
    /// A text message over 64 KiB.
    case messageTooBig = 1009
    /// The server could not set the session up.
    case internalError = 1011
    /// The server is restarting or draining (SIGTERM): reconnect at once, through the load balancer
    /// another instance takes the page.
    case serviceRestart = 1012
    /// At the session cap.
    case tryAgainLater = 1013
}
