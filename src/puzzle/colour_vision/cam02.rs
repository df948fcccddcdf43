//! CAM02-UCS: sRGB colours as points where Euclidean distance is perceived difference (ΔE′).
//!
//! A port of the formulas `colorspacious` (PyPI, 1.1) uses, so its `deltaE` and ours agree
//! (an integration test compares them when Python has it): CIECAM02 (Moroney et al., "The
//! CIECAM02 color appearance model", IS&T/SID Color Imaging Conference 2002; CIE 159:2004)
//! under colorspacious's sRGB viewing conditions — D65 white `(95.047, 100, 108.883)`,
//! background `Y_b = 20`, adapting luminance `L_A = 64/π/5` cd/m², average surround — then
//! the uniform space of Luo, Cui and Li, "Uniform colour spaces based on CIECAM02 colour
//! appearance model", Color Research & Application 31 (2006): `J′ = 1.7 J / (1 + 0.007 J)`,
//! `M′ = ln(1 + 0.0228 M) / 0.0228`, `(a′, b′) = M′ (cos h, sin h)`. sRGB to XYZ is the
//! inverse of IEC 61966-2-1:1999's XYZ→sRGB matrix, as colorspacious takes it.

use std::sync::OnceLock;

use glam::{DMat3, DVec3};

/// A colour in CAM02-UCS: `J′`, `a′`, `b′`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ucs(pub DVec3);

impl Ucs {
    /// ΔE′: the Euclidean distance to `other`.
    pub fn delta_e(self, other: Ucs) -> f64 {
        self.0.distance(other.0)
    }

    /// The point of a linear-light sRGB colour (channels `0..=1`).
    pub fn of_linear(rgb: DVec3) -> Ucs {
        let v = Viewing::srgb();
        let xyz = v.srgb_to_xyz100 * rgb;
        let rgb_a = v.adapted(xyz);
        let a = rgb_a.dot(DVec3::new(1.0, -12.0 / 11.0, 1.0 / 11.0));
        let b = rgb_a.dot(DVec3::new(1.0, 1.0, -2.0)) / 9.0;
        let h = b.atan2(a);
        let achromatic = (rgb_a.dot(DVec3::new(2.0, 1.0, 1.0 / 20.0)) - 0.305) * v.n_bb;
        // A is never negative for colours in the sRGB gamut (colorspacious refuses such).
        let j = 100.0 * (achromatic.max(0.0) / v.a_w).powf(v.c * v.z);
        let e = 12500.0 / 13.0 * v.n_c * v.n_bb * ((h + 2.0).cos() + 3.8);
        let t = e * a.hypot(b) / rgb_a.dot(DVec3::new(1.0, 1.0, 21.0 / 20.0));
        let c = t.powf(0.9) * (j / 100.0).sqrt() * (1.64 - 0.29f64.powf(v.n)).powf(0.73);
        let m = c * v.f_l.powf(0.25);
        let jp = 1.7 * j / (1.0 + 0.007 * j);
        let mp = (1.0 + 0.0228 * m).ln() / 0.0228;
        Ucs(DVec3::new(jp, mp * h.cos(), mp * h.sin()))
    }
}

/// CIECAM02's constants for one set of viewing conditions.
struct Viewing {
    srgb_to_xyz100: DMat3,
    cat02: DMat3,
    /// Hunt–Pointer–Estévez after CAT02's inverse.
    hpe_cat02_inv: DMat3,
    d_rgb: DVec3,
    f_l: f64,
    n: f64,
    z: f64,
    n_bb: f64,
    c: f64,
    n_c: f64,
    a_w: f64,
}

/// A matrix from its rows.
fn rows(r: [[f64; 3]; 3]) -> DMat3 {
    DMat3::from_cols_array_2d(&r).transpose()
}

impl Viewing {
    /// colorspacious's `CIECAM02Space.sRGB`, built once.
    fn srgb() -> &'static Viewing {
        static CELL: OnceLock<Viewing> = OnceLock::new();
        CELL.get_or_init(|| {
            Viewing::new(
                DVec3::new(95.047, 100.0, 108.883),
                20.0,
                64.0 / std::f64::consts::PI / 5.0,
            )
        })
    }

    /// The conditions for white `white`, background `y_b` and adapting luminance `l_a`,
    /// average surround (`F = 1`, `c = 0.69`, `N_c = 1`).
    fn new(white: DVec3, y_b: f64, l_a: f64) -> Viewing {
        let (f, c, n_c) = (1.0, 0.69, 1.0);
        let cat02 = rows([
            [0.7328, 0.4296, -0.1624],
            [-0.7036, 1.6975, 0.0061],
            [0.0030, 0.0136, 0.9834],
        ]);
        let hpe = rows([
            [0.38971, 0.68898, -0.07868],
            [-0.22981, 1.18340, 0.04641],
            [0.00000, 0.00000, 1.00000],
        ]);
        let xyz_to_srgb = rows([
            [3.2406, -1.5372, -0.4986],
            [-0.9689, 1.8758, 0.0415],
            [0.0557, -0.2040, 1.0570],
        ]);
        let rgb_w = cat02 * white;
        let d = (f * (1.0 - (1.0 / 3.6) * ((-l_a - 42.0) / 92.0).exp())).clamp(0.0, 1.0);
        let d_rgb = d * white.y / rgb_w + DVec3::splat(1.0 - d);
        let k = 1.0 / (5.0 * l_a + 1.0);
        let k4 = k.powi(4);
        let f_l = 0.2 * k4 * (5.0 * l_a) + 0.1 * (1.0 - k4).powi(2) * (5.0 * l_a).cbrt();
        let n = y_b / white.y;
        let mut v = Viewing {
            srgb_to_xyz100: xyz_to_srgb.inverse() * 100.0,
            cat02,
            hpe_cat02_inv: hpe * cat02.inverse(),
            d_rgb,
            f_l,
            n,
            z: 1.48 + n.sqrt(),
            n_bb: 0.725 * (1.0 / n).powf(0.2),
            c,
            n_c,
            a_w: 1.0,
        };
        let aw = v.adapted(white);
        v.a_w = (aw.dot(DVec3::new(2.0, 1.0, 1.0 / 20.0)) - 0.305) * v.n_bb;
        v
    }

    /// The post-adaptation cone responses `R′_a G′_a B′_a` of a tristimulus value.
    fn adapted(&self, xyz: DVec3) -> DVec3 {
        let p = self.hpe_cat02_inv * (self.d_rgb * (self.cat02 * xyz));
        let compress = |x: f64| {
            let t = (self.f_l * x.abs() / 100.0).powf(0.42);
            x.signum() * 400.0 * (t / (t + 27.13)) + 0.1
        };
        DVec3::new(compress(p.x), compress(p.y), compress(p.z))
    }
}
