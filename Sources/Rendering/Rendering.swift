// Rendering: see DESIGN.md.
