//! The search's own tests: the forward model, the table, the taper.

use super::*;

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap_or_else(|| panic!("{name}"))
}

fn position(text: &str) -> crate::rules::Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn a_move_that_failed_low_on_the_margins_edge_is_not_near() {
    let (a, b, c) = (
        (hole("O1"), hole("M5")),
        (hole("O2"), hole("M6")),
        (hole("O3"), hole("M9")),
    );
    let scores = [
        Scored {
            value: 100,
            exact: true,
            step: a,
        },
        Scored {
            value: 85,
            exact: true,
            step: b,
        },
        // Searched with the floor 100 - 20 = 80 and failed low: its
        // bound 80 is on the edge, its score unknown and lower.
        Scored {
            value: 80,
            exact: false,
            step: c,
        },
    ];
    assert_eq!(near_moves(&scores, 100, 20), vec![a, b]);
    // Exactly on the edge and exact: near.
    let on_edge = [
        Scored {
            value: 100,
            exact: true,
            step: a,
        },
        Scored {
            value: 80,
            exact: true,
            step: c,
        },
    ];
    assert_eq!(near_moves(&on_edge, 100, 20), vec![a, c]);
}

/// Red has just completed; green could complete next with J9-J10. The
/// game is over, so nobody replies: the search used to let green
/// complete too and scored red's winning move as a loss.
#[test]
fn nobody_replies_to_a_move_that_completes() {
    let pos = position(
        "red@bottom=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 \
         green@upper-left=J9,K10,K11,L10,L11,L12,M10,M11,M12,M13 \
         yellow@upper-right=H5 turn=green",
    );
    let rules = crate::rules::RuleSet::default();
    let frame = pos.frame(&rules);
    let core = *pos.core();
    assert!(
        matches!(frame.outcome(&core), Outcome::Win { player: 0, .. }),
        "red has completed"
    );
    let stop = AtomicBool::new(false);
    let limits = Limits {
        deadline: Instant::now() + std::time::Duration::from_secs(60),
        nodes: 1000,
        stop: &stop,
    };
    let mut search = Search::new(&frame, Eval::new(&pos, &rules), 0, limits, 18);
    assert!(search.completing(&core, 1).is_some(), "green can complete");
    let after = search.replies(core);
    assert_eq!(after.pieces, core.pieces, "someone replied to a win");
    assert_eq!(search.value(&core, 3, -WIN, WIN, 1), WIN - 1);
}

/// At a table each opponent is expected to play exactly what a greedy
/// seat plays (the hop that brings its pieces nearest home in all,
/// the first of equals), so against greedy seats the search sees the
/// game that will be played, round after round of a whole greedy game
/// until someone is two pieces from home. Before, the opponents' stragglers were
/// weighed as Strong weighs its own, and the model named other moves
/// (Strong won 38 of 48 six-seat games against greedy seats, now 43).
#[test]
fn at_a_table_each_opponent_is_expected_to_play_the_greedy_seats_move() {
    use super::super::{Level, Request, choose};
    let rules = crate::rules::RuleSet::default();
    let colours: Vec<&str> = [0, 2, 1, 7, 6, 3]
        .iter()
        .map(|&i| crate::colour::KNOWN[i].name)
        .collect();
    let mut pos = crate::rules::Position::start(&colours).expect("a six-seat table");
    let seen = std::collections::HashSet::new();
    let stop = AtomicBool::new(false);
    let greedy = |pos: &crate::rules::Position| {
        let req = Request {
            level: Level::Greedy,
            time: None,
            seen: &seen,
            stop: &stop,
            seed: 0,
            thinkers: 0,
            seats: &[],
        };
        choose(pos, &rules, &req).map(|c| c.proposal)
    };
    let mut checked = 0;
    for ply in 0..400 {
        if pos.outcome(&rules).is_over() {
            break;
        }
        let root = pos.turn();
        let frame = pos.frame(&rules);
        let eval = Eval::new(&pos, &rules).for_level(Level::Strong);
        // Near the end a player with its last piece out is expected
        // to take it home first (see `reply_rank`), as a family's
        // player would, whatever a greedy seat would do.
        let core = pos.core();
        if (0..colours.len()).any(|q| (core.pieces[q] & !eval.dest[q]).count_ones() <= 2) {
            break;
        }
        let mine = ordered_moves(&frame, pos.core(), &eval, root)[0];
        let after = pos.core().after_move(root, mine.0, mine.1);
        let limits = Limits {
            deadline: Instant::now() + std::time::Duration::from_secs(60),
            nodes: u64::MAX,
            stop: &stop,
        };
        let mut search = Search::new(&frame, eval, root, limits, 18);
        let modelled = search.replies(after);
        // The same round played by greedy seats.
        let route = pos
            .routes_from(&rules, mine.0)
            .route_to(mine.1)
            .expect("a route");
        let mut real = pos
            .play(&rules, &crate::rules::Proposal::Route(route))
            .expect("legal");
        while real.turn() != root {
            let reply = greedy(&real).expect("a move or a pass");
            real = real.play(&rules, &reply).expect("legal");
        }
        assert_eq!(modelled.pieces, real.core().pieces, "ply {ply}");
        checked += 1;
        // On to the next seat's turn: a greedy move.
        let next = greedy(&pos).expect("a move");
        pos = pos.play(&rules, &next).expect("legal");
    }
    assert!(checked > 100, "{checked} rounds");
}

#[test]
fn the_seats_who_think_ahead_are_the_medium_and_strong_computers_but_me() {
    use super::super::{Level, thinking_seats};
    let levels = [
        Some(Level::Strong),
        Some(Level::Easy),
        Some(Level::Medium),
        None,
        Some(Level::Greedy),
        Some(Level::Strong),
    ];
    assert_eq!(thinking_seats(&levels, 0), 1 << 2 | 1 << 5);
    assert_eq!(thinking_seats(&levels, 5), 1 << 0 | 1 << 2);
}

/// How deep Strong's two-player search gets in `budget` nodes from
/// `text`, with or without the table serving every depth.
fn depth_reached(text: &str, budget: u64, reuse: bool) -> u32 {
    depth_reached_by(text, budget, |search| {
        if reuse {
            search.reuse_shallower()
        } else {
            search
        }
    })
}

/// How deep Strong's search gets in `budget` nodes from `text`, set up
/// by `setup`.
fn depth_reached_by(
    text: &str,
    budget: u64,
    setup: impl for<'a> FnOnce(Search<'a>) -> Search<'a>,
) -> u32 {
    let pos = position(text);
    let rules = crate::rules::RuleSet::default();
    let frame = pos.frame(&rules);
    let core = *pos.core();
    let root = core.turn as usize;
    let eval = Eval::new(&pos, &rules).for_level(super::super::Level::Strong);
    let moves = ordered_moves(&frame, &core, &eval, root);
    let stop = AtomicBool::new(false);
    let limits = Limits {
        deadline: Instant::now() + std::time::Duration::from_secs(600),
        nodes: budget,
        stop: &stop,
    };
    let mut search = setup(Search::new(&frame, eval, root, limits, 18));
    search.deepen(&core, &moves, 12, 0).reached
}

/// Game 2 of the Medium match (docs/performance.md), blue's first move:
/// keyed by depth, the table never gave the next iteration the last
/// one's best moves, and 400 000 nodes reached 7 plies; served across
/// depths they reach 8.
#[test]
fn the_table_serving_every_depth_searches_deeper_in_the_same_nodes() {
    let text = "red@bottom=K7,L8,M7,M8,N1,N2,N4,O1,P1,P2 \
                blue@top=A1,B1,B2,D1,D2,D3,D4,E5,E7,E8 turn=blue";
    let by_depth = depth_reached(text, 400_000, false);
    let reused = depth_reached(text, 400_000, true);
    assert!(
        reused > by_depth,
        "{reused} plies, {by_depth} keyed by depth"
    );
}

/// `search` tapering (a function, not a closure: the method's lifetime
/// is the impl's, so `Search::tapering` itself does not fit every one).
fn tapered(search: Search<'_>) -> Search<'_> {
    search.tapering()
}

/// Game 2 of `hopcard match --a strong --b greedy --players 6 --seed
/// 32`, twelve plies before the end, blue to move.
const SIX_SEATS: &str = "red@bottom=B1,B2,C2,D1,D3,D4,E5,E9,F4,F6 \
    green@lower-left=E11,E12,E13,F8,F10,F11,F12,G10,G11,H10 \
    blue@upper-left=I8,J9,K6,K11,L8,L11,L12,M10,M12,M13 \
    white@top=K8,L5,M5,M8,N4,O2,O3,P1,P2,Q1 \
    black@upper-right=H2,I2,J1,K4,L1,L2,L3,M1,M2,M4 \
    yellow@lower-right=A1,C1,C3,E1,E2,E4,E7,F1,F2,G2 turn=blue";

/// The same position as [`SIX_SEATS`] (game 2 of `hopcard match --a strong --b greedy --players 6 --seed
/// 32`, twelve plies before the end, blue to move: in the budget Strong
/// then had at six seats (the two-seat one shared among five opponents),
/// eighteen of my moves at every level see three of my moves ahead; five
/// and then three see five.
#[test]
fn tapering_sees_more_of_my_moves_ahead_in_the_same_nodes() {
    let budget = super::super::Level::Strong.nodes() / 5;
    let wide = depth_reached_by(SIX_SEATS, budget, |search| search);
    let tapered = depth_reached_by(SIX_SEATS, budget, tapered);
    assert!(
        tapered >= wide + 2,
        "{tapered} of my moves, {wide} untapered"
    );
}

/// In the same position with yellow to move, the table's own budget sees
/// the game to its end (twelve of my moves); the two-seat budget shared
/// among five opponents saw six.
#[test]
fn the_tables_own_budget_sees_further_ahead() {
    use super::super::Level;
    let text = SIX_SEATS.replace("turn=blue", "turn=yellow");
    let shared = depth_reached_by(&text, Level::Strong.nodes() / 5, tapered);
    let own = depth_reached_by(&text, Level::Strong.nodes_at(6), tapered);
    assert!(own >= shared + 2, "{own} of my moves, {shared} sharing");
}

/// Red, 48 plies into game 1 of `hopcard match --a strong --b greedy
/// --players 6 --seed 34`, with two pieces still at home and opponents
/// near: the evaluation hurries them out, but neither is walled in, so the
/// tapered search keeps to its few most forward moves: in 100,000 nodes it
/// sees four of its moves ahead. Looking at every move whenever the hurry
/// was on, it saw two.
#[test]
fn a_piece_merely_hurried_home_leaves_the_taper_on() {
    let text = "red@bottom=J3,J4,L7,M5,M6,M7,M8,M9,N1,O2 \
                green@lower-left=E1,E3,G6,J1,J8,K2,K5,L1,L3,L10 \
                blue@upper-left=E2,E4,E5,F1,F6,G5,H1,H3,K3,K6 \
                white@top=B1,C1,C3,E7,F9,G8,H2,H4,H5,H9 \
                black@upper-right=E6,E8,E9,F8,F11,G9,G11,I6,J7,L9 \
                yellow@lower-right=F10,I7,I9,J2,J10,K7,K8,K10,L12,M2 turn=red";
    let pos = position(text);
    let rules = crate::rules::RuleSet::default();
    let eval = Eval::new(&pos, &rules);
    assert!(eval.endgame(pos.core(), 0) > 0, "the hurry is on");
    assert!(!eval.walled_in(pos.core(), 0), "nothing walled in");
    let depth = depth_reached_by(text, 100_000, tapered);
    assert!(depth >= 4, "{depth} of my moves");
}
