// swift-format-ignore-file
// A view padded by the part of it a keyboard frame covers: the view's frame read by a
// GeometryReader in the global coordinate space, a @State frame written by a main-actor callback
// inside withAnimation, and SwiftUI's own keyboard inset turned off with ignoresSafeArea.
import SwiftUI

struct KeyboardPaddedView<Content: View>: View {
  let content: Content
  @State private var keyboardFrame = CGRect.null

  var body: some View {
    let keyboard = keyboardFrame
    return GeometryReader { proxy in
      content
        .padding(.bottom, Self.overlap(keyboard: keyboard, view: proxy.frame(in: .global)))
        .frame(width: proxy.size.width)
    }
    .ignoresSafeArea(.keyboard, edges: .bottom)
    .onAppear {
      let frame = $keyboardFrame
      withAnimation(.easeOut(duration: 0.25)) {
        frame.wrappedValue = CGRect(x: 0, y: 451, width: 375, height: 216)
      }
    }
  }

  nonisolated static func overlap(keyboard: CGRect, view: CGRect) -> CGFloat {
    guard !keyboard.isNull, keyboard.minY < view.maxY else { return 0 }
    return min(view.maxY - keyboard.minY, view.height)
  }
}

struct NamedSpaceReader: View {
  var body: some View {
    GeometryReader { proxy in
      Text("\(proxy.frame(in: .named("form")).minY) \(proxy.frame(in: .local).height)")
    }
  }
}
