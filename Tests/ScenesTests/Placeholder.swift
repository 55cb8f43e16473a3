// ScenesTests
