//! The devices: `compute_caps/` complete and well formed, and the GPU search people meet in
//! `occlab --gpu`, the page's picker and its URL.

mod compute_caps_data;
mod gpu_search;
