//! Export ▸ Picture ([`Lab::export_picture`]): the 3D view at the size asked, offered as a
//! PNG file that the page draws and encodes ([`Effect::DownloadPicture`]).

use super::Lab;
use crate::app::draw::{PictureAsk, PictureSizeError};
use crate::app::input::Effect;
use crate::app::sim::NoticeKind;

impl Lab {
    /// Export ▸ Picture: the 3D view at the size asked, offered as `minx-<puzzle>.png`, and
    /// a notice saying so; a bad size is refused, nothing changed.
    pub(super) fn export_picture(
        &mut self,
        ask: &PictureAsk,
    ) -> Result<Vec<Effect>, PictureSizeError> {
        let picture = ask.spec()?;
        let file = format!("minx-{}.png", self.puzzle().name());
        let (w, h) = (picture.width, picture.height);
        let said = format!("Picture saved as {file} ({w}×{h}).");
        self.sim_mut().set_notice(NoticeKind::Info, said);
        Ok(vec![
            Effect::DownloadPicture { file, picture },
            Effect::Redraw,
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::draw::PictureSpec;
    use crate::app::input::{Actor, ApiCall, CallKind, Control, Value, PICTURE_BOXES};
    use crate::app::lab::ApiAnswer;

    fn picture(width: f64, height: f64, transparent: Option<bool>) -> ApiCall {
        ApiCall::Picture {
            width: Some(width),
            height: Some(height),
            transparent,
        }
    }

    /// `picture()` is a promise the page keeps by drawing the size asked; a bad size is
    /// refused with one line and leaves the lab as it was.
    #[test]
    fn the_page_api_s_picture_is_drawn_by_the_page_or_refused() {
        let mut lab = Lab::new();
        lab.api(ApiCall::Apply {
            alg: "A B".into(),
            notation: None,
        })
        .unwrap();
        let call = picture(640.0, 480.0, Some(true));
        assert_eq!(call.clone().action().unwrap().kind(), CallKind::Promised);
        let want = PictureSpec {
            width: 640,
            height: 480,
            transparent: true,
        };
        assert_eq!(lab.api(call), Ok(ApiAnswer::Picture(want)));
        let before = (lab.link_query(), lab.panel());
        for (w, h) in [(4000.0, 480.0), (0.0, 10.0), (10.0, 2.5)] {
            let why = lab.api(picture(w, h, None)).unwrap_err().to_string();
            assert!(why.contains("1 to 2048") && !why.contains('\n'), "{why}");
            assert_eq!((lab.link_query(), lab.panel()), before);
        }
    }

    /// Export ▸ Picture reads its boxes, offers the PNG with the puzzle's name and says so;
    /// a bad size is a notice and no file.
    #[test]
    fn the_export_menu_offers_a_png_or_says_why_not() {
        let mut lab = Lab::new();
        let export = |texts: [&str; 3]| {
            let value = Value::Texts(texts.iter().map(|t| t.to_string()).collect());
            Control::ExportPicture.action(value).expect("an export")
        };
        assert_eq!(PICTURE_BOXES[2], "picture-background");
        let out = lab.act(export(["800", "600", "transparent"]), Actor::Person);
        let picture = PictureSpec {
            width: 800,
            height: 600,
            transparent: true,
        };
        let file = "minx-megaminx.png".to_string();
        assert!(out
            .effects
            .contains(&Effect::DownloadPicture { file, picture }));
        let said = lab.notice_text().unwrap_or_default();
        assert!(said.contains("minx-megaminx.png"), "{said}");
        let out = lab.act(export(["4000", "600", "page"]), Actor::Person);
        let offered = |e: &Effect| matches!(e, Effect::DownloadPicture { .. });
        assert!(!out.effects.iter().any(offered), "{out:?}");
        let said = lab.notice_text().unwrap_or_default();
        assert!(
            said.starts_with("No picture:") && said.contains("4000"),
            "{said}"
        );
        let scripted = lab.act(export(["80", "60", "page"]), Actor::Script);
        assert!(
            !scripted.effects.iter().any(offered),
            "scripts never download"
        );
    }
}
