// MediaTests
