//! The GPU search people meet in `occlab --gpu`, the page's picker and its URL: one table of what
//! users type and what they must get, the best match or the three nearest names.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::{Gpu, GPUS, SUGGESTIONS};

/// What a user typed, and the GPU the search must choose.
const FOUND: &[(&str, &str)] = &[
    // Exact names and aliases, any case, spacing and punctuation.
    ("H100 SXM5 80GB", "H100 SXM5 80GB"),
    ("nvidia h100-sxm5-80gb", "H100 SXM5 80GB"),
    ("  GeForce RTX 4090  ", "GeForce RTX 4090"),
    ("NVIDIA GeForce RTX 4070 Ti SUPER", "GeForce RTX 4070 Ti SUPER"),
    // Missing words: the vendor, the series, the memory size.
    ("h100", "H100 SXM5 80GB"),
    ("h100 pcie", "H100 PCIe 80GB"),
    ("h100 sxm", "H100 SXM5 80GB"),
    ("GH200", "GH200 96GB"),
    ("h200", "H200 SXM 141GB"),
    ("b200", "B200"),
    ("a100 40", "A100 SXM4 40GB"),
    ("a100 80", "A100 SXM4 80GB"),
    ("a100 pcie", "A100 PCIe 40GB"),
    ("a100 pcie 80", "A100 PCIe 80GB"),
    ("v100 16", "Tesla V100 SXM2 16GB"),
    ("v100 pcie 32", "Tesla V100 PCIe 32GB"),
    ("tesla p40", "Tesla P40"),
    ("p100 pcie", "Tesla P100 PCIe 16GB"),
    ("l40s", "L40S"),
    ("l40", "L40"),
    ("l4", "L4"),
    ("t4", "T4"),
    ("a10g", "A10G"),
    ("a40", "A40"),
    ("h800 pcie", "H800 PCIe 80GB"),
    // Word order, and words written together.
    ("laptop 4090", "GeForce RTX 4090 Laptop GPU"),
    ("4090 laptop", "GeForce RTX 4090 Laptop GPU"),
    ("rtx4090", "GeForce RTX 4090"),
    ("gtx1080ti", "GeForce GTX 1080 Ti"),
    ("4060ti", "GeForce RTX 4060 Ti"),
    ("super 4070 ti", "GeForce RTX 4070 Ti SUPER"),
    // The desktop card before the laptop one, the plain card before its variants.
    ("4090", "GeForce RTX 4090"),
    ("3050", "GeForce RTX 3050 8GB"),
    ("rtx 3080", "GeForce RTX 3080 10GB"),
    ("3080 12", "GeForce RTX 3080 12GB"),
    ("3080 ti", "GeForce RTX 3080 Ti"),
    ("rtx 3050 laptop", "GeForce RTX 3050 Laptop GPU"),
    ("4060 mobile", "GeForce RTX 4060 Laptop GPU"),
    ("4080 notebook", "GeForce RTX 4080 Laptop GPU"),
    // Common short forms.
    ("2080s", "GeForce RTX 2080 SUPER"),
    ("1660 super", "GeForce GTX 1660 SUPER"),
    ("titan xp", "NVIDIA TITAN Xp"),
    ("a6000", "RTX A6000"),
    ("rtx 6000 ada", "RTX 6000 Ada Generation"),
    ("quadro rtx 8000", "Quadro RTX 8000"),
    ("rtx pro 6000", "RTX PRO 6000 Blackwell Workstation Edition"),
    ("5090", "GeForce RTX 5090"),
    ("k80", "Tesla K80 (per GPU)"),
    // Jetson modules.
    ("jetson nano", "Jetson Nano"),
    ("xavier nx", "Jetson Xavier NX"),
    ("tx2", "Jetson TX2"),
    ("jetson tx1", "Jetson TX1"),
    ("agx orin 32", "Jetson AGX Orin 32GB"),
    ("thor", "Jetson AGX Thor (T5000)"),
    ("jetson orin nano", "Jetson Orin Nano 8GB"),
    ("orin nano super", "Jetson Orin Nano 8GB Super"),
    ("jetson orin nx", "Jetson Orin NX 16GB"),
    ("orin nx 8", "Jetson Orin NX 8GB"),
    // Blackwell names that have no word in common with their catalogue entry but the chip.
    ("B300", "B300"),
    ("gb10", "NVIDIA GB10 (DGX Spark)"),
    ("dgx spark", "NVIDIA GB10 (DGX Spark)"),
    ("gb200", "GB200 (per GPU)"),
    ("a800", "A800 PCIe 40GB"),
    ("l20", "L20"),
];

/// What a user typed that matches no GPU, and the nearest names the search must suggest first.
const MISSES: &[(&str, &str)] = &[
    ("RTX 4900", "GeForce RTX 4090"),
    ("GH300", "GH200 96GB"),
    ("gtx 1080 tii", "GeForce GTX 1080 Ti"),
    ("A1000", "A100 SXM4 80GB"),
];

#[test]
fn what_users_type_finds_their_gpu() {
    let mut wrong = Vec::new();
    for (query, expected) in FOUND {
        match Gpu::search(query) {
            Ok(choice) if choice.gpu.name == *expected => {}
            Ok(choice) => wrong.push(format!("{query:?} → {} (expected {expected})", choice.gpu.name)),
            Err(e) => wrong.push(format!("{query:?} → {e} (expected {expected})")),
        }
    }
    assert!(wrong.is_empty(), "{} of {} wrong:\n{}", wrong.len(), FOUND.len(), wrong.join("\n"));
    assert!(FOUND.len() + MISSES.len() >= 40);
}

#[test]
fn a_miss_suggests_the_three_nearest_names() {
    for (query, nearest) in MISSES {
        let e = Gpu::search(query).unwrap_err();
        assert_eq!(e.suggestions.len(), SUGGESTIONS, "{query}");
        assert_eq!(e.suggestions[0].name, *nearest, "{query}: {e}");
        assert!(e.to_string().starts_with(&format!("unknown GPU \"{query}\"; did you mean {nearest}, ")), "{e}");
    }
}

/// Every name and alias finds its own GPU, exactly: no alias is shadowed by another entry.
#[test]
fn every_name_and_alias_finds_its_gpu() {
    for gpu in GPUS {
        for name in std::iter::once(gpu.name).chain(gpu.aliases.iter().copied()) {
            let choice = Gpu::search(name).unwrap();
            assert_eq!(choice.gpu.name, gpu.name, "{name}");
            assert!(choice.exact, "{name}");
            assert_eq!(Gpu::find(&name.to_uppercase()).map(|g| g.name), Some(gpu.name), "{name}");
        }
    }
}

/// Equally good matches are reported, so a front end can say which others it did not choose.
#[test]
fn ties_are_reported() {
    let choice = Gpu::search("rtx 6000").unwrap();
    assert_eq!(choice.gpu.name, "Quadro RTX 6000");
    let ties: Vec<&str> = choice.ties.iter().map(|g| g.name).collect();
    assert!(ties.contains(&"RTX 6000 Ada Generation"), "{ties:?}");
    assert!(Gpu::search("h100 sxm5 80gb").unwrap().ties.is_empty());
}

#[test]
fn search_all_ranks_matches_and_lists_everything_for_an_empty_query() {
    assert_eq!(Gpu::search_all("").len(), GPUS.len());
    assert_eq!(Gpu::search_all("   ").len(), GPUS.len());
    let hopper: Vec<&str> = Gpu::search_all("hopper").iter().map(|g| g.architecture).collect();
    assert!(hopper.len() >= 5 && hopper.iter().all(|a| *a == "Hopper"), "{hopper:?}");
    let ampere_laptops = Gpu::search_all("ampere laptop");
    assert!(!ampere_laptops.is_empty() && ampere_laptops.iter().all(|g| g.segment == "laptop"));
    assert!(Gpu::search_all("sm_90").iter().all(|g| g.compute_capability == "9.0"));
    assert!(Gpu::search_all("voodoo").is_empty());
}
