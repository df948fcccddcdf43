//! The page API (`window.minx`) as data: a call is an [`ApiCall`], [`Lab::api`](crate::app::lab::Lab)
//! answers it with an [`ApiAnswer`] (values as serde objects: [`PlanView`], [`MethodView`],
//! [`ColoursReading`]), and the test hooks ([`DebugCrash`]). Uses the rooms before it.

mod api_call;
mod api_error;
mod debug_crash;
mod page_api;

pub use api_call::{ApiAnswer, ApiCall, CallKind, ViewQuery, Waiter};
pub use api_error::ApiError;
pub use debug_crash::DebugCrash;
pub use page_api::{
    methods, plan_view, read_colours, ColoursReading, MethodView, PlanView, StepView,
};
