// Inspect: see DESIGN.md.
