// The run's failure report: one self-contained HTML page of every golden that failed.
//
// What: each failing golden of a test run adds itself to `.build/golden-failures/report.html`
// in the package: a still with its expected and actual pictures to compare side by side, by
// swiping, as an onion skin or flickering; a flight with both versions to scrub or play frame
// by frame, each frame marked when it differs; a geometry golden with the measured curves
// (expected against actual, in points over time). Pictures are inlined as data URLs and the
// page carries its own script and style, so it opens from disk, is attached to a CI run as one
// file, and needs no network. The first failure of a process starts a new report (style and
// script first); each failure then appends its own data element, so the page is complete
// whenever the run stops and a run of n failures writes each picture once. The script runs
// when the page has loaded and builds one section per data element.
// Why: a red test says a frame changed; a designer decides whether the change is right by
// looking, and motion is judged in motion.

import Foundation
import Media
import Raster

/// One failure on the report.
struct ReportEntry: Codable {
  enum Kind: String, Codable { case still, flight, geometry }

  var kind: Kind
  /// `scene/variant/file`, as the failure message names it.
  var title: String
  var message: String
  /// PNG frames (one for a still), base64.
  var expected: [String] = []
  var actual: [String] = []
  /// For flights: the time of each frame, and whether it differs.
  var times: [Double] = []
  var differs: [Bool] = []
  /// For geometry: named series over `times`, expected and actual.
  var curves: [Curve] = []

  struct Curve: Codable {
    var name: String
    var expected: [Double?]
    var actual: [Double?]
  }
}

enum FailureReport {
  private static let lock = NSLock()
  /// The package roots whose report this process has started.
  nonisolated(unsafe) private static var started: Set<String> = []

  /// The report's path for the package at `root`.
  static func path(root: String) -> String { "\(root)/.build/golden-failures/report.html" }

  /// Adds `entry` to the report of the package at `root`: the first failure of the process
  /// replaces any earlier run's report with a new page; each one appends its data.
  static func add(_ entry: ReportEntry, root: String) {
    lock.lock()
    defer { lock.unlock() }
    let path = path(root: root)
    if !started.contains(root) {
      try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      guard (try? AtomicFile.write(Array(page.utf8), to: path)) != nil else { return }
      started.insert(root)
    }
    guard let file = FileHandle(forWritingAtPath: path) else { return }
    defer { try? file.close() }
    _ = try? file.seekToEnd()
    try? file.write(contentsOf: Data(element(entry).utf8))
  }

  /// One failure's data element: its JSON inside an inert script element.
  static func element(_ entry: ReportEntry) -> String {
    let json = (try? JSONEncoder().encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    // `</` cannot appear inside the script element.
    return "<script class=\"report-entry\" type=\"application/json\">"
      + json.replacingOccurrences(of: "</", with: "<\\/") + "</script>\n"
  }

  /// PNG bytes of `pixmap`, base64, for a data URL.
  static func encoded(_ pixmap: Pixmap) -> String {
    ((try? PNGCodec.encode(pixmap, compressionLevel: 6)) ?? []).base64String
  }

  // MARK: The page

  /// The page up to the first failure's data: style, script, heading.
  static let page: String =
"""
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Flipbook: goldens failed</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
      [hidden] { display: none !important; }
      h1 { font-size: 20px; }
      section.failure { background: white; border-radius: 12px; padding: 16px; margin: 16px 0; }
      section.failure h2 { font-size: 15px; margin: 0 0 6px; font-family: ui-monospace, monospace; }
      p.message { margin: 0 0 12px; color: #3a3a3c; }
      .modes button, .controls button { margin-right: 6px; }
      .modes button.on { font-weight: bold; }
      .stage { position: relative; display: inline-block; margin-top: 8px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
      .stage img { display: block; image-rendering: pixelated; }
      .stage img.over { position: absolute; left: 0; top: 0; }
      .pair { display: flex; gap: 12px; align-items: flex-start; }
      .pair figure { margin: 0; }
      figcaption { font-size: 12px; color: #636366; }
      .frames span { display: inline-block; width: 8px; height: 12px; margin-right: 1px; background: #34c759; }
      .frames span.differs { background: #ff3b30; }
      .frames span.current { outline: 2px solid #1c1c1e; }
      svg.curve { background: #fafafa; border: 1px solid #e5e5ea; margin: 4px 12px 4px 0; }
      </style>
      <script>
      \(script)
      </script>
      </head>
      <body>
      <h1 id="heading">Goldens failed</h1>
      <div id="failures"></div>

      """

  /// The page's behaviour: builds one section per failure from the embedded data.
  static let script = #"""
    document.addEventListener('DOMContentLoaded', () => {
    const entries = [...document.querySelectorAll('script.report-entry')].map(node => JSON.parse(node.textContent));
    const heading = `${entries.length} golden${entries.length === 1 ? '' : 's'} failed`;
    document.title = 'Flipbook: ' + heading;
    document.getElementById('heading').textContent = heading;
    const root = document.getElementById('failures');
    const url = b64 => 'data:image/png;base64,' + b64;
    function el(tag, attrs, ...children) {
      const node = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
      for (const c of children) node.append(c);
      return node;
    }
    function stillSection(entry, section) {
      const expected = el('img', { src: url(entry.expected[0]), alt: 'expected' });
      const actual = el('img', { src: url(entry.actual[0]), alt: 'actual', class: 'over' });
      const stage = el('div', { class: 'stage' }, expected, actual);
      const slider = el('input', { type: 'range', min: 0, max: 100, value: 50, class: 'amount' });
      const pair = el('div', { class: 'pair' },
        el('figure', {}, el('img', { src: url(entry.expected[0]) }), el('figcaption', {}, 'expected')),
        el('figure', {}, el('img', { src: url(entry.actual[0]) }), el('figcaption', {}, 'actual')));
      const modes = el('div', { class: 'modes' });
      let flicker = null;
      function show(mode) {
        section.dataset.mode = mode;
        for (const b of modes.children) b.classList.toggle('on', b.dataset.mode === mode);
        clearInterval(flicker);
        pair.hidden = mode !== 'side-by-side';
        stage.hidden = mode === 'side-by-side';
        slider.hidden = mode !== 'swipe' && mode !== 'onion';
        actual.style.opacity = 1; actual.style.clipPath = 'none'; actual.style.visibility = 'visible';
        if (mode === 'swipe') actual.style.clipPath = `inset(0 0 0 ${slider.value}%)`;
        if (mode === 'onion') actual.style.opacity = slider.value / 100;
        if (mode === 'flicker') flicker = setInterval(() => {
          actual.style.visibility = actual.style.visibility === 'hidden' ? 'visible' : 'hidden';
        }, 500);
      }
      for (const mode of ['side-by-side', 'swipe', 'onion', 'flicker']) {
        const b = el('button', { 'data-mode': mode }, mode);
        b.onclick = () => show(mode);
        modes.append(b);
      }
      slider.oninput = () => show(section.dataset.mode);
      section.append(modes, pair, stage, el('br'), slider);
      show('swipe');
    }
    function flightSection(entry, section) {
      const expected = el('img', { alt: 'expected' }), actual = el('img', { alt: 'actual' });
      const time = el('span', { class: 'time' });
      const scrubber = el('input', { type: 'range', min: 0, max: entry.expected.length - 1, value: 0, class: 'scrubber' });
      const marks = el('div', { class: 'frames' });
      entry.differs.forEach((d, i) => {
        const m = el('span', { title: 't = ' + entry.times[i].toFixed(3) + ' s' });
        if (d) m.classList.add('differs');
        m.onclick = () => { scrubber.value = i; seek(); };
        marks.append(m);
      });
      function seek() {
        const i = Number(scrubber.value);
        expected.src = url(entry.expected[i]);
        actual.src = url(entry.actual[Math.min(i, entry.actual.length - 1)]);
        time.textContent = 't = ' + entry.times[i].toFixed(3) + ' s' + (entry.differs[i] ? ' (differs)' : '');
        [...marks.children].forEach((m, k) => m.classList.toggle('current', k === i));
        section.dataset.frame = i;
      }
      let timer = null;
      const play = el('button', { class: 'play' }, 'play');
      play.onclick = () => {
        if (timer) { clearInterval(timer); timer = null; play.textContent = 'play'; return; }
        play.textContent = 'pause';
        const step = entry.times.length > 1 ? (entry.times[1] - entry.times[0]) * 1000 : 100;
        timer = setInterval(() => { scrubber.value = (Number(scrubber.value) + 1) % entry.expected.length; seek(); }, step);
      };
      scrubber.oninput = seek;
      section.append(
        el('div', { class: 'pair' },
          el('figure', {}, expected, el('figcaption', {}, 'expected')),
          el('figure', {}, actual, el('figcaption', {}, 'actual'))),
        el('div', { class: 'controls' }, play, scrubber, ' ', time), marks);
      seek();
    }
    function curveSection(entry, section) {
      section.append(el('p', { class: 'legend' }, 'The principal blob over time: expected in blue, actual in red.'));
      for (const curve of entry.curves) {
        const values = [...curve.expected, ...curve.actual].filter(v => v !== null);
        if (values.length === 0) continue;
        const lo = Math.min(...values), hi = Math.max(...values), span = Math.max(hi - lo, 1e-9);
        const t0 = entry.times[0], t1 = entry.times[entry.times.length - 1], width = 320, height = 160;
        const x = t => 30 + (t1 > t0 ? (t - t0) / (t1 - t0) : 0) * (width - 40);
        const y = v => height - 20 - (v - lo) / span * (height - 40);
        const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
        svg.setAttribute('class', 'curve'); svg.setAttribute('width', width); svg.setAttribute('height', height);
        svg.setAttribute('data-name', curve.name);
        for (const [series, colour, label] of [[curve.expected, '#007aff', 'expected'], [curve.actual, '#ff3b30', 'actual']]) {
          const points = series.map((v, i) => v === null ? null : `${x(entry.times[i]).toFixed(1)},${y(v).toFixed(1)}`).filter(p => p);
          const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
          line.setAttribute('points', points.join(' ')); line.setAttribute('fill', 'none');
          line.setAttribute('stroke', colour); line.setAttribute('stroke-width', 2); line.setAttribute('class', label);
          svg.append(line);
        }
        const caption = document.createElementNS('http://www.w3.org/2000/svg', 'text');
        caption.setAttribute('x', 30); caption.setAttribute('y', 14); caption.setAttribute('font-size', 12);
        caption.textContent = `${curve.name}, ${lo.toFixed(1)}–${hi.toFixed(1)} pt`;
        svg.append(caption);
        section.append(svg);
      }
    }
    for (const entry of entries) {
      const section = el('section', { class: 'failure ' + entry.kind, 'data-kind': entry.kind },
        el('h2', {}, entry.title), el('p', { class: 'message' }, entry.message));
      root.append(section);
      if (entry.kind === 'still') stillSection(entry, section);
      if (entry.kind === 'flight') flightSection(entry, section);
      if (entry.kind === 'geometry') curveSection(entry, section);
    }
    document.body.dataset.ready = String(entries.length);
    });
    """#
}

extension Array where Element == UInt8 {
  /// Base64 of the bytes.
  var base64String: String { Data(self).base64EncodedString() }
}
