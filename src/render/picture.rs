//! [`Picture`]: what the 3D view shows of the puzzle on screen, whichever it is — every
//! region's colour and outline, and the layer part-way through a turn — decided from the
//! [`Lab`] without the GPU, so it is tested natively.

use super::animation::{region_colours, step_look, RegionLook};
use super::arrows::{cycle_arrows, CycleArrows};
use super::mesh::Geometry;
use super::palette::{puzzle_colours, Palette};
use crate::app::lab::FilmRun;
use crate::app::Lab;
use crate::group::Perm;
use crate::puzzle::PuzzleKind;

/// One frame of the 3D view.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// The puzzle drawn.
    pub puzzle: PuzzleKind,
    /// Every region's colour and outline.
    pub look: RegionLook,
    /// The generator whose layer is turning and how far (in its own turns), if one is.
    pub turning: Option<(usize, f64)>,
    /// The position when it is drawn at rest with its own colours (not painted, not
    /// turning), for the page API's `renderedFacelets`.
    pub at_rest: Option<Perm>,
    /// The cycle arrows drawn over it (none when they are off or a turn is under way).
    pub arrows: Vec<CycleArrows>,
    /// What the view turns to face (gently, once each time it changes) and its pieces'
    /// places: the cycle chosen in the panel, else the solution step being played.
    pub facing: Option<(Aim, Vec<usize>)>,
}

/// What the view turns to face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Aim {
    /// The solution step being played (its index).
    Step(usize),
    /// The cycle chosen in the panel, as the panel writes it.
    Cycle(String),
}

impl Picture {
    /// What the view shows of `lab`'s puzzle now, in `palette`: painted colours in paint
    /// mode (the stickers of a failed reading lit, the rest dimmed), else the position the
    /// animation has reached, with the Megaminx's solution step outlined.
    pub fn of(lab: &Lab, palette: &Palette) -> Picture {
        let puzzle = lab.puzzle();
        let geometry = Geometry::of(puzzle);
        let colours = puzzle_colours(puzzle, palette);
        if let Some(paint) = lab.paint() {
            let marked = paint.marked();
            let lit: Vec<bool> = (0..paint.colours().len())
                .map(|s| marked.is_empty() || marked.contains(&s))
                .collect();
            let look = RegionLook {
                colours: region_colours(geometry, paint.colours(), &lit, &colours),
                lit: Vec::new(),
                letters: Vec::new(),
            };
            let look = if lab.letters_shown() {
                look.with_letters(geometry, paint.colours())
            } else {
                look
            };
            return Picture::still(puzzle, look);
        }
        let frame = lab.frame();
        let faces = puzzle.def().colours_of(&frame.state.perm);
        let pieces = lab.highlight();
        let lit = crate::app::lit_stickers(puzzle.def(), &frame.state.perm, &pieces);
        let look = step_look(geometry, &faces, &colours, &lit);
        let look = if lab.letters_shown() {
            look.with_letters(geometry, &faces)
        } else {
            look
        };
        let arrows = match frame.turning {
            None => cycle_arrows(puzzle.info(), &lab.arrow_cycles()),
            Some(_) => Vec::new(),
        };
        Picture {
            turning: frame.turning.map(|t| (t.face, t.fifths)),
            at_rest: frame.turning.is_none().then_some(frame.state.perm),
            arrows,
            facing: facing(lab),
            ..Picture::still(puzzle, look)
        }
    }

    /// Frame `i` of the film `run` (of the puzzle on screen, in `palette`): its position at
    /// rest, letters as the lab shows them, and the arrows of what the moves so far did.
    pub fn of_film(lab: &Lab, palette: &Palette, run: &FilmRun, i: usize) -> Picture {
        let puzzle = run.film.puzzle();
        let geometry = Geometry::of(puzzle);
        let colours = puzzle_colours(puzzle, palette);
        let faces = puzzle.def().colours_of(&run.film.positions()[i]);
        let look = step_look(geometry, &faces, &colours, &[]);
        let look = if lab.letters_shown() {
            look.with_letters(geometry, &faces)
        } else {
            look
        };
        Picture {
            arrows: cycle_arrows(puzzle.info(), &run.film.arrow_cycles(i)),
            ..Picture::still(puzzle, look)
        }
    }

    /// The regions of the puzzle drawn.
    pub fn geometry(&self) -> &'static Geometry {
        Geometry::of(self.puzzle)
    }

    fn still(puzzle: PuzzleKind, look: RegionLook) -> Picture {
        Picture {
            puzzle,
            look,
            turning: None,
            at_rest: None,
            arrows: Vec::new(),
            facing: None,
        }
    }
}

/// What the view should face in `lab` (see [`Picture::facing`]).
fn facing(lab: &Lab) -> Option<(Aim, Vec<usize>)> {
    if let Some(c) = lab.focused_cycle() {
        let text = c.text(lab.puzzle().def());
        return Some((Aim::Cycle(text), c.pieces));
    }
    let s = lab.sim().solution()?;
    let (i, _) = s.current()?;
    Some((Aim::Step(i), s.steps()[i].slots.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Spin;

    /// A solved small puzzle shows each face in its colour from the page's scheme; a turn
    /// shows its generator turning, and lands on the position's colours.
    #[test]
    fn small_puzzles_show_their_colours_and_turns() {
        let palette = Palette::wca();
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Pyraminx);
        let colours = puzzle_colours(PuzzleKind::Pyraminx, &palette);
        let p = Picture::of(&lab, &palette);
        assert_eq!(p.puzzle, PuzzleKind::Pyraminx);
        for (r, region) in p.geometry().regions().iter().enumerate() {
            assert_eq!(p.look.colours[r][..3], colours[region.face]);
        }
        lab.sim_mut().turn(2, Spin::Anticlockwise);
        lab.tick(1.0);
        let turning = Picture::of(&lab, &palette);
        let (g, amount) = turning.turning.unwrap();
        assert!(g == 2 && amount < 0.0);
        assert_eq!(turning.at_rest, None, "not at rest while turning");
        lab.tick(1e6);
        let done = Picture::of(&lab, &palette);
        assert_eq!(done.at_rest, Some(lab.position()));
        let faces = PuzzleKind::Pyraminx.def().colours_of(lab.sim().position());
        assert_eq!(done.turning, None);
        for (s, &f) in faces.iter().enumerate() {
            assert_eq!(done.look.colours[s][..3], colours[f]);
        }
    }

    /// Issue 35: the 2×2×2's conjugated 3-cycles open with a parity turn, a step naming no
    /// pieces, on half the random states; facing it turned the view into NaN (the model
    /// vanished, `busy()` stayed true). Every step of such plans is faced by a finite
    /// rotation, the view lands on it, and a step without pieces leaves the view as it was.
    #[test]
    fn every_step_of_a_plan_is_faced_by_a_rotation() {
        use crate::app::solve::Method;
        use crate::render::arrows::facing_pieces;
        use crate::render::View;
        let palette = Palette::wca();
        let method = Method::ThreeCycles;
        let mut empty_steps = 0;
        for seed in 1..=6 {
            let mut lab = Lab::with_plan(PuzzleKind::Cube2, seed, method);
            let steps: Vec<Vec<usize>> = lab
                .sim()
                .solution()
                .unwrap()
                .steps()
                .iter()
                .map(|s| s.slots.clone())
                .collect();
            for (i, pieces) in steps.iter().enumerate() {
                lab.sim_mut().step_with(|s| s.goto_step(i));
                lab.tick(1e6);
                if let Some((_, faced)) = Picture::of(&lab, &palette).facing {
                    assert!(
                        steps.contains(&faced),
                        "seed {seed}: a step's pieces are faced"
                    );
                }
                empty_steps += usize::from(pieces.is_empty());
                let mut view = View::new(400.0, 300.0);
                view.show(PuzzleKind::Cube2);
                let before = view.orientation;
                let aim = facing_pieces(PuzzleKind::Cube2.info(), pieces, before);
                assert!(aim.is_finite(), "seed {seed}: {pieces:?}");
                view.aim_at(aim);
                while view.ease(false) {}
                assert!(view.orientation.is_finite());
                if pieces.is_empty() {
                    assert_eq!(view.orientation, before);
                }
            }
        }
        assert!(empty_steps > 0, "some plan has a step without pieces");
    }

    /// A cycle chosen in the panel is what the view turns to face, its places the cycle's.
    #[test]
    fn a_chosen_cycle_is_faced() {
        use crate::app::input::{Action, Actor};
        let palette = Palette::wca();
        let mut lab = Lab::applied("A");
        assert_eq!(Picture::of(&lab, &palette).facing, None);
        let cycle = lab.panel().cycles[0].clone();
        lab.act(Action::FocusCycle(Some(cycle.clone())), Actor::Script);
        let (aim, places) = Picture::of(&lab, &palette).facing.unwrap();
        assert_eq!(aim, Aim::Cycle(cycle));
        assert_eq!(places, lab.focused_cycle().unwrap().pieces);
    }

    /// Paint mode shows the painted colours, on the Megaminx (centres in their own colour)
    /// as on the others; a position painted over is not "at rest".
    #[test]
    fn paint_mode_shows_the_painted_colours() {
        let palette = Palette::wca();
        let mut lab = Lab::new();
        let identity = PuzzleKind::Megaminx.def().identity();
        assert_eq!(Picture::of(&lab, &palette).at_rest, Some(identity));
        for puzzle in [PuzzleKind::Megaminx, PuzzleKind::Cube2] {
            lab.select(puzzle);
            lab.set_painting(true);
            lab.set_brush(1);
            lab.paint_sticker(0);
            let p = Picture::of(&lab, &palette);
            let colours = puzzle_colours(puzzle, &palette);
            assert_eq!(p.look.colours[0][..3], colours[1], "{puzzle}");
            assert_eq!(p.at_rest, None);
            let last = p.geometry().regions().len() - 1;
            let face = p.geometry().regions()[last].face;
            assert_eq!(p.look.colours[last][..3], colours[face], "{puzzle}");
        }
    }

    /// With letters on, every puzzle's regions show the letter of the face whose colour they
    /// have (scrambled, so mostly not their own face), the meshes gain geometry, and the
    /// turning layer carries its letters.
    #[test]
    fn letters_name_the_colour_each_sticker_shows_on_every_puzzle() {
        use crate::app::ScrambleKind;
        use crate::render::layer_meshes;
        let palette = Palette::wca();
        for puzzle in PuzzleKind::ALL {
            let mut lab = Lab::new();
            lab.select(puzzle);
            lab.scramble(ScrambleKind::RandomState, 9).unwrap();
            let off = Picture::of(&lab, &palette);
            assert!(off.look.letters.is_empty(), "{puzzle}: off by default");
            lab.show_letters(true);
            let on = Picture::of(&lab, &palette);
            let faces = puzzle.def().colours_of(lab.sim().position());
            let g = on.geometry();
            assert_eq!(on.look.letters.len(), g.regions().len());
            for (r, region) in g.regions().iter().enumerate() {
                let want = faces.get(r).copied().unwrap_or(region.face);
                assert_eq!(on.look.letters[r], want, "{puzzle} region {r}");
            }
            assert!(
                faces
                    .iter()
                    .enumerate()
                    .any(|(s, &c)| c != g.regions()[s].face),
                "{puzzle}: scrambled"
            );
            let mesh = |look: &RegionLook, turning| {
                layer_meshes(g, &look.colours, &look.lit, &look.letters, turning)
            };
            let (plain, lettered) = (mesh(&off.look, None), mesh(&on.look, None));
            let added = lettered.fixed.triangles() - plain.fixed.triangles();
            assert!(
                added >= 4 * g.regions().len(),
                "{puzzle}: {added} triangles"
            );
            let (plain, lettered) = (mesh(&off.look, Some(0)), mesh(&on.look, Some(0)));
            assert!(
                lettered.layer.triangles() > plain.layer.triangles(),
                "{puzzle}: letters turn with the layer"
            );
            // Paint mode letters the painted colours.
            lab.set_painting(true);
            lab.set_brush(1);
            lab.paint_sticker(0);
            assert_eq!(Picture::of(&lab, &palette).look.letters[0], 1, "{puzzle}");
        }
    }
}
