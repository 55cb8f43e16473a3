// MotionTests
