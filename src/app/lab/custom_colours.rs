//! Custom colours, the same way for every puzzle: the `custom` scheme choice, which each
//! puzzle reads as its own colours chosen face by face. Choosing it starts each puzzle that
//! has none yet from the scheme it shows then; a face's colour is set by the face's name and
//! `#rrggbb`, and a bad name or colour is refused in words, changing nothing. The colours
//! travel in the share link (`scheme=custom&colours=A:ff0000,…`) and so in the session.

use super::Lab;
use crate::puzzle::{
    face_index, read_hex, ColourScheme, FaceColourError, PuzzleKind, Rgb, SchemeSummary, CUSTOM,
};

impl Lab {
    /// The display colours of the puzzle on screen, one per colour of its definition: its
    /// custom colours when the choice is `custom`, else its scheme of the choice.
    pub fn colours(&self) -> Vec<Rgb> {
        self.colours_of(self.puzzle())
    }

    /// The display colours of `puzzle` (see [`Lab::colours`]).
    pub fn colours_of(&self, puzzle: PuzzleKind) -> Vec<Rgb> {
        if self.scheme == CUSTOM {
            if let Some(c) = self.custom_colours(puzzle) {
                return c.to_vec();
            }
        }
        puzzle.info().colour_scheme(&self.scheme).colours.clone()
    }

    /// `puzzle`'s custom colours, once it has any (they are kept when another scheme is
    /// chosen, and come back with `custom`).
    pub fn custom_colours(&self, puzzle: PuzzleKind) -> Option<&[Rgb]> {
        self.custom[index(puzzle)].as_deref()
    }

    /// Chooses custom colours: every puzzle without any starts from the colours it shows now.
    pub(super) fn choose_custom(&mut self) {
        for &p in &PuzzleKind::ALL {
            if self.custom[index(p)].is_none() {
                self.custom[index(p)] = Some(self.colours_of(p));
            }
        }
        self.scheme = CUSTOM.to_string();
    }

    /// Sets the custom colours of the puzzle on screen (one per colour; the link's).
    pub(super) fn set_custom(&mut self, colours: Vec<Rgb>) {
        self.choose_custom();
        if colours.len() == self.puzzle().def().colours().len() {
            self.custom[self.shown] = Some(colours);
        }
    }

    /// Gives face `face` (a colour name of the puzzle on screen) the colour `colour`
    /// (`#rrggbb`), choosing custom colours if they are not chosen. A face the puzzle lacks
    /// or a colour that is not one changes nothing and says why.
    pub fn set_face_colour(&mut self, face: &str, colour: &str) -> Result<(), FaceColourError> {
        let f = face_index(self.puzzle(), face)?;
        let rgb = read_hex(colour)?;
        self.choose_custom();
        if let Some(c) = self.custom[self.shown].as_mut() {
            c[f] = rgb;
        }
        Ok(())
    }

    /// The schemes of the puzzle on screen as `window.minx.schemes()` lists them: its own,
    /// then its custom colours (as they are, or as they would start), with `cvdSafe`
    /// computed the same way.
    pub fn scheme_summaries(&self) -> Vec<SchemeSummary> {
        let puzzle = self.puzzle();
        let custom = match self.custom_colours(puzzle) {
            Some(c) => c.to_vec(),
            None => self.colours(),
        };
        let mut list = puzzle.info().scheme_summaries();
        list.push(ColourScheme::custom(custom).summary(puzzle.def()));
        list
    }
}

/// The index of `puzzle` in the registry (the lab keeps one entry per puzzle in that order).
fn index(puzzle: PuzzleKind) -> usize {
    PuzzleKind::ALL
        .iter()
        .position(|&p| p == puzzle)
        .expect("every puzzle is registered")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Action, Actor, ApiCall};
    use crate::app::lab::ApiAnswer;

    /// Custom colours start from the scheme shown, are set face by face, read back, listed
    /// with a computed cvdSafe, and each puzzle keeps its own.
    #[test]
    fn custom_colours_start_from_the_scheme_shown_and_are_set_by_face() {
        let mut lab = Lab::new();
        lab.set_scheme("cvd").unwrap();
        let cvd = lab.colours();
        lab.set_scheme("Custom").unwrap();
        assert_eq!(lab.scheme(), CUSTOM);
        assert_eq!(lab.colours(), cvd, "starts from the scheme shown");
        lab.set_face_colour("H", "#fffffe").unwrap();
        let h = face_index(PuzzleKind::Megaminx, "H").unwrap();
        assert_eq!(lab.colours()[h], [255, 255, 254]);
        let listed = lab.scheme_summaries();
        let custom = listed.last().unwrap();
        assert_eq!(
            (custom.key, custom.faces["H"].as_str()),
            (CUSTOM, "#fffffe")
        );
        assert!(!custom.cvd_safe, "H as white as L");
        lab.select(PuzzleKind::Cube2);
        let cube_cvd = PuzzleKind::Cube2
            .info()
            .colour_scheme("cvd")
            .colours
            .clone();
        assert_eq!(
            lab.colours(),
            cube_cvd,
            "the cube has its own, from cvd too"
        );
        lab.set_face_colour("b", "000000").unwrap();
        assert_eq!(lab.colours()[3], [0, 0, 0]);
        lab.select(PuzzleKind::Megaminx);
        assert_eq!(lab.colours()[h], [255, 255, 254], "kept per puzzle");
        lab.set_scheme("wca").unwrap();
        assert_eq!(
            lab.colours(),
            PuzzleKind::Megaminx.info().colour_schemes()[0].colours
        );
        lab.set_scheme(CUSTOM).unwrap();
        assert_eq!(lab.colours()[h], [255, 255, 254], "edits come back");
    }

    /// A bad face or colour is refused with a message, by a script and a person alike, and
    /// nothing changes; setting a face's colour chooses custom colours.
    #[test]
    fn bad_colours_are_refused_and_the_state_kept() {
        let mut lab = Lab::new();
        let set = |face: &str, colour: &str| ApiCall::SetFaceColour {
            face: face.into(),
            colour: colour.into(),
        };
        let e = lab.api(set("A", "red")).unwrap_err().to_string();
        assert!(e.contains("\"red\" is not a colour"), "{e}");
        let e = lab.api(set("<b>", "#ff0000")).unwrap_err().to_string();
        assert!(e.contains("no face \"<b>\""), "{e}");
        assert_eq!(lab.scheme(), "wca", "nothing changed");
        let before = format!("{:?}", lab.scheme_summaries());
        lab.act(set("A", "#zz").action().unwrap(), Actor::Person);
        assert!(lab.notice_text().unwrap().contains("not a colour"));
        assert_eq!(format!("{:?}", lab.scheme_summaries()), before);
        lab.api(set("A", "#ff0000")).unwrap();
        assert_eq!(lab.scheme(), CUSTOM);
        let Ok(ApiAnswer::Schemes(list)) = lab.api(ApiCall::Schemes {}) else {
            panic!("schemes");
        };
        assert_eq!(list.last().unwrap().faces["A"], "#ff0000");
    }

    /// Custom colours survive a share link, on the puzzle they were set on; the letters too
    /// (the saved session is that link: `session::record`'s tests).
    #[test]
    fn custom_colours_and_letters_survive_links() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Pyraminx);
        lab.act(
            Action::SetFaceColour {
                face: "F".into(),
                colour: "#00ff00".into(),
            },
            Actor::Person,
        );
        lab.act(Action::ShowLetters(true), Actor::Person);
        let q = lab.link_query();
        assert!(
            q.contains("scheme=custom&colours=") && q.contains(":00ff00"),
            "{q}"
        );
        assert!(q.contains("letters=1"), "{q}");
        let mut opened = Lab::new();
        opened.open_query(&q).unwrap();
        assert_eq!(opened.puzzle(), PuzzleKind::Pyraminx);
        assert_eq!(opened.colours(), lab.colours());
        assert!(opened.letters_shown());
        assert_eq!(opened.scheme(), CUSTOM);
        assert_eq!(opened.link_query(), q);
        // A link without them leaves the lab's choices as they are (as for `scheme`).
        opened.open_query("puzzle=pyraminx&alg=s1").unwrap();
        assert!(opened.letters_shown() && opened.scheme() == CUSTOM);
    }
}
