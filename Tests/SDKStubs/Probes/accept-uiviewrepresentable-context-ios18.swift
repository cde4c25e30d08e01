// swift-format-ignore-file
// UIViewRepresentableContext is Sendable (a main-actor struct with no unavailable Sendable extension in
// the iOS 18.0 interface) and has `animate(changes:completion:)` (iOS 18); `sizeThatFits(_:uiView:context:)`
// (iOS 16) is a requirement of UIViewRepresentable, which a conformer may implement and generic code
// may call.
import SwiftUI
import UIKit

struct FixedHeightView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {
    if #available(iOS 18.0, *) {
      context.animate {
        view.isUserInteractionEnabled = false
      }
    }
  }
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 0, height: 44))
  }
}

func requireSendable<T: Sendable>(_: T.Type) {}
nonisolated func contextIsSendable() { requireSendable(UIViewRepresentableContext<FixedHeightView>.self) }

@MainActor func measure<R: UIViewRepresentable>(_ r: R, _ view: R.UIViewType, _ context: R.Context) -> CGSize? {
  r.sizeThatFits(.unspecified, uiView: view, context: context)
}
