// SceneGraph: see DESIGN.md.
