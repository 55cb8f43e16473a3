// RenderCLI: see DESIGN.md.
