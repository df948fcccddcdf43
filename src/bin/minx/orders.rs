//! `minx orders P [--json]`: the group's anatomy ([`minx::puzzle::Anatomy`]) — every element
//! order of puzzle P with how many elements have it (exact, counted from twisted cycle types,
//! never by listing), the group's order, and the largest order with an element that has it.

use minx::puzzle::{puzzle_names, Pieces, PuzzleKind};
use serde_json::json;

use crate::args::{ArgError, Args};
use crate::options;

/// Prints the census of the puzzle named by the one positional argument.
pub fn orders(argv: &[String]) -> Result<(), ArgError> {
    let args = Args::read(argv, options::ORDERS)?;
    let name = args.one(&format!("a puzzle name ({})", puzzle_names()))?;
    let puzzle: PuzzleKind = name.parse().map_err(|e| format!("{e}"))?;
    let info = puzzle.info();
    let (def, invariants) = (info.def(), info.invariants());
    let anatomy = info.anatomy();
    let (largest, element) = anatomy.largest(def, invariants);
    let cycle_type = anatomy
        .position(def, invariants, &element)
        .cycle_type_text();
    let pieces = Pieces::of_perm(def, &element).cycles_text(def);
    if args.switch("json") {
        let orders: Vec<_> = anatomy
            .census()
            .orders()
            .map(|(order, e)| json!({"order": order, "count": e.count.to_string()}))
            .collect();
        let value = json!({
            "puzzle": puzzle.name(),
            "group_order": anatomy.group_order().to_string(),
            "orders": orders,
            "largest": {
                "order": largest,
                "cycle_type": cycle_type,
                "pieces": pieces,
                "stickers": element.to_string(),
            },
        });
        out!(
            "{}",
            serde_json::to_string_pretty(&value).expect("JSON values print")
        );
        return Ok(());
    }
    out!("order  count");
    for (order, entry) in anatomy.census().orders() {
        out!("{order:>5}  {}", entry.count);
    }
    out!("group order:   {}", anatomy.group_order());
    out!("largest order: {largest}, e.g. cycle type {cycle_type}");
    out!("  pieces:      {pieces}");
    out!("  stickers:    {element}");
    Ok(())
}
