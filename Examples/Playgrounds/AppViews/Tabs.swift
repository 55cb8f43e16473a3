import SwiftUI
import PlaygroundSupport

enum Tab: String, CaseIterable, Identifiable {
    case home, search, profile
    var id: Self { self }
    var icon: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .profile: return "person"
        }
    }
}

struct SegmentedTabs: View {
    @State private var selection: Tab = .home
    @Namespace private var underline

    var body: some View {
        VStack {
            HStack {
                ForEach(Tab.allCases) { tab in
                    Button {
                        withAnimation(.snappy) { selection = tab }
                    } label: {
                        VStack(spacing: 6) {
                            Label(tab.rawValue.capitalized, systemImage: tab.icon)
                                .labelStyle(.iconOnly)
                                .font(.title3)
                                .foregroundStyle(selection == tab ? Color.accentColor : Color.secondary)
                            ZStack {
                                if selection == tab {
                                    Capsule().fill(Color.accentColor)
                                        .frame(height: 3)
                                        .matchedGeometryEffect(id: "underline", in: underline)
                                } else {
                                    Capsule().fill(.clear).frame(height: 3)
                                }
                            }
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
            .padding()
            Spacer()
        }
        .frame(width: 390, height: 200)
    }
}

PlaygroundPage.current.setLiveView(SegmentedTabs())
