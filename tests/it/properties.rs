//! Property tests: random playouts under random rule sets for 2, 3, 4 and 6
//! players, and random two-player end games where final-entry swaps arise.
//!
//! Every visited position is checked against invariants and against a small
//! reference move generator (`properties/reference.rs`) written straight from `docs/rules.md`
//! (clauses 2 to 5), independent of the engine's move generator: it shares
//! only hole names and coordinates with it.

use hopcard::testing::perft::{perft, perft_bulk, perft_no_table, perft_plain};
use hopcard::{
    Clause, Completion, DestLock, Hole, Movement, OtherCamps, Position, Proposal, Route, RuleSet,
    Unused, Verdict,
};
use proptest::prelude::*;

mod reference;
use reference::{Reference, camp_set, holes_in, in_camp};

/// A small deterministic generator for choices inside one case.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn rules_strategy() -> impl Strategy<Value = RuleSet> {
    (0..2usize, 0..3usize, 0..3usize, 0..3usize, 0..2usize).prop_map(|(m, d, c, o, u)| RuleSet {
        movement: [Movement::Hops, Movement::Long][m],
        dest_lock: [DestLock::EveryLanding, DestLock::TurnEnd, DestLock::Off][d],
        completion: [Completion::Swap, Completion::Ten, Completion::Available][c],
        other_camps: [OtherCamps::Allowed, OtherCamps::NoRest, OtherCamps::NoEntry][o],
        unused: [Unused::Usable, Unused::NoRest][u],
    })
}

/// Check every property at one position. `counts` are the piece counts of the
/// game's start; `rng` draws the random probes.
fn check_position(pos: &Position, rules: &RuleSet, counts: &[u32], rng: &mut Rng) {
    // Pieces are never lost or added, and no two share a hole.
    let mut union = 0u128;
    for (i, &count) in counts.iter().enumerate() {
        assert_eq!(pos.pieces(i).count_ones(), count, "player {i} in {pos}");
        assert_eq!(union & pos.pieces(i), 0, "shared hole in {pos}");
        union |= pos.pieces(i);
    }
    assert_eq!(pos.core().occupied, union, "occupied set in {pos}");
    // Printing and parsing round-trip.
    assert_eq!(pos.to_string().parse::<Position>().as_ref(), Ok(pos));

    let moves = pos.legal_moves(rules);
    if pos.outcome(rules).is_over() {
        check_over(pos, rules, &moves);
        return;
    }
    // Sorted by start then landing, one move per pair.
    for w in moves.windows(2) {
        assert!(
            (w[0].start(), w[0].landing()) < (w[1].start(), w[1].landing()),
            "order in {pos}"
        );
    }
    let reference = Reference::new(pos, *rules);
    check_against_reference(pos, rules, &moves, &reference);
    // Passing: certified exactly when the list is empty.
    assert_eq!(moves.is_empty(), pos.pass_certified(rules));
    match pos.check(rules, &Proposal::Pass) {
        Verdict::Legal => assert!(moves.is_empty()),
        Verdict::Illegal {
            clause: Some(Clause::Passing),
            ..
        } => assert!(!moves.is_empty()),
        v => panic!("pass in {pos}: {v}"),
    }
    probe_random_routes(pos, rules, &moves, &reference, rng);
    check_extensions(pos, rules, &moves, rng);
}

/// A finished game: nothing to play, no pass, no landing.
fn check_over(pos: &Position, rules: &RuleSet, moves: &[hopcard::Move]) {
    assert!(moves.is_empty());
    assert!(!pos.pass_certified(rules));
    for v in [
        pos.check(rules, &Proposal::Pass),
        pos.check(rules, &Proposal::Route(Route(vec![]))),
    ] {
        assert_eq!(
            v,
            Verdict::Illegal {
                clause: None,
                reason: hopcard::Reason::GameOver
            }
        );
    }
    for start in holes_in(pos.pieces(pos.turn())) {
        assert_eq!(pos.landings(rules, start), 0);
    }
}

/// Every piece's landings and listed moves agree with the slow reference.
fn check_against_reference(
    pos: &Position,
    rules: &RuleSet,
    moves: &[hopcard::Move],
    reference: &Reference,
) {
    // The generator's one-board pass over all pieces gives what the
    // per-piece call gives.
    let frame = pos.frame(rules);
    let playing = !pos.outcome(rules).is_over();
    for (start, normal, swaps) in frame
        .all_landings(pos.core(), pos.turn())
        .filter(|_| playing)
    {
        assert_eq!(
            normal | swaps,
            pos.landings(rules, start),
            "all_landings of {start} in {pos} under {rules}"
        );
    }
    for start in holes_in(pos.pieces(pos.turn())) {
        let found = reference.moves_from(start);
        let listed: Vec<_> = moves.iter().filter(|m| m.start() == start).collect();
        let landings = pos.landings(rules, start);
        assert_eq!(
            landings,
            found.normal | found.swaps,
            "landings of {start} in {pos} under {rules}: engine {:?} reference {:?}",
            holes_in(landings)
                .map(|h| h.to_string())
                .collect::<Vec<_>>(),
            holes_in(found.normal | found.swaps)
                .map(|h| h.to_string())
                .collect::<Vec<_>>(),
        );
        assert_eq!(
            listed.len() as u32,
            landings.count_ones(),
            "{start} in {pos}"
        );
        for m in listed {
            let want = if m.swap {
                Verdict::LegalSwap
            } else {
                Verdict::Legal
            };
            assert_eq!(
                pos.check(rules, &Proposal::Route(m.route.clone())),
                want,
                "{m} in {pos} under {rules}"
            );
            assert_eq!(
                m.swap,
                found.swaps & m.landing().bit() != 0,
                "{m} in {pos} under {rules}"
            );
            // Move lists show a shortest route.
            assert_eq!(
                m.route.0.len() - 1,
                found.length[m.landing().index()],
                "{m} in {pos} under {rules}"
            );
        }
    }
}

/// A few routes to random holes: whatever the verdict calls legal is listed.
fn probe_random_routes(
    pos: &Position,
    rules: &RuleSet,
    moves: &[hopcard::Move],
    reference: &Reference,
    rng: &mut Rng,
) {
    let pieces: Vec<Hole> = holes_in(pos.pieces(pos.turn())).collect();
    for _ in 0..6 {
        let start = pieces[rng.below(pieces.len())];
        let target = Hole::from_index(rng.below(121)).expect("hole");
        let route = reference.geometric_route(start, target);
        probe(pos, rules, moves, route);
        // And a random chain of geometric hops.
        let mut chain = vec![start];
        for _ in 0..1 + rng.below(4) {
            let here = *chain.last().expect("start");
            let next = reference.jumps(here, start);
            if next.is_empty() {
                break;
            }
            chain.push(next[rng.below(next.len())]);
        }
        if chain.len() > 1 {
            probe(pos, rules, moves, Route(chain));
        }
    }
}

/// The board widget's extensions agree with the routes listed.
fn check_extensions(pos: &Position, rules: &RuleSet, moves: &[hopcard::Move], rng: &mut Rng) {
    for _ in 0..2.min(moves.len()) {
        let m = &moves[rng.below(moves.len())];
        for i in 1..m.route.0.len() {
            let prefix = Route(m.route.0[..i].to_vec());
            let ext = pos.route_extensions(rules, &prefix);
            assert_ne!(
                ext & m.route.0[i].bit(),
                0,
                "{} extends {prefix} in {pos}",
                m.route.0[i]
            );
        }
    }
}

/// A route the verdict calls legal must be a listed move with the same swap flag.
fn probe(pos: &Position, rules: &RuleSet, moves: &[hopcard::Move], route: Route) {
    let text = route.to_string();
    let (start, landing) = (route.0[0], *route.0.last().expect("landing"));
    let verdict = pos.check(rules, &Proposal::Route(route));
    if verdict.is_legal() {
        let listed = moves
            .iter()
            .find(|m| m.start() == start && m.landing() == landing);
        let listed = listed
            .unwrap_or_else(|| panic!("{text} is {verdict} but not listed in {pos} under {rules}"));
        assert_eq!(
            listed.swap,
            verdict == Verdict::LegalSwap,
            "{text} in {pos}"
        );
    }
}

/// Play the chosen move (or the certified pass) and check what `play` returns.
fn step(pos: &Position, rules: &RuleSet, choice: u32) -> Position {
    let moves = pos.legal_moves(rules);
    let n = pos.seats().len();
    if moves.is_empty() {
        let next = pos.play(rules, &Proposal::Pass).expect("certified pass");
        assert_eq!(next.passes(), pos.passes() + 1);
        assert_eq!(next.turn(), (pos.turn() + 1) % n);
        assert_eq!(next.core().occupied, pos.core().occupied);
        return next;
    }
    let m = &moves[choice as usize % moves.len()];
    let next = pos
        .play(rules, &Proposal::Route(m.route.clone()))
        .expect("listed move plays");
    assert_eq!(next.passes(), 0);
    assert_eq!(next.turn(), (pos.turn() + 1) % n);
    let p = pos.turn();
    assert_eq!(next.owner(m.landing()), Some(p));
    if m.swap {
        // The displaced piece goes to the mover's start hole; nothing is removed.
        let displaced = pos.owner(m.landing()).expect("swap target");
        assert_ne!(displaced, p);
        assert_eq!(next.owner(m.start()), Some(displaced));
        assert_eq!(next.core().occupied, pos.core().occupied);
    } else {
        assert_eq!(next.owner(m.start()), None);
        assert_eq!(
            next.core().occupied,
            pos.core().occupied ^ m.start().bit() ^ m.landing().bit()
        );
    }
    // Every other hole is untouched.
    for h in Hole::all().filter(|&h| h != m.start() && h != m.landing()) {
        assert_eq!(next.owner(h), pos.owner(h), "{h} after {m}");
    }
    assert_eq!(next.to_string().parse::<Position>().as_ref(), Ok(&next));
    next
}

fn perft_agrees(pos: &Position, rules: &RuleSet, depth: u32) {
    let frame = pos.frame(rules);
    let fast = perft(&frame, pos.core(), depth);
    let plain = perft_plain(&frame, pos.core(), depth);
    assert_eq!(fast, plain, "perft {depth} of {pos} under {rules}");
    assert_eq!(
        perft_bulk(&frame, pos.core(), depth),
        plain,
        "perft --plain {depth} of {pos} under {rules}"
    );
    assert_eq!(
        perft_no_table(&frame, pos.core(), depth),
        plain,
        "perft --no-table {depth} of {pos} under {rules}"
    );
    if depth == 1 {
        let want = if pos.outcome(rules).is_over() {
            0
        } else {
            pos.legal_moves(rules).len().max(1) as u64
        };
        assert_eq!(fast, want, "perft 1 of {pos}");
    }
}

fn playout(colours: &[&str], rules: RuleSet, choices: &[u32], seed: u64) {
    let mut pos = Position::start(colours).expect("start position");
    let counts: Vec<u32> = (0..colours.len())
        .map(|i| pos.pieces(i).count_ones())
        .collect();
    assert!(counts.iter().all(|&c| c == 10));
    let mut rng = Rng(seed | 1);
    for (ply, &choice) in choices.iter().enumerate() {
        check_position(&pos, &rules, &counts, &mut rng);
        if ply % 20 == 7 {
            perft_agrees(&pos, &rules, 1);
            perft_agrees(&pos, &rules, 2);
        }
        if pos.outcome(&rules).is_over() {
            break;
        }
        pos = step(&pos, &rules, choice);
    }
}

const PLIES: usize = 60;

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn playouts_two_players(rules in rules_strategy(), choices in prop::collection::vec(any::<u32>(), PLIES), seed in any::<u64>()) {
        playout(&["red", "blue"], rules, &choices, seed);
    }

    #[test]
    fn playouts_three_players(rules in rules_strategy(), choices in prop::collection::vec(any::<u32>(), PLIES), seed in any::<u64>()) {
        playout(&["red", "blue", "green"], rules, &choices, seed);
    }

    #[test]
    fn playouts_four_players(rules in rules_strategy(), choices in prop::collection::vec(any::<u32>(), PLIES), seed in any::<u64>()) {
        playout(&["red", "blue", "green", "white"], rules, &choices, seed);
    }

    #[test]
    fn playouts_six_players(rules in rules_strategy(), choices in prop::collection::vec(any::<u32>(), PLIES), seed in any::<u64>()) {
        playout(&["red", "blue", "green", "white", "black", "gold"], rules, &choices, seed);
    }
}

/// A two-player end game: red has nine of the top camp, blue the tenth hole
/// (`gap`), and red's last piece stands within a few holes of it.
fn end_game(gap: usize, near: usize, blue: &[usize], turn: bool) -> Position {
    let top: Vec<Hole> = holes_in(camp_set("top")).collect();
    let gap = top[gap % 10];
    let (gq, gr, _) = gap.coords();
    let mut outside: Vec<Hole> = Hole::all().filter(|&h| !in_camp(h, "top")).collect();
    outside.sort_by_key(|h| {
        let (q, r, _) = h.coords();
        let (dq, dr) = (q - gq, r - gr);
        (dq.abs().max(dr.abs()).max((dq + dr).abs()), h.index())
    });
    let outsider = outside[near % 12];
    let mut red: Vec<Hole> = top.iter().copied().filter(|&h| h != gap).collect();
    red.push(outsider);
    let mut free: Vec<Hole> = Hole::all()
        .filter(|&h| h != gap && !red.contains(&h))
        .collect();
    let mut blue_holes = vec![gap];
    for &b in blue {
        blue_holes.push(free.remove(b % free.len()));
    }
    let names = |hs: &[Hole]| {
        hs.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    let text = format!(
        "red@bottom={} blue@top={} turn={}",
        names(&red),
        names(&blue_holes),
        if turn { "red" } else { "blue" }
    );
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    #[test]
    fn end_games_with_swaps(
        rules in rules_strategy(),
        gap in 0..10usize,
        near in 0..12usize,
        blue in prop::collection::vec(any::<usize>(), 9),
        turn in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 4),
        seed in any::<u64>(),
    ) {
        let mut pos = end_game(gap, near, &blue, turn);
        let mut rng = Rng(seed | 1);
        for &choice in &choices {
            check_position(&pos, &rules, &[10, 10], &mut rng);
            if pos.outcome(&rules).is_over() {
                break;
            }
            pos = step(&pos, &rules, choice);
        }
        perft_agrees(&pos, &rules, 1);
        perft_agrees(&pos, &rules, 2);
    }
}

/// Ten pieces per player scattered anywhere (camps included), so that pieces
/// stand in destinations and restricted camps far more often than in playouts.
fn scattered(players: usize, picks: &[usize], turn: usize) -> Position {
    let colours = ["red", "blue", "green", "white", "black", "gold"];
    let seats = Position::start(&colours[..players])
        .expect("start")
        .seats()
        .to_vec();
    let mut free: Vec<Hole> = Hole::all().collect();
    let mut fields = Vec::new();
    for (i, seat) in seats.iter().enumerate() {
        let holes: Vec<String> = picks[i * 10..i * 10 + 10]
            .iter()
            .map(|&k| free.remove(k % free.len()).to_string())
            .collect();
        fields.push(format!("{}@{}={}", seat.colour, seat.camp, holes.join(",")));
    }
    let text = format!("{} turn={}", fields.join(" "), seats[turn % players].colour);
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    #[test]
    fn scattered_positions(
        rules in rules_strategy(),
        players in prop::sample::select(vec![2usize, 3, 4, 6]),
        picks in prop::collection::vec(any::<usize>(), 60),
        turn in 0..6usize,
        choices in prop::collection::vec(any::<u32>(), 6),
        seed in any::<u64>(),
    ) {
        let mut pos = scattered(players, &picks, turn);
        let counts = vec![10; players];
        let mut rng = Rng(seed | 1);
        for &choice in &choices {
            check_position(&pos, &rules, &counts, &mut rng);
            if pos.outcome(&rules).is_over() {
                break;
            }
            pos = step(&pos, &rules, choice);
        }
        perft_agrees(&pos, &rules, 1);
        perft_agrees(&pos, &rules, 2);
    }
}

#[test]
fn end_games_do_produce_swaps() {
    // Guard against the generator above never reaching the swap: red's E6 next
    // to blue's D1 (gap index 6 of the top camp, A1 B1 B2 C1 C2 C3 D1 ...).
    let mut swaps = 0;
    for near in 0..12 {
        let pos = end_game(6, near, &[0, 1, 2, 3, 4, 5, 6, 7, 8], true);
        swaps += pos
            .legal_moves(&RuleSet::default())
            .iter()
            .filter(|m| m.swap)
            .count();
    }
    assert!(swaps > 0);
}

#[test]
fn perft_matches_plain_definition_at_depth_three() {
    let mut rng = Rng(0x5eed);
    let rule_sets = [
        RuleSet::default(),
        RuleSet {
            movement: Movement::Long,
            dest_lock: DestLock::TurnEnd,
            ..RuleSet::default()
        },
        RuleSet {
            completion: Completion::Available,
            unused: Unused::NoRest,
            ..RuleSet::default()
        },
    ];
    for rules in rule_sets {
        let mut pos = Position::card_start();
        for _ in 0..12 {
            pos = step(&pos, &rules, rng.next() as u32);
        }
        perft_agrees(&pos, &rules, 3);
    }
}
