//! The lab's net as data ([`Lab::net_scene`]: what the page's net shows) and as a standalone
//! figure ([`Lab::figure`], `window.minx.figure(options)`): the position on screen, the
//! current step's pieces outlined, in the scheme chosen; what the options leave out is as the
//! page shows it.

use super::Lab;
use crate::app::draw::{scheme_colours, Figure, FigureAsk, FigureOptions, NetScene};
use crate::app::input::{data_url, Effect};
use crate::app::sim::NoticeKind;
use crate::puzzle::css;
use crate::quote::UnknownName;

impl Lab {
    /// The net as the page shows it, in `colours` (CSS colours by colour index).
    pub fn net_scene(&self, colours: &[String]) -> NetScene {
        let arrows = self.arrow_effect().map(|e| (e, self.arrow_cycles()));
        NetScene {
            puzzle: self.puzzle(),
            stickers: self.sticker_colours(),
            colours: colours.to_vec(),
            marked: self.marked().to_vec(),
            lit: self.lit(),
            arrows,
            letters: self.letters_shown(),
            numbers: self.net_options().show_numbers || self.keeps_net(),
            painting: self.paint().is_some(),
        }
    }

    /// Export ▸ Figure: the net on screen as the page shows it, offered as
    /// `minx-<puzzle>.svg`, and a notice saying so.
    pub(super) fn export_figure(&mut self) -> Vec<Effect> {
        let svg = self.figure(&FigureAsk::default()).unwrap_or_default();
        let file = format!("minx-{}.svg", self.puzzle().name());
        let said = format!("Figure saved as {file}.");
        self.sim_mut().set_notice(NoticeKind::Info, said);
        let url = data_url("image/svg+xml", &svg);
        vec![Effect::Download { file, url }, Effect::Redraw]
    }

    /// The figure of the net on screen as SVG text; an unknown scheme is refused, nothing
    /// changed.
    pub fn figure(&self, ask: &FigureAsk) -> Result<String, UnknownName> {
        let puzzle = self.puzzle();
        let colours = match &ask.scheme {
            Some(name) => {
                let custom = self.custom_colours(puzzle).map(<[_]>::to_vec);
                scheme_colours(puzzle, name, Some(custom.unwrap_or_else(|| self.colours())))?
            }
            None => self.colours(),
        };
        let css: Vec<String> = colours.into_iter().map(css).collect();
        let options = FigureOptions {
            arrows: ask.arrows.unwrap_or(self.arrows_shown()),
            letters: ask.letters.unwrap_or(self.letters_shown()),
            numbers: ask.numbers.unwrap_or(self.net_options().show_numbers),
            caption: ask.caption.unwrap_or(false),
        };
        let figure = Figure::new(self.net_scene(&css), self.shown_cycles(), &options);
        Ok(figure.svg())
    }
}
