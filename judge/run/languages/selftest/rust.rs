// judge doctor --self-test: each line's two numbers, summed.
use std::io::BufRead;

fn main() {
    for line in std::io::stdin().lock().lines() {
        let words: Vec<i64> = line.unwrap().split_whitespace().map(|w| w.parse().unwrap()).collect();
        println!("{}", words[0] + words[1]);
    }
}
