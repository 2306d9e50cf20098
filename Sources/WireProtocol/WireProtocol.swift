// The WireProtocol module; see README.md Layout.
