#if canImport(SwiftUI)
import SwiftUI

/// Two parts and a memo field on one screen. The screen focuses each part as one value and draws
/// the one keyboard bar itself, so a part never needs to know where it is placed, and there is
/// never more than one Close button.
public struct UserInfoScreen: View {
    /// What has focus: a whole part, or the memo field.
    enum FocusTarget {
        case recipient
        case delivery
        case memo
    }

    @State private var name = ""
    @State private var address = ""
    @State private var postalCode = ""
    @State private var phone = ""
    @State private var memo = ""
    @State private var sentCount = 0
    @FocusState private var focus: FocusTarget?

    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                RecipientPart(name: $name, address: $address)
                    .focused($focus, equals: .recipient)
                DeliveryPart(postalCode: $postalCode, phone: $phone)
                    .focused($focus, equals: .delivery)
                HStack {
                    Text("メモ")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    TextField("メモ", text: $memo, prompt: Text("メモ"))
                        .textFieldStyle(.roundedBorder)
                        .focused($focus, equals: .memo)
                }
                Button("送信") {
                    focus = nil
                    sentCount += 1
                }
                .buttonStyle(.borderedProminent)
                if sentCount > 0 {
                    Text("送信しました")
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
        }
        .keyboardCloseButton(Text("閉じる"), focused: $focus)
    }
}
#endif
