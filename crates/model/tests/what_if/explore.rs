//! TEMPORARY exploration (not to be committed).
use super::data::*;
use super::tables::checked;
use occlab_model::what_if::Parameters;

#[test]
#[ignore]
fn explore() {
    for cap in [DEVELOPMENT_H100, DEVELOPMENT_H200, HELD_OUT_H100, HELD_OUT_H200] {
        let (mut n, mut within, mut fast) = (0, 0, 0);
        let mut line = String::new();
        for (kernel, c) in checked(cap, &Parameters::FITTED) {
            let f = figures(&c);
            n += f.profiles; within += f.within_budget; fast += f.fastest_ok;
            line += &format!("{kernel} {:.1}% {}/{} {}/{}; ", 100.0*f.profile_median, f.within_budget, f.profiles, f.fastest_ok, f.profiles);
        }
        println!("{}: {within}/{n} within 10%, {fast}/{n} fastest\n  {line}", cap.name());
    }
}
