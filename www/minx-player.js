// <minx-player>: a live puzzle for any page, with one module script:
//   <script type="module" src=".../minx-player.js"></script>
//   <minx-player puzzle="megaminx" alg="[C: [D* A D, L*]]" phases arrows></minx-player>
// Every player runs on the app's own runtime (src/web/runtime.rs) in its shadow root, from
// one wasm module loaded once for the page. What the attributes mean is decided in Rust
// (src/app/page/player.rs); this file only builds the shadow root and forwards.
// Attributes: puzzle, alg, experimental-setup-alg, experimental-setup-anchor (start|end),
// visualization (3D|2D), control-panel (bottom-row|none), background (auto|none),
// tempo-scale, camera-latitude, camera-longitude, notation (thesis|wca), arrows, letters,
// scheme, phases, cycles. Methods play(), pause(), jumpToStart(), jumpToEnd(), screenshot(),
// figure({arrows, letters, numbers, caption, scheme}) (the page API's: SVG text),
// picture({width, height, transparent}) (the page API's: a Promise of a PNG data: URL);
// `ready`; read-only `facelets`, `cycles`; events `move` (detail [done, total]), `ended`.
import init, { MinxApp } from './pkg/minx.js';

let module;
/** The one wasm module every player shares. */
const wasm = () => (module ??= init());

const ATTRIBUTES = [
  'puzzle', 'alg', 'experimental-setup-alg', 'experimental-setup-anchor', 'visualization',
  'control-panel', 'background', 'tempo-scale', 'camera-latitude', 'camera-longitude',
  'notation', 'arrows', 'letters', 'scheme', 'phases', 'cycles',
];

const MARKUP = `
<div id="player" class="player" role="group" aria-label="Puzzle player">
  <p id="player-message" class="message" role="alert" hidden></p>
  <div class="views">
    <canvas id="view" tabindex="0" aria-label="The puzzle in 3D: drag to turn it around"></canvas>
    <div id="net-view" class="net-view" aria-label="The puzzle's flat net"></div>
  </div>
  <p id="player-phase" class="phase" aria-live="polite"></p>
  <div class="bar">
    <button id="player-start" type="button" aria-label="Jump to start">|◀</button>
    <button id="sol-prev-move" type="button" aria-label="Previous move">◀</button>
    <button id="player-play" type="button" class="play">Play</button>
    <button id="sol-next-move" type="button" aria-label="Next move">▶</button>
    <button id="player-end" type="button" aria-label="Jump to end">▶|</button>
  </div>
  <p id="piece-cycles" class="cycles" aria-label="The position as disjoint cycles"></p>
</div>`;

const STYLE = `
:host { all: initial; display: inline-block; width: 18rem; height: 20rem; vertical-align: top;
  font: 14px/1.4 system-ui, sans-serif; color: #1b1d21; contain: content; }
[hidden] { display: none !important; }
.player { display: flex; flex-direction: column; width: 100%; height: 100%; background: #f4f5f7;
  border-radius: 6px; overflow: hidden; }
.player[data-background="none"] { background: transparent; }
.views { flex: 1 1 auto; min-height: 0; display: flex; }
#view { flex: 1 1 auto; width: 100%; min-height: 0; touch-action: none; outline: none; }
#view:focus-visible, button:focus-visible { box-shadow: inset 0 0 0 3px #0e6e3a; }
.net-view { display: none; flex: 1 1 auto; min-height: 0; align-items: center; justify-content: center; }
.net-view svg { width: 100%; height: 100%; }
.player[data-visualization="2D"] #view { display: none; }
.player[data-visualization="2D"] .net-view { display: flex; }
.phase { margin: 0; text-align: center; min-height: 1.4em; font-weight: 600; }
.player[data-phases="off"] .phase { display: none; }
.bar { display: flex; justify-content: center; gap: 0.25rem; padding: 0.25rem; }
.player[data-control-panel="none"] .bar { display: none; }
button { font: inherit; min-width: 2.2rem; padding: 0.2rem 0.5rem; border: 1px solid #9aa0a8;
  border-radius: 4px; background: #fff; color: #1b1d21; cursor: pointer; }
button:disabled { opacity: 0.5; }
.cycles { margin: 0; padding: 0 0.4rem 0.3rem; font: 12px/1.3 ui-monospace, monospace;
  max-height: 4.2em; overflow: auto; }
.cycles button { font: inherit; min-width: 0; padding: 0 0.2rem; border: 0; background: none; }
.player[data-cycles="off"] .cycles { display: none; }
.message, .panic-banner { margin: 0; padding: 0.3rem 0.5rem; background: #a4161a; color: #fff; font-size: 12px; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }`;

let sheet;
/** The players' one style sheet (constructed: no inline style for the host's CSP to refuse). */
const styles = () => {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
  }
  return sheet;
};

class MinxPlayer extends HTMLElement {
  static observedAttributes = ATTRIBUTES;
  #app = null;
  #root;
  #ready;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [styles()];
    this.#root.innerHTML = MARKUP;
    this.#ready = new Promise((resolve, reject) => {
      this.#start = () => this.#boot().then(resolve, reject);
    });
  }

  #start;

  async #boot() {
    try {
      await wasm();
      this.#app = MinxApp.player(this.#root);
      const changes = ATTRIBUTES.filter((n) => this.hasAttribute(n)).map((n) => [n, this.getAttribute(n)]);
      this.#app.setAttributes(changes);
      return this;
    } catch (error) {
      const message = this.#root.getElementById('player-message');
      message.textContent = `minx could not start: ${error}`;
      message.hidden = false;
      console.error('<minx-player>', error);
      throw error;
    }
  }

  connectedCallback() {
    this.#start?.();
    this.#start = null;
  }

  attributeChangedCallback(name, _old, value) {
    this.#app?.setAttributes([[name, value]]);
  }

  /** A Promise of the player, once it runs. */
  get ready() { return this.#ready; }
  /** The position shown, as the page API's facelets() answers it. */
  get facelets() { return this.#call('facelets'); }
  /** The position as disjoint cycles, as the page API's cycles() answers it. */
  get cycles() { return this.#call('cycles'); }
  /** This player's frame counters, as the page API's stats() answers them. */
  get stats() { return this.#call('stats'); }
  play() { this.#call('playAlg'); }
  pause() { this.#call('pause'); }
  jumpToStart() { this.#call('jumpToStart'); }
  jumpToEnd() { this.#call('jumpToEnd'); }
  /** The flat net shown as a standalone SVG (text), as the page API's figure() makes it. */
  figure(options = {}) { return this.#call('figure', options); }

  /** The 3D view at a size as a PNG, as the page API's picture() makes it: a Promise of a data: URL. */
  picture(options = {}) { return this.#call('picture', options); }

  /**
   * A Promise of a PNG Blob of what the player shows: the flat net, or the model as
   * picture() draws it at the canvas's size (scaled down to fit its 2048-pixel sides).
   */
  async screenshot() {
    await this.#ready;
    const canvas = this.#root.getElementById('view');
    if (canvas.offsetParent === null) return netPng(this.#root.querySelector('#net-view svg'));
    const scale = Math.min(1, 2048 / Math.max(canvas.width, canvas.height));
    const side = (n) => Math.max(1, Math.floor(n * scale));
    return dataUrlBlob(await this.picture({ width: side(canvas.width), height: side(canvas.height) }));
  }

  #call(name, args = {}) {
    if (!this.#app) throw new Error('the player is not ready yet (await player.ready)');
    return this.#app.call({ [name]: args });
  }
}

/** A base64 data: URL's bytes as a Blob of its type (no fetch: a host page's CSP may forbid it). */
function dataUrlBlob(url) {
  const [head, body] = url.split(',', 2);
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: head.slice('data:'.length).split(';')[0] });
}

/** The net's SVG as a PNG Blob. */
async function netPng(svg) {
  const box = svg.getBoundingClientRect();
  // A data: address (a host page's CSP that allows images at all allows these).
  const xml = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(box.width));
  canvas.height = Math.max(1, Math.round(box.height));
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

customElements.define('minx-player', MinxPlayer);
