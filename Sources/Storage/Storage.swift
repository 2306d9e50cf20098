// The Storage module; see README.md Layout.
import GRDB
