# Reference timing in GAP 4: Size(Group(gens)) for every case of `cases`, with GAP's own
# Runtime() (CPU milliseconds of the GAP process).
#
# Expects `cases` (written by `cargo run --release --example group_cases -- gap`) and `reps`
# to be bound, e.g.   gap -q cases.g reps.g benches/reference/order.g
# (`cargo xtask bench core` does exactly this). Fast cases are repeated inside one timed
# region until it lasts at least 100 ms, so Runtime()'s millisecond steps do not matter.
# Prints one line per case: name <TAB> order <TAB> median seconds per Size(Group(gens)),
# then `compose <TAB> - <TAB> seconds` for one product a*b of the first case's first two
# generators (GAP multiplies left to right, like minx's Perm::then).

SizeScreen([4096, 24]);
for c in cases do
  inner := 1;
  repeat
    t := Runtime();
    for i in [1 .. inner] do order := Size(Group(c.gens)); od;
    total := Runtime() - t;
    if total < 100 then inner := inner * 4; fi;
  until total >= 100;
  times := [total / inner];
  for r in [2 .. reps] do
    t := Runtime();
    for i in [1 .. inner] do order := Size(Group(c.gens)); od;
    Add(times, (Runtime() - t) / inner);
  od;
  Sort(times);
  Print(c.name, "\t", order, "\t", Float(times[QuoInt(Length(times) + 1, 2)]) / 1000, "\n");
od;

a := cases[1].gens[1];
b := cases[1].gens[2];
inner := 10000;
repeat
  t := Runtime();
  for i in [1 .. inner] do c := a * b; od;
  total := Runtime() - t;
  if total < 200 then inner := inner * 4; fi;
until total >= 200;
Print("compose\t-\t", Float(total / inner) / 1000, "\n");
QUIT;
