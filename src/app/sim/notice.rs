//! [`Notice`]: a message for the user in the panel, and [`NoticeKind`], whether it reports a
//! problem.

/// Whether a notice reports a problem (the panel shows those as errors).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Something happened as asked ("Solve cancelled.").
    Info,
    /// Something could not be done, and why.
    Error,
}

/// A message for the user, shown in the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Whether it reports a problem.
    pub kind: NoticeKind,
    /// The words.
    pub text: String,
}

impl Notice {
    /// A notice of this kind.
    pub fn new(kind: NoticeKind, text: impl Into<String>) -> Notice {
        Notice {
            kind,
            text: text.into(),
        }
    }

    /// Whether it reports a problem.
    pub fn is_error(&self) -> bool {
        self.kind == NoticeKind::Error
    }
}
