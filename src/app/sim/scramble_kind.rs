//! [`ScrambleKind`]: which scramble the page makes.

/// Which scramble to make. Names (strum): `wca`, `random-state`.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "kebab-case",
    parse_err_ty = crate::quote::UnknownName,
    parse_err_fn = crate::quote::unknown::<Self>
)]
pub enum ScrambleKind {
    /// A WCA-style random-move scramble (a move sequence, shareable as `setup-alg`).
    Wca,
    /// A uniformly random position (shareable as `state`).
    RandomState,
}

impl ScrambleKind {
    /// The page API's name: `wca` or `random-state`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

impl crate::quote::Named for ScrambleKind {
    const WHAT: &'static str = "scramble";
}
