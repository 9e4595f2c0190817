//! The integration tests, one binary: a module per area, one `common`
//! module of helpers. Tests that drive the window need the default
//! `desktop` feature.

mod common;

mod ai;
mod ai_easy;
mod ai_endings;
mod ai_generator;
mod ai_levels;
mod ai_openings;
mod ai_plan;
mod ai_stragglers;
mod card_cli;
mod card_languages;
mod clause_words;
mod clauses;
mod cli;
mod cli_bounds;
mod cli_leftovers;
mod cli_writers;
mod engine_words;
mod languages;
mod layers;
mod one_spelling;
mod perft;
mod properties;
mod records;
mod records_forgery;
mod records_versions;
mod scripts;
mod seed_cases;
mod session;
mod simulation;
mod windows;

#[cfg(feature = "desktop")]
mod app_computer;
#[cfg(feature = "desktop")]
mod app_conventions;
#[cfg(feature = "desktop")]
mod app_files;
#[cfg(feature = "desktop")]
mod app_folder;
#[cfg(feature = "desktop")]
mod app_keyboard;
#[cfg(feature = "desktop")]
mod app_languages;
#[cfg(feature = "desktop")]
mod app_lifecycle;
#[cfg(feature = "desktop")]
mod app_play;
#[cfg(feature = "desktop")]
mod app_rough_edges;
#[cfg(feature = "desktop")]
mod app_scripts;
#[cfg(feature = "desktop")]
mod app_shape;
#[cfg(feature = "desktop")]
mod app_writer;
#[cfg(feature = "desktop")]
mod card;
#[cfg(feature = "desktop")]
mod disputes;
#[cfg(feature = "desktop")]
mod disputes_small;
#[cfg(feature = "desktop")]
mod explainer;
#[cfg(feature = "desktop")]
mod review;
#[cfg(feature = "desktop")]
mod setup_dialog;
#[cfg(feature = "desktop")]
mod setup_paper;
#[cfg(feature = "desktop")]
mod setup_steady;
mod shaping;
#[cfg(feature = "desktop")]
mod snapshots;
#[cfg(feature = "desktop")]
mod storage;
