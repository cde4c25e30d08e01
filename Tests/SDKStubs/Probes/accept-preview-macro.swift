// Accepted by the iOS 18.0 SDK: `#Preview` with a view, named or not, as a form for iOS 17.0 and
// later writes it ([iOS18 UI@966526]).
import SwiftUI

struct Greeting: View {
    @State private var name = "Ada"

    var body: some View { Text(name) }
}

#Preview {
    Greeting()
}

#Preview("Named") {
    Greeting()
}
