// Media: see DESIGN.md.
