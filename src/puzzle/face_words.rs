//! Moves typed for any puzzle, in its record's terms: the face notations (thesis, WCA,
//! Pochmann) for a puzzle whose generators are named by the dodecahedron's face letters `A`..`L`
//! (the face turns), else its generators' own names. One reader and one writer, so the CLI,
//! the app and links spell a puzzle's moves alike.

use super::face::{Amount, Face, Move};
use super::info::PuzzleInfo;
use super::notation::{format_moves, parse_moves, AlgError, Notation};
use crate::group::{Letter, Word};

impl PuzzleInfo {
    /// The notation moves are read in when `asked` (a name the caller parsed) is absent or
    /// not one the record lists: the record's first, or `None` for generator names.
    pub fn notation_or_default(&self, asked: Option<Notation>) -> Option<Notation> {
        asked
            .filter(|n| self.notations.contains(n))
            .or_else(|| self.notations.first().copied())
    }

    /// Reads moves typed for this puzzle: in `notation` (see
    /// [`notation_or_default`](Self::notation_or_default)) where the record lists face
    /// notations, each face turn played by the generator named like the face; otherwise in
    /// the generators' names (`s1 s5' s6^2`).
    pub fn read_word(&self, text: &str, notation: Option<Notation>) -> Result<Word, AlgError> {
        let def = self.def();
        let Some(notation) = self.notation_or_default(notation) else {
            return def.parse_word(text);
        };
        let mut word = Word::new();
        for m in parse_moves(text, notation)? {
            word.push(self.face_generator(m.face), i32::from(m.amount.signed()));
        }
        Ok(word)
    }

    /// Writes a word of this puzzle's generators: in `notation` where the record lists face
    /// notations (Pochmann prints as WCA), otherwise in the generators' names.
    pub fn write_word(&self, word: &Word, notation: Option<Notation>) -> String {
        let def = self.def();
        let Some(notation) = self.notation_or_default(notation) else {
            return word.display_with(&def.generator_names()).to_string();
        };
        let moves: Vec<Move> = word
            .letters()
            .iter()
            .map(|&Letter { generator, power }| Move {
                face: Face::from_letter(
                    def.generators()[generator]
                        .name
                        .chars()
                        .next()
                        .expect("a face turn is named by its face's letter"),
                )
                .expect("a face turn is named by its face's letter"),
                amount: Amount::new(i64::from(power)),
            })
            .filter(|m| !m.amount.is_zero())
            .collect();
        format_moves(&moves, notation)
    }

    /// The generator that turns `face` (a record that lists face notations has one per face,
    /// named by its letter; `tests/registry.rs` checks every such record).
    fn face_generator(&self, face: Face) -> usize {
        self.def()
            .generator_index(&face.to_string())
            .expect("a puzzle with face notations has a generator per face")
    }
}

#[cfg(test)]
mod tests {
    use crate::puzzle::{Notation, PuzzleKind};

    /// Every puzzle with face notations reads the same turns in thesis and WCA spelling, and
    /// writes back what it reads; the others read their generators' names.
    #[test]
    fn face_notations_read_and_write_for_every_puzzle_that_lists_them() {
        for kind in PuzzleKind::ALL {
            let info = kind.info();
            if info.notations.is_empty() {
                let name = &info.def().generators()[0].name;
                let w = info.read_word(&format!("{name}'"), Some(Notation::Wca));
                assert_eq!(w.unwrap().letters()[0].power, -1, "{kind}");
                continue;
            }
            let thesis = info
                .read_word("A B* C2 (DE)^2", Some(Notation::Thesis))
                .unwrap();
            let wca = info.write_word(&thesis, Some(Notation::Wca));
            let back = info.read_word(&wca, Some(Notation::Wca)).unwrap();
            assert_eq!(back, thesis, "{kind}: {wca}");
            let text = info.write_word(&thesis, Some(Notation::Thesis));
            assert_eq!(text, "A B* C2 D E D E", "{kind}");
            assert!(info.read_word("A Q", None).is_err());
        }
    }
}
