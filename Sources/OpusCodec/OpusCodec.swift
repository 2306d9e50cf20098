// The OpusCodec module; see README.md Layout.
import COpus
