// A review page: one self-contained HTML file comparing pictures, flights and tracks.
//
// What: a page of sections, one per entry: a still to compare side by side, by swiping, as an
// onion skin or flickering; a flight (two frame sequences) to scrub or play frame by frame,
// each frame marked when it differs; a geometry track's curves, expected against actual. The
// pictures are inlined as data URLs and the page carries its own script and style, so it opens
// from disk, travels as one file and needs no network. The page is its header (style, script,
// heading) followed by one inert JSON element per entry, so entries can be appended to a file
// one at a time; the script builds the sections once the page has loaded.
// Used by: FlipbookTesting's failure report and `render compare`.

import Foundation
import Raster

/// One comparison on a review page: a still, a flight or a geometry track, expected (or the
/// first input) against actual (or the second).
public struct ReviewEntry: Codable, Sendable {
  public enum Kind: String, Codable, Sendable { case still, flight, geometry }

  public var kind: Kind
  /// `scene/variant/file`, as the failure message names it.
  public var title: String
  public var message: String
  /// PNG frames (one for a still), base64.
  public var expected: [String] = []
  public var actual: [String] = []
  /// For flights: the time of each frame, and whether it differs.
  public var times: [Double] = []
  public var differs: [Bool] = []
  /// For geometry: named series over `times`, expected and actual.
  public var curves: [Curve] = []

  /// What the two sides are called on the page; default expected and actual.
  public var labels: [String] = ["expected", "actual"]

  public struct Curve: Codable, Sendable {
    public var name: String
    public var expected: [Double?]
    public var actual: [Double?]

    public init(name: String, expected: [Double?], actual: [Double?]) {
      self.name = name
      self.expected = expected
      self.actual = actual
    }
  }

  public init(
    kind: Kind, title: String, message: String, expected: [String] = [], actual: [String] = [], times: [Double] = [],
    differs: [Bool] = [], curves: [Curve] = [], labels: [String] = ["expected", "actual"]
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.expected = expected
    self.actual = actual
    self.times = times
    self.differs = differs
    self.curves = curves
    self.labels = labels
  }
}

/// The HTML of a review page.
public enum ReviewPage {
  /// The whole page of `entries`, headed `title`.
  public static func page(_ entries: [ReviewEntry], title: String) -> String {
    header(title: title) + entries.map(element).joined()
  }

  /// `text` with HTML's special characters escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// One failure's data element: its JSON inside an inert script element.
  public static func element(_ entry: ReviewEntry) -> String {
    let json = (try? JSONEncoder().encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    // `</` cannot appear inside the script element.
    return "<script class=\"report-entry\" type=\"application/json\">"
      + json.replacingOccurrences(of: "</", with: "<\\/") + "</script>\n"
  }

  /// PNG bytes of `pixmap`, base64, for a data URL.
  public static func encoded(_ pixmap: Pixmap) -> String {
    ((try? PNGCodec.encode(pixmap, compressionLevel: 6)) ?? []).base64String
  }

  // MARK: The page

  /// The page up to the first entry's data: style, script and a heading, `title`, or with
  /// `counting` the number of entries and a noun and verb ("3 goldens failed"), counted once
  /// the page has loaded (entries may be appended after the header is written).
  public static func header(title: String, counting: (noun: String, verb: String)? = nil) -> String {
    let counts = counting.map { " data-count=\"\(escaped($0.noun))\" data-verb=\"\(escaped($0.verb))\"" } ?? ""
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Flipbook review</title>
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
      <h1 id="heading"\(counts)>\(escaped(title))</h1>
      <div id="failures"></div>

      """
  }

  /// The page's behaviour: builds one section per failure from the embedded data.
  static let script = #"""
    document.addEventListener('DOMContentLoaded', () => {
    const entries = [...document.querySelectorAll('script.report-entry')].map(node => JSON.parse(node.textContent));
    const heading = document.getElementById('heading');
    if (heading.dataset.count !== undefined) {
      const noun = heading.dataset.count;
      heading.textContent = `${entries.length} ${noun}${entries.length === 1 ? '' : 's'} ${heading.dataset.verb}`;
    }
    document.title = 'Flipbook: ' + heading.textContent;
    const root = document.getElementById('failures');
    const url = b64 => 'data:image/png;base64,' + b64;
    function el(tag, attrs, ...children) {
      const node = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
      for (const c of children) node.append(c);
      return node;
    }
    function stillSection(entry, section) {
      const [first, second] = entry.labels;
      const expected = el('img', { src: url(entry.expected[0]), alt: first });
      const actual = el('img', { src: url(entry.actual[0]), alt: second, class: 'over' });
      const stage = el('div', { class: 'stage' }, expected, actual);
      const slider = el('input', { type: 'range', min: 0, max: 100, value: 50, class: 'amount' });
      const pair = el('div', { class: 'pair' },
        el('figure', {}, el('img', { src: url(entry.expected[0]) }), el('figcaption', {}, first)),
        el('figure', {}, el('img', { src: url(entry.actual[0]) }), el('figcaption', {}, second)));
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
      const [first, second] = entry.labels;
      const expected = el('img', { alt: first }), actual = el('img', { alt: second });
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
          el('figure', {}, expected, el('figcaption', {}, first)),
          el('figure', {}, actual, el('figcaption', {}, second))),
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
