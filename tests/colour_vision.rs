//! The colour-vision port against its peer: every scheme's colours and random colours, as
//! each vision sees them in CAM02-UCS, computed by minx and by PyPI `colorspacious`
//! (`benches/reference/cvd.py`, which shares no code with minx). Fails where Python or
//! colorspacious is missing or the script fails: a cross-check that did not run proves
//! nothing (`cargo xtask test` installs the pinned colorspacious before the native tests).

use std::io::Write;
use std::process::{Command, Stdio};

use minx::puzzle::colour_vision::Vision;
use minx::puzzle::{css, PuzzleKind, Rgb};
use minx::rng::Rng;

/// colorspacious's J′a′b′ of `colours` under each vision, or why it could not be asked.
fn reference(colours: &[Rgb]) -> Result<serde_json::Value, String> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/reference/cvd.py");
    let mut child = Command::new("python3")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("python3 cannot be run: {e}"))?;
    let input: Vec<String> = colours.iter().map(|&c| css(c)).collect();
    let json = serde_json::to_string(&input).expect("strings serialise");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(json.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("unreadable output: {e}"))
}

#[test]
fn cam02_ucs_and_the_simulations_agree_with_colorspacious() {
    let mut colours: Vec<Rgb> = PuzzleKind::ALL
        .iter()
        .flat_map(|k| k.info().colour_schemes().iter())
        .flat_map(|s| s.colours.iter().copied())
        .collect();
    let mut rng = Rng::new(2009);
    colours.extend((0..300).map(|_| [0, 0, 0].map(|_: u8| rng.below(256) as u8)));
    colours.extend([
        [0, 0, 0],
        [255, 255, 255],
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
    ]);
    let theirs = reference(&colours).unwrap_or_else(|why| {
        panic!(
            "the colorspacious cross-check did not run ({why}); \
             `cargo xtask test` installs the pinned colorspacious"
        )
    });
    let mut worst = 0.0f64;
    for v in Vision::ALL {
        let points = theirs[v.to_string()].as_array().expect("a list per vision");
        assert_eq!(points.len(), colours.len());
        for (&c, p) in colours.iter().zip(points) {
            let p: Vec<f64> = p
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_f64().unwrap())
                .collect();
            let ours = v.ucs(c).0;
            let error = ours.distance(glam::DVec3::new(p[0], p[1], p[2]));
            assert!(
                error < 1e-6,
                "{v} {}: ours {ours}, colorspacious {p:?}",
                css(c)
            );
            worst = worst.max(error);
        }
    }
    eprintln!(
        "minx and colorspacious agree within {worst:.1e} (ΔE′) on {} colours",
        colours.len()
    );
}
