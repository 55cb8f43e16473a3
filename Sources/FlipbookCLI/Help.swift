import Flipbook

/// `render --help`: what every command and option does, with this catalog's scenes.
func helpText(_ catalog: SceneCatalog) -> String {
  let first = catalog.scenes.first
  let defaultScene = first.map { scene in
    scene.variants.count >= 2
      ? "\(scene.name): its \(scene.variants[0]) and \(scene.variants[1]) variants side by side, to review.mp4"
      : "\(scene.name), to \(scene.name).mp4"
  } ?? "nothing (the catalog is empty)"
  return """
    render — SwiftUI animations rendered frame by frame, headless (Flipbook \(FlipbookCLI.version))

    USAGE
      render [SCENE|FILE.swift …] [-o PATH] [--variant V] [SCRIPT] [CANVAS] [--fps N] [--scale N] [--draft]
             [--codec C] [--still T | --frames A..B] [--speed S] [--burn-in]
      render list
      render sheet [SCENE|FILE.swift] [--from T --to T | --times A,B,…] [--count N] [--onion] [-o PATH]
      render inspect [INPUT…] [SCENE OPTIONS] [SEGMENTATION] [--csv|--json|--plot|--sheet PATH]
      render check [INPUT…] [SCENE OPTIONS] [SEGMENTATION] --expect LIST [CHECK OPTIONS]
      render compare A B [SCENE OPTIONS] [-o PAGE.html] [--tolerance N]
      render bench [SCENE] [--scale N] [--frames N] [--no-memory] [--json]
      render bench --catalog [SCENE…] [--scale N] [--frames N] [--rounds N] [--json]
      render bench --ring [--scale N] [--frames N] [--json] [--out DIR [--only LIST]]
      render bench --inspect INPUT [--rounds N] [SEGMENTATION] [--json]
      render --help | --version

    Renders a scene to an MP4, a ProRes MOV, an animated PNG or GIF, or PNGs.
    Without a scene it renders \(defaultScene).
    One scene renders alone; two (or a scene's two variants) render side by side on one clock,
    labelled, with the time and video frame number.

    SCENES
      NAME               a scene of the catalog (render list shows them all)
      NAME:VARIANT       one variant of it; a scene with variants named alone shows its first two
      FILE.swift         a playground file as it is (import SwiftUI, import PlaygroundSupport,
                         PlaygroundPage.current.setLiveView(…)): compiled once (cached by its
                         content), its live view rendered at its own size
      --variant V        one variant, two as 'a,b', or 'side-by-side' (--mode is the same)

    SCRIPT (replaces the scene's own script)
      --tap X,Y@S        a tap at (X, Y) points at S seconds (repeatable)
      --tap LABEL@S      a tap on the view showing that text or accessibility label
      --drag X,Y:X,Y@S[+D]  a finger from one point to the other, starting at S, D seconds long
                         (default 0.3), sampled at 120 Hz
      --tap-at S         keep the scene's script, moved so its first event is at S seconds
      --duration S       the video's length (default: until every animation has settled after
                         the last event, plus 0.5 s; never shorter than the scene's script)
      --hold S           the video ends S seconds after the script's last event

    CANVAS AND APPEARANCE
      --device NAME      an iPhone or iPad screen with its safe area: \(Device.presets.map(\.name).joined(separator: ", "))
      --color-scheme C   light or dark (the window behind the view is iOS's systemBackground:
                         white or black)
      --reduce-motion    as with iOS Reduce Motion on: accessibilityReduceMotion is true, and
                         transitions that move or scale become cross-fades
      --transparent      no window behind the view: what it leaves uncovered stays clear (one
                         scene, to NAME.mov, NAME.apng or PNGs, which keep alpha)

    OUTPUT
      -o, --output PATH  NAME.mp4             H.264 MP4 (yuv420p, BT.709, sRGB transfer, crf 18)
                         NAME.mov             ProRes 4444 with alpha (yuva444p10le, BT.709), to
                                              composite; any size, odd included
                         NAME.apng            animated PNG: every frame lossless, at --fps, looping
                         NAME.gif             animated GIF: 256 colours, looping; browsers play
                                              over 50 fps slow, so use --fps 50 or less
                         DIR/                 PNG per video frame: DIR/frame_0000.png, …
                         DIR/NAME_%04d.png    PNG per video frame, named by the pattern: one
                                              %d, %Nd or %0Nd (N ≤ 9); %% for a literal %
                         (default: review.mp4 side by side, else SCENE.mp4). Output appears
                         only when complete: a failed or interrupted render leaves nothing new
                         and keeps any file that was there. A DIR is swapped in whole: it then
                         holds exactly the new frames (older frames of the pattern go, also
                         those past the new last one); its other files are kept.
      --fps N            video frames per second, 1–240 (default 60); frame k shows time k / fps
                         (k × S / fps with --speed S)
      --scale N          pixels per point, 0.25–8 (default 3, an iPhone's @3x); H.264 sizes are
                         rounded up to even numbers
      --draft            faster, larger MP4 (x264/x265 preset veryfast instead of medium)
      --codec C          the MP4's codec: h264 (default) or hevc (libx265, tagged hvc1 for
                         QuickTime and Safari; an error when libx265 is missing); NAME.mp4 only
      --still T          one picture: the scene at exactly T seconds, to -o NAME.png (default
                         SCENE.png, or review.png side by side)
      --frames A..B      only video frames A to B (inclusive; frame numbers at --fps); PNGs keep
                         their numbers (frame_0030.png …); a range past the end stops there
      --speed S          video time t shows scene time t × S, 0 < S ≤ 16 (default 1): 0.25 is
                         4× slow motion, the video lasting 4× as long; --frames counts its frames
      --burn-in          every frame (of any output, --still too) carries its scene time and
                         video frame number, "00:00.450  f27", on a dark pill in its bottom
                         leading corner; without it the frames are unchanged

    COMMANDS
      list               the scenes: name, summary, variants, canvas, default script
      catalog            every scene in list's order (its first variant, its own script and
                         duration) played one after another under labelled headers, as one reel
        -o PATH          NAME.mp4 or DIR/ of PNGs (default catalog.mp4)
        --page DIR       instead: DIR/catalog.md with a filmstrip per scene in DIR/catalog/
        --frames N       frames per filmstrip, from start to end, 2–24 (default 6)
        --fps N, --scale N, --draft   as for render (defaults 30 fps, 1 px per point)
      sheet              one flight of one scene (NAME:VARIANT or --mode for a scene with
                         variants) in one PNG: a filmstrip, each picture labelled with its time,
                         up to 8 a row
        --from T, --to T the span, scene seconds (default 0 to the end of what render plays)
        --count N        pictures evenly spaced over it, ends included, 1–100 (default 8)
        --times A,B,…    instead: the pictures at these scene times
        --onion          instead of a filmstrip, one onion skin: what moves drawn as ghosts over
                         the one background, the oldest at 15 % opacity, the last solid
        -o PATH          NAME.png (default SCENE-sheet.png, SCENE-onion.png with --onion)
        --scale N        pixels per point (default 1); scene options as for render
      inspect            measures every video frame from its pixels: blob count and, per blob,
                         bounding box, centre, diameter (max of width and height) and area in
                         points; prints a summary
        INPUT            a scene (as above), NAME.mp4|.mov|… (any video FFmpeg decodes), DIR/ of
                         PNGs, or a pattern like DIR/frame_%04d.png (read as for -o); default:
                         the first scene's variants, one after the other
        --scale N        pixels per point (default 3 for scenes, 1 for files)
        --background C   auto (default: per frame, the median colour of the border) or a colour,
                         '#RRGGBB' or '#RRGGBBAA' (hex, the '#' required)
        --plate PATH     a clean plate (same length and size) to compare pixel by pixel
        --threshold N    foreground when the perceptual distance exceeds N grey levels, 0–255
                         (default 24)
        --key C          follow one element by colour: only pixels that are a blend of C over
                         the background count (anti-aliased edges and fades included)
        --key-tolerance N  how far off that blend a pixel may be, grey levels (default 10)
        --roi x,y,w,h    region of interest in points (each within ±100000)
        --min-area N     drop blobs smaller than N pt² (default 4)
        --decode-threads N  decoder threads for videos, 1–16 (default one per core, when the
                         frames fit the decoder's memory budget); the measurements are the same
        --csv PATH, --json PATH   per-frame measurements ('-' for standard output)
        --plot PATH      diameter and centre over time, one colour per input
        --sheet PATH     filmstrip of --sheet-frames N (default 8) frames with boxes and centres
                         The summary ends with the ms per video frame to read and to measure, and
                         the video frames/s of the whole
      check              inspects, then exits 0 when every expectation holds, 1 naming the first
                         failing video frame, its time and the measured reason
        --expect LIST    one-blob, monotonic-size, centre-path, no-double (comma separated;
                         repeatable: every expectation given runs)
        --from D --to D  start and end diameter in points (monotonic-size)
        --tolerance T    points (default 2)
        --direction D    shrink (default) or grow
        --to-centre x,y  where the centre must end, in points (centre-path)
        --jump-factor K  a step longer than K × the median step around it is a jump (default 4)
      compare            compares two inputs frame by frame and writes one self-contained HTML
                         page to review them: two stills side by side, swiped, as an onion skin
                         or flickering; two flights to scrub or play with the differing frames
                         marked. Prints how many frames differ, the first and the worst; exits
                         0 when every frame matches, 1 when any differs (after the page)
        A B              as inspect's INPUT, or NAME.png animated (a flight golden); or one
                         scene's two variants with --mode A,B
        --fps N          frames per second of PNG inputs, for the times shown (default 60)
        --tolerance N    levels per channel a pixel may differ by, 0–255 (default 0: exact)
        -o PAGE.html     default compare.html
      bench              times each stage of rendering a scene (default: the first one's
                         'fixed' variant or its first) and prints medians in ms per video frame
        --scale N        pixels per point (default 3)
        --frames N       video frames, 2–10000 (default 60)
        --json           one JSON line in the peer benchmark's format
        --no-memory      skip the peak memory (by default measured first, in child processes:
                         render to MP4 at --frames and 4× them, to PNGs, and x264 alone via
                         ffmpeg on the same frames with Flipbook's x264 settings; MB = 10^6 bytes)
        --catalog        instead: every scene of the catalog ('fixed' variant or first), or the
                         SCENE[:VARIANT]s named, ms per video frame to evaluate (layout,
                         animation: every video frame in order, as a render does) and to
                         rasterize (1 thread, --frames N video frames sampled over its
                         duration, 1–1000, default 8), median and range of --rounds N
                         interleaved rounds (3–50, default 3); --json: one JSON line per scene
        --ring           instead: the peer comparison's own scene (the rest-timer ring that
                         Skia, cairo and Blend2D are timed on, one ring and one text per
                         frame), drawn from scratch every frame: raster ms per frame (median
                         of 3 passes), PNG ms and bytes per frame (1 thread); --out DIR writes
                         frame_NNN.png (--only 0,30,59 picks frames) for its pixel comparison
        --inspect INPUT  instead: inspect INPUT (with inspect's options) --rounds N times; median
                         and range of video frames/s end to end, ms per video frame to read
                         (decode) and to measure

    ARGUMENTS
      Flags go in any order, as --flag value or --flag=value. --tap, --drag and --expect may
      repeat; any other flag given twice is a usage error. Numbers must be finite.

    EXIT CODES
      0 success, 1 failure (I/O, decoding, encoding, a failed check, a file that does not
      compile), 64 usage error, 130 interrupted
    """
}
