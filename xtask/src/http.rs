//! The HTTP/1.x the dev server speaks: reading one request within byte and time limits, and
//! writing a response head. Each way a request can be refused is a [`Refusal`] with its status.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The most bytes of a request line (`GET /path HTTP/1.1`); longer ones get 414. Generous,
/// because the page must still load to refuse an over-long share link itself (the e2e tests
/// open 100 kB links; the app reads at most `minx::share::MAX_QUERY` of them).
pub const MAX_REQUEST_LINE: usize = 256 * 1024;
/// The most bytes of one header line; longer ones get 431. As long as a request line: the
/// page's own requests carry its address in `Referer`.
pub const MAX_HEADER_LINE: usize = MAX_REQUEST_LINE;
/// The most bytes of all header lines together; more get 431.
pub const MAX_HEADER_BYTES: usize = 2 * MAX_HEADER_LINE;
/// The most header lines; more get 431.
pub const MAX_HEADERS: usize = 100;

/// A request the server will answer: method, target and headers (names in lower case).
#[derive(Debug)]
pub struct Request {
    /// `GET`, `HEAD`, …
    pub method: String,
    /// The origin-form target, `/path?query`.
    pub target: String,
    /// The header fields in order, names lower-cased, values trimmed.
    pub headers: Vec<(String, String)>,
}

impl Request {
    /// The value of the first header called `name` (lower case), if any.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a request is not answered normally: the status to answer with, or nothing at all.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The connection closed (or failed) before a whole request came; nobody to answer.
    Gone,
    /// Answer with this status line (`400 Bad Request`, …) and close.
    Status(&'static str),
}

/// A TCP stream whose reads and writes all have to finish before one deadline, each also
/// within `step` (so a peer trickling a byte at a time cannot hold a thread past it).
pub struct DeadlineStream {
    stream: TcpStream,
    deadline: Instant,
    step: Duration,
}

impl DeadlineStream {
    /// Wraps `stream`; everything must be done within `total`, each read or write within `step`.
    pub fn new(stream: TcpStream, total: Duration, step: Duration) -> DeadlineStream {
        DeadlineStream {
            stream,
            deadline: Instant::now() + total,
            step,
        }
    }

    /// Moves the deadline to `total` from now (for the response, once the request is read).
    pub fn restart(&mut self, total: Duration) {
        self.deadline = Instant::now() + total;
    }

    /// Closes gracefully after a refusal: stops sending, then reads and drops what the peer
    /// still sends (at most `max` bytes, within the deadline), so that closing with unread
    /// input does not reset the connection before the peer has read the answer.
    pub fn linger(&mut self, max: u64) {
        let _ = self.stream.shutdown(std::net::Shutdown::Write);
        let _ = io::copy(&mut self.take(max), &mut io::sink());
    }

    /// The time allowed for the next read or write, or a timeout error when none is left.
    fn budget(&self) -> io::Result<Duration> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::Error::new(io::ErrorKind::TimedOut, "deadline passed"));
        }
        Ok(left.min(self.step))
    }
}

impl Read for DeadlineStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.stream.set_read_timeout(Some(self.budget()?))?;
        self.stream.read(buf)
    }
}

impl Write for DeadlineStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.stream.set_write_timeout(Some(self.budget()?))?;
        self.stream.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.stream.flush()
    }
}

/// Whether an I/O error is a timeout (the platform says `WouldBlock` or `TimedOut`).
fn timed_out(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
    )
}

/// One line ending in `\n`, at most `cap` bytes, as UTF-8 without its line ending.
/// `too_long` is the status for a longer line; a line that is not UTF-8 is a 400.
fn read_line(
    reader: &mut impl BufRead,
    cap: usize,
    too_long: &'static str,
) -> Result<String, Refusal> {
    let mut line = Vec::new();
    let read = reader
        .take(cap as u64 + 1)
        .read_until(b'\n', &mut line)
        .map_err(|e| {
            if timed_out(&e) {
                Refusal::Status("408 Request Timeout")
            } else {
                Refusal::Gone
            }
        })?;
    if line.last() != Some(&b'\n') {
        return Err(if read > cap {
            Refusal::Status(too_long)
        } else {
            Refusal::Gone
        });
    }
    line.pop();
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    String::from_utf8(line).map_err(|_| Refusal::Status("400 Bad Request"))
}

/// Reads one request (line and headers, no body) from `stream`.
pub fn read_request(stream: &mut DeadlineStream) -> Result<Request, Refusal> {
    let mut reader = BufReader::new(stream);
    let line = read_line(&mut reader, MAX_REQUEST_LINE, "414 URI Too Long")?;
    let parts: Vec<&str> = line.split(' ').collect();
    // A bare `GET /` (HTTP/0.9) or anything else without exactly three parts is refused.
    let [method, target, version] = parts.as_slice() else {
        return Err(Refusal::Status("400 Bad Request"));
    };
    if !matches!(*version, "HTTP/1.0" | "HTTP/1.1") {
        return Err(Refusal::Status(if version.starts_with("HTTP/") {
            "505 HTTP Version Not Supported"
        } else {
            "400 Bad Request"
        }));
    }
    let token = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphabetic());
    if !token(method) || !target.starts_with('/') {
        return Err(Refusal::Status("400 Bad Request"));
    }
    let mut headers = Vec::new();
    let mut total = 0;
    loop {
        let header = read_line(
            &mut reader,
            MAX_HEADER_LINE,
            "431 Request Header Fields Too Large",
        )?;
        if header.is_empty() {
            break;
        }
        total += header.len();
        if headers.len() == MAX_HEADERS || total > MAX_HEADER_BYTES {
            return Err(Refusal::Status("431 Request Header Fields Too Large"));
        }
        let (name, value) = header
            .split_once(':')
            .filter(|(n, _)| token_name(n))
            .ok_or(Refusal::Status("400 Bad Request"))?;
        headers.push((name.to_ascii_lowercase(), value.trim().to_string()));
    }
    Ok(Request {
        method: method.to_string(),
        target: target.to_string(),
        headers,
    })
}

/// Whether `name` is a header field name (RFC 9110 token characters, no spaces).
fn token_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

/// Writes a response head: the status line, `headers`, and `Connection: close`.
pub fn write_head(
    out: &mut impl Write,
    status: &str,
    headers: &[(&str, String)],
) -> io::Result<()> {
    let mut head = format!("HTTP/1.1 {status}\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("Connection: close\r\n\r\n");
    out.write_all(head.as_bytes())
}
