// The Lessons module; see README.md Layout.
