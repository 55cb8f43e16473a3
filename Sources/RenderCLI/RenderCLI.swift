import Foundation
import Media
import Rendering
import Scenes
import SceneGraph

/// The `render` command line: parses arguments, runs a command, reports progress.
///
/// `main.swift` calls ``run(_:)`` and maps a thrown ``CLIError`` to `error: …` on standard
/// error and the error's exit code. Engine modules never print; this one does.
public enum RenderCLI {
  /// Runs the command line `arguments` (without the program name).
  public static func run(_ arguments: [String]) throws(CLIError) {
    var args = Arguments(arguments)
    if args.flag("-h", "--help") {
      print(helpText)
      return
    }
    if args.flag("--version") {
      print("render (Flipbook) \(version)")
      return
    }
    switch args.popCommand() {
    case nil, "video":
      try RenderCommand(&args).run()
    case "bench":
      try BenchCommand(&args).run()
    case "inspect":
      try InspectCommand(&args).run()
    case "check":
      try CheckCommand(&args).run()
    case "help":
      print(helpText)
    case let other?:
      throw .usage("unknown command '\(other)' (commands: bench, inspect, check, help; see render --help)")
    }
  }

  public static let version = "0.1.0"

  static let helpText = """
    render — SwiftUI-style animations rendered frame by frame, headless (Flipbook \(version))

    USAGE
      render [--mode naive|fixed|side-by-side] [-o PATH] [--fps N] [--scale N]
             [--tap-at SECONDS] [--hold SECONDS] [--draft] [--reduce-motion]
      render bench [--scale N] [--frames N] [--json]
      render inspect [INPUT…] [--mode naive,fixed] [SEGMENTATION] [--csv|--json|--plot|--sheet PATH]
      render check [INPUT…] [--mode MODE] [SEGMENTATION] --expect LIST [CHECK OPTIONS]
      render --help | --version

    Renders the rest-timer hero morph (the flagship scene): a full-screen timer ring that
    collapses into a corner slot when tapped. `render` alone writes review.mp4, the naive and
    the fixed animation side by side, and says where it wrote.

    OPTIONS
      --mode MODE        naive         the fake hero: one ring slides at constant size while a
                                       second ring fades in on the same centre
                         fixed         the real hero: the whole ring shrinks 220 → 50 pt in flight
                         side-by-side  naive and fixed on one clock, labelled, with time and
                                       video frame number (default)
      -o, --output PATH  where to write (default review.mp4):
                           NAME.mp4             H.264 MP4 (yuv420p, BT.709, sRGB transfer, crf 18)
                           DIR/                 PNG per video frame: DIR/frame_0000.png, …
                           DIR/NAME_%04d.png    PNG per video frame, named by the pattern
                         Output appears only when complete: a failed or interrupted render
                         leaves nothing new and keeps any file that was there.
      --fps N            video frames per second, 1–240 (default 60)
      --scale N          pixels per point, 0.25–8 (default 3, iPhone @3x: 390×700 pt → 1170×2100
                         px per panel); H.264 sizes are rounded up to even numbers
      --tap-at SECONDS   when the tap that collapses the timer happens, 0–60 (default 0.5)
      --hold SECONDS     how long the video goes on after the tap, 0.05–60 (default 2.0, long
                         enough for the flight to settle, so the last frame is at rest)
      --draft            faster, larger MP4 (x264 preset veryfast instead of medium)
      --reduce-motion    render as with iOS Reduce Motion on: the environment value
                         accessibilityReduceMotion reads true, and transitions that move
                         or scale become cross-fades
      -h, --help         this text
      --version          the version

    COMMANDS
      bench              renders the fixed morph and prints medians in ms per video frame for
                         layout+animation, raster (single-threaded) and encoding (PNG, H.264),
                         and video frames per second end to end
        --scale N        pixels per point (default 3)
        --frames N       video frames, 2–10000 (default 60)
        --json           one JSON line in the peer benchmark's format (bench/peers)

      inspect            measures every video frame from its pixels: blob count and, per blob,
                         bounding box, centre, diameter (max of width and height) and area in
                         points; prints a summary
        INPUT            NAME.mp4|.mov|… (any video FFmpeg decodes), DIR/ of PNGs, or a pattern
                         like DIR/frame_%04d.png; without INPUT, the hero scene (--mode naive,fixed;
                         --fps, --tap-at, --hold as for rendering)
        --scale N        pixels per point (default 3 for the scene, 1 for files)
        --background C   auto (default: per frame, the median colour of the border) or '#RRGGBB'
        --plate PATH     a clean plate (same length and size) to compare pixel by pixel
        --threshold N    foreground when the perceptual distance exceeds N grey levels, 0–255
                         (default 24)
        --key C          follow one element by colour: only pixels that are a blend of C over
                         the background count (anti-aliased edges and fades included)
        --key-tolerance N  how far off that blend a pixel may be, grey levels (default 10)
        --roi x,y,w,h    region of interest in points
        --min-area N     drop blobs smaller than N pt² (default 4)
        --csv PATH, --json PATH   per-frame measurements ('-' for standard output)
        --plot PATH      diameter and centre over time, one colour per input
        --sheet PATH     filmstrip of --sheet-frames N (default 8) frames with boxes and centres
      check              inspects, then exits 0 when every expectation holds, 1 naming the first
                         failing video frame, its time and the measured reason
        --expect LIST    one-blob, monotonic-size, centre-path, no-double (comma separated)
        --from D --to D  start and end diameter in points (monotonic-size)
        --tolerance T    points (default 2)
        --direction D    shrink (default) or grow
        --to-centre x,y  where the centre must end, in points (centre-path)
        --jump-factor K  a step longer than K × the median step around it is a jump (default 4)

    Video frame k shows time k / fps; the video lasts tap-at + hold seconds.

    EXIT CODES
      0 success, 1 failure (I/O, decoding, encoding, a failed check), 64 usage error (including an
      empty ROI, a threshold out of range, a plate of another length), 130 interrupted
    """
}
