//! One list per JavaScript API, written once in Rust ([`api_list!`]): each function's name,
//! its positional parameters (their TypeScript types, JavaScript defaults, an options object
//! whose keys are flattened into the call), what it returns and its doc. From that one list
//! come the Rust enum its calls are read into (serde, `{name: {param: value, …}}`), the table
//! ([`ApiFunction`]s) that `www/main.js` and the npm module build their functions from in a
//! loop ([`js_table`]), and the TypeScript declarations ([`declarations`]). The generated files
//! are checked in and `tests/api_files.rs` fails when one is stale (`MINX_BLESS=1` rewrites
//! them), so a function is written in one place and its three faces cannot drift apart.
//!
//! The table is only read natively (by that test): the page's wasm does not carry it.

/// One function of an API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ApiFunction {
    /// Its JavaScript name (`apply`, `groupOrder`).
    pub name: &'static str,
    /// What it does, one paragraph (the Rust variant's doc).
    pub doc: &'static str,
    /// Its positional parameters.
    pub params: &'static [ApiParam],
    /// The keys of its trailing options object (`solve(method, {budget})`), flattened into
    /// the call; empty when it takes none.
    pub options: &'static [ApiParam],
    /// Its TypeScript result type (`Promise<Plan>`, `void`).
    pub returns: &'static str,
}

/// One parameter (or option key) of a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ApiParam {
    /// Its name, as the call carries it.
    pub name: &'static str,
    /// Its TypeScript type.
    pub ts: &'static str,
    /// Its default, as JavaScript source (`'thesis'`, `true`, `null`), if it has one.
    pub default: Option<&'static str>,
    /// What it is (the Rust field's doc).
    pub doc: &'static str,
    /// The Rust type it is read into (`Option<…>`: it may be left out).
    pub rust: &'static str,
}

impl ApiParam {
    /// Whether a caller may leave it out (it has a default, or reads as `None`).
    pub fn optional(&self) -> bool {
        self.default.is_some() || self.rust.replace(' ', "").starts_with("Option<")
    }

    /// Whether JavaScript turns the value into a boolean (`on = true` → `Boolean(on)`).
    pub fn coerced_to_boolean(&self) -> bool {
        self.ts == "boolean"
    }
}

/// Declares an API once: the enum its calls are read into (each function one struct
/// variant, its parameters and options the fields) and the [`ApiFunction`] list named
/// `$LIST`. A function is written
///
/// ```text
/// /// doc
/// Variant "jsName" (param: RustType as "ts type" = "js default", …; { option: RustType as "ts type", … }) -> "ts result";
/// ```
///
/// with the default and the options group optional.
#[macro_export]
macro_rules! api_list {
    (
        $(#[$meta:meta])*
        $vis:vis enum $Enum:ident, list $LIST:ident {
            $(
                $(#[doc = $doc:literal])*
                $Variant:ident $name:literal (
                    $( $(#[doc = $pdoc:literal])* $param:ident : $ty:ty as $ts:literal $(= $default:literal)? ),*
                    $(; { $( $(#[doc = $odoc:literal])* $opt:ident : $oty:ty as $ots:literal ),* } )?
                ) -> $returns:literal;
            )*
        }
    ) => {
        $(#[$meta])*
        $vis enum $Enum {
            $(
                $(#[doc = $doc])*
                $Variant {
                    $( $(#[doc = $pdoc])* $param: $ty, )*
                    $( $( $(#[doc = $odoc])* $opt: $oty, )* )?
                },
            )*
        }

        /// The functions, as the generated JavaScript and TypeScript write them
        /// ([`api_list!`](crate::api_list)).
        $vis const $LIST: &[$crate::wire::ApiFunction] = &[
            $(
                $crate::wire::ApiFunction {
                    name: $name,
                    doc: concat!($($doc, "\n"),*),
                    params: &[$(
                        $crate::wire::ApiParam {
                            name: stringify!($param),
                            ts: $ts,
                            default: $crate::api_list!(@default $($default)?),
                            doc: concat!($($pdoc, "\n"),*),
                            rust: stringify!($ty),
                        }
                    ),*],
                    options: &[$($(
                        $crate::wire::ApiParam {
                            name: stringify!($opt),
                            ts: $ots,
                            default: None,
                            doc: concat!($($odoc, "\n"),*),
                            rust: stringify!($oty),
                        }
                    ),*)?],
                    returns: $returns,
                },
            )*
        ];
    };
    (@default) => { None };
    (@default $d:literal) => { Some($d) };
}

/// The TypeScript types the functions' parameters and results name (records as
/// serde writes them; nested parts the page shows but a script rarely reads are `unknown`),
/// besides `PuzzleName`, which the generator writes from the registry's names.
pub const TYPES: &str = r#"/** A notation of the dodecahedral puzzles (the small puzzles read generator names). */
export type Notation = 'thesis' | 'wca' | 'pochmann';
/** How a scramble is drawn. */
export type ScrambleKind = 'wca' | 'random-state';
/** Each sticker's name mapped to its colour's, as `minx facelets --json` writes it. */
export type Facelets = Record<string, string>;
/** A position: moves from solved, or facelets. */
export type Position = string | Facelets;
/** A plan as `minx solve --json` prints it (the Megaminx's, or another puzzle's). */
export interface Plan {
  method: string;
  /** The whole cancelled solution. */
  solution: string;
  ftm: number;
  ftm_before_cancellation: number;
  /** The Megaminx's only. */
  fifth_turns?: number;
  fifth_turns_before_cancellation?: number;
  /** The other puzzles' only. */
  puzzle?: PuzzleName;
  steps: unknown[];
}
/** A plan as the page's panel holds it (`solve()`, `plan()` of the page API). */
export interface PagePlan {
  method: string;
  steps: unknown[];
  solution: string;
  ftm: number;
  fifth_turns: number;
  total: number;
  written: number;
}
/** An alg explained. */
export interface Explanation {
  structure: 'commutator' | 'conjugate' | 'sequence';
  /** The alg in bracket form (`[D* A D, L*]`, `[S: [X, Y]]`). */
  bracket: string;
  phases: { name: string; moves: string; moveCount: number; moved: string[] }[];
  tint: unknown;
  /** The position's piece cycles, as the panel writes them. */
  cycles: string[];
  cycleOrders: number[];
  order: number | string | null;
  /** `order 60 = lcm(5, 12)`. */
  orderExplained: string;
}
/** A scramble: its moves from solved and its facelets. */
export interface Scramble {
  puzzle: PuzzleName;
  kind: ScrambleKind;
  seed: number;
  alg: string;
  facelets: Facelets;
}
/** An offered solving method. */
export interface Method {
  name: string;
  label: string;
}
/** A colour scheme. */
export interface Scheme {
  key: string;
  choice: string;
  name: string;
  faces: Record<string, string>;
  cvdSafe: boolean;
  closest: unknown[];
}
/** The frame counters. */
export interface FrameStats {
  frames: number;
  firstFrameMs: number | null;
  frameScriptMs: number;
}
/**
 * A position as the group's anatomy sees it; numbers as decimal strings. `cycleType` maps each
 * kind of piece to its twisted cycle type: cycle lengths, `+t` a cycle turning its pieces by
 * `t`, `^m` repeats, `1` when every piece of that kind is home (`{corners: "3+1", edges: "5^2 2"}`).
 */
export interface Anatomy {
  order: string;
  cycleType: Record<string, string>;
  sameOrder: string;
  sameCycleType: string;
  groupOrder: string;
}
/** What some colours show: the position's cycles, or why they show none. */
export type ColoursReading = { cycles: string; pieces: string } | { error: string; stickers: unknown };
"#;

/// A doc comment's text as one line (its lines joined, each trimmed).
fn one_line(doc: &str) -> String {
    doc.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// How a function of a table turns its positional arguments into the call's arguments by
/// name (written once, here, into each generated table).
const CALL_ARGS_JS: &str = "
// A call's arguments by name from the positional ones `given`: a parameter left out takes its
// default (JavaScript source in the table: 'thesis', true, null), a boolean one is coerced
// with Boolean(), and the trailing options object's listed keys are flattened in
// (`solve(method, {budget})`).
export function callArgs({ params, options }, given) {
  const args = {};
  params.forEach((p, i) => {
    const value = given[i] === undefined && 'default' in p ? p.default : given[i];
    args[p.name] = p.boolean ? Boolean(value) : value;
  });
  const extra = given[params.length];
  for (const key of options) args[key] = extra?.[key];
  return args;
}
";

/// The list as a JavaScript module exporting `name`: an array of `{name, params, options}`,
/// each parameter `{name}` with `default` (JavaScript source) and `boolean` where it has
/// them, and `callArgs(function, given)`, which reads a call's arguments by that table; what
/// the loops in `www/main.js` and the npm module build functions from. `header` says where
/// it comes from.
pub fn js_table(header: &str, name: &str, list: &[ApiFunction]) -> String {
    let mut out = format!("{header}\n{CALL_ARGS_JS}\nexport const {name} = [\n");
    for f in list {
        let params: Vec<String> = f.params.iter().map(js_param).collect();
        let options: Vec<String> = f.options.iter().map(|o| format!("'{}'", o.name)).collect();
        out += &format!(
            "  {{ name: '{}', params: [{}], options: [{}] }},\n",
            f.name,
            params.join(", "),
            options.join(", ")
        );
    }
    out + "];\n"
}

/// One `export const f = bind(TABLE[i]);` line per function of `table` (the module's own
/// exports, each named as the list names it).
pub fn js_exports(table: &str, bind: &str, list: &[ApiFunction]) -> String {
    (list.iter().enumerate())
        .map(|(i, f)| format!("export const {} = {bind}({table}[{i}]);\n", f.name))
        .collect()
}

/// One parameter as the JavaScript table writes it.
fn js_param(p: &ApiParam) -> String {
    let mut s = format!("{{ name: '{}'", p.name);
    if let Some(d) = p.default {
        s += &format!(", default: {d}");
    }
    if p.coerced_to_boolean() {
        s += ", boolean: true";
    }
    s + " }"
}

/// The functions as TypeScript method signatures, each with its doc (JSDoc, `@param` for
/// each parameter and option), indented by `indent`; `export function` instead of a method
/// when `exported`.
pub fn declarations(list: &[ApiFunction], indent: &str, exported: bool) -> String {
    let mut out = String::new();
    for f in list {
        out += &format!("{indent}/**\n{indent} * {}\n", one_line(f.doc));
        for p in f.params {
            out += &format!("{indent} * @param {} {}\n", p.name, one_line(p.doc));
        }
        for p in f.options {
            out += &format!("{indent} * @param options.{} {}\n", p.name, one_line(p.doc));
        }
        out += &format!("{indent} */\n");
        let mut params: Vec<String> = f.params.iter().map(ts_param).collect();
        if !f.options.is_empty() {
            let keys: Vec<String> = f.options.iter().map(ts_param).collect();
            params.push(format!("options?: {{ {} }}", keys.join("; ")));
        }
        let head = if exported { "export function " } else { "" };
        out += &format!(
            "{indent}{head}{}({}): {};\n",
            f.name,
            params.join(", "),
            f.returns
        );
    }
    out
}

/// One parameter as TypeScript writes it (`name?: type` when it may be left out).
fn ts_param(p: &ApiParam) -> String {
    let mark = if p.optional() { "?" } else { "" };
    format!("{}{mark}: {}", p.name, p.ts)
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::api_list! {
        #[derive(Debug, PartialEq, serde::Deserialize)]
        #[serde(rename_all = "camelCase")]
        enum Call, list CALLS {
            /// `go(to, on)`: goes.
            Go "go" (
                /// Where.
                to: String as "string",
                /// Whether.
                on: bool as "boolean" = "true";
                {
                    /// How fast.
                    speed: Option<f64> as "number"
                }
            ) -> "Promise<void>";
            /// `stop()`: stops.
            Stop "stop" () -> "void";
        }
    }

    /// The macro's enum reads calls; its list writes the same functions as JavaScript data
    /// and TypeScript.
    #[test]
    fn one_list_gives_the_enum_the_table_and_the_declarations() {
        let go: Call = serde_json::from_str(r#"{"go": {"to": "x", "on": false}}"#).unwrap();
        let to = "x".to_string();
        assert_eq!(
            go,
            Call::Go {
                to,
                on: false,
                speed: None
            }
        );
        let stop: Call = serde_json::from_str(r#"{"stop": {}}"#).unwrap();
        assert_eq!(stop, Call::Stop {});
        assert_eq!(CALLS[0].params[1].default, Some("true"));
        assert!(CALLS[0].options[0].optional() && !CALLS[0].params[0].optional());
        let js = js_table("// test", "CALLS", CALLS);
        assert!(js.contains("{ name: 'go', params: [{ name: 'to' }, { name: 'on', default: true, boolean: true }], options: ['speed'] }"), "{js}");
        let ts = declarations(CALLS, "  ", false);
        assert!(
            ts.contains("   * `go(to, on)`: goes.\n   * @param to Where.\n"),
            "{ts}"
        );
        assert!(
            ts.contains(
                "  go(to: string, on?: boolean, options?: { speed?: number }): Promise<void>;"
            ),
            "{ts}"
        );
        assert!(ts.contains("  stop(): void;"), "{ts}");
    }
}
