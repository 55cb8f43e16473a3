// RasterTests
