import SwiftUI
import PlaygroundSupport

struct Note: Identifiable {
    let id = UUID()
    var title: String
}

struct NotesView: View {
    @State private var notes = [Note(title: "Groceries"), Note(title: "Trip ideas"), Note(title: "Books to read")]
    @State private var noteToDelete: Note?
    @State private var showDeleteAlert = false
    @State private var showOptions = false

    var body: some View {
        VStack(spacing: 12) {
            ForEach(notes) { note in
                HStack {
                    Text(note.title)
                    Spacer()
                    Button(role: .destructive) {
                        noteToDelete = note
                        showDeleteAlert = true
                    } label: {
                        Image(systemName: "trash")
                    }
                }
                .padding()
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
            }
            Button("More Options") { showOptions = true }
            Spacer()
        }
        .padding()
        .background(Color(.systemGroupedBackground))
        .alert("Delete Note?", isPresented: $showDeleteAlert, presenting: noteToDelete) { note in
            Button("Delete", role: .destructive) {
                withAnimation { notes.removeAll { $0.id == note.id } }
            }
            Button("Cancel", role: .cancel) {}
        } message: { note in
            Text("\"\(note.title)\" will be deleted. This cannot be undone.")
        }
        .confirmationDialog("Options", isPresented: $showOptions, titleVisibility: .visible) {
            Button("Delete All", role: .destructive) { notes.removeAll() }
            Button("Duplicate First") { if let first = notes.first { notes.append(first) } }
        } message: {
            Text("Choose what to do with your notes.")
        }
        .frame(width: 360, height: 480)
    }
}

PlaygroundPage.current.setLiveView(NotesView())
