// Scenes: see DESIGN.md.
