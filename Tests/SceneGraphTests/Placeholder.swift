// SceneGraphTests
