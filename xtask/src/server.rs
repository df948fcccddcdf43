//! A small static file server (std only) for the web app: correct MIME types, a
//! Content-Security-Policy header, no directory traversal, and a file's brotli or gzip copy
//! with `Content-Encoding` when the browser accepts it (`precompress.rs`). Used by `serve`,
//! the e2e tests and the browser benchmark.
//!
//! It is ours rather than a crate's because what a dev server on 127.0.0.1 needs is small and
//! the alternatives are not smaller: hyper/axum bring tokio and ~80 crates to a dependency-free
//! xtask, and tiny_http has no request deadline or connection cap either. What makes it safe
//! to leave running is that every resource is bounded ([`Limits`]): request line and header
//! sizes ([`crate::http`], 414/431), connections at once (more get 503, and a thread that
//! cannot start is a dropped connection, not a dead accept loop), and time — the whole request
//! must arrive before a deadline (408) and the whole response must be written before another.

use std::fs::File;
use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use crate::http::{self, DeadlineStream, Refusal, Request};
use crate::precompress;
use crate::static_files::{mime_type, resolve, Validators};
use crate::util::Result;

/// The policy the app runs under: only its own scripts (wasm compiled from them), its own
/// styles, data: images (the favicon) and nothing else. Also written to `dist/_headers`, and
/// `www/index.html` carries it in a `<meta http-equiv>` ([`meta_policy`]).
pub const CONTENT_SECURITY_POLICY: &str =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Directives a `<meta>` policy may not carry (CSP Level 3 §3.3); Chromium logs a console
/// error for each one it finds there.
const HEADER_ONLY_DIRECTIVES: [&str; 3] = ["frame-ancestors", "report-uri", "sandbox"];

/// [`CONTENT_SECURITY_POLICY`] as `www/index.html`'s `<meta http-equiv>` carries it, for hosts
/// that ignore `_headers`: the same directives in the same words, less those only a header may
/// give (a test keeps the page equal to this).
pub fn meta_policy() -> String {
    CONTENT_SECURITY_POLICY
        .split("; ")
        .filter(|d| !HEADER_ONLY_DIRECTIVES.contains(&d.split(' ').next().unwrap_or("")))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The policy an HTML page's `<meta http-equiv="Content-Security-Policy">` line carries.
pub fn page_policy(html: &str) -> Option<&str> {
    let meta = html
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("<meta http-equiv=\"Content-Security-Policy\""))?;
    let (_, rest) = meta.split_once("content=\"")?;
    Some(rest.split_once('"')?.0)
}

/// The methods served; anything else gets 405 with this as `Allow`.
const ALLOW: &str = "GET, HEAD";

/// What one server may use at most.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections handled at once; more are answered 503 and closed.
    pub connections: usize,
    /// Time for the whole request (line and headers) to arrive.
    pub request: Duration,
    /// Time for the whole response to be written.
    pub response: Duration,
    /// Time any one read or write may wait.
    pub step: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 64,
            request: Duration::from_secs(10),
            response: Duration::from_secs(60),
            step: Duration::from_secs(5),
        }
    }
}

/// A running server; dropping it stops accepting connections.
pub struct Server {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
}

impl Server {
    /// Serves `root` on 127.0.0.1:`port` (0 = any free port) from a background thread.
    pub fn start(root: &Path, port: u16) -> Result<Server> {
        Server::start_with(root, port, Limits::default())
    }

    /// [`Server::start`] with other limits (the tests use small ones).
    pub fn start_with(root: &Path, port: u16, limits: Limits) -> Result<Server> {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        listener
            .set_nonblocking(true)
            .map_err(|e| format!("listener: {e}"))?;
        let stop = Arc::new(AtomicBool::new(false));
        let (root, flag) = (root.to_path_buf(), stop.clone());
        thread::Builder::new()
            .name("serve-accept".into())
            .spawn(move || accept_loop(listener, root, limits, flag))
            .map_err(|e| format!("cannot start the server thread: {e}"))?;
        Ok(Server { addr, stop })
    }

    /// The base URL, e.g. `http://127.0.0.1:8000`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The address it listens on.
    #[cfg(test)]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Blocks forever (for `cargo xtask serve`).
    pub fn wait(self) -> ! {
        loop {
            thread::sleep(Duration::from_secs(3600));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

/// Counts a connection in `active` until dropped (also when its thread panics or never starts).
struct Slot(Arc<AtomicUsize>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

fn accept_loop(listener: TcpListener, root: PathBuf, limits: Limits, stop: Arc<AtomicBool>) {
    let active = Arc::new(AtomicUsize::new(0));
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, _)) => {
                if active.fetch_add(1, Ordering::SeqCst) >= limits.connections {
                    active.fetch_sub(1, Ordering::SeqCst);
                    busy(stream);
                    continue;
                }
                let (slot, root) = (Slot(active.clone()), root.clone());
                // If the thread cannot start, the closure (and the slot and stream) are
                // dropped: that connection closes and the loop goes on.
                let _ = thread::Builder::new()
                    .name("serve-conn".into())
                    .spawn(move || {
                        let _slot = slot;
                        let _ = handle(stream, &root, limits);
                    });
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                thread::sleep(Duration::from_millis(5));
            }
            Err(_) => thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// Answers 503 on the accept thread without ever waiting on the peer: what the request has
/// already sent is dropped (closing with unread input would reset the connection, and the
/// answer with it), then the 503 is written and the connection closed.
fn busy(stream: TcpStream) {
    let _ = stream.set_nonblocking(true);
    let mut sink = [0u8; 16 * 1024];
    let _ = (&stream).read(&mut sink);
    let head = "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\n\
                Connection: close\r\n\r\n";
    let _ = (&stream).write_all(head.as_bytes());
    let _ = stream.shutdown(std::net::Shutdown::Write);
}

fn handle(stream: TcpStream, root: &Path, limits: Limits) -> io::Result<()> {
    stream.set_nonblocking(false)?;
    let mut stream = DeadlineStream::new(stream, limits.request, limits.step);
    let request = http::read_request(&mut stream).and_then(|r| {
        if r.method == "GET" || r.method == "HEAD" {
            Ok(r)
        } else {
            Err(Refusal::Status("405 Method Not Allowed"))
        }
    });
    stream.restart(limits.response);
    match request {
        Ok(request) => respond(&mut stream, root, &request),
        Err(Refusal::Gone) => Ok(()),
        Err(Refusal::Status(status)) => {
            stream.restart(limits.step.min(LINGER));
            refuse(&mut stream, status, false)?;
            stream.linger(1 << 20);
            Ok(())
        }
    }
}

/// How long a refused connection may keep sending before it is closed.
const LINGER: Duration = Duration::from_secs(2);

/// Answers `status` with a one-line text body (`Allow` on 405; no body for HEAD).
fn refuse(out: &mut DeadlineStream, status: &str, head_only: bool) -> io::Result<()> {
    let body = format!("{status}\n");
    let mut headers = common_headers("text/plain; charset=utf-8", body.len() as u64);
    if status.starts_with("405") {
        headers.push(("Allow", ALLOW.into()));
    }
    http::write_head(out, status, &headers)?;
    if !head_only {
        out.write_all(body.as_bytes())?;
    }
    out.flush()
}

/// The headers every response carries.
fn common_headers(mime: &str, length: u64) -> Vec<(&'static str, String)> {
    vec![
        ("Content-Type", mime.into()),
        ("Content-Length", length.to_string()),
        ("Content-Security-Policy", CONTENT_SECURITY_POLICY.into()),
        ("X-Content-Type-Options", "nosniff".into()),
        ("Cache-Control", "no-cache".into()),
    ]
}

/// Answers a GET or HEAD: 404, 304, or the file (only its metadata for HEAD).
fn respond(out: &mut DeadlineStream, root: &Path, request: &Request) -> io::Result<()> {
    let head_only = request.method == "HEAD";
    let Some(path) = resolve(root, &request.target) else {
        return refuse(out, "404 Not Found", head_only);
    };
    // A precompressed copy the browser accepts, else the file itself.
    let copy = precompress::copy_for(&path, request.header("accept-encoding"));
    let sent = copy.as_ref().map_or(path.as_path(), |(_, c)| c.as_path());
    let found = File::open(sent)
        .ok()
        .and_then(|f| f.metadata().ok().map(|m| (f, m)));
    let Some((file, meta)) = found else {
        return refuse(out, "404 Not Found", head_only);
    };
    let validators = Validators::of(&meta);
    let mut headers = common_headers(mime_type(&path), meta.len());
    headers.extend(validators.headers());
    if let Some((coding, _)) = copy {
        headers.push(("Content-Encoding", coding.token().into()));
    }
    if precompress::has_copy(&path) {
        headers.push(("Vary", "Accept-Encoding".into()));
    }
    if validators.not_modified(request) {
        headers.retain(|(n, _)| *n != "Content-Length" && *n != "Content-Type");
        return http::write_head(out, "304 Not Modified", &headers);
    }
    http::write_head(out, "200 OK", &headers)?;
    if !head_only {
        io::copy(&mut file.take(meta.len()), out)?;
    }
    out.flush()
}

#[cfg(test)]
#[path = "server_tests.rs"]
mod tests;
