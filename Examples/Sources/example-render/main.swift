// This package's own `render`: the whole command line over its scenes.
import ExampleScenes
import FlipbookCLI

FlipbookCLI.main(scenes: ExampleScenes.all)
