//! The thesis's four core sequences ([`Core`]) and their images ([`CoreImage`]) under the 60
//! rotations of the puzzle, inverted or not.
//!
//! The thesis solves every case by "turning the whole puzzle and renaming the faces": a core
//! written for faces C, D, L works just as well for any three faces in the same relative
//! position. A rotation of the dodecahedron is such a renaming (it keeps clockwise clockwise),
//! so a core's image is the same letters with the faces renamed by the rotation's face map.

use std::fmt;
use std::sync::OnceLock;

use serde::Serialize;

use super::kind::PieceKind;
use crate::puzzle::{Amount, Dodecahedron, Face, FaceMap, Move, State};

/// One of the four sequences of the thesis's chapter 3 that the solver conjugates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Core {
    /// (3.2) `(DC*D*C)^2`: the edge 3-cycle `(AC CD AD)`; it also twists the corners ABC and
    /// ADE anticlockwise and ACD and CDL clockwise.
    EdgeCycle,
    /// (3.6) `D*ADL*D*A*DL`: the corner 3-cycle `(ABC CDL CKL)`, nothing else.
    CornerCycle,
    /// (3.9) `D*D*AAFEA*DDL*D*D*AE*F*A*A*DDL`: flips the edges CL and DL and 3-cycles the
    /// corners `(CKL CDL DHL)`.
    EdgeFlip,
    /// (3.10) `(C*DCD*)^2 L*(DC*D*C)^2 L`: twists CKL clockwise and CDL anticlockwise.
    CornerTwist,
}

impl Core {
    /// All four, in the thesis's order.
    pub const ALL: [Core; 4] = [
        Core::EdgeCycle,
        Core::CornerCycle,
        Core::EdgeFlip,
        Core::CornerTwist,
    ];

    /// The equation number in the thesis, e.g. `"3.2"`.
    pub fn number(self) -> &'static str {
        match self {
            Core::EdgeCycle => "3.2",
            Core::CornerCycle => "3.6",
            Core::EdgeFlip => "3.9",
            Core::CornerTwist => "3.10",
        }
    }

    /// The sequence exactly as the thesis prints it, every letter written out.
    pub fn thesis_text(self) -> &'static str {
        match self {
            Core::EdgeCycle => "DC*D*CDC*D*C",
            Core::CornerCycle => "D*ADL*D*A*DL",
            Core::EdgeFlip => "D*D*AAFEA*DDL*D*D*AE*F*A*A*DDL",
            Core::CornerTwist => "C*DCD*C*DCD*L*DC*D*CDC*D*CL",
        }
    }

    /// The pieces the core is about (the other kind may be touched as a stated side effect).
    pub fn kind(self) -> PieceKind {
        match self {
            Core::EdgeCycle | Core::EdgeFlip => PieceKind::Edge,
            Core::CornerCycle | Core::CornerTwist => PieceKind::Corner,
        }
    }

    /// The thesis's sequence as moves, in its original position.
    pub fn base_moves(self) -> Vec<Move> {
        thesis_letters(self.thesis_text())
    }

    /// The faces the sequence turns, in order of first appearance (naming an image by where
    /// these go describes it completely, since a rotation is fixed by two adjacent faces).
    pub fn faces(self) -> Vec<Face> {
        let mut out: Vec<Face> = Vec::new();
        for m in self.base_moves() {
            if !out.contains(&m.face) {
                out.push(m.face);
            }
        }
        out
    }
}

impl fmt::Display for Core {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({})", self.number())
    }
}

/// Reads the thesis's letter strings (`D*ADL`): a face letter, optionally followed by `*`
/// for the anticlockwise turn. Only used on the four constant strings above.
fn thesis_letters(text: &str) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::new();
    for c in text.chars() {
        if c == '*' {
            let last = out.last_mut().expect("'*' follows a letter");
            *last = last.inverse();
        } else {
            let face = Face::from_letter(c).expect("thesis letters are A..L");
            out.push(Move::new(face, Amount::CW));
        }
    }
    out
}

/// A core in one position: renamed by one of the 60 rotations, possibly inverted, possibly
/// repeated (the naive thesis method does (3.9) three times so that its corner 3-cycle
/// undoes itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoreImage {
    /// Which thesis sequence.
    pub core: Core,
    /// Index into [`Dodecahedron::rotations`] (0 is the identity: the thesis's own position).
    pub rotation: u8,
    /// Whether the sequence is done backwards (each move inverted, in reverse order).
    pub inverse: bool,
    /// How many times in a row (1 except for the naive `(3.9)^3`).
    pub times: u8,
}

impl CoreImage {
    /// The core in the thesis's own position, once, forwards.
    pub fn thesis(core: Core) -> CoreImage {
        CoreImage {
            core,
            rotation: 0,
            inverse: false,
            times: 1,
        }
    }

    /// The rotation's face map (where each face is carried).
    pub fn face_map(&self) -> FaceMap {
        Dodecahedron::get().rotations()[self.rotation as usize]
    }

    /// The moves of this image: the thesis letters renamed, inverted if asked, repeated.
    pub fn moves(&self) -> Vec<Move> {
        let map = self.face_map();
        let mut once: Vec<Move> = self
            .core
            .base_moves()
            .into_iter()
            .map(|m| Move::new(map[m.face.index()], m.amount))
            .collect();
        if self.inverse {
            once = invert(&once);
        }
        let mut out = Vec::with_capacity(once.len() * self.times as usize);
        for _ in 0..self.times {
            out.extend_from_slice(&once);
        }
        out
    }

    /// What the image does, as a piece-level state (read as a step: what is in slot `i` goes
    /// to `to[i]`).
    pub fn effect(&self) -> State {
        State::of_moves(&self.moves())
    }
}

impl fmt::Display for CoreImage {
    /// `3.2`, `3.2 inverse`, `3.9 ×3`, `3.2 with D→L C→K` (the core's faces renamed).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.core.number())?;
        if self.inverse {
            f.write_str(" inverse")?;
        }
        if self.times > 1 {
            write!(f, " ×{}", self.times)?;
        }
        if self.rotation != 0 {
            let map = self.face_map();
            f.write_str(" with")?;
            for face in self.core.faces() {
                write!(f, " {face}→{}", map[face.index()])?;
            }
        }
        Ok(())
    }
}

impl Serialize for CoreImage {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The moves that undo `moves`: each move inverted, in reverse order.
pub fn invert(moves: &[Move]) -> Vec<Move> {
    moves.iter().rev().map(|m| m.inverse()).collect()
}

/// A core image together with its precomputed moves and effect.
#[derive(Clone, Debug)]
pub struct ImageInfo {
    /// The image.
    pub image: CoreImage,
    /// Its moves (cached [`CoreImage::moves`]).
    pub moves: Vec<Move>,
    /// Its effect (cached [`CoreImage::effect`]).
    pub effect: State,
}

/// All 120 single images of a core (60 rotations, forwards and inverted): the image with
/// rotation `r` is at `2r`, its inverse at `2r + 1`; the thesis's own position comes first.
pub fn images(core: Core) -> &'static [ImageInfo] {
    static CELL: OnceLock<Vec<Vec<ImageInfo>>> = OnceLock::new();
    let all = CELL.get_or_init(|| {
        Core::ALL
            .iter()
            .map(|&core| {
                let mut v = Vec::with_capacity(120);
                for rotation in 0..Dodecahedron::get().rotations().len() {
                    for inverse in [false, true] {
                        let image = CoreImage {
                            core,
                            rotation: rotation as u8,
                            inverse,
                            times: 1,
                        };
                        let moves = image.moves();
                        v.push(ImageInfo {
                            image,
                            effect: State::of_moves(&moves),
                            moves,
                        });
                    }
                }
                v
            })
            .collect()
    });
    &all[core as usize]
}

impl CoreImage {
    /// The position of this image (ignoring `times`) in [`images`].
    pub fn index(&self) -> usize {
        self.rotation as usize * 2 + self.inverse as usize
    }

    /// The cached information of this image done once.
    pub fn info(&self) -> &'static ImageInfo {
        &images(self.core)[self.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// thesis-notes.md §1 prints what each core does; the piece-level states agree.
    #[test]
    fn thesis_cores_do_what_the_thesis_says() {
        let text = |c: Core| CoreImage::thesis(c).effect().to_string();
        assert_eq!(text(Core::EdgeCycle), "(ABC)-(ACD)+(ADE)-(CDL)+(AC CD AD)");
        assert_eq!(text(Core::CornerCycle), "(ABC CDL CKL)");
        assert_eq!(text(Core::EdgeFlip), "(CKL CDL DHL)(CL)+(DL)+");
        assert_eq!(text(Core::CornerTwist), "(CKL)+(CDL)-");
        assert_eq!(Core::EdgeCycle.faces(), vec![Face::D, Face::C]);
    }

    #[test]
    fn images_are_distinct_and_inverses_undo() {
        for core in Core::ALL {
            let all = images(core);
            assert_eq!(all.len(), 120);
            let mut seen = std::collections::HashSet::new();
            for (i, info) in all.iter().enumerate() {
                assert_eq!(info.image.index(), i);
                assert!(seen.insert(info.image.moves()), "{}", info.image);
                let back = CoreImage {
                    inverse: !info.image.inverse,
                    ..info.image
                };
                assert!(info.effect.then(&back.effect()).is_solved());
            }
        }
    }

    #[test]
    fn image_names_list_the_renamed_faces() {
        let d = Dodecahedron::get();
        let r = d
            .rotations()
            .iter()
            .position(|m| m[Face::D.index()] == Face::L && m[Face::C.index()] == Face::K)
            .unwrap();
        let img = CoreImage {
            core: Core::EdgeCycle,
            rotation: r as u8,
            inverse: true,
            times: 1,
        };
        assert_eq!(img.to_string(), "3.2 inverse with D→L C→K");
        assert_eq!(CoreImage::thesis(Core::EdgeFlip).to_string(), "3.9");
    }
}
