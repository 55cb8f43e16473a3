// Typography: see DESIGN.md.
