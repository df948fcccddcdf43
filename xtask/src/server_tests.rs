//! The dev server against real clients on a loopback port: every limit and every status. Each
//! wait is bounded (a client read timeout, loops with a fixed number of tries), and no test
//! asserts how fast anything is.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::time::Duration;

use super::*;

/// A parsed response: status code, headers (names lower-cased) and body.
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        let found = self.headers.iter().find(|(n, _)| n == name);
        found.map(|(_, v)| v.as_str())
    }
}

/// A temporary folder of test files (`small.txt`, `index.html`), removed when dropped.
struct Site(PathBuf);

impl std::ops::Deref for Site {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Site {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn site(name: &str) -> Site {
    let dir = std::env::temp_dir().join(format!("xtask-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("small.txt"), "hello\n").unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html>\n").unwrap();
    Site(dir)
}

fn connect(server: &Server) -> TcpStream {
    let s = TcpStream::connect(server.addr()).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(10))).unwrap();
    s
}

/// Reads what the server sends until it closes (a reset after the answer ends it too).
fn read_reply(mut s: TcpStream) -> Reply {
    let mut raw = Vec::new();
    let mut buf = [0u8; 65536];
    loop {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => raw.extend_from_slice(&buf[..n]),
        }
    }
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no response head in {:?}", String::from_utf8_lossy(&raw)));
    let head = String::from_utf8(raw[..end].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap()[9..12].parse().unwrap();
    let headers = lines
        .map(|l| {
            let (n, v) = l.split_once(':').unwrap();
            (n.to_ascii_lowercase(), v.trim().to_string())
        })
        .collect();
    Reply {
        status,
        headers,
        body: raw[end + 4..].to_vec(),
    }
}

/// Sends `request` whole (write errors ignored: the server may refuse before reading it all).
fn exchange(server: &Server, request: &[u8]) -> Reply {
    let mut s = connect(server);
    let _ = s.write_all(request);
    let _ = s.shutdown(std::net::Shutdown::Write);
    read_reply(s)
}

fn get(server: &Server, target: &str, extra: &str) -> Reply {
    let request = format!("GET {target} HTTP/1.1\r\nHost: x\r\n{extra}\r\n");
    exchange(server, request.as_bytes())
}

#[test]
fn serves_files_with_policy_headers_and_validators() {
    let dir = site("basic");
    let server = Server::start(&dir, 0).unwrap();
    let r = get(&server, "/small.txt?v=1", "");
    assert_eq!(r.status, 200);
    assert_eq!(r.body, b"hello\n");
    assert_eq!(r.header("content-length"), Some("6"));
    assert_eq!(
        r.header("content-security-policy"),
        Some(CONTENT_SECURITY_POLICY)
    );
    assert_eq!(r.header("x-content-type-options"), Some("nosniff"));
    assert!(r.header("etag").is_some_and(|t| t.starts_with('"')));
    assert!(r
        .header("last-modified")
        .is_some_and(|d| d.ends_with(" GMT")));
    assert_eq!(get(&server, "/", "").body, b"<!doctype html>\n");
    assert_eq!(get(&server, "/missing", "").status, 404);
    assert_eq!(get(&server, "/../Cargo.toml", "").status, 404);
}

/// A file with precompressed copies goes out in the coding the client prefers among those
/// it accepts, with `Content-Encoding`, its own type, its own tag and `Vary`; as it is to a
/// client that accepts none, and once it is newer than its copies.
#[test]
fn precompressed_copies_go_out_with_content_encoding() {
    let dir = site("coded");
    let file = dir.join("app.js");
    let text = "export const minx = 1;\n".repeat(100);
    std::fs::write(&file, &text).unwrap();
    crate::precompress::precompress(&[dir.to_path_buf()]).unwrap();
    let server = Server::start(&dir, 0).unwrap();
    let br = get(&server, "/app.js", "Accept-Encoding: gzip, deflate, br\r\n");
    assert_eq!(br.status, 200);
    assert_eq!(br.header("content-encoding"), Some("br"));
    assert!(br
        .header("content-type")
        .unwrap()
        .starts_with("text/javascript"));
    assert_eq!(br.header("vary"), Some("Accept-Encoding"));
    assert_eq!(
        br.header("content-length"),
        Some(br.body.len().to_string().as_str())
    );
    let mut back = Vec::new();
    brotli::BrotliDecompress(&mut &br.body[..], &mut back).unwrap();
    assert_eq!(back, text.as_bytes());
    let gz = get(&server, "/app.js", "Accept-Encoding: gzip\r\n");
    assert_eq!(gz.header("content-encoding"), Some("gzip"));
    assert_ne!(gz.header("etag"), br.header("etag"), "one tag per coding");
    let mut back = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&gz.body[..]), &mut back)
        .unwrap();
    assert_eq!(back, text);
    let plain = get(&server, "/app.js", "");
    assert_eq!(plain.header("content-encoding"), None);
    assert_eq!(plain.body, text.as_bytes());
    assert_eq!(plain.header("vary"), Some("Accept-Encoding"));
    // A file without copies: no coding, no Vary.
    std::fs::write(dir.join("tables.bin.gz"), [0x1f, 0x8b]).unwrap();
    let packed = get(&server, "/tables.bin.gz", "Accept-Encoding: br\r\n");
    assert_eq!(packed.header("vary"), None);
    assert_eq!(packed.header("content-encoding"), None);
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(&file, "export const minx = 2;\n").unwrap();
    let edited = get(&server, "/app.js", "Accept-Encoding: br\r\n");
    assert_eq!(edited.header("content-encoding"), None);
    assert_eq!(edited.body, b"export const minx = 2;\n");
}

#[test]
fn long_share_links_still_load_the_page() {
    // A 100 kB link (the e2e tests open one) and the Referer the page's scripts then send.
    let dir = site("link");
    let server = Server::start(&dir, 0).unwrap();
    let query = format!("?state={}", "A".repeat(100_000));
    assert_eq!(get(&server, &format!("/{query}"), "").status, 200);
    let referer = format!("Referer: http://127.0.0.1/{query}\r\n");
    assert_eq!(get(&server, "/small.txt", &referer).status, 200);
}

#[test]
fn conditional_requests_get_304() {
    let dir = site("cond");
    let server = Server::start(&dir, 0).unwrap();
    let first = get(&server, "/small.txt", "");
    let etag = first.header("etag").unwrap().to_string();
    let date = first.header("last-modified").unwrap().to_string();
    let cases = [
        (format!("If-None-Match: {etag}\r\n"), 304),
        (format!("If-None-Match: \"other\", W/{etag}\r\n"), 304),
        ("If-None-Match: *\r\n".to_string(), 304),
        ("If-None-Match: \"other\"\r\n".to_string(), 200),
        (format!("If-Modified-Since: {date}\r\n"), 304),
        (
            "If-Modified-Since: Sat, 01 Jan 2000 00:00:00 GMT\r\n".into(),
            200,
        ),
        ("If-Modified-Since: yesterday\r\n".into(), 200),
        // If-None-Match decides when both are given.
        (
            format!("If-None-Match: \"other\"\r\nIf-Modified-Since: {date}\r\n"),
            200,
        ),
    ];
    for (headers, status) in cases {
        let r = get(&server, "/small.txt", &headers);
        assert_eq!(r.status, status, "{headers}");
        if status == 304 {
            assert!(r.body.is_empty());
            assert_eq!(r.header("etag"), Some(etag.as_str()));
        }
    }
}

#[test]
fn head_answers_from_metadata_without_reading_the_file() {
    let dir = site("head");
    // 1 TiB, sparse: reading it (as the old server did) would never finish.
    let huge = std::fs::File::create(dir.join("huge.bin")).unwrap();
    huge.set_len(1 << 40).unwrap();
    let server = Server::start(&dir, 0).unwrap();
    let r = exchange(&server, b"HEAD /huge.bin HTTP/1.1\r\nHost: x\r\n\r\n");
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-length"), Some("1099511627776"));
    assert!(r.body.is_empty());
    let r = exchange(&server, b"HEAD /small.txt HTTP/1.0\r\n\r\n");
    assert_eq!((r.status, r.body.len()), (200, 0));
}

#[test]
fn malformed_requests_are_refused_with_their_status() {
    let dir = site("bad");
    let server = Server::start(&dir, 0).unwrap();
    let past = |cap: usize| "a".repeat(cap + 1);
    let long_target = format!("GET /{} HTTP/1.1\r\n\r\n", past(http::MAX_REQUEST_LINE));
    let long_header = format!(
        "GET / HTTP/1.1\r\nX: {}\r\n\r\n",
        past(http::MAX_HEADER_LINE)
    );
    let many = format!("GET / HTTP/1.1\r\n{}\r\n", "X: y\r\n".repeat(200));
    let line = format!("X: {}\r\n", "a".repeat(http::MAX_HEADER_LINE / 2));
    let big = format!("GET / HTTP/1.1\r\n{}\r\n", line.repeat(5));
    let cases: [(&[u8], u16); 12] = [
        (long_target.as_bytes(), 414),
        (long_header.as_bytes(), 431),
        (many.as_bytes(), 431),
        (big.as_bytes(), 431),
        (b"GET /\r\n", 400),
        (b"GET /\r\n\r\n", 400),
        (b"GET / HTTP/2.0\r\n\r\n", 505),
        (b"GET /\xff\xfe HTTP/1.1\r\n\r\n", 400),
        (b"GET / HTTP/1.1\r\nX: \xff\r\n\r\n", 400),
        (b"GET / HTTP/1.1\r\nno colon\r\n\r\n", 400),
        (b"GET http://x/ HTTP/1.1\r\n\r\n", 400),
        (b"GET  / HTTP/1.1\r\n\r\n", 400),
    ];
    for (request, status) in cases {
        let r = exchange(&server, request);
        let shown = String::from_utf8_lossy(&request[..request.len().min(40)]);
        assert_eq!(r.status, status, "{shown:?}");
        assert_eq!(
            r.header("content-security-policy"),
            Some(CONTENT_SECURITY_POLICY)
        );
    }
    let post = format!(
        "POST /small.txt HTTP/1.1\r\nContent-Length: 300000\r\n\r\n{}",
        "a".repeat(300_000)
    );
    for request in [post.as_bytes(), b"DELETE / HTTP/1.1\r\n\r\n"] {
        let r = exchange(&server, request);
        assert_eq!(r.status, 405);
        assert_eq!(r.header("allow"), Some("GET, HEAD"));
    }
    // The server is still there.
    assert_eq!(get(&server, "/small.txt", "").status, 200);
}

/// Small limits so that the timing tests run in seconds.
fn small_limits(connections: usize) -> Limits {
    Limits {
        connections,
        request: Duration::from_secs(1),
        response: Duration::from_secs(1),
        step: Duration::from_millis(500),
    }
}

/// Asserts that the server answers again within five seconds (a connection slot came back).
fn assert_serves_again(server: &Server) {
    let mut status = 0;
    for _ in 0..100 {
        status = get(server, "/small.txt", "").status;
        if status == 200 {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(status, 200, "no slot came back");
}

#[test]
fn a_request_trickled_byte_by_byte_gets_408_at_the_deadline() {
    let dir = site("slow");
    let server = Server::start_with(&dir, 0, small_limits(8)).unwrap();
    let mut s = connect(&server);
    s.write_all(b"GET / HTTP/1.1\r\n").unwrap();
    // A header byte every 100 ms: each read is quick, the whole request is not. At most 10 s.
    for _ in 0..100 {
        if s.write_all(b"X").is_err() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        let mut probe = [0u8; 1];
        s.set_nonblocking(true).unwrap();
        let answered =
            !matches!(s.peek(&mut probe), Err(ref e) if e.kind() == std::io::ErrorKind::WouldBlock);
        s.set_nonblocking(false).unwrap();
        if answered {
            break;
        }
    }
    assert_eq!(read_reply(s).status, 408);
}

#[test]
fn connections_beyond_the_cap_get_503_and_slots_come_back() {
    let dir = site("cap");
    let limits = Limits {
        request: Duration::from_secs(3),
        ..small_limits(2)
    };
    let server = Server::start_with(&dir, 0, limits).unwrap();
    // Two idle connections fill the server; a third is turned away at once.
    let idle: Vec<TcpStream> = (0..2).map(|_| connect(&server)).collect();
    let mut statuses = Vec::new();
    for _ in 0..20 {
        // The accept loop may not have taken the idle ones yet: then this one is served.
        let status = get(&server, "/small.txt", "").status;
        statuses.push(status);
        if status == 503 {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(statuses.last(), Some(&503), "{statuses:?}");
    // The idle ones time out (408) and free their slots.
    for s in idle {
        assert_eq!(read_reply(s).status, 408);
    }
    assert_serves_again(&server);
}

#[test]
fn a_client_that_stops_reading_is_cut_off_at_the_response_deadline() {
    let dir = site("write");
    let size: u64 = 256 << 20;
    std::fs::File::create(dir.join("big.bin"))
        .unwrap()
        .set_len(size)
        .unwrap();
    let server = Server::start_with(&dir, 0, small_limits(1)).unwrap();
    let mut s = connect(&server);
    s.write_all(b"GET /big.bin HTTP/1.1\r\n\r\n").unwrap();
    // Read nothing while the server fills the socket buffers and its deadline passes …
    std::thread::sleep(Duration::from_secs(3));
    // … then read what was sent: the server gave up part way instead of waiting forever.
    let mut got = 0u64;
    let mut buf = vec![0u8; 1 << 20];
    while let Ok(n @ 1..) = s.read(&mut buf) {
        got += n as u64;
    }
    assert!(got < size, "all {got} bytes were sent");
    // And its one connection slot is free again.
    assert_serves_again(&server);
}

#[test]
fn index_html_carries_the_same_policy() {
    let html = std::fs::read_to_string(crate::util::root().join("www/index.html")).unwrap();
    let content = page_policy(&html);
    assert_eq!(content, Some(meta_policy().as_str()));
    // Only frame-ancestors is left out (a <meta> cannot carry it).
    let header: Vec<&str> = CONTENT_SECURITY_POLICY.split("; ").collect();
    let page: Vec<&str> = content.unwrap().split("; ").collect();
    assert_eq!(page.len() + 1, header.len());
    assert!(header
        .iter()
        .all(|d| page.contains(d) || d.starts_with("frame-ancestors")));
}
