// The Server module; see README.md Layout.
import CLibWebSockets
