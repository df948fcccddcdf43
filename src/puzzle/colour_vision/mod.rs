//! How colours look to people with colour-vision deficiency, and how far apart they look:
//! [`Vision`] simulates dichromacy with the model of Machado, Oliveira and Fernandes, "A
//! Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6),
//! 2009 (severity 100, their published matrices for linear sRGB, as PyPI `colorspacious`
//! carries them), and [`Ucs`] measures the difference in CAM02-UCS (ΔE′).
//!
//! A simulated colour is clipped to the sRGB gamut, as a simulated image is shown on a
//! screen (so the WCA Megaminx scheme's closest pair measures ΔE′ 3.2 under protanopia and
//! 3.5 under deuteranopia, the figures; `colorspacious` leaves the clipping to its
//! caller). `tests/colour_vision.rs` checks every number against `colorspacious` itself. A
//! scheme is colour-blind safe when its colours stay [`SAFE_DELTA_E`] apart under every
//! [`Vision`].

mod cam02;

use glam::{DMat3, DVec3};
use serde::Serialize;

pub use self::cam02::Ucs;
use super::scheme::Rgb;
use crate::quote::{unknown, Named, UnknownName};

/// The least ΔE′ (CAM02-UCS) a colour-blind-safe scheme keeps between any two of its
/// colours under every [`Vision`].
pub const SAFE_DELTA_E: f64 = 12.0;

/// Normal colour vision, or a dichromacy at full severity.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(
    serialize_all = "lowercase",
    parse_err_ty = UnknownName,
    parse_err_fn = unknown::<Self>
)]
pub enum Vision {
    /// Trichromatic.
    Normal,
    /// No L cones (red).
    Protanopia,
    /// No M cones (green).
    Deuteranopia,
    /// No S cones (blue).
    Tritanopia,
}

impl Named for Vision {
    const WHAT: &'static str = "vision";
}

impl Vision {
    /// All four, normal first.
    pub const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// Machado et al.'s matrix at severity 1.0 on linear sRGB (none for normal vision).
    fn matrix(self) -> Option<DMat3> {
        let rows = match self {
            Vision::Normal => return None,
            Vision::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Vision::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        };
        Some(DMat3::from_cols_array_2d(&rows).transpose())
    }

    /// How `rgb` looks with this vision, in linear sRGB clipped to the gamut.
    pub fn simulate(self, rgb: Rgb) -> DVec3 {
        let linear = linear(rgb);
        match self.matrix() {
            None => linear,
            Some(m) => (m * linear).clamp(DVec3::ZERO, DVec3::ONE),
        }
    }

    /// Where `rgb` lies in CAM02-UCS seen with this vision.
    pub fn ucs(self, rgb: Rgb) -> Ucs {
        Ucs::of_linear(self.simulate(rgb))
    }

    /// ΔE′ between two colours seen with this vision.
    pub fn delta_e(self, a: Rgb, b: Rgb) -> f64 {
        self.ucs(a).delta_e(self.ucs(b))
    }

    /// The two of `colours` that look closest with this vision (none with fewer than two).
    pub fn closest_pair(self, colours: &[Rgb]) -> Option<ClosestPair> {
        let points: Vec<Ucs> = colours.iter().map(|&c| self.ucs(c)).collect();
        let mut best: Option<ClosestPair> = None;
        for (i, &p) in points.iter().enumerate() {
            for (j, &q) in points.iter().enumerate().skip(i + 1) {
                let delta_e = p.delta_e(q);
                if best.is_none_or(|b| delta_e < b.delta_e) {
                    best = Some(ClosestPair {
                        vision: self,
                        first: i,
                        second: j,
                        delta_e,
                    });
                }
            }
        }
        best
    }
}

/// The closest two colours of a set under one vision.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClosestPair {
    /// The vision.
    pub vision: Vision,
    /// The index of one colour.
    pub first: usize,
    /// The index of the other (greater than `first`).
    pub second: usize,
    /// How far apart they look (ΔE′, CAM02-UCS).
    pub delta_e: f64,
}

/// Whether `colours` stay [`SAFE_DELTA_E`] apart under every vision.
pub fn cvd_safe(colours: &[Rgb]) -> bool {
    Vision::ALL.iter().all(|v| {
        v.closest_pair(colours)
            .is_none_or(|p| p.delta_e >= SAFE_DELTA_E)
    })
}

/// An sRGB colour in linear light (IEC 61966-2-1's transfer function, with colorspacious's
/// threshold 0.04045).
pub fn linear(rgb: Rgb) -> DVec3 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c < 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    DVec3::new(channel(rgb[0]), channel(rgb[1]), channel(rgb[2]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    /// colorspacious's own test vectors for ΔE′ in CAM02-UCS (`gold_values.py`,
    /// `deltaE_sRGB255_CAM02UCS_silver`).
    #[test]
    fn delta_e_matches_colorspacious_test_vectors() {
        let cases = [
            ([173, 52, 52], [69, 120, 51], 44.698469808449964),
            ([69, 100, 52], [69, 120, 51], 8.503323264883667),
        ];
        for (a, b, expected) in cases {
            let got = Vision::Normal.delta_e(a, b);
            assert!((got - expected).abs() < 1e-9, "{a:?} {b:?}: {got}");
        }
        // Black and white span the lightness axis: J′ from 0 to 100 (white's a′b′, as
        // colorspacious gives it: (−1.912, −1.151), the D65 white not being fully adapted).
        assert!(Vision::Normal.ucs([0, 0, 0]).0.length() < 1e-9);
        let white = Vision::Normal.ucs([255, 255, 255]).0;
        let expected = glam::DVec3::new(99.99871678, -1.91200895, -1.15144878);
        assert!(white.distance(expected) < 1e-6, "{white}");
    }

    #[test]
    fn visions_are_named() {
        for v in Vision::ALL {
            assert_eq!(v.to_string().parse::<Vision>(), Ok(v));
        }
        let e = "red".parse::<Vision>().unwrap_err().to_string();
        assert!(e.contains("vision") && e.contains("tritanopia"), "{e}");
    }

    /// The simulations keep greys grey and fold the confusion lines: red and green look alike
    /// without L or M cones, blue and green without S cones.
    #[test]
    fn dichromats_confuse_what_they_should() {
        for v in Vision::ALL {
            let grey = v.simulate([128, 128, 128]);
            assert!((grey.x - grey.y).abs() < 1e-3 && (grey.y - grey.z).abs() < 1e-3);
        }
        let (red, green) = ([200, 60, 40], [110, 120, 40]);
        assert!(Vision::Normal.delta_e(red, green) > 25.0);
        assert!(Vision::Deuteranopia.delta_e(red, green) < 10.0);
        assert!(Vision::Tritanopia.delta_e(red, green) > 20.0);
    }

    /// The measurement: the WCA Megaminx scheme's closest pair is ΔE′ 3.2 under
    /// protanopia and 3.5 under deuteranopia; it is not safe, and every puzzle's `cvd`
    /// scheme is.
    #[test]
    fn wca_is_not_safe_and_every_cvd_scheme_is() {
        let info = PuzzleKind::Megaminx.info();
        let wca = &info.colour_scheme("wca").colours;
        let close = |v: Vision| v.closest_pair(wca).unwrap().delta_e;
        assert!((close(Vision::Protanopia) - 3.18).abs() < 0.01);
        assert!((close(Vision::Deuteranopia) - 3.48).abs() < 0.01);
        assert!(!cvd_safe(wca));
        for kind in PuzzleKind::ALL {
            let scheme = kind.info().colour_scheme("cvd");
            assert_eq!(
                scheme.choice, "cvd",
                "{kind} has a colour-blind-safe scheme"
            );
            for v in Vision::ALL {
                let p = v.closest_pair(&scheme.colours).unwrap();
                assert!(p.delta_e >= SAFE_DELTA_E, "{kind} {v}: {p:?}");
            }
            assert!(cvd_safe(&scheme.colours));
        }
    }
}
