//! [`Runtime`]: the app, the scene and the view behind one canvas, and the frame loop.
//!
//! At most one `requestAnimationFrame` is pending at a time, and frames are requested only
//! when something changed: a command, an animation still running, a drag, a resize.

use crate::app::worker::Failure;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

use super::dom::{self, Listener, Root};
use super::page::PageDom;
use super::storage;
use super::worker::{Settle, WorkerClient};
use crate::app::{FrameClock, Lab, Player, PlayerEvent, SessionKeeper, WorkerLink};
use crate::render::{Palette, Scene, View};

/// The runtime shared by event handlers.
pub type Shared = Rc<RefCell<Runtime>>;

/// What the runtime drives: the app's own page (its panel around the canvas, opened at the
/// URL's link or the saved session, which it keeps), or one `<minx-player>` (its shadow
/// root's few elements, opened by its attributes, keeping nothing). The same lab, scene,
/// view, panel writer, controls and frame loop serve both.
pub enum Mode {
    /// The app's page, with the keeper of its session.
    Page(SessionKeeper),
    /// A player, with its attributes and what it last told its host.
    Player(Player),
}

/// Everything behind the canvas.
pub struct Runtime {
    /// The puzzles, paint mode and the subgroup explorer.
    pub lab: Lab,
    /// The subgroup worker, once started, and the page API's promises waiting on it.
    pub link: WorkerLink<WorkerClient, Settle>,
    /// The camera and the puzzle's orientation.
    pub view: View,
    /// Sticker colours.
    pub palette: Palette,
    /// The page's event listeners (each stops listening when dropped).
    listeners: Vec<Listener>,
    /// What draws the puzzle, and what it last drew.
    pub scene: Scene,
    /// The canvas it draws on.
    pub canvas: HtmlCanvasElement,
    page: PageDom,
    frame_callback: Closure<dyn FnMut(f64)>,
    /// The frame loop's bookkeeping and counters.
    pub clock: FrameClock,
    /// Where its elements are looked up by id.
    pub root: Root,
    /// The page, or a player.
    pub mode: Mode,
    /// Whether a net film's frame is loading as an image (the next waits for it).
    pub film_loading: bool,
}

impl Runtime {
    /// Starts on the canvas, its elements under `root`: WebGL2, the controls wired, and
    /// drawn. The page opens its puzzle at the URL's share link, else at the saved session
    /// ([`SessionKeeper::open`]); a player solved, until its attributes come.
    pub fn start(canvas: HtmlCanvasElement, root: Root, player: bool) -> Result<Shared, Failure> {
        let scene = Scene::on_canvas(&canvas)?;
        let (lab, mode) = if player {
            (motion_lab(), Mode::Player(Player::default()))
        } else {
            let (lab, keeper) = open_lab();
            (lab, Mode::Page(keeper))
        };
        let rt = Rc::new_cyclic(|weak: &Weak<RefCell<Runtime>>| {
            let weak = weak.clone();
            let frame_callback = Closure::new(move |t: f64| {
                if let Some(rt) = weak.upgrade() {
                    on_frame(&rt, t);
                }
            });
            RefCell::new(Runtime {
                lab,
                link: WorkerLink::default(),
                view: View::new(canvas.client_width() as f32, canvas.client_height() as f32),
                palette: Palette::wca(),
                listeners: Vec::new(),
                scene,
                canvas,
                page: PageDom::new(root.clone()),
                frame_callback,
                clock: FrameClock::new(),
                root,
                mode,
                film_loading: false,
            })
        });
        let mut listeners = super::input::wire_canvas(&rt);
        listeners.extend(super::controls::wire(&rt));
        rt.borrow_mut().listeners = listeners;
        request(&rt);
        Ok(rt)
    }

    /// Rewrites the panel (and the net) now. The page then shows a whole position: it is
    /// the one a panic's banner offers to reload, and the session saved for the next visit
    /// (none, after Reset).
    /// Follows the lab's colour-scheme choice and custom colours.
    pub(super) fn sync_palette(&mut self) {
        let palette = Palette::of_lab(&self.lab);
        if palette != self.palette {
            self.palette = palette;
        }
    }

    fn refresh_panel(&mut self) {
        self.sync_palette();
        let own = match &self.mode {
            Mode::Player(player) => player.view(&self.lab),
            Mode::Page(_) => Vec::new(),
        };
        self.page.show(&self.lab, &self.palette, own);
        if let Mode::Page(keeper) = &mut self.mode {
            super::panic::remember(&self.lab.link_query());
            if let Some(store) = keeper.keep(&self.lab) {
                storage::write(&store);
            }
        }
    }

    /// What a player tells its host since it was last asked (nothing, on the page).
    fn events(&mut self) -> Vec<PlayerEvent> {
        match &mut self.mode {
            Mode::Player(player) => player.events(&self.lab),
            Mode::Page(_) => Vec::new(),
        }
    }

    /// Keeps the drawing buffer at the canvas's size in device pixels ([`View::fit`]);
    /// returns that size.
    fn fit_canvas(&mut self) -> (u32, u32) {
        let css = (self.canvas.client_width(), self.canvas.client_height());
        let (w, h) = self.view.fit(css, dom::window().device_pixel_ratio());
        if self.canvas.width() != w || self.canvas.height() != h {
            self.canvas.set_width(w);
            self.canvas.set_height(h);
        }
        (w, h)
    }

    /// Asks for a frame, unless one is already pending; the panel stays as it is.
    pub fn ask_frame(&mut self) {
        let callback = self.frame_callback.as_ref().unchecked_ref();
        if self.clock.wants_frame() && dom::window().request_animation_frame(callback).is_ok() {
            self.clock.asked();
        }
    }
}

/// A fresh lab with the visitor's motion preference (turns jump under reduced motion).
fn motion_lab() -> Lab {
    let mut lab = Lab::new();
    let reduce = dom::window().match_media("(prefers-reduced-motion: reduce)");
    lab.set_instant(reduce.ok().flatten().is_some_and(|m| m.matches()));
    lab
}

/// The lab as the page opens: at the page's address (for share links), with the visitor's
/// motion preference, at the URL's share link or else the saved session; and the keeper of
/// that session.
fn open_lab() -> (Lab, SessionKeeper) {
    let (mut lab, mut keeper) = (motion_lab(), SessionKeeper::default());
    let window = dom::window();
    let loc = window.location();
    let origin = loc.origin().unwrap_or_default();
    lab.set_page_address(&(origin + &loc.pathname().unwrap_or_default()));
    keeper.open(&mut lab, &loc.search().unwrap_or_default(), storage::read());
    (lab, keeper)
}

/// After an action (its requests already posted, see [`super::input::act`]) or the worker's
/// word: rewrites the panel now (so the page is consistent as soon as the event handler
/// returns) and asks for a frame to draw the puzzle.
pub fn request(rt: &Shared) {
    rt.borrow_mut().refresh_panel();
    rt.borrow_mut().ask_frame();
    tell(rt);
}

/// Dispatches what a player tells its host (a move played, the alg ended) as DOM events on
/// the host element, once the runtime is let go (a listener may call the player back).
fn tell(rt: &Shared) {
    let (events, root) = {
        let r = &mut *rt.borrow_mut();
        (r.events(), r.root.clone())
    };
    let Root::Shadow(shadow) = root else {
        return;
    };
    for event in events {
        let init = web_sys::CustomEventInit::new();
        init.set_detail(&dom::to_js(&detail(event)));
        if let Ok(e) = web_sys::CustomEvent::new_with_event_init_dict(event.name(), &init) {
            let _ = shadow.host().dispatch_event(&e);
        }
    }
}

/// An event's `detail`: the moves done and in all, for a move.
fn detail(event: PlayerEvent) -> Option<[usize; 2]> {
    match event {
        PlayerEvent::Move { done, total } => Some([done, total]),
        PlayerEvent::Ended => None,
    }
}

fn now() -> f64 {
    dom::window().performance().map_or(0.0, |p| p.now())
}

/// Draws a frame at `time`: the lab's animations advance, the puzzle is drawn at the
/// canvas's size, the panel is rewritten when it must be, and another frame is asked for
/// while something moves.
fn on_frame(rt: &Shared, time: f64) {
    if super::panic::happened() {
        // The frame loop ends: the runtime may still be borrowed by the code that panicked.
        return;
    }
    let started = now();
    frame(&mut rt.borrow_mut(), time, started);
    super::film::draw_due(rt);
    tell(rt);
}

/// The frame's work on the runtime (see [`on_frame`]).
fn frame(r: &mut Runtime, time: f64, started: f64) {
    r.clock.advance(&mut r.lab, time);
    let size = r.fit_canvas();
    r.sync_palette();
    r.scene.draw(&mut r.view, &r.lab, &r.palette, size);
    if r.clock.take_panel() {
        r.refresh_panel();
    }
    let turning = r.view.ease(r.lab.sim().timeline().is_instant());
    if r.clock.end(time, &r.lab, started, now()) || turning {
        r.ask_frame();
    }
}
