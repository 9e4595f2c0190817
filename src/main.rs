fn main() {
    let f = hopcard::rules::Position::card_start();
    let frame = f.frame(&hopcard::rules::RuleSet::default());
    for d in 1..=6 {
        let t = std::time::Instant::now();
        println!("{d} {} {:?}", hopcard::rules::perft::perft(&frame, f.core(), d), t.elapsed());
    }
}
