//! [`View::answer`]: the page API's questions about the 3D view ([`ViewQuery`]) — where a
//! face's or a sticker's centre is on the canvas, and turning a face to the viewer.

use super::view::View;
use crate::app::ViewQuery;
use crate::puzzle::PuzzleKind;

impl View {
    /// Answers `query` for `puzzle` (the puzzle on screen): a point `[x, y]` in CSS pixels if
    /// in sight (`None` for [`ViewQuery::LookAt`], which turns the view), or why the name is
    /// unknown. A puzzle just chosen is answered as the next frame will show it, at its home.
    pub fn answer(
        &mut self,
        puzzle: PuzzleKind,
        query: &ViewQuery,
    ) -> Result<Option<[f32; 2]>, String> {
        let mut shown = *self;
        shown.show(puzzle);
        let at = match query {
            ViewQuery::FaceCentre(name) => shown.face_centre_named(puzzle, name)?,
            ViewQuery::StickerCentre(s) => shown.region_centre(puzzle, *s),
            ViewQuery::LookAt(name) => {
                self.look_at_named(puzzle, name)?;
                None
            }
        };
        Ok(at.map(|(x, y)| [x, y]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_in_sight_have_centres_and_look_at_turns_them_in() {
        let mut view = View::new(400.0, 300.0);
        let cube = PuzzleKind::Cube2;
        let q = |n: &str| ViewQuery::FaceCentre(n.to_string());
        let look = |n: &str| ViewQuery::LookAt(n.to_string());
        assert!(view.answer(cube, &q("<b>")).unwrap_err().contains("<b>"));
        for face in ["R", "G", "B", "b", "g", "r"] {
            assert_eq!(view.answer(cube, &look(face)), Ok(None));
            let [x, y] = view.answer(cube, &q(face)).unwrap().expect("in sight");
            assert!((x - 200.0).abs() < 1.0 && (y - 150.0).abs() < 1.0, "{face}");
        }
        let sticker = view.answer(cube, &ViewQuery::StickerCentre(0));
        let hidden = view.answer(cube, &ViewQuery::StickerCentre(10_000));
        assert!(sticker.is_ok() && hidden == Ok(None));
    }
}
