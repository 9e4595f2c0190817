//! A played move travels hop by hop along its route (about 120 ms a hop,
//! eased), then the board is idle again: no repaint is asked for once the
//! last hop has landed. View > Animate moves switches it off.

use crate::rules::Hole;

/// Seconds a piece takes for one step or hop.
pub(crate) const PER_HOP: f64 = 0.12;

/// A move on its way along its route.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Motion {
    route: Vec<Hole>,
    /// The frame time it started at (set on its first frame).
    started: Option<f64>,
}

impl Motion {
    /// A motion along `route` (start first), or `None` for less than a hop.
    #[must_use]
    pub(crate) fn new(route: Vec<Hole>) -> Option<Motion> {
        (route.len() >= 2).then_some(Motion {
            route,
            started: None,
        })
    }

    #[must_use]
    pub(crate) fn route(&self) -> &[Hole] {
        &self.route
    }

    /// How far along the route the piece is at frame time `now`, in hops
    /// (eased within each hop); `None` once it has arrived.
    pub(crate) fn progress(&mut self, now: f64) -> Option<f32> {
        let started = *self.started.get_or_insert(now);
        let hops = (self.route.len() - 1) as f64;
        let done = (now - started) / PER_HOP;
        if done >= hops {
            return None;
        }
        let whole = done.floor();
        // Hop counts and frame times are small: f32 keeps them exactly enough.
        #[allow(clippy::cast_possible_truncation)]
        let eased = (whole + ease(done - whole)) as f32;
        Some(eased)
    }
}

/// The travelling piece's route and progress this frame, asking for the
/// next frame only while it travels: once it lands the motion is dropped
/// and no frame is asked for.
pub(crate) fn moving_now(motion: &mut Option<Motion>, ui: &egui::Ui) -> Option<(Vec<Hole>, f32)> {
    let now = ui.input(|i| i.time);
    match motion.as_mut().map(|m| m.progress(now)) {
        Some(Some(p)) => {
            ui.ctx().request_repaint();
            motion.as_ref().map(|m| (m.route().to_vec(), p))
        }
        _ => {
            *motion = None;
            None
        }
    }
}

/// Smooth start and stop within a hop.
fn ease(t: f64) -> f64 {
    t * t * (3.0 - 2.0 * t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_motion_runs_one_hop_time_per_hop_then_ends() {
        let route: Vec<Hole> = ["O1", "M5", "M7"]
            .iter()
            .map(|n| Hole::parse(n).expect("hole"))
            .collect();
        let mut m = Motion::new(route).expect("two hops");
        assert_eq!(m.progress(10.0), Some(0.0));
        let mid = m.progress(10.0 + PER_HOP / 2.0).expect("moving");
        assert!((mid - 0.5).abs() < 1e-6, "{mid}");
        let second = m.progress(10.0 + PER_HOP * 1.25).expect("moving");
        assert!(second > 1.0 && second < 1.25, "eased: {second}");
        assert_eq!(m.progress(10.0 + PER_HOP * 2.0), None, "arrived");
        assert!(Motion::new(vec![Hole::parse("A1").expect("hole")]).is_none());
    }
}
