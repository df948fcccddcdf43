//! The worker's replies read by hand: [`read_replies`] turns the structured clone that
//! `postMessage` delivers back into [`Reply`]s, with `js_sys::Reflect`, `Object` and `Array`.
//!
//! Why by hand: the worker writes its replies with serde-wasm-bindgen
//! (`Serializer::json_compatible`, see [`to_js`](super::dom::to_js)), and reading them back
//! through serde put `Reply`'s `Deserialize` and serde-wasm-bindgen's deserializer into the
//! page's wasm, about 21.7 KB raw and 7.1 KB gzip. With this reader in its place the page's
//! module (then profile `wasm-page`, after `wasm-opt -Oz`) went from 679,923 to 662,280 bytes, and from
//! 294,402 to 289,787 gzipped (`-9`): 17.6 KB and 4.6 KB less. `Reply` keeps its serde
//! derives: the worker still writes with them, and the native tests read with serde_json.
//!
//! What it accepts is what serde accepts from that writer: enums externally tagged
//! (`{"done": {…}}`, a unit variant as its bare name; `Reply`'s kinds in camelCase, fields
//! as Rust names them: `whole_group`), fields it does not know ignored, names and big
//! numbers read through their `FromStr` (the type's own error in words), integers exact and
//! in range, the defaults of `tones`, `bracket` and `searching` (and a bracket's non-turning
//! moves dropped, a step's refused). An error names the reply and the field:
//! ``reply 2: `done.report.order`: expected a string``. The in-browser tests (`tests/web.rs`)
//! round-trip every kind of reply through the worker's writer and a structured clone, and
//! compare this reader with serde on odd and broken messages.

use std::fmt;
use std::str::FromStr;

use js_sys::{Array, Number, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use crate::app::{AnatomyView, Membership, Reply, Step, SubgroupReport};
use crate::group::Letter;
use crate::wire::Bytes;

/// Why a value could not be read: where it is (`report.order`, `steps[1].setup[0]`; empty
/// for the value itself) and what was wrong, in words.
struct Unread {
    at: String,
    why: String,
}

/// A value read, or why not.
type Read<T> = Result<T, Unread>;

/// How a value is read: a plain function, not a closure, so that each helper below is
/// compiled once per type read rather than once per call (what keeps this reader small).
type Reader<T> = fn(&JsValue) -> Read<T>;

impl Unread {
    /// What is wrong with the value itself.
    fn new(why: impl Into<String>) -> Unread {
        Unread {
            at: String::new(),
            why: why.into(),
        }
    }

    /// The same, found inside `step` of an outer value (a field's name, or `[i]`).
    fn inside(mut self, step: &str) -> Unread {
        let dot = if self.at.is_empty() || self.at.starts_with('[') {
            ""
        } else {
            "."
        };
        self.at = format!("{step}{dot}{}", self.at);
        self
    }

    /// The same, found in field `name` whose value is `v` (said to be missing when it is
    /// `undefined`, whatever the reader expected).
    fn in_field(self, name: &str, v: &JsValue) -> Unread {
        let e = if v.is_undefined() {
            Unread::new("missing")
        } else {
            self
        };
        e.inside(name)
    }
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.why)
        } else {
            write!(f, "`{}`: {}", self.at, self.why)
        }
    }
}

/// The replies in one message of the worker (an array of them), or why it cannot be read:
/// ``reply 2: `done.report.order`: expected a string`` (replies counted from 0).
pub fn read_replies(data: &JsValue) -> Result<Vec<Reply>, String> {
    let replies = array(data).map_err(|e| format!("the message: {e}"))?;
    (replies.iter().enumerate())
        .map(|(i, r)| reply(&r).map_err(|e| format!("reply {i}: {e}")))
        .collect()
}

// Values, each read on its own (an error says what was expected, not where).

/// A plain object (what a struct is written as).
fn object(v: &JsValue) -> Read<&Object> {
    if v.is_object() {
        Ok(v.unchecked_ref())
    } else {
        Err(Unread::new("expected an object"))
    }
}

/// An array.
fn array(v: &JsValue) -> Read<&Array> {
    if Array::is_array(v) {
        Ok(v.unchecked_ref())
    } else {
        Err(Unread::new("expected an array"))
    }
}

/// A string.
fn string(v: &JsValue) -> Read<String> {
    v.as_string()
        .ok_or_else(|| Unread::new("expected a string"))
}

/// A number (any: a share, `0..=1`).
fn number(v: &JsValue) -> Read<f64> {
    v.as_f64().ok_or_else(|| Unread::new("expected a number"))
}

/// `true` or `false`.
fn boolean(v: &JsValue) -> Read<bool> {
    v.as_bool()
        .ok_or_else(|| Unread::new("expected true or false"))
}

/// A whole number that `T` holds exactly (JavaScript's safe integers, then `T`'s range).
fn integer<T: TryFrom<i64>>(v: &JsValue) -> Read<T> {
    match v.as_f64() {
        Some(n) if Number::is_safe_integer(v) => {
            T::try_from(n as i64).map_err(|_| Unread::new(format!("{n} is out of range")))
        }
        _ => Err(Unread::new("expected a whole number")),
    }
}

/// A string read through `T`'s `FromStr` (a name, a big number), its error in words.
fn parsed<T: FromStr>(v: &JsValue) -> Read<T>
where
    T::Err: fmt::Display,
{
    string(v)?
        .parse()
        .map_err(|e: T::Err| Unread::new(e.to_string()))
}

/// An array, each element read by `item` (an error names the element: `[3]`).
fn list<T>(v: &JsValue, item: Reader<T>) -> Read<Vec<T>> {
    let items = array(v)?;
    let mut out = Vec::with_capacity(items.length() as usize);
    for (i, x) in items.iter().enumerate() {
        out.push(item(&x).map_err(|e| e.inside(&format!("[{i}]")))?);
    }
    Ok(out)
}

/// A pair, `[a, b]` (elements past two ignored, as serde-wasm-bindgen ignores them).
fn pair<A, B>(v: &JsValue, a: Reader<A>, b: Reader<B>) -> Read<(A, B)> {
    let both = array(v)?;
    if both.length() < 2 {
        return Err(Unread::new("expected a pair"));
    }
    let first = a(&both.get(0)).map_err(|e| e.inside("[0]"))?;
    let second = b(&both.get(1)).map_err(|e| e.inside("[1]"))?;
    Ok((first, second))
}

// Fields of an object (an error names the field).

/// Field `name` of `o` (`undefined` where it is missing).
fn get(o: &Object, name: &str) -> JsValue {
    Reflect::get(o, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// Field `name` of `o`, read by `read`.
fn field<T>(o: &Object, name: &str, read: Reader<T>) -> Read<T> {
    let v = get(o, name);
    read(&v).map_err(|e| e.in_field(name, &v))
}

/// Field `name` of `o`, or `T`'s default where it is missing (serde's `#[serde(default)]`).
fn field_or_default<T: Default>(o: &Object, name: &str, read: Reader<T>) -> Read<T> {
    let v = get(o, name);
    if v.is_undefined() {
        return Ok(T::default());
    }
    read(&v).map_err(|e| e.inside(name))
}

/// A job's number, the `id` of most replies.
fn id(o: &Object) -> Read<u32> {
    field(o, "id", integer)
}

// The protocol's shapes.

/// An externally tagged enum: `{"tag": body}`, or a unit variant as its bare `"tag"` (its
/// body then `undefined`).
fn tagged(v: &JsValue) -> Read<(String, JsValue)> {
    if let Some(tag) = v.as_string() {
        return Ok((tag, JsValue::UNDEFINED));
    }
    let entries = Object::entries(object(v)?);
    let entry = entries.get(0);
    match (entries.length(), entry.dyn_ref::<Array>()) {
        (1, Some(kv)) => Ok((string(&kv.get(0))?, kv.get(1))),
        _ => Err(Unread::new("expected an object with one key, its kind")),
    }
}

/// One reply; an error's place starts with its kind (`done.report.order`).
fn reply(v: &JsValue) -> Read<Reply> {
    let (tag, body) = tagged(v)?;
    let read = reader(&tag).ok_or_else(|| Unread::new(format!("unknown kind `{tag}`")))?;
    object(&body).and_then(read).map_err(|e| e.inside(&tag))
}

/// How a reply of kind `tag` reads its body, if it is a kind.
fn reader(tag: &str) -> Option<fn(&Object) -> Read<Reply>> {
    Some(match tag {
        "progress" => progress,
        "done" => done,
        "failed" => failed,
        "cancelled" => cancelled,
        "member" => member,
        "crashed" => crashed,
        "building" => building,
        "planned" => planned,
        "shorter" => shorter,
        "searched" => searched,
        "heap" => heap,
        "ready" => ready,
        "answered" => answered,
        "anatomy" => anatomy,
        "encoding" => encoding,
        "filmed" => filmed,
        _ => return None,
    })
}

/// [`Reply::Encoding`]'s body.
fn encoding(o: &Object) -> Read<Reply> {
    Ok(Reply::Encoding {
        id: id(o)?,
        encoded: field(o, "encoded", integer)?,
    })
}

/// [`Reply::Filmed`]'s body (the GIF as a `Uint8Array`).
fn filmed(o: &Object) -> Read<Reply> {
    Ok(Reply::Filmed {
        id: id(o)?,
        gif: field(o, "gif", bytes)?,
    })
}

/// Bytes sent as a `Uint8Array`.
fn bytes(v: &JsValue) -> Read<Bytes> {
    let array = v
        .dyn_ref::<js_sys::Uint8Array>()
        .ok_or_else(|| Unread::new("expected bytes (a Uint8Array)"))?;
    Ok(Bytes(array.to_vec()))
}

/// [`Reply::Progress`]'s body.
fn progress(o: &Object) -> Read<Reply> {
    Ok(Reply::Progress {
        id: id(o)?,
        fraction: field(o, "fraction", number)?,
        levels: field(o, "levels", integer)?,
        whole_group: field(o, "whole_group", boolean)?,
    })
}

/// [`Reply::Done`]'s body.
fn done(o: &Object) -> Read<Reply> {
    Ok(Reply::Done {
        id: id(o)?,
        report: field(o, "report", report)?,
    })
}

/// [`Reply::Failed`]'s body.
fn failed(o: &Object) -> Read<Reply> {
    Ok(Reply::Failed {
        id: id(o)?,
        message: field(o, "message", string)?,
    })
}

/// [`Reply::Cancelled`]'s body.
fn cancelled(o: &Object) -> Read<Reply> {
    Ok(Reply::Cancelled { id: id(o)? })
}

/// [`Reply::Member`]'s body.
fn member(o: &Object) -> Read<Reply> {
    Ok(Reply::Member {
        id: id(o)?,
        answer: field(o, "answer", membership)?,
    })
}

/// [`Reply::Crashed`]'s body.
fn crashed(o: &Object) -> Read<Reply> {
    Ok(Reply::Crashed {
        message: field(o, "message", string)?,
    })
}

/// [`Reply::Building`]'s body.
fn building(o: &Object) -> Read<Reply> {
    Ok(Reply::Building {
        id: id(o)?,
        fraction: field(o, "fraction", number)?,
        line: field(o, "line", string)?,
    })
}

/// [`Reply::Planned`]'s body.
fn planned(o: &Object) -> Read<Reply> {
    Ok(Reply::Planned {
        id: id(o)?,
        method: field(o, "method", parsed)?,
        steps: field(o, "steps", steps)?,
        searching: field_or_default(o, "searching", boolean)?,
    })
}

/// [`Reply::Shorter`]'s body.
fn shorter(o: &Object) -> Read<Reply> {
    Ok(Reply::Shorter {
        id: id(o)?,
        steps: field(o, "steps", steps)?,
    })
}

/// [`Reply::Searched`]'s body.
fn searched(o: &Object) -> Read<Reply> {
    Ok(Reply::Searched {
        id: id(o)?,
        rounds: field(o, "rounds", integer)?,
    })
}

/// [`Reply::Heap`]'s body.
fn heap(o: &Object) -> Read<Reply> {
    Ok(Reply::Heap {
        id: id(o)?,
        bytes: field(o, "bytes", integer)?,
    })
}

/// [`Reply::Ready`]'s body.
fn ready(o: &Object) -> Read<Reply> {
    Ok(Reply::Ready {
        id: id(o)?,
        ready: field(o, "ready", boolean)?,
    })
}

/// [`Reply::Answered`]'s body.
fn answered(o: &Object) -> Read<Reply> {
    Ok(Reply::Answered {
        id: id(o)?,
        json: field(o, "json", string)?,
    })
}

/// [`Reply::Anatomy`]'s body (its census as `[order, count]` pairs).
fn anatomy(o: &Object) -> Read<Reply> {
    Ok(Reply::Anatomy {
        id: id(o)?,
        anatomy: field(o, "anatomy", anatomy_view)?,
        orders: field(o, "orders", |v| list(v, |p| pair(p, integer, parsed)))?,
    })
}

/// A position's [`AnatomyView`] (camelCase, its numbers as decimal strings; its cycle type an
/// object of texts).
fn anatomy_view(v: &JsValue) -> Read<AnatomyView> {
    let o = object(v)?;
    Ok(AnatomyView {
        order: field(o, "order", parsed)?,
        cycle_type: field(o, "cycleType", |v| {
            list(&Object::entries(object(v)?), |kv| pair(kv, string, string))
                .map(|pairs| pairs.into_iter().collect())
        })?,
        same_order: field(o, "sameOrder", parsed)?,
        same_cycle_type: field(o, "sameCycleType", parsed)?,
        group_order: field(o, "groupOrder", parsed)?,
    })
}

/// A finished job's [`SubgroupReport`] (its big numbers as decimal strings).
fn report(v: &JsValue) -> Read<SubgroupReport> {
    let o = object(v)?;
    Ok(SubgroupReport {
        puzzle: field(o, "puzzle", parsed)?,
        generators: field(o, "generators", |v| list(v, string))?,
        order: field(o, "order", parsed)?,
        factors: field(o, "factors", |v| list(v, |f| pair(f, integer, integer)))?,
        full_order: field(o, "full_order", parsed)?,
        index: field(o, "index", parsed)?,
        degree: field(o, "degree", integer)?,
        base: field(o, "base", |v| list(v, integer))?,
        orbits: field(o, "orbits", |v| list(v, |orbit| list(orbit, integer)))?,
    })
}

/// A membership answer: `{"Member": {"word", "length"}}`, or `"NotMember"` (with no body).
fn membership(v: &JsValue) -> Read<Membership> {
    let (tag, body) = tagged(v)?;
    let member = |o: &Object| {
        Ok(Membership::Member {
            word: field(o, "word", string)?,
            length: field(o, "length", integer)?,
        })
    };
    match tag.as_str() {
        "NotMember" if body.is_null() || body.is_undefined() => Ok(Membership::NotMember),
        "Member" => object(&body).and_then(member).map_err(|e| e.inside(&tag)),
        _ => Err(Unread::new("expected `{\"Member\": …}` or `\"NotMember\"`")),
    }
}

/// A plan's steps.
fn steps(v: &JsValue) -> Read<Vec<Step>> {
    list(v, step)
}

/// One step of a plan (its moves as `[generator, power]` pairs).
fn step(v: &JsValue) -> Read<Step> {
    let o = object(v)?;
    Ok(Step {
        phase: field(o, "phase", string)?,
        label: field(o, "label", string)?,
        slots: field(o, "slots", |v| list(v, integer))?,
        tones: field_or_default(o, "tones", |v| list(v, parsed))?,
        setup: field(o, "setup", letters)?,
        core: field(o, "core", letters)?,
        bracket: field_or_default(o, "bracket", bracket)?,
        undo: field(o, "undo", letters)?,
        explanation: field(o, "explanation", string)?,
    })
}

/// A move on the wire, `[generator, power]`, as it stands (a power may be 0).
fn turn(v: &JsValue) -> Read<(usize, i32)> {
    pair(v, integer, integer)
}

/// Moves, each `[generator, power]`; a move that does not turn (power 0) is refused.
fn letters(v: &JsValue) -> Read<Vec<Letter>> {
    let letter = |m: &JsValue| match turn(m)? {
        (_, 0) => Err(Unread::new("a move that does not turn")),
        (generator, power) => Ok(Letter { generator, power }),
    };
    list(v, letter)
}

/// A step's commutator `[X, Y]`: `null`, or two lists of moves (a move that does not turn
/// dropped, as the writer never sends one).
fn bracket(v: &JsValue) -> Read<Option<[Vec<Letter>; 2]>> {
    if v.is_null() {
        return Ok(None);
    }
    let side = |s: &JsValue| {
        let turns = list(s, turn)?.into_iter().filter(|&(_, power)| power != 0);
        Ok(turns
            .map(|(generator, power)| Letter { generator, power })
            .collect())
    };
    let (x, y) = pair(v, side, side)?;
    Ok(Some([x, y]))
}
