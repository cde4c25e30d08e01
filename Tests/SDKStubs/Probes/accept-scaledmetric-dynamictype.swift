// swift-format-ignore-file
// (Declarations kept in the layout of Apple's interface files.)
// ScaledMetric (both initialisers), Environment(\.dynamicTypeSize), dynamicTypeSize(_:) with a
// range, and shapes filled with ShapeStyle statics.
import SwiftUI

struct Badge: View {
  @ScaledMetric private var spacing = 8.0
  @ScaledMetric(relativeTo: .caption) private var cornerRadius: CGFloat = 6
  @Environment(\.dynamicTypeSize) private var typeSize
  let title: String

  var body: some View {
    HStack(spacing: spacing) {
      Circle().fill(.tint).frame(width: 8, height: 8)
      Text(title).lineLimit(typeSize.isAccessibilitySize ? 2 : 1)
    }
    .padding(.horizontal, spacing)
    .padding(.vertical, spacing / 2)
    .background(RoundedRectangle(cornerRadius: cornerRadius).fill(.thinMaterial))
    .background(in: Capsule())
    .overlay {
      RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        .stroke(Color.secondary.opacity(0.4), lineWidth: 1)
    }
    .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    .contentShape(Rectangle())
    .onTapGesture(count: 2) { }
  }
}

struct Gallery: View {
  let names = ["a", "b", "c"]
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack {
        ForEach(names, id: \.self) { Badge(title: $0) }
        ForEach(0..<3) { i in Text("Item \(i)") }
      }
    }
    .background(Color(white: 0.95, opacity: 1))
    .ignoresSafeArea(.keyboard, edges: .bottom)
  }
}
