import SwiftUI
import PlaygroundSupport

struct Recipe: Hashable {
    let name: String
    let minutes: Int
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "timer").font(.largeTitle).foregroundStyle(.orange)
            Text("\(recipe.minutes) minutes").font(.title2)
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Save") {}
            }
        }
    }
}

struct RecipeBook: View {
    @State private var path = NavigationPath()

    let recipes = [
        Recipe(name: "Pancakes", minutes: 20),
        Recipe(name: "Risotto", minutes: 35),
        Recipe(name: "Salad", minutes: 10),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(recipes, id: \.self) { recipe in
                    NavigationLink(value: recipe) {
                        Text(recipe.name).font(.title3)
                    }
                }
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
        .frame(width: 390, height: 600)
    }
}

PlaygroundPage.current.setLiveView(RecipeBook())
