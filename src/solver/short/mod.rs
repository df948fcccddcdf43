//! The short solver ([`Method::Short`](super::Method::Short)): a multi-stage reduction that
//! brings blocks of pieces home with optimal searches while the faces it may turn shrink.
//!
//! DOCS-TODO

mod beam;
mod frame;
mod gen;
mod layout;
mod orient;
mod stage;
mod steps;
mod table;

pub use beam::{search, Found, Options};
pub use frame::Frame;
pub use gen::Piece;
pub use layout::Layout;
pub use stage::{Stage, Want};
pub use steps::{plan_short, plan_short_found, plan_short_with};
