// RenderCLITests
