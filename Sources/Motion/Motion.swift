// Motion: see DESIGN.md.
