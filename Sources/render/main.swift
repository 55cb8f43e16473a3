import FlipbookCLI
import Scenes

FlipbookCLI.main(scenes: BuiltInScenes.all)
