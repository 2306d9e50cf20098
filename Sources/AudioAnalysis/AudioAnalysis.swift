// The AudioAnalysis module; see README.md Layout.
